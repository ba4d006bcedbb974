import Foundation
import OpenTouch
import Testing

/// A view type with a name of its own, so diagnostics can be seen to name it.
@MainActor
final class LYAmbiguousCard: UIView {}

/// A constraint that counts how often it is described.
@MainActor
final class LYCountingConstraint: NSLayoutConstraint {
    var descriptions = 0
    override var description: String {
        descriptions += 1
        return super.description
    }
}

@MainActor
@Suite("Layout: diagnostics for constraints that cannot be used")
struct LYDiagnosticsTests {
    @Test("Two conflicting required constraints give one unsatisfiableConstraints diagnostic naming both; layout still happens")
    func unsatisfiable() {
        let scene = TestScene()
        let recorder = scene.recorder()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        scene.rootView.addSubview(box)
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        narrow.identifier = "narrow"
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        wide.identifier = "wide"
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor, constant: 20),
            box.topAnchor.constraint(equalTo: scene.rootView.topAnchor, constant: 50),
            box.heightAnchor.constraint(equalToConstant: 30),
            narrow, wide,
        ])
        scene.afterTimer()
        scene.driver.tap(at: lyIdlePoint)

        let unsatisfiable = recorder.diagnostics.filter { $0.kind == .unsatisfiableConstraints }
        #expect(unsatisfiable.count == 1)
        #expect(unsatisfiable.first?.message.contains("'narrow'") == true)
        #expect(unsatisfiable.first?.message.contains("'wide'") == true)
        #expect(unsatisfiable.first?.message.contains("Unable to simultaneously satisfy constraints") == true)
        // The constraint being added when the conflict shows is the one broken.
        #expect(box.frame == CGRect(x: 20, y: 50, width: 100, height: 30))
        #expect(narrow.isActive && wide.isActive)

        // The broken constraint is still active: it holds again once the conflict is gone.
        scene.afterTimer { narrow.isActive = false }
        #expect(box.frame.width == 200)
        #expect(recorder.diagnostics.filter { $0.kind == .unsatisfiableConstraints }.count == 1)
    }

    @Test("Constraints are described only when a diagnostic names them, not when the engine adds them")
    func descriptionsAreMadeOnlyForDiagnostics() {
        let scene = TestScene()
        let recorder = scene.recorder()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        scene.rootView.addSubview(box)
        func counting(_ attribute: NSLayoutConstraint.Attribute, _ constant: CGFloat) -> LYCountingConstraint {
            let toRoot = attribute == .width || attribute == .height ? nil : scene.rootView
            return LYCountingConstraint(item: box, attribute: attribute, relatedBy: .equal, toItem: toRoot,
                                        attribute: toRoot == nil ? .notAnAttribute : attribute,
                                        multiplier: 1, constant: constant)
        }
        let constraints = [counting(.leading, 20), counting(.top, 50), counting(.width, 100), counting(.height, 30)]
        NSLayoutConstraint.activate(constraints)
        scene.afterTimer { constraints[2].constant = 120 }
        #expect(box.frame == CGRect(x: 20, y: 50, width: 120, height: 30))
        #expect(constraints.map(\.descriptions) == [0, 0, 0, 0])
        #expect(recorder.diagnostics.isEmpty)

        // A conflict names the constraints it involves: only then are they described.
        let wide = counting(.width, 200)
        scene.afterTimer { wide.isActive = true }
        #expect(recorder.diagnostics.filter { $0.kind == .unsatisfiableConstraints }.count == 1)
        #expect(wide.descriptions > 0)
    }

    @Test("A view whose constraints leave its size open gets one ambiguousLayout diagnostic naming the view, and hasAmbiguousLayout is true")
    func ambiguous() {
        let scene = TestScene()
        let recorder = scene.recorder()
        let card = LYAmbiguousCard()
        let fixed = UIView()
        for view in [card, fixed] {
            view.translatesAutoresizingMaskIntoConstraints = false
            scene.rootView.addSubview(view)
        }
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor, constant: 20),
            card.topAnchor.constraint(equalTo: scene.rootView.topAnchor, constant: 50),
            fixed.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor),
            fixed.topAnchor.constraint(equalTo: scene.rootView.topAnchor),
            fixed.widthAnchor.constraint(equalToConstant: 10),
            fixed.heightAnchor.constraint(equalToConstant: 10),
        ])
        scene.afterTimer()
        scene.driver.tap(at: lyIdlePoint)

        let ambiguous = recorder.diagnostics.filter { $0.kind == .ambiguousLayout }
        #expect(ambiguous.count == 1)
        #expect(ambiguous.first?.message.contains("LYAmbiguousCard") == true)
        #expect(card.hasAmbiguousLayout)
        #expect(!fixed.hasAmbiguousLayout)
        #expect(card.widthAnchor.hasAmbiguousLayout)
        #expect(!card.leadingAnchor.hasAmbiguousLayout || card.widthAnchor.hasAmbiguousLayout)
        #expect(!fixed.widthAnchor.hasAmbiguousLayout)
    }

    @Test("Activating a constraint between views with no common ancestor reports invalidConstraint, and it stays inactive")
    func noCommonAncestor() {
        let scene = TestScene()
        let recorder = scene.recorder()
        let inWindow = UIView()
        scene.rootView.addSubview(inWindow)
        let detached = UIView()
        let constraint = inWindow.leadingAnchor.constraint(equalTo: detached.leadingAnchor)
        constraint.isActive = true

        #expect(!constraint.isActive)
        #expect(recorder.diagnostics.map(\.kind) == [.invalidConstraint])
        #expect(recorder.diagnostics.first?.message.contains("no common ancestor") == true)
        #expect(scene.rootView.constraints.isEmpty && inWindow.constraints.isEmpty)
    }

    @Test("A constant that is not a number is reported as invalidConstraint and left out; the other constraints still apply")
    func notANumberConstant() {
        let scene = TestScene()
        let recorder = scene.recorder()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        scene.rootView.addSubview(box)
        let broken = box.widthAnchor.constraint(equalToConstant: .nan)
        let fallback = box.widthAnchor.constraint(equalToConstant: 80)
        fallback.priority = .defaultLow
        NSLayoutConstraint.activate([
            broken, fallback,
            box.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: scene.rootView.topAnchor, constant: 10),
            box.heightAnchor.constraint(equalToConstant: 20),
        ])
        scene.afterTimer()

        let invalid = recorder.diagnostics.filter { $0.kind == .invalidConstraint }
        #expect(invalid.count == 1)
        #expect(invalid.first?.message.contains("not a finite number") == true)
        #expect(box.frame == CGRect(x: 10, y: 10, width: 80, height: 20))
    }

    @Test("A constraint with a NaN multiplier is reported too")
    func notANumberMultiplier() {
        let scene = TestScene()
        let recorder = scene.recorder()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        scene.rootView.addSubview(box)
        box.widthAnchor.constraint(equalTo: scene.rootView.widthAnchor, multiplier: .nan).isActive = true
        scene.afterTimer()
        #expect(recorder.diagnostics.contains { $0.kind == .invalidConstraint })
        #expect(box.frame.width.isFinite && box.frame.minX.isFinite)
    }

    @Test("A conflict brought in later by a constant change is reported, and fixing the constant lays out normally again")
    func conflictFromConstantChange() {
        let scene = TestScene()
        let recorder = scene.recorder()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        scene.rootView.addSubview(box)
        let minimum = box.widthAnchor.constraint(greaterThanOrEqualToConstant: 50)
        let exact = box.widthAnchor.constraint(equalToConstant: 100)
        let asNarrowAsAllowed = box.widthAnchor.constraint(equalToConstant: 0)
        asNarrowAsAllowed.priority = UILayoutPriority(1)
        NSLayoutConstraint.activate([minimum, exact, asNarrowAsAllowed,
                                     box.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor),
                                     box.topAnchor.constraint(equalTo: scene.rootView.topAnchor),
                                     box.heightAnchor.constraint(equalToConstant: 10)])
        scene.afterTimer()
        #expect(recorder.diagnostics.isEmpty)

        scene.afterTimer { exact.constant = 20 }
        #expect(recorder.diagnostics.map(\.kind) == [.unsatisfiableConstraints])
        #expect(box.frame.width == 50)

        scene.afterTimer { exact.constant = 70 }
        #expect(box.frame.width == 70)
        #expect(recorder.diagnostics.count == 1)
    }

    @Test("Forgetting translatesAutoresizingMaskIntoConstraints = false: the frame's NSAutoresizingMaskLayoutConstraint conflicts with the width constraint, which is broken")
    func translatedMaskConflict() {
        let scene = TestScene()
        let recorder = scene.recorder()
        let box = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
        scene.rootView.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        width.identifier = "box-width"
        let follower = UIView()
        follower.translatesAutoresizingMaskIntoConstraints = false
        scene.rootView.addSubview(follower)
        NSLayoutConstraint.activate([
            width,
            follower.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 5),
            follower.topAnchor.constraint(equalTo: box.topAnchor),
            follower.widthAnchor.constraint(equalToConstant: 10),
            follower.heightAnchor.constraint(equalToConstant: 10),
        ])
        scene.afterTimer()

        let conflicts = recorder.diagnostics.filter { $0.kind == .unsatisfiableConstraints }
        #expect(conflicts.count == 1)
        let message = conflicts.first?.message ?? ""
        #expect(message.contains("NSAutoresizingMaskLayoutConstraint"))
        #expect(message.contains("h=--& v=--&"))
        let broken = message.components(separatedBy: "breaking constraint").last ?? ""
        #expect(broken.contains("'box-width'"))
        #expect(!broken.contains("NSAutoresizingMaskLayoutConstraint"))
        #expect(box.frame == CGRect(x: 10, y: 20, width: 50, height: 50))
        #expect(follower.frame == CGRect(x: 65, y: 20, width: 10, height: 10))
    }

    @Test("constraintsAffectingLayout(for:) lists the active constraints on each axis")
    func constraintsAffectingLayout() {
        let scene = TestScene()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        scene.rootView.addSubview(box)
        let leading = box.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor)
        let top = box.topAnchor.constraint(equalTo: scene.rootView.topAnchor)
        let width = box.widthAnchor.constraint(equalToConstant: 10)
        let height = box.heightAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([leading, top, width, height])
        #expect(box.constraintsAffectingLayout(for: .horizontal) == [width, leading])
        #expect(box.constraintsAffectingLayout(for: .vertical) == [height, top])
    }

    @Test("Constraints UIKit refuses are reported as invalidConstraint and stay inactive: a location equal to a constant, a size paired with a location, two axes, leading with left")
    func refusedAttributePairings() {
        let scene = TestScene()
        let recorder = scene.recorder()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        scene.rootView.addSubview(box)
        let root = scene.rootView
        let refused = [
            NSLayoutConstraint(item: box, attribute: .leading, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 20),
            NSLayoutConstraint(item: box, attribute: .width, relatedBy: .equal, toItem: root, attribute: .leading, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: box, attribute: .top, relatedBy: .equal, toItem: root, attribute: .leading, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: box, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: box, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerX, multiplier: 0, constant: 10),
        ]
        NSLayoutConstraint.activate(refused)
        let activeRefused = refused.filter(\.isActive)
        #expect(activeRefused.isEmpty)
        #expect(recorder.diagnostics.map(\.kind) == Array(repeating: .invalidConstraint, count: 5))
        #expect(recorder.diagnostics.first?.message.contains("cannot equal a constant") == true)

        let allowed = [
            NSLayoutConstraint(item: box, attribute: .width, relatedBy: .equal, toItem: box, attribute: .height, multiplier: 2, constant: 0),
            NSLayoutConstraint(item: box, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .centerX, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: box, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 20),
            NSLayoutConstraint(item: box, attribute: .top, relatedBy: .equal, toItem: root, attribute: .topMargin, multiplier: 1, constant: 0),
        ]
        NSLayoutConstraint.activate(allowed)
        let inactiveAllowed = allowed.filter { !$0.isActive }
        #expect(inactiveAllowed.isEmpty)
        scene.afterTimer()
        #expect(box.frame == CGRect(x: 187.5, y: 0, width: 40, height: 20))
        #expect(recorder.diagnostics.count == 5)
    }

    @Test("A constraint from a view outside any window to one in the window is reported to that window's application")
    func noCommonAncestorReportedToTheWindow() {
        let scene = TestScene()
        let recorder = scene.recorder()
        let detached = UIView()
        let inWindow = UIView()
        scene.rootView.addSubview(inWindow)
        detached.leadingAnchor.constraint(equalTo: inWindow.leadingAnchor).isActive = true
        #expect(recorder.diagnostics.map(\.kind) == [.invalidConstraint])
    }
}
