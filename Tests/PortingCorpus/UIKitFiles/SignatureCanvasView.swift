import UIKit

/// A signature pad: each finger stroke becomes a path, drawn in `draw(_:)`.
final class SignatureCanvasView: UIView {
    private(set) var strokes: [UIBezierPath] = []
    private var currentStroke: UIBezierPath?
    var strokeColor: UIColor = .label
    var lineWidth: CGFloat = 3

    var isEmpty: Bool { strokes.isEmpty }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        isMultipleTouchEnabled = false
        accessibilityTraits = .allowsDirectInteraction
        accessibilityLabel = "Signature"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func clear() {
        strokes.removeAll()
        setNeedsDisplay()
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let path = UIBezierPath()
        path.lineWidth = lineWidth
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        path.move(to: touch.location(in: self))
        currentStroke = path
        strokes.append(path)
        setNeedsDisplay()
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let path = currentStroke else { return }
        path.addLine(to: touch.location(in: self))
        setNeedsDisplay()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        currentStroke = nil
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let path = currentStroke, let index = strokes.firstIndex(where: { $0 === path }) {
            strokes.remove(at: index)
        }
        currentStroke = nil
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        strokeColor.setStroke()
        for stroke in strokes {
            stroke.stroke()
        }
    }
}
