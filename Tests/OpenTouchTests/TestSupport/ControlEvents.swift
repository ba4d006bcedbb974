import Foundation
import OpenTouch

/// Every single control event, in bit order, with its name.
let singleControlEvents: [(UIControl.Event, String)] = [
    (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
    (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
    (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
    (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryActionTriggered"),
]

/// Registers one UIAction per single event of `control`, logging `"<event> highlighted"` or
/// `"<event> normal"` to `log`.
@MainActor
func logControlEvents(of control: UIControl, to log: CallLog) {
    for (event, name) in singleControlEvents {
        let action = UIAction(identifier: UIAction.Identifier("log.\(name)")) { action in
            let sender = action.sender as? UIControl
            log.append("\(name) \(sender?.isHighlighted == true ? "highlighted" : "normal")")
        }
        control.addAction(action, for: event)
    }
}
