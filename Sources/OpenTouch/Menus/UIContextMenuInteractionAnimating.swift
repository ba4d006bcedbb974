import Foundation

/// Lets a context-menu delegate add animations and completions to the menu's appearance or
/// disappearance. OpenTouch does not animate menus: animations run at once, completions right
/// after the menu appeared or went.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The preview's view controller, if the configuration made one.
    var previewViewController: UIViewController? { get }
    /// Adds animations to run with the transition.
    func addAnimations(_ animations: @escaping @MainActor () -> Void)
    /// Adds a closure to run when the transition ends.
    func addCompletion(_ completion: @escaping @MainActor () -> Void)
}

/// How a committed preview goes away.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable, Hashable {
    /// The preview shrinks back into the view.
    case dismiss = 0
    /// The preview pops to full screen (the delegate shows its controller).
    case pop = 1
}

/// The animator passed when the user taps a context menu's preview.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the preview goes away; ``UIContextMenuInteractionCommitStyle/pop`` by default.
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// The animator OpenTouch passes: it collects animations and completions and runs them when told.
@MainActor
final class ContextMenuAnimator: UIContextMenuInteractionCommitAnimating {
    let previewViewController: UIViewController?
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .pop
    private var completions: [@MainActor () -> Void] = []
    private var finished = false

    init(previewViewController: UIViewController?) {
        self.previewViewController = previewViewController
    }

    func addAnimations(_ animations: @escaping @MainActor () -> Void) {
        animations()
    }

    func addCompletion(_ completion: @escaping @MainActor () -> Void) {
        if finished { completion() } else { completions.append(completion) }
    }

    /// Runs the completions added so far; later ones run at once.
    func finish() {
        finished = true
        let pending = completions
        completions = []
        for completion in pending { completion() }
    }
}
