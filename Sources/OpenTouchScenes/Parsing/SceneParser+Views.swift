import Foundation
import OpenTouch
import Yams

extension SceneParser {
    /// The keys every view takes.
    static let commonViewKeys = ["type", "name", "class", "frame", "background", "hidden", "alpha", "userInteractionEnabled",
                                 "clipsToBounds", "accessibilityIdentifier", "touchOutset", "passThrough", "pointInside",
                                 "redirectTo", "subviews"]
    /// The keys only some kinds take.
    static let kindKeys: [(key: String, kinds: [ViewSpec.Kind])] = [
        ("title", [.button]), ("text", [.label]), ("on", [.switch]),
        ("value", [.slider, .stepper]), ("minimum", [.slider, .stepper]), ("maximum", [.slider, .stepper]),
        ("enabled", [.button, .switch, .slider, .stepper]),
        ("contentSize", [.scrollView]), ("contentOffset", [.scrollView]), ("paging", [.scrollView]),
        ("scrollEnabled", [.scrollView]), ("delaysContentTouches", [.scrollView]), ("canCancelContentTouches", [.scrollView]),
        ("bounces", [.scrollView]), ("alwaysBounceHorizontal", [.scrollView]), ("alwaysBounceVertical", [.scrollView]),
    ]

    /// The controller's view: the window-filling root, which takes no type, name or frame.
    func rootView(_ node: Node) throws(SceneFileError) -> ViewSpec {
        let allowed = ["background", "accessibilityIdentifier", "userInteractionEnabled", "touchOutset", "passThrough",
                       "pointInside", "redirectTo"]
        let fields = try self.fields(node, allowed: allowed, in: "root")
        var spec = ViewSpec()
        spec.name = "root"
        spec.location = location(node)
        try applyCommon(fields, to: &spec, label: "root")
        return spec
    }

    func view(_ node: Node, depth: Int) throws(SceneFileError) -> ViewSpec {
        guard depth <= Self.maximumDepth else { throw fail(node, "subviews nest more than \(Self.maximumDepth) levels deep") }
        let all = Self.commonViewKeys + Self.kindKeys.map(\.key)
        let context = node.mapping?["name"]?.string.map { "view '\($0.prefix(40))'" } ?? "the view at line \(location(node).line)"
        let probe = try fields(node, allowed: all, in: context)
        var spec = ViewSpec()
        spec.location = location(node)
        if let nameNode = probe["name"] { spec.name = try identifier(nameNode, "a view's name") }
        if let typeNode = probe["type"] {
            let type = try string(typeNode, "type")
            guard let kind = ViewSpec.Kind(rawValue: type) else {
                let kinds = ViewSpec.Kind.allCases.map(\.rawValue)
                throw fail(typeNode, "unknown view type '\(type)' in \(spec.label): one of \(kinds.joined(separator: ", "))"
                           + Spelling.suggestion(for: type, among: kinds))
            }
            spec.kind = kind
        }
        for entry in probe.entries {
            if let rule = Self.kindKeys.first(where: { $0.key == entry.key }), !rule.kinds.contains(spec.kind) {
                throw fail(entry.keyNode, "'\(entry.key)' does not apply to \(spec.label), a \(spec.kind.className)"
                           + " (it applies to \(rule.kinds.map(\.className).joined(separator: ", ")))")
            }
        }
        if let frameNode = probe["frame"] { spec.frame = try rect(frameNode, "frame of \(spec.label)") }
        else { throw fail(node, "\(spec.label) has no frame: add frame: [x, y, width, height]") }
        try applyCommon(probe, to: &spec, label: spec.label)
        try applyKind(probe, to: &spec)
        if [.label, .stepper].contains(spec.kind), !spec.overrides.isEmpty {
            throw fail(node, "hit-test overrides (touchOutset, passThrough, pointInside, redirectTo) apply to views, buttons,"
                       + " switches, sliders and scroll views, not to \(spec.label)")
        }
        if let subviews = probe["subviews"] {
            spec.subviews = try list(subviews, "subviews of \(spec.label)")
                .map { (node) throws(SceneFileError) in try view(node, depth: depth + 1) }
        }
        return spec
    }

