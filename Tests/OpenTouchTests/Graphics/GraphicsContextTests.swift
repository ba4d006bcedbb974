import Foundation
import OpenTouch
import Testing

@Suite("Graphics: a recording CGContext and UIKit's current context")
struct GraphicsContextTests {
    /// Runs `body` with `context` pushed as the current UIKit context.
    func drawing(in context: CGContext, _ body: () -> Void) {
        UIGraphicsPushContext(context)
        defer { UIGraphicsPopContext() }
        body()
    }

    @Test("there is no current context until one is pushed; pop restores the previous one")
    func contextStack() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        let outer = CGContext(size: CGSize(width: 10, height: 10))
        let inner = CGContext(size: CGSize(width: 5, height: 5))
        UIGraphicsPushContext(outer)
        UIGraphicsPushContext(inner)
        #expect(UIGraphicsGetCurrentContext() === inner)
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() === outer)
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("UIColor.red.setStroke() then path.stroke() records a stroke of the path in red with the path's line width")
    func strokeWithUIColor() {
        let context = CGContext(size: CGSize(width: 100, height: 100))
        let path = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 80, height: 80))
        path.lineWidth = 3
        path.lineCapStyle = .round
        drawing(in: context) {
            UIColor.red.setStroke()
            path.stroke()
        }
        #expect(context.operations.count == 1)
        let stroke = context.operations[0]
        #expect(stroke.kind == .stroke)
        #expect(stroke.color == UIColor.red.cgColor)
        #expect(stroke.color.components == [1, 0, 0, 1])
        #expect(stroke.lineWidth == 3 && stroke.lineCap == .round)
        #expect(stroke.path == path.cgPath)
        // The stroke's state was saved and restored around it.
        #expect(context.isPathEmpty)
        #expect(stroke.covers(CGPoint(x: 90, y: 50)) && stroke.covers(CGPoint(x: 91.4, y: 50)))
        #expect(!stroke.covers(CGPoint(x: 50, y: 50)) && !stroke.covers(CGPoint(x: 92, y: 50)))
    }

    @Test("fill() uses the fill colour and the path's fill rule; set() sets both colours")
    func fillWithRule() {
        let context = CGContext(size: CGSize(width: 100, height: 100))
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.usesEvenOddFillRule = true
        drawing(in: context) {
            UIColor.blue.set()
            path.fill()
            path.stroke()
        }
        #expect(context.operations.map(\.kind) == [.fill(.evenOdd), .stroke])
        #expect(context.operations.allSatisfy { $0.color == UIColor.blue.cgColor })
    }

    @Test("without a current context, fill, stroke, addClip and setFill do nothing")
    func nothingWithoutAContext() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIColor.red.setFill()
        path.fill()
        path.stroke()
        path.fill(with: .multiply, alpha: 0.5)
        path.addClip()
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("fill(with:alpha:) records the blend mode and alpha, then restores the context's own")
    func blendAndAlpha() {
        let context = CGContext(size: CGSize(width: 10, height: 10))
        drawing(in: context) {
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).fill(with: .multiply, alpha: 0.25)
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).fill()
        }
        #expect(context.operations[0].blendMode == .multiply && context.operations[0].alpha == 0.25)
        #expect(context.operations[1].blendMode == .normal && context.operations[1].alpha == 1)
    }

    @Test("path calls build the current path; strokePath records it and empties it")
    func contextPathCalls() {
        let context = CGContext(size: CGSize(width: 100, height: 100))
        context.setStrokeColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        context.setLineWidth(2)
        context.move(to: CGPoint(x: 10, y: 10))
        context.addLine(to: CGPoint(x: 90, y: 10))
        context.addQuadCurve(to: CGPoint(x: 90, y: 90), control: CGPoint(x: 99, y: 50))
        context.addCurve(to: CGPoint(x: 10, y: 90), control1: CGPoint(x: 60, y: 99), control2: CGPoint(x: 40, y: 99))
        context.closePath()
        #expect(!context.isPathEmpty)
        #expect(context.currentPointOfPath == CGPoint(x: 10, y: 10))
        #expect(context.boundingBoxOfPath == CGRect(x: 10, y: 10, width: 89, height: 89))
        #expect(context.pathContains(CGPoint(x: 50, y: 50), mode: .fill))
        #expect(!context.pathContains(CGPoint(x: 50, y: 50), mode: .stroke))
        #expect(context.pathContains(CGPoint(x: 50, y: 10.5), mode: .stroke))
        let built = context.path
        context.strokePath()
        #expect(context.isPathEmpty && context.path == nil)
        #expect(context.operations.count == 1)
        #expect(context.operations[0].path == built)
        #expect(context.operations[0].lineWidth == 2)
        #expect(context.operations[0].color.components == [0, 1, 0, 1])
    }

    @Test("painting an empty path records nothing")
    func emptyPathPaintsNothing() {
        let context = CGContext(size: CGSize(width: 10, height: 10))
        context.strokePath()
        context.fillPath()
        #expect(context.operations.isEmpty)
    }

    @Test("the CTM maps points into device space as they are added; ctm changes affect only later points")
    func ctmAppliesAtAddTime() {
        let context = CGContext(size: CGSize(width: 200, height: 200))
        context.translateBy(x: 100, y: 0)
        context.move(to: .zero)
        context.scaleBy(x: 2, y: 2)
        context.addLine(to: CGPoint(x: 10, y: 10))
        context.fillPath()
        #expect(gfxElements(context.operations[0].path) == [.move(CGPoint(x: 100, y: 0)), .line(CGPoint(x: 120, y: 20))])
        #expect(context.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 100, ty: 0))
        #expect(context.operations[0].transform == context.ctm)
        #expect(context.convertToDeviceSpace(CGPoint(x: 1, y: 1)) == CGPoint(x: 102, y: 2))
        #expect(context.convertToUserSpace(CGPoint(x: 102, y: 2)) == CGPoint(x: 1, y: 1))
    }

    @Test("a rotated context records a rotated rect; saveGState/restoreGState undo the rotation and colours")
    func saveAndRestore() {
        let context = CGContext(size: CGSize(width: 100, height: 100))
        context.setFillColor(CGColor(gray: 0.5, alpha: 1))
        context.saveGState()
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.rotate(by: .pi / 2)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
        context.restoreGState()
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(isClose(context.operations[0].path.boundingBox, CGRect(x: -20, y: 0, width: 20, height: 10), within: 1e-12))
        #expect(context.operations[0].color.components == [1, 0, 0, 1])
        #expect(context.operations[1].path.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(context.operations[1].color == CGColor(gray: 0.5, alpha: 1))
        #expect(context.ctm.isIdentity)
    }

    @Test("a stroke under a scale covers a device band scaled with it")
    func scaledStroke() {
        let context = CGContext(size: CGSize(width: 100, height: 100))
        context.scaleBy(x: 2, y: 2)
        context.setLineWidth(4)
        context.strokeLineSegments(between: [CGPoint(x: 10, y: 10), CGPoint(x: 40, y: 10), CGPoint(x: 5, y: 5)])
        let stroke = context.operations[0]
        #expect(gfxKinds(stroke.path) == ["move", "line"])
        #expect(stroke.covers(CGPoint(x: 50, y: 23.9)))
        #expect(!stroke.covers(CGPoint(x: 50, y: 24.1)))
    }

    @Test("the rect and ellipse conveniences record one operation each and empty the current path; clear records a clear")
    func conveniences() {
        let context = CGContext(size: CGSize(width: 100, height: 100))
        context.move(to: .zero)
        context.addLine(to: CGPoint(x: 5, y: 5))
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(context.isPathEmpty)
        context.stroke(CGRect(x: 0, y: 0, width: 5, height: 5), width: 7)
        context.fillEllipse(in: CGRect(x: 0, y: 0, width: 5, height: 5))
        context.strokeEllipse(in: CGRect(x: 0, y: 0, width: 5, height: 5))
        context.fill([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 2, y: 2, width: 1, height: 1)])
        context.clear(CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(context.operations.map(\.kind) == [.fill(.winding), .stroke, .fill(.winding), .stroke, .fill(.winding), .clear])
        #expect(context.operations[1].lineWidth == 7)
        #expect(context.operations[3].lineWidth == 1)
        #expect(context.operations[5].color.alpha == 0)
        context.removeAllOperations()
        #expect(context.operations.isEmpty)
    }

    @Test("drawPath(using: .eoFillStroke) records an even-odd fill then a stroke of the same path")
    func drawPathModes() {
        let context = CGContext(size: CGSize(width: 10, height: 10))
        context.addRect(CGRect(x: 1, y: 1, width: 2, height: 2))
        context.drawPath(using: .eoFillStroke)
        #expect(context.operations.map(\.kind) == [.fill(.evenOdd), .stroke])
        #expect(context.operations[0].path == context.operations[1].path)
    }

    @Test("clips are recorded with later operations; addClip clips to a path; resetClip and restoreGState remove them")
    func clipping() {
        let context = CGContext(size: CGSize(width: 100, height: 100))
        #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 100, height: 100))
        drawing(in: context) {
            context.saveGState()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 50, height: 50)).addClip()
            context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
            context.restoreGState()
            context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        }
        let clipped = context.operations[0]
        #expect(clipped.clips.count == 1)
        #expect(clipped.covers(CGPoint(x: 25, y: 25)))
        #expect(!clipped.covers(CGPoint(x: 2, y: 2)))
        #expect(!clipped.covers(CGPoint(x: 75, y: 75)))
        #expect(context.operations[1].clips.isEmpty)
        context.clip(to: CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(context.boundingBoxOfClipPath == CGRect(x: 10, y: 10, width: 20, height: 20))
        context.resetClip()
        #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test("UIBezierPath drawing leaves a path being built in the context untouched")
    func bezierDrawingKeepsTheContextPath() {
        let context = CGContext(size: CGSize(width: 10, height: 10))
        context.move(to: .zero)
        context.addLine(to: CGPoint(x: 5, y: 0))
        drawing(in: context) { UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).fill() }
        #expect(gfxElements(context.path!) == [.move(.zero), .line(CGPoint(x: 5, y: 0))])
    }

    @Test("a custom view's drawing code runs unchanged against the recording context")
    func drawRectStyleCode() {
        let context = CGContext(size: CGSize(width: 44, height: 44))
        func draw(_ rect: CGRect) {
            guard let ctx = UIGraphicsGetCurrentContext() else { return }
            ctx.setFillColor(UIColor.yellow.cgColor)
            ctx.fillEllipse(in: rect.insetBy(dx: 2, dy: 2))
            let check = UIBezierPath()
            check.move(to: CGPoint(x: 12, y: 22))
            check.addLine(to: CGPoint(x: 19, y: 29))
            check.addLine(to: CGPoint(x: 32, y: 15))
            check.lineWidth = 3
            check.lineJoinStyle = .round
            UIColor.black.setStroke()
            check.stroke()
        }
        drawing(in: context) { draw(CGRect(x: 0, y: 0, width: 44, height: 44)) }
        #expect(context.operations.map(\.kind) == [.fill(.winding), .stroke])
        #expect(context.operations[0].color == UIColor.yellow.cgColor)
        #expect(context.operations[1].lineJoin == .round)
        #expect(context.operations[1].covers(CGPoint(x: 19, y: 29)))
        #expect(context.operations[1].description.hasPrefix("stroke width 3 kCGColorSpaceExtendedSRGB [0 0 0 1]"))
    }
}
