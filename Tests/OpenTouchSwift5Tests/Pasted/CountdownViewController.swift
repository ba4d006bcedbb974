// Pasted in Swift 5 mode: a timer block and main-queue closures that touch views.
import UIKit

final class CountdownViewController: UIViewController {
    let countLabel = UILabel()
    let banner = UILabel()
    private(set) var timer: Timer?
    private(set) var remaining = 3
    var bannerDelay: TimeInterval = 0.01

    override func viewDidLoad() {
        super.viewDidLoad()
        countLabel.frame = CGRect(x: 20, y: 100, width: 200, height: 40)
        countLabel.text = "\(remaining)"
        view.addSubview(countLabel)
        banner.frame = CGRect(x: 20, y: 160, width: 200, height: 40)
        banner.isHidden = true
        view.addSubview(banner)
    }

    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { [weak self] timer in
            guard let self = self else { return }
            self.remaining -= 1
            self.countLabel.text = "\(self.remaining)"
            if self.remaining == 0 {
                timer.invalidate()
                self.finish()
            }
        }
    }

    private func finish() {
        DispatchQueue.main.async {
            self.banner.text = "Go!"
            self.banner.isHidden = false
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + bannerDelay) { [weak self] in
            self?.banner.isHidden = true
            self?.countLabel.text = "Done"
        }
    }
}
