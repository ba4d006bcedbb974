import Foundation
import OpenTouch
import Testing

/// A gradient button as public UIKit code writes it: `draw(_:)` fills the bounds with a vertical
/// gradient, built from `as CFArray` colours in the device RGB space.
@MainActor
private final class GfxGradientButton: UIButton {
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let colors = [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray
        guard let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1]) else { return }
        context.saveGState()
        context.addPath(UIBezierPath(roundedRect: bounds, cornerRadius: 8).cgPath)
        context.clip()
        context.drawLinearGradient(gradient, start: CGPoint(x: bounds.midX, y: 0),
                                   end: CGPoint(x: bounds.midX, y: bounds.maxY), options: [])
        context.restoreGState()
    }
}

@MainActor
@Suite("Graphics: CGGradient and drawLinearGradient")
struct GraphicsGradientTests {
    private func components(_ color: CGColor?) -> [CGFloat] { color?.components ?? [] }

    @Test("a gradient button draws red at the top, blue at the bottom and the blend between, inside its rounded clip")
    func gradientButton() throws {
        let scene = TestScene()
        let button = GfxGradientButton(frame: CGRect(x: 40, y: 80, width: 200, height: 40))
        scene.rootView.addSubview(button)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)

        let image = UIGraphicsImageRenderer(size: button.bounds.size).image { _ in
            button.drawHierarchy(in: button.bounds, afterScreenUpdates: true)
        }
        let gradient = try #require(image.recordedOperations.first)
        guard case .linearGradient = gradient.kind else { Issue.record("not a gradient: \(gradient)"); return }
        #expect(components(gradient.paintedColor(at: CGPoint(x: 100, y: 0.5))).map { ($0 * 100).rounded() } == [99, 0, 1, 100])
        #expect(components(gradient.paintedColor(at: CGPoint(x: 100, y: 20))) == [0.5, 0, 0.5, 1])
        #expect(components(gradient.paintedColor(at: CGPoint(x: 100, y: 39.5))).map { ($0 * 100).rounded() } == [1, 0, 99, 100])
        #expect(gradient.paintedColor(at: CGPoint(x: 0.5, y: 0.5)) == nil)   // the rounded corner is clipped away
        #expect(components(gradient.color) == [1, 0, 0, 1])

