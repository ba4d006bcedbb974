import Foundation

/// The touch interactions of a text control, as UIKit's text interaction installs them: a tap
/// makes the control first responder and places the caret at the touched character, a tap on
/// the selection (or on the caret) shows the edit menu, a double tap selects a word, a long press
/// moves the caret under the finger and then shows the edit menu, and a drag that starts on a
/// selection handle moves that end of the selection.
///
/// While the control is not first responder, a focusing tap begins editing at once on touch-up
/// (see ``TextTapRecognizer``). While it is, the single tap waits for the double tap to fail, so
/// the second tap of a double tap does not also move the caret. The taps and the long press do not cancel the control's touches (a text
/// field still tracks them as a control); they fail when the finger moves, so a text view's
/// scrolling pan wins a drag.
@MainActor
final class TextInteraction {
    /// The tap that begins editing (only while the control is not first responder).
    let focusTap: TextTapRecognizer
    /// The tap that moves the caret or toggles the edit menu (only while first responder).
    let tap: TextTapRecognizer
    let doubleTap = UITapGestureRecognizer()
    let longPress = UILongPressGestureRecognizer()
    let handleDrag: TextHandleDragRecognizer
    let editMenu = UIEditMenuInteraction(delegate: nil)

    init(host: some TextEditingHost) {
        handleDrag = TextHandleDragRecognizer(host: host)
        focusTap = TextTapRecognizer(host: host, whileFirstResponder: false)
        tap = TextTapRecognizer(host: host, whileFirstResponder: true)
        doubleTap.numberOfTapsRequired = 2
        tap.require(toFail: doubleTap)
        for recognizer in [focusTap, tap, doubleTap, longPress] as [UIGestureRecognizer] {
            recognizer.cancelsTouchesInView = false
            recognizer.delaysTouchesEnded = false
        }
        focusTap.addTarget(handler: { [weak host] recognizer in host?.interactionTapped(recognizer) }, actionName: "_focusTap:")
        tap.addTarget(handler: { [weak host] recognizer in host?.interactionTapped(recognizer) }, actionName: "_singleTap:")
        doubleTap.addTarget(handler: { [weak host] recognizer in host?.interactionDoubleTapped(recognizer) },
                            actionName: "_doubleTap:")
        longPress.addTarget(handler: { [weak host] recognizer in host?.interactionLongPressed(recognizer) },
                            actionName: "_longPress:")
        for recognizer in [handleDrag, longPress, doubleTap, tap, focusTap] as [UIGestureRecognizer] {
            host.addGestureRecognizer(recognizer)
        }
        host.addInteraction(editMenu)
    }
}

extension TextEditingHost {
    /// Whether a touch may select text: the control is editable, or selectable.
    var interactionTarget: Bool { acceptsEdits || (self as? UITextView)?.isSelectable == true }

    func interactionTapped(_ recognizer: UIGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        let point = recognizer.location(in: self)
        let offset = makeGeometry().closestOffset(to: point)
        if !isFirstResponder {
            guard acceptsEdits, becomeFirstResponder() else { return }
            return setSelection(NSRange(location: offset, length: 0))
        }
        let selection = store.selection
        let onSelection = selection.length > 0
            ? makeGeometry().selectionRects(for: selection).contains { $0.insetBy(dx: -4, dy: -4).contains(point) }
            : offset == selection.location && isEditMenuTapOnCaret(point)
        if onSelection {
            return toggleEditMenu()
        }
        textInteraction.editMenu.dismissMenu()
        setSelection(NSRange(location: offset, length: 0))
    }

    /// Whether a tap at `point` hit the caret itself (within a finger's width of it).
    private func isEditMenuTapOnCaret(_ point: CGPoint) -> Bool {
        makeGeometry().caretRect(atOffset: store.selection.location).insetBy(dx: -8, dy: -4).contains(point)
    }

    func interactionDoubleTapped(_ recognizer: UIGestureRecognizer) {
        guard recognizer.state == .ended, interactionTarget else { return }
        if !isFirstResponder, !becomeFirstResponder() { return }
        let offset = makeGeometry().closestOffset(to: recognizer.location(in: self))
        selectWord(at: offset)
        if store.selection.length > 0 { showEditMenu() }
    }

    func interactionLongPressed(_ recognizer: UIGestureRecognizer) {
        guard interactionTarget else { return }
        switch recognizer.state {
        case .began:
            if !isFirstResponder, !becomeFirstResponder() { return }
            textInteraction.editMenu.dismissMenu()
            fallthrough
        case .changed:
            guard isFirstResponder else { return }
            let offset = makeGeometry().closestOffset(to: recognizer.location(in: self))
            if acceptsEdits { setSelection(NSRange(location: offset, length: 0)) } else { selectWord(at: offset) }
        case .ended:
            if isFirstResponder { showEditMenu() }
        default:
            break
        }
    }

    /// Shows the edit menu above the selection (or the caret), or hides it when shown.
    func toggleEditMenu() {
        if textInteraction.editMenu.isMenuShown { textInteraction.editMenu.dismissMenu() } else { showEditMenu() }
    }

    /// Shows the edit menu above the selection's first line (or the caret).
    func showEditMenu() {
        let geometry = makeGeometry()
        let selection = store.selection
        let rect = selection.length > 0
            ? geometry.selectionRects(for: selection).first ?? geometry.caretRect(atOffset: selection.location)
            : geometry.caretRect(atOffset: selection.location)
        textInteraction.editMenu.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil,
                                                                               sourcePoint: CGPoint(x: rect.midX, y: rect.minY)))
    }
}

/// A drag that starts on one of the selection's handles and moves that end of the selection. It
/// begins at touch-down when the touch lands within ``TextConstants/handleTouchRadius`` of a
/// handle of a non-empty selection of a first-responder text control, and fails otherwise.
final class TextHandleDragRecognizer: UIGestureRecognizer {
    private weak var host: (any TextEditingHost)?
    /// The end of the selection that stays while the other moves.
    private var fixed = 0

    init(host: some TextEditingHost) {
        self.host = host
        super.init(target: nil, action: nil)
        addTarget(handler: { recognizer in (recognizer as? TextHandleDragRecognizer)?.moved() }, actionName: "_dragHandle:")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let host, host.isFirstResponder, let touch = touches.first,
              host.store.selection.length > 0 else {
            state = .failed
            return
        }
        let point = touch.location(in: host)
        let selection = host.store.selection
        let rects = host.makeGeometry().selectionRects(for: selection)
        guard let first = rects.first, let last = rects.last else {
            state = .failed
            return
        }
        let radius = TextConstants.handleTouchRadius
        if hypot(point.x - first.minX, point.y - first.midY) <= radius {
            fixed = selection.location + selection.length
        } else if hypot(point.x - last.maxX, point.y - last.midY) <= radius {
            fixed = selection.location
        } else {
            state = .failed
            return
        }
        state = .began
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .changed }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .ended }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .cancelled }
    }

    private func moved() {
        guard let host, state == .changed || state == .ended else { return }
        let offset = host.makeGeometry().closestOffset(to: location(in: host))
        guard offset != fixed else { return }
        host.setSelection(NSRange(location: min(offset, fixed), length: abs(offset - fixed)), anchor: fixed)
    }
}
