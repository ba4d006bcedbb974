import Foundation
import Logging
import OpenTouch

/// What key presses type into an empty `UITextView`, through the application's real pipeline:
/// the key events are posted to its event fetcher at their times on a virtual clock, the
/// application translates them with the layout and delivers presses to the text view, which is
/// first responder; whatever it holds after the last key change is the text. The clock stops
/// there: a key still held at the end of the recording types once, not the repeats the
/// application would add if the clock ran on.
@MainActor
enum KeyboardTyping {
    /// The text `events` type in `layout`, held keys repeating after `repeatDelay` every
    /// `repeatInterval` (the application's defaults for a nil interval; no repeats for a nil delay).
    static func text(typedBy events: [KeyboardEvent], layout: any KeyboardLayout,
                     repeatDelay: TimeInterval?, repeatInterval: TimeInterval?) -> String {
        let clock = VirtualClock(start: events.first?.timestamp ?? 0)
        var logger = Logger(label: "OpenTouch")
        logger.logLevel = .critical
        let application = UIApplication(clock: clock, logger: logger)
        application.keyboardLayout = layout
        application.keyRepeatDelay = repeatDelay ?? .infinity
        if let repeatInterval, repeatInterval > 0 { application.keyRepeatInterval = repeatInterval }
        let scene = UIWindowScene(application: application,
                                  screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844)))
        let window = UIWindow(windowScene: scene)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let textView = UITextView(frame: window.bounds)
        window.rootViewController?.view.addSubview(textView)
        textView.becomeFirstResponder()
        for event in events {
            if event.timestamp > clock.now { clock.advance(to: event.timestamp) }
            application.eventFetcher.post(event)
            application.processPendingInput()
        }
        return textView.text ?? ""
    }
}
