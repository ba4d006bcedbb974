import Foundation

extension LayoutEngine {
    /// A constraint side as a solver expression in the coordinates of `space` (the view the
    /// constraint is installed on), or nil when an item is gone or not under `space`.
    func expression(_ object: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, offset: LayoutOffset?,
                    in space: UIView) -> Cassowary.Expression? {
        if let offset {
            guard let to = expression(offset.to, offset.toAttribute, offset: nil, in: space),
                  let from = expression(offset.from, offset.fromAttribute, offset: nil, in: space) else { return nil }
            return to - from
        }
        guard let object, attribute != .notAnAttribute else { return nil }
        if let base = attribute.withoutMargin {
            guard let view = object as? UIView else { return expression(object, base, offset: nil, in: space) }
            return expression(view.layoutMarginsGuide, base, offset: nil, in: space)
        }
        if let view = object as? UIView, attribute == .firstBaseline || attribute == .lastBaseline {
            // Fix (UIStackView): a view whose baseline view is one of its descendants (a stack
            // view's forFirstBaselineLayout) has that descendant's baseline, where it lies.
            let baselineView = attribute == .lastBaseline ? view.forLastBaselineLayout : view.forFirstBaselineLayout
            if baselineView !== view, baselineView.isDescendant(of: view) {
                return expression(baselineView, attribute, offset: nil, in: space)
            }
        }
        if let view = object as? UIView {
            if view === space { return ownSpaceExpression(of: view, attribute) }
            guard let superview = view.superview, let chain = chainOffset(from: superview, to: space, vertical: attribute.isVertical) else { return nil }
            let local = rectExpression(of: item(for: view), attribute, view: view, mirroredWidth: mirroredWidth(for: view, in: space))
            return attribute.isDimension ? local : local + chain
        }
        guard let guide = object as? UILayoutGuide, let owner = guide.owningView,
              let chain = chainOffset(from: owner, to: space, vertical: attribute.isVertical, includingStart: owner !== space) else { return nil }
        let local = rectExpression(of: item(for: guide), attribute, view: nil, mirroredWidth: mirroredWidth(for: owner, in: space))
        return attribute.isDimension ? local : local + chain
    }

    /// The sum of the origins (less the bounds origins) of `start` and its ancestors below
    /// `space`: what takes a point in `start`'s bounds coordinates to `space`'s. Nil when
    /// `space` is not an ancestor.
    func chainOffset(from start: UIView, to space: UIView, vertical: Bool, includingStart: Bool = true) -> Cassowary.Expression? {
        var expression = Cassowary.Expression()
        var view: UIView? = start
        if !includingStart { return start === space ? expression : nil }
        while let current = view, current !== space {
            let item = item(for: current)
            expression = expression + Cassowary.Expression(vertical ? item.y : item.x)
            expression = expression - Double(vertical ? current.bounds.origin.y : current.bounds.origin.x)
            view = current.superview
        }
        return view === space ? expression : nil
    }

    /// The width a leading or trailing attribute is mirrored in for right-to-left layouts, or nil
    /// for left-to-right ones.
    func mirroredWidth(for view: UIView, in space: UIView) -> Cassowary.Expression? {
        guard view.effectiveUserInterfaceLayoutDirection == .rightToLeft else { return nil }
        return ownSpaceExpression(of: space, .right)
    }

    /// An attribute of an item's rectangle, in the coordinates its variables are in.
    func rectExpression(of item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute, view: UIView?,
                        mirroredWidth: Cassowary.Expression?) -> Cassowary.Expression {
        let x = Cassowary.Expression(item.x), y = Cassowary.Expression(item.y)
        let width = Cassowary.Expression(item.width), height = Cassowary.Expression(item.height)
        switch attribute {
        case .left: return x
        case .right: return x + width
        case .leading: return mirroredWidth.map { $0 - (x + width) } ?? x
        case .trailing: return mirroredWidth.map { $0 - x } ?? x + width
        case .top: return y
        case .bottom: return y + height
        case .width: return width
        case .height: return height
        case .centerX: return x + width / 2
        case .centerY: return y + height / 2
        case .firstBaseline, .lastBaseline:
            guard let offset = view.flatMap({ baselineOffset(of: $0, last: attribute == .lastBaseline) }) else { return y + height }
            return y + height / 2 + Double(offset)
        default: return x
        }
    }

    /// An attribute of `view` in its own coordinates, for constraints between a view and its
    /// subviews: edges at zero and at its size — for a scroll view, at its content size.
    func ownSpaceExpression(of view: UIView, _ attribute: NSLayoutConstraint.Attribute) -> Cassowary.Expression {
        let item = item(for: view)
        var width = Cassowary.Expression(item.width), height = Cassowary.Expression(item.height)
        if view is UIScrollView, !attribute.isDimension {
            let (contentWidth, contentHeight) = contentVariables(of: item)
            width = Cassowary.Expression(contentWidth)
            height = Cassowary.Expression(contentHeight)
        }
        let rtl = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch attribute {
        case .left: return Cassowary.Expression()
        case .right: return width
        case .leading: return Cassowary.Expression()
        case .trailing: return width
        case .top: return Cassowary.Expression()
        case .bottom: return height
        case .width: return Cassowary.Expression(item.width)
        case .height: return Cassowary.Expression(item.height)
        case .centerX: return width / 2
        case .centerY: return height / 2
        case .firstBaseline, .lastBaseline:
            guard let offset = baselineOffset(of: view, last: attribute == .lastBaseline) else { return height }
            return height / 2 + Double(offset)
        default: return rtl ? width : Cassowary.Expression()
        }
    }

    /// Where the baseline of `view`'s text lies from its center, when it has text.
    func baselineOffset(of view: UIView, last: Bool) -> CGFloat? {
        let baselineView = last ? view.forLastBaselineLayout : view.forFirstBaselineLayout
        return baselineView.baselineOffsetFromCenter(last: last)
    }
}
