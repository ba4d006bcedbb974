import Foundation

/// One property a property animator moves: its layer, its start and end values, and the
/// attached animation that shows it.
@MainActor
final class AnimatorTrack {
    let layer: CALayer
    let property: LayerProperty
    let from: AnimatableValue
    let to: AnimatableValue
    /// The fraction of the animator's time before this track starts (`delayFactor`).
    let startFraction: Double
    var entry: AttachedAnimation?

    init(layer: CALayer, property: LayerProperty, from: AnimatableValue, to: AnimatableValue, startFraction: Double) {
        self.layer = layer
        self.property = property
        self.from = from
        self.to = to
        self.startFraction = startFraction
    }

    /// Sets the model value without animating.
    func setModel(_ value: AnimatableValue) {
        UIView.performWithoutAnimation { property.set(value, on: layer) }
    }

    /// The value on screen now.
    var currentValue: AnimatableValue {
        layer.presentationValue(of: property) ?? to
    }

    func detach() {
        guard let entry else { return }
        self.entry = nil
        layer.detach(entry, finished: true)
    }
}

/// A stretch of a property animator's motion: from a progress and time fraction to a target,
/// over some seconds, along a curve.
struct AnimatorSegment {
    /// The clock time the segment starts.
    var startTime: Double
    /// Its length in seconds.
    var duration: Double
    /// The time fraction (``UIViewPropertyAnimator/fractionComplete``) at its start and end.
    var fractionFrom: Double
    var fractionTo: Double
    /// The visual progress at its start and end (used when `followsCurve` is false).
    var progressFrom: Double
    var progressTo: Double
    var curve: TimingCurve
    /// Whether progress is the animator's curve at the time fraction (a run from the start, or a
    /// resume that was not scrubbed); otherwise progress moves from `progressFrom` to
    /// `progressTo` along `curve` over the segment.
    var followsCurve: Bool
    /// The animator's full duration (for `followsCurve`).
    var fullDuration: Double

    func fraction(at time: Double) -> Double {
        guard duration > 0 else { return fractionTo }
        let s = min(1, max(0, (time - startTime) / duration))
        return fractionFrom + (fractionTo - fractionFrom) * s
    }

    func progress(at time: Double, startFraction: Double = 0) -> Double {
        if followsCurve {
            let tau = fraction(at: time)
            let local = startFraction > 0 ? max(0, (tau - startFraction) / (1 - startFraction)) : tau
            return curve.progress(atTime: local * fullDuration, duration: fullDuration)
        }
        let elapsed = max(0, time - startTime)
        let p = duration > 0 ? curve.progress(atTime: min(elapsed, curve.isSpring ? elapsed : duration), duration: duration) : 1
        return progressFrom + (progressTo - progressFrom) * p
    }

    var endTime: Double { startTime + duration }
}
