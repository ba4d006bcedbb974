import Foundation

/// A count that moves on every change that can change which clock a layer's animations run on:
/// a view's superview, a layer's view, a window's scene, a scene's application, and an
/// application made or released (which can change ``UIApplication/shared``).
///
/// A layer that backs a view keeps the application its clock came from with the count it was
/// found at (``AnimationClockRoute``), and reuses it while the count has not moved, so that
/// `renderState()` does not walk view → window → scene → application every frame (about 770
/// instructions a call in `--profile animation`, callgrind, Benchmarks/README.md).
@MainActor
enum AnimationClockEpoch {
    /// The current count.
    private(set) static var value: UInt64 = 0

    /// Records a change of the view → window → scene → application chain: every application
    /// kept at an earlier count is stale.
    static func advance() { value &+= 1 }
}

/// Where a view's layer last found its animation clock: the application, and the
/// ``AnimationClockEpoch`` count then. The application is not retained; it is read only while
/// the count has not moved, and an application's `deinit` moves it, so it is alive when read.
struct AnimationClockRoute {
    /// The count the application was found at.
    var epoch: UInt64 = 0
    /// The application whose clock it is; empty until found.
    var application = UnownedReference<UIApplication>()
}

extension CALayer {
    /// The clock animations of this layer run on: its window's application's, else the
    /// current application's (``UIApplication/shared``).
    var animationClock: any EventClock {
        var layer: CALayer? = self
        while let current = layer {
            if current.backsView { return current.hostedAnimationApplication.clock }
            layer = current.storedSuperlayer
        }
        return UIApplication.shared.clock
    }

    /// The time on ``animationClock`` now. It retains neither the application nor the clock:
    /// both are weakly referenced elsewhere, so each of their retains and releases takes the
    /// runtime's slow side-table path.
    var animationClockNow: Double {
        // The layer itself first: starting the walk with `self` in an optional would retain it.
        if backsView { return hostedAnimationClockNow }
        var layer = storedSuperlayer
        while let current = layer {
            if current.backsView { return current.hostedAnimationClockNow }
            layer = current.storedSuperlayer
        }
        return UIApplication.shared.clock.now
    }

    /// For a layer that backs a view: the time on its ``hostedAnimationApplication``'s clock.
    private var hostedAnimationClockNow: Double {
        if animationClockRoute.epoch == AnimationClockEpoch.value,
           let now = animationClockRoute.application.withObject({ $0.clock.now }) {
            return now
        }
        return hostedAnimationApplication.clock.now
    }

    /// For a layer that backs a view: the view's window's application, else the current one,
    /// found again only when ``AnimationClockEpoch`` has moved since it was last found.
    private var hostedAnimationApplication: UIApplication {
        if animationClockRoute.epoch == AnimationClockEpoch.value, let application = animationClockRoute.application.object {
            return application
        }
        let application = hostView?.window?.windowScene?.application ?? UIApplication.shared
        // Read after finding it: `UIApplication.shared` may have made an application, moving the count.
        animationClockRoute = AnimationClockRoute(epoch: AnimationClockEpoch.value, application: UnownedReference(application))
        return application
    }
}
