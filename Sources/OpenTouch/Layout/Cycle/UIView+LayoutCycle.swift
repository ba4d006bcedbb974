import Foundation

/// How many times one layout run may go round (update constraints, solve, lay out) before it
/// stops with a diagnostic: layout code that keeps invalidating itself must not hang the app.
let maximumLayoutRounds = 32

extension UIView {
    // MARK: Marking

    /// Sets the view's layout mark and the subtree marks of its ancestors, and asks the
    /// application (for a view in a window) to run a layout pass.
    func markNeedsLayout() {
        guard !needsLayoutFlag else { return }
        needsLayoutFlag = true
        markSubtreeNeedsLayout()
    }

    /// Sets the subtree mark on this view and its ancestors up to the first already marked one,
    /// then asks the root's application for a layout pass.
    func markSubtreeNeedsLayout() {
        var view: UIView = self
        while true {
            if view.subtreeNeedsLayout, view !== self { return }
            view.subtreeNeedsLayout = true
            guard let next = view.superview else { break }
            view = next
        }
        view.requestLayoutPass()
    }

    /// Asks the application of this root view (a window) to run its layout pass.
    func requestLayoutPass() {
        (self as? UIWindow)?.windowScene?.application?.layoutPassRequested = true
    }

    /// The bounds size changed: the view needs layout, its subviews autoresize, and the layout
    /// engine hears of it when it holds this view's frame.
    func boundsSizeDidChange(from oldSize: CGSize) {
        markNeedsLayout()
        autoresizeSubviews(oldSize: oldSize)
        boundsDidResize(from: oldSize)
        if layoutState?.engineItem != nil || layoutState?.engine != nil { frameDidChangeOutsideEngine() }
    }

    /// The center moved: an engine that holds this view's frame hears of it.
    func centerDidChange() {
        if layoutState?.engineItem != nil { frameDidChangeOutsideEngine() }
    }

    /// The view that has no superview above this one.
    var layoutRoot: UIView {
        var view = self
        while let next = view.superview { view = next }
        return view
    }

    // MARK: Running

    /// `layoutIfNeeded()`: update and solve the root's constraints, then lay out from the topmost
    /// ancestor that needs layout. What is left marked elsewhere in the tree waits for the display pass.
    func runLayoutIfNeeded() {
        let root = layoutRoot
        var start: UIView = self
        root.runLayoutRounds(trace: (root as? UIWindow)?.activeTraceHub) {
            start = topmostAncestorNeedingLayout()
            return start.subtreeNeedsLayout || start.needsLayoutFlag
        } layout: {
            start.layoutSubtreeIfNeeded()
        }
        if root.subtreeNeedsLayout || root.needsLayoutFlag { root.requestLayoutPass() }
    }

    /// This view, or its topmost ancestor marked with ``setNeedsLayout()``.
    func topmostAncestorNeedingLayout() -> UIView {
        var start: UIView = self
        var ancestor = superview
        while let view = ancestor {
            if view.needsLayoutFlag { start = view }
            ancestor = view.superview
        }
        return start
    }

    /// The root's layout run: constraints updated bottom-up, the engine solved, then `layout`
    /// (the top-down pass) — again while `needsLayout` says there is more, at most
    /// ``maximumLayoutRounds`` times. Returns false when the run stopped without settling.
    @discardableResult
    func runLayoutRounds(trace: TraceHub?, needsLayout: () -> Bool, layout: () -> Void) -> Bool {
        let previousTrace = LayoutPassContext.trace, previousInPass = LayoutPassContext.isInPass
        LayoutPassContext.trace = trace
        LayoutPassContext.isInPass = true
        defer {
            LayoutPassContext.trace = previousTrace
            LayoutPassContext.isInPass = previousInPass
        }
        for _ in 0..<maximumLayoutRounds {
            updateConstraintsInSubtreeIfNeeded()
            layoutState?.engine?.solveIfNeeded()
            guard needsLayout() else { return true }
            layout()
        }
        updateConstraintsInSubtreeIfNeeded()
        layoutState?.engine?.solveIfNeeded()
        guard needsLayout() else { return true }
        reportLayoutDiagnostic(InputDiagnostic(.layoutDidNotSettle,
            "layout of \(typeName) did not settle after \(maximumLayoutRounds) rounds: a layoutSubviews or updateConstraints keeps invalidating layout; the pass stopped"))
        return false
    }

    /// Lays out this view if it is marked, then its marked subviews, top-down.
    func layoutSubtreeIfNeeded() {
        guard subtreeNeedsLayout || needsLayoutFlag else { return }
        subtreeNeedsLayout = false
        if needsLayoutFlag { performLayoutPass() }
        guard !subviews.isEmpty else { return }
        for subview in subviews { subview.layoutSubtreeIfNeeded() }
    }

    /// One view's layout: its safe area and margins announced, then its layer's layout, which
    /// reaches ``layoutSublayers(of:)`` and so the controller's `viewWillLayoutSubviews`,
    /// ``layoutSubviews()`` and `viewDidLayoutSubviews`.
    func performLayoutPass() {
        needsLayoutFlag = false
        LayoutPassContext.trace?.record(.layoutSubviews(view: self))
        announceSafeAreaAndMargins()
        layer.layoutSublayers()
    }

    /// The controller's `viewWillLayoutSubviews`, ``layoutSubviews()``, `viewDidLayoutSubviews`.
    func runLayoutSubviews() {
        let controller = owningViewController
        controller?.viewWillLayoutSubviews()
        layoutSubviews()
        controller?.viewDidLayoutSubviews()
    }

    /// Reports a layout diagnostic to the application of this view's window, or logs it.
    func reportLayoutDiagnostic(_ diagnostic: InputDiagnostic) {
        if let application = (layoutRoot as? UIWindow)?.windowScene?.application {
            application.report(diagnostic)
        } else {
            LayoutPassContext.logger.warning("\(diagnostic.description)")
        }
    }
}

extension UIWindow {
    /// The trace hub of the window's application when someone observes it.
    var activeTraceHub: TraceHub? {
        guard let hub = windowScene?.application?.traceHub, hub.isActive else { return nil }
        return hub
    }

    /// The window's layout pass, as the display cycle runs it; false when it did not settle.
    func runDisplayLayout() -> Bool {
        runLayoutRounds(trace: activeTraceHub) { subtreeNeedsLayout || needsLayoutFlag } layout: { layoutSubtreeIfNeeded() }
    }
}
