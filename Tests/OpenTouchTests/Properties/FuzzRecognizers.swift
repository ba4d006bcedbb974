import Foundation
import OpenTouch

/// Makes recognizers of every kind with random settings, a random delegate and an action that
/// checks its state and may mutate the scene, and attaches them to random views.
@MainActor
struct FuzzRecognizerFactory {
    let world: FuzzWorld

    /// Attaches a new random recognizer to a random live view; returns it.
    @discardableResult
    func attachRandom() -> UIGestureRecognizer? {
        guard let view = world.rng.pick(world.liveViews) else { return nil }
        let recognizer = make()
        view.addGestureRecognizer(recognizer)
        world.trace.note("attach \(world.names.name(recognizer)) \(type(of: recognizer)) to \(world.names.name(view))")
        return recognizer
    }

    /// Makes one live recognizer wait for another to fail.
    func requireRandomFailure() {
        let live = world.liveRecognizers
        guard let a = world.rng.pick(live), let b = world.rng.pick(live), a !== b else { return }
        a.require(toFail: b)
        world.trace.note("require \(world.names.name(a)) toFail \(world.names.name(b))")
    }

    func make() -> UIGestureRecognizer {
        let recognizer = makeKind()
        world.adopt(recognizer)
        recognizer.cancelsTouchesInView = world.rng.chance(0.7)
        recognizer.delaysTouchesBegan = world.rng.chance(0.25)
        recognizer.delaysTouchesEnded = world.rng.chance(0.7)
        if world.rng.chance(0.6) {
            let delegate = FuzzGestureDelegate(world: world)
            world.delegates.append(delegate)
            recognizer.delegate = delegate
        }
        recognizer.addTarget(handler: { [weak world] recognizer in world?.actionFired(recognizer) })
        return recognizer
    }

    private func makeKind() -> UIGestureRecognizer {
        let rng = { (range: ClosedRange<Int>) in world.rng.int(range) }
        switch rng(0...7) {
        case 0:
            let tap = UITapGestureRecognizer()
            tap.numberOfTapsRequired = rng(1...3)
            tap.numberOfTouchesRequired = rng(1...2)
            return tap
        case 1:
            let press = UILongPressGestureRecognizer()
            press.minimumPressDuration = world.rng.double(0.05...1)
            press.numberOfTouchesRequired = rng(1...2)
            press.numberOfTapsRequired = rng(0...1)
            press.allowableMovement = world.rng.double(0...30)
            return press
        case 2:
            let pan = UIPanGestureRecognizer()
            pan.minimumNumberOfTouches = rng(1...2)
            pan.maximumNumberOfTouches = world.rng.chance(0.5) ? Int.max : rng(2...4)
            return pan
        case 3:
            let swipe = UISwipeGestureRecognizer()
            swipe.direction = world.rng.pick([.left, .right, .up, .down])!
            swipe.numberOfTouchesRequired = rng(1...2)
            return swipe
        case 4: return UIPinchGestureRecognizer()
        case 5: return UIRotationGestureRecognizer()
        case 6:
            let edge = UIScreenEdgePanGestureRecognizer()
            edge.edges = world.rng.pick([.left, .right, .top, .bottom, .all])!
            return edge
        default:
            let custom = FuzzRecognizer()
            custom.world = world
            return custom
        }
    }
}
