import Foundation
import OpenTouch
import Testing

@Suite("Graphics: the elements CoreGraphics builds for shapes")
struct GraphicsPathElementTests {
    let rect = CGRect(x: 10, y: 20, width: 100, height: 60)

    @Test("a rect is a move to (minX, minY), lines to the other three corners towards +x first, and a close")
    func rectElements() {
        let path = CGPath(rect: rect, transform: nil)
        #expect(gfxElements(path) == [
            .move(CGPoint(x: 10, y: 20)), .line(CGPoint(x: 110, y: 20)), .line(CGPoint(x: 110, y: 80)),
            .line(CGPoint(x: 10, y: 80)), .close,
        ])
    }

    @Test("a rect with negative size is standardized before its elements are made")
    func negativeRectIsStandardized() {
        let flipped = CGRect(x: 110, y: 80, width: -100, height: -60)
        #expect(CGPath(rect: flipped, transform: nil) == CGPath(rect: rect, transform: nil))
    }

    @Test("an ellipse is a move to the right-middle point, four curves (down to bottom-middle first) and a close")
    func ellipseElements() {
        let path = CGPath(ellipseIn: rect, transform: nil)
        let elements = gfxElements(path)
        #expect(gfxKinds(path) == ["move", "curve", "curve", "curve", "curve", "close"])
        #expect(elements.compactMap(\.end) == [
            CGPoint(x: 110, y: 50), CGPoint(x: 60, y: 80), CGPoint(x: 10, y: 50), CGPoint(x: 60, y: 20),
            CGPoint(x: 110, y: 50),
        ])
        // The first quarter's control points lie on the tangents, κ = 0.5523 of the radii along.
        guard case .curve(let c1, let c2, _) = elements[1] else { Issue.record("no curve"); return }
        #expect(isClose(c1, CGPoint(x: 110, y: 50 + 30 * 0.5522847498), within: 1e-6))
        #expect(isClose(c2, CGPoint(x: 60 + 50 * 0.5522847498, y: 80), within: 1e-6))
    }

    @Test("an ellipse's curves stay within 0.03 % of the radius of the true circle")
    func ellipseCurvesFollowTheCircle() {
        let center = CGPoint(x: 50, y: 50)
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        for sample in gfxCurveSamples(path) {
            let distance = hypot(sample.x - center.x, sample.y - center.y)
            #expect(distance >= 50 - 1e-9 && distance <= 50 * 1.0003)
        }
    }

    @Test("CGPath's rounded rect has four corner curves between four edges, closed, within its rect")
    func cgRoundedRectElements() {
        let path = CGPath(roundedRect: rect, cornerWidth: 10, cornerHeight: 5, transform: nil)
        #expect(gfxKinds(path) == ["move", "line", "curve", "line", "curve", "line", "curve", "line", "curve", "close"])
        #expect(gfxElements(path).first == .move(CGPoint(x: 110, y: 25)))
        #expect(gfxElements(path)[2].end == CGPoint(x: 100, y: 80))
        #expect(path.boundingBox == rect)
        #expect(path.boundingBoxOfPath == rect)
    }

    @Test("CGPath's rounded rect clamps oversized corners to half the rect; zero corners give a plain rect")
    func cgRoundedRectClamps() {
        let oversized = CGPath(roundedRect: rect, cornerWidth: 500, cornerHeight: 500, transform: nil)
        #expect(oversized.boundingBoxOfPath == rect)
        #expect(gfxElements(oversized).first == .move(CGPoint(x: 110, y: 50)))
        let square = CGPath(roundedRect: rect, cornerWidth: 0, cornerHeight: 5, transform: nil)
        #expect(square == CGPath(rect: rect, transform: nil))
    }

    @Test("the transform pointer of the CGPath initializers maps every point")
    func initializerTransform() {
        var shift = CGAffineTransform(translationX: 5, y: -5)
        let moved = CGPath(rect: rect, transform: &shift)
        #expect(moved == CGPath(rect: rect.offsetBy(dx: 5, dy: -5), transform: nil))
        var scale = CGAffineTransform(scaleX: 2, y: 2)
        #expect(CGPath(ellipseIn: rect, transform: &scale).boundingBox == CGRect(x: 20, y: 40, width: 200, height: 120))
    }

    @Test("addLines moves to the first point and draws lines through the rest; an empty array adds nothing")
    func addLines() {
        let path = CGMutablePath()
        path.addLines(between: [])
        #expect(path.isEmpty)
        path.addLines(between: [.zero, CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 1)])
        #expect(gfxElements(path) == [.move(.zero), .line(CGPoint(x: 1, y: 0)), .line(CGPoint(x: 1, y: 1))])
    }

    @Test("a line or curve with no current point is ignored, as CoreGraphics does")
    func segmentsNeedACurrentPoint() {
        let path = CGMutablePath()
        path.addLine(to: CGPoint(x: 5, y: 5))
        path.addCurve(to: .zero, control1: .zero, control2: .zero)
        path.addQuadCurve(to: .zero, control: .zero)
        path.closeSubpath()
        #expect(path.isEmpty)
        #expect(path.currentPoint == .zero)
    }

    @Test("after closeSubpath the current point is the subpath's start, and the next line begins with an explicit move there")
    func lineAfterClose() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 5, y: 1))
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 1, y: 9))
        #expect(gfxElements(path) == [
            .move(CGPoint(x: 1, y: 1)), .line(CGPoint(x: 5, y: 1)), .close,
            .move(CGPoint(x: 1, y: 1)), .line(CGPoint(x: 1, y: 9)),
        ])
    }

    @Test("a second closeSubpath in a row is ignored")
    func doubleCloseIsIgnored() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 1, y: 0))
        path.closeSubpath()
        path.closeSubpath()
        #expect(gfxKinds(path) == ["move", "line", "close"])
    }

    @Test("addPath appends another path's elements through the transform; addRects adds one subpath per rect")
    func addPathAndRects() {
        let path = CGMutablePath()
        path.addRects([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 2, y: 0, width: 1, height: 1)])
        #expect(gfxKinds(path).filter { $0 == "move" }.count == 2)
        let other = CGMutablePath()
        other.addPath(CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil),
                      transform: CGAffineTransform(translationX: 10, y: 0))
        #expect(other == CGPath(rect: CGRect(x: 10, y: 0, width: 1, height: 1), transform: nil))
    }

    @Test("quad curves are kept as quad elements with their control point")
    func quadCurveElement() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        #expect(gfxElements(path) == [.move(.zero), .quad(CGPoint(x: 5, y: 10), CGPoint(x: 10, y: 0))])
    }

    @Test("apply(info:function:) walks the same elements as applyWithBlock, passing info through")
    func applyWithInfo() {
        let path = CGPath(ellipseIn: rect, transform: nil)
        var count = 0
        withUnsafeMutablePointer(to: &count) { counter in
            path.apply(info: counter) { info, element in
                let counter = info!.assumingMemoryBound(to: Int.self)
                counter.pointee += element.pointee.type == .addCurveToPoint ? 10 : 1
            }
        }
        #expect(count == 42)
    }

    @Test("paths are equal by elements, whether mutable or not; copies are equal and independent")
    func equalityAndCopies() {
        let immutable = CGPath(rect: rect, transform: nil)
        let mutable = CGMutablePath()
        mutable.addRect(rect)
        #expect(immutable == mutable)
        #expect(immutable.copy() === immutable)
        let copy = mutable.mutableCopy()!
        copy.addLine(to: .zero)
        #expect(copy != mutable)
        let snapshot = mutable.copy()!
        mutable.move(to: .zero)
        #expect(snapshot == immutable)
        #expect(Set([immutable as CGPath, mutable.copy()!]).count == 2)
    }

    @Test("copy(using:) maps points through the transform; nil copies unchanged")
    func copyUsingTransform() {
        let path = CGPath(rect: rect, transform: nil)
        var t = CGAffineTransform(scaleX: 2, y: 1)
        #expect(path.copy(using: &t)!.boundingBox == CGRect(x: 20, y: 20, width: 200, height: 60))
        #expect(path.copy(using: nil)! == path)
        #expect(path.mutableCopy(using: &t)!.boundingBox == CGRect(x: 20, y: 20, width: 200, height: 60))
    }

    @Test("isRect recognises a rect path in either direction and reports the standardized rect")
    func isRect() {
        var found = CGRect.zero
        #expect(CGPath(rect: rect, transform: nil).isRect(&found))
        #expect(found == rect)
        let backwards = CGMutablePath()
        backwards.addLines(between: [CGPoint(x: 10, y: 20), CGPoint(x: 10, y: 80), CGPoint(x: 110, y: 80),
                                     CGPoint(x: 110, y: 20), CGPoint(x: 10, y: 20)])
        #expect(backwards.isRect(nil))
        #expect(!CGPath(ellipseIn: rect, transform: nil).isRect(nil))
        let skewed = CGMutablePath()
        skewed.addLines(between: [.zero, CGPoint(x: 10, y: 0), CGPoint(x: 12, y: 10), CGPoint(x: 0, y: 10)])
        skewed.closeSubpath()
        #expect(!skewed.isRect(nil))
        var rotated = CGAffineTransform(rotationAngle: 0.3)
        #expect(!CGPath(rect: rect, transform: &rotated).isRect(nil))
    }

    @Test("the description lists the elements in CoreGraphics' words")
    func description() {
        let path = CGMutablePath()
        #expect(path.description == "empty path")
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 1.5, y: 2))
        path.closeSubpath()
        #expect(path.description == "moveto (0, 0), lineto (1.5, 2), closepath")
    }
}
