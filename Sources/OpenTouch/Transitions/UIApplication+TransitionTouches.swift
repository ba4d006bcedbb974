import Foundation

/// A running transition's hold on touch input: while any block is open, the application's new
/// touches reach no view and no recognizer (UIKit ignores interaction events during
/// non-interactive transitions). Touches already down go on as before.
@MainActor
final class TransitionTouchBlock {
    /// What the trace says the touches were ignored for: "presentation of DetailViewController".
    let name: String
    private weak var environment: TouchEnvironment?

    init(name: String, environment: TouchEnvironment) {
        self.name = name
        self.environment = environment
    }

    /// Stops ignoring touches for this transition. Calling it again does nothing.
    func end() {
        environment?.transitionBlocks.removeAll { $0 === self }
        environment = nil
    }
}

extension UIApplication {
    /// Ignores new touches until the returned block ends; `name` names the transition in why-traces.
    func beginIgnoringTouches(during name: String) -> TransitionTouchBlock {
        let block = TransitionTouchBlock(name: name, environment: touchEnvironment)
        touchEnvironment.transitionBlocks.append(block)
        return block
    }

    /// The name of the transition new touches are ignored for, or nil when they are not.
    var transitionIgnoringTouches: String? { touchEnvironment.transitionBlocks.first?.name }
}
