import Foundation
import OpenTouch
import OpenTouchTesting
import Testing

/// A screen with a logged view behind everything and a controller that presents alerts.
@MainActor
private struct AlertScreen {
    let ct = TestScene()

    init() {
        ct.addLoggedView("background", frame: ct.window.bounds)
    }

    /// Adds an action logging `"<title> ran, alert presented: yes/no"` when its handler runs.
    func action(_ title: String, _ style: UIAlertAction.Style = .default) -> UIAlertAction {
        let log = ct.log, presenter = ct.controller
        return UIAlertAction(title: title, style: style) { action in
            log.append("\(action.title ?? "") ran, alert presented: \(presenter.presentedViewController == nil ? "no" : "yes")")
        }
    }

    func present(_ alert: UIAlertController) {
        ct.controller.present(alert, animated: true)
        ct.driver.wait(1)
    }

    /// The action view holding the label titled `title`.
    func actionView(_ title: String) throws -> UIView {
        try #require(ct.driver.all(.label(title)).first?.superview)
    }

    func frame(_ title: String) throws -> CGRect {
        let view = try actionView(title)
        return view.convert(view.bounds, to: nil)
    }

    var alertIsShown: Bool { ct.controller.presentedViewController != nil }
}

@MainActor
@Suite("Alerts: UIAlertController's alerts")
struct AlertTests {
    @Test("two actions sit side by side in a 270-point card centred in the window, the cancel action on the left and bold")
    func twoActionGeometry() throws {
        let screen = AlertScreen()
        let alert = UIAlertController(title: "Delete photo?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(screen.action("Delete", .destructive))
        alert.addAction(screen.action("Cancel", .cancel))
        screen.present(alert)
        let cancel = try screen.frame("Cancel"), delete = try screen.frame("Delete")
        #expect(cancel.width == 135 && delete.width == 135)
        #expect(cancel.minX == (375 - 270) / 2 && delete.minX == cancel.maxX)
        #expect(cancel.minY == delete.minY && cancel.height == 44)
        let card = try #require(screen.actionView("Cancel").superview)
        #expect(isClose(card.frame.midY, 667 / 2, within: 0.5))
        let cancelLabel = try #require(screen.ct.driver.all(.label("Cancel")).first as? UILabel)
        let deleteLabel = try #require(screen.ct.driver.all(.label("Delete")).first as? UILabel)
        #expect(cancelLabel.font == .boldSystemFont(ofSize: 17))
        #expect(deleteLabel.font == .systemFont(ofSize: 17) && deleteLabel.textColor == .systemRed)
        #expect(screen.ct.driver.all(.label("Delete photo?")).count == 1)
        #expect(screen.ct.driver.all(.label("This cannot be undone.")).count == 1)
    }

    @Test("three actions stack in the order added, the cancel action last whenever it was added; preferredAction is bold")
    func stackedActions() throws {
        let screen = AlertScreen()
        let alert = UIAlertController(title: "Share", message: nil, preferredStyle: .alert)
        alert.addAction(screen.action("Cancel", .cancel))
        let mail = screen.action("Mail")
        alert.addAction(mail)
        alert.addAction(screen.action("Message"))
        alert.preferredAction = mail
        screen.present(alert)
        let frames = try ["Mail", "Message", "Cancel"].map { try screen.frame($0) }
        #expect(frames.map(\.width) == [270, 270, 270])
        #expect(frames[1].minY == frames[0].maxY && frames[2].minY == frames[1].maxY)
        let mailLabel = try #require(screen.ct.driver.all(.label("Mail")).first as? UILabel)
        let cancelLabel = try #require(screen.ct.driver.all(.label("Cancel")).first as? UILabel)
        #expect(mailLabel.font == .boldSystemFont(ofSize: 17) && cancelLabel.font == .systemFont(ofSize: 17))
        #expect(alert.actions.map(\.title) == ["Cancel", "Mail", "Message"])
    }

    @Test("a tap on an action dismisses the alert, then runs its handler")
    func tapRunsAfterDismissal() throws {
        let screen = AlertScreen()
        let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
        alert.addAction(screen.action("OK"))
        screen.present(alert)
        try screen.ct.driver.tap(.label("OK"))
        screen.ct.driver.wait(1)
        #expect(screen.ct.log.lines == ["OK ran, alert presented: no"])
        #expect(!screen.alertIsShown)
        #expect(screen.ct.driver.all(.label("Saved")).isEmpty)
    }

    @Test("highlight by sliding: down on one action, slide across the others, lift on the last one runs only it")
    func slideAcrossActions() throws {
        let screen = AlertScreen()
        let alert = UIAlertController(title: "Photo", message: nil, preferredStyle: .alert)
        for title in ["Save", "Copy", "Print"] { alert.addAction(screen.action(title)) }
        alert.addAction(screen.action("Cancel", .cancel))
        screen.present(alert)
        let driver = screen.ct.driver
        let save = try screen.actionView("Save"), print = try screen.actionView("Print")
        let finger = driver.down(at: try centre("Save", screen))
        #expect(isHighlighted(save))
        driver.glide(finger, to: try centre("Copy", screen), steps: 4)
        let copy = try screen.actionView("Copy")
        #expect(!isHighlighted(save) && isHighlighted(copy))
        driver.glide(finger, to: try centre("Print", screen), steps: 4)
        #expect(isHighlighted(print))
        driver.up(finger)
        driver.wait(1)
        #expect(screen.ct.log.lines == ["Print ran, alert presented: no"])
    }

    @Test("lifting off the actions runs nothing and keeps the alert; a tap outside an alert does nothing")
    func liftOutside() throws {
        let screen = AlertScreen()
        let alert = UIAlertController(title: "Sign out?", message: nil, preferredStyle: .alert)
        alert.addAction(screen.action("Sign Out", .destructive))
        alert.addAction(screen.action("Cancel", .cancel))
        screen.present(alert)
        let driver = screen.ct.driver
        let finger = driver.down(at: try centre("Sign Out", screen))
        driver.glide(finger, to: CGPoint(x: 187, y: 100), steps: 4)
        let signOut = try screen.actionView("Sign Out")
        #expect(!isHighlighted(signOut))
        driver.up(finger)
        driver.tap(at: CGPoint(x: 20, y: 600))
        driver.wait(1)
        #expect(screen.ct.log.lines.isEmpty)
        #expect(screen.alertIsShown)
    }

    @Test("a disabled action is grey and refuses touches until it is enabled")
    func disabledAction() throws {
        let screen = AlertScreen()
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        let save = screen.action("Save")
        save.isEnabled = false
        alert.addAction(screen.action("Cancel", .cancel))
        alert.addAction(save)
        screen.present(alert)
        let label = try #require(screen.ct.driver.all(.label("Save")).first as? UILabel)
        #expect(label.textColor == .secondaryLabel)
        try screen.ct.driver.tap(.label("Save"))
        screen.ct.driver.wait(1)
        #expect(screen.ct.log.lines.isEmpty && screen.alertIsShown)
        save.isEnabled = true
        #expect(label.textColor == .systemBlue)
        try screen.ct.driver.tap(.label("Save"))
        screen.ct.driver.wait(1)
        #expect(screen.ct.log.lines == ["Save ran, alert presented: no"])
    }

    private func centre(_ title: String, _ screen: AlertScreen) throws -> CGPoint {
        let frame = try screen.frame(title)
        return CGPoint(x: frame.midX, y: frame.midY)
    }
}

/// Whether an alert action view or menu row is highlighted (drawn with a highlight fill).
@MainActor
func isHighlighted(_ view: UIView) -> Bool { view.backgroundColor != nil }
