import Foundation
import OpenTouch

/// The root view controller of a built scene; recognizers send their actions to it.
final class SceneViewController: UIViewController {
    let rootSpec: ViewSpec

    init(root: ViewSpec) {
        rootSpec = root
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        view = rootSpec.overrides.isEmpty ? UIView(frame: rootSpec.frame) : SceneView(frame: rootSpec.frame)
    }

    /// The action every scene recognizer sends; the trace records each call (the log prints it).
    func handleGesture(_ recognizer: UIGestureRecognizer) {}
}
