import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("Layout: UIStackView in scroll views and under touches")
struct LYStackInteractionTests {
    /// A system button titled `title` that reports its `.touchUpInside` actions to `counter`.
    private func button(_ title: String, counter: @escaping (String) -> Void) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.addAction(UIAction { _ in counter(title) }, for: .touchUpInside)
        return button
    }

    @Test("A stack of buttons pinned to a scroll view's content guide, as wide as its frame guide, sets contentSize")
    func scrollViewContentSize() {
        let scene = StackScene()
        let log = TapLog()
        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scene.rootView.addSubview(scrollView)
        let buttons = (0..<15).map { index in
            let item = button("Item \(index)") { log.titles.append($0) }
            item.heightAnchor.constraint(equalToConstant: 50).isActive = true
            return item
        }
        let stack = UIStackView(arrangedSubviews: buttons)
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        let content = scrollView.contentLayoutGuide
        NSLayoutConstraint.activate([
            scrollView.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: scene.rootView.trailingAnchor),
            scrollView.topAnchor.constraint(equalTo: scene.rootView.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: scene.rootView.bottomAnchor),
            stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
            stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
            stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
        ])
        scene.rootView.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 375, height: 930))
        #expect(stack.frame == rect(16, 20, 343, 890))
        #expect(buttons[3].frame == rect(0, 180, 343, 50))

        scrollView.contentOffset = CGPoint(x: 0, y: 400)
        scene.driver.tap(at: CGPoint(x: 187.5, y: 20 + 600 + 25 - 400))
        #expect(log.titles == ["Item 10"])
        #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
    }

    @Test("Sign-in form: the button is tapped at its laid-out place, with no layoutIfNeeded in the test")
    func signInForm() {
        let scene = StackScene()
        var signIns = 0
        let emailLabel = UILabel()
        emailLabel.text = "Email"
        let emailField = StackBox(0, 44)
        let passwordLabel = UILabel()
        passwordLabel.text = "Password"
        let passwordField = StackBox(0, 44)
        let signIn = UIButton(type: .system)
        signIn.setTitle("Sign In", for: .normal)
        signIn.addAction(UIAction { _ in signIns += 1 }, for: .touchUpInside)
        let form = UIStackView(arrangedSubviews: [emailLabel, emailField, passwordLabel, passwordField, signIn])
        form.axis = .vertical
        form.spacing = 12
        form.translatesAutoresizingMaskIntoConstraints = false
        scene.rootView.addSubview(form)
        NSLayoutConstraint.activate([
            form.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor, constant: 20),
            form.trailingAnchor.constraint(equalTo: scene.rootView.trailingAnchor, constant: -20),
            form.topAnchor.constraint(equalTo: scene.rootView.topAnchor, constant: 100),
        ])
        let labelHeight = emailLabel.intrinsicContentSize.height
        let buttonHeight = signIn.intrinsicContentSize.height
        let buttonTop = 100 + 2 * (labelHeight + 12 + 44 + 12)

        // Above the button's place (in the spacing) nothing fires; at its place it does.
        scene.driver.tap(at: CGPoint(x: 187.5, y: buttonTop - 6))
        #expect(signIns == 0)
        scene.driver.tap(at: CGPoint(x: 187.5, y: buttonTop + buttonHeight / 2))
        #expect(signIns == 1)
        #expect(signIn.frame == rect(0, buttonTop - 100, 335, buttonHeight))
        #expect(emailField.frame == rect(0, labelHeight + 12, 335, 44))
        #expect(form.frame == rect(20, 100, 335, buttonTop - 100 + buttonHeight))
        #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
    }

    @Test("Hiding a button frees its space: a tap at its old place goes to the next button")
    func hiddenButtonTapGoesToNext() {
        let scene = StackScene()
        let log = TapLog()
        let buttons = ["First", "Second", "Third"].map { title in
            let item = button(title) { log.titles.append($0) }
            // 999, as in UIKit: a required height would conflict with the stack's 'UISV-hiding'.
            let height = item.heightAnchor.constraint(equalToConstant: 44)
            height.priority = UILayoutPriority(999)
            height.isActive = true
            return item
        }
        let stack = UIStackView(arrangedSubviews: buttons)
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        scene.rootView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: scene.rootView.topAnchor, constant: 100),
            stack.widthAnchor.constraint(equalToConstant: 200),
        ])
        let secondCenter = CGPoint(x: 110, y: 100 + 44 + 8 + 22)
        scene.driver.tap(at: secondCenter)
        #expect(log.titles == ["Second"])

        buttons[1].isHidden = true
        scene.driver.tap(at: secondCenter)
        #expect(log.titles == ["Second", "Third"])
        #expect(buttons[2].frame == rect(0, 52, 200, 44))
        #expect(stack.frame.height == 96)

        buttons[1].isHidden = false
        scene.driver.tap(at: secondCenter)
        #expect(log.titles == ["Second", "Third", "Second"])
        #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
    }

    @Test("Hiding a view whose height constraint is required conflicts with 'UISV-hiding', as UIKit reports; the others still close up")
    func hidingRequiredHeightConflicts() {
        let (stack, boxes) = boxStack([(30, 20), (30, 20), (30, 20)], axis: .vertical, spacing: 4)
        boxes[1].heightAnchor.constraint(equalToConstant: 20).isActive = true
        let scene = stackScene(stack)
        #expect(scene.diagnostics.isEmpty)
        boxes[1].isHidden = true
        scene.app.layoutWindowsIfNeeded()
        #expect(scene.allDiagnostics.map(\.kind) == [.unsatisfiableConstraints])
        #expect(scene.diagnostics.first?.contains("UISV-hiding") == true)
        #expect(boxes[2].frame.minY == 24)
        #expect(stack.frame.height == 44)
    }

    @Test("A horizontal toolbar of fillEqually buttons: each third of the width goes to its button")
    func toolbarThirds() {
        let scene = StackScene()
        let log = TapLog()
        let buttons = ["Back", "Share", "Next"].map { title in button(title) { log.titles.append($0) } }
        let toolbar = UIStackView(arrangedSubviews: buttons)
        toolbar.distribution = .fillEqually
        toolbar.translatesAutoresizingMaskIntoConstraints = false
        scene.rootView.addSubview(toolbar)
        NSLayoutConstraint.activate([
            toolbar.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: scene.rootView.trailingAnchor),
            toolbar.bottomAnchor.constraint(equalTo: scene.rootView.bottomAnchor),
        ])
        let y = 667 - buttons[0].intrinsicContentSize.height / 2
        for x in [60.0, 187.5, 300] { scene.driver.tap(at: CGPoint(x: x, y: y)) }
        #expect(log.titles == ["Back", "Share", "Next"])
        #expect(buttons.map(\.frame.width) == [125, 125, 125])
        #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
    }
}

/// Titles of tapped buttons, shared with action closures.
@MainActor
final class TapLog {
    var titles: [String] = []
}
