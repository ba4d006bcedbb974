import UIKit

/// A settings form built from a stack of rows: notifications on/off, a volume slider, a reminder
/// count stepper and a units picker. (No text fields: a name field would need text input.)
final class SettingsFormViewController: UIViewController {
    struct Settings: Equatable {
        var notifications = true
        var volume: Float = 0.5
        var reminders = 1
        var metric = true
    }

    private(set) var settings = Settings()
    var onChange: ((Settings) -> Void)?

    let notificationsSwitch = UISwitch()
    let volumeSlider = UISlider()
    let remindersStepper = UIStepper()
    let remindersLabel = UILabel()
    let unitsControl = UISegmentedControl(items: ["Metric", "Imperial"])

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        notificationsSwitch.isOn = settings.notifications
        notificationsSwitch.addTarget(self, action: SettingsFormViewController.notificationsChanged(_:), for: .valueChanged)
        volumeSlider.value = settings.volume
        volumeSlider.addTarget(self, action: SettingsFormViewController.volumeChanged(_:), for: .valueChanged)
        remindersStepper.minimumValue = 0
        remindersStepper.maximumValue = 5
        remindersStepper.value = Double(settings.reminders)
        remindersStepper.addTarget(self, action: SettingsFormViewController.remindersChanged(_:), for: .valueChanged)
        unitsControl.selectedSegmentIndex = 0
        unitsControl.addTarget(self, action: SettingsFormViewController.unitsChanged(_:), for: .valueChanged)
        remindersLabel.text = "Reminders: \(settings.reminders)"

        let stack = UIStackView(arrangedSubviews: [
            row("Notifications", notificationsSwitch),
            row("Volume", volumeSlider),
            row(remindersLabel, remindersStepper),
            unitsControl,
        ])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    private func row(_ title: String, _ control: UIView) -> UIStackView {
        let label = UILabel()
        label.text = title
        return row(label, control)
    }

    private func row(_ label: UILabel, _ control: UIView) -> UIStackView {
        let row = UIStackView(arrangedSubviews: [label, control])
        row.axis = .horizontal
        row.distribution = .fill
        row.alignment = .center
        row.spacing = 12
        return row
    }

    private func notificationsChanged(_ sender: UISwitch) { update { $0.notifications = sender.isOn } }
    private func volumeChanged(_ sender: UISlider) { update { $0.volume = sender.value } }
    private func unitsChanged(_ sender: UISegmentedControl) { update { $0.metric = sender.selectedSegmentIndex == 0 } }

    private func remindersChanged(_ sender: UIStepper) {
        update { $0.reminders = Int(sender.value) }
        remindersLabel.text = "Reminders: \(settings.reminders)"
    }

    private func update(_ change: (inout Settings) -> Void) {
        change(&settings)
        onChange?(settings)
    }
}
