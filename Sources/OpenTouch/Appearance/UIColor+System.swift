import Foundation

// UIKit's named colors. The fixed ones are grays or sRGB as UIKit defines them; the system
// colors are dynamic, with the light and dark values of iOS 15 and later (default contrast), and
// print as `<UIDynamicSystemColor: 0x…; name = systemBlueColor>`.

extension UIColor {
    /// Black (white 0).
    public static let black = UIColor(white: 0, alpha: 1)
    /// Dark gray (white 1/3).
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    /// Light gray (white 2/3).
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    /// White.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Gray (white 0.5).
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Red.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Green.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Blue.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Cyan.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Yellow.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Magenta.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Orange.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown.
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Transparent (white 0, alpha 0).
    public static let clear = UIColor(white: 0, alpha: 0)

    /// The system red color, adapting to light and dark mode.
    public static let systemRed = UIColor(storage: .system(name: "systemRed", light: rgb8(255, 59, 48, 1), dark: rgb8(255, 69, 58, 1)))
    /// The system orange color, adapting to light and dark mode.
    public static let systemOrange = UIColor(storage: .system(name: "systemOrange", light: rgb8(255, 149, 0, 1), dark: rgb8(255, 159, 10, 1)))
    /// The system yellow color, adapting to light and dark mode.
    public static let systemYellow = UIColor(storage: .system(name: "systemYellow", light: rgb8(255, 204, 0, 1), dark: rgb8(255, 214, 10, 1)))
    /// The system green color, adapting to light and dark mode.
    public static let systemGreen = UIColor(storage: .system(name: "systemGreen", light: rgb8(52, 199, 89, 1), dark: rgb8(48, 209, 88, 1)))
    /// The system mint color, adapting to light and dark mode.
    public static let systemMint = UIColor(storage: .system(name: "systemMint", light: rgb8(0, 199, 190, 1), dark: rgb8(99, 230, 226, 1)))
    /// The system teal color, adapting to light and dark mode.
    public static let systemTeal = UIColor(storage: .system(name: "systemTeal", light: rgb8(48, 176, 199, 1), dark: rgb8(64, 200, 224, 1)))
    /// The system cyan color, adapting to light and dark mode.
    public static let systemCyan = UIColor(storage: .system(name: "systemCyan", light: rgb8(50, 173, 230, 1), dark: rgb8(100, 210, 255, 1)))
    /// The system blue color, adapting to light and dark mode.
    public static let systemBlue = UIColor(storage: .system(name: "systemBlue", light: rgb8(0, 122, 255, 1), dark: rgb8(10, 132, 255, 1)))
    /// The system indigo color, adapting to light and dark mode.
    public static let systemIndigo = UIColor(storage: .system(name: "systemIndigo", light: rgb8(88, 86, 214, 1), dark: rgb8(94, 92, 230, 1)))
    /// The system purple color, adapting to light and dark mode.
    public static let systemPurple = UIColor(storage: .system(name: "systemPurple", light: rgb8(175, 82, 222, 1), dark: rgb8(191, 90, 242, 1)))
    /// The system pink color, adapting to light and dark mode.
    public static let systemPink = UIColor(storage: .system(name: "systemPink", light: rgb8(255, 45, 85, 1), dark: rgb8(255, 55, 95, 1)))
    /// The system brown color, adapting to light and dark mode.
    public static let systemBrown = UIColor(storage: .system(name: "systemBrown", light: rgb8(162, 132, 94, 1), dark: rgb8(172, 142, 104, 1)))
    /// The system gray color, adapting to light and dark mode.
    public static let systemGray = UIColor(storage: .system(name: "systemGray", light: rgb8(142, 142, 147, 1), dark: rgb8(142, 142, 147, 1)))
    /// The system gray2 color, adapting to light and dark mode.
    public static let systemGray2 = UIColor(storage: .system(name: "systemGray2", light: rgb8(174, 174, 178, 1), dark: rgb8(99, 99, 102, 1)))
    /// The system gray3 color, adapting to light and dark mode.
    public static let systemGray3 = UIColor(storage: .system(name: "systemGray3", light: rgb8(199, 199, 204, 1), dark: rgb8(72, 72, 74, 1)))
    /// The system gray4 color, adapting to light and dark mode.
    public static let systemGray4 = UIColor(storage: .system(name: "systemGray4", light: rgb8(209, 209, 214, 1), dark: rgb8(58, 58, 60, 1)))
    /// The system gray5 color, adapting to light and dark mode.
    public static let systemGray5 = UIColor(storage: .system(name: "systemGray5", light: rgb8(229, 229, 234, 1), dark: rgb8(44, 44, 46, 1)))
    /// The system gray6 color, adapting to light and dark mode.
    public static let systemGray6 = UIColor(storage: .system(name: "systemGray6", light: rgb8(242, 242, 247, 1), dark: rgb8(28, 28, 30, 1)))
    /// Text of primary content: black in light mode, white in dark.
    public static let label = UIColor(storage: .system(name: "label", light: rgb8(0, 0, 0, 1), dark: rgb8(255, 255, 255, 1)))
    /// Secondary text.
    public static let secondaryLabel = UIColor(storage: .system(name: "secondaryLabel", light: rgb8(60, 60, 67, 0.6), dark: rgb8(235, 235, 245, 0.6)))
    /// Tertiary text.
    public static let tertiaryLabel = UIColor(storage: .system(name: "tertiaryLabel", light: rgb8(60, 60, 67, 0.3), dark: rgb8(235, 235, 245, 0.3)))
    /// Quaternary text.
    public static let quaternaryLabel = UIColor(storage: .system(name: "quaternaryLabel", light: rgb8(60, 60, 67, 0.18), dark: rgb8(235, 235, 245, 0.16)))
    /// Links.
    public static let link = UIColor(storage: .system(name: "link", light: rgb8(0, 122, 255, 1), dark: rgb8(9, 132, 255, 1)))
    /// Placeholder text in fields.
    public static let placeholderText = UIColor(storage: .system(name: "placeholderText", light: rgb8(60, 60, 67, 0.3), dark: rgb8(235, 235, 245, 0.3)))
    /// Thin separators, partly transparent.
    public static let separator = UIColor(storage: .system(name: "separator", light: rgb8(60, 60, 67, 0.29), dark: rgb8(84, 84, 88, 0.6)))
    /// Opaque separators.
    public static let opaqueSeparator = UIColor(storage: .system(name: "opaqueSeparator", light: rgb8(198, 198, 200, 1), dark: rgb8(56, 56, 58, 1)))
    /// UIKit's system fill color, adapting to light and dark mode.
    public static let systemFill = UIColor(storage: .system(name: "systemFill", light: rgb8(120, 120, 128, 0.2), dark: rgb8(120, 120, 128, 0.36)))
    /// UIKit's secondary system fill color, adapting to light and dark mode.
    public static let secondarySystemFill = UIColor(storage: .system(name: "secondarySystemFill", light: rgb8(120, 120, 128, 0.16), dark: rgb8(120, 120, 128, 0.32)))
    /// UIKit's tertiary system fill color, adapting to light and dark mode.
    public static let tertiarySystemFill = UIColor(storage: .system(name: "tertiarySystemFill", light: rgb8(118, 118, 128, 0.12), dark: rgb8(118, 118, 128, 0.24)))
    /// UIKit's quaternary system fill color, adapting to light and dark mode.
    public static let quaternarySystemFill = UIColor(storage: .system(name: "quaternarySystemFill", light: rgb8(116, 116, 128, 0.08), dark: rgb8(118, 118, 128, 0.18)))
    /// The main background: white in light mode, black in dark.
    public static let systemBackground = UIColor(storage: .system(name: "systemBackground", light: rgb8(255, 255, 255, 1), dark: rgb8(0, 0, 0, 1)))
    /// UIKit's secondary system background color, adapting to light and dark mode.
    public static let secondarySystemBackground = UIColor(storage: .system(name: "secondarySystemBackground", light: rgb8(242, 242, 247, 1), dark: rgb8(28, 28, 30, 1)))
    /// UIKit's tertiary system background color, adapting to light and dark mode.
    public static let tertiarySystemBackground = UIColor(storage: .system(name: "tertiarySystemBackground", light: rgb8(255, 255, 255, 1), dark: rgb8(44, 44, 46, 1)))
    /// UIKit's system grouped background color, adapting to light and dark mode.
    public static let systemGroupedBackground = UIColor(storage: .system(name: "systemGroupedBackground", light: rgb8(242, 242, 247, 1), dark: rgb8(0, 0, 0, 1)))
    /// UIKit's secondary system grouped background color, adapting to light and dark mode.
    public static let secondarySystemGroupedBackground = UIColor(storage: .system(name: "secondarySystemGroupedBackground", light: rgb8(255, 255, 255, 1), dark: rgb8(28, 28, 30, 1)))
    /// UIKit's tertiary system grouped background color, adapting to light and dark mode.
    public static let tertiarySystemGroupedBackground = UIColor(storage: .system(name: "tertiarySystemGroupedBackground", light: rgb8(242, 242, 247, 1), dark: rgb8(44, 44, 46, 1)))
    /// The tint color (iOS 15): a view's effective tint when set as a view color; resolves to system blue here.
    public static let tintColor = UIColor(storage: .system(name: "tintColor", light: rgb8(0, 122, 255, 1), dark: rgb8(10, 132, 255, 1)))

