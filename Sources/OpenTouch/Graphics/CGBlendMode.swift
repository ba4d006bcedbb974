// OpenTouch — Graphics
//
// CoreGraphics' blend modes for platforms that lack CoreGraphics. OpenTouch draws no
// pixels: a blend mode is recorded with each paint operation and changes nothing else.
// On Apple platforms the system type is used instead.

#if !canImport(Darwin)
/// How painted colour combines with what is already drawn, with CoreGraphics' raw values.
public enum CGBlendMode: Int32, Sendable {
    /// Source over destination (the default).
    case normal = 0
    /// Multiply.
    case multiply = 1
    /// Screen.
    case screen = 2
    /// Overlay.
    case overlay = 3
    /// Darken.
    case darken = 4
    /// Lighten.
    case lighten = 5
    /// Colour dodge.
    case colorDodge = 6
    /// Colour burn.
    case colorBurn = 7
    /// Soft light.
    case softLight = 8
    /// Hard light.
    case hardLight = 9
    /// Difference.
    case difference = 10
    /// Exclusion.
    case exclusion = 11
    /// Hue.
    case hue = 12
    /// Saturation.
    case saturation = 13
    /// Colour.
    case color = 14
    /// Luminosity.
    case luminosity = 15
    /// Porter–Duff clear: `R = 0`.
    case clear = 16
    /// Porter–Duff copy: `R = S`.
    case copy = 17
    /// Porter–Duff source in: `R = S*Da`.
    case sourceIn = 18
    /// Porter–Duff source out: `R = S*(1 - Da)`.
    case sourceOut = 19
    /// Porter–Duff source atop: `R = S*Da + D*(1 - Sa)`.
    case sourceAtop = 20
    /// Porter–Duff destination over: `R = S*(1 - Da) + D`.
    case destinationOver = 21
    /// Porter–Duff destination in: `R = D*Sa`.
    case destinationIn = 22
    /// Porter–Duff destination out: `R = D*(1 - Sa)`.
    case destinationOut = 23
    /// Porter–Duff destination atop: `R = S*(1 - Da) + D*Sa`.
    case destinationAtop = 24
    /// Porter–Duff exclusive or: `R = S*(1 - Da) + D*(1 - Sa)`.
    case xor = 25
    /// `R = MAX(0, 1 - ((1 - D) + (1 - S)))`.
    case plusDarker = 26
    /// `R = MIN(1, S + D)`.
    case plusLighter = 27
}
#endif
