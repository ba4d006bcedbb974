import Foundation

/// The device the program runs on, as UIKit's `UIDevice.current` describes it.
///
/// OpenTouch runs on Linux, and says so: ``systemName``, ``model`` and ``name`` are `"Linux"`
/// (iOS 16 also answers a generic model name for ``name``), ``systemVersion`` is the kernel's
/// version. ``userInterfaceIdiom`` is `.phone` unless a test sets it (an OpenTouch addition; it
/// is read-only in UIKit), so idiom-dependent code can be tested both ways. Screens do not
/// rotate: ``orientation`` is `.unknown` until ``beginGeneratingDeviceOrientationNotifications()``
/// and `.portrait` while notifications are on; ``orientationDidChangeNotification`` is never posted.
@preconcurrency @MainActor
public final class UIDevice {
    /// The device.
    public static let current = UIDevice()

    /// Posted when the orientation changes; OpenTouch's screens never rotate, so it is never posted.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")

    private init() {}

    /// The device's name: `"Linux"`.
    public var name: String { "Linux" }
    /// The model: `"Linux"`.
    public var model: String { "Linux" }
    /// The model, localized: `"Linux"`.
    public var localizedModel: String { "Linux" }
    /// The operating system: `"Linux"`.
    public var systemName: String { "Linux" }
    /// The kernel version, `major.minor.patch` (for example `"6.8.0"`).
    public var systemVersion: String {
        let version = ProcessInfo.processInfo.operatingSystemVersion
        return "\(version.majorVersion).\(version.minorVersion).\(version.patchVersion)"
    }

    /// The kind of interface to design for; `.phone` by default. Settable in OpenTouch (not in
    /// UIKit) so that tests can run idiom-dependent code as a pad.
    public var userInterfaceIdiom: UIUserInterfaceIdiom = .phone

    /// Whether the device runs several apps at once: true.
    public var isMultitaskingSupported: Bool { true }

    /// An identifier for the app's vendor on this machine: derived from `/etc/machine-id`, so it
    /// is the same in every run on one machine; nil when the file is missing or malformed.
    public private(set) lazy var identifierForVendor: UUID? = Self.machineIdentifier()

    // MARK: Orientation

    private var orientationNotificationRequests = 0

    /// The physical orientation: `.unknown` unless orientation notifications are on, then
    /// `.portrait` (the screen does not rotate).
    public var orientation: UIDeviceOrientation {
        orientationNotificationRequests > 0 ? .portrait : .unknown
    }

    /// Whether orientation notifications are on.
    public var isGeneratingDeviceOrientationNotifications: Bool { orientationNotificationRequests > 0 }

    /// Turns orientation notifications on. Calls nest, as in UIKit: each needs a matching
    /// ``endGeneratingDeviceOrientationNotifications()``.
    public func beginGeneratingDeviceOrientationNotifications() {
        orientationNotificationRequests += 1
    }

    /// Balances one ``beginGeneratingDeviceOrientationNotifications()``; extra calls do nothing.
    public func endGeneratingDeviceOrientationNotifications() {
        orientationNotificationRequests = max(0, orientationNotificationRequests - 1)
    }

    private static func machineIdentifier() -> UUID? {
        guard let text = try? String(contentsOfFile: "/etc/machine-id", encoding: .utf8) else { return nil }
        let hex = Array(text.trimmingCharacters(in: .whitespacesAndNewlines))
        guard hex.count == 32, hex.allSatisfy(\.isHexDigit) else { return nil }
        func part(_ range: Range<Int>) -> String { String(hex[range]) }
        let formatted = [part(0..<8), part(8..<12), part(12..<16), part(16..<20), part(20..<32)].joined(separator: "-")
        return UUID(uuidString: formatted)
    }
}
