import Foundation
import OpenTouch
import Testing

/// A view that writes its layout callbacks to a shared log (`<name> layoutSubviews`,
/// `<name> updateConstraints`) and can run extra code inside them.
@MainActor
final class LYLayoutLogView: UIView {
    let name: String
    let log: CallLog
    var onLayout: (() -> Void)?
    var layoutCount = 0

    init(_ name: String, log: CallLog, frame: CGRect = .zero) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func layoutSubviews() {
        layoutCount += 1
        log.append("\(name) layoutSubviews")
        super.layoutSubviews()
        onLayout?()
    }

    override func updateConstraints() {
        log.append("\(name) updateConstraints")
        super.updateConstraints()
    }
}

/// A controller whose root view is a ``LYLayoutLogView`` named `root` and which logs its layout callbacks.
@MainActor
final class LYLayoutLogController: UIViewController {
    let log: CallLog

    init(log: CallLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func loadView() { view = LYLayoutLogView("root", log: log) }
    override func viewWillLayoutSubviews() { log.append("controller viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log.append("controller viewDidLayoutSubviews") }
    override func updateViewConstraints() {
        log.append("controller updateViewConstraints")
        super.updateViewConstraints()
    }
}

/// Where test taps land when they are only there to drive a layout pass: a corner no test uses.
let lyIdlePoint = CGPoint(x: 2, y: 665)

extension TestScene {
    /// Runs the display pass the way an app gets one: a timer fires (the application lays out
    /// after every timer). `change` runs inside the timer.
    func afterTimer(_ change: @escaping @MainActor () -> Void = {}) {
        _ = clock.schedule(after: 0.01, change)
        clock.advance(by: 0.01)
    }
}

@MainActor
@Suite("Layout: the layout cycle")
struct LYCycleTests {
    @Test("setNeedsLayout does not lay out at once; layoutSubviews runs once at the next pass, before the touch is hit-tested")
    func setNeedsLayoutRunsAtTheNextTouch() {
        let log = CallLog()
        let scene = TestScene()
        let box = LYLayoutLogView("box", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.rootView.addSubview(box)
        scene.driver.tap(at: lyIdlePoint)
        log.removeAll()

        box.setNeedsLayout()
        #expect(log.lines.isEmpty)
        scene.driver.tap(at: lyIdlePoint)
        #expect(log.lines == ["box layoutSubviews"])
    }

    @Test("A timer that calls setNeedsLayout gets layoutSubviews right after it fires")
    func setNeedsLayoutRunsAfterATimer() {
        let log = CallLog()
        let scene = TestScene()
        let box = LYLayoutLogView("box", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.rootView.addSubview(box)
        scene.afterTimer()
        log.removeAll()

        scene.afterTimer { box.setNeedsLayout() }
        #expect(log.lines == ["box layoutSubviews"])
        scene.afterTimer()
        #expect(log.lines == ["box layoutSubviews"])
    }

    @Test("A change of size marks the view for layout; a move or the same size does not")
    func sizeChangeMarksTheView() {
        let log = CallLog()
        let scene = TestScene()
        let box = LYLayoutLogView("box", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.rootView.addSubview(box)
        scene.afterTimer()
        log.removeAll()

        scene.afterTimer { box.frame = CGRect(x: 50, y: 0, width: 100, height: 100) }
        #expect(log.lines.isEmpty)
        scene.afterTimer { box.frame.size = CGSize(width: 120, height: 100) }
        #expect(log.lines == ["box layoutSubviews"])
    }

    @Test("addSubview marks the new subview and its new superview, superview first")
    func addSubviewMarksBoth() {
        let log = CallLog()
        let scene = TestScene()
        let container = LYLayoutLogView("container", log: log, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scene.rootView.addSubview(container)
        scene.afterTimer()
        log.removeAll()

        let child = LYLayoutLogView("child", log: log, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        scene.afterTimer { container.addSubview(child) }
        #expect(log.lines == ["container layoutSubviews", "child layoutSubviews"])
    }

    @Test("layoutIfNeeded runs the pending layout at once, and the next pass has nothing left to do")
    func layoutIfNeededRunsPendingLayoutNow() {
        let log = CallLog()
        let scene = TestScene()
        let recorder = scene.recorder()
        let box = LYLayoutLogView("box", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.rootView.addSubview(box)
        scene.afterTimer()
        log.removeAll()

        box.setNeedsLayout()
        box.layoutIfNeeded()
        #expect(log.lines == ["box layoutSubviews"])
        scene.afterTimer()
        #expect(log.lines == ["box layoutSubviews"])
        #expect(recorder.diagnostics.isEmpty)
    }

    @Test("layoutIfNeeded does nothing when no layout is pending")
    func layoutIfNeededWithNothingPending() {
        let log = CallLog()
        let scene = TestScene()
        let box = LYLayoutLogView("box", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.rootView.addSubview(box)
        scene.afterTimer()
        log.removeAll()

        box.layoutIfNeeded()
        scene.rootView.layoutIfNeeded()
        #expect(log.lines.isEmpty)
    }

    @Test("layoutIfNeeded on a subview also lays out a marked superview first (the topmost ancestor that needs layout)")
    func layoutIfNeededStartsAtTheTopmostMarkedAncestor() {
        let log = CallLog()
        let scene = TestScene()
        let parent = LYLayoutLogView("parent", log: log, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = LYLayoutLogView("child", log: log, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        scene.rootView.addSubview(parent)
        parent.addSubview(child)
        scene.afterTimer()
        log.removeAll()

        child.setNeedsLayout()
        parent.setNeedsLayout()
        child.layoutIfNeeded()
        #expect(log.lines == ["parent layoutSubviews", "child layoutSubviews"])
    }

    @Test("The pass goes top-down: the parent's layoutSubviews runs before the child's, whatever order they were marked in")
    func topDownOrder() {
        let log = CallLog()
        let scene = TestScene()
        let parent = LYLayoutLogView("parent", log: log, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = LYLayoutLogView("child", log: log, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let grandchild = LYLayoutLogView("grandchild", log: log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        scene.rootView.addSubview(parent)
        parent.addSubview(child)
        child.addSubview(grandchild)
        scene.afterTimer()
        log.removeAll()

        scene.afterTimer {
            grandchild.setNeedsLayout()
            child.setNeedsLayout()
            parent.setNeedsLayout()
        }
        #expect(log.lines == ["parent layoutSubviews", "child layoutSubviews", "grandchild layoutSubviews"])
    }

    @Test("A parent that resizes its child in layoutSubviews gets the child laid out in the same pass")
    func parentResizingChildLaysOutChildInSamePass() {
        let log = CallLog()
        let scene = TestScene()
        let parent = LYLayoutLogView("parent", log: log, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = LYLayoutLogView("child", log: log, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        parent.onLayout = { child.frame = CGRect(x: 10, y: 10, width: parent.bounds.width - 20, height: 40) }
        scene.rootView.addSubview(parent)
        parent.addSubview(child)
        scene.afterTimer()
        log.removeAll()

        scene.afterTimer { parent.frame.size.width = 300 }
        #expect(log.lines == ["parent layoutSubviews", "child layoutSubviews"])
        #expect(child.frame == CGRect(x: 10, y: 10, width: 280, height: 40))
    }

    @Test("The controller's viewWillLayoutSubviews, the root view's layoutSubviews and viewDidLayoutSubviews run in that order, before the subviews' layout")
    func controllerCallbacksAroundRootLayout() {
        let log = CallLog()
        let scene = TestScene(controller: LYLayoutLogController(log: log))
        let child = LYLayoutLogView("child", log: log, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        scene.rootView.addSubview(child)
        scene.afterTimer()
        log.removeAll()

        scene.afterTimer {
            child.setNeedsLayout()
            scene.rootView.setNeedsLayout()
        }
        #expect(log.lines == ["controller viewWillLayoutSubviews", "root layoutSubviews", "controller viewDidLayoutSubviews",
                              "child layoutSubviews"])
    }

    @Test("updateConstraints runs bottom-up for the views marked with setNeedsUpdateConstraints, before layout")
    func updateConstraintsBottomUp() {
        let log = CallLog()
        let scene = TestScene(controller: LYLayoutLogController(log: log))
        let parent = LYLayoutLogView("parent", log: log, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = LYLayoutLogView("child", log: log, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let unmarked = LYLayoutLogView("unmarked", log: log, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        scene.rootView.addSubview(parent)
        parent.addSubview(child)
        parent.addSubview(unmarked)
        scene.afterTimer()
        log.removeAll()

        scene.afterTimer {
            scene.rootView.setNeedsUpdateConstraints()
            parent.setNeedsUpdateConstraints()
            child.setNeedsUpdateConstraints()
            #expect(child.needsUpdateConstraints())
        }
        let updates = log.lines.filter { $0.contains("pdate") }
        #expect(updates == ["child updateConstraints", "parent updateConstraints",
                            "controller updateViewConstraints", "root updateConstraints"])
        #expect(!child.needsUpdateConstraints())
        #expect(!unmarked.needsUpdateConstraints())
    }

    @Test("Constraints changed in updateConstraints apply in the same pass")
    func constraintsChangedInUpdateConstraintsApply() {
        let scene = TestScene()
        let box = LYConstraintUpdatingView()
        box.translatesAutoresizingMaskIntoConstraints = false
        scene.rootView.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: scene.rootView.topAnchor, constant: 10),
        ])
        scene.afterTimer()
        #expect(box.frame == CGRect(x: 10, y: 10, width: 40, height: 40))

        scene.afterTimer {
            box.side = 90
            box.setNeedsUpdateConstraints()
        }
        #expect(box.frame == CGRect(x: 10, y: 10, width: 90, height: 90))
    }

    @Test("A layoutSubviews that keeps invalidating itself stops with one layoutDidNotSettle diagnostic instead of hanging")
    func layoutThatNeverSettlesStops() {
        let log = CallLog()
        let scene = TestScene()
        let recorder = scene.recorder()
        let restless = LYLayoutLogView("restless", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        restless.onLayout = { restless.setNeedsLayout() }
        scene.rootView.addSubview(restless)
        scene.afterTimer()

        let kinds = recorder.diagnostics.map(\.kind)
        #expect(kinds == [.layoutDidNotSettle])
        #expect(recorder.diagnostics.first?.message.contains("did not settle") == true)
        #expect(restless.layoutCount > 1 && restless.layoutCount <= 32)
    }

    @Test("The trace shows the layoutSubviews calls and the frames Auto Layout gave")
    func traceShowsLayoutAndFrames() {
        let scene = TestScene()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        scene.rootView.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor, constant: 20),
            box.topAnchor.constraint(equalTo: scene.rootView.topAnchor, constant: 40),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
        let recorder = scene.recorder()
        scene.afterTimer()

        var laidOut: [UIView] = []
        var frames: [(UIView, CGRect, CGRect)] = []
        for record in recorder.records {
            if case .layoutSubviews(let view) = record { laidOut.append(view) }
            if case .layoutFrame(let view, let from, let to) = record { frames.append((view, from, to)) }
        }
        #expect(laidOut.contains { $0 === scene.rootView })
        #expect(frames.count == 1)
        #expect(frames.first?.0 === box)
        #expect(frames.first?.1 == .zero)
        #expect(frames.first?.2 == CGRect(x: 20, y: 40, width: 100, height: 50))
        let lines = recorder.lines(TraceFormatter(style: .verbose))
        #expect(lines.contains("UIView layoutSubviews"))
        #expect(lines.contains("UIView frame (0 0; 0 0) → (20 40; 100 50)"))
    }
}

@MainActor
@Suite("Layout: the layout cycle with constraints")
struct LYCycleConstraintTests {
    @Test("The animation idiom: change a constant, then layoutIfNeeded on the root view moves the view at once")
    func layoutIfNeededAppliesConstantChangeAtOnce() {
        let scene = TestScene()
        let recorder = scene.recorder()
        let panel = UIView()
        panel.translatesAutoresizingMaskIntoConstraints = false
        scene.rootView.addSubview(panel)
        let top = panel.topAnchor.constraint(equalTo: scene.rootView.topAnchor, constant: 667)
        NSLayoutConstraint.activate([top, panel.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor),
                                     panel.trailingAnchor.constraint(equalTo: scene.rootView.trailingAnchor),
                                     panel.heightAnchor.constraint(equalToConstant: 200)])
        scene.afterTimer()
        #expect(panel.frame.minY == 667)

        top.constant = 467
        scene.rootView.layoutIfNeeded()
        #expect(panel.frame == CGRect(x: 0, y: 467, width: 375, height: 200))
        #expect(recorder.diagnostics.isEmpty)
    }

    @Test("Constraints activated on views before they join the window apply once the subtree is added")
    func constraintsMadeBeforeAddingToWindow() {
        let scene = TestScene()
        let card = UIView()
        let title = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        title.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(title)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            title.widthAnchor.constraint(equalToConstant: 100),
            title.heightAnchor.constraint(equalToConstant: 20),
            card.widthAnchor.constraint(equalToConstant: 300),
            card.heightAnchor.constraint(equalToConstant: 100),
        ])
        scene.rootView.addSubview(card)
        NSLayoutConstraint.activate([
            card.centerXAnchor.constraint(equalTo: scene.rootView.centerXAnchor),
            card.topAnchor.constraint(equalTo: scene.rootView.topAnchor, constant: 80),
        ])
        scene.afterTimer()
        #expect(card.frame == CGRect(x: 37.5, y: 80, width: 300, height: 100))
        #expect(title.frame == CGRect(x: 12, y: 12, width: 100, height: 20))
    }

    @Test("A view moved into the unsafe area by its constraints is told its new safe area at the next pass")
    func movedIntoUnsafeArea() {
        let scene = TestScene()
        scene.window.deviceSafeAreaInsets = lyNotchInsets
        let header = LYInsetsWatcherView()
        header.translatesAutoresizingMaskIntoConstraints = false
        scene.rootView.addSubview(header)
        let top = header.topAnchor.constraint(equalTo: scene.rootView.topAnchor, constant: 100)
        NSLayoutConstraint.activate([top, header.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor),
                                     header.widthAnchor.constraint(equalToConstant: 375),
                                     header.heightAnchor.constraint(equalToConstant: 100)])
        scene.afterTimer()
        #expect(header.safeAreaChanges.isEmpty)

        scene.afterTimer { top.constant = 0 }
        #expect(header.frame.minY == 0)
        #expect(header.safeAreaChanges == [UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0)])
    }

    @Test("preservesSuperviewLayoutMargins: a full-width subview takes its superview's 16-point margins where they overlap")
    func preservesSuperviewLayoutMargins() {
        let scene = TestScene()
        let row = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 44))
        scene.rootView.addSubview(row)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        row.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: row.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: row.layoutMarginsGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: row.topAnchor),
            content.bottomAnchor.constraint(equalTo: row.bottomAnchor),
        ])
        scene.afterTimer()
        #expect(content.frame == CGRect(x: 8, y: 0, width: 359, height: 44))

        scene.afterTimer { row.preservesSuperviewLayoutMargins = true }
        #expect(content.frame == CGRect(x: 16, y: 0, width: 343, height: 44))
    }
}


/// A view whose size constraints are made in `updateConstraints()` from ``side``.
@MainActor
final class LYConstraintUpdatingView: UIView {
    var side: CGFloat = 40
    private var sizeConstraints: [NSLayoutConstraint] = []

    override func updateConstraints() {
        NSLayoutConstraint.deactivate(sizeConstraints)
        sizeConstraints = [widthAnchor.constraint(equalToConstant: side), heightAnchor.constraint(equalToConstant: side)]
        NSLayoutConstraint.activate(sizeConstraints)
        super.updateConstraints()
    }

    override class var requiresConstraintBasedLayout: Bool { true }
}
