import Foundation
import OpenTouch
import Testing

/// Activation marks the tree for layout: the engine's root is marked once, and a window's
/// application is asked for a pass every time, whether or not the root was marked already.
@MainActor
@Suite("Layout: activation marks the tree for layout")
struct LYActivationMarkingTests {
    @Test("Constraints activated in a window after its pass get a pass at the next timer, which places the view")
    func activationInAWindowAsksForAPass() {
        let log = CallLog()
        let scene = TestScene()
        let container = LYLayoutLogView("container", log: log, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let box = LYLayoutLogView("box", log: log)
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        scene.rootView.addSubview(container)
        scene.afterTimer()
        log.removeAll()

        scene.afterTimer {
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
                box.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
            ])
            // The second batch finds the window already marked: the pass is still asked for.
            NSLayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: 30),
                                         box.heightAnchor.constraint(equalToConstant: 40)])
        }
        #expect(box.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(log.lines == ["container layoutSubviews", "box layoutSubviews"])
        scene.afterTimer()
        #expect(log.lines == ["container layoutSubviews", "box layoutSubviews"])
    }

    @Test("Outside a window: constraints activated on a laid-out root, then more on the marked root, apply at layoutIfNeeded")
    func activationOutsideAWindowMarksTheRoot() {
        let log = CallLog()
        let root = LYLayoutLogView("root", log: log, frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        var views: [UIView] = []
        var previous = root.leadingAnchor
        for _ in 0..<3 {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            views.append(view)
        }
        root.layoutIfNeeded()
        log.removeAll()

        // The root is clean: the first activation marks it; the others find it marked.
        for view in views {
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: previous, constant: 5),
                view.topAnchor.constraint(equalTo: root.topAnchor, constant: 7),
                view.widthAnchor.constraint(equalToConstant: 20),
                view.heightAnchor.constraint(equalToConstant: 10),
            ])
            previous = view.trailingAnchor
        }
        root.layoutIfNeeded()
        #expect(log.lines == ["root layoutSubviews"])
        #expect(views.map(\.frame) == [CGRect(x: 5, y: 7, width: 20, height: 10),
                                       CGRect(x: 30, y: 7, width: 20, height: 10),
                                       CGRect(x: 55, y: 7, width: 20, height: 10)])
        log.removeAll()
        root.layoutIfNeeded()
        #expect(log.lines.isEmpty)
    }
}
