import Foundation
import OpenTouch

/// Performs one random mutation of the scene from inside a callback: tree edits, recognizer
/// edits, flags that change who gets touches, and releasing windows or the application.
@MainActor
struct FuzzMutator {
    let world: FuzzWorld

    func mutateOnce(at site: FuzzSite, source: AnyObject?, recognizer: UIGestureRecognizer?) {
        let allowed = FuzzMutation.allCases.filter { world.config.allows($0, at: site) }
        guard let kind = world.rng.pick(allowed) else { return }
        let names = world.names
        let target = perform(kind, recognizer: recognizer)
        guard let target else { return }
        world.stats.mutations += 1
        world.trace.note("mutate \(kind.rawValue) \(target) in \(site.rawValue) of \(names.name(source))")
    }

    /// Performs `kind`; returns what it acted on, or nil when there was nothing to act on.
    private func perform(_ kind: FuzzMutation, recognizer: UIGestureRecognizer?) -> String? {
        switch kind {
        case .removeFromSuperview:
            guard let view = world.rng.pick(world.liveViews.filter { $0.superview != nil }) else { return nil }
            view.removeFromSuperview()
            return world.names.name(view)
        case .addSubview:
            guard let parent = world.rng.pick(world.liveViews) else { return nil }
            let child = FuzzSceneBuilder(world: world).randomView(in: parent.bounds)
            parent.addSubview(child)
            return "\(world.names.name(child)) to \(world.names.name(parent))"
        case .moveSubview:
            let views = world.liveViews.filter { !($0 is UIWindow) }
            guard let view = world.rng.pick(views), let parent = world.rng.pick(world.liveViews),
                  parent !== view, !parent.isDescendant(of: view) else { return nil }
            parent.addSubview(view)
            return "\(world.names.name(view)) to \(world.names.name(parent))"
        case .addRecognizer:
            return FuzzRecognizerFactory(world: world).attachRandom().map { world.names.name($0) }
        case .removeRecognizer:
            guard let other = world.rng.pick(world.liveRecognizers.filter { $0.view != nil }) else { return nil }
            other.view?.removeGestureRecognizer(other)
            return world.names.name(other)
        case .removeOwnRecognizer:
            guard let recognizer, let view = recognizer.view else { return nil }
            view.removeGestureRecognizer(recognizer)
            return world.names.name(recognizer)
        case .changeSiblingRecognizers:
            // Removes another recognizer of the callback's recognizer's view and adds a new one there.
            guard let view = recognizer?.view else { return nil }
            let siblings = world.liveRecognizers.filter { $0.view === view && $0 !== recognizer }
            if let sibling = world.rng.pick(siblings) { view.removeGestureRecognizer(sibling) }
            let added = FuzzRecognizerFactory(world: world).make()
            view.addGestureRecognizer(added)
            return "\(world.names.name(added)) on \(world.names.name(view))"
        case .disableRecognizer:
            guard let other = world.rng.chance(0.5) ? recognizer : world.rng.pick(world.liveRecognizers) else { return nil }
            other.isEnabled = false
            return world.names.name(other)
        case .toggleInteraction:
            guard let view = world.rng.pick(world.liveViews) else { return nil }
            view.isUserInteractionEnabled.toggle()
            return world.names.name(view)
        case .toggleHidden:
            guard let view = world.rng.pick(world.liveViews) else { return nil }
            view.isHidden.toggle()
            return world.names.name(view)
        case .disableScrolling:
            guard let scroll = world.rng.pick(world.liveViews.compactMap { $0 as? UIScrollView }) else { return nil }
            scroll.isScrollEnabled = false
            return world.names.name(scroll)
        case .disableControl:
            guard let control = world.rng.pick(world.liveViews.compactMap { $0 as? UIControl }) else { return nil }
            control.isEnabled = false
            return world.names.name(control)
        case .releaseWindow:
            guard let window = world.rng.pick(world.liveWindows.filter { $0.windowScene != nil }) else { return nil }
            keepSomethingAlive(under: window)
            window.windowScene = nil
            return world.names.name(window)
        case .releaseApplication:
            // Held until the end of this case: the teardown runs callbacks that may mutate again,
            // which must not happen inside the write to `world.app` (an exclusivity violation).
            guard let application = world.app else { return nil }
            keepSomethingAlive(under: nil)
            world.app = nil
            withExtendedLifetime(application) {}
            return "app"
        }
    }

    /// Before a release, sometimes keeps a recognizer or view alive, so later steps can act on it.
    private func keepSomethingAlive(under window: UIWindow?) {
        if world.rng.chance(0.5), let recognizer = world.rng.pick(world.liveRecognizers) {
            world.keptAlive.append(recognizer)
            world.trace.note("keep \(world.names.name(recognizer))")
        }
        if world.rng.chance(0.3), let view = world.rng.pick(world.liveViews) {
            world.keptAlive.append(view)
            world.trace.note("keep \(world.names.name(view))")
        }
    }
}
