import UIKit

/// A bottom sheet over a map-like background: drag its grabber area up or down, and it snaps to
/// the nearest of three heights (or further, when flicked). The background is blurred.
final class BottomSheetViewController: UIViewController {
    enum Detent: CaseIterable { case collapsed, half, expanded }

    let sheetView = UIView()
    private let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    private var sheetTopConstraint: NSLayoutConstraint!
    private var startTop: CGFloat = 0
    private(set) var detent: Detent = .collapsed

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemTeal
        sheetView.translatesAutoresizingMaskIntoConstraints = false
        sheetView.layer.cornerRadius = 20
        sheetView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        sheetView.clipsToBounds = true
        view.addSubview(sheetView)

        blurView.frame = sheetView.bounds
        blurView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        sheetView.addSubview(blurView)

        sheetTopConstraint = sheetView.topAnchor.constraint(equalTo: view.topAnchor, constant: top(for: .collapsed))
        NSLayoutConstraint.activate([
            sheetTopConstraint,
            sheetView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            sheetView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            sheetView.heightAnchor.constraint(equalTo: view.heightAnchor),
        ])
        let pan = UIPanGestureRecognizer(target: self, action: BottomSheetViewController.handlePan(_:))
        sheetView.addGestureRecognizer(pan)
    }

    func top(for detent: Detent) -> CGFloat {
        switch detent {
        case .collapsed: return view.bounds.height - 120
        case .half: return view.bounds.height * 0.5
        case .expanded: return 80
        }
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            startTop = sheetTopConstraint.constant
        case .changed:
            let proposed = startTop + pan.translation(in: view).y
            sheetTopConstraint.constant = min(max(proposed, top(for: .expanded)), top(for: .collapsed))
        case .ended, .cancelled:
            let projected = sheetTopConstraint.constant + pan.velocity(in: view).y * 0.15
            let nearest = Detent.allCases.min { abs(top(for: $0) - projected) < abs(top(for: $1) - projected) }!
            move(to: nearest, animated: true)
        default:
            break
        }
    }

    func move(to detent: Detent, animated: Bool) {
        self.detent = detent
        sheetTopConstraint.constant = top(for: detent)
        guard animated else { view.layoutIfNeeded(); return }
        UIView.animate(withDuration: 0.35, delay: 0, usingSpringWithDamping: 0.85, initialSpringVelocity: 0, options: [.allowUserInteraction, .beginFromCurrentState], animations: {
            self.view.layoutIfNeeded()
        })
    }
}
