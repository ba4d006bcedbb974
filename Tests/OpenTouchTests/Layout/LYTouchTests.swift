import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("Layout: touch bugs that come from layout")
struct LYTouchTests {
    @Test("A button laid out outside its superview's bounds cannot be tapped: the tap goes to the view behind")
    func buttonOutsideSuperviewBounds() {
        let log = CallLog()
        let scene = TestScene()
        let backdrop = log.logTouches(of: UIView(frame: scene.rootView.bounds), as: "backdrop", in: scene.app)
        scene.rootView.addSubview(backdrop)
        let panel = UIView()
        let button = UIButton(type: .system)
        button.setTitle("Delete", for: .normal)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        for view in [panel, button] { view.translatesAutoresizingMaskIntoConstraints = false }
        scene.rootView.addSubview(panel)
        panel.addSubview(button)
        NSLayoutConstraint.activate([
            panel.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor, constant: 20),
            panel.topAnchor.constraint(equalTo: scene.rootView.topAnchor, constant: 100),
            panel.widthAnchor.constraint(equalToConstant: 200),
            panel.heightAnchor.constraint(equalToConstant: 100),
            // The mistake: the button hangs below the panel.
            button.topAnchor.constraint(equalTo: panel.bottomAnchor, constant: 10),
            button.leadingAnchor.constraint(equalTo: panel.leadingAnchor),
        ])

        scene.driver.tap(at: CGPoint(x: 40, y: 225))
        #expect(button.frame.minY == 110)
        #expect(taps == 0)
        #expect(log.lines == ["backdrop began 1", "backdrop ended 1"])
    }

    @Test("A view whose height constraint resolves to zero gets no touches, even where its subviews are drawn")
    func zeroHeightViewGetsNoTouches() {
        let log = CallLog()
        let scene = TestScene()
        let drawer = log.logTouches(of: UIView(frame: .zero), as: "drawer", in: scene.app)
        let item = log.logTouches(of: UIView(frame: .zero), as: "item", in: scene.app)
        for view in [drawer, item] { view.translatesAutoresizingMaskIntoConstraints = false }
        scene.rootView.addSubview(drawer)
        drawer.addSubview(item)
        let height = drawer.heightAnchor.constraint(equalToConstant: 0)
        NSLayoutConstraint.activate([
            drawer.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor),
            drawer.trailingAnchor.constraint(equalTo: scene.rootView.trailingAnchor),
            drawer.topAnchor.constraint(equalTo: scene.rootView.topAnchor, constant: 300),
            height,
            item.topAnchor.constraint(equalTo: drawer.topAnchor),
            item.leadingAnchor.constraint(equalTo: drawer.leadingAnchor),
            item.trailingAnchor.constraint(equalTo: drawer.trailingAnchor),
            item.heightAnchor.constraint(equalToConstant: 44),
        ])

        scene.driver.tap(at: CGPoint(x: 100, y: 320))
        #expect(drawer.frame == CGRect(x: 0, y: 300, width: 375, height: 0))
        #expect(item.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
        #expect(log.lines.isEmpty)

        height.constant = 44
        scene.driver.tap(at: CGPoint(x: 100, y: 320))
        // The item gets the touch (and forwards it to its superview, as UIView's default does).
        #expect(log.lines == ["item began 1", "drawer began 1", "item ended 1", "drawer ended 1"])
    }

    @Test("A button moved by a constraint change in another button's action is tapped at its new place, with no layoutIfNeeded")
    func buttonMovedByActionIsTappedAtNewPlace() {
        let scene = TestScene()
        let toggle = UIButton(type: .system)
        toggle.setTitle("Expand", for: .normal)
        let details = UIButton(type: .system)
        details.setTitle("Details", for: .normal)
        for view in [toggle, details] {
            view.translatesAutoresizingMaskIntoConstraints = false
            scene.rootView.addSubview(view)
        }
        let gap = details.topAnchor.constraint(equalTo: toggle.bottomAnchor, constant: 8)
        NSLayoutConstraint.activate([
            toggle.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor, constant: 20),
            toggle.topAnchor.constraint(equalTo: scene.rootView.topAnchor, constant: 100),
            details.leadingAnchor.constraint(equalTo: toggle.leadingAnchor),
            gap,
        ])
        toggle.addAction(UIAction { _ in gap.constant = 200 }, for: .touchUpInside)
        var detailTaps = 0
        details.addAction(UIAction { _ in detailTaps += 1 }, for: .touchUpInside)

        scene.driver.tap(at: CGPoint(x: 30, y: 115))
        // details now starts at 100 + 30 + 200 = 330.
        scene.driver.tap(at: CGPoint(x: 30, y: 345))
        #expect(detailTaps == 1)
        #expect(details.frame.minY == 330)
    }

    @Test("A view added and constrained in an action is hit-testable at its laid-out place by the very next touch")
    func viewAddedInActionIsHitAtItsPlace() {
        let scene = TestScene()
        let add = UIButton(type: .system)
        add.setTitle("Add", for: .normal)
        add.frame = CGRect(x: 0, y: 600, width: 100, height: 44)
        scene.rootView.addSubview(add)
        var newTaps = 0
        add.addAction(UIAction { _ in
            let banner = UIButton(type: .system)
            banner.setTitle("New", for: .normal)
            banner.addAction(UIAction { _ in newTaps += 1 }, for: .touchUpInside)
            banner.translatesAutoresizingMaskIntoConstraints = false
            scene.rootView.addSubview(banner)
            NSLayoutConstraint.activate([
                banner.centerXAnchor.constraint(equalTo: scene.rootView.centerXAnchor),
                banner.centerYAnchor.constraint(equalTo: scene.rootView.centerYAnchor),
                banner.widthAnchor.constraint(equalToConstant: 120),
                banner.heightAnchor.constraint(equalToConstant: 44),
            ])
        }, for: .touchUpInside)

        scene.driver.tap(at: CGPoint(x: 50, y: 620))
        scene.driver.tap(at: CGPoint(x: 187.5, y: 333.5))
        #expect(newTaps == 1)
    }
}

