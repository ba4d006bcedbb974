import Foundation
@testable import OpenTouch

extension FuzzWorld {
    /// The engine's own check of its touch list and responder ledger after each raw event. Debug
    /// builds also assert it inside the engine; this records it in release runs (the campaign).
    func checkEngineInvariants() {
        guard let app else { return }
        trace.checked()
        if let problem = app.touchEnvironment.firstBrokenInvariant() {
            trace.problem("engine invariant: \(problem)")
        }
    }
}
