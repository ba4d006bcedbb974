import Foundation

/// A physical button press: a key of a hardware keyboard (with its ``key``) or a remote's button.
///
/// The application keeps one press object per key from the key going down to it going up, and
/// updates its ``phase`` and ``timestamp``, as it does for touches.
@preconcurrency @MainActor
open class UIPress {
    /// The phase of a press.
    public enum Phase: Int, Sendable, Hashable {
        /// The button went down.
        case began
        /// The press changed (for example its force).
        case changed
        /// The button is held and did not change.
        case stationary
        /// The button was released.
        case ended
        /// The system cancelled the press.
        case cancelled
    }

    /// The kind of button.
    public enum PressType: Int, Sendable, Hashable {
        /// Up arrow.
        case upArrow = 0
        /// Down arrow.
        case downArrow = 1
        /// Left arrow.
        case leftArrow = 2
        /// Right arrow.
        case rightArrow = 3
        /// Select (a keyboard's Return or keypad Enter).
        case select = 4
        /// Menu (a keyboard's Escape).
        case menu = 5
        /// Play/pause.
        case playPause = 6
        /// Page up.
        case pageUp = 30
        /// Page down.
        case pageDown = 31
        /// A TV remote's 123 button.
        case tvRemoteOneTwoThree = 32
        /// A TV remote's four-colours button.
        case tvRemoteFourColors = 33
        /// Any other key of a hardware keyboard: an OpenTouch addition standing for the raw values
        /// UIKit gives such keys without naming them (read ``UIPress/key`` instead).
        case keyboardKey = 2000
    }

    /// The press's phase.
    public internal(set) var phase: Phase
    /// The button.
    public internal(set) var type: PressType
    /// When the press last changed, in seconds on the application clock.
    public internal(set) var timestamp: TimeInterval
    /// The force of the press, 0 to 1 (0 for keys).
    public internal(set) var force: CGFloat
    /// The keyboard key of the press; nil for a remote's buttons.
    public internal(set) var key: UIKey?
    /// The window whose first responder receives the press (the key window when it began).
    public internal(set) weak var window: UIWindow?
    /// The responder the press is delivered to (the first responder when it began, or where
    /// presses go when there is none).
    public internal(set) weak var responder: UIResponder?
    /// The gesture recognizers receiving the press; empty, as OpenTouch has no press recognizers.
    public var gestureRecognizers: [UIGestureRecognizer]? { [] }

    // MARK: Delivery state (see UIPress+Ledger.swift)

    /// The keyboard the press came from.
    var senderID: UInt64 = 0
    /// Counts presses in the order their keys went down, for deterministic ordering.
    var sequence: UInt64 = 0
    /// Responders that saw the press begin and are owed its end (the application aside).
    var openResponders: [UIResponder] = []
    /// Responders that saw the press end or be cancelled.
    var closedResponders: [UIResponder] = []
    /// The application, when it saw the press begin and is owed its end.
    weak var openApplication: UIApplication?
    /// Whether the application has seen the press end.
    var applicationClosed = false
    /// Whether the press's end or cancel has been delivered: nothing more is delivered for it.
    var isOver = false
    /// The key command the press triggered, if any: then its presses are not delivered.
    var keyCommand: UIKeyCommand?
    /// What a repeat of the held key does (typing again, the key command again); nil when the
    /// press does not repeat.
    var repeatAction: (@MainActor () -> Void)?
    /// The timer of the next repeat.
    var repeatTimer: ScheduledTimer?
    /// How many times the held key repeated.
    var repeatCount = 0

    /// Creates a press; an OpenTouch addition (UIKit makes presses itself), for tests.
    public init(type: PressType, phase: Phase = .began, timestamp: TimeInterval = 0, force: CGFloat = 0, key: UIKey? = nil) {
        self.type = type
        self.phase = phase
        self.timestamp = timestamp
        self.force = force
        self.key = key
    }

    /// The press type UIKit reports for a keyboard key.
    static func type(of usage: UIKeyboardHIDUsage) -> PressType {
        switch usage {
        case .keyboardUpArrow: .upArrow
        case .keyboardDownArrow: .downArrow
        case .keyboardLeftArrow: .leftArrow
        case .keyboardRightArrow: .rightArrow
        case .keyboardReturnOrEnter, .keypadEnter: .select
        case .keyboardEscape: .menu
        case .keyboardPageUp: .pageUp
        case .keyboardPageDown: .pageDown
        default: .keyboardKey
        }
    }
}

extension UIPress: Hashable {
    nonisolated public static func == (lhs: UIPress, rhs: UIPress) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIPress: @preconcurrency CustomStringConvertible {
    /// A UIKit-style description with the phase, type and key.
    public var description: String {
        let keyText = key.map { " key=\($0.keyCode.name) characters=\($0.characters.debugDescription)" } ?? ""
        return "<UIPress: 0x\(String(UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque()), radix: 16)); "
            + "phase: \(phase); type: \(type)\(keyText); timestamp: \(UIKitFormat.number(timestamp))>"
    }
}

/// An event carrying button presses.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    /// Every press currently down (and those changing in this event), as UIKit's `allPresses`.
    open var allPresses: Set<UIPress> { Set(pressList) }
    /// The presses in the order their keys went down.
    var pressList: [UIPress]

    /// Creates a presses event; an OpenTouch addition, for tests.
    public init(presses: Set<UIPress>, timestamp: TimeInterval = 0) {
        self.pressList = presses.sorted { $0.timestamp < $1.timestamp }
        super.init(type: .presses, timestamp: timestamp)
    }

    /// The presses that belong to `gestureRecognizer`; none, as OpenTouch has no press recognizers.
    open func presses(for gestureRecognizer: UIGestureRecognizer) -> Set<UIPress> {
        []
    }
}
