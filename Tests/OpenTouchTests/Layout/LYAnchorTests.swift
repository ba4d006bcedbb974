import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("Layout: anchors and constraints")
struct LYAnchorTests {
    @Test("Edges pinned to the superview with constants give the exact frame")
    func pinnedEdges() {
        let scene = TestScene()
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        scene.rootView.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: scene.rootView.trailingAnchor, constant: -20),
            card.topAnchor.constraint(equalTo: scene.rootView.topAnchor, constant: 100),
            card.heightAnchor.constraint(equalToConstant: 120),
        ])
        scene.rootView.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 20, y: 100, width: 335, height: 120))
    }

    @Test("A button placed only with constraints is tapped at its laid-out place, without any layoutIfNeeded")
    func tapLaidOutButton() {
        let scene = TestScene()
        let button = UIButton(type: .system)
        button.setTitle("Like", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        scene.rootView.addSubview(button)
        NSLayoutConstraint.activate([
            button.centerXAnchor.constraint(equalTo: scene.rootView.centerXAnchor),
            button.bottomAnchor.constraint(equalTo: scene.rootView.bottomAnchor, constant: -40),
        ])
        scene.driver.tap(at: CGPoint(x: 187.5, y: 667 - 40 - 15))
        #expect(taps == 1)
        #expect(button.frame.maxY == 627)
        #expect(button.frame.midX == 187.5)
    }
}
