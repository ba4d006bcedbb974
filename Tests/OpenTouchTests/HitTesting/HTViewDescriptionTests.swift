import Foundation
import OpenTouch
import Testing

// UIView's description, which the seeds' logs print: `<Class: 0x…; frame = (x y; w h); …>`.
// Expected strings are real UIKit output (seeds 001 and 004, and view dumps from iOS devices),
// ending with the view's layer as UIKit's do: `; layer = <CALayer: 0x…>>`.

/// Named like seed 004's class, so its description reads like the seed's log.
@MainActor
private final class WhiteView: UIView {}

@MainActor
@Suite("UIView description format")
struct HTViewDescriptionTests {
    @Test("a plain view prints `<UIView: 0x…; frame = (165 416; 100 100); layer = <CALayer: 0x…>>` as in seed 001", .tags(.seed001))
    func plainViewMatchesTheSeedFormat() throws {
        let view = UIView(frame: CGRect(x: 165, y: 416, width: 100, height: 100))

        let match = view.description.wholeMatch(of: #/<UIView: 0x[0-9a-f]+; frame = \(165 416; 100 100\); layer = <CALayer: 0x[0-9a-f]+>>/#)

        #expect(match != nil, "got \(view.description)")
    }

    @Test("the address in the description is stable for a view and differs between views")
    func addressIdentifiesTheView() {
        let first = UIView(frame: .zero)
        let second = UIView(frame: .zero)
        let address = #/0x[0-9a-f]+/#

        let firstAddress = first.description.firstMatch(of: address).map { String($0.output) }
        #expect(firstAddress != nil)
        #expect(first.description.firstMatch(of: address).map { String($0.output) } == firstAddress)
        #expect(second.description.firstMatch(of: address).map { String($0.output) } != firstAddress)
    }

    @Test("a subclass prints its own class name with negative origins as in seed 004: `<WhiteView: 0x…; frame = (70 -30; 235 360)>`", .tags(.seed004))
    func subclassPrintsItsOwnNameAndNegativeOrigin() {
        let view = WhiteView(frame: CGRect(x: 70, y: -30, width: 235, height: 360))

        #expect(maskingAddresses(view.description) == "<WhiteView: 0x…; frame = (70 -30; 235 360); layer = <CALayer: 0x…>>")
    }

    @Test("frame numbers print like UIKit's %g: 187.5 stays, thirds round to six significant digits, zero is 0", arguments: [
        (CGRect(x: 187.5, y: 333.5, width: 0, height: 0), "(187.5 333.5; 0 0)"),
        (CGRect(x: 124 + 2.0 / 3, y: 0, width: 116 + 2.0 / 3, height: 44), "(124.667 0; 116.667 44)"),
        (CGRect(x: 0, y: 0, width: 3, height: 424 + 2.0 / 3), "(0 0; 3 424.667)"),
        (CGRect(x: -0.5, y: -30, width: 0.25, height: 10000), "(-0.5 -30; 0.25 10000)"),
    ])
    func frameNumbersUseUIKitsFormatting(frame: CGRect, expected: String) {
        let view = UIView(frame: frame)

        #expect(maskingAddresses(view.description) == "<UIView: 0x…; frame = \(expected); layer = <CALayer: 0x…>>")
    }

    @Test("each optional field prints only when it differs from the default, in UIKit's spelling", arguments: [
        ("clipsToBounds", "clipsToBounds = YES"),
        ("alpha", "alpha = 0.5"),
        ("hidden", "hidden = YES"),
        ("userInteractionEnabled", "userInteractionEnabled = NO"),
        ("tag", "tag = 100"),
        ("backgroundColor", "backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1"),
    ])
    func singleOptionalFieldFormatting(field: String, expected: String) {
        let view = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 100))
        #expect(maskingAddresses(view.description) == "<UIView: 0x…; frame = (0 100; 375 100); layer = <CALayer: 0x…>>")

        switch field {
        case "clipsToBounds": view.clipsToBounds = true
        case "alpha": view.alpha = 0.5
        case "hidden": view.isHidden = true
        case "userInteractionEnabled": view.isUserInteractionEnabled = false
        case "tag": view.tag = 100
        default: view.backgroundColor = .blue
        }

