import Foundation

/// One dimension (a width or a height) of a compositional layout's item, group or supplementary:
/// a fraction of its container's width or height, a fixed number of points, or an estimate that
/// the cell's own size replaces once it is measured.
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension: CustomStringConvertible {
    /// How the dimension is expressed.
    enum Kind: Equatable {
        case fractionalWidth, fractionalHeight, absolute, estimated
    }

    let kind: Kind
    /// The fraction, the points, or the estimate, depending on the kind.
    public let dimension: CGFloat

    init(kind: Kind, dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension.isFinite ? dimension : 0
    }

    /// A dimension that is `fractionalWidth` times the width of the containing group or section.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .fractionalWidth, dimension: fractionalWidth)
    }

    /// A dimension that is `fractionalHeight` times the height of the containing group or section.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .fractionalHeight, dimension: fractionalHeight)
    }

    /// A dimension of a fixed number of points.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .absolute, dimension: absoluteDimension)
    }

    /// A dimension that starts at `estimatedDimension` points and becomes the size the cell or
    /// supplementary view asks for (`preferredLayoutAttributesFitting(_:)`) once it is shown.
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .estimated, dimension: estimatedDimension)
    }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether the dimension is a fixed number of points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether the dimension is an estimate that the view's measured size replaces.
    public var isEstimated: Bool { kind == .estimated }

    /// The dimension as UIKit prints it, such as `.fractionalWidth(0.5)`.
    nonisolated public var description: String {
        switch kind {
        case .fractionalWidth: ".fractionalWidth(\(dimension))"
        case .fractionalHeight: ".fractionalHeight(\(dimension))"
        case .absolute: ".absolute(\(dimension))"
        case .estimated: ".estimated(\(dimension))"
        }
    }

    /// The points this dimension stands for in a container of `container` size (estimates give
    /// their estimate).
    func resolve(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: max(0, container.width * dimension)
        case .fractionalHeight: max(0, container.height * dimension)
        case .absolute, .estimated: max(0, dimension)
        }
    }
}

/// The width and the height of a compositional layout's item, group or supplementary.
@preconcurrency @MainActor
public final class NSCollectionLayoutSize: CustomStringConvertible {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// A size from a width and a height dimension.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }

    /// The size as `{width, height}` of its dimensions.
    nonisolated public var description: String { "{\(widthDimension), \(heightDimension)}" }

    /// The points this size stands for in a container of `container` size.
    func resolve(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolve(in: container), height: heightDimension.resolve(in: container))
    }
}
