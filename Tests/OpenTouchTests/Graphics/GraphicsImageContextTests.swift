import Foundation
import OpenTouch
import Testing

/// A finger-painting canvas written the classic way: each move draws the previous image and a
/// new segment into an image context and shows the result.
@MainActor
private final class GfxCanvasView: UIImageView {
    private var lastPoint = CGPoint.zero

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    // Override kept: drawing into an image context is what the view does with its touches.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        lastPoint = touches.first?.location(in: self) ?? .zero
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let point = touches.first?.location(in: self) else { return }
        UIGraphicsBeginImageContextWithOptions(bounds.size, false, 0)
        image?.draw(in: bounds)
        let context = UIGraphicsGetCurrentContext()!
        context.move(to: lastPoint)
        context.addLine(to: point)
        context.setLineCap(.round)
        context.setLineWidth(6)
        context.setStrokeColor(UIColor.red.cgColor)
        context.strokePath()
        image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        lastPoint = point
    }
}

@MainActor
@Suite("Graphics: UIGraphicsBeginImageContext, UIImage.draw and cgImage")
struct GraphicsImageContextTests {
    @Test("a finger-painting canvas keeps every stroke of a drag in its image")
    func canvasAccumulatesStrokes() throws {
        let scene = TestScene()
        let canvas = GfxCanvasView(frame: CGRect(x: 50, y: 100, width: 200, height: 150))
        scene.rootView.addSubview(canvas)

        scene.driver.drag(from: CGPoint(x: 70, y: 120), to: CGPoint(x: 230, y: 120), steps: 8)

        let image = try #require(canvas.image)
        #expect(image.size == CGSize(width: 200, height: 150))
        #expect(image.scale == 2)
        #expect(image.recordedOperations.count == 8)
        #expect(image.recordedOperations.allSatisfy { $0.kind == .stroke && $0.color == UIColor.red.cgColor })
        let painted = { (point: CGPoint) in image.recordedOperations.contains { $0.covers(point) } }
        #expect(painted(CGPoint(x: 20, y: 20)))      // the drag's start, in canvas coordinates
        #expect(painted(CGPoint(x: 100, y: 21)))
        #expect(painted(CGPoint(x: 180, y: 20)))     // the end
        #expect(!painted(CGPoint(x: 100, y: 40)))
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("cgImage has the pixel size and the drawing in pixels; UIImage(cgImage:scale:orientation:) reads it back")
    func cgImageRoundTrip() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 40, height: 30), false, 3)
        UIColor.blue.setFill()
        UIBezierPath(rect: CGRect(x: 10, y: 5, width: 20, height: 10)).fill()
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()

        let cgImage = try #require(image.cgImage)
        #expect(cgImage.width == 120)
        #expect(cgImage.height == 90)
        #expect(cgImage.bitsPerComponent == 8)
        #expect(cgImage.bytesPerRow == 480)
        #expect(cgImage.recordedOperations.first?.path.boundingBox == CGRect(x: 30, y: 15, width: 60, height: 30))

        let back = UIImage(cgImage: cgImage, scale: 3, orientation: .up)
        #expect(back.size == CGSize(width: 40, height: 30))
        #expect(back.recordedOperations.first?.path.boundingBox == CGRect(x: 10, y: 5, width: 20, height: 10))
        #expect(UIImage(cgImage: cgImage).size == CGSize(width: 120, height: 90))
        #expect(UIImage().cgImage == nil)
        #expect(UIImage(systemName: "star")?.cgImage?.width == 40)
    }

    @Test("drawing an image at a point and into a rect scales and clips its drawing, with the draw's alpha")
    func drawImageIntoRenderer() {
        let stamp = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIBezierPath(rect: CGRect(x: 5, y: 5, width: 20, height: 20)).fill()   // partly outside
        }
        let sheet = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100)).image { _ in
            stamp.draw(at: CGPoint(x: 10, y: 10))
            stamp.draw(in: CGRect(x: 50, y: 50, width: 40, height: 20), blendMode: .multiply, alpha: 0.5)
        }
        let operations = sheet.recordedOperations
        #expect(operations.count == 4)
        #expect(operations[0].covers(CGPoint(x: 15, y: 15)))
        #expect(!operations[1].covers(CGPoint(x: 22, y: 22)))   // clipped to the stamp's 10 × 10
        #expect(operations[2].covers(CGPoint(x: 85, y: 65)))
        #expect(!operations[2].covers(CGPoint(x: 95, y: 65)))
        #expect(operations[2].alpha == 0.5)
        #expect(operations[2].blendMode == .multiply)
        #expect(operations[0].blendMode == .normal)
    }

    @Test("image contexts nest with other contexts; ending or reading without one does nothing")
    func contextStack() {
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsEndImageContext()
        UIGraphicsBeginImageContext(CGSize(width: 8, height: 8))
        let outer = UIGraphicsGetCurrentContext()
        let recording = CGContext(size: CGSize(width: 4, height: 4))
        UIGraphicsPushContext(recording)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)   // the current one is not an image context
        UIGraphicsEndImageContext()                                     // so this ends nothing
        #expect(UIGraphicsGetCurrentContext() === recording)
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() === outer)
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.scale == 1)
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIGraphicsBeginImageContextWithOptions(.zero, false, 0)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }
}

/// A badge that draws a filled circle, snapshotted the way share-sheet code does it.
@MainActor
private final class GfxBadgeView: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.orange.setFill()
        UIBezierPath(ovalIn: bounds.insetBy(dx: 2, dy: 2)).fill()
    }
}

@MainActor
@Suite("Graphics: snapshots with layer.render(in:) in an image context")
struct GraphicsLayerRenderTests {
    @Test("view.layer.render(in:) in an image context records the view's draw(_:), in the view's coordinates")
    func snapshotWithLayerRender() throws {
        let scene = TestScene()
        let badge = GfxBadgeView(frame: CGRect(x: 200, y: 300, width: 40, height: 40))
        scene.rootView.addSubview(badge)

        UIGraphicsBeginImageContextWithOptions(badge.bounds.size, badge.isOpaque, 0)
        badge.layer.render(in: UIGraphicsGetCurrentContext()!)
        let snapshot = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()

        #expect(snapshot.size == CGSize(width: 40, height: 40))
        let circle = try #require(snapshot.recordedOperations.first)
        #expect(circle.path.boundingBox == CGRect(x: 2, y: 2, width: 36, height: 36))
        #expect(circle.color == UIColor.orange.cgColor)
        // A layer that belongs to no view draws nothing.
        let context = CGContext(size: CGSize(width: 10, height: 10))
        CALayer().render(in: context)
        #expect(context.operations.isEmpty)
    }
}