/// A screen as a UIKit developer writes it: a title in the margins, a switch row, and a
/// sign-in button pinned above the home indicator, all built in `viewDidLoad` with anchors.
@MainActor
final class LYSignInViewController: UIViewController {
    let titleLabel = UILabel()
    let rememberLabel = UILabel()
    let rememberSwitch = UISwitch()
    let signInButton = UIButton(type: .system)
    var signIns = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = "Welcome back"
        titleLabel.font = .boldSystemFont(ofSize: 28)
        rememberLabel.text = "Remember me"
        signInButton.setTitle("Sign in", for: .normal)
        signInButton.addAction(UIAction { [unowned self] _ in signIns += 1 }, for: .touchUpInside)
        for subview in [titleLabel, rememberLabel, rememberSwitch, signInButton] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            rememberLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            rememberLabel.topAnchor.constraint(equalToSystemSpacingBelow: titleLabel.bottomAnchor, multiplier: 3),
            rememberSwitch.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            rememberSwitch.centerYAnchor.constraint(equalTo: rememberLabel.centerYAnchor),
            // UIKit's switch is 51 × 31 by its intrinsic size; OpenTouch's UISwitch has none yet.
            rememberSwitch.widthAnchor.constraint(equalToConstant: 51),
            rememberSwitch.heightAnchor.constraint(equalToConstant: 31),
            signInButton.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            signInButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            signInButton.heightAnchor.constraint(equalToConstant: 50),
            signInButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
        ])
    }
}

@MainActor
@Suite("Layout: a pasted UIKit screen")
struct LYPastedScreenTests {
    @Test("A sign-in screen built in viewDidLoad lays out against the notch and home indicator, and its controls are tapped where they are drawn")
    func signInScreen() {
        let controller = LYSignInViewController()
        let scene = TestScene(controller: controller)
        scene.window.deviceSafeAreaInsets = lyNotchInsets
        let recorder = scene.recorder()

        // The first touch's display pass lays the screen out before the touch is hit-tested.
        scene.driver.tap(at: CGPoint(x: 187.5, y: 667 - 34 - 16 - 25))
        #expect(controller.signIns == 1)
        #expect(controller.signInButton.frame == CGRect(x: 16, y: 667 - 34 - 16 - 50, width: 343, height: 50))
        #expect(controller.titleLabel.frame.minY == CGFloat(71))
        #expect(controller.titleLabel.frame.minX == 16)
        #expect(controller.rememberSwitch.frame.maxX == 359)
        // Centered on the label, to the pixel: each edge is rounded to the nearest half point.
        #expect(abs(controller.rememberSwitch.frame.midY - controller.rememberLabel.frame.midY) <= 0.25)

        let wasOn = controller.rememberSwitch.isOn
        scene.driver.tap(controller.rememberSwitch)
        #expect(controller.rememberSwitch.isOn != wasOn)
        #expect(recorder.diagnostics.isEmpty)
    }

    @Test("Turning the phone on its side moves the button with the new safe area at the next pass, and it is still tapped")
    func rotation() {
        let controller = LYSignInViewController()
        let scene = TestScene(controller: controller)
        scene.window.deviceSafeAreaInsets = lyNotchInsets
        scene.afterTimer()

        scene.afterTimer {
            scene.window.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
            scene.window.deviceSafeAreaInsets = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        }
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 667, height: 375))
        #expect(controller.signInButton.frame == CGRect(x: 47 + 16, y: 375 - 21 - 16 - 50, width: 667 - 2 * 63, height: 50))
        scene.driver.tap(controller.signInButton)
        #expect(controller.signIns == 1)
    }

    @Test("driver.tap(view) on a view that has not been laid out yet runs the display pass first and taps it where it will be")
    func tapViewBeforeFirstPass() {
        let controller = LYSignInViewController()
        let scene = TestScene(controller: controller)
        scene.driver.tap(controller.signInButton)
        #expect(controller.signIns == 1)
    }
}
