import Foundation

/// How explanations, timelines and test failures name a responder or a gesture recognizer: the
/// way a developer would, not by address.
///
/// A view is named by its class and the first of its accessibility identifier (`UIButton#like-1`)
/// or its accessibility label, which buttons and labels take from their title or text
/// (`UIButton "Like"`); a view with neither is named by class alone. ``path`` adds where it is:
/// its ancestors' names from the window down, with the position among same-class siblings where
/// that tells them apart (`UIWindow > UIView > CardView[2] > UIButton "Like"`).
public struct TraceName: CustomStringConvertible, Hashable, Sendable {
    /// The class, and the identifier or label when there is one: `UIButton#like-1`, `UILabel "Title"`, `UIView`.
    public let short: String
    /// The short names of the window (or the topmost ancestor) down to this view, joined by ` > `;
    /// the same as ``short`` for responders that are not views.
    public let path: String

    /// The name of `responder`.
    @MainActor public init(_ responder: UIResponder) {
        short = Self.shortName(responder)
        if let view = responder as? UIView {
            path = Self.path(of: view)
        } else {
            path = short
        }
    }

    /// The name of a gesture recognizer: its class, its view's name, and its name when set:
    /// `UITapGestureRecognizer "doubleTap" on CardView[2]`.
    /// Without a name, what sets it apart from others of its class: `UITapGestureRecognizer
    /// (2 taps)`, `UISwipeGestureRecognizer (left)`, and a position among its view's recognizers
    /// that would still read the same (`[2]`).
    @MainActor public init(_ recognizer: UIGestureRecognizer) {
        var text = Self.ownName(recognizer)
        if recognizer.name == nil, let alike = recognizer.view?.gestureRecognizers?.filter({ Self.ownName($0) == text }),
           alike.count > 1, let index = alike.firstIndex(where: { $0 === recognizer }) {
            text += "[\(index + 1)]"
        }
        if let view = recognizer.view { text += " on \(Self.shortName(view, positioned: true))" }
        short = text
        path = recognizer.view.map { "\(Self.path(of: $0)) > \(text)" } ?? text
    }

    /// The class and the name, or the class and the settings that tell it apart.
    @MainActor static func ownName(_ recognizer: UIGestureRecognizer) -> String {
        let type = String(describing: Swift.type(of: recognizer))
        if let name = recognizer.name { return "\(type) \"\(name)\"" }
        var details: [String] = []
        if let tap = recognizer as? UITapGestureRecognizer {
            if tap.numberOfTapsRequired != 1 { details.append("\(tap.numberOfTapsRequired) taps") }
            if tap.numberOfTouchesRequired != 1 { details.append("\(tap.numberOfTouchesRequired) fingers") }
        } else if let swipe = recognizer as? UISwipeGestureRecognizer {
            details.append(swipe.direction.names.joined(separator: "|"))
        }
        return details.isEmpty ? type : "\(type) (\(details.joined(separator: ", ")))"
    }

    /// The ``short`` name.
    public var description: String { short }

    @MainActor static func shortName(_ responder: UIResponder) -> String {
        let type = responder.typeName
        if let identifier = responder.accessibilityIdentifier, !identifier.isEmpty {
            return "\(type)#\(identifier)"
        }
        if responder is UIView, let label = responder.accessibilityLabel, !label.isEmpty {
            return "\(type) \"\(Self.abbreviated(label))\""
        }
        return type
    }

    /// The short name, with the index among same-class siblings when the name alone is not unique there.
    @MainActor static func shortName(_ view: UIView, positioned: Bool) -> String {
        let name = shortName(view)
        guard positioned, let siblings = view.superview?.subviews else { return name }
        let alike = siblings.filter { shortName($0) == name }
        guard alike.count > 1, let index = alike.firstIndex(where: { $0 === view }) else { return name }
        return "\(name)[\(index + 1)]"
    }

    @MainActor static func path(of view: UIView) -> String {
        var names: [String] = []
        var current: UIView? = view
        while let node = current {
            names.append(shortName(node, positioned: true))
            current = node.superview
        }
        return names.reversed().joined(separator: " > ")
    }

    private static func abbreviated(_ text: String) -> String {
        let line = text.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
        return line.count > 24 ? String(line.prefix(23)) + "…" : line
    }
}
