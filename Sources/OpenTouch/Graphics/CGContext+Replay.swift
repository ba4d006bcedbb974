// OpenTouch — Graphics
//
// Moving recorded drawing from one space to another: how a recorded image is drawn into a
// context, and how an image's drawing is expressed in pixels (an OpenTouch mechanism).

#if !canImport(Darwin)
import Foundation

extension CGContext.Operation {
    /// The same operation with its device space moved by `transform`: the path and clips mapped
    /// through it, and `transform` appended to the operation's own user-to-device transform (so
    /// line widths scale with it), as if the drawing had been made in the new space.
    func mapped(by transform: CGAffineTransform) -> CGContext.Operation {
        var matrix = transform
        func map(_ path: CGPath) -> CGPath { path.copy(using: &matrix) ?? path }
        return CGContext.Operation(
            kind: kind.mapped(by: transform), path: map(path), color: color, alpha: alpha,
            blendMode: blendMode, lineWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin,
            miterLimit: miterLimit, lineDashPhase: lineDashPhase, lineDashLengths: lineDashLengths,
            transform: self.transform.concatenating(transform),
            clips: clips.map { Clip(path: map($0.path), rule: $0.rule) })
    }

    /// The operation as drawn by a context into its current state: extra clips and alpha added,
    /// and the blend mode replaced unless it is `.normal`.
    func composited(clips extra: [Clip], alpha factor: CGFloat, blendMode mode: CGBlendMode) -> CGContext.Operation {
        CGContext.Operation(
            kind: kind, path: path, color: color, alpha: alpha * factor,
            blendMode: mode == .normal ? blendMode : mode, lineWidth: lineWidth, lineCap: lineCap,
            lineJoin: lineJoin, miterLimit: miterLimit, lineDashPhase: lineDashPhase,
            lineDashLengths: lineDashLengths, transform: transform, clips: extra + clips)
    }
}

extension CGContext {
    /// Replays `operations`, recorded in a space whose rectangle `source` is to land on `rect`
    /// (user space), clipped to `rect`, with the context's alpha times `alpha` and `blendMode`.
    func replay(_ operations: [Operation], from source: CGRect, in rect: CGRect,
                blendMode: CGBlendMode, alpha: CGFloat) {
        guard source.width > 0, source.height > 0, !operations.isEmpty else { return }
        let toRect = CGAffineTransform(translationX: -source.minX, y: -source.minY)
            .concatenating(CGAffineTransform(scaleX: rect.width / source.width, y: rect.height / source.height))
            .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
            .concatenating(state.ctm)
        let bounds = CGMutablePath()
        bounds.addRect(rect, transform: state.ctm)
        let extra = state.clips + [Operation.Clip(path: bounds.copy() ?? bounds, rule: .winding)]
        for operation in operations {
            self.operations.append(operation.mapped(by: toRect)
                .composited(clips: extra, alpha: state.alpha * alpha, blendMode: blendMode))
        }
    }
}
#endif
