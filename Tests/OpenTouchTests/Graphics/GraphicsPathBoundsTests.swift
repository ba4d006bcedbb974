import Foundation
import OpenTouch
import Testing

@Suite("Graphics: boundingBox (control points included) and boundingBoxOfPath (the curve itself)")
struct GraphicsPathBoundsTests {
    @Test("for a cubic curve, boundingBox reaches the control points while boundingBoxOfPath stops at the curve's extreme")
    func curveBoxes() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        // The curve's highest point is at t = 0.5: y = 3/4 · 100.
        #expect(isClose(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 75), within: 1e-9))
    }

    @Test("for a quad curve the extreme is at the parameter where the derivative vanishes")
    func quadBoxes() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: -10))
        #expect(path.boundingBox == CGRect(x: 0, y: -10, width: 10, height: 10))
        #expect(isClose(path.boundingBoxOfPath, CGRect(x: 0, y: -5, width: 10, height: 5), within: 1e-9))
    }

    @Test("an S-curve whose control points overshoot on both sides has a tight box between them")
    func sCurve() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 30, y: 0), control1: CGPoint(x: 10, y: 30), control2: CGPoint(x: 20, y: -30))
        let tight = path.boundingBoxOfPath
        #expect(path.boundingBox == CGRect(x: 0, y: -30, width: 30, height: 60))
        #expect(tight.minY > -30 && tight.maxY < 30)
        #expect(abs(tight.maxY + tight.minY) < 1e-9)
        #expect(abs(tight.maxY - 8.660254037844386) < 1e-9)
    }

    @Test("an ellipse's control points lie on its rect, so both boxes are the rect")
    func ellipseBoxes() {
        let rect = CGRect(x: 3, y: 4, width: 50, height: 20)
        let path = CGPath(ellipseIn: rect, transform: nil)
        #expect(isClose(path.boundingBox, rect, within: 1e-12))
        #expect(isClose(path.boundingBoxOfPath, rect, within: 1e-12))
    }

    @Test("an empty path has null boxes; a lone move is a zero-size box at the point")
    func emptyAndLoneMove() {
        let path = CGMutablePath()
        #expect(path.boundingBox.isNull)
        #expect(path.boundingBoxOfPath.isNull)
        path.move(to: CGPoint(x: 7, y: 8))
        #expect(path.boundingBox == CGRect(x: 7, y: 8, width: 0, height: 0))
        #expect(path.boundingBoxOfPath == CGRect(x: 7, y: 8, width: 0, height: 0))
    }

    @Test("a rotated rect's boxes hold its four rotated corners")
    func rotatedRect() {
        var rotation = CGAffineTransform(rotationAngle: .pi / 4)
        let path = CGPath(rect: CGRect(x: -1, y: -1, width: 2, height: 2), transform: &rotation)
        let half = 2.0.squareRoot()
        #expect(isClose(path.boundingBox, CGRect(x: -half, y: -half, width: 2 * half, height: 2 * half), within: 1e-12))
    }
}
