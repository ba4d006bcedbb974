import Foundation
import OpenTouch

/// One view of a scene file's tree.
public struct ViewSpec: Sendable {
    /// The kinds of view a scene file can hold, by their `type:` spelling.
    public enum Kind: String, Sendable, CaseIterable {
        /// A plain `UIView`.
        case view
        /// A `UIButton` (custom type) with an optional title.
        case button
        /// A `UILabel` with an optional text.
        case label
        /// A `UISwitch`.
        case `switch`
        /// A `UISlider`.
        case slider
        /// A `UIStepper`.
        case stepper
        /// A `UIScrollView`; its subviews are its content.
        case scrollView

        /// The UIKit class the kind makes.
        public var className: String {
            switch self {
            case .view: "UIView"
            case .button: "UIButton"
            case .label: "UILabel"
            case .switch: "UISwitch"
            case .slider: "UISlider"
            case .stepper: "UIStepper"
            case .scrollView: "UIScrollView"
            }
        }

        /// How messages call it: `view`, `button`, `scroll view`.
        public var noun: String { self == .scrollView ? "scroll view" : rawValue }

        /// Whether the kind is a `UIControl`.
        public var isControl: Bool { [.button, .switch, .slider, .stepper].contains(self) }
    }

    /// The kind of view.
    public var kind: Kind = .view
    /// The name other parts of the file refer to it by; logs print it as the class name unless
    /// ``className`` is set.
    public var name: String?
    /// The class name logs print; the name, else the kind's UIKit class.
    public var className: String?
    /// The frame in the superview's coordinates.
    public var frame: CGRect = .zero
    /// The background colour.
    public var backgroundColor: ColorSpec?
    /// `isHidden`.
    public var isHidden = false
    /// `alpha`.
    public var alpha: CGFloat = 1
    /// `isUserInteractionEnabled` (labels default to false, as in UIKit).
    public var isUserInteractionEnabled: Bool?
    /// `clipsToBounds`.
    public var clipsToBounds = false
    /// `accessibilityIdentifier`.
    public var accessibilityIdentifier: String?
    /// A button's title or a label's text.
    public var text: String?
    /// A switch's `isOn`.
    public var isOn = false
    /// A slider's or stepper's value, minimum and maximum.
    public var value: Double?, minimumValue: Double?, maximumValue: Double?
    /// `isEnabled` of a control.
    public var isEnabled = true
    /// Scroll-view settings (scroll views only).
    public var scroll = ScrollSpec()
    /// Hit-testing overrides.
    public var overrides = HitTestOverrides()
    /// The subviews, back to front.
    public var subviews: [ViewSpec] = []
    /// Where the view starts in the file.
    public var location = SceneLocation(line: 1, column: 1)

    /// Creates a plain view spec.
    public init() {}

    /// The class name logs print: ``className``, else ``name``, else the kind's class.
    public var printedClassName: String { className ?? name ?? kind.className }

    /// How messages name it: `view 'YellowView'`, `UIButton at line 12`.
    public var label: String {
        name.map { "\(kind.noun) '\($0)'" } ?? "\(kind.className) at line \(location.line)"
    }

    /// This spec and its subtree, depth-first in subview order.
    public var flattened: [ViewSpec] { [self] + subviews.flatMap(\.flattened) }
}

/// A scroll view's settings in a scene file.
public struct ScrollSpec: Sendable {
    /// `contentSize`; zero (the default) cannot scroll.
    public var contentSize: CGSize = .zero
    /// `contentOffset` at the start.
    public var contentOffset: CGPoint = .zero
    /// `isPagingEnabled`.
    public var isPagingEnabled = false
    /// `isScrollEnabled`.
    public var isScrollEnabled = true
    /// `delaysContentTouches`.
    public var delaysContentTouches = true
    /// `canCancelContentTouches`.
    public var canCancelContentTouches = true
    /// `bounces`.
    public var bounces = true
    /// `alwaysBounceHorizontal`, `alwaysBounceVertical`.
    public var alwaysBounceHorizontal = false, alwaysBounceVertical = false

    /// Creates default settings.
    public init() {}
}

/// Overrides of `hitTest(_:with:)` and `point(inside:with:)` a scene view can have.
public struct HitTestOverrides: Sendable {
    /// An enlarged touch area: `point(inside:)` accepts points this far outside the bounds.
    public var touchOutset = UIEdgeInsets.zero
    /// `hitTest` returns nil where it would return the view itself; its subviews still take touches.
    public var passesThrough = false
    /// `point(inside:)` always answers false: neither the view nor its subviews take touches.
    public var refusesPoints = false
    /// `hitTest` returns this named view where the point is inside it.
    public var redirectTarget: String?
    /// Where `redirectTo` is written, for messages.
    public var redirectLocation: SceneLocation?

    /// Creates no overrides.
    public init() {}

    /// Whether any override is set.
    public var isEmpty: Bool {
        touchOutset == .zero && !passesThrough && !refusesPoints && redirectTarget == nil
    }
}

/// A colour in a scene file: one of UIKit's named colours or RGBA components.
public enum ColorSpec: Sendable, Equatable {
    /// A `UIColor` class property by name: `blue`, `systemRed`, `clear`.
    case named(String)
    /// Red, green, blue and alpha, each 0 to 1.
    case rgba(CGFloat, CGFloat, CGFloat, CGFloat)
}
