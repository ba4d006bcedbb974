import Foundation

/// Showing the elements in the visible rect: asking the layout, dequeuing views for elements
/// that came into the rect, reusing views of elements that left, and self-sizing.
extension UICollectionView {
    /// The rect whose elements have views: the bounds grown by the preparation margin.
    var preparationRect: CGRect {
        let margin = CollectionViewConstants.preparationMargin
        return bounds.insetBy(dx: -margin, dy: -margin)
    }

    /// Asks the data source for the counts if needed and prepares the layout if it was
    /// invalidated, updating the content size.
    func prepareLayoutIfNeeded() {
        if sectionCounts == nil { loadCounts() }
        guard layout.needsPrepare else { return }
        layout.needsPrepare = false
        layout.prepare()
        let size = layout.collectionViewContentSize
        if contentSize != size { contentSize = size }
    }

    /// Reads the number of sections and items from the data source (none without one).
    func loadCounts() {
        guard let dataSource else {
            sectionCounts = []
            return
        }
        let sections = max(0, dataSource.numberOfSections(in: self))
        sectionCounts = (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
    }

    /// Shows the elements of the preparation rect, running self-sizing rounds until the layout
    /// stops invalidating (at most ``CollectionViewConstants/maximumSelfSizingRounds``).
    func placeElements() {
        guard !isPlacingElements else { return }
        isPlacingElements = true
        defer { isPlacingElements = false }
        if let size = laidOutSize, size != bounds.size, sectionCounts != nil {
            boundsDidChange(bounds)
        }
        laidOutSize = bounds.size
        for _ in 0..<CollectionViewConstants.maximumSelfSizingRounds {
            prepareLayoutIfNeeded()
            let measured = showElements(layoutAttributesInPreparationRect())
            guard measured, layout.needsPrepare else { break }
        }
    }

    /// The layout's attributes for the preparation rect, one per element (the first of
    /// duplicates), with the moving item's attributes during interactive movement.
    func layoutAttributesInPreparationRect() -> [ElementKey: UICollectionViewLayoutAttributes] {
        var result: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in layout.layoutAttributesForElements(in: preparationRect) ?? [] where !attributes.isHidden {
            let key = attributes.elementKey
            guard isValid(key), result[key] == nil else { continue }
            result[key] = attributes
        }
        if let movement, let moving = movingItemAttributes(movement) {
            result[moving.elementKey] = moving
        }
        return result
    }

    /// Whether `key` names an element the data says exists.
    func isValid(_ key: ElementKey) -> Bool {
        let counts = sectionCounts ?? []
        let path = key.indexPath
        guard path.count == 2 else { return key.category == .decorationView }
        guard counts.indices.contains(path.section) else { return key.category == .decorationView }
        if key.category == .cell { return path.item >= 0 && path.item < counts[path.section] }
        return true
    }

    /// Removes the views of elements not in `wanted`, shows the others, and measures newly
    /// shown views. Returns whether a measurement invalidated the layout.
    func showElements(_ wanted: [ElementKey: UICollectionViewLayoutAttributes]) -> Bool {
        for key in visibleViews.keys.sorted() where wanted[key] == nil {
            endDisplaying(key)
        }
        var invalidated = false
        var added = false
        for key in wanted.keys.sorted() {
            guard let attributes = wanted[key] else { continue }
            if let view = visibleViews[key] {
                apply(attributes, to: view)
            } else if let view = makeView(for: key) {
                visibleViews[key] = view
                apply(attributes, to: view)
                addElementView(view, in: layout.hostView(for: attributes) ?? self)
                added = true
                willDisplay(view, key)
            }
            if let view = visibleViews[key], !view.isMeasured {
                view.isMeasured = true
                invalidated = measure(view, attributes) || invalidated
            }
        }
        if added { orderElementViews() }
        return invalidated
    }

    /// Puts `view` in the collection view, below the scroll view's other subviews' order rules.
    private func addElementView(_ view: UICollectionReusableView, in host: UIView) {
        if view.superview !== host { host.addSubview(view) }
        view.isHidden = false
    }

    /// Stacks the element views by z-index (cells below supplementary views at equal z-index),
    /// keeping the background view at the back.
    func orderElementViews() {
        let ordered = visibleViews.sorted { lhs, rhs in
            let a = lhs.value.appliedAttributes?.zIndex ?? 0, b = rhs.value.appliedAttributes?.zIndex ?? 0
            return a != b ? a < b : lhs.key < rhs.key
        }.map(\.value)
        let shown = Set(ordered.map(ObjectIdentifier.init))
        let current = subviews.filter { shown.contains(ObjectIdentifier($0)) }
        guard !current.elementsEqual(ordered, by: ===) else { return }
        for view in ordered { view.superview?.bringSubviewToFront(view) }
    }

    /// Applies the layout's attributes to `view`: frame, alpha, transform, hidden state, then
    /// the view's own ``UICollectionReusableView/apply(_:)``.
    func apply(_ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView) {
        let previous = view.appliedAttributes
        view.appliedAttributes = attributes
        let frame = layout.hostView(for: attributes).map { convert(attributes.frame, to: $0) } ?? attributes.frame
        if let previous, previous !== attributes, previous.isEqual(attributes), view.frame == frame { return }
        if previous?.size != attributes.size { view.isMeasured = false }
        view.transform = .identity
        view.frame = frame
        view.transform = attributes.transform
        view.alpha = attributes.alpha
        view.layer.zPosition = CGFloat(attributes.zIndex)
        if previous?.zIndex != attributes.zIndex, previous != nil { orderElementViews() }
        view.apply(attributes)
    }

    /// Asks `view` for its preferred attributes and the layout whether they invalidate it.
    private func measure(_ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes) -> Bool {
        let preferred = view.preferredLayoutAttributesFitting(attributes)
        guard preferred.frame != attributes.frame,
              layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
        else { return false }
        layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred,
                                                                 withOriginalAttributes: attributes))
        return true
    }

    /// A view for `key` from the data source (cells and supplementary views) or the layout's
    /// registered class (decoration views).
    func makeView(for key: ElementKey) -> UICollectionReusableView? {
        switch key.category {
        case .cell:
            guard let dataSource else { return nil }
            let cell = dataSource.collectionView(self, cellForItemAt: dataIndexPath(forDisplayed: key.indexPath))
            cell.isSelected = selection.isSelected(key.indexPath)
            cell.isHighlighted = selection.highlighted == key.indexPath
            cell.isEditingState = isEditing
            cell.isReorderingState = movement?.current == key.indexPath
            return cell
        case .supplementaryView:
            guard let dataSource else { return nil }
            let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
            guard !(view is MissingSupplementaryView) else {
                report("the layout placed a supplementary view of kind \(key.kind) at \(key.indexPath), but the data source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:): nothing is shown")
                return nil
            }
            return view
        case .decorationView:
            return dequeueDecorationView(ofKind: key.kind, at: key.indexPath)
        }
    }

    /// Tells the delegate `view` will show.
    private func willDisplay(_ view: UICollectionReusableView, _ key: ElementKey) {
        guard let delegate = collectionDelegate else { return }
        if let cell = view as? UICollectionViewCell, key.category == .cell {
            delegate.collectionView(self, willDisplay: cell, forItemAt: key.indexPath)
        } else if key.category == .supplementaryView {
            delegate.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
        }
    }

    /// Removes the view of `key`, tells the delegate and queues the view for reuse.
    func endDisplaying(_ key: ElementKey) {
        guard let view = visibleViews.removeValue(forKey: key) else { return }
        view.removeFromSuperview()
        if let delegate = collectionDelegate {
            if let cell = view as? UICollectionViewCell, key.category == .cell {
                delegate.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
            } else if key.category == .supplementaryView {
                delegate.collectionView(self, didEndDisplayingSupplementaryView: view,
                                        forElementOfKind: key.kind, at: key.indexPath)
            }
        }
        enqueue(view, key)
    }

    /// Puts `view` back in its reuse queue.
    func enqueue(_ view: UICollectionReusableView, _ key: ElementKey) {
        view.appliedAttributes = nil
        view.isMeasured = false
        guard let identifier = view.reuseQueueKey else { return }
        if let cell = view as? UICollectionViewCell, key.category == .cell {
            cellQueue.enqueue(cell, identifier: identifier)
        } else {
            viewQueue.enqueue(view, identifier: identifier)
        }
    }

    /// The collection view's delegate, when it is a ``UICollectionViewDelegate``.
    var collectionDelegate: UICollectionViewDelegate? {
        delegate as? UICollectionViewDelegate
    }
}
