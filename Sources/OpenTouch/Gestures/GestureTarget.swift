import Foundation

/// One target-action pair of a gesture recognizer: a weakly held target with a method, or a closure.
@MainActor
struct GestureTarget {
    /// The target, held weakly like UIKit targets; nil for closures.
    weak var target: AnyObject?
    /// Whether the pair has a target (and so dies with it).
    let hasTarget: Bool
    /// The action's name, as descriptions print it.
    let name: String
    /// Sends the action; returns false when the target is gone.
    let send: @MainActor (UIGestureRecognizer) -> Bool

    /// A method of `target` taking the recognizer, such as `ViewController.handleTap`, added to
    /// `owner`: the only recognizer the pair is ever sent for (its own `targets`).
    static func method<T: AnyObject, G: UIGestureRecognizer>(
        _ target: T, _ action: @escaping @MainActor (T) -> @MainActor (G) -> Void, name: String,
        owner: UIGestureRecognizer
    ) -> GestureTarget {
        let box = WeakTargetBox(target)
        // Whether the owner is a `G`, decided once: a recognizer's class never changes (the cast
        // on every send took about 30 instructions an action in `--profile mixed5`, callgrind).
        let ownerIsG = owner is G
        let ownerIdentity = ObjectIdentifier(owner)  // not the recognizer itself: it owns this closure
        return GestureTarget(target: target, hasTarget: true, name: name) { recognizer in
            guard let target = box.object else { return false }
            // Downcast in place: a conditional cast's result would be retained and released
            // around the call.
            guard ownerIsG else { return true }
            assert(ObjectIdentifier(recognizer) == ownerIdentity, "GestureTarget: sent for a recognizer it was not added to")
            action(target)(unsafeDowncast(recognizer, to: G.self))
            return true
        }
    }

    /// A method of `target` taking no argument.
    static func method<T: AnyObject>(_ target: T, _ action: @escaping @MainActor (T) -> @MainActor () -> Void, name: String) -> GestureTarget {
        let box = WeakTargetBox(target)
        return GestureTarget(target: target, hasTarget: true, name: name) { _ in
            guard let target = box.object else { return false }
            action(target)()
            return true
        }
    }

    /// A selector, performed by a responder target (``UIGestureRecognizer/init(target:action:)``).
    static func selector(_ action: Selector, target: AnyObject) -> GestureTarget {
        let box = WeakTargetBox(target)
        return GestureTarget(target: target, hasTarget: true, name: action.name) { recognizer in
            guard let target = box.object else { return false }
            guard let responder = target as? UIResponder, responder.responds(to: action) else {
                recognizer.reportUnperformedAction(action, target: target)
                return true
            }
            responder.perform(action, withSender: recognizer, for: nil)
            return true
        }
    }

    /// A closure.
    static func closure(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void, name: String) -> GestureTarget {
        GestureTarget(target: nil, hasTarget: false, name: name) { recognizer in
            handler(recognizer)
            return true
        }
    }
}

/// A weak reference an action closure reads on every send. A `[weak target]` capture would be a
/// mutable box with a runtime exclusivity check on each read; this box has none.
final class WeakTargetBox<T: AnyObject> {
    // Exclusivity (issue 24 audit): the `@exclusivity(unchecked)` stored properties here are on the
    // benchmarks' hot paths. Over the nine `Benchmarks --profile` runs, a release build without any
    // such annotation makes 58 M runtime exclusivity checks (0.65 M of them in
    // `UIGestureRecognizer.sendActions`) and takes 1.78× the instructions for the pipeline, 1.71×
    // for five recognizers and 1.25× for the seed hit test (callgrind, Benchmarks/README.md).
    @exclusivity(unchecked) weak var object: T?

    init(_ object: T) {
        self.object = object
    }
}
