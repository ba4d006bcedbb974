import Foundation

extension UIImage: Hashable {
    /// Whether two images are the same picture: the same asset or symbol at the same size, scale,
    /// orientation, rendering mode, cap insets and tint, as UIKit's cached named images compare
    /// equal. Rendered images are equal only to themselves.
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        if lhs === rhs { return true }
        let a = lhs.properties, b = rhs.properties
        guard a.source != .rendered else { return false }
        return a.source == b.source && a.storedSize == b.storedSize && a.scale == b.scale
            && a.orientation == b.orientation && a.renderingMode == b.renderingMode
            && a.capInsets == b.capInsets && a.resizingMode == b.resizingMode
            && a.configuration == b.configuration && a.tintColor == b.tintColor
    }

    /// Hashes the image's source and size.
    public func hash(into hasher: inout Hasher) {
        switch properties.source {
        case .empty: hasher.combine(0)
        case .named(let name): hasher.combine(name)
        case .symbol(let name): hasher.combine("symbol:" + name)
        case .rendered: hasher.combine(ObjectIdentifier(self))
        }
        hasher.combine(properties.storedSize.width)
        hasher.combine(properties.storedSize.height)
    }
}