        #expect(maskingAddresses(view.description) == "<UIView: 0x…; frame = (0 100; 375 100); \(expected); layer = <CALayer: 0x…>>")
    }

    @Test("fields follow UIKit's order: clipsToBounds; hidden; userInteractionEnabled; tag; backgroundColor")
    func fieldsWithoutAlphaFollowUIKitsOrder() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 0))
        view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        view.tag = 10032
        view.isUserInteractionEnabled = false
        view.isHidden = true
        view.clipsToBounds = true

        #expect(maskingAddresses(view.description) == "<UIView: 0x…; frame = (0 0; 0 0); clipsToBounds = YES; "
            + "hidden = YES; userInteractionEnabled = NO; tag = 10032; backgroundColor = UIExtendedSRGBColorSpace 1 0 0 1; layer = <CALayer: 0x…>>")
    }

    // UIKit prints alpha before hidden: `_UINavigationBarModernPromptView: …; frame = (0 0; 0 44);
    // alpha = 0; hidden = YES`, `<UIView: …; frame = (0 0; 78.5 78.5); alpha = 0.5; hidden = YES;
    // userInteractionEnabled = NO`, `clipsToBounds = YES; alpha = 0; hidden = YES` (device dumps, iOS 7–13).
    @Test("alpha is printed before hidden, as UIKit prints `alpha = 0.5; hidden = YES; userInteractionEnabled = NO`")
    func alphaPrecedesHidden() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 78.5, height: 78.5))
        view.alpha = 0.5
        view.isHidden = true
        view.isUserInteractionEnabled = false

        #expect(maskingAddresses(view.description)
            == "<UIView: 0x…; frame = (0 0; 78.5 78.5); alpha = 0.5; hidden = YES; userInteractionEnabled = NO; layer = <CALayer: 0x…>>")
    }

    @Test("clipsToBounds, alpha and hidden together print as UIKit's `clipsToBounds = YES; alpha = 0; hidden = YES`")
    func clipsAlphaHiddenTogether() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 44))
        view.clipsToBounds = true
        view.alpha = 0
        view.isHidden = true

        #expect(maskingAddresses(view.description)
            == "<UIView: 0x…; frame = (0 0; 0 44); clipsToBounds = YES; alpha = 0; hidden = YES; layer = <CALayer: 0x…>>")
    }

    @Test("a transform prints right after the frame, whose numbers are the bounding box: `transform = [2, 0, 0, 2, 0, 0]`")
    func scaleTransformFollowsTheFrame() {
        let view = UIView(frame: CGRect(x: 150, y: 150, width: 100, height: 100))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.tag = 5

        #expect(maskingAddresses(view.description)
            == "<UIView: 0x…; frame = (100 100; 200 200); transform = [2, 0, 0, 2, 0, 0]; tag = 5; layer = <CALayer: 0x…>>")
    }

    // A device dump of a 100×100 view rotated by π/8 (Sentry's redaction tests):
    // `frame = (-15.3281 -15.3281; 130.656 130.656); transform = [0.92387953251128674,
    // 0.38268343236508978, -0.38268343236508978, 0.92387953251128674, 0, 0]` — the frame uses %g,
    // the transform entries print with 17 significant digits.
    @Test("a rotated view prints its bounding-box frame with %g and the transform entries at full precision")
    func rotationTransformPrintsFullPrecision() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.transform = CGAffineTransform(rotationAngle: .pi / 8)

        #expect(maskingAddresses(view.description) == "<UIView: 0x…; frame = (-15.3281 -15.3281; 130.656 130.656); "
            + "transform = [0.92387953251128674, 0.38268343236508978, -0.38268343236508978, 0.92387953251128674, 0, 0]; layer = <CALayer: 0x…>>")
    }

    @Test("UIColor prints UIKit's extended sRGB and gray forms with %g components")
    func colorDescriptionUsesExtendedSRGB() {
        #expect(UIColor.blue.description == "UIExtendedSRGBColorSpace 0 0 1 1")
        #expect(UIColor(red: 0.973935, green: 0.811626, blue: 0.445827, alpha: 1).description
            == "UIExtendedSRGBColorSpace 0.973935 0.811626 0.445827 1")
        // Black, white, gray and clear are grays in UIKit, and stay grays with another alpha.
        #expect(UIColor.black.withAlphaComponent(0.2).description == "UIExtendedGrayColorSpace 0 0.2")
    }
}
