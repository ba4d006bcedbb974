import Foundation
@testable import OpenTouch

extension FuzzWorld {
    /// The engine's own check of its touch list, responder ledger and gesture arena after each raw event. It
    /// records a broken invariant with the seed in release runs (the campaign, `.ci/fuzz-campaign`);
    /// in debug builds the engine's own assertion stops the test process first, naming the
    /// invariant but not the seed.
    func checkEngineInvariants() {
        guard let app else { return }
        trace.checked()
        if let problem = app.touchEnvironment.firstBrokenInvariant() {
            trace.problem("engine invariant: \(problem)")
        }
    }
}
