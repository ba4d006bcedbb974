import CSDL2Loader
import Foundation
import OpenTouch

/// A straight (not premultiplied) sRGB colour with components from 0 to 1, as the renderer draws it.
struct RenderColor: Equatable {
    var red: Double, green: Double, blue: Double, alpha: Double

    init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    init(_ color: LayerColor) {
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    init(_ color: CGColor) {
        self.init(LayerColor(color))
    }

    /// `color` resolved for `view`'s traits (light or dark, tint adjustments).
    @MainActor
    init(_ color: UIColor, for view: UIView) {
        self.init(color.resolvedColor(with: view.traitCollection).cgColor)
    }

    /// The colour with its alpha multiplied by `factor`.
    func fading(_ factor: Double) -> RenderColor {
        RenderColor(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// The colour mixed toward black by `amount` (0 keeps it, 1 is black).
    func darkened(_ amount: Double) -> RenderColor {
        RenderColor(red: red * (1 - amount), green: green * (1 - amount), blue: blue * (1 - amount), alpha: alpha)
    }

    /// Whether drawing it would change any pixel.
    var isVisible: Bool { alpha > 0.5 / 255 }

    /// The colour as SDL's 8-bit components.
    var sdl: SDL_Color {
        SDL_Color(r: Self.byte(red), g: Self.byte(green), b: Self.byte(blue), a: Self.byte(alpha))
    }

    private static func byte(_ value: Double) -> UInt8 {
        guard value.isFinite else { return 0 }
        return UInt8((min(max(value, 0), 1) * 255).rounded())
    }

    /// The system colours the control painters fall back on, as UIKit's light appearance has them.
    static let white = RenderColor(white: 1)
    static let black = RenderColor(white: 0)
    /// The unfilled part of a slider or progress track (UIKit's light `systemFill`-like grey).
    static let trackGray = RenderColor(red: 0.894, green: 0.894, blue: 0.910)
    /// An off switch's track.
    static let switchOffGray = RenderColor(red: 0.914, green: 0.914, blue: 0.922)
    /// A thin outline around white knobs and thumbs, standing in for their shadow.
    static let knobOutline = RenderColor(white: 0, alpha: 0.18)
    /// A segmented control's background.
    static let segmentBackground = RenderColor(red: 0.933, green: 0.933, blue: 0.937)
    /// The system green of an on switch.
    static let systemGreen = RenderColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255)
}
