import Foundation
import Testing
import OpenTouch

// Color and image literals and the `Self(…)` color initializers, written as pasted iOS code
// writes them: palette extensions, literal-coloured views.

extension UIColor {
    /// A palette extension in the style of public iOS code: `Self(…)` needs required initializers.
    static func apBrand() -> Self { Self(red: 0.2, green: 0.4, blue: 0.6, alpha: 1) }
    static func apHalfGray() -> Self { Self(white: 0.5, alpha: 1) }
    static func apHue(_ hue: CGFloat) -> Self { Self(hue: hue, saturation: 1, brightness: 1, alpha: 1) }
}

/// An image subclass that adds nothing: it inherits every initializer, the literal one included.
private final class APBadgeImage: UIImage, @unchecked Sendable {}

/// A color subclass that adds nothing: it inherits the required initializers.
private final class APThemeColor: UIColor, @unchecked Sendable {}

@MainActor
@Suite("UIColor: literals, required initializers and deprecated names")
struct APColorLiteralTests {
    private func rgba(_ color: UIColor) -> [CGFloat] {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        #expect(color.getRed(&r, green: &g, blue: &b, alpha: &a))
        return [r, g, b, a]
    }

    @Test("#colorLiteral without a type annotation is a UIColor with the literal's components")
    func untypedColorLiteral() {
        let color = #colorLiteral(red: 1, green: 0.5, blue: 0.25, alpha: 0.75)
        #expect(type(of: color) == UIColor.self)
        #expect(color == UIColor(red: 1, green: 0.5, blue: 0.25, alpha: 0.75))
    }

    @Test("#colorLiteral assigned to a view's backgroundColor gives the view that color")
    func typedColorLiteral() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let red: UIColor = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
        view.backgroundColor = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 1)
        #expect(red == .red)
        #expect(view.backgroundColor == .blue)
        #expect(rgba(view.backgroundColor!) == [0, 0, 1, 1])
    }

    @Test("Self(red:…), Self(white:…) and Self(hue:…) work in a UIColor extension")
    func selfInitializersInExtensions() {
        #expect(UIColor.apBrand() == UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
        #expect(UIColor.apHalfGray() == .gray)
        #expect(rgba(UIColor.apHue(0.5)) == [0, 1, 1, 1])
        // Through a subclass, `Self` is the subclass.
        let themed = APThemeColor.apBrand()
        #expect(type(of: themed) == APThemeColor.self)
        #expect(rgba(themed) == rgba(UIColor.apBrand()))
    }

    @Test("groupTableViewBackground is systemGroupedBackground, light and dark")
    func groupTableViewBackground() {
        let color = UIColor.groupTableViewBackground
        #expect(color == .systemGroupedBackground)
        let dark = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(rgba(dark) == [0, 0, 0, 1])
        let light = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        #expect(light == UIColor(red: 242 / 255.0, green: 242 / 255.0, blue: 247 / 255.0, alpha: 1))
    }

    @Test("#imageLiteral names an image as UIImage(named:) does, with its registered size")
    func imageLiteral() {
        UIImage.register(size: CGSize(width: 24, height: 12), scale: 3, forName: "ap-literal-arrow")
        let image = #imageLiteral(resourceName: "ap-literal-arrow")
        #expect(type(of: image) == UIImage.self)
        #expect(image.size == CGSize(width: 24, height: 12))
        #expect(image.scale == 3)
        let typed: UIImage = #imageLiteral(resourceName: "ap-literal-arrow")
        #expect(typed == UIImage(named: "ap-literal-arrow"))
        // A subclass inherits the initializers, as on iOS.
        #expect(APBadgeImage(imageLiteralResourceName: "ap-literal-arrow").size == CGSize(width: 24, height: 12))
        #expect(APBadgeImage(named: "ap-literal-arrow").map { type(of: $0) == APBadgeImage.self } == true)
    }
}
