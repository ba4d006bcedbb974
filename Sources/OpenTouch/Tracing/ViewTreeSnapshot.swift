import Foundation

/// A view tree as it was at one moment, as plain values: for failure messages, timelines and tools.
///
/// ``text`` prints it the way UIKit's `recursiveDescription` does, with a developer's names in
/// place of addresses:
///
/// ```
/// UIWindow frame (0 0; 375 667)
///    | UIView frame (0 0; 375 667)
///    |    | CardView[1] frame (16 120; 343 100.5) [UITapGestureRecognizer]
///    |    |    | UIButton#like-1 frame (270 30; 44 44)
///    |    | UIView#gradient-overlay frame (0 120; 343 100.5)
/// ```
public struct ViewTreeSnapshot: Codable, Hashable, Sendable {
    /// The view's name: class, and identifier or label (``TraceName/short``), with its position
    /// among alike siblings.
    public var name: String
    /// The view's class.
    public var className: String
    /// The accessibility identifier, if set.
    public var accessibilityIdentifier: String?
    /// The frame in the superview's coordinates.
    public var frame: CGRect
    /// The frame in the window's coordinates (the bounding box when transformed).
    public var frameInWindow: CGRect
    /// Whether the view is hidden.
    public var isHidden: Bool
    /// The view's alpha.
    public var alpha: CGFloat
    /// Whether the view takes part in hit testing by its own setting.
    public var isUserInteractionEnabled: Bool
    /// Whether the view clips its subviews.
    public var clipsToBounds: Bool
    /// Its gesture recognizers, by class and name, or the settings that tell them apart (`UITapGestureRecognizer (2 taps)`).
    public var gestureRecognizers: [String]
    /// Its subviews, back to front (the order of `subviews`).
    public var subviews: [ViewTreeSnapshot]

    /// Takes a snapshot of `view` and its subviews now.
    @MainActor public init(_ view: UIView) {
        let window = view.window
        name = TraceName.shortName(view, positioned: true)
        className = view.typeName
        accessibilityIdentifier = view.accessibilityIdentifier
        frame = view.frame
        frameInWindow = window.map { view.convert(view.bounds, to: $0) } ?? view.frame
        isHidden = view.isHidden
        alpha = view.alpha
        isUserInteractionEnabled = view.isUserInteractionEnabled
        clipsToBounds = view.clipsToBounds
        gestureRecognizers = (view.gestureRecognizers ?? []).map(TraceName.ownName)
        subviews = view.subviews.map(ViewTreeSnapshot.init)
    }

    /// The tree as indented lines, `recursiveDescription`-style, frames in superview coordinates.
    public var text: String {
        var lines: [String] = []
        appendLines(to: &lines, depth: 0)
        return lines.joined(separator: "\n")
    }

    /// This view's line: name, frame, and whatever keeps it from touches or is otherwise notable.
    public var summary: String {
        var parts = ["\(name) frame \(UIKitFormat.rect(frame))"]
        if isHidden { parts.append("hidden") }
        if alpha != 1 { parts.append("alpha \(UIKitFormat.number(alpha))") }
        if !isUserInteractionEnabled { parts.append("userInteractionEnabled NO") }
        if clipsToBounds { parts.append("clipsToBounds") }
        if !gestureRecognizers.isEmpty { parts.append("[\(gestureRecognizers.joined(separator: ", "))]") }
        return parts.joined(separator: " ")
    }

    private func appendLines(to lines: inout [String], depth: Int) {
        lines.append(String(repeating: "   | ", count: depth) + summary)
        for subview in subviews {
            subview.appendLines(to: &lines, depth: depth + 1)
        }
    }
}
