import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("Views: UIFont, UIFontDescriptor and UIFontMetrics")
struct FontTests {
    @Test("the 17 pt system font reports iOS's metrics")
    func systemFontMetrics() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.pointSize == 17)
        #expect(font.fontName == ".SFUI-Regular")
        #expect(font.familyName == ".AppleSystemUIFont")
        #expect(font.lineHeight == 20.287109375)
        #expect(font.ascender == 16.1865234375)
        #expect(font.descender == -4.1005859375)
        #expect(font.capHeight == 11.97802734375)
        #expect(font.xHeight == 8.9482421875)
        #expect(font.leading == 0)
        #expect(font.description == "<UICTFont> font-family: \".SFUI-Regular\"; font-weight: normal; font-style: normal; font-size: 17.00pt")
    }

    @Test("weights have UIKit's raw values and name the nearest face")
    func weights() {
        let raw: [(UIFont.Weight, CGFloat)] = [(.ultraLight, -0.8), (.thin, -0.6), (.light, -0.4), (.regular, 0),
                                               (.medium, 0.23), (.semibold, 0.3), (.bold, 0.4), (.heavy, 0.56),
                                               (.black, 0.62)]
        for (weight, value) in raw { #expect(weight.rawValue == value) }
        #expect(UIFont.systemFont(ofSize: 17, weight: .bold).fontName == ".SFUI-Bold")
        #expect(UIFont.systemFont(ofSize: 17, weight: .ultraLight).fontName == ".SFUI-Ultralight")
        #expect(UIFont.systemFont(ofSize: 17, weight: UIFont.Weight(0.25)).fontName == ".SFUI-Medium")
        let bold = UIFont.boldSystemFont(ofSize: 17)
        #expect(bold.fontName == ".SFUI-Semibold")
        #expect(bold.fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(!UIFont.systemFont(ofSize: 17, weight: .medium).fontDescriptor.symbolicTraits.contains(.traitBold))
        let italic = UIFont.italicSystemFont(ofSize: 17)
        #expect(italic.fontName == ".SFUI-RegularItalic")
        #expect(italic.fontDescriptor.symbolicTraits == .traitItalic)
        let mono = UIFont.monospacedSystemFont(ofSize: 13, weight: .regular)
        #expect(mono.fontName == ".AppleSystemUIFontMonospaced-Regular")
        #expect(mono.familyName == ".AppleSystemUIFontMonospaced")
        #expect(mono.fontDescriptor.symbolicTraits.contains(.traitMonoSpace))
        #expect(UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .regular).fontName == ".SFUI-Regular")
        #expect(UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .regular) != UIFont.systemFont(ofSize: 17))
    }

    @Test("preferred fonts have iOS's Dynamic Type sizes at Large")
    func textStyles() {
        let sizes: [(UIFont.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.subheadline, 15),
            (.body, 17), (.callout, 16), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        for (style, size) in sizes { #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size) }
        #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == ".SFUI-Semibold")
        #expect(UIFont.preferredFont(forTextStyle: .body).fontName == ".SFUI-Regular")
        #expect(UIFont.TextStyle.body.rawValue == "UICTFontTextStyleBody")
        #expect(UIFont.TextStyle.largeTitle.rawValue == "UICTFontTextStyleTitle0")
    }

    @Test("preferred fonts follow the content size category of the traits they are made for")
    func contentSizeCategories() {
        let extraLarge = UITraitCollection(preferredContentSizeCategory: .extraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: extraLarge).pointSize == 19)
        let biggest = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: biggest).pointSize == 53)
        #expect(UIFont.preferredFont(forTextStyle: .caption2, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraSmall)).pointSize == 11)
        let small = UITraitCollection(preferredContentSizeCategory: .small)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle, compatibleWith: small).pointSize == 32)
        #expect(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .footnote).pointSize == 13)
    }

    @Test("UIFontMetrics is the identity at Large and scales by the style's curve elsewhere")
    func fontMetrics() {
        let metrics = UIFontMetrics(forTextStyle: .body)
        #expect(metrics.scaledValue(for: 10) == 10)
        #expect(UIFontMetrics.default.scaledValue(for: 44) == 44)
        let avenir = UIFont(name: "Avenir-Medium", size: 20)!
        #expect(metrics.scaledFont(for: avenir).pointSize == 20)
        let extraLarge = UITraitCollection(preferredContentSizeCategory: .extraLarge)
        #expect(metrics.scaledValue(for: 17, compatibleWith: extraLarge) == 19)
        #expect(isClose(metrics.scaledValue(for: 10, compatibleWith: extraLarge), 10 * 19 / 17))
        let title = UIFontMetrics(forTextStyle: .largeTitle)
        let huge = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(isClose(title.scaledFont(for: avenir, compatibleWith: huge).pointSize, 20 * 60 / 34))
        #expect(title.scaledFont(for: avenir, maximumPointSize: 25, compatibleWith: huge).pointSize == 25)
        #expect(title.scaledFont(for: avenir).fontName == "Avenir-Medium")
    }

    @Test("a label that adjusts for the content size category shows Dynamic Type fonts at its own category")
    func labelAdjustsFont() {
        let extraLarge = UITraitCollection(preferredContentSizeCategory: .extraLarge)
        let label = UILabel()
        label.text = "Body"
        label.font = .preferredFont(forTextStyle: .body, compatibleWith: extraLarge)
        #expect(label.font.pointSize == 19)
        #expect(label.intrinsicContentSize.height == roundedUpToPixels(systemLineHeight(19)))
        label.adjustsFontForContentSizeCategory = true        // the label's screen is at Large
        #expect(label.font.pointSize == 17)
        #expect(label.intrinsicContentSize.height == 20.5)
        label.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 40), compatibleWith: extraLarge)
        #expect(label.font.pointSize == 40)
        label.font = .systemFont(ofSize: 12)                 // fixed fonts never change
        #expect(label.font.pointSize == 12)
    }

    @Test("fonts by name: any non-empty name works, its style part gives weight and italics")
    func namedFonts() throws {
        let font = try #require(UIFont(name: "Avenir-HeavyOblique", size: 20))
        #expect(font.fontName == "Avenir-HeavyOblique")
        #expect(font.familyName == "Avenir")
        #expect(font.fontDescriptor.symbolicTraits.contains(.traitItalic))
        #expect(font.fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(UIFont(name: "Helvetica", size: 12)?.familyName == "Helvetica")
        #expect(UIFont(name: "", size: 12) == nil)
        #expect(font.lineHeight == systemLineHeight(20))
    }

    @Test("sizes that are zero, negative or not finite become 12 pt")
    func badSizes() {
        #expect(UIFont.systemFont(ofSize: 0).pointSize == 12)
        #expect(UIFont.systemFont(ofSize: -5).pointSize == 12)
        #expect(UIFont.systemFont(ofSize: .nan).pointSize == 12)
        #expect(UIFont.boldSystemFont(ofSize: .infinity).pointSize == 12)
        #expect(UIFont(name: "Menlo", size: .nan)?.pointSize == 12)
        #expect(UIFont.systemFont(ofSize: 17).withSize(-1).pointSize == 12)
        #expect(UIFont.systemFont(ofSize: 17, weight: UIFont.Weight(.nan)).fontName == ".SFUI-Regular")
    }

    @Test("fonts are equal and hash by value; withSize makes the same face at another size")
    func equality() {
        #expect(UIFont.systemFont(ofSize: 17) == UIFont.systemFont(ofSize: 17))
        #expect(UIFont.systemFont(ofSize: 17) != UIFont.systemFont(ofSize: 18))
        #expect(UIFont.systemFont(ofSize: 17).withSize(18) == UIFont.systemFont(ofSize: 18))
        #expect(Set([UIFont.systemFont(ofSize: 17), .systemFont(ofSize: 17), .boldSystemFont(ofSize: 17)]).count == 2)
        #expect(UIFont.labelFontSize == 17 && UIFont.buttonFontSize == 18)
        #expect(UIFont.systemFontSize == 14 && UIFont.smallSystemFontSize == 12)
    }

    @Test("descriptors add and remove traits; a font from a descriptor keeps its size with size 0")
    func descriptors() throws {
        let regular = UIFont.systemFont(ofSize: 15)
        let boldDescriptor = try #require(regular.fontDescriptor.withSymbolicTraits(.traitBold))
        let bold = UIFont(descriptor: boldDescriptor, size: 0)
        #expect(bold == UIFont.boldSystemFont(ofSize: 15))
        let both = try #require(regular.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic]))
        #expect(both.postscriptName == ".SFUI-SemiboldItalic")
        let plain = try #require(boldDescriptor.withSymbolicTraits([]))
        #expect(UIFont(descriptor: plain, size: 20) == UIFont.systemFont(ofSize: 20))
        let mono = try #require(regular.fontDescriptor.withSymbolicTraits(.traitMonoSpace))
        #expect(mono.postscriptName == ".AppleSystemUIFontMonospaced-Regular")
        #expect(UIFontDescriptor(name: "Georgia-Bold", size: 11).symbolicTraits.contains(.traitBold))
        #expect(boldDescriptor.withSize(30).pointSize == 30)
    }

    @Test("fonts can be shared across tasks")
    func sendable() async {
        let font = UIFont.preferredFont(forTextStyle: .body)
        let size = await Task.detached { font.lineHeight }.value
        #expect(size == 20.287109375)
    }
}
