import UIKit

/// A download screen driven by a timer: the bar fills every tick until it is full, then a
/// "Done" label fades in. A pause button stops and restarts the timer.
final class TimerProgressViewController: UIViewController {
    let progressView = UIProgressView(progressViewStyle: .default)
    let doneLabel = UILabel()
    let pauseButton = UIButton(type: .system)
    private var timer: Timer?
    var step: Float = 0.1
    var tickInterval: TimeInterval = 0.1

    override func viewDidLoad() {
        super.viewDidLoad()
        progressView.frame = CGRect(x: 20, y: 200, width: view.bounds.width - 40, height: 4)
        view.addSubview(progressView)
        doneLabel.text = "Done"
        doneLabel.alpha = 0
        doneLabel.frame = CGRect(x: 20, y: 220, width: 200, height: 30)
        view.addSubview(doneLabel)
        pauseButton.setTitle("Pause", for: .normal)
        pauseButton.frame = CGRect(x: 20, y: 260, width: 100, height: 44)
        pauseButton.addTarget(self, action: TimerProgressViewController.togglePause, for: .touchUpInside)
        view.addSubview(pauseButton)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        start()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        timer?.invalidate()
    }

    func start() {
        timer?.invalidate()
        timer = Timer.scheduledTimer(withTimeInterval: tickInterval, repeats: true) { [weak self] timer in
            guard let self = self else { timer.invalidate(); return }
            self.progressView.setProgress(min(1, self.progressView.progress + self.step), animated: true)
            if self.progressView.progress >= 1 {
                timer.invalidate()
                self.finish()
            }
        }
    }

    private func finish() {
        UIView.animate(withDuration: 0.3) { self.doneLabel.alpha = 1 }
        pauseButton.isEnabled = false
    }

    private func togglePause() {
        if let timer = timer, timer.isValid {
            timer.invalidate()
            pauseButton.setTitle("Resume", for: .normal)
        } else {
            pauseButton.setTitle("Pause", for: .normal)
            start()
        }
    }
}
