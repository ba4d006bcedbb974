import Foundation

/// What a table or collection view decided about the row or item a touch landed on, as
/// ``TraceRecord/listSelection(list:touch:indexPath:step:)`` reports it. The delegate methods are
/// named as the list's kind spells them (`shouldHighlightRowAt`, `shouldHighlightItemAt`).
public enum ListSelectionStep: Equatable, Sendable {
    /// The row was highlighted (the delegate's highlight method allowed it, or there is none).
    case highlighted
    /// The delegate's highlight method (named) returned false: the touch neither highlights nor selects.
    case highlightRefused(method: String)
    /// Selection by touch is off (the property named: `allowsSelection is false`,
    /// `allowsSelectionDuringEditing is false while editing`).
    case selectionNotAllowed(String)
    /// The delegate refused the selection on lift (`willSelectRowAt returned nil`,
    /// `shouldSelectItemAt returned false`).
    case selectRefused(String)
    /// The delegate's will-select method redirected the selection to another index path.
    case selectRedirected(method: String, to: IndexPath)
    /// The finger lifted outside the row: it was unhighlighted without selecting.
    case liftedOutside
    /// The list stopped following the touch without selecting (its touch was cancelled; the
    /// cancelling recognizer or scroll view is in the touch's deliveries).
    case trackingCancelled
    /// The row was selected.
    case selected
    /// The row was deselected (a tap on a selected row of a multiple selection).
    case deselected

    /// A short stable identifier: `highlightRefused`, `selected`, ….
    public var code: String {
        switch self {
        case .highlighted: "highlighted"
        case .highlightRefused: "highlightRefused"
        case .selectionNotAllowed: "selectionNotAllowed"
        case .selectRefused: "selectRefused"
        case .selectRedirected: "selectRedirected"
        case .liftedOutside: "liftedOutside"
        case .trackingCancelled: "trackingCancelled"
        case .selected: "selected"
        case .deselected: "deselected"
        }
    }

    /// Whether the step ends the touch's part in selection.
    var isFinal: Bool {
        switch self {
        case .highlighted, .selectRedirected: false
        default: true
        }
    }

    /// The step in plain English, for the row or item named `element` (`row 3 of section 0`).
    public func text(for element: String) -> String {
        switch self {
        case .highlighted: "\(element) highlighted"
        case .highlightRefused(let method): "\(element) not highlighted: \(method) returned false, so the touch cannot select it"
        case .selectionNotAllowed(let reason): "\(element) cannot be selected by touch: \(reason)"
        case .selectRefused(let reason): "\(element) not selected: \(reason)"
        case .selectRedirected(let method, let target):
            "\(method) redirected the selection from \(element) to \(ListSelectionStep.name(target, like: element))"
        case .liftedOutside: "\(element) unhighlighted: the finger lifted outside it"
        case .trackingCancelled: "\(element) unhighlighted without selecting: its touch was cancelled"
        case .selected: "\(element) selected"
        case .deselected: "\(element) deselected"
        }
    }

    /// `row 3 of section 0`, `item 3 of section 0`.
    public static func name(_ indexPath: IndexPath, noun: String) -> String {
        "\(noun) \(indexPath.count >= 2 ? indexPath[1] : 0) of section \(indexPath.count >= 1 ? indexPath[0] : 0)"
    }

    /// `target` named with the noun of `element`.
    private static func name(_ target: IndexPath, like element: String) -> String {
        name(target, noun: String(element.prefix { $0 != " " }))
    }
}

extension UIScrollView {
    /// What a list calls its elements: `row` for tables, `item` for collection views.
    var listElementNoun: String { self is UICollectionView ? "item" : "row" }

    /// Reports what the list decided about `indexPath` for `touch` to the trace observers, if any.
    func recordListSelection(_ touch: UITouch?, _ indexPath: IndexPath, _ step: ListSelectionStep) {
        guard let touch, let hub = window?.windowScene?.application?.traceHub, hub.isActive else { return }
        hub.record(.listSelection(list: self, touch: touch, indexPath: indexPath, step: step))
    }
}

extension UICollectionView {
    /// Why touches do not select now, for ``ListSelectionStep/selectionNotAllowed(_:)``.
    var selectionNotAllowedReason: String {
        isEditing ? "allowsSelectionDuringEditing is false while editing" : "allowsSelection is false"
    }
}
