import UIKit

/// A "hold to delete" button: a long press fills a progress bar; holding it for the whole
/// duration confirms (sending `.primaryActionTriggered`) and shows a spinner.
final class HoldToConfirmButton: UIButton {
    let progressView = UIProgressView(progressViewStyle: .bar)
    let spinner = UIActivityIndicatorView(style: .medium)
    var holdDuration: CFTimeInterval = 1.0
    private var pressStart: CFTimeInterval = 0
    private(set) var confirmations = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        setTitle("Hold to delete", for: .normal)
        titleLabel?.font = .boldSystemFont(ofSize: 16)
        progressView.frame = CGRect(x: 0, y: frame.height - 4, width: frame.width, height: 4)
        progressView.progressTintColor = .systemRed
        addSubview(progressView)
        spinner.center = CGPoint(x: frame.width - 20, y: frame.height / 2)
        addSubview(spinner)
        let press = UILongPressGestureRecognizer(target: self, action: HoldToConfirmButton.handlePress)
        press.minimumPressDuration = 0.1
        addGestureRecognizer(press)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func handlePress(_ recognizer: UILongPressGestureRecognizer) {
        switch recognizer.state {
        case .began:
            pressStart = CACurrentMediaTime()
            progressView.setProgress(0, animated: false)
        case .changed:
            progressView.setProgress(Float((CACurrentMediaTime() - pressStart) / holdDuration), animated: false)
        case .ended:
            let held = CACurrentMediaTime() - pressStart
            if held >= holdDuration {
                progressView.progress = 1
                confirmations += 1
                spinner.startAnimating()
                sendActions(for: .primaryActionTriggered)
            } else {
                progressView.progress = 0
            }
        default:
            progressView.progress = 0
        }
    }
}
