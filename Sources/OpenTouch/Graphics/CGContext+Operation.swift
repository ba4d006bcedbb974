// OpenTouch — Graphics
//
// The record of one paint operation in a recording CGContext (an OpenTouch extension).

#if !canImport(Darwin)
import Foundation

extension CGContext {
    /// One fill, stroke or clear a context performed, with everything that decided its look
    /// (an OpenTouch extension: CoreGraphics draws pixels instead).
    public struct Operation: Equatable, Sendable, CustomStringConvertible {
        /// What the operation did.
        public enum Kind: Equatable, Sendable {
            /// Painted the inside of ``Operation/path`` by the fill rule, in the fill colour.
            case fill(CGPathFillRule)
            /// Painted along ``Operation/path`` with the line style, in the stroke colour.
            case stroke
            /// Made the rectangle ``Operation/path`` transparent (`CGContext.clear(_:)`).
            case clear
            /// Painted ``Operation/path`` with a linear gradient running from `start` to `end`
            /// (device coordinates; `drawLinearGradient`). ``Operation/color`` is its first colour.
            case linearGradient(CGGradient, start: CGPoint, end: CGPoint)
            /// Painted ``Operation/path`` with a radial gradient between two circles
            /// (`drawRadialGradient`), given in user space: ``Operation/transform`` maps them to
            /// device space. ``Operation/color`` is its first colour.
            case radialGradient(CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions)

            /// The same kind with its device points moved by `transform`.
            func mapped(by transform: CGAffineTransform) -> Kind {
                guard case .linearGradient(let gradient, let start, let end) = self else { return self }
                return .linearGradient(gradient, start: start.applying(transform), end: end.applying(transform))
            }
        }

        /// A clip in force: the inside of `path` (device coordinates) by `rule`.
        public struct Clip: Equatable, Sendable {
            /// The clipping path in device coordinates.
            public let path: CGPath
            /// The rule that decides the inside of `path`.
            public let rule: CGPathFillRule
        }

        /// What was done.
        public let kind: Kind
        /// The path painted, in device coordinates (user-space points mapped through `transform`).
        public let path: CGPath
        /// The fill colour for a fill, the stroke colour for a stroke, transparent black for a clear.
        public let color: CGColor
        /// The context's alpha (`setAlpha`), which multiplies the colour's own alpha.
        public let alpha: CGFloat
        /// The blend mode in force.
        public let blendMode: CGBlendMode
        /// The line width in user-space units (device width is this scaled by `transform`).
        public let lineWidth: CGFloat
        /// The line cap in force.
        public let lineCap: CGLineCap
        /// The line join in force.
        public let lineJoin: CGLineJoin
        /// The miter limit in force.
        public let miterLimit: CGFloat
        /// The dash phase in force.
        public let lineDashPhase: CGFloat
        /// The dash lengths in force; empty for solid lines.
        public let lineDashLengths: [CGFloat]
        /// The current transform (user space to device space) when the operation was made.
        public let transform: CGAffineTransform
        /// The clips in force, in the order they were added; every one must contain a point for
        /// the operation to paint it.
        public let clips: [Clip]

        /// The area the operation covers in device coordinates, to fill with the winding rule for
        /// a stroke and with the operation's rule for a fill. A stroke's outline is made in user
        /// space with the line style (dashes ignored) and mapped to device space; see
        /// ``CGPath/copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)`` for its accuracy.
        public var coveredArea: CGPath {
            guard kind == .stroke else { return path }
            let determinant = transform.a * transform.d - transform.b * transform.c
            guard determinant != 0, determinant.isFinite else {
                return path.copy(strokingWithWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin,
                                 miterLimit: miterLimit)
            }
            var toUser = transform.inverted()
            let userPath = path.copy(using: &toUser) ?? path
            return userPath.copy(strokingWithWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin,
                                 miterLimit: miterLimit, transform: transform)
        }

        /// The colour the operation paints at the device point `point` (before ``alpha``), or nil
        /// where it paints nothing: ``color`` for fills and strokes, the blend for a gradient.
        public func paintedColor(at point: CGPoint) -> CGColor? {
            guard covers(point) else { return nil }
            if case .radialGradient(let gradient, let c0, let r0, let c1, let r1, let options) = kind {
                let geometry = RadialGradientGeometry(startCenter: c0, startRadius: r0, endCenter: c1,
                                                      endRadius: r1, options: options)
                return geometry.location(at: point.applying(transform.inverted())).map(gradient.color(atLocation:))
            }
            guard case .linearGradient(let gradient, let start, let end) = kind else { return color }
            let dx = end.x - start.x, dy = end.y - start.y
            let length = dx * dx + dy * dy
            let t = length > 0 ? ((point.x - start.x) * dx + (point.y - start.y) * dy) / length : 0
            return gradient.color(atLocation: t)
        }

        /// Whether the operation paints the device point `point`: inside ``coveredArea`` and every clip.
        public func covers(_ point: CGPoint) -> Bool {
            let rule: CGPathFillRule = switch kind {
            case .fill(let fillRule): fillRule
            case .radialGradient: .evenOdd
            default: .winding
            }
            guard coveredArea.contains(point, using: rule) else { return false }
            return clips.allSatisfy { $0.path.contains(point, using: $0.rule) }
        }

        /// A one-line summary, e.g. `stroke kCGColorSpaceSRGB [1 0 0 1] width 2: moveto (0, 0), …`.
        public var description: String {
            let what: String = switch kind {
            case .fill(let rule): "fill (\(rule))"
            case .stroke: "stroke width \(String(format: "%g", Double(lineWidth)))"
            case .clear: "clear"
            case .linearGradient(let gradient, let start, let end):
                "linear gradient (\(start.x), \(start.y)) → (\(end.x), \(end.y)) \(gradient)"
            case .radialGradient(let gradient, let c0, let r0, let c1, let r1, _):
                "radial gradient (\(c0.x), \(c0.y)) r \(r0) → (\(c1.x), \(c1.y)) r \(r1) \(gradient)"
            }
            return "\(what) \(color): \(path)"
        }
    }

    /// Records `kind` painting `devicePath` with the current state.
    func record(_ kind: Operation.Kind, _ painted: CGPath) {
        guard !painted.isEmpty else { return }
        let color: CGColor = switch kind {
        case .fill: state.fillColor
        case .stroke: state.strokeColor
        case .clear: CGColor.clear
        case .linearGradient(let gradient, _, _), .radialGradient(let gradient, _, _, _, _, _):
            gradient.color(atLocation: 0)
        }
        operations.append(Operation(
            kind: kind, path: painted.copy() ?? painted, color: color, alpha: state.alpha,
            blendMode: state.blendMode, lineWidth: state.lineWidth, lineCap: state.lineCap,
            lineJoin: state.lineJoin, miterLimit: state.miterLimit, lineDashPhase: state.lineDashPhase,
            lineDashLengths: state.lineDashLengths, transform: state.ctm, clips: state.clips))
    }
}
#endif
