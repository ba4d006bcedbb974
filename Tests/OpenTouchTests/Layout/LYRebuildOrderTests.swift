import Foundation
import OpenTouch
import Testing

/// A row of `count` views chained left to right inside `container`, each 10 wide with its width
/// installed on itself and the links installed on the container (the shape whose rebuild order matters).
@MainActor
func lyChain(in container: UIView, count: Int) -> (views: [UIView], constraints: [NSLayoutConstraint]) {
    var views: [UIView] = [], constraints: [NSLayoutConstraint] = []
    var previous = container.leadingAnchor
    for index in 0..<count {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        constraints += [
            view.leadingAnchor.constraint(equalTo: previous, constant: 1),
            view.topAnchor.constraint(equalTo: container.topAnchor, constant: CGFloat(index % 3)),
            view.widthAnchor.constraint(equalToConstant: 10),
            view.heightAnchor.constraint(equalToConstant: 20),
        ]
        previous = view.trailingAnchor
        views.append(view)
    }
    return (views, constraints)
}

@MainActor
@Suite("Layout: a rebuilt engine gives the frames and reports of constraints added one by one")
struct LYRebuildOrderTests {
    @Test("A chain laid out by a rebuild (its tree joins a window) gets the same frames as one whose constraints are added one by one")
    func chainFramesMatch() {
        let scene = TestScene()
        let rebuilt = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let rebuiltChain = lyChain(in: rebuilt, count: 20)
        NSLayoutConstraint.activate(rebuiltChain.constraints)
        scene.rootView.addSubview(rebuilt)

        let incremental = UIView(frame: CGRect(x: 0, y: 200, width: 300, height: 100))
        scene.rootView.addSubview(incremental)
        scene.afterTimer()
        let incrementalChain = lyChain(in: incremental, count: 20)
        scene.afterTimer()
        NSLayoutConstraint.activate(incrementalChain.constraints)
        scene.afterTimer()

        #expect(rebuiltChain.views.map(\.frame) == incrementalChain.views.map(\.frame))
        #expect(rebuiltChain.views[0].frame == CGRect(x: 1, y: 0, width: 10, height: 20))
        #expect(rebuiltChain.views[19].frame == CGRect(x: 210, y: 1, width: 10, height: 20))
    }

    @Test("In a rebuild, the constraint broken by a conflict is still the one that comes last in tree order, though sizes go into the solver first")
    func conflictBreaksSameConstraint() {
        let scene = TestScene()
        let recorder = scene.recorder()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        let own = box.widthAnchor.constraint(equalToConstant: 10)
        own.identifier = "own"
        let trailing = box.trailingAnchor.constraint(equalTo: container.trailingAnchor)
        trailing.identifier = "trailing"
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            trailing,
            box.topAnchor.constraint(equalTo: container.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 30),
            own,
        ])
        scene.rootView.addSubview(container)
        scene.afterTimer()
        scene.driver.tap(at: lyIdlePoint)

        let unsatisfiable = recorder.diagnostics.filter { $0.kind == .unsatisfiableConstraints }
        #expect(unsatisfiable.count == 1)
        let broken = unsatisfiable.first?.message.components(separatedBy: "breaking constraint").last ?? ""
        #expect(broken.contains("'own'"))
        #expect(!broken.contains("'trailing'"))
        #expect(box.frame == CGRect(x: 0, y: 0, width: 200, height: 30))
    }

    @Test("A constraint that cannot be expressed is reported once by a rebuild that needs no second order")
    func invalidReportedOnce() {
        let scene = TestScene()
        let recorder = scene.recorder()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let chain = lyChain(in: container, count: 3)
        let infinite = chain.views[0].heightAnchor.constraint(equalToConstant: .infinity)
        infinite.priority = .defaultLow
        NSLayoutConstraint.activate(chain.constraints + [infinite])
        scene.rootView.addSubview(container)
        scene.afterTimer()
        scene.driver.tap(at: lyIdlePoint)

        let invalid = recorder.diagnostics.filter { $0.kind == .invalidConstraint }
        #expect(invalid.count == 1)
        #expect(invalid.first?.message.contains("not a finite number") == true)
        #expect(recorder.diagnostics.filter { $0.kind == .unsatisfiableConstraints }.isEmpty)
        #expect(chain.views[2].frame == CGRect(x: 23, y: 2, width: 10, height: 20))
    }

    @Test("systemLayoutSizeFitting over a chain whose views' sizes are their own constraints")
    func fittingChain() {
        let container = UIView()
        let chain = lyChain(in: container, count: 30)
        NSLayoutConstraint.activate(chain.constraints + [
            container.trailingAnchor.constraint(equalTo: chain.views[29].trailingAnchor),
            container.bottomAnchor.constraint(equalTo: chain.views[29].bottomAnchor),
        ])
        let size = container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(size == CGSize(width: 330, height: 22))
    }
}
