import Foundation
import OpenTouch

/// The scenes `opentouch window` opens, each in its own application on the system clock.
@MainActor
struct WindowDemo {
    /// The scenes the window command can show.
    enum Kind: String, CaseIterable, Sendable {
        /// Seed 004's views, in their colours: GrayView ⊃ RedView, GreenView, YellowView ⊃ WhiteView.
        case seed004
        /// Seed 001's controller view with viewa (black) and viewb (blue), centred.
        case seed001
        /// A scrolling list of rows, each with a button.
        case list
        /// A button, a slider, a switch, a segmented control, a stepper, a selectable button, a
        /// progress view, an activity indicator and an animated card.
        case controls
    }

    let kind: Kind
    let application: UIApplication
    let scene: UIWindowScene
    let window: UIWindow
    /// The controller, kept alive with the scene.
    let controller: UIViewController

    /// Builds the scene; `log` receives the demo's own lines (actions, values, offsets).
    init(kind: Kind, log: @escaping @MainActor (String) -> Void) {
        self.kind = kind
        application = UIApplication(clock: SystemClock())
        let size: CGSize
        switch kind {
        case .seed004:
            controller = Seed004WindowController()
            size = CGSize(width: 375, height: 667)
        case .seed001:
            controller = Seed001WindowController()
            size = CGSize(width: 430, height: 932)
        case .list:
            controller = ListWindowController(log: log)
            size = CGSize(width: 375, height: 667)
        case .controls:
            controller = ControlsViewController(log: log)
            size = CGSize(width: 375, height: 667)
        }
        scene = UIWindowScene(application: application, screen: UIScreen(bounds: CGRect(origin: .zero, size: size)))
        window = UIWindow(windowScene: scene)
        window.backgroundColor = .white
        window.rootViewController = controller
        window.makeKeyAndVisible()
    }
}

/// Seed 004's views with the colours their names give them.
final class Seed004WindowController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let gray = GrayView(frame: CGRect(x: 0, y: 64, width: 375, height: 667))
        let red = RedView(frame: CGRect(x: 30, y: 30, width: 315, height: 543))
        let green = GreenView(frame: CGRect(x: 50, y: 50, width: 275, height: 503))
        let yellow = YellowView(frame: CGRect(x: 0, y: 200, width: 375, height: 300))
        let white = WhiteView(frame: CGRect(x: 70, y: -30, width: 235, height: 360))
        gray.backgroundColor = .gray
        red.backgroundColor = .red
        green.backgroundColor = .green
        yellow.backgroundColor = .yellow
        white.backgroundColor = .white
        white.layer.borderColor = UIColor.black.cgColor
        white.layer.borderWidth = 1
        view.addSubview(gray)
        gray.addSubview(red)
        gray.addSubview(green)
        gray.addSubview(yellow)
        yellow.addSubview(white)
        for (name, superview) in [("WhiteView", white as UIView)] {
            let label = UILabel(frame: CGRect(x: 0, y: 150, width: 235, height: 30))
            label.text = name
            label.textColor = .black
            superview.addSubview(label)
        }
    }
}

/// Seed 001's controller view: viewa (150 × 150, black) under viewb (100 × 100, blue), centred.
final class Seed001WindowController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let viewa = UIView(frame: CGRect(x: 0, y: 0, width: 150, height: 150))
        viewa.center = view.center
        viewa.backgroundColor = .black
        let viewb = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        viewb.center = view.center
        viewb.backgroundColor = .blue
        view.addSubview(viewa)
        view.addSubview(viewb)
    }
}

/// A scrolling list: 30 rows of 60 points, alternately white and light grey, each with a title
/// and a bordered button. Tapping a button logs its action; scrolling logs the content offset.
final class ListWindowController: UIViewController, UIScrollViewDelegate {
    static let rowHeight: CGFloat = 60
    static let rowCount = 30

    let list = UIScrollView()
    private let log: @MainActor (String) -> Void
    private var buttons: [ListButton] = []
    private var lastLoggedOffset: CGPoint?

    init(log: @escaping @MainActor (String) -> Void) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        list.frame = view.bounds
        list.contentSize = CGSize(width: view.bounds.width, height: Self.rowHeight * CGFloat(Self.rowCount))
        list.delegate = self
        for index in 0..<Self.rowCount {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(index) * Self.rowHeight, width: view.bounds.width,
                                           height: Self.rowHeight))
            row.backgroundColor = index % 2 == 0 ? .white : .systemGray6
            let title = UILabel(frame: CGRect(x: 20, y: 0, width: 200, height: Self.rowHeight))
            title.text = "Row \(index + 1)"
            title.textAlignment = .left
            title.textColor = .label
            row.addSubview(title)
            let button = ListButton(type: .system)
            button.frame = CGRect(x: view.bounds.width - 140, y: 8, width: 120, height: 44)
            button.setTitle("Button \(index + 1)", for: .normal)
            button.layer.cornerRadius = 8
            button.layer.borderWidth = 1
            button.layer.borderColor = UIColor.systemBlue.cgColor
            button.tag = index + 1
            button.addTarget(self, action: ListWindowController.buttonTapped, for: .touchUpInside)
            row.addSubview(button)
            buttons.append(button)
            list.addSubview(row)
        }
        view.addSubview(list)
    }

    func buttonTapped(_ sender: ListButton) {
        log("action: Button \(sender.tag) tapped")
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let offset = scrollView.contentOffset
        guard offset != lastLoggedOffset else { return }
        lastLoggedOffset = offset
        log("UIScrollView contentOffset (\(Self.format(offset.x)), \(Self.format(offset.y)))")
    }

    static func format(_ value: CGFloat) -> String {
        String(format: "%.1f", Double(value))
    }
}

