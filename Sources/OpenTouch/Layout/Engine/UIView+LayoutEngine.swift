import Foundation

extension UIView {
    /// The engine of the tree this root view heads, made on first use.
    func constraintEngine() -> LayoutEngine {
        if let engine = layoutState?.engine { return engine }
        let engine = LayoutEngine(root: self)
        writableLayout.engine = engine
        return engine
    }

    /// The engine of this view's tree, if it has one.
    var treeEngine: LayoutEngine? {
        if let item = layoutState?.engineItem, let engine = item.engine { return engine }
        return layoutRoot.layoutState?.engine
    }

    /// Whether a layout pass has constraint work to do (a solve or an update pass).
    var hasPendingConstraintWork: Bool {
        (layoutState?.engine?.needsSolve ?? false) || (layoutState?.engine?.needsRebuild ?? false)
            || LayoutPassContext.pendingConstraintUpdates > 0
    }

    /// `layoutSubviews()`'s default: each subview placed by constraints gets the frame the engine
    /// found; a scroll view whose content the constraints size gets that content size.
    ///
    /// An item is known as the engine's by its ``LayoutItem/engineSerial`` (the same answer as
    /// `item.engine === engine` while the engine is held here), without a weak load of the
    /// engine and its retain and release on the runtime's side-table path for every subview.
    func applyEngineFrames() {
        let usesEngine = layoutState?.engineItem != nil || subviews.contains { $0.layoutState?.engineItem != nil }
        guard usesEngine, let engine = treeEngine else { return }
        engine.solveIfNeeded(checkingPlacements: !LayoutPassContext.isInPass)
        for subview in subviews {
            guard let item = subview.layoutState?.engineItem, item.engineSerial == engine.serial,
                  !subview.translatesAutoresizingMaskIntoConstraints, let frame = item.solvedFrame else { continue }
            let old = subview.alignmentFrame
            guard old != frame else { continue }
            subview.setAlignmentFrame(frame)
            LayoutPassContext.trace?.record(.layoutFrame(view: subview, from: old, to: frame))
        }
        if let scrollView = self as? UIScrollView, let item = layoutState?.engineItem, item.engineSerial == engine.serial,
           let size = engine.solvedContentSize(of: item), size != scrollView.contentSize {
            scrollView.contentSize = size
        }
    }

    /// The view's frame was set from outside the engine: an engine that holds it as fixed (the
    /// root, a view that translates its mask) solves again.
    ///
    /// Whether the engine holds the view as fixed is asked before the tree's engine is looked up:
    /// a view placed by constraints (every frame the engine applies) is neither, and looking the
    /// engine up (a weak load, and a retain and release on the runtime's side-table path) cost
    /// callgrind `layout-chain-10000` about 0.75 M instructions for 5,000 frame changes.
    func frameDidChangeOutsideEngine() {
        let ownEngine = layoutState?.engine
        guard ownEngine != nil || (layoutState?.engineItem != nil && translatesAutoresizingMaskIntoConstraints),
              let engine = treeEngine else { return }
        if ownEngine === engine || (layoutState?.engineItem != nil && translatesAutoresizingMaskIntoConstraints) {
            engine.setNeedsSolve()
        }
    }

    /// The view's intrinsic size or its priorities changed.
    func intrinsicConstraintsDidChange() {
        superview?.subviewIntrinsicContentDidChange(self)  // a stack view re-makes constraints built from it (UIStackView)
        guard let item = layoutState?.engineItem, let engine = item.engine else { return }
        item.needsIntrinsicUpdate = true
        engine.setNeedsSolve()
    }

    /// Something that decides how the engine sees this view changed (translating the mask):
    /// the tree's engine is made again.
    func layoutStructureDidChange() {
        treeEngine?.setNeedsRebuild()
        markNeedsLayout()
    }

    /// The solved rectangle of a plain guide owned by this view.
    func solvedFrame(of guide: UILayoutGuide) -> CGRect? {
        guard let engine = treeEngine else { return nil }
        engine.solveIfNeeded()
        return engine.solvedRect(of: guide)
    }

    /// Whether this view's (or a guide's) frame is left open by the constraints.
    func engineIsAmbiguous(_ object: AnyObject, vertical: Bool? = nil) -> Bool {
        guard let engine = treeEngine else { return false }
        engine.solveIfNeeded()
        return engine.isAmbiguous(object, vertical: vertical)
    }

    /// The subtree rooted at `view` moved from `oldSuperview` (nil when it had none) to this view
    /// (nil when removed): constraints tying it to views outside its new tree are deactivated,
    /// the engines involved are rebuilt, and the views concerned need layout.
    static func layoutHierarchyDidChange(moved view: UIView, from oldSuperview: UIView?, to newSuperview: UIView?) {
        if let oldSuperview {
            let oldRoot = oldSuperview.layoutRoot
            var ancestor: UIView? = oldSuperview
            while let current = ancestor {
                if !current.constraints.isEmpty {
                    for constraint in current.constraints where constraint.involvedViews.contains(where: { $0.isDescendant(of: view) }) {
                        constraint.isActive = false
                    }
                }
                ancestor = current.superview
            }
            oldRoot.layoutState?.engine?.setNeedsRebuild()
            oldSuperview.markNeedsLayout()
        }
        let ownEngine = view.layoutState?.engine
        if let ownEngine {
            view.layoutState?.engine = nil
            for item in ownEngine.itemOrder where item.view?.layoutState?.engineItem === item {
                item.view?.layoutState?.engineItem = nil
            }
        }
        if let newSuperview {
            let newRoot = newSuperview.layoutRoot
            if ownEngine != nil || newRoot.layoutState?.engine != nil {
                newRoot.constraintEngine().setNeedsRebuild()
            }
            view.needsLayoutFlag = false
            view.markNeedsLayout()
            newSuperview.markNeedsLayout()
        } else if ownEngine != nil || view.subtreeHasConstraints {
            view.constraintEngine().setNeedsRebuild()
        }
    }

    /// Whether any view of the subtree has constraints installed.
    var subtreeHasConstraints: Bool {
        if !constraints.isEmpty { return true }
        return subviews.contains { $0.subtreeHasConstraints }
    }
}
