import Foundation
import OpenTouch
import Testing

@Suite("Graphics: NaN and infinite inputs never crash")
struct GraphicsRobustnessTests {
    static let bad: [CGFloat] = [.nan, .infinity, -.infinity, .greatestFiniteMagnitude]

    @Test("a NaN point is never contained, by either rule, in any shape")
    func nanPointIsOutside() {
        let shapes = [
            CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil),
            CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil),
        ]
        for shape in shapes {
            for point in [CGPoint(x: CGFloat.nan, y: 5), CGPoint(x: 5, y: CGFloat.nan), CGPoint(x: CGFloat.infinity, y: 5)] {
                #expect(!shape.contains(point, using: .winding))
                #expect(!shape.contains(point, using: .evenOdd))
            }
        }
        #expect(!UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).contains(CGPoint(x: CGFloat.nan, y: .nan)))
    }

    @Test("arcs with non-finite angles add only their start line or move; non-finite radii and centres build without trapping")
    func badArcs() {
        for value in Self.bad {
            let angles = CGMutablePath()
            angles.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: value, clockwise: false)
            angles.addArc(center: .zero, radius: 10, startAngle: value, endAngle: 1, clockwise: true)
            angles.addRelativeArc(center: .zero, radius: 10, startAngle: 0, delta: value)
            // A huge finite value is a full turn or more (one circle each); a non-finite one draws no curve.
            #expect(gfxKinds(angles).filter { $0 == "curve" }.count == (value.isFinite ? 12 : 0))
            let other = CGMutablePath()
            other.addArc(center: CGPoint(x: value, y: 0), radius: value, startAngle: 0, endAngle: 1, clockwise: false)
            other.move(to: .zero)
            other.addArc(tangent1End: CGPoint(x: value, y: 0), tangent2End: CGPoint(x: 0, y: value), radius: value)
            _ = other.boundingBox
            _ = other.boundingBoxOfPath
            _ = other.contains(.zero)
            _ = UIBezierPath(arcCenter: .zero, radius: value, startAngle: value, endAngle: value, clockwise: true).bounds
        }
    }

    @Test("NaN angles in an arc leave just the move to the start point")
    func nanAngleArcIsAPoint() {
        let path = CGMutablePath()
        path.addArc(center: CGPoint(x: 5, y: 5), radius: 1, startAngle: 0, endAngle: .nan, clockwise: false)
        #expect(gfxElements(path) == [.move(CGPoint(x: 6, y: 5))])
    }

    @Test("shapes, bounds, contains and strokes built from non-finite rects and sizes finish without trapping")
    func badShapes() {
        for value in Self.bad {
            let rect = CGRect(x: value, y: 0, width: 10, height: value)
            let paths: [CGPath] = [
                CGPath(rect: rect, transform: nil),
                CGPath(ellipseIn: rect, transform: nil),
                CGPath(roundedRect: rect, cornerWidth: value, cornerHeight: 3, transform: nil),
                UIBezierPath(roundedRect: rect, cornerRadius: value).cgPath,
                UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), byRoundingCorners: .allCorners,
                             cornerRadii: CGSize(width: value, height: value)).cgPath,
            ]
            for path in paths {
                _ = path.boundingBox
                _ = path.boundingBoxOfPath
                _ = path.contains(CGPoint(x: 5, y: 5), using: .evenOdd)
                _ = path.isRect(nil)
                _ = path.copy(strokingWithWidth: 2, lineCap: .round, lineJoin: .miter, miterLimit: 10).contains(.zero)
                _ = path.copy(strokingWithWidth: value, lineCap: .square, lineJoin: .bevel, miterLimit: value)
                _ = UIBezierPath(cgPath: path).reversing()
            }
        }
    }

    @Test("a recording context with a singular or NaN transform still records and answers covers")
    func badTransforms() {
        let context = CGContext(size: CGSize(width: 10, height: 10))
        context.scaleBy(x: 0, y: 1)
        context.setLineWidth(.nan)
        context.stroke(CGRect(x: 0, y: 0, width: 5, height: 5))
        context.concatenate(CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        context.fillEllipse(in: CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(context.operations.count == 2)
        _ = context.operations.map { $0.covers(CGPoint(x: 1, y: 1)) }
        _ = context.boundingBoxOfClipPath
        _ = context.convertToUserSpace(CGPoint(x: 1, y: 1))
    }

    @Test("the documented NaN outcomes: a NaN-sized rect gives a path whose bounds are not finite and that contains nothing")
    func nanRectOutcome() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10), transform: nil)
        #expect(!path.isEmpty)
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
    }
}
