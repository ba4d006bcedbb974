import Foundation

/// Animating elements to a new layout: after a batch update or a layout change.
extension UICollectionView {
    /// Lays the elements out again and, when `animated`, moves them from where they were on the
    /// application clock; `inserted` items start from the layout's initial attributes (faded
    /// when it gives none) and `leaving` views end at its final attributes, then leave.
    func animateRelayout(animated: Bool, inserted: Set<IndexPath> = [],
                         leaving: [(key: ElementKey, view: UICollectionReusableView)] = [],
                         completion: ((Bool) -> Void)?) {
        var starts: [ObjectIdentifier: (frame: CGRect, alpha: CGFloat)] = [:]
        for view in visibleViews.values { starts[ObjectIdentifier(view)] = (view.frame, view.alpha) }
        let leavingEnds = leaving.map { finalState(of: $0.view, key: $0.key) }
        UIView.performWithoutAnimation {
            placeElements()
            guard animated else { return }
            for (key, view) in visibleViews where key.indexPath != movement?.current || key.category != .cell {
                if let start = starts[ObjectIdentifier(view)] {
                    view.frame = start.frame
                    view.alpha = start.alpha
                } else if let initial = initialState(key: key, inserted: inserted) {
                    view.frame = initial.frame
                    view.alpha = initial.alpha
                }
            }
        }
        let finals = visibleViews.values.map { ($0, $0.appliedAttributes) }
        disappearingViews += leaving.map(\.view)
        let finish: (Bool) -> Void = { [weak self] finished in
            guard let self else { return }
            for (key, view) in leaving { finishLeaving(view, key) }
            completion?(finished)
        }
        guard animated else {
            finish(true)
            return
        }
        UIView.animate(withDuration: CollectionViewConstants.updateAnimationDuration, animations: {
            for (view, attributes) in finals {
                guard let attributes else { continue }
                view.frame = attributes.frame
                view.alpha = attributes.alpha
            }
            for (index, entry) in leaving.enumerated() {
                entry.view.frame = leavingEnds[index].frame
                entry.view.alpha = leavingEnds[index].alpha
            }
        }, completion: finish)
    }

    /// Where an element that appears starts: the layout's initial attributes; for inserted items
    /// without them, their final place faded out.
    private func initialState(key: ElementKey, inserted: Set<IndexPath>) -> (frame: CGRect, alpha: CGFloat)? {
        let initial: UICollectionViewLayoutAttributes?
        switch key.category {
        case .cell: initial = layout.initialLayoutAttributesForAppearingItem(at: key.indexPath)
        case .supplementaryView:
            initial = layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: key.kind, at: key.indexPath)
        case .decorationView: initial = nil
        }
        if let initial { return (initial.frame, initial.alpha) }
        guard key.category == .cell, inserted.contains(key.indexPath),
              let frame = visibleViews[key]?.frame else { return nil }
        return (frame, 0)
    }

    /// Where a leaving element ends: the layout's final attributes, or where it is, faded out.
    private func finalState(of view: UICollectionReusableView, key: ElementKey) -> (frame: CGRect, alpha: CGFloat) {
        let final: UICollectionViewLayoutAttributes?
        switch key.category {
        case .cell: final = layout.finalLayoutAttributesForDisappearingItem(at: key.indexPath)
        case .supplementaryView:
            final = layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: key.kind, at: key.indexPath)
        case .decorationView: final = nil
        }
        return final.map { ($0.frame, $0.alpha) } ?? (view.frame, 0)
    }

    /// Removes a view whose element left, tells the delegate and queues it for reuse.
    private func finishLeaving(_ view: UICollectionReusableView, _ key: ElementKey) {
        disappearingViews.removeAll { $0 === view }
        guard !visibleViews.values.contains(where: { $0 === view }) else { return }
        view.removeFromSuperview()
        view.alpha = 1
        if let cell = view as? UICollectionViewCell, key.category == .cell {
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
        } else if key.category == .supplementaryView {
            collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view,
                                               forElementOfKind: key.kind, at: key.indexPath)
        }
        enqueue(view, key)
    }
}