    private func applyCommon(_ fields: SceneFields, to spec: inout ViewSpec, label: String) throws(SceneFileError) {
        if let node = fields["class"] { spec.className = try identifier(node, "class of \(label)") }
        if let node = fields["background"] { spec.backgroundColor = try color(node, "background of \(label)") }
        if let node = fields["hidden"] { spec.isHidden = try bool(node, "hidden") }
        if let node = fields["alpha"] { spec.alpha = CGFloat(try number(node, "alpha of \(label)", in: 0...1)) }
        if let node = fields["userInteractionEnabled"] { spec.isUserInteractionEnabled = try bool(node, "userInteractionEnabled") }
        if let node = fields["clipsToBounds"] { spec.clipsToBounds = try bool(node, "clipsToBounds") }
        if let node = fields["accessibilityIdentifier"] { spec.accessibilityIdentifier = try string(node, "accessibilityIdentifier") }
        if let node = fields["touchOutset"] { spec.overrides.touchOutset = try insets(node, "touchOutset of \(label)") }
        if let node = fields["passThrough"] { spec.overrides.passesThrough = try bool(node, "passThrough") }
        if let node = fields["pointInside"] {
            guard try !bool(node, "pointInside") else {
                throw fail(node, "pointInside: true is the default; write pointInside: false for a view that refuses every point")
            }
            spec.overrides.refusesPoints = true
        }
        if let node = fields["redirectTo"] {
            spec.overrides.redirectTarget = try identifier(node, "redirectTo of \(label)")
            spec.overrides.redirectLocation = location(node)
        }
    }

    private func applyKind(_ fields: SceneFields, to spec: inout ViewSpec) throws(SceneFileError) {
        let label = spec.label
        if let node = fields["title"] { spec.text = try string(node, "title") }
        if let node = fields["text"] { spec.text = try string(node, "text") }
        if let node = fields["on"] { spec.isOn = try bool(node, "on") }
        if let node = fields["value"] { spec.value = try number(node, "value of \(label)") }
        if let node = fields["minimum"] { spec.minimumValue = try number(node, "minimum of \(label)") }
        if let node = fields["maximum"] { spec.maximumValue = try number(node, "maximum of \(label)") }
        if let node = fields["enabled"] { spec.isEnabled = try bool(node, "enabled") }
        if let node = fields["contentSize"] { spec.scroll.contentSize = try size(node, "contentSize of \(label)") }
        if let node = fields["contentOffset"] { spec.scroll.contentOffset = try point(node, "contentOffset of \(label)") }
        if let node = fields["paging"] { spec.scroll.isPagingEnabled = try bool(node, "paging") }
        if let node = fields["scrollEnabled"] { spec.scroll.isScrollEnabled = try bool(node, "scrollEnabled") }
        if let node = fields["delaysContentTouches"] { spec.scroll.delaysContentTouches = try bool(node, "delaysContentTouches") }
        if let node = fields["canCancelContentTouches"] { spec.scroll.canCancelContentTouches = try bool(node, "canCancelContentTouches") }
        if let node = fields["bounces"] { spec.scroll.bounces = try bool(node, "bounces") }
        if let node = fields["alwaysBounceHorizontal"] { spec.scroll.alwaysBounceHorizontal = try bool(node, "alwaysBounceHorizontal") }
        if let node = fields["alwaysBounceVertical"] { spec.scroll.alwaysBounceVertical = try bool(node, "alwaysBounceVertical") }
        if let low = spec.minimumValue, let high = spec.maximumValue, low > high, let node = fields["minimum"] {
            throw fail(node, "minimum of \(label) is above its maximum")
        }
    }

    /// UIKit's colour names, as `UIColor` class properties.
    static let colorNames = ["black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow",
                             "magenta", "orange", "purple", "brown", "clear", "systemRed", "systemOrange", "systemYellow",
                             "systemGreen", "systemBlue", "systemGray", "systemBackground"]

    /// A colour name or `[red, green, blue]` / `[red, green, blue, alpha]`, components 0 to 1.
    func color(_ node: Node, _ what: String) throws(SceneFileError) -> ColorSpec {
        if case .scalar(let scalar) = node {
            guard Self.colorNames.contains(scalar.string) else {
                throw fail(node, "\(what): unknown colour '\(scalar.string.prefix(40))'"
                           + Spelling.suggestion(for: scalar.string, among: Self.colorNames)
                           + "; use a UIColor name or [red, green, blue, alpha] from 0 to 1")
            }
            return .named(scalar.string)
        }
        guard case .sequence(let items) = node, items.count == 3 || items.count == 4 else {
            throw fail(node, "\(what) should be a colour name or [red, green, blue, alpha], found \(kind(node))")
        }
        let values = try items.map { (item) throws(SceneFileError) in CGFloat(try number(item, what, in: 0...1)) }
        return .rgba(values[0], values[1], values[2], values.count == 4 ? values[3] : 1)
    }
}
