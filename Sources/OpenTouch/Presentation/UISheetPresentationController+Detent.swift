import Foundation

/// What a custom detent's resolver knows: the container's traits and the large detent's height.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: AnyObject {
    /// The traits of the sheet's container.
    var containerTraitCollection: UITraitCollection { get }
    /// The height of the large detent: the tallest a detent may be.
    var maximumDetentValue: CGFloat { get }
}

extension UISheetPresentationController {
    /// A height a sheet rests at.
    @preconcurrency @MainActor
    public final class Detent {
        /// A detent's name.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public var rawValue: String
            /// Creates an identifier from its raw value.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// Creates an identifier from its raw value.
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The medium detent's identifier.
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The large detent's identifier.
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// The detent's identifier.
        public let identifier: Identifier
        private let resolver: @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(identifier: Identifier,
                     resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// About half the container's height (``PresentationConstants/mediumDetentFraction``).
        public static func medium() -> Detent {
            Detent(identifier: .medium) { context in
                guard let resolved = context as? DetentContext else { return context.maximumDetentValue / 2 }
                return resolved.containerHeight * PresentationConstants.mediumDetentFraction - resolved.bottomInset
            }
        }

        /// The full height: the sheet's top just under the safe area's top edge.
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// A detent whose height `resolver` computes (nil leaves it out); a unique identifier when none is given.
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)
            -> Detent {
            customCount += 1
            return Detent(identifier: identifier ?? Identifier("custom.\(customCount)"), resolver: resolver)
        }

        private static var customCount = 0

        /// The detent's height in `context`, capped at the maximum; nil when it does not apply.
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            guard let value = resolver(context), value.isFinite else { return nil }
            return min(max(value, 0), context.maximumDetentValue)
        }
    }
}

/// The resolution context the engine passes.
@MainActor
final class DetentContext: UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: UITraitCollection
    let maximumDetentValue: CGFloat
    let containerHeight: CGFloat
    let bottomInset: CGFloat

    init(traits: UITraitCollection, maximum: CGFloat, containerHeight: CGFloat, bottomInset: CGFloat) {
        containerTraitCollection = traits
        maximumDetentValue = maximum
        self.containerHeight = containerHeight
        self.bottomInset = bottomInset
    }
}

/// Hears about a sheet's detent changes (and, as its parent protocol, adaptation and dismissal).
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The sheet settled on another detent after a drag.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    /// Does nothing.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController) {}
}