        scene.driver.tap(at: CGPoint(x: 140, y: 100))
        #expect(taps == 1)
    }

    @Test("without options only the band between start and end is painted; the options extend the ends")
    func bandAndOptions() {
        let gradient = CGGradient(colorsSpace: nil, colors: [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)] as CFArray,
                                  locations: nil)!
        let context = CGContext(size: CGSize(width: 100, height: 100))
        context.drawLinearGradient(gradient, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 60, y: 0), options: [])
        context.drawLinearGradient(gradient, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 60, y: 0),
                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        let band = context.operations[0], extended = context.operations[1]
        #expect(band.path.boundingBox == CGRect(x: 20, y: 0, width: 40, height: 100))
        #expect(!band.covers(CGPoint(x: 10, y: 50)))
        #expect(components(band.paintedColor(at: CGPoint(x: 30, y: 50))) == [0.25, 0.25, 0.25, 1])
        #expect(extended.path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(components(extended.paintedColor(at: CGPoint(x: 5, y: 50))) == [0, 0, 0, 1])
        #expect(components(extended.paintedColor(at: CGPoint(x: 95, y: 50))) == [1, 1, 1, 1])
    }

    @Test("a diagonal gradient in a scaled context covers the band across the diagonal, in device space")
    func transformedDiagonal() {
        let gradient = CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(),
                                  colorComponents: [1, 0, 0, 1, 0, 1, 0, 1, 0, 0, 1, 1], locations: [0, 0.5, 1], count: 3)!
        let context = CGContext(size: CGSize(width: 100, height: 100))
        context.scaleBy(x: 2, y: 2)
        context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 50, y: 50), options: [])
        let operation = context.operations[0]
        #expect(operation.covers(CGPoint(x: 50, y: 50)))
        #expect(components(operation.paintedColor(at: CGPoint(x: 50, y: 50))) == [0, 1, 0, 1])
        #expect(components(operation.paintedColor(at: CGPoint(x: 25, y: 25))) == [0.5, 0.5, 0, 1])
        #expect(CGGradient(colorsSpace: nil, colors: [] as CFArray, locations: nil) == nil)
        #expect(CGGradient(colorsSpace: nil, colors: ["red"] as CFArray, locations: nil) == nil)
    }

    private func rounded(_ color: CGColor?) -> [CGFloat] { components(color).map { ($0 * 100).rounded() / 100 } }

    private var redToBlue: CGGradient {
        CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray,
                   locations: [0, 1])!
    }

    @Test("a radial glow: the centre has the first colour, the blend runs outwards, nothing outside the end circle")
    func concentricGlow() {
        let context = CGContext(size: CGSize(width: 100, height: 100))
        context.scaleBy(x: 2, y: 2)
        context.drawRadialGradient(redToBlue, startCenter: CGPoint(x: 25, y: 25), startRadius: 0,
                                   endCenter: CGPoint(x: 25, y: 25), endRadius: 20, options: [])
        let glow = context.operations[0]
        #expect(rounded(glow.paintedColor(at: CGPoint(x: 50, y: 50))) == [1, 0, 0, 1])
        #expect(rounded(glow.paintedColor(at: CGPoint(x: 70, y: 50))) == [0.5, 0, 0.5, 1])   // 10 user points out
        #expect(rounded(glow.paintedColor(at: CGPoint(x: 50, y: 88))) == [0.05, 0, 0.95, 1])
        #expect(glow.paintedColor(at: CGPoint(x: 50, y: 95)) == nil)
        #expect(!glow.covers(CGPoint(x: 2, y: 2)))
    }

    @Test("between two concentric circles only the ring is painted, unless drawsBeforeStartLocation fills the middle")
    func ringAndOptions() {
        let context = CGContext(size: CGSize(width: 100, height: 100))
        let center = CGPoint(x: 50, y: 50)
        context.drawRadialGradient(redToBlue, startCenter: center, startRadius: 10, endCenter: center, endRadius: 30, options: [])
        context.drawRadialGradient(redToBlue, startCenter: center, startRadius: 10, endCenter: center, endRadius: 30,
                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        let ring = context.operations[0], filled = context.operations[1]
        #expect(!ring.covers(CGPoint(x: 55, y: 50)))
        #expect(rounded(ring.paintedColor(at: CGPoint(x: 70, y: 50))) == [0.5, 0, 0.5, 1])
        #expect(!ring.covers(CGPoint(x: 85, y: 50)))
        #expect(rounded(filled.paintedColor(at: CGPoint(x: 55, y: 50))) == [1, 0, 0, 1])
        #expect(rounded(filled.paintedColor(at: CGPoint(x: 99, y: 99))) == [0, 0, 1, 1])
    }

    @Test("two separate circles: the cone between them is painted, each point by the largest circle through it")
    func coneBetweenCircles() {
        let context = CGContext(size: CGSize(width: 100, height: 100))
        context.drawRadialGradient(redToBlue, startCenter: CGPoint(x: 20, y: 50), startRadius: 5,
                                   endCenter: CGPoint(x: 80, y: 50), endRadius: 20, options: [])
        let cone = context.operations[0]
        // At (50, 50) the circles of t = 1/3 and t = 7/9 pass; the larger t wins.
        #expect(rounded(cone.paintedColor(at: CGPoint(x: 50, y: 50))) == [0.22, 0, 0.78, 1])
        #expect(cone.covers(CGPoint(x: 50, y: 58)))
        #expect(!cone.covers(CGPoint(x: 50, y: 70)))
        #expect(!cone.covers(CGPoint(x: 10, y: 50)))
    }
}
