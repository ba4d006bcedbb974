import Foundation
import OpenTouch

/// A `UIView` subclass that logs each touch method as `"<name> began 1"` (the number of touches)
/// and forwards to super. The why-trace tests use it because explanations name a view by its
/// class; other tests log plain views through ``CallLog/logTouches(of:as:in:)``.
@MainActor
final class LoggingView: UIView {
    let name: String
    let log: CallLog

    init(_ name: String, frame: CGRect, log: CallLog) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("\(name) began \(touches.count)")
        super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("\(name) moved \(touches.count)")
        super.touchesMoved(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("\(name) ended \(touches.count)")
        super.touchesEnded(touches, with: event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("\(name) cancelled \(touches.count)")
        super.touchesCancelled(touches, with: event)
    }
}
