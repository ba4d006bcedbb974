import Foundation

/// The words the timeline and `opentouch replay --explain` use for a record: names from
/// ``TraceName``, never addresses.
///
/// ``text(for:)`` is the one place a record becomes a sentence: ``TraceRecord/summary``, which
/// spells out the reasons the why-trace records carry.
@MainActor
enum TimelineText {
    /// One line for `record`: its ``TraceRecord/summary``, with the reasons the record carries.
    static func text(for record: TraceRecord) -> String {
        record.summary
    }

    /// A responder's short name with its position among alike siblings.
    static func name(_ responder: UIResponder) -> String {
        if let view = responder as? UIView { return TraceName.shortName(view, positioned: true) }
        return TraceName(responder).short
    }

    /// `finger 1, finger 2`, in finger order.
    static func fingers(_ touches: Set<UITouch>) -> String {
        let numbers = touches.map(\.fingerIdentity).sorted()
        let list = numbers.map(String.init).joined(separator: ", ")
        return numbers.count == 1 ? "finger \(list)" : "fingers \(list)"
    }

    /// `(12.5, 40)`.
    static func format(_ point: CGPoint) -> String {
        "(\(UIKitFormat.number(point.x)), \(UIKitFormat.number(point.y)))"
    }

    /// A time in milliseconds from the origin: `+120 ms`, `+1.25 s`.
    static func format(time: TimeInterval) -> String {
        let milliseconds = (time * 1000).rounded()
        if abs(milliseconds) < 1000 { return "+\(Int(milliseconds)) ms" }
        return "+\(UIKitFormat.number(CGFloat((time * 100).rounded() / 100))) s"
    }

    /// A short label for a delivery's reason on a lane (`held`, `end held`, `released`); the
    /// mark's detail gives ``TouchDeliveryReason/text``.
    static func label(for reason: TouchDeliveryReason) -> String {
        switch reason {
        case .beganHeld, .beganHeldByScrollView: "held"
        case .endHeld: "end held"
        case .released: "released"
        case .cancelledByRecognizer, .cancelledByScrollView, .digitizerCancelled, .windowLeftScene: "cancelled"
        case .discardedByRecognizer, .beganRefused, .joinedRecognizedGesture, .ignoredDuringTransition: "not delivered"
        }
    }

    /// A short label for a recognizer's reason: its code in words (`waitingFor` → `waiting for`).
    static func label(for reason: GestureReason) -> String {
        var words = ""
        for character in reason.code {
            if character.isUppercase { words += " " + character.lowercased() } else { words.append(character) }
        }
        return words
    }
}
