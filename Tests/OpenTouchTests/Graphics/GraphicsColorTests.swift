import Foundation
import OpenTouch
import Testing

@Suite("Graphics: CGColor, CGColorSpace and UIColor.cgColor")
struct GraphicsColorTests {
    @Test("CGColor(red:green:blue:alpha:) is an sRGB colour of four components, alpha last")
    func rgbColor() {
        let color = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        #expect(color.components == [0.2, 0.4, 0.6, 0.8])
        #expect(color.numberOfComponents == 4)
        #expect(color.alpha == 0.8)
        #expect(color.colorSpace?.name == CGColorSpace.sRGB)
        #expect(color.colorSpace?.model == .rgb)
        #expect(color.colorSpace?.numberOfComponents == 3)
    }

    @Test("CGColor(gray:alpha:) is a generic-gray colour of two components; black, white and clear are grays")
    func grayColors() {
        let gray = CGColor(gray: 0.5, alpha: 1)
        #expect(gray.components == [0.5, 1])
        #expect(gray.colorSpace?.name == CGColorSpace.genericGrayGamma2_2)
        #expect(gray.colorSpace?.model == .monochrome)
        #expect(CGColor.black == CGColor(gray: 0, alpha: 1))
        #expect(CGColor.white.components == [1, 1])
        #expect(CGColor.clear.alpha == 0)
    }

    @Test("colours are equal by colour space and components, as CFEqual compares them")
    func equality() {
        #expect(CGColor(red: 1, green: 0, blue: 0, alpha: 1) == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(CGColor(red: 1, green: 0, blue: 0, alpha: 1) != CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(CGColor(gray: 1, alpha: 1) != CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(UIColor.red.cgColor != CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(Set([CGColor.black, CGColor(gray: 0, alpha: 1), CGColor.white]).count == 2)
    }

    @Test("copy(alpha:) keeps the colour space and colour, replacing alpha")
    func copyAlpha() {
        let color = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1).copy(alpha: 0.25)!
        #expect(color.components == [0.1, 0.2, 0.3, 0.25])
        #expect(color.colorSpace?.name == CGColorSpace.sRGB)
    }

    @Test("CGColor(colorSpace:components:) reads the space's component count plus alpha")
    func fromComponents() {
        let space = CGColorSpace(name: CGColorSpace.displayP3)!
        let components: [CGFloat] = [1, 0.5, 0, 0.75, 99]
        let color = CGColor(colorSpace: space, components: components)!
        #expect(color.components == [1, 0.5, 0, 0.75])
        #expect(color.colorSpace == space)
        let gray = CGColor(colorSpace: CGColorSpaceCreateDeviceGray(), components: components)!
        #expect(gray.components == [1, 0.5])
    }

    @Test("known colour-space names create spaces with their model; unknown names give nil")
    func colorSpaces() {
        #expect(CGColorSpace(name: CGColorSpace.extendedSRGB)?.model == .rgb)
        #expect(CGColorSpace(name: CGColorSpace.genericCMYK)?.numberOfComponents == 4)
        #expect(CGColorSpace(name: "kCGColorSpaceNoSuchThing") == nil)
        #expect(CGColorSpaceCreateDeviceRGB().model == .rgb)
        #expect(CGColorSpaceCreateDeviceRGB() == CGColorSpaceCreateDeviceRGB())
        #expect(CGColorSpaceCreateDeviceRGB() != CGColorSpace(name: CGColorSpace.sRGB))
    }

    @Test("UIColor.cgColor is the same colour in UIKit's extended sRGB space")
    func uiColorBridge() {
        let color = UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.5).cgColor
        #expect(color.components == [0.25, 0.5, 0.75, 0.5])
        #expect(color.colorSpace?.name == CGColorSpace.extendedSRGB)
        #expect(UIColor(white: 0.5, alpha: 1).cgColor.components == [0.5, 0.5, 0.5, 1])
        #expect(UIColor.red.cgColor == UIColor.red.cgColor)
    }
}
