import Foundation
import OpenTouch

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
