import Foundation
import OpenTouch
import Testing

@Suite("Graphics: arcs in CGPath (y-up clockwise) and UIBezierPath (on-screen clockwise)")
struct GraphicsArcTests {
    let center = CGPoint(x: 100, y: 100)

    @Test("UIBezierPath: 0 to π clockwise is the bottom half on screen (y grows); counter-clockwise the top half")
    func bezierPathClockwiseIsAsSeenOnScreen() {
        let clockwise = UIBezierPath(arcCenter: center, radius: 50, startAngle: 0, endAngle: .pi, clockwise: true)
        let counter = UIBezierPath(arcCenter: center, radius: 50, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(gfxCurveSamples(clockwise.cgPath).allSatisfy { $0.y >= center.y - 1e-9 })
        #expect(gfxCurveSamples(counter.cgPath).allSatisfy { $0.y <= center.y + 1e-9 })
        #expect(isClose(clockwise.bounds, CGRect(x: 50, y: 100, width: 100, height: 50), within: 1e-9))
        #expect(isClose(counter.bounds, CGRect(x: 50, y: 50, width: 100, height: 50), within: 1e-9))
    }

    @Test("CGPath: clockwise true decreases the angle, so 0 to π clockwise is the half with smaller y")
    func cgPathClockwiseIsYUp() {
        let path = CGMutablePath()
        path.addArc(center: center, radius: 50, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(gfxCurveSamples(path).allSatisfy { $0.y <= center.y + 1e-9 })
        let other = CGMutablePath()
        other.addArc(center: center, radius: 50, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(gfxCurveSamples(other).allSatisfy { $0.y >= center.y - 1e-9 })
    }

    @Test("UIBezierPath's clockwise arc has exactly the elements of CGPath's counter-clockwise arc")
    func bezierPathFlipsTheFlag() {
        for (start, end) in [(0.0, 1.0), (0.3, 5.0), (-2.0, 2.0), (1.0, 0.2)] as [(CGFloat, CGFloat)] {
            for clockwise in [true, false] {
                let ui = UIBezierPath(arcCenter: center, radius: 30, startAngle: start, endAngle: end, clockwise: clockwise)
                let cg = CGMutablePath()
                cg.addArc(center: center, radius: 30, startAngle: start, endAngle: end, clockwise: !clockwise)
                #expect(ui.cgPath == cg)
            }
        }
    }

    @Test("an arc is split into equal cubic pieces of at most 90°, each ending on the circle")
    func arcPieces() {
        let cases: [(CGFloat, Int)] = [(.pi / 4, 1), (.pi / 2, 1), (.pi * 0.75, 2), (.pi, 2), (1.5 * .pi, 3), (2 * .pi, 4)]
        for (sweep, pieces) in cases {
            let path = CGMutablePath()
            path.addArc(center: center, radius: 40, startAngle: 0.25, endAngle: 0.25 + sweep, clockwise: false)
            let elements = gfxElements(path)
            #expect(elements.first == .move(gfxPoint(on: center, 40, 0.25)))
            #expect(elements.filter(\.isCurve).count == pieces)
            for element in elements {
                guard let end = element.end else { continue }
                #expect(abs(hypot(end.x - center.x, end.y - center.y) - 40) < 1e-9)
            }
            #expect(isClose(path.currentPoint, gfxPoint(on: center, 40, 0.25 + sweep), within: 1e-9))
            for sample in gfxCurveSamples(path) {
                #expect(abs(hypot(sample.x - center.x, sample.y - center.y) - 40) < 40 * 3e-4)
            }
        }
    }

    @Test("0 to 2π is a full circle in the drawing direction, and nothing the other way (the end is 0 turns away)")
    func fullTurns() {
        let around = UIBezierPath(arcCenter: center, radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        #expect(gfxKinds(around.cgPath) == ["move", "curve", "curve", "curve", "curve"])
        let nothing = UIBezierPath(arcCenter: center, radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        #expect(gfxKinds(nothing.cgPath) == ["move"])
        let twice = UIBezierPath(arcCenter: center, radius: 10, startAngle: 0, endAngle: 6 * .pi, clockwise: true)
        #expect(gfxKinds(twice.cgPath).filter { $0 == "curve" }.count == 4)
    }

    @Test("an end angle behind the start goes the long way round in the drawing direction")
    func wrapsModuloAFullTurn() {
        let path = CGMutablePath()
        // Increasing from π/2 to 0 is three quarters of a turn.
        path.addArc(center: center, radius: 10, startAngle: .pi / 2, endAngle: 0, clockwise: false)
        #expect(gfxKinds(path).filter { $0 == "curve" }.count == 3)
        #expect(isClose(path.currentPoint, CGPoint(x: 110, y: 100), within: 1e-9))
    }

    @Test("an arc after a current point is joined to it by a line; a pie slice is move, line, arc, close")
    func pieSlice() {
        let slice = UIBezierPath()
        slice.move(to: center)
        slice.addArc(withCenter: center, radius: 50, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        slice.close()
        #expect(gfxKinds(slice.cgPath) == ["move", "line", "curve", "close"])
        #expect(slice.contains(CGPoint(x: 120, y: 120)))
        #expect(!slice.contains(CGPoint(x: 80, y: 120)))
        #expect(!slice.contains(CGPoint(x: 120, y: 80)))
    }

    @Test("addRelativeArc turns by delta: positive increases the angle; more than a turn is one turn")
    func relativeArc() {
        let path = CGMutablePath()
        path.addRelativeArc(center: center, radius: 20, startAngle: 0, delta: .pi / 2)
        #expect(isClose(path.currentPoint, CGPoint(x: 100, y: 120), within: 1e-9))
        let backwards = CGMutablePath()
        backwards.addRelativeArc(center: center, radius: 20, startAngle: 0, delta: -.pi / 2)
        #expect(isClose(backwards.currentPoint, CGPoint(x: 100, y: 80), within: 1e-9))
        let huge = CGMutablePath()
        huge.addRelativeArc(center: center, radius: 20, startAngle: 0, delta: 1e9)
        #expect(gfxKinds(huge).filter { $0 == "curve" }.count == 4)
    }

    @Test("addArc(tangent1End:tangent2End:radius:) rounds a corner: a line to the first tangent point, then a quarter arc")
    func tangentArc() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        let elements = gfxElements(path)
        #expect(elements.count == 3)
        #expect(elements[1] == .line(CGPoint(x: 80, y: 0)))
        #expect(isClose(path.currentPoint, CGPoint(x: 100, y: 20), within: 1e-9))
        for sample in gfxCurveSamples(path).dropFirst(2) {
            #expect(abs(hypot(sample.x - 80, sample.y - 20) - 20) < 20 * 3e-4)
        }
    }

    @Test("a tangent arc with collinear points or zero radius is a line to tangent1End; without a current point nothing")
    func degenerateTangentArcs() {
        let straight = CGMutablePath()
        straight.move(to: .zero)
        straight.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 20, y: 0), radius: 5)
        #expect(gfxElements(straight) == [.move(.zero), .line(CGPoint(x: 10, y: 0))])
        let zero = CGMutablePath()
        zero.move(to: .zero)
        zero.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 0)
        #expect(gfxElements(zero) == [.move(.zero), .line(CGPoint(x: 10, y: 0))])
        let empty = CGMutablePath()
        empty.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 3)
        #expect(empty.isEmpty)
    }

    @Test("an arc's transform maps its curves: a scaled circle arc is an ellipse arc")
    func transformedArc() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 2 * .pi, clockwise: false,
                    transform: CGAffineTransform(scaleX: 30, y: 10))
        #expect(isClose(path.boundingBoxOfPath, CGRect(x: -30, y: -10, width: 60, height: 20), within: 1e-9))
    }
}
