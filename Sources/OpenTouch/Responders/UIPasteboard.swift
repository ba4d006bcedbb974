import Foundation
import Synchronization

/// The pasteboard copy and paste go through: in OpenTouch, an in-process store of strings, URLs,
/// colors and images, safe to use from any thread.
public final class UIPasteboard: Sendable {
    /// The system-wide general pasteboard, shared by the whole process.
    public static let general = UIPasteboard()

    private let contents = Mutex(Contents())

    private struct Contents: @unchecked Sendable {
        var strings: [String] = []
        var urls: [URL] = []
        var images: [UIImage] = []
        var colors: [UIColor] = []
        var changeCount = 0
    }

    /// Creates an empty pasteboard (UIKit makes named ones with `withUniqueName()`).
    public init() {}

    /// A new, empty pasteboard.
    public static func withUniqueName() -> UIPasteboard { UIPasteboard() }

    /// The first string, or nil; setting replaces everything on the pasteboard.
    public var string: String? {
        get { contents.withLock { $0.strings.first } }
        set { replace { $0.strings = newValue.map { [$0] } ?? [] } }
    }

    /// All the strings; setting replaces everything on the pasteboard.
    public var strings: [String]? {
        get { contents.withLock { $0.strings.isEmpty ? nil : $0.strings } }
        set { replace { $0.strings = newValue ?? [] } }
    }

    /// The first URL, or nil; setting replaces everything on the pasteboard.
    public var url: URL? {
        get { contents.withLock { $0.urls.first } }
        set { replace { $0.urls = newValue.map { [$0] } ?? [] } }
    }

    /// The first image, or nil; setting replaces everything on the pasteboard.
    public var image: UIImage? {
        get { contents.withLock { $0.images.first } }
        set { replace { $0.images = newValue.map { [$0] } ?? [] } }
    }

    /// The first color, or nil; setting replaces everything on the pasteboard.
    public var color: UIColor? {
        get { contents.withLock { $0.colors.first } }
        set { replace { $0.colors = newValue.map { [$0] } ?? [] } }
    }

    /// Whether the pasteboard holds a string.
    public var hasStrings: Bool { contents.withLock { !$0.strings.isEmpty } }
    /// Whether the pasteboard holds a URL.
    public var hasURLs: Bool { contents.withLock { !$0.urls.isEmpty } }
    /// Whether the pasteboard holds an image.
    public var hasImages: Bool { contents.withLock { !$0.images.isEmpty } }
    /// Whether the pasteboard holds a color.
    public var hasColors: Bool { contents.withLock { !$0.colors.isEmpty } }
    /// Counts the changes of contents.
    public var changeCount: Int { contents.withLock { $0.changeCount } }

    private func replace(_ change: (inout Contents) -> Void) {
        contents.withLock { current in
            let count = current.changeCount
            current = Contents()
            change(&current)
            current.changeCount = count + 1
        }
    }
}
