import Foundation
import OpenTouch
import Testing

@Suite("Graphics: UIBezierPath")
struct GraphicsBezierPathTests {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 60)

    @Test("a new path is empty with UIKit's default attributes")
    func defaults() {
        let path = UIBezierPath()
        #expect(path.isEmpty)
        #expect(path.currentPoint == .zero)
        #expect(path.bounds.isNull)
        #expect(path.lineWidth == 1)
        #expect(path.lineCapStyle == .butt)
        #expect(path.lineJoinStyle == .miter)
        #expect(path.miterLimit == 10)
        #expect(path.flatness == 0.6)
        #expect(!path.usesEvenOddFillRule)
    }

    @Test("init(rect:) and init(ovalIn:) have CoreGraphics' rect and ellipse elements, and bounds equal to the rect")
    func rectAndOval() {
        #expect(UIBezierPath(rect: rect).cgPath == CGPath(rect: rect, transform: nil))
        let oval = UIBezierPath(ovalIn: rect)
        #expect(oval.cgPath == CGPath(ellipseIn: rect, transform: nil))
        #expect(isClose(oval.bounds, rect, within: 1e-12))
    }

    @Test("a rounded rect starts on the top edge after the top-left corner and runs clockwise on screen; bounds is the rect")
    func roundedRectElements() {
        let path = UIBezierPath(roundedRect: rect, cornerRadius: 10)
        #expect(gfxKinds(path.cgPath) == ["move", "line", "curve", "line", "curve", "line", "curve", "line", "curve", "close"])
        let ends = gfxElements(path.cgPath).compactMap(\.end)
        #expect(ends == [
            CGPoint(x: 10, y: 0), CGPoint(x: 90, y: 0), CGPoint(x: 100, y: 10), CGPoint(x: 100, y: 50),
            CGPoint(x: 90, y: 60), CGPoint(x: 10, y: 60), CGPoint(x: 0, y: 50), CGPoint(x: 0, y: 10),
            CGPoint(x: 10, y: 0),
        ])
        #expect(path.bounds == rect)
    }

    @Test("a rounded rect's hit area follows circular corners: the corner square's outer part is out, the inner part in")
    func roundedRectContainsNearCorners() {
        let path = UIBezierPath(roundedRect: rect, cornerRadius: 20)
        let corner = CGPoint(x: 20, y: 20)
        for index in 0...16 {
            let angle = CGFloat.pi + CGFloat(index) * (.pi / 2) / 16
            #expect(path.contains(gfxPoint(on: corner, 19.9, angle)))
            #expect(!path.contains(gfxPoint(on: corner, 20.1, angle)))
        }
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
        #expect(path.contains(CGPoint(x: 50, y: 0.5)))
    }

    @Test("a corner radius over half the shorter side is clamped: the shape becomes a capsule")
    func roundedRectClamps() {
        let capsule = UIBezierPath(roundedRect: rect, cornerRadius: 1000)
        #expect(capsule.bounds == rect)
        #expect(capsule.contains(CGPoint(x: 1, y: 30)))
        #expect(!capsule.contains(CGPoint(x: 5, y: 5)))
    }

    @Test("byRoundingCorners rounds only the chosen corners, with elliptical radii clamped to half each side")
    func byRoundingCorners() {
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight],
                                cornerRadii: CGSize(width: 20, height: 10))
        #expect(gfxKinds(path.cgPath).filter { $0 == "curve" }.count == 2)
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
        #expect(path.contains(CGPoint(x: 99, y: 1)))
        #expect(path.contains(CGPoint(x: 1, y: 59)))
        #expect(!path.contains(CGPoint(x: 99, y: 59)))
        let none = UIBezierPath(roundedRect: rect, byRoundingCorners: [], cornerRadii: CGSize(width: 20, height: 20))
        #expect(none.cgPath == UIBezierPath(rect: rect).cgPath)
    }

    @Test("cgPath round-trips: setting a path copies its elements; the getter is an immutable snapshot")
    func cgPathRoundTrip() {
        let source = CGMutablePath()
        source.addEllipse(in: rect)
        let path = UIBezierPath(cgPath: source)
        #expect(path.cgPath == source)
        source.addLine(to: .zero)
        #expect(path.cgPath != source)
        let snapshot = path.cgPath
        path.addLine(to: CGPoint(x: 1, y: 1))
        #expect(snapshot == CGPath(ellipseIn: rect, transform: nil))
        path.cgPath = CGPath(rect: rect, transform: nil)
        #expect(UIBezierPath(cgPath: path.cgPath).cgPath == path.cgPath)
    }

    @Test("building by hand: move, line, quad, curve and close, with currentPoint following along")
    func buildingByHand() {
        let path = UIBezierPath()
        path.addLine(to: CGPoint(x: 9, y: 9))
        #expect(path.isEmpty)
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 50, y: 10))
        path.addQuadCurve(to: CGPoint(x: 50, y: 50), controlPoint: CGPoint(x: 70, y: 30))
        path.addCurve(to: CGPoint(x: 10, y: 50), controlPoint1: CGPoint(x: 40, y: 70), controlPoint2: CGPoint(x: 20, y: 70))
        #expect(path.currentPoint == CGPoint(x: 10, y: 50))
        path.close()
        #expect(path.currentPoint == CGPoint(x: 10, y: 10))
        #expect(gfxKinds(path.cgPath) == ["move", "line", "quad", "curve", "close"])
        #expect(path.bounds == CGRect(x: 10, y: 10, width: 60, height: 60))
        path.removeAllPoints()
        #expect(path.isEmpty)
    }

    @Test("contains ignores open subpaths, as UIKit documents; closing the subpath makes its inside count")
    func containsNeedsClosedSubpaths() {
        let triangle = UIBezierPath()
        triangle.move(to: CGPoint(x: 0, y: 0))
        triangle.addLine(to: CGPoint(x: 100, y: 0))
        triangle.addLine(to: CGPoint(x: 0, y: 100))
        #expect(!triangle.contains(CGPoint(x: 20, y: 20)))
        #expect(triangle.cgPath.contains(CGPoint(x: 20, y: 20)))
        triangle.close()
        #expect(triangle.contains(CGPoint(x: 20, y: 20)))
        triangle.append(UIBezierPath(arcCenter: CGPoint(x: 300, y: 300), radius: 50, startAngle: 0,
                                     endAngle: 2 * .pi, clockwise: true))
        #expect(triangle.contains(CGPoint(x: 20, y: 20)))
        #expect(!triangle.contains(CGPoint(x: 300, y: 300)))
    }

    @Test("contains uses usesEvenOddFillRule")
    func containsUsesTheFillRule() {
        let donut = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        donut.append(UIBezierPath(ovalIn: CGRect(x: 25, y: 25, width: 50, height: 50)))
        #expect(donut.contains(CGPoint(x: 50, y: 50)))
        donut.usesEvenOddFillRule = true
        #expect(!donut.contains(CGPoint(x: 50, y: 50)))
        #expect(donut.contains(CGPoint(x: 50, y: 10)))
    }

    @Test("apply(_:) transforms every point; append adds another path's elements")
    func applyAndAppend() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.apply(CGAffineTransform(translationX: 5, y: 5).scaledBy(x: 2, y: 3))
        #expect(path.bounds == CGRect(x: 5, y: 5, width: 20, height: 30))
        let other = UIBezierPath(rect: CGRect(x: 100, y: 100, width: 1, height: 1))
        path.append(other)
        #expect(gfxKinds(path.cgPath).filter { $0 == "move" }.count == 2)
        #expect(path.bounds == CGRect(x: 5, y: 5, width: 96, height: 96))
    }

    @Test("reversing a rect keeps its start and runs the other way round; reversing twice restores it")
    func reversingARect() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20))
        let reversed = path.reversing()
        #expect(gfxElements(reversed.cgPath) == [
            .move(.zero), .line(CGPoint(x: 0, y: 20)), .line(CGPoint(x: 10, y: 20)), .line(CGPoint(x: 10, y: 0)), .close,
        ])
        #expect(reversed.reversing().cgPath == path.cgPath)
    }

    @Test("reversing an open curve starts at its old end with the control points swapped; the line style is kept")
    func reversingAnOpenCurve() {
        let path = UIBezierPath()
        path.lineWidth = 3
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 10, y: 0), controlPoint1: CGPoint(x: 2, y: 5), controlPoint2: CGPoint(x: 8, y: 5))
        path.addLine(to: CGPoint(x: 10, y: 10))
        let reversed = path.reversing()
        #expect(gfxElements(reversed.cgPath) == [
            .move(CGPoint(x: 10, y: 10)), .line(CGPoint(x: 10, y: 0)),
            .curve(CGPoint(x: 8, y: 5), CGPoint(x: 2, y: 5), CGPoint(x: 0, y: 0)),
        ])
        #expect(reversed.lineWidth == 3)
    }

    @Test("a reversed oval turns the other way (its winding cancels the original's) and covers the same area")
    func reversingAnOval() {
        let oval = UIBezierPath(ovalIn: rect)
        let reversed = oval.reversing()
        #expect(gfxKinds(reversed.cgPath) == ["move", "curve", "curve", "curve", "curve", "close"])
        #expect(gfxElements(reversed.cgPath)[1].end == CGPoint(x: 50, y: 0))
        #expect(reversed.contains(CGPoint(x: 50, y: 30)))
        let both = oval.copy() as! UIBezierPath
        both.append(reversed)
        #expect(!both.contains(CGPoint(x: 50, y: 30)))
    }

    @Test("copy() gives an independent path with the same elements and attributes")
    func copyIsIndependent() {
        let path = UIBezierPath(ovalIn: rect)
        path.lineWidth = 4
        path.usesEvenOddFillRule = true
        let copy = path.copy() as! UIBezierPath
        #expect(copy.cgPath == path.cgPath && copy.lineWidth == 4 && copy.usesEvenOddFillRule)
        copy.addLine(to: .zero)
        #expect(copy.cgPath != path.cgPath)
    }

    @Test("setLineDash and getLineDash round-trip the pattern, count and phase")
    func lineDash() {
        let path = UIBezierPath()
        var pattern: [CGFloat] = [4, 2, 1]
        path.setLineDash(&pattern, count: 3, phase: 1.5)
        var count = 0
        var phase: CGFloat = 0
        path.getLineDash(nil, count: &count, phase: &phase)
        #expect(count == 3 && phase == 1.5)
        var read = [CGFloat](repeating: 0, count: count)
        path.getLineDash(&read, count: nil, phase: nil)
        #expect(read == [4, 2, 1])
        path.setLineDash(nil, count: 0, phase: 0)
        path.getLineDash(nil, count: &count, phase: nil)
        #expect(count == 0)
    }
}
