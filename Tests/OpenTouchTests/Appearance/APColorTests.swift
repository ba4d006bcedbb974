import Foundation
import Testing
import OpenTouch

@MainActor
@Suite("UIColor: UIKit's colors, equality and components")
struct APColorTests {
    private func rgba(_ color: UIColor) -> [CGFloat] {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        #expect(color.getRed(&r, green: &g, blue: &b, alpha: &a))
        return [r, g, b, a]
    }

    @Test("a system color resolves to its light value in light mode and its dark value in dark mode")
    func systemColorsAreDynamic() {
        let light = UITraitCollection(userInterfaceStyle: .light)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(UIColor.systemBlue.resolvedColor(with: light) == UIColor(red: 0, green: 122 / 255.0, blue: 1, alpha: 1))
        #expect(UIColor.systemBlue.resolvedColor(with: dark) == UIColor(red: 10 / 255.0, green: 132 / 255.0, blue: 1, alpha: 1))
        #expect(UIColor.label.resolvedColor(with: dark) == UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(UIColor.systemBackground.resolvedColor(with: dark) == UIColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(rgba(UIColor.secondaryLabel.resolvedColor(with: light))[3] == 0.6)
    }

    @Test("reading a dynamic color's components uses UITraitCollection.current")
    func componentsFollowTheCurrentTraits() {
        var dark: [CGFloat] = []
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent { dark = rgba(.label) }
        #expect(dark == [1, 1, 1, 1])
        #expect(rgba(.label) == [0, 0, 0, 1])
    }

    @Test("equality follows UIKit: color space and components, system colors by name, providers by identity")
    func equality() {
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == .red)
        #expect(UIColor(white: 1, alpha: 1) == .white)
        #expect(UIColor(white: 1, alpha: 1) != UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(UIColor.systemRed == UIColor.systemRed)
        let provider = UIColor { _ in .red }
        #expect(provider == provider)
        #expect(provider != UIColor { _ in .red })
        #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1), .blue]).count == 2)
    }

    @Test("descriptions use UIKit's color-space names")
    func descriptions() {
        #expect(UIColor.black.description == "UIExtendedGrayColorSpace 0 1")
        #expect(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1).description == "UIDisplayP3ColorSpace 1 0 0 1")
        #expect(UIColor.systemBlue.description.hasPrefix("<UIDynamicSystemColor: 0x"))
        #expect(UIColor.systemBlue.description.hasSuffix("; name = systemBlueColor>"))
    }

    @Test("hue, saturation and brightness round-trip, and a gray reports its white only through getWhite")
    func hueAndWhite() {
        let color = UIColor(hue: 0.6, saturation: 0.5, brightness: 0.8, alpha: 0.9)
        var h: CGFloat = 0, s: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(color.getHue(&h, saturation: &s, brightness: &b, alpha: &a))
        #expect(abs(h - 0.6) < 1e-9 && abs(s - 0.5) < 1e-9 && abs(b - 0.8) < 1e-9 && a == 0.9)
        var white: CGFloat = 0
        #expect(UIColor.gray.getWhite(&white, alpha: nil) && white == 0.5)
        #expect(!UIColor.red.getWhite(&white, alpha: nil))
        #expect(!UIColor(patternImage: UIImage(named: "tile")!).getRed(nil, green: nil, blue: nil, alpha: nil))
    }

    @Test("Display P3 red lies outside sRGB: its extended sRGB components leave 0…1")
    func displayP3Conversion() {
        let components = rgba(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1))
        #expect(abs(components[0] - 1.0931) < 0.001)
        #expect(abs(components[1] - -0.2267) < 0.001)
        #expect(abs(components[2] - -0.1501) < 0.001)
    }

    @Test("withAlphaComponent keeps a dynamic color dynamic and a gray gray")
    func alphaComponent() {
        let translucent = UIColor.label.withAlphaComponent(0.5)
        #expect(translucent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
            == UIColor(red: 1, green: 1, blue: 1, alpha: 0.5))
        #expect(UIColor.white.withAlphaComponent(0.3) == UIColor(white: 1, alpha: 0.3))
        #expect(UIColor.red.cgColor.components == [1, 0, 0, 1])
        #expect(UIColor(cgColor: UIColor.blue.cgColor) == .blue)
    }

    @Test("UIColor(named:) reads an asset catalog's color set, with its dark variant; a missing name is nil")
    func namedColorsFromACatalog() throws {
        let catalog = FileManager.default.temporaryDirectory
            .appendingPathComponent("APColorTests-\(UUID().uuidString).xcassets")
        let set = catalog.appendingPathComponent("Brand/Accent.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: catalog) }
        let json = """
        {"colors":[
          {"color":{"color-space":"srgb","components":{"red":"0xFF","green":"128","blue":"0.000","alpha":"1.000"}},"idiom":"universal"},
          {"appearances":[{"appearance":"luminosity","value":"dark"}],
           "color":{"color-space":"srgb","components":{"red":"0.5","green":"0.5","blue":"0.5","alpha":"1"}},"idiom":"universal"}
        ],"info":{"author":"xcode","version":1}}
        """
        try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
        AssetCatalog.add(catalog)
        let accent = try #require(UIColor(named: "Accent"))
        #expect(accent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
            == UIColor(red: 1, green: 128 / 255.0, blue: 0, alpha: 1))
        #expect(accent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
            == UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        #expect(UIColor(named: "Brand/Accent") != nil)
        #expect(UIColor(named: "NoSuchColor-\(UUID().uuidString)") == nil)
    }
}
