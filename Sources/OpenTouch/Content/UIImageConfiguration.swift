import Foundation

/// What an image is made for, as UIKit's `UIImage.Configuration`: the traits it is shown in.
/// Symbol images use the subclass ``UIImageSymbolConfiguration``.
open class UIImageConfiguration: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// The traits the image is made for, if any.
    public let traitCollection: UITraitCollection?

    /// A configuration for `traitCollection`.
    public init(traitCollection: UITraitCollection?) {
        self.traitCollection = traitCollection
    }

    /// The same configuration for `traitCollection`.
    open func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
        (replacingTraits(with: traitCollection) as? Self) ?? self
    }

    /// This configuration with the values `otherConfiguration` specifies laid over it.
    open func applying(_ otherConfiguration: UIImageConfiguration?) -> Self {
        guard let otherConfiguration else { return self }
        return (merged(with: otherConfiguration) as? Self) ?? self
    }

    /// A copy with other traits; subclasses return their own kind.
    func replacingTraits(with traitCollection: UITraitCollection?) -> UIImageConfiguration {
        UIImageConfiguration(traitCollection: traitCollection)
    }

    /// This configuration with `other`'s values laid over it; subclasses return their own kind.
    func merged(with other: UIImageConfiguration) -> UIImageConfiguration {
        UIImageConfiguration(traitCollection: other.traitCollection ?? traitCollection)
    }

    /// Whether two configurations are of the same kind with the same values.
    public static func == (lhs: UIImageConfiguration, rhs: UIImageConfiguration) -> Bool {
        type(of: lhs) == type(of: rhs) && lhs.hasSameValues(as: rhs)
    }

    /// Whether `other` (of the same class) has the same values.
    func hasSameValues(as other: UIImageConfiguration) -> Bool {
        traitCollection == other.traitCollection
    }

    /// Hashes the traits.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(traitCollection)
    }

    /// `<UIImageConfiguration>`, with the traits when set.
    open var description: String {
        "<\(type(of: self))\(traitCollection.map { " traits=\($0)" } ?? "")>"
    }
}

extension UIImage {
    /// UIKit's name for ``UIImageConfiguration``.
    public typealias Configuration = UIImageConfiguration
    /// UIKit's name for ``UIImageSymbolConfiguration``.
    public typealias SymbolConfiguration = UIImageSymbolConfiguration
}
