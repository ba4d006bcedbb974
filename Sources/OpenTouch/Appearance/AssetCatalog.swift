import Foundation

/// Where `UIColor(named:)` looks for colors: Xcode asset catalogs (`.xcassets` folders) and
/// colors registered in code, an OpenTouch addition for tests.
///
/// UIKit reads the app's compiled catalog. On Linux, copy your `Assets.xcassets` into the package
/// (a resource, or any folder) and add it once, for example in a test's setup:
///
/// ```swift
/// AssetCatalog.add(Bundle.module.url(forResource: "Assets", withExtension: "xcassets")!)
/// let brand = UIColor(named: "BrandColor")   // reads BrandColor.colorset/Contents.json
/// ```
///
/// Color sets are read from their `Contents.json`: sRGB, extended sRGB, Display P3 and gray
/// components written as decimals (`"0.500"`), 8-bit integers (`"128"`) or hex (`"0x80"`), with
/// a dark variant (`"appearance": "luminosity", "value": "dark"`), and references to system colors.
public enum AssetCatalog {
    /// The added catalog folders, in the order added, and the colors registered by name.
    private struct State {
        var catalogs: [URL] = []
        var registered: [String: UIColor] = [:]
    }
    private static let state = LockedState(State())

    /// Adds an asset catalog folder to search, after those added before.
    public static func add(_ catalog: URL) {
        state.withLock { if !$0.catalogs.contains(catalog) { $0.catalogs.append(catalog) } }
    }

    /// Registers `color` under `name`; it wins over catalogs.
    public static func register(_ color: UIColor, named name: String) {
        state.withLock { $0.registered[name] = color }
    }

    /// Forgets every added catalog and registered color.
    public static func removeAll() {
        state.withLock { $0 = State() }
    }

    /// The color named `name`: registered, else from `bundle`'s catalogs, else from added ones.
    static func color(named name: String, in bundle: Bundle?) -> UIColor? {
        let (color, added) = state.withLock { ($0.registered[name], $0.catalogs) }
        if let color { return color }
        var searched = added
        if let resources = (bundle ?? .main).resourceURL {
            let found = (try? FileManager.default.contentsOfDirectory(at: resources, includingPropertiesForKeys: nil)) ?? []
            searched = found.filter { $0.pathExtension == "xcassets" }.sorted { $0.path < $1.path } + searched
        }
        for catalog in searched {
            if let url = colorSet(named: name, in: catalog), let color = ColorSetReader.color(at: url) { return color }
        }
        return nil
    }

    /// The `Contents.json` of the color set `name` (a path such as `Brand/Primary` for grouped
    /// colors) inside `catalog`, searching folders depth first in name order.
    private static func colorSet(named name: String, in catalog: URL) -> URL? {
        let direct = catalog.appendingPathComponent(name + ".colorset/Contents.json")
        if FileManager.default.fileExists(atPath: direct.path) { return direct }
        let leaf = (name as NSString).lastPathComponent + ".colorset"
        guard let enumerator = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil) else { return nil }
        let matches = enumerator.compactMap { $0 as? URL }.filter { $0.lastPathComponent == leaf }
        return matches.sorted { $0.path < $1.path }.first?.appendingPathComponent("Contents.json")
    }
}

extension UIColor {
    /// The color named `name` in the asset catalogs (see ``AssetCatalog``); nil when there is none,
    /// as UIKit returns for a missing asset.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The color named `name` in `bundle`'s asset catalogs, then the added ones. A trait collection
    /// is accepted for UIKit's signature; the color stays dynamic when it has a dark variant.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let color = AssetCatalog.color(named: name, in: bundle) else { return nil }
        self.init(storage: color.storage)
    }
}

/// Reads a color set's `Contents.json`.
enum ColorSetReader {
    static func color(at url: URL) -> UIColor? {
        guard let data = try? Data(contentsOf: url),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = root["colors"] as? [[String: Any]] else { return nil }
        var light: UIColor?
        var dark: UIColor?
        for entry in entries {
            guard let color = (entry["color"] as? [String: Any]).flatMap(parse) else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            let isDark = appearances.contains { ($0["appearance"] as? String) == "luminosity" && ($0["value"] as? String) == "dark" }
            let isOther = !appearances.isEmpty && !isDark
            if isDark { dark = dark ?? color } else if !isOther { light = light ?? color }
        }
        guard let base = light ?? dark else { return nil }
        guard let dark, dark != base else { return base }
        let path = url.deletingLastPathComponent().deletingPathExtension().path
        return UIColor(storage: .asset(path: path, light: base, dark: dark))
    }

    private static func parse(_ color: [String: Any]) -> UIColor? {
        if let reference = color["reference"] as? String {
            return systemColor(reference)
        }
        guard let components = color["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> CGFloat? {
            guard let raw = components[key] else { return nil }
            let text = "\(raw)".trimmingCharacters(in: .whitespaces)
            if text.lowercased().hasPrefix("0x") { return UInt8(text.dropFirst(2), radix: 16).map { CGFloat($0) / 255 } }
            guard let number = Double(text) else { return nil }
            return !text.contains(".") && number > 1 ? CGFloat(number) / 255 : CGFloat(number)
        }
        let alpha = value("alpha") ?? 1
        let space = (color["color-space"] as? String) ?? "srgb"
        if let white = value("white") { return UIColor(white: white, alpha: alpha) }
        guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
        if space == "display-p3" { return UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha) }
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A catalog reference such as `systemBlueColor` or `labelColor`.
    private static func systemColor(_ reference: String) -> UIColor? {
        let name = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
        return UIColor.systemColors.first { $0.name == name }?.color
    }
}
