import UIKit

/// An iOS 15-style button made from a configuration, whose title changes while it is pressed.
final class SubscribeViewController: UIViewController {
    private(set) var subscribed = false
    private(set) lazy var subscribeButton: UIButton = {
        var config = UIButton.Configuration.filled()
        config.title = "Subscribe"
        config.image = UIImage(systemName: "bell")
        config.imagePadding = 8
        config.imagePlacement = .leading
        config.cornerStyle = .capsule
        config.baseBackgroundColor = .systemIndigo
        config.buttonSize = .large
        let button = UIButton(configuration: config, primaryAction: UIAction { [weak self] _ in
            self?.subscribed.toggle()
        })
        button.configurationUpdateHandler = { [weak self] button in
            var config = button.configuration
            if button.isHighlighted {
                config?.title = "Subscribing…"
            } else {
                config?.title = self?.subscribed == true ? "Subscribed" : "Subscribe"
            }
            button.configuration = config
        }
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        subscribeButton.frame = CGRect(x: 60, y: 300, width: 250, height: 50)
        view.addSubview(subscribeButton)
    }
}