    /// A fixed sRGB color from 0…255 components, for the system color tables.
    private static func rgb8(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat) -> UIColor {
        UIColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }

    /// Black text on light backgrounds, whatever the mode (deprecated in UIKit, still used).
    public static let darkText = UIColor(white: 0, alpha: 1)
    /// White text at 60% on dark backgrounds (deprecated in UIKit, still used).
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    /// The background of a grouped table (deprecated in iOS 13, still common): in OpenTouch it is
    /// ``systemGroupedBackground`` itself, so it adapts to dark mode and compares equal to it.
    @available(iOS, deprecated: 13.0, message: "Use systemGroupedBackground")
    public static var groupTableViewBackground: UIColor { systemGroupedBackground }

    /// Every named color, for asset catalog references (`systemBlueColor`).
    static let systemColors: [(name: String, color: UIColor)] = [
        ("black", .black), ("darkGray", .darkGray), ("lightGray", .lightGray), ("white", .white),
        ("gray", .gray), ("red", .red), ("green", .green), ("blue", .blue), ("cyan", .cyan),
        ("yellow", .yellow), ("magenta", .magenta), ("orange", .orange), ("purple", .purple),
        ("brown", .brown), ("clear", .clear), ("systemRed", .systemRed), ("systemOrange", .systemOrange),
        ("systemYellow", .systemYellow), ("systemGreen", .systemGreen), ("systemMint", .systemMint),
        ("systemTeal", .systemTeal), ("systemCyan", .systemCyan), ("systemBlue", .systemBlue),
        ("systemIndigo", .systemIndigo), ("systemPurple", .systemPurple), ("systemPink", .systemPink),
        ("systemBrown", .systemBrown), ("systemGray", .systemGray), ("systemGray2", .systemGray2),
        ("systemGray3", .systemGray3), ("systemGray4", .systemGray4), ("systemGray5", .systemGray5),
        ("systemGray6", .systemGray6), ("label", .label), ("secondaryLabel", .secondaryLabel),
        ("tertiaryLabel", .tertiaryLabel), ("quaternaryLabel", .quaternaryLabel), ("link", .link),
        ("placeholderText", .placeholderText), ("separator", .separator),
        ("opaqueSeparator", .opaqueSeparator), ("systemFill", .systemFill),
        ("secondarySystemFill", .secondarySystemFill), ("tertiarySystemFill", .tertiarySystemFill),
        ("quaternarySystemFill", .quaternarySystemFill), ("systemBackground", .systemBackground),
        ("secondarySystemBackground", .secondarySystemBackground),
        ("tertiarySystemBackground", .tertiarySystemBackground),
        ("systemGroupedBackground", .systemGroupedBackground),
        ("secondarySystemGroupedBackground", .secondarySystemGroupedBackground),
        ("tertiarySystemGroupedBackground", .tertiarySystemGroupedBackground), ("tintColor", .tintColor),
        ("darkText", .darkText), ("lightText", .lightText),
    ]
}
