import UIKit

/// A finger-painting canvas: every touch draws its own line (several fingers at once), the lines
/// are kept as paths, and the drawing can be exported as an image.
final class DrawingCanvasView: UIView {
    var strokeColor: UIColor = .black
    var lineWidth: CGFloat = 4
    private var activeLines: [ObjectIdentifier: UIBezierPath] = [:]
    private(set) var finishedLines: [UIBezierPath] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        isMultipleTouchEnabled = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            let path = UIBezierPath()
            path.lineWidth = lineWidth
            path.lineCapStyle = .round
            path.move(to: touch.location(in: self))
            activeLines[ObjectIdentifier(touch)] = path
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            activeLines[ObjectIdentifier(touch)]?.addLine(to: touch.location(in: self))
        }
        setNeedsDisplay()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            if let path = activeLines.removeValue(forKey: ObjectIdentifier(touch)) {
                finishedLines.append(path)
            }
        }
        setNeedsDisplay()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            activeLines.removeValue(forKey: ObjectIdentifier(touch))
        }
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        strokeColor.setStroke()
        for path in finishedLines { path.stroke() }
        for path in activeLines.values { path.stroke() }
    }

    func clear() {
        finishedLines.removeAll()
        setNeedsDisplay()
    }

    /// The drawing as an image, the pre-iOS 10 way.
    func snapshot() -> UIImage? {
        UIGraphicsBeginImageContextWithOptions(bounds.size, true, 0)
        defer { UIGraphicsEndImageContext() }
        guard let context = UIGraphicsGetCurrentContext() else { return nil }
        layer.render(in: context)
        return UIGraphicsGetImageFromCurrentImageContext()
    }
}
