import Foundation

extension TouchDriver {
    /// The longest an action waits, in clock time, for its touches to settle.
    static let settleLimit: TimeInterval = 1

    /// Lets clock time pass after an action's last finger lifted, timer by timer, until every
    /// held delivery has been made and every recognizer that saw the touches has decided (a
    /// single tap that waits for a double tap to fail, a button whose `touchesEnded` a double
    /// tap holds back), as a person waits to see what a tap did. Gives up after
    /// ``settleLimit`` seconds; does nothing while a finger is down.
    func settle() {
        guard fingersDown.isEmpty else { return }
        let deadline = application.clock.now + Self.settleLimit
        while hasUnsettledTouches, application.clock.now < deadline {
            let next = application.clock.nextFireDate ?? application.clock.now + 0.01
            wait(min(max(next - application.clock.now, 0.001), deadline - application.clock.now))
        }
    }
}
