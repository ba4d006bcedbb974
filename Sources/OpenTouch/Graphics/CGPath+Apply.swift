// OpenTouch — Graphics
//
// Walking a CGPath's elements the CoreGraphics way.

#if !canImport(Darwin)
import Foundation

extension CGPath {
    /// Calls `block` once per element, in order. The element's `points` buffer is only valid
    /// during the call.
    public func applyWithBlock(_ block: CGPathApplyBlock) {
        let buffer = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        buffer.initialize(repeating: .zero, count: 3)
        defer {
            buffer.deinitialize(count: 3)
            buffer.deallocate()
        }
        for command in commands {
            let type: CGPathElementType
            switch command {
            case .move: type = .moveToPoint
            case .line: type = .addLineToPoint
            case .quad: type = .addQuadCurveToPoint
            case .cubic: type = .addCurveToPoint
            case .close: type = .closeSubpath
            }
            for (index, point) in command.points.enumerated() { buffer[index] = point }
            var element = CGPathElement(type: type, points: buffer)
            withUnsafePointer(to: &element) { block($0) }
        }
    }

    /// Calls `function` once per element with `info` passed through, as `CGPathApply` does.
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { element in function(info, element) }
    }
}
#endif
