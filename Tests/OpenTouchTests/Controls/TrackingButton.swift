import Foundation
import OpenTouch

/// A button that logs its tracking hooks into the same log and can refuse tracking.
@MainActor
final class TrackingButton: UIButton {
    let log: CallLog
    var acceptsTracking = true
    var continues = true
    var tapCounts: [Int] = []

    init(frame: CGRect, log: CallLog) {
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        tapCounts.append(touch.tapCount)
        log.append("beginTracking")
        return acceptsTracking
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.append("continueTracking inside=\(isTouchInside)")
        return continues
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        log.append("endTracking")
        super.endTracking(touch, with: event)
    }

    override func cancelTracking(with event: UIEvent?) {
        log.append("cancelTracking")
        super.cancelTracking(with: event)
    }
}
