import Foundation
import OpenTouch

/// A view with a fixed intrinsic content size, the clearest arranged view for exact frames.
@MainActor
final class StackBox: UIView {
    var size: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override var intrinsicContentSize: CGSize { size }
}

/// A test scene that records the application's diagnostics from the start.
@MainActor
struct StackScene {
    let scene: TestScene
    let recorder: TraceRecorder

    init() {
        scene = TestScene()
        recorder = scene.recorder()
    }

    var rootView: UIView { scene.rootView }
    var app: UIApplication { scene.app }
    var driver: TouchDriver { scene.driver }
    /// The diagnostics reported so far: conflicts, invalid constraints, layouts that did not
    /// settle. Ambiguity reports are left out: the engine's ambiguity check also flags views sized
    /// only by their intrinsic size (hugging and compression resistance at the same value).
    var diagnostics: [String] {
        recorder.diagnostics.filter { $0.kind != .ambiguousLayout }.map(\.description)
    }
    /// Every diagnostic reported so far.
    var allDiagnostics: [InputDiagnostic] { recorder.diagnostics }
}

/// A scene with `stack` in its root view, its top-leading corner at (10, 100), and its width
/// and height pinned when given (else free: the stack hugs its content).
@MainActor
func stackScene(_ stack: UIStackView, width: CGFloat? = nil, height: CGFloat? = nil) -> StackScene {
    let scene = StackScene()
    stack.translatesAutoresizingMaskIntoConstraints = false
    scene.rootView.addSubview(stack)
    var constraints = [
        stack.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor, constant: 10),
        stack.topAnchor.constraint(equalTo: scene.rootView.topAnchor, constant: 100),
    ]
    if let width { constraints.append(stack.widthAnchor.constraint(equalToConstant: width)) }
    if let height { constraints.append(stack.heightAnchor.constraint(equalToConstant: height)) }
    NSLayoutConstraint.activate(constraints)
    scene.rootView.layoutIfNeeded()
    return scene
}

/// A stack of boxes of the given sizes.
@MainActor
func boxStack(_ sizes: [(CGFloat, CGFloat)], axis: NSLayoutConstraint.Axis = .horizontal, spacing: CGFloat = 0,
              distribution: UIStackView.Distribution = .fill,
              alignment: UIStackView.Alignment = .fill) -> (UIStackView, [StackBox]) {
    let boxes = sizes.map { StackBox($0.0, $0.1) }
    let stack = UIStackView(arrangedSubviews: boxes)
    stack.axis = axis
    stack.spacing = spacing
    stack.distribution = distribution
    stack.alignment = alignment
    return (stack, boxes)
}

/// `value` rounded to the nearest pixel of a 2× screen, as Auto Layout frames are.
func stackPixel(_ value: CGFloat) -> CGFloat { (value * 2).rounded() / 2 }

/// A rectangle, shorter to write in expectations.
func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}
