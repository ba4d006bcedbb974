// OpenTouch — Graphics
//
// A CoreGraphics gradient for platforms that lack CoreGraphics: colours at locations in one
// colour space. On Apple platforms the system type is used instead.

#if !canImport(Darwin)
import Foundation

/// The CoreFoundation array type pasted code casts to (`colors as CFArray`): a Swift array here,
/// since Foundation on Linux has no toll-free bridged `CFArray`.
public typealias CFArray = [Any]

/// A smooth blend between colours, as CoreGraphics' `CGGradient`.
///
/// Colours are converted to the gradient's colour space the way OpenTouch can without colour
/// matching: a gray becomes an RGB gray in an RGB space, and an RGB colour its average in a gray
/// one. Between locations components are interpolated linearly; before the first location the
/// first colour holds, after the last the last. Gradients are immutable and may be shared.
public final class CGGradient: Hashable, Sendable, CustomStringConvertible {
    /// The colour space colours are blended in.
    let space: CGColorSpace
    /// Each stop's components in `space`, alpha last.
    let stops: [[CGFloat]]
    /// Each stop's location, 0…1, ascending.
    let locations: [CGFloat]

    private init?(space: CGColorSpace, stops: [[CGFloat]], locations given: [CGFloat]?) {
        guard !stops.isEmpty, space.numberOfComponents > 0 else { return nil }
        let locations = given ?? Self.evenLocations(stops.count)
        guard locations.count == stops.count, locations.allSatisfy(\.isFinite) else { return nil }
        let order = locations.indices.sorted { (locations[$0], $0) < (locations[$1], $1) }
        self.space = space
        self.stops = order.map { stops[$0] }
        self.locations = order.map { min(max(locations[$0], 0), 1) }
    }

    /// Creates a gradient of `colors` (an array of ``CGColor``) at `locations` (one per colour,
    /// 0…1; nil spreads them evenly from 0 to 1) in `space` (sRGB when nil). Returns nil when
    /// `colors` is empty or holds something other than colours.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let cgColors = colors.compactMap { $0 as? CGColor }
        guard cgColors.count == colors.count else { return nil }
        let space = space ?? CGColorSpace(name: CGColorSpace.sRGB) ?? CGColorSpaceCreateDeviceRGB()
        let stops = cgColors.map { Self.components(of: $0, in: space) }
        self.init(space: space, stops: stops,
                  locations: locations.map { Array(UnsafeBufferPointer(start: $0, count: cgColors.count)) })
    }

    /// Creates a gradient of `count` colours whose components (`space`'s components then alpha,
    /// for each colour in turn) are read from `components`, at `locations` (nil spreads them evenly).
    public convenience init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                             locations: UnsafePointer<CGFloat>?, count: Int) {
        let width = space.numberOfComponents + 1
        guard count > 0, width > 1 else { return nil }
        let flat = Array(UnsafeBufferPointer(start: components, count: count * width))
        let stops = (0..<count).map { Array(flat[($0 * width)..<(($0 + 1) * width)]) }
        self.init(space: space, stops: stops, locations: locations.map { Array(UnsafeBufferPointer(start: $0, count: count)) })
    }

    /// The colour at `location` (0…1, clamped) along the gradient (an OpenTouch extension).
    public func color(atLocation location: CGFloat) -> CGColor {
        let t = location.isFinite ? min(max(location, 0), 1) : 0
        guard let upper = locations.firstIndex(where: { $0 >= t }) else { return color(stops[stops.count - 1]) }
        guard upper > 0 else { return color(stops[0]) }
        let lower = upper - 1
        let span = locations[upper] - locations[lower]
        let f = span > 0 ? (t - locations[lower]) / span : 1
        return color(zip(stops[lower], stops[upper]).map { $0 + ($1 - $0) * f })
    }

    private func color(_ values: [CGFloat]) -> CGColor {
        CGColor(space: space, values: values)
    }

    /// `c`'s components in `space`, alpha last (see the type's discussion).
    private static func components(of c: CGColor, in space: CGColorSpace) -> [CGFloat] {
        let values = c.components ?? [0, c.alpha]
        let count = space.numberOfComponents
        let colour = Array(values.dropLast())
        if colour.count == count { return values }
        if colour.count == 1 { return Array(repeating: colour[0], count: count) + [c.alpha] }
        if count == 1 { return [colour.reduce(0, +) / CGFloat(max(colour.count, 1)), c.alpha] }
        return Array((colour + Array(repeating: 0, count: count)).prefix(count)) + [c.alpha]
    }

    private static func evenLocations(_ count: Int) -> [CGFloat] {
        count == 1 ? [0] : (0..<count).map { CGFloat($0) / CGFloat(count - 1) }
    }

    /// Two gradients are equal when their colour spaces, stops and locations are.
    public static func == (lhs: CGGradient, rhs: CGGradient) -> Bool {
        lhs.space == rhs.space && lhs.stops == rhs.stops && lhs.locations == rhs.locations
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(space)
        hasher.combine(stops)
        hasher.combine(locations)
    }

    /// `<CGGradient> kCGColorSpaceSRGB: [1 0 0 1] at 0, [0 0 1 1] at 1`.
    public var description: String {
        let parts = zip(stops, locations).map { stop, location in
            "[\(stop.map { String(format: "%g", Double($0)) }.joined(separator: " "))] at \(String(format: "%g", Double(location)))"
        }
        return "<CGGradient> \(space.name ?? "<unnamed>"): \(parts.joined(separator: ", "))"
    }
}
#endif
