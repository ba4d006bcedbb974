import Foundation

/// The grip at a row's trailing edge in editing mode. A press on it starts at once (a long
/// press of no minimum duration, which wins over the table's pan) and drags the row.
@MainActor
final class TableReorderControl: UIView {
    /// Receives the press's states.
    var handler: ((UILongPressGestureRecognizer) -> Void)?
    /// The press that drags the row.
    let press = UILongPressGestureRecognizer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityLabel = "Reorder"
        press.minimumPressDuration = 0
        press.allowableMovement = .greatestFiniteMagnitude
        press.addTarget(handler: { [weak self] recognizer in
            guard let self, let press = recognizer as? UILongPressGestureRecognizer else { return }
            self.handler?(press)
        })
        addGestureRecognizer(press)
        for index in 0..<3 {
            let line = UIView(frame: CGRect(x: 14, y: 0, width: 16, height: 1.5))
            line.backgroundColor = .tertiaryLabel
            line.tag = index
            line.isUserInteractionEnabled = false
            addSubview(line)
        }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let midY = bounds.midY
        for line in subviews {
            line.frame.origin.y = midY - 5 + CGFloat(line.tag) * 5
        }
    }
}

/// A row being dragged by its reorder control.
struct TableReorder {
    /// Where the row was when the drag began.
    let source: IndexPath
    /// The cell being dragged.
    let cell: UITableViewCell
    /// The finger's y (table coordinates) when the drag began.
    let startY: CGFloat
    /// The cell's frame when the drag began.
    let startFrame: CGRect
    /// Where the row would land now (after the delegate's retargeting).
    var destination: IndexPath
}
