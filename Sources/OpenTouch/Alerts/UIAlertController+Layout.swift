import Foundation

/// The alert's views and their geometry (see ``AlertConstants``).
///
/// An alert is a card ``AlertConstants/alertWidth`` wide, centred: the title and message, then
/// the actions ``AlertConstants/alertActionHeight`` high, two side by side (the cancel action on
/// the left), one or three and more stacked (the cancel action last). An action sheet is a card
/// at the bottom, ``AlertConstants/sheetMargin`` from the edges and the safe area, with the title,
/// message and actions (``AlertConstants/sheetActionHeight`` high) stacked, and the cancel action
/// in a card of its own below.
extension UIAlertController {
    /// The actions in display order, per card: the main card's, then the cancel card's (sheets only).
    var actionGroups: [[UIAlertAction]] {
        let others = actions.filter { $0.style != .cancel }
        let cancel = actions.filter { $0.style == .cancel }
        if isInPopover { return [others] }
        switch preferredStyle {
        case .actionSheet: return cancel.isEmpty ? [others] : [others, cancel]
        case .alert: return actions.count == 2 ? [cancel + others] : [others + cancel]
        }
    }

    /// Whether the alert is an action sheet shown as a popover (regular width): one card filling
    /// the popover, without the cancel action.
    var isInPopover: Bool { preferredStyle == .actionSheet && presentationState?.style == .popover }

    /// Whether an alert's two actions sit side by side.
    var actionsSideBySide: Bool { preferredStyle == .alert && actions.count == 2 }

    /// Makes the dimming view, the cards, the header labels and the action views afresh.
    func buildAlertViews() {
        guard let root = viewIfLoaded else { return }
        for subview in root.subviews { subview.removeFromSuperview() }
        highlightedActionView = nil
        let bold = boldAction
        let fontSize: CGFloat = preferredStyle == .alert ? 17 : 20
        actionViews = []
        for (index, group) in actionGroups.enumerated() {
            let card = _UIAlertControllerInterfaceActionGroupView(frame: .zero)
            card.backgroundColor = .secondarySystemBackground
            card.layer.cornerRadius = AlertConstants.cornerRadius
            card.clipsToBounds = true
            if index == 0 {
                addHeader(to: card)
                for field in textFields ?? [] { card.addSubview(field) }
            }
            for action in group {
                let actionView = _UIAlertControllerActionView(action: action, bold: action === bold, fontSize: fontSize)
                card.addSubview(actionView)
                actionViews.append(actionView)
            }
            root.addSubview(card)
        }
        if isInPopover, let card = root.subviews.first {
            let width = AlertConstants.popoverWidth
            preferredContentSize = CGSize(width: width, height: layOutCard(card, width: width))
        }
    }

    private func addHeader(to card: UIView) {
        let isAlert = preferredStyle == .alert
        for (text, isTitle) in [(title, true), (message, false)] {
            guard let text, !text.isEmpty else { continue }
            let label = UILabel(frame: .zero)
            label.text = text
            label.numberOfLines = 0
            label.textAlignment = .center
            label.font = isTitle ? .boldSystemFont(ofSize: isAlert ? 17 : 13) : .systemFont(ofSize: 13)
            label.textColor = isAlert ? .label : .secondaryLabel
            card.addSubview(label)
        }
    }

    /// Places the cards and their contents in the root view's bounds.
    func layOutAlert() {
        guard let root = viewIfLoaded else { return }
        let bounds = root.bounds
        let cards = root.subviews.compactMap { $0 as? _UIAlertControllerInterfaceActionGroupView }
        let isAlert = preferredStyle == .alert
        let margin = AlertConstants.sheetMargin
        let width = isAlert ? AlertConstants.alertWidth : max(bounds.width - 2 * margin, 0)
        if isInPopover, let card = cards.first {
            _ = layOutCard(card, width: bounds.width)
            card.frame = bounds
            card.layer.cornerRadius = 0
            cardFrames = [card.frame]
            return
        }
        var heights: [CGFloat] = []
        for card in cards { heights.append(layOutCard(card, width: width)) }
        if isAlert, let card = cards.first, let height = heights.first {
            card.frame = CGRect(x: (bounds.width - width) / 2, y: (bounds.height - height) / 2, width: width, height: height)
        } else {
            var bottom = bounds.maxY - max(margin, root.safeAreaInsets.bottom)
            for (card, height) in zip(cards, heights).reversed() {
                card.frame = CGRect(x: margin, y: bottom - height, width: width, height: height)
                bottom -= height + margin
            }
        }
        cardFrames = cards.map(\.frame)
    }

    /// Lays out one card's header and actions for `width`; returns its height.
    private func layOutCard(_ card: UIView, width: CGFloat) -> CGFloat {
        let padding = AlertConstants.headerPadding
        let labels = card.subviews.compactMap { $0 as? UILabel }
        var y: CGFloat = labels.isEmpty ? 0 : padding
        for (index, label) in labels.enumerated() {
            if index > 0 { y += AlertConstants.headerSpacing }
            let size = label.sizeThatFits(CGSize(width: width - 2 * padding, height: .greatestFiniteMagnitude))
            label.frame = CGRect(x: padding, y: y, width: width - 2 * padding, height: ceil(size.height))
            y += ceil(size.height)
        }
        if !labels.isEmpty { y += padding }
        y = layOutTextFields(in: card, width: width, from: y)
        let views = card.subviews.compactMap { $0 as? _UIAlertControllerActionView }
        let height = preferredStyle == .alert ? AlertConstants.alertActionHeight : AlertConstants.sheetActionHeight
        if actionsSideBySide, views.count == 2 {
            for (index, view) in views.enumerated() {
                view.frame = CGRect(x: CGFloat(index) * width / 2, y: y, width: width / 2, height: height)
            }
            return y + height
        }
        for view in views {
            view.frame = CGRect(x: 0, y: y, width: width, height: height)
            y += height
        }
        return y
    }
}
