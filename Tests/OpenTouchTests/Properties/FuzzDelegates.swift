import Foundation
import OpenTouch

/// How a delegate method answers: the default, always yes, always no, or at random per call.
enum FuzzAnswer: CaseIterable {
    case standard, yes, no, random

    @MainActor
    func answer(_ world: FuzzWorld?, standard value: Bool) -> Bool {
        switch self {
        case .standard: value
        case .yes: true
        case .no: false
        case .random: world?.rng.chance(0.5) ?? value
        }
    }
}

/// A gesture delegate whose every answer is chosen by the seed and whose every call may mutate the scene.
@MainActor
final class FuzzGestureDelegate: UIGestureRecognizerDelegate {
    weak var world: FuzzWorld?
    var shouldBegin = FuzzAnswer.standard, shouldReceive = FuzzAnswer.standard
    var simultaneous = FuzzAnswer.standard, requireFailure = FuzzAnswer.standard, requiredToFail = FuzzAnswer.standard

    init(world: FuzzWorld) {
        self.world = world
        let all = FuzzAnswer.allCases
        shouldBegin = world.rng.pick(all)!; shouldReceive = world.rng.pick(all)!
        simultaneous = world.rng.pick(all)!; requireFailure = world.rng.pick(all)!; requiredToFail = world.rng.pick(all)!
        if !world.config.dynamicFailureRequirements {
            if requireFailure != .standard { requireFailure = .no }
            if requiredToFail != .standard { requiredToFail = .no }
        }
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        world?.hook(.delegateShouldBegin, self, recognizer: gestureRecognizer)
        return shouldBegin.answer(world, standard: true)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        world?.hook(.delegateShouldReceive, self, recognizer: gestureRecognizer)
        if let world, world.config.disableInShouldReceive, world.rng.chance(0.03) {
            world.trace.note("shouldReceive disables \(world.names.name(gestureRecognizer))")
            world.stats.mutations += 1
            gestureRecognizer.isEnabled = false
        }
        return shouldReceive.answer(world, standard: true)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        world?.hook(.delegateSimultaneous, self, recognizer: gestureRecognizer)
        return simultaneous.answer(world, standard: false)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf other: UIGestureRecognizer) -> Bool {
        world?.hook(.delegateRequireFailure, self, recognizer: gestureRecognizer)
        return requireFailure.answer(world, standard: false)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy other: UIGestureRecognizer) -> Bool {
        world?.hook(.delegateRequireFailure, self, recognizer: gestureRecognizer)
        return requiredToFail.answer(world, standard: false)
    }
}

/// A scroll-view delegate whose every call may mutate the scene; it may zoom a content view.
@MainActor
final class FuzzScrollDelegate: UIScrollViewDelegate {
    weak var world: FuzzWorld?
    weak var zoomView: UIView?

    init(world: FuzzWorld) { self.world = world }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { world?.hook(.scrollDelegate, scrollView) }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { world?.hook(.scrollDelegate, scrollView) }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        world?.hook(.scrollDelegate, scrollView)
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        world?.hook(.scrollDelegate, scrollView)
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { world?.hook(.scrollDelegate, scrollView) }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { world?.hook(.scrollDelegate, scrollView) }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { world?.hook(.scrollDelegate, scrollView) }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { world?.hook(.scrollDelegate, scrollView) }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        world?.hook(.scrollDelegate, scrollView)
    }
}

/// A recognizer subclass that asks for random transitions, legal or not, from its touch methods,
/// and when its last touch lifts always asks for a legal way out, so it never stays under way.
@MainActor
final class FuzzRecognizer: UIGestureRecognizer {
    weak var world: FuzzWorld?
    private var touchesDown = 0
    private static let requests: [UIGestureRecognizer.State] = [.began, .changed, .changed, .ended, .cancelled, .failed, .possible]

    private func step(_ delta: Int, count: Int) {
        guard let world else { return }
        touchesDown = max(0, touchesDown + delta * count)
        world.hook(.customRecognizerTouches, self, recognizer: self)
        if world.rng.chance(0.3) { ask(world.rng.pick(Self.requests)!) }
        guard delta < 0, touchesDown == 0 else { return }
        switch state {
        case .possible: ask(world.rng.chance(0.5) ? .failed : .ended)
        case .began, .changed: ask(world.rng.chance(0.5) ? .ended : .cancelled)
        default: break
        }
    }

    private func ask(_ wanted: UIGestureRecognizer.State) {
        guard let world else { return }
        world.trace.note("custom \(world.names.name(self)) asks \(wanted) in \(state)")
        state = wanted
    }

    override func reset() { touchesDown = 0 }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { step(1, count: touches.count) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { step(0, count: 0) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { step(-1, count: touches.count) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { step(-1, count: touches.count) }
}
