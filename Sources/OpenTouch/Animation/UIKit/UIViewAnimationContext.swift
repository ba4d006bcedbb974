import Foundation

/// An open UIKit animation block (`UIView.animate`, keyframes, a property animator's
/// animations, or `performWithoutAnimation`): it records the old value of every view-layer
/// property set inside it, and when the block returns turns the changes into layer animations.
@MainActor
final class UIViewAnimationContext {
    /// One property's change inside the block.
    final class Change {
        let layer: CALayer
        let property: LayerProperty
        /// The model value before the block set it.
        let oldValue: AnimatableValue
        /// What was on screen before the block set it.
        let oldPresentation: AnimatableValue
        /// Keyframes set inside `addKeyframe` blocks: relative start, relative duration, value.
        var keyframes: [(start: Double, duration: Double, value: AnimatableValue)] = []

        init(layer: CALayer, property: LayerProperty, oldValue: AnimatableValue, oldPresentation: AnimatableValue) {
            self.layer = layer
            self.property = property
            self.oldValue = oldValue
            self.oldPresentation = oldPresentation
        }
    }

    /// The open blocks, innermost last.
    private(set) static var stack: [UIViewAnimationContext] = []
    /// Whether any block is open (a fast check for view setters).
    static var isRecording: Bool { !stack.isEmpty }
    /// The innermost block that animates, or nil (none open, or `performWithoutAnimation`).
    static var current: UIViewAnimationContext? {
        guard let top = stack.last, !top.isDisabled, UIView.animationsEnabledFlag else { return nil }
        return top
    }

    let settings: UIViewAnimationSettings
    let isDisabled: Bool
    private(set) var changes: [Change] = []
    private var seen: [ChangeKey: Int] = [:]
    /// The keyframe being recorded (`addKeyframe`), if any.
    var currentKeyframe: (start: Double, duration: Double)?

    private struct ChangeKey: Hashable {
        let layer: ObjectIdentifier
        let property: LayerProperty
    }

    init(settings: UIViewAnimationSettings, isDisabled: Bool = false) {
        self.settings = settings
        self.isDisabled = isDisabled
    }

    /// Runs `body` with this block open; returns the recorded changes.
    func run(_ body: () -> Void) {
        UIViewAnimationContext.stack.append(self)
        body()
        UIViewAnimationContext.stack.removeLast()
    }

    /// `property` of `layer` is about to change: remember its old values once.
    func record(_ layer: CALayer, _ property: LayerProperty) {
        let key = ChangeKey(layer: ObjectIdentifier(layer), property: property)
        guard seen[key] == nil, let old = property.value(of: layer) else { return }
        let shown = layer.presentationValue(of: property) ?? old
        seen[key] = changes.count
        changes.append(Change(layer: layer, property: property, oldValue: old, oldPresentation: shown))
    }

    /// The settings of the enclosing open block, for inheritance.
    static var enclosingSettings: UIViewAnimationSettings? {
        stack.last { !$0.isDisabled }?.settings
    }
}

/// A block animation's timing and options.
struct UIViewAnimationSettings {
    var duration: TimeInterval
    var delay: TimeInterval = 0
    var options: UIView.AnimationOptions = []
    /// A spring from `usingSpringWithDamping:` (damping ratio, initial velocity), or an explicit one.
    var spring: DampedSpring?
    /// A keyframe animation's calculation mode (nil for plain blocks).
    var keyframeMode: CAAnimationCalculationMode?

    /// These settings inside an enclosing block: UIKit's nested blocks take the enclosing
    /// block's duration, curve and options unless told to override them.
    func inheriting(from outer: UIViewAnimationSettings?) -> UIViewAnimationSettings {
        guard let outer else { return self }
        var result = self
        if !options.contains(.overrideInheritedDuration) {
            result.duration = outer.duration
            result.delay = outer.delay
        }
        if !options.contains(.overrideInheritedCurve) {
            result.spring = outer.spring
            let curveBits: UInt = 0xF << 16
            result.options = UIView.AnimationOptions(rawValue: (result.options.rawValue & ~curveBits) | (outer.options.rawValue & curveBits))
        }
        if !options.contains(.overrideInheritedOptions) {
            let kept: UIView.AnimationOptions = [.allowUserInteraction, .beginFromCurrentState, .repeat, .autoreverse]
            result.options.subtract(kept)
            result.options.formUnion(outer.options.intersection(kept))
        }
        return result
    }
}
