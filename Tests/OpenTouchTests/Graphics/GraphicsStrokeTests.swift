import Foundation
import OpenTouch
import Testing

@Suite("Graphics: copy(strokingWithWidth:) outlines")
struct GraphicsStrokeTests {
    func segment() -> CGMutablePath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        return path
    }

    @Test("a straight stroke covers a band of the line width; butt caps stop at the ends")
    func buttBand() {
        let outline = segment().copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(outline.contains(CGPoint(x: 50, y: 4.9)) && outline.contains(CGPoint(x: 50, y: -4.9)))
        #expect(!outline.contains(CGPoint(x: 50, y: 5.1)))
        #expect(!outline.contains(CGPoint(x: -0.1, y: 0)) && !outline.contains(CGPoint(x: 100.1, y: 0)))
    }

    @Test("square caps extend half the width past each end; round caps add half-discs")
    func caps() {
        let square = segment().copy(strokingWithWidth: 10, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        #expect(square.contains(CGPoint(x: -4.9, y: 4.9)) && !square.contains(CGPoint(x: -5.1, y: 0)))
        let round = segment().copy(strokingWithWidth: 10, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        #expect(round.contains(CGPoint(x: -4.9, y: 0)) && !round.contains(CGPoint(x: -4, y: 4)))
        #expect(round.contains(CGPoint(x: 103, y: 3)) && !round.contains(CGPoint(x: 104, y: 4)))
    }

    @Test("a right-angle corner: a miter fills the outer square corner, a bevel cuts it, a round join rounds it")
    func joins() {
        let corner = CGMutablePath()
        corner.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 50, y: 0), CGPoint(x: 50, y: 50)])
        let outerCorner = CGPoint(x: 54.5, y: -4.5)
        let miter = corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(miter.contains(outerCorner))
        let bevel = corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .bevel, miterLimit: 10)
        #expect(!bevel.contains(outerCorner) && bevel.contains(CGPoint(x: 51, y: -1)))
        let round = corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .round, miterLimit: 10)
        #expect(!round.contains(outerCorner) && round.contains(CGPoint(x: 53, y: -3)))
        // √2 ≈ 1.414 is over a miter limit of 1.2, so the miter falls back to a bevel.
        let limited = corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 1.2)
        #expect(!limited.contains(outerCorner))
    }

    @Test("a stroked circle is a ring: the centre is out, the circle itself in")
    func ring() {
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        let ring = circle.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(!ring.contains(CGPoint(x: 50, y: 50)))
        for index in 0..<36 {
            let angle = CGFloat(index) * .pi / 18
            #expect(ring.contains(gfxPoint(on: CGPoint(x: 50, y: 50), 50, angle)))
            #expect(ring.contains(gfxPoint(on: CGPoint(x: 50, y: 50), 51.8, angle)))
            #expect(!ring.contains(gfxPoint(on: CGPoint(x: 50, y: 50), 52.2, angle)))
        }
    }

    @Test("a zero-length subpath is a dot with round caps and nothing with butt caps; zero width is empty")
    func degenerate() {
        let dot = CGMutablePath()
        dot.move(to: CGPoint(x: 5, y: 5))
        dot.addLine(to: CGPoint(x: 5, y: 5))
        #expect(dot.copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .miter, miterLimit: 10).contains(CGPoint(x: 6, y: 6)))
        #expect(dot.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10).isEmpty)
        #expect(segment().copy(strokingWithWidth: 0, lineCap: .round, lineJoin: .round, miterLimit: 10).isEmpty)
    }

    @Test("the transform maps the finished outline")
    func transformedOutline() {
        let outline = segment().copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10,
                                     transform: CGAffineTransform(scaleX: 1, y: 3))
        #expect(outline.contains(CGPoint(x: 50, y: 14.9)) && !outline.contains(CGPoint(x: 50, y: 15.1)))
    }
}
