import Foundation

extension UIButton {
    /// How a button looks (iOS 15): its title, image, colors, corners and size, as a value.
    ///
    /// OpenTouch draws nothing, so the values are kept and read back; the title and image become
    /// the button's ``UIButton/currentTitle`` and ``UIButton/currentImage`` (and so its
    /// ``UIButton/titleLabel``, ``UIButton/imageView`` and accessibility label). Touch handling is
    /// the same as for any button.
    public struct Configuration: Hashable {
        /// The corner style.
        public enum CornerStyle: Int, Hashable, Sendable {
            /// Depends on the button size and the dynamic type size.
            case dynamic = 0
            /// ``UIButton/Configuration/background`` corner radius as set.
            case fixed = -1
            /// Small corners.
            case small = 1
            /// Medium corners.
            case medium = 2
            /// Large corners.
            case large = 3
            /// A capsule.
            case capsule = 4
        }

        /// The preferred size.
        public enum Size: Int, Hashable, Sendable {
            /// Mini.
            case mini = 0
            /// Small.
            case small = 1
            /// Medium (the default).
            case medium = 2
            /// Large.
            case large = 3
        }

        /// How the title and subtitle align.
        public enum TitleAlignment: Int, Hashable, Sendable {
            /// Automatic.
            case automatic = 0
            /// Leading.
            case leading = 1
            /// Center.
            case center = 2
            /// Trailing.
            case trailing = 3
        }

        /// The background's color and corner radius (a small part of UIKit's background configuration).
        public struct Background: Hashable {
            /// The fill color; nil uses the style's.
            public var backgroundColor: UIColor?
            /// The corner radius, used with ``CornerStyle/fixed``.
            public var cornerRadius: CGFloat = 0
            /// The stroke color.
            public var strokeColor: UIColor?
            /// The stroke width.
            public var strokeWidth: CGFloat = 0
            /// An empty background.
            public static func clear() -> Background { Background() }
        }

        /// The style the configuration was made with, as UIKit names the factories.
        let style: String

        /// The title.
        public var title: String?
        /// The subtitle.
        public var subtitle: String?
        /// The image.
        public var image: UIImage?
        /// The edge of the title the image sits on; `.leading` by default.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// Space between the image and the title.
        public var imagePadding: CGFloat = 0
        /// Space between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        /// The title alignment.
        public var titleAlignment: TitleAlignment = .automatic
        /// The foreground color; nil uses the style's (the tint for most styles).
        public var baseForegroundColor: UIColor?
        /// The background color; nil uses the style's.
        public var baseBackgroundColor: UIColor?
        /// The background.
        public var background = Background()
        /// The corner style.
        public var cornerStyle: CornerStyle = .dynamic
        /// The preferred size.
        public var buttonSize: Size = .medium
        /// Space around the content.
        public var contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12)
        /// Whether an activity indicator replaces the image.
        public var showsActivityIndicator = false
        /// The symbol configuration for the image.
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?

        init(style: String) {
            self.style = style
        }

        /// No background; tinted foreground.
        public static func plain() -> Configuration { Configuration(style: "plain") }
        /// A tinted, translucent background.
        public static func tinted() -> Configuration { Configuration(style: "tinted") }
        /// A gray background.
        public static func gray() -> Configuration { Configuration(style: "gray") }
        /// A background filled with the tint color; white foreground.
        public static func filled() -> Configuration { Configuration(style: "filled") }
        /// No background (iOS 15 bordered styles' plain counterpart).
        public static func borderless() -> Configuration { Configuration(style: "borderless") }
        /// A gray, bordered background.
        public static func bordered() -> Configuration { Configuration(style: "bordered") }
        /// A tinted, bordered background.
        public static func borderedTinted() -> Configuration { Configuration(style: "borderedTinted") }
        /// A prominent, filled, bordered background.
        public static func borderedProminent() -> Configuration { Configuration(style: "borderedProminent") }

        /// The configuration as it applies to `button` in its current state; unchanged here, as
        /// OpenTouch resolves no colors for drawing.
        public func updated(for button: UIButton) -> Configuration { self }
    }

    /// Called to update the configuration when the button's state changes.
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

    /// Creates a button with `configuration` whose `primaryAction`, if any, is registered for
    /// ``UIControl/Event/primaryActionTriggered``.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        if let primaryAction { adoptPrimaryAction(primaryAction) }
    }

    /// Asks for the configuration to be updated: ``updateConfiguration()`` runs once the event
    /// being delivered has been handled (so after the touch's actions, as in UIKit), or at once
    /// outside event delivery. Several requests during one event make one update.
    public func setNeedsUpdateConfiguration() {
        guard !configurationUpdatePending else { return }
        guard let application = window?.windowScene?.application else { return updateConfiguration() }
        configurationUpdatePending = true
        application.deferViewUpdate { [weak self] in
            guard let self else { return }
            // Cleared after the update: a handler that asks again during it makes no second pass.
            updateConfiguration()
            configurationUpdatePending = false
        }
    }
}

/// The edges of a rectangle, named by reading direction (UIKit's raw values).
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Creates edges from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// No edge.
    public static let none = NSDirectionalRectEdge([])
    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
