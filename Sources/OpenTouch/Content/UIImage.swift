import Foundation

/// An image, known by the name it was made from: OpenTouch draws nothing, so it keeps no pixels.
///
/// It exists so that UIKit code passing images to actions, buttons and sliders compiles and keeps
/// the images it set. There is no asset catalog to look in, so the failable initializers never fail.
public final class UIImage: Sendable, CustomStringConvertible {
    /// The asset or symbol name.
    let name: String
    /// Whether the image is an SF Symbol, made with ``init(systemName:)``.
    public let isSymbolImage: Bool

    /// An image from the app's assets; never nil in OpenTouch.
    public init?(named name: String) {
        self.name = name
        isSymbolImage = false
    }

    /// A system symbol image; never nil in OpenTouch.
    public init?(systemName name: String) {
        self.name = name
        isSymbolImage = true
    }

    /// `UIImage(named: "…")` or `UIImage(systemName: "…")`.
    public var description: String {
        "UIImage(\(isSymbolImage ? "systemName" : "named"): \"\(name)\")"
    }
}
