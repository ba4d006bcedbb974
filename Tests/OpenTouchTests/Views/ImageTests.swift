import Foundation
import OpenTouch
import Testing

@Suite("Views: UIImage sizes, scale and variants")
struct ImageTests {
    @Test("named images have their registered size and scale, else 100 × 100 points at the display scale")
    func namedSizes() throws {
        let unregistered = try #require(UIImage(named: "vw.never-registered"))
        #expect(unregistered.size == CGSize(width: 100, height: 100))
        #expect(unregistered.scale == 2)
        UIImage.register(size: CGSize(width: 40, height: 30), scale: 3, forName: "vw.logo")
        let logo = try #require(UIImage(named: "vw.logo"))
        #expect(logo.size == CGSize(width: 40, height: 30) && logo.scale == 3)
        #expect(logo.isSymbolImage == false)
        #expect(logo.description == "UIImage(named: \"vw.logo\")")
        let threeX = UITraitCollection(displayScale: 3)
        #expect(UIImage(named: "vw.other", in: nil, compatibleWith: threeX)?.scale == 3)
    }

    @Test("an image made before its name is registered keeps the size it was made with")
    func registrationIsForLaterImages() throws {
        let early = try #require(UIImage(named: "vw.late-registration"))
        UIImage.register(size: CGSize(width: 10, height: 10), scale: 1, forName: "vw.late-registration")
        #expect(early.size == CGSize(width: 100, height: 100))
        #expect(UIImage(named: "vw.late-registration")?.size == CGSize(width: 10, height: 10))
    }

    @Test("symbol images are 20 × 20 at 17 pt and follow their configuration's size and scale")
    func symbolSizes() throws {
        let star = try #require(UIImage(systemName: "star"))
        #expect(star.size == CGSize(width: 20, height: 20))
        #expect(star.isSymbolImage && star.renderingMode == .automatic)
        #expect(star.description == "UIImage(systemName: \"star\")")
        let big = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34)))
        #expect(big.size == CGSize(width: 40, height: 40))
        #expect(star.withConfiguration(UIImage.SymbolConfiguration(scale: .large)).size == CGSize(width: 26, height: 26))
        #expect(star.withConfiguration(UIImage.SymbolConfiguration(scale: .small)).size == CGSize(width: 16, height: 16))
        #expect(star.withConfiguration(UIImage.SymbolConfiguration(textStyle: .largeTitle)).size.width == 40)
        let font = UIImage.SymbolConfiguration(font: .systemFont(ofSize: 12))   // 14.12 → 14.5 at 2×
        #expect(star.withConfiguration(font).size == CGSize(width: 14.5, height: 14.5))
        #expect(star.withConfiguration(font).symbolConfiguration == font)
    }

    @Test("symbol configurations combine: values set on top win, unset ones come from below")
    func symbolConfigurationsCombine() throws {
        let base = UIImage.SymbolConfiguration(pointSize: 34, weight: .bold)
        let combined = base.applying(UIImage.SymbolConfiguration(scale: .large))
        #expect(combined == UIImage.SymbolConfiguration(pointSize: 34, weight: .bold, scale: .large))
        #expect(combined.configurationWithoutScale() == base)
        #expect(combined.configurationWithoutWeight() == UIImage.SymbolConfiguration(pointSize: 34, weight: .unspecified, scale: .large))
        let star = try #require(UIImage(systemName: "star", withConfiguration: base))
        let applied = try #require(star.applyingSymbolConfiguration(UIImage.SymbolConfiguration(scale: .small)))
        #expect(applied.size == CGSize(width: 32, height: 32))
        #expect(UIImage(named: "vw.photo")?.applyingSymbolConfiguration(base) == nil)
        #expect(UIImage.SymbolWeight.semibold.fontWeight() == .semibold)
        #expect(UIImage.SymbolScale.default.rawValue == -1 && UIImage.SymbolWeight.black.rawValue == 9)
    }

    @Test("rendering modes and tint colors")
    func renderingAndTint() throws {
        let photo = try #require(UIImage(named: "vw.photo"))
        #expect(photo.renderingMode == .automatic)
        let template = photo.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate && template.size == photo.size)
        #expect(photo.withTintColor(.systemRed).renderingMode == .automatic)
        #expect(photo.withTintColor(.systemRed, renderingMode: .alwaysOriginal).renderingMode == .alwaysOriginal)
        #expect(UIImage.RenderingMode.alwaysTemplate.rawValue == 2)
    }

    @Test("resizable images keep cap insets; the interior tiles unless asked to stretch")
    func resizable() throws {
        let bubble = try #require(UIImage(named: "vw.bubble"))
        #expect(bubble.capInsets == .zero && bubble.resizingMode == .tile)
        let insets = UIEdgeInsets(top: 10, left: 12, bottom: 10, right: 12)
        let tiled = bubble.resizableImage(withCapInsets: insets)
        #expect(tiled.capInsets == insets && tiled.resizingMode == .tile)
        let stretched = bubble.resizableImage(withCapInsets: insets, resizingMode: .stretch)
        #expect(stretched.resizingMode == .stretch && stretched.size == bubble.size)
        #expect(bubble.capInsets == .zero)       // the original is untouched
    }

    @Test("flipping horizontally mirrors the orientation; quarter turns swap width and height")
    func orientation() throws {
        UIImage.register(size: CGSize(width: 30, height: 10), scale: 1, forName: "vw.wide")
        let wide = try #require(UIImage(named: "vw.wide"))
        #expect(wide.imageOrientation == .up)
        let flipped = wide.withHorizontallyFlippedOrientation()
        #expect(flipped.imageOrientation == .upMirrored && flipped.size == wide.size)
        #expect(flipped.withHorizontallyFlippedOrientation().imageOrientation == .up)
        #expect(UIImage.Orientation.rightMirrored.rawValue == 7)
    }

    @Test("UIImage() is empty; images can be shared across tasks")
    func emptyAndSendable() async {
        let empty = UIImage()
        #expect(empty.size == .zero && empty.scale == 1)
        let star = UIImage(systemName: "star")!
        let size = await Task.detached { star.size }.value
        #expect(size == CGSize(width: 20, height: 20))
    }
}
