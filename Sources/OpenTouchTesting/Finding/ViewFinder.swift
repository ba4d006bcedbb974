import Foundation

/// A description of the views a test is looking for, resolved over the application's visible
/// windows by `TouchDriver.only(_:)`,
/// `first(_:)` and
/// `all(_:)`, and aimed at by the view-targeted actions.
///
/// ```swift
/// try driver.tap(.identifier("like-1"))
/// try driver.tap(.text("Like").descendant(of: .identifier("card-2")))
/// let buttons = driver.all(.type(UIButton.self))
/// ```
@preconcurrency @MainActor
public struct ViewFinder: @preconcurrency CustomStringConvertible {
    indirect enum Rule {
        case identifier(String)
        case label(String)
        case text(String)
        case button(String)
        case type(String, (UIView) -> Bool)
        case predicate(String, (UIView) -> Bool)
        case view(UIView)
        case cell(IndexPath, noun: String)
        case cellContaining(String)
        case both(Rule, Rule)
        case descendant(Rule, of: Rule)
    }

    let rule: Rule

    /// Views whose `accessibilityIdentifier` is `identifier`.
    public static func identifier(_ identifier: String) -> ViewFinder { ViewFinder(rule: .identifier(identifier)) }

    /// Views whose `accessibilityLabel` is `label` (buttons and labels take it from their title or text).
    public static func label(_ label: String) -> ViewFinder { ViewFinder(rule: .label(label)) }

    /// Views showing `text`: a `UILabel`'s text or a `UIButton`'s current title.
    public static func text(_ text: String) -> ViewFinder { ViewFinder(rule: .text(text)) }

    /// Buttons showing `title`: a `UIButton` whose current title (or, without one, accessibility
    /// label) is `title`, and the views UIKit builds as buttons (a bar button item's button, an
    /// alert's action, a tab bar's tab: views with the `.button` accessibility trait) whose title
    /// label shows `title`. Unlike ``text(_:)`` it does not also match the button's title label,
    /// so `driver.tap(.button("Delete"))` names exactly one view.
    public static func button(_ title: String) -> ViewFinder { ViewFinder(rule: .button(title)) }

    /// Views of class `type` or a subclass of it.
    public static func type<V: UIView>(_ type: V.Type) -> ViewFinder {
        ViewFinder(rule: .type(String(describing: type), { $0 is V }))
    }

    /// Views for which `predicate` holds; `description` names the search in failure messages.
    public static func matching(_ description: String, _ predicate: @escaping @MainActor (UIView) -> Bool) -> ViewFinder {
        ViewFinder(rule: .predicate(description, predicate))
    }

    /// Exactly `view`: lets every action check and aim at a view the test already holds.
    public static func view(_ view: UIView) -> ViewFinder { ViewFinder(rule: .view(view)) }

    /// The views that match both this finder and `other`.
    public func and(_ other: ViewFinder) -> ViewFinder { ViewFinder(rule: .both(rule, other.rule)) }

    /// The views that match this finder and have an ancestor matching `ancestor`.
    public func descendant(of ancestor: ViewFinder) -> ViewFinder {
        ViewFinder(rule: .descendant(rule, of: ancestor.rule))
    }

    /// What is searched: `identifier "like-1"`, `text "Like" inside identifier "card-2"`.
    public var description: String { Self.describe(rule) }

    /// Whether `view` matches, ignoring whether it is shown.
    public func matches(_ view: UIView) -> Bool { Self.matches(rule, view) }

    static func matches(_ rule: Rule, _ view: UIView) -> Bool {
        switch rule {
        case .identifier(let identifier): return view.accessibilityIdentifier == identifier
        case .label(let label): return view.accessibilityLabel == label
        case .text(let text): return shownText(of: view) == text
        case .button(let title): return buttonTitle(of: view) == title
        case .type(_, let test), .predicate(_, let test): return test(view)
        case .view(let target): return view === target
        case .cell(let indexPath, _): return ListView.enclosing(view)?.indexPath == indexPath
        case .cellContaining(let text): return isCell(view) && contains(text, in: view)
        case .both(let first, let second): return matches(first, view) && matches(second, view)
        case .descendant(let inner, let outer):
            guard matches(inner, view) else { return false }
            var ancestor = view.superview
            while let current = ancestor {
                if matches(outer, current) { return true }
                ancestor = current.superview
            }
            return false
        }
    }

    static func describe(_ rule: Rule) -> String {
        switch rule {
        case .identifier(let identifier): return "identifier \"\(identifier)\""
        case .label(let label): return "label \"\(label)\""
        case .text(let text): return "text \"\(text)\""
        case .button(let title): return "button \"\(title)\""
        case .type(let name, _): return "type \(name)"
        case .predicate(let description, _): return description
        case .view(let view): return TraceName(view).short
        case .cell(let indexPath, let noun): return ListView.name(indexPath, noun: noun)
        case .cellContaining(let text): return "cell containing \"\(text)\""
        case .both(let first, let second): return "\(describe(first)) and \(describe(second))"
        case .descendant(let inner, let outer): return "\(describe(inner)) inside \(describe(outer))"
        }
    }

    /// The title of a view that is a button: a `UIButton`'s current title or accessibility label,
    /// or, for another view with the `.button` trait, its own label's text (or its accessibility
    /// label). Nil for views that are not buttons.
    static func buttonTitle(of view: UIView) -> String? {
        if let button = view as? UIButton { return button.currentTitle ?? button.accessibilityLabel }
        guard view.accessibilityTraits.contains(.button) else { return nil }
        if let label = view.subviews.lazy.compactMap({ $0 as? UILabel }).first(where: { $0.text != nil }) {
            return label.text
        }
        return view.accessibilityLabel
    }

    /// The text a view shows: a label's text or a button's current title.
    static func shownText(of view: UIView) -> String? {
        if let label = view as? UILabel { return label.text }
        if let button = view as? UIButton { return button.currentTitle }
        return nil
    }
}
