import Foundation

/// The caret, the selection's highlight and its two handles, as views over a text control's text.
/// They do not take touches (the control's recognizers find the handles by position). The caret
/// does not blink: OpenTouch shows it steadily.
@MainActor
final class TextSelectionDisplay {
    let caret = _UITextCaretView(frame: .zero)
    private(set) var highlights: [UIView] = []
    let startHandle = _UITextSelectionHandleView(frame: .zero)
    let endHandle = _UITextSelectionHandleView(frame: .zero)

    /// Shows the caret or the selection of `host` in `container` (a subview of the host or the
    /// host itself), or hides everything when `visible` is false. A control that takes no edits
    /// (a text view that is not editable) shows no caret.
    func update(host: some TextEditingHost, container: UIView, visible: Bool) {
        for view in [caret, startHandle, endHandle] where view.superview !== container {
            view.isUserInteractionEnabled = false
            container.addSubview(view)
        }
        let selection = host.store.selection
        let geometry = host.makeGeometry()
        let color = host.tintColor ?? .systemBlue
        caret.backgroundColor = color
        caret.isHidden = !visible || selection.length > 0 || !host.acceptsEdits
        caret.frame = host.convert(geometry.caretRect(atOffset: selection.location), to: container)
        let rects = visible && selection.length > 0 ? geometry.selectionRects(for: selection) : []
        while highlights.count > rects.count { highlights.removeLast().removeFromSuperview() }
        while highlights.count < rects.count {
            let view = UIView(frame: .zero)
            view.isUserInteractionEnabled = false
            container.insertSubview(view, at: 0)
            highlights.append(view)
        }
        for (view, rect) in zip(highlights, rects) {
            view.backgroundColor = color.withAlphaComponent(0.2)
            view.frame = host.convert(rect, to: container)
        }
        place(startHandle, at: rects.first.map { CGPoint(x: $0.minX, y: $0.minY) }, top: true, host, container, color)
        place(endHandle, at: rects.last.map { CGPoint(x: $0.maxX, y: $0.maxY) }, top: false, host, container, color)
    }

    private func place(_ handle: UIView, at point: CGPoint?, top: Bool, _ host: UIView, _ container: UIView, _ color: UIColor) {
        guard let point else {
            handle.isHidden = true
            return
        }
        let side: CGFloat = 8
        let local = host.convert(point, to: container)
        handle.isHidden = false
        handle.backgroundColor = color
        handle.layer.cornerRadius = side / 2
        handle.frame = CGRect(x: local.x - side / 2, y: top ? local.y - side : local.y, width: side, height: side)
    }

    /// Removes every view.
    func remove() {
        for view in [caret, startHandle, endHandle] + highlights { view.removeFromSuperview() }
        highlights = []
    }
}

/// The caret's view.
final class _UITextCaretView: UIView {}

/// A selection handle's knob.
final class _UITextSelectionHandleView: UIView {}
