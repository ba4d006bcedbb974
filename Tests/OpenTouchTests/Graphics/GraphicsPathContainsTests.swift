import Foundation
import OpenTouch
import Testing

@Suite("Graphics: CGPath.contains with the winding and even-odd rules")
struct GraphicsPathContainsTests {
    let center = CGPoint(x: 50, y: 50)

    /// Two concentric circles (radii 40 and 20); the inner one drawn the same way or reversed.
    func donut(innerReversed: Bool) -> CGMutablePath {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 10, y: 10, width: 80, height: 80))
        if innerReversed {
            path.move(to: CGPoint(x: 70, y: 50))
            path.addArc(center: center, radius: 20, startAngle: 0, endAngle: -2 * .pi, clockwise: true)
            path.closeSubpath()
        } else {
            path.addEllipse(in: CGRect(x: 30, y: 30, width: 40, height: 40))
        }
        return path
    }

    @Test("a rect path contains exactly what CGRect.contains does: min edges in, max edges out")
    func rectMatchesCGRect() {
        let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
        let path = CGPath(rect: rect, transform: nil)
        for x in stride(from: 5.0, through: 45.0, by: 2.5) {
            for y in stride(from: 15.0, through: 65.0, by: 2.5) {
                let point = CGPoint(x: x, y: y)
                #expect(path.contains(point) == rect.contains(point), "\(point)")
                #expect(path.contains(point, using: .evenOdd) == rect.contains(point), "\(point)")
            }
        }
    }

    @Test("a donut of two circles wound the same way: the hole is filled by winding, empty by even-odd")
    func donutSameDirection() {
        let path = donut(innerReversed: false)
        let hole = CGPoint(x: 50, y: 50), ring = CGPoint(x: 50, y: 15), outside = CGPoint(x: 50, y: 5)
        #expect(path.contains(hole, using: .winding))
        #expect(!path.contains(hole, using: .evenOdd))
        #expect(path.contains(ring, using: .winding) && path.contains(ring, using: .evenOdd))
        #expect(!path.contains(outside, using: .winding) && !path.contains(outside, using: .evenOdd))
    }

    @Test("a donut whose inner circle runs the other way has an empty hole under both rules")
    func donutOppositeDirections() {
        let path = donut(innerReversed: true)
        #expect(!path.contains(CGPoint(x: 50, y: 50), using: .winding))
        #expect(!path.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        #expect(path.contains(CGPoint(x: 85, y: 50), using: .winding))
        #expect(path.contains(CGPoint(x: 15, y: 50), using: .evenOdd))
    }

    @Test("a self-intersecting pentagram: its centre is inside by winding (2) and outside by even-odd; its points are inside by both")
    func pentagram() {
        let star = gfxPentagram(center: center, radius: 40)
        #expect(star.contains(center, using: .winding))
        #expect(!star.contains(center, using: .evenOdd))
        let nearTip = CGPoint(x: 50, y: 15)
        #expect(star.contains(nearTip, using: .winding) && star.contains(nearTip, using: .evenOdd))
        #expect(!star.contains(CGPoint(x: 20, y: 20)))
    }

    @Test("an oval contains seeded random points exactly as the ellipse equation says, away from a 0.05 % band at the edge")
    func ovalAgainstTheEllipseEquation() {
        var random = GfxRandom(seed: 0x6F76_616C)
        let rect = CGRect(x: 20, y: 30, width: 160, height: 90)
        let path = CGPath(ellipseIn: rect, transform: nil)
        let a = rect.width / 2, b = rect.height / 2
        var tested = 0
        for _ in 0..<600 {
            let point = CGPoint(x: random.value(in: rect.minX - 10...rect.maxX + 10),
                                y: random.value(in: rect.minY - 10...rect.maxY + 10))
            let dx = (point.x - rect.midX) / a, dy = (point.y - rect.midY) / b
            let level = (dx * dx + dy * dy).squareRoot()
            // The cubic approximation lies up to 0.027 % outside the true ellipse.
            guard abs(level - 1) > 5e-4 else { continue }
            tested += 1
            #expect(path.contains(point) == (level < 1), "\(point) level \(level)")
            #expect(path.contains(point, using: .evenOdd) == (level < 1), "\(point)")
        }
        #expect(tested > 550)
    }

    @Test("just inside the circle is contained, the corners of its square are not")
    func circleEdgesAndCorners() {
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        for index in 0..<64 {
            let angle = CGFloat(index) * 2 * .pi / 64
            #expect(path.contains(gfxPoint(on: center, 49.99, angle)), "angle \(angle)")
            #expect(!path.contains(gfxPoint(on: center, 50.02, angle)), "angle \(angle)")
        }
        for corner in [CGPoint(x: 1, y: 1), CGPoint(x: 99, y: 1), CGPoint(x: 1, y: 99), CGPoint(x: 99, y: 99)] {
            #expect(!path.contains(corner))
        }
    }

    @Test("an open subpath counts as closed by a straight line, as when filling")
    func openSubpathIsImplicitlyClosed() {
        let triangle = CGMutablePath()
        triangle.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 0, y: 100)])
        #expect(triangle.contains(CGPoint(x: 20, y: 20)))
        #expect(!triangle.contains(CGPoint(x: 60, y: 60)))
    }

    @Test("the transform maps the point before the test (CGPathContainsPoint's contract)")
    func transformMapsThePoint() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let shift = CGAffineTransform(translationX: -100, y: 0)
        #expect(path.contains(CGPoint(x: 105, y: 5), transform: shift))
        #expect(!path.contains(CGPoint(x: 5, y: 5), transform: shift))
    }

    @Test("a path of curves and lines (a capsule) contains what its shape covers")
    func capsule() {
        let capsule = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerWidth: 20,
                             cornerHeight: 20, transform: nil)
        #expect(capsule.contains(CGPoint(x: 50, y: 20)))
        #expect(capsule.contains(CGPoint(x: 2, y: 20)))
        #expect(!capsule.contains(CGPoint(x: 2, y: 2)))
        #expect(!capsule.contains(CGPoint(x: 98, y: 38)))
        #expect(capsule.contains(CGPoint(x: 20, y: 1)))
    }

    @Test("empty paths and lone moves contain nothing")
    func emptyContainsNothing() {
        let path = CGMutablePath()
        #expect(!path.contains(.zero))
        path.move(to: .zero)
        #expect(!path.contains(.zero))
    }
}