/// The controls scene: every control OpenTouch has, each logging what it sends.
final class ControlsViewController: UIViewController {
    let button = UIButton(type: .system)
    let countLabel = UILabel()
    let slider = UISlider()
    let valueLabel = UILabel()
    let toggle = UISwitch()
    let switchLabel = UILabel()
    let segments = UISegmentedControl(items: ["One", "Two", "Three"])
    let stepper = UIStepper()
    let stepperLabel = UILabel()
    let selectButton = UIButton(type: .system)
    let progress = UIProgressView(progressViewStyle: .default)
    let spinner = UIActivityIndicatorView(style: .medium)
    let card = UIView()
    private let log: @MainActor (String) -> Void
    private var taps = 0

    init(log: @escaping @MainActor (String) -> Void) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let width = view.bounds.width - 40

        let title = UILabel(frame: CGRect(x: 20, y: 24, width: width, height: 40))
        title.text = "OpenTouch controls"
        title.font = UIFont.systemFont(ofSize: 24)
        title.textColor = .label
        view.addSubview(title)

        button.frame = CGRect(x: 20, y: 80, width: width, height: 50)
        button.setTitle("Tap me", for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.backgroundColor = .systemBlue
        button.layer.cornerRadius = 10
        button.addTarget(self, action: ControlsViewController.buttonTapped, for: .touchUpInside)
        view.addSubview(button)
        countLabel.frame = CGRect(x: 20, y: 134, width: width, height: 24)
        countLabel.textColor = .secondaryLabel
        countLabel.text = "Not tapped yet"
        view.addSubview(countLabel)

        slider.frame = CGRect(x: 20, y: 180, width: width, height: 34)
        slider.value = 0.25
        slider.addTarget(self, action: ControlsViewController.sliderChanged, for: .valueChanged)
        view.addSubview(slider)
        valueLabel.frame = CGRect(x: 20, y: 214, width: width, height: 24)
        valueLabel.textColor = .secondaryLabel
        view.addSubview(valueLabel)

        toggle.frame = CGRect(x: 20, y: 256, width: 51, height: 31)
        toggle.addTarget(self, action: ControlsViewController.switchChanged, for: .valueChanged)
        view.addSubview(toggle)
        switchLabel.frame = CGRect(x: 85, y: 256, width: 200, height: 31)
        switchLabel.textAlignment = .left
        switchLabel.textColor = .label
        view.addSubview(switchLabel)

        segments.frame = CGRect(x: 20, y: 310, width: width, height: 32)
        segments.selectedSegmentIndex = 0
        segments.addTarget(self, action: ControlsViewController.segmentChanged, for: .valueChanged)
        view.addSubview(segments)

        stepper.frame = CGRect(x: 20, y: 362, width: 94, height: 32)
        stepper.addTarget(self, action: ControlsViewController.stepperChanged, for: .valueChanged)
        view.addSubview(stepper)
        stepperLabel.frame = CGRect(x: 130, y: 362, width: 150, height: 32)
        stepperLabel.textAlignment = .left
        stepperLabel.textColor = .label
        view.addSubview(stepperLabel)
        spinner.frame = CGRect(x: width - 12, y: 362, width: 32, height: 32)
        spinner.startAnimating()
        view.addSubview(spinner)

        selectButton.frame = CGRect(x: 20, y: 414, width: 150, height: 44)
        selectButton.setTitle("Select me", for: .normal)
        selectButton.setTitle("Selected", for: .selected)
        selectButton.changesSelectionAsPrimaryAction = true
        selectButton.addTarget(self, action: ControlsViewController.selectionChanged, for: .primaryActionTriggered)
        view.addSubview(selectButton)

        progress.frame = CGRect(x: 20, y: 480, width: width, height: 4)
        view.addSubview(progress)

        card.frame = CGRect(x: 20, y: 510, width: 60, height: 60)
        card.backgroundColor = .systemOrange
        card.layer.cornerRadius = 12
        view.addSubview(card)

        showValues()
    }

    private func showValues() {
        valueLabel.text = String(format: "Value %.2f", Double(slider.value))
        progress.progress = slider.value
        switchLabel.text = toggle.isOn ? "Switch on" : "Switch off"
        stepperLabel.text = "Count \(Int(stepper.value))"
    }

    func buttonTapped(_ sender: UIButton) {
        taps += 1
        countLabel.text = "Tapped \(taps) time\(taps == 1 ? "" : "s")"
        log("action: Tap me tapped \(taps)")
        // The card slides across and back on alternate taps: an animation the window shows.
        let target: CGFloat = taps % 2 == 1 ? view.bounds.width - 20 - card.bounds.width / 2 : 20 + card.bounds.width / 2
        UIView.animate(withDuration: 0.4) { self.card.center.x = target }
    }

    func sliderChanged(_ sender: UISlider) {
        log(String(format: "UISlider value %.3f", Double(sender.value)))
        showValues()
    }

    func switchChanged(_ sender: UISwitch) {
        log("UISwitch isOn \(sender.isOn)")
        showValues()
    }

    func segmentChanged(_ sender: UISegmentedControl) {
        log("UISegmentedControl selectedSegmentIndex \(sender.selectedSegmentIndex)")
    }

    func stepperChanged(_ sender: UIStepper) {
        log("UIStepper value \(Int(sender.value))")
        showValues()
    }

    func selectionChanged(_ sender: UIButton) {
        log("action: Select me isSelected \(sender.isSelected)")
    }
}
