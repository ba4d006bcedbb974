import Foundation

extension NSLayoutConstraint {
    /// A part of a view's or guide's layout rectangle that a constraint relates.
    public enum Attribute: Int, Sendable, Hashable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right = 2
        /// The top edge.
        case top = 3
        /// The bottom edge.
        case bottom = 4
        /// The leading edge: left in left-to-right layouts, right in right-to-left ones.
        case leading = 5
        /// The trailing edge: right in left-to-right layouts, left in right-to-left ones.
        case trailing = 6
        /// The width.
        case width = 7
        /// The height.
        case height = 8
        /// The horizontal center.
        case centerX = 9
        /// The vertical center.
        case centerY = 10
        /// The baseline of the last line of text (the bottom edge for views without text).
        case lastBaseline = 11
        /// The baseline of the first line of text (the bottom edge for views without text).
        case firstBaseline = 12
        /// The left edge of the layout margins.
        case leftMargin = 13
        /// The right edge of the layout margins.
        case rightMargin = 14
        /// The top edge of the layout margins.
        case topMargin = 15
        /// The bottom edge of the layout margins.
        case bottomMargin = 16
        /// The leading edge of the layout margins.
        case leadingMargin = 17
        /// The trailing edge of the layout margins.
        case trailingMargin = 18
        /// The horizontal center of the layout margins.
        case centerXWithinMargins = 19
        /// The vertical center of the layout margins.
        case centerYWithinMargins = 20
        /// No attribute: the second item of a constant width or height.
        case notAnAttribute = 0

        /// Whether the attribute is a size rather than a position.
        var isDimension: Bool { self == .width || self == .height }
        /// Whether the attribute lies on the vertical axis.
        var isVertical: Bool {
            switch self {
            case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin, .centerYWithinMargins:
                return true
            default:
                return false
            }
        }
        /// Whether a horizontal edge is direction-relative (leading, trailing) or absolute (left,
        /// right), with their margin forms; nil for other attributes.
        var horizontalFamily: Bool? {
            switch self {
            case .leading, .trailing, .leadingMargin, .trailingMargin: true
            case .left, .right, .leftMargin, .rightMargin: false
            default: nil
            }
        }
        /// The attribute of the rectangle itself for a margin attribute, else nil.
        var withoutMargin: Attribute? {
            switch self {
            case .leftMargin: return .left
            case .rightMargin: return .right
            case .topMargin: return .top
            case .bottomMargin: return .bottom
            case .leadingMargin: return .leading
            case .trailingMargin: return .trailing
            case .centerXWithinMargins: return .centerX
            case .centerYWithinMargins: return .centerY
            default: return nil
            }
        }
        /// UIKit's name in constraint descriptions.
        var name: String {
            switch self {
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            case .notAnAttribute: "notAnAttribute"
            }
        }
    }

    /// How the first attribute relates to the second.
    public enum Relation: Int, Sendable, Hashable {
        /// First ≤ second.
        case lessThanOrEqual = -1
        /// First = second.
        case equal = 0
        /// First ≥ second.
        case greaterThanOrEqual = 1

        var symbol: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// A layout axis.
    public enum Axis: Int, Sendable, Hashable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }
}
