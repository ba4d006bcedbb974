import Foundation
import OpenTouch
import Testing

/// A view class of its own, so that a description names a class no other test describes first.
private final class LYNamedCacheView: UIView {}

/// Two views side by side in `scene`'s root, each fully fixed by four constraints; returns the
/// views and the second view's width constraint.
@MainActor
private func lyFixedPair(in scene: TestScene) -> (first: UIView, second: UIView, secondWidth: NSLayoutConstraint) {
    let first = UIView(), second = UIView()
    for view in [first, second] {
        view.translatesAutoresizingMaskIntoConstraints = false
        scene.rootView.addSubview(view)
    }
    let secondWidth = second.widthAnchor.constraint(equalToConstant: 40)
    NSLayoutConstraint.activate([
        first.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor, constant: 10),
        first.topAnchor.constraint(equalTo: scene.rootView.topAnchor, constant: 20),
        first.widthAnchor.constraint(equalToConstant: 30),
        first.heightAnchor.constraint(equalToConstant: 30),
        second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 5),
        second.topAnchor.constraint(equalTo: first.topAnchor),
        secondWidth,
        second.heightAnchor.constraint(equalTo: first.heightAnchor),
    ])
    return (first, second, secondWidth)
}

@MainActor
@Suite("Layout: what the engine remembers between solves is dropped when the constraints change")
struct LYEngineCacheTests {
    @Test("After a rebuild found every frame fixed, removing a width leaves the view open: it is reported once and hasAmbiguousLayout turns true")
    func removalAfterUniqueRebuild() {
        let scene = TestScene()
        let recorder = scene.recorder()
        let pair = lyFixedPair(in: scene)
        scene.afterTimer()
        #expect(!pair.second.hasAmbiguousLayout)
        #expect(pair.second.frame == CGRect(x: 45, y: 20, width: 40, height: 30))

        pair.secondWidth.isActive = false
        scene.afterTimer()
        let ambiguous = recorder.diagnostics.filter { $0.kind == .ambiguousLayout }
        #expect(ambiguous.count == 1)
        #expect(pair.second.hasAmbiguousLayout)
        #expect(pair.second.widthAnchor.hasAmbiguousLayout)
        #expect(!pair.first.hasAmbiguousLayout)

        pair.secondWidth.isActive = true
        scene.afterTimer()
        #expect(!pair.second.hasAmbiguousLayout)
        #expect(pair.second.frame == CGRect(x: 45, y: 20, width: 40, height: 30))
    }

    @Test("After a rebuild found every frame fixed, a width lowered below required that nothing else holds leaves the view open")
    func priorityAfterUniqueRebuild() {
        let scene = TestScene()
        let pair = lyFixedPair(in: scene)
        let cap = pair.second.widthAnchor.constraint(lessThanOrEqualToConstant: 100)
        cap.isActive = true
        scene.afterTimer()
        #expect(!pair.second.hasAmbiguousLayout)

        pair.secondWidth.isActive = false
        pair.secondWidth.priority = .defaultLow
        pair.secondWidth.isActive = true
        pair.secondWidth.constant = 60
        scene.afterTimer()
        #expect(!pair.second.hasAmbiguousLayout)
        #expect(pair.second.frame.width == 60)

        pair.secondWidth.isActive = false
        scene.afterTimer()
        #expect(pair.second.hasAmbiguousLayout)
    }

    @Test("Descriptions name each item's class, the same the first time and when the name is remembered")
    func describedClassNames() {
        let named = LYNamedCacheView(), label = UILabel()
        named.addSubview(label)
        let constraint = label.leadingAnchor.constraint(equalTo: named.leadingAnchor)
        let first = constraint.description
        let second = constraint.description
        #expect(first == second)
        #expect(first.contains("UILabel:0x"))
        #expect(first.contains("LYNamedCacheView:0x"))
    }
}
