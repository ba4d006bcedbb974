import Foundation

/// A rectangle that takes part in Auto Layout without being a view: it has no drawing and
/// receives no touches, so it can space views or stand for an area (margins, the safe area).
///
/// Add one with ``UIView/addLayoutGuide(_:)``; its ``layoutFrame`` is in its owning view's
/// coordinates once layout has run.
@preconcurrency @MainActor
open class UILayoutGuide: Hashable {
    /// The view the guide belongs to.
    public internal(set) weak var owningView: UIView?
    /// A name for descriptions and diagnostics.
    open var identifier = ""
    /// What the guide stands for: a plain guide is placed by constraints; the system guides
    /// follow their view's safe area, margins or scroll content.
    let kind: Kind

    enum Kind {
        case plain, safeArea, margins, readableContent, scrollContent, scrollFrame, keyboard
    }

    /// Creates a guide placed by constraints.
    public init() { kind = .plain }

    init(kind: Kind, owningView: UIView, identifier: String) {
        self.kind = kind
        self.owningView = owningView
        self.identifier = identifier
    }

    /// The guide's rectangle in its owning view's coordinates: the safe area, margins or content
    /// of its view for system guides, else what Auto Layout found (zero before layout).
    open var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        switch kind {
        case .safeArea: return view.bounds.inset(by: view.safeAreaInsets)
        case .margins: return view.bounds.inset(by: view.effectiveLayoutMargins())
        case .readableContent: return view.readableContentFrame()
        case .scrollContent:
            let size = (view as? UIScrollView)?.contentSize ?? .zero
            return CGRect(origin: .zero, size: size)
        case .scrollFrame: return view.bounds
        case .keyboard:
            let top = (self as? UIKeyboardLayoutGuide)?.topInOwner ?? view.bounds.maxY
            return CGRect(x: view.bounds.minX, y: top, width: view.bounds.width, height: max(0, view.bounds.maxY - top))
        case .plain: return view.solvedFrame(of: self) ?? .zero
        }
    }

    /// Whether constraints leave the guide's place or size open.
    open var hasAmbiguousLayout: Bool { owningView?.engineIsAmbiguous(self) ?? false }

    /// The guide's leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The guide's trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The guide's left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The guide's right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The guide's top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The guide's bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The guide's width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The guide's height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The guide's horizontal center.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The guide's vertical center.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }

    /// The active constraints that involve the guide on `axis`.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        owningView?.constraintsAffectingLayout(for: axis, item: self) ?? []
    }

    open var description: String {
        "<UILayoutGuide: \(addressString(of: self)) - \(UIKitFormat.rect(layoutFrame)), layoutFrame = \(UIKitFormat.rect(layoutFrame)), owningView = \(owningView.map { NSLayoutConstraint.describe($0) } ?? "nil")>"
    }

    public nonisolated static func == (lhs: UILayoutGuide, rhs: UILayoutGuide) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UILayoutGuide: @preconcurrency CustomStringConvertible {}
