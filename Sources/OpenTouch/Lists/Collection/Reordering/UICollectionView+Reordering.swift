import Foundation

/// An interactive movement under way: the item's original and current index paths and where
/// the finger holds it.
struct InteractiveMovement {
    var original: IndexPath
    var current: IndexPath
    var position: CGPoint
}

/// Interactive reordering: the app (often a long-press recognizer) begins the movement on an
/// item, updates its position as the finger moves and ends or cancels it.
///
/// While the item moves, the others make room: the layout's
/// ``UICollectionViewLayout/targetIndexPath(forInteractivelyMovingItem:withPosition:)`` proposes a
/// place, the delegate may redirect it, and the item is shown there centred on the finger
/// (``UICollectionViewLayout/layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)``).
/// The data source learns of the move once, at the end, through `moveItemAt`; when it does not
/// implement it, the item goes back and a diagnostic says why.
extension UICollectionView {
    /// Starts moving the item at `indexPath`; false when it does not exist, the data source
    /// refuses (`canMoveItemAt`) or a movement is already under way.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        layoutIfDue()
        guard movement == nil, let dataSource,
              isValid(ElementKey(category: .cell, kind: "", indexPath: indexPath)),
              dataSource.collectionView(self, canMoveItemAt: indexPath) else { return false }
        cancelItemTracking()
        let center = layout.layoutAttributesForItem(at: indexPath)?.center ?? .zero
        movement = InteractiveMovement(original: indexPath, current: indexPath, position: center)
        cellForItem(at: indexPath)?.isReorderingState = true
        setNeedsLayout()
        return true
    }

    /// Moves the item to `targetPosition` (in the collection view's coordinates), letting the
    /// others make room where the layout and delegate place it.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard let current = movement else { return }
        movement?.position = targetPosition
        var target = layout.targetIndexPath(forInteractivelyMovingItem: current.current, withPosition: targetPosition)
        if let delegate = collectionDelegate {
            target = delegate.collectionView(self, targetIndexPathForMoveOfItemFromOriginalIndexPath: current.original,
                                             atCurrentIndexPath: current.current, toProposedIndexPath: target)
        }
        let counts = sectionCounts ?? []
        let sameSection = target.section == current.current.section
        let limit = counts.indices.contains(target.section) ? counts[target.section] - (sameSection ? 1 : 0) : -1
        if target != current.current, target.count == 2, target.item >= 0, target.item <= limit {
            moveDisplayedItem(from: current.current, to: target)
        }
        let context = layout.invalidationContext(forInteractivelyMovingItems: [movement?.current ?? target],
                                                 withTargetPosition: targetPosition,
                                                 previousIndexPaths: [current.current],
                                                 previousPosition: current.position)
        layout.invalidateLayout(with: context)
        animateRelayout(animated: true, completion: nil)
    }

    /// Ends the movement: the data source moves the item (`moveItemAt`) and the item settles in
    /// its new place.
    public func endInteractiveMovement() {
        guard let finished = movement else { return }
        movement = nil
        cellForItem(at: finished.current)?.isReorderingState = false
        if finished.current != finished.original, let dataSource {
            moveWasIgnored = false
            dataSource.collectionView(self, moveItemAt: finished.original, to: finished.current)
            if moveWasIgnored {
                moveWasIgnored = false
                report("the data source does not implement collectionView(_:moveItemAt:to:): the move of \(finished.original) to \(finished.current) is ignored")
                moveDisplayedItem(from: finished.current, to: finished.original)
            }
        }
        settleAfterMovement(finished, cancelled: false)
    }

    /// Cancels the movement: the item goes back to where it started.
    public func cancelInteractiveMovement() {
        guard let cancelled = movement else { return }
        movement = nil
        cellForItem(at: cancelled.current)?.isReorderingState = false
        if cancelled.current != cancelled.original {
            moveDisplayedItem(from: cancelled.current, to: cancelled.original)
        }
        settleAfterMovement(cancelled, cancelled: true)
    }

    /// Invalidates with the layout's ending context and animates the item into place.
    private func settleAfterMovement(_ movement: InteractiveMovement, cancelled: Bool) {
        let final = cancelled ? movement.original : movement.current
        let context = layout.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: [final], previousIndexPaths: [movement.current], movementCancelled: cancelled)
        context.invalidateDataSourceCounts = true
        layout.invalidateLayout(with: context)
        animateRelayout(animated: true, completion: nil)
    }

    /// Shows the item at `from` at `to` instead (the others shifting), without telling the data
    /// source: cells, selection and counts follow.
    func moveDisplayedItem(from: IndexPath, to: IndexPath) {
        var update = CollectionUpdate()
        update.movedItems = [(from, to)]
        if from.section != to.section, var counts = sectionCounts {
            counts[from.section] -= 1
            counts[to.section] += 1
            sectionCounts = counts
        }
        selection.remap { update.newIndexPath($0) }
        var moved: [ElementKey: UICollectionReusableView] = [:]
        for (key, view) in visibleViews {
            var newKey = key
            if key.category == .cell, let path = update.newIndexPath(key.indexPath) { newKey.indexPath = path }
            moved[newKey] = view
        }
        visibleViews = moved
        movement?.current = to
        let context = layout.makeInvalidationContext()
        context.invalidateDataSourceCounts = true
        layout.invalidateLayout(with: context)
    }

    /// The data source's index path of the item shown at `indexPath` (they differ while an item
    /// is being moved and the data source has not been told yet).
    func dataIndexPath(forDisplayed indexPath: IndexPath) -> IndexPath {
        guard let movement, movement.current != movement.original else { return indexPath }
        if indexPath == movement.current { return movement.original }
        var back = CollectionUpdate()
        back.movedItems = [(movement.current, movement.original)]
        return back.newIndexPath(indexPath) ?? indexPath
    }

    /// The moving item's attributes: the layout's, centred on the finger.
    func movingItemAttributes(_ movement: InteractiveMovement) -> UICollectionViewLayoutAttributes? {
        guard isValid(ElementKey(category: .cell, kind: "", indexPath: movement.current)) else { return nil }
        return layout.layoutAttributesForInteractivelyMovingItem(at: movement.current, withTargetPosition: movement.position)
    }
}
