import Foundation
import OpenTouch
import Testing

@Suite("Views: UIGraphicsImageRenderer keeps what was drawn")
struct ImageRendererTests {
    @Test("an image made at a size records the fills and strokes of its drawing")
    func recordsDrawing() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 50))
        let image = renderer.image { context in
            UIColor.systemRed.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 100, height: 50))
            UIColor.black.setStroke()
            UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 30, height: 30)).stroke()
        }
        #expect(image.size == CGSize(width: 100, height: 50))
        #expect(image.scale == 2)
        let operations = image.recordedOperations
        #expect(operations.count == 2)
        #expect(operations[0].kind == .fill(.winding))
        #expect(operations[0].color == UIColor.systemRed.cgColor)
        #expect(operations[0].path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(operations[1].kind == .stroke)
        #expect(operations[1].covers(CGPoint(x: 10, y: 25)))
        #expect(!operations[1].covers(CGPoint(x: 25, y: 25)))
    }

    @Test("the renderer's context is the current UIKit context only while the actions run")
    func currentContext() throws {
        #expect(UIGraphicsGetCurrentContext() == nil)
        var seen: CGContext?
        var isRendererContext = false
        _ = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            seen = UIGraphicsGetCurrentContext()
            isRendererContext = seen === context.cgContext
        }
        #expect(seen != nil && isRendererContext)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("the format sets the scale; bounds with an origin are drawn from that origin")
    func formatAndBounds() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 10, width: 20, height: 20), format: format)
        let image = renderer.image { context in
            context.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
        }
        #expect(image.scale == 3 && image.size == CGSize(width: 20, height: 20))
        #expect(image.recordedOperations.first?.path.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(UIGraphicsImageRendererFormat.default().scale == 2)
    }

    @Test("currentImage shows the drawing so far; blend modes and clips are recorded")
    func currentImageAndState() throws {
        var midway: UIImage?
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { context in
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            midway = context.currentImage
            context.clip(to: CGRect(x: 0, y: 0, width: 20, height: 20))
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 40), blendMode: .multiply)
        }
        #expect(midway?.recordedOperations.count == 1)
        let last = try #require(image.recordedOperations.last)
        #expect(last.blendMode == .multiply && last.clips.count == 1)
        #expect(last.covers(CGPoint(x: 5, y: 5)) && !last.covers(CGPoint(x: 30, y: 30)))
    }

    @Test("other images record nothing; a rendered image describes its size")
    func otherImages() {
        #expect(UIImage(named: "vw.plain")?.recordedOperations.isEmpty == true)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 4)).image { _ in }
        #expect(image.description == "UIImage(size: {3, 4}, scale: 2)")
        #expect(image.isSymbolImage == false && image.recordedOperations.isEmpty)
    }
}
