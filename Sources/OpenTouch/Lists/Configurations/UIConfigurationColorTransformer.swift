/// A function a configuration applies to a colour before showing it, such as making it grey.
///
/// Two transformers are equal when one is a copy of the other; the built-in ones are always equal
/// to themselves.
public struct UIConfigurationColorTransformer: Hashable, @unchecked Sendable {
    /// The function that turns an input colour into the output colour.
    public let transform: (UIColor) -> UIColor
    /// What two copies of one transformer share, for equality.
    private let identity: Identity

    /// A transformer that applies `transform`.
    public init(_ transform: @escaping (UIColor) -> UIColor) {
        self.transform = transform
        identity = Identity()
    }

    /// Applies the transformer to `input`.
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// A transformer that makes a colour grey of the same lightness (Rec. 709 luma), keeping alpha.
    public static let grayscale = UIConfigurationColorTransformer { color in
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return UIColor(white: 0.2126 * red + 0.7152 * green + 0.0722 * blue, alpha: alpha)
    }

    /// A transformer that returns the system's preferred tint colour (``UIColor/tintColor``),
    /// whatever the input.
    public static let preferredTint = UIConfigurationColorTransformer { _ in UIColor.tintColor }

    /// A transformer that returns a single-hue version of the colour; in OpenTouch, its grey of
    /// the same lightness (``grayscale``'s result), as OpenTouch has no accent-colour setting.
    public static let monochromeTint = UIConfigurationColorTransformer { grayscale($0) }

    /// Whether `lhs` is `rhs` or a copy of it.
    public static func == (lhs: UIConfigurationColorTransformer, rhs: UIConfigurationColorTransformer) -> Bool {
        lhs.identity === rhs.identity
    }

    /// Hashes the transformer's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(identity))
    }

    /// The token copies of one transformer share.
    private final class Identity: Sendable {}
}
