import Foundation

/// What an accessibility element is and how it behaves, as UIKit's option set (UIKit's raw values).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    /// Creates traits from UIKit's raw bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits.
    public static let none = UIAccessibilityTraits([])
    /// A button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// A link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// An image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// The element is selected.
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// The element plays a sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// A keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Text that does not change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// A summary read when the app starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// The element is disabled.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// The value updates often.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// A search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Activating it starts a media session.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// An adjustable element, such as a slider.
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Touches go straight to the element (a drawing canvas, a keyboard).
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// The element turns the page when reading reaches its end.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// A header.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// A tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 28)
    /// An element that toggles (iOS 17), such as a switch.
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 53)
    /// Supports zooming (iOS 17).
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 54)
}

/// An extra action offered on an accessibility element.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction {
    /// The action's name, read to the user.
    open var name: String
    /// The action's image (iOS 14), kept.
    open var image: UIImage?
    private let handler: (UIAccessibilityCustomAction) -> Bool

    /// Creates an action that runs `actionHandler`, which returns whether it succeeded.
    public init(name: String, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.name = name
        handler = actionHandler
    }

    /// Creates an action with an image that runs `actionHandler` (iOS 14).
    public convenience init(name: String, image: UIImage?, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.init(name: name, actionHandler: actionHandler)
        self.image = image
    }

    /// Creates an action that calls a method of `target` taking the action
    /// (`#selector(Cell.archive(_:))` becomes `Cell.archive`); the target is held weakly, and the
    /// action fails once it is gone.
    @preconcurrency public convenience init<T: AnyObject>(
        name: String, target: T, selector: @escaping @MainActor (T) -> @MainActor (UIAccessibilityCustomAction) -> Bool
    ) {
        self.init(name: name) { [weak target] action in
            guard let target else { return false }
            return selector(target)(action)
        }
    }

    /// Creates an action that calls a method of `target` taking no argument; held weakly.
    @preconcurrency public convenience init<T: AnyObject>(name: String, target: T, selector: @escaping @MainActor (T) -> @MainActor () -> Bool) {
        self.init(name: name) { [weak target] _ in
            guard let target else { return false }
            return selector(target)()
        }
    }

    /// Runs the action as an assistive technology would; returns whether it succeeded (an
    /// OpenTouch addition, for tests).
    @discardableResult
    public func perform() -> Bool { handler(self) }
}

/// UIKit's accessibility functions and notifications. OpenTouch runs no assistive technology: the
/// states read off and nothing listens to posted notifications.
@preconcurrency @MainActor
public enum UIAccessibility {
    /// A notification posted to assistive technologies.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        /// Creates a notification from its raw value.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The screen changed a lot; the argument is the element to focus.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout changed; the argument is the element to focus.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// An announcement; the argument is the string to read.
        public static let announcement = Notification(rawValue: 1008)
        /// The page scrolled; the argument is a description of the position.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Whether VoiceOver is running: never in OpenTouch.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Switch Control is running: never in OpenTouch.
    public static var isSwitchControlRunning: Bool { false }
    /// Whether Reduce Motion is on: off.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether Bold Text is on: off.
    public static var isBoldTextEnabled: Bool { false }

    /// Posted when Reduce Motion turns on or off; the setting never changes in OpenTouch, so it is
    /// never posted, and observers compile and stay quiet.
    nonisolated public static let reduceMotionStatusDidChangeNotification =
        NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when VoiceOver starts or stops; never posted in OpenTouch (see above).
    nonisolated public static let voiceOverStatusDidChangeNotification =
        NSNotification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when Switch Control starts or stops; never posted in OpenTouch.
    nonisolated public static let switchControlStatusDidChangeNotification =
        NSNotification.Name("UIAccessibilitySwitchControlStatusDidChangeNotification")
    /// Posted when Bold Text turns on or off; never posted in OpenTouch.
    nonisolated public static let boldTextStatusDidChangeNotification =
        NSNotification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")

    /// Posts `notification` to assistive technologies; none runs in OpenTouch, so it goes nowhere.
    public static func post(notification: Notification, argument: Any?) {}
}
