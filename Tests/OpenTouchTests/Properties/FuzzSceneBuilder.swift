import Foundation
import Logging
import OpenTouch

/// Builds a random scene through the public API: an application on a virtual clock, one to three
/// windows of nested views (plain views, controls, scroll views) with random geometry and flags,
/// and recognizers of every kind with random settings, delegates and failure requirements.
@MainActor
struct FuzzSceneBuilder {
    let world: FuzzWorld
    static let screen = CGRect(x: 0, y: 0, width: 375, height: 667)

    func build() {
        let clock = VirtualClock(start: 1000)
        var logger = Logger(label: "OpenTouch.fuzz")
        logger.logLevel = .critical
        let app = UIApplication(clock: clock, logger: logger)
        world.clock = clock
        world.app = app
        world.names.register(app, as: "app")
        let trace = world.trace
        world.observation = app.addTraceObserver { record in trace.record(record) }
        let scene = UIWindowScene(application: app, screen: UIScreen(bounds: Self.screen))
        world.names.register(scene, as: "scene")
        world.mutationRate = world.rng.double(0.05...0.5)
        for index in 0..<world.rng.int(1...3) { buildWindow(in: scene, index: index) }
        for _ in 0..<world.rng.int(0...7) { FuzzRecognizerFactory(world: world).attachRandom() }
        for _ in 0..<world.rng.int(0...3) { FuzzRecognizerFactory(world: world).requireRandomFailure() }
    }

    private func buildWindow(in scene: UIWindowScene, index: Int) {
        let window = UIWindow(windowScene: scene)
        world.adopt(window, prefix: "w")
        world.windows.append(FuzzNames.Weak(object: window))
        if world.rng.chance(0.3) { window.windowLevel = world.rng.pick([.normal, .statusBar, .alert])! }
        if world.rng.chance(0.2) { window.frame = CGRect(origin: world.rng.point(in: Self.screen), size: CGSize(width: 200, height: 300)) }
        var container: UIView = window
        if world.rng.chance(0.6) {
            let controller = UIViewController()
            world.names.register(controller, as: world.names.fresh("vc"))
            window.rootViewController = controller
            world.adopt(controller.view, prefix: "root")
            container = controller.view
        }
        if index == 0 || world.rng.chance(0.7) { window.makeKeyAndVisible() }
        buildChildren(of: container, depth: 0)
    }

    private func buildChildren(of parent: UIView, depth: Int) {
        guard depth < 4 else { return }
        for _ in 0..<world.rng.int(0...(depth == 0 ? 4 : 3)) {
            let child = randomView(in: parent.bounds)
            parent.addSubview(child)
            if !(child is UIControl) { buildChildren(of: child, depth: depth + 1) }
        }
    }

    /// A random view, control or scroll view, adopted by the world, with random geometry and flags.
    func randomView(in area: CGRect) -> UIView {
        let origin = world.rng.point(in: area, margin: 20)
        let size = CGSize(width: world.rng.double(10...300), height: world.rng.double(10...400))
        let frame = CGRect(origin: CGPoint(x: origin.x - area.minX, y: origin.y - area.minY), size: size)
        let view: UIView
        switch world.rng.int(0...9) {
        case 0...4: view = makePlain(frame)
        case 5, 6: view = makeScrollView(frame)
        default: view = FuzzControls(world: world).make(frame)
        }
        randomizeFlags(of: view)
        return view
    }

    private func makePlain(_ frame: CGRect) -> UIView {
        let view = FuzzView(frame: frame)
        view.world = world
        view.forwards = world.rng.chance(0.85)
        view.hookFirst = world.rng.chance(0.5)
        world.adopt(view, prefix: "v")
        return view
    }

    private func makeScrollView(_ frame: CGRect) -> UIView {
        let scroll = FuzzScrollView(frame: frame)
        scroll.world = world
        scroll.hookFirst = world.rng.chance(0.5)
        world.adopt(scroll, prefix: "s")
        scroll.contentSize = CGSize(width: frame.width * world.rng.double(0.5...3), height: frame.height * world.rng.double(0.5...3))
        scroll.isPagingEnabled = world.rng.chance(0.2)
        scroll.delaysContentTouches = world.rng.chance(0.7)
        scroll.canCancelContentTouches = world.rng.chance(0.8)
        scroll.bounces = world.rng.chance(0.8)
        if world.rng.chance(0.7) {
            let delegate = FuzzScrollDelegate(world: world)
            world.delegates.append(delegate)
            scroll.delegate = delegate
            if world.rng.chance(0.4) {
                let content = makePlain(CGRect(origin: .zero, size: scroll.contentSize))
                scroll.addSubview(content)
                delegate.zoomView = content
                scroll.minimumZoomScale = world.rng.double(0.25...1)
                scroll.maximumZoomScale = world.rng.double(1...4)
            }
        }
        return scroll
    }

    private func randomizeFlags(of view: UIView) {
        if world.rng.chance(0.2) {
            var transform = CGAffineTransform(rotationAngle: world.rng.double(-3.2...3.2))
            transform = transform.scaledBy(x: world.rng.double(0.3...2), y: world.rng.double(0.3...2))
            view.transform = transform
        }
        if world.rng.chance(0.08) { view.isHidden = true }
        if world.rng.chance(0.1) { view.alpha = world.rng.pick([0, 0.005, 0.02, 0.5])! }
        if world.rng.chance(0.1) { view.isUserInteractionEnabled = false }
        view.isMultipleTouchEnabled = world.rng.chance(0.5) && (world.config.multipleTouchControls || !(view is UIControl))
        view.isExclusiveTouch = world.rng.chance(0.1)
        view.clipsToBounds = world.rng.chance(0.2)
    }
}

/// Builds the four controls, each with an action for every event that may mutate the scene.
@MainActor
struct FuzzControls {
    let world: FuzzWorld

    func make(_ frame: CGRect) -> UIView {
        let control: UIControl
        switch world.rng.int(0...3) {
        case 0: control = configured(FuzzButton(frame: frame), prefix: "button")
        case 1: control = configured(FuzzSwitch(frame: frame), prefix: "switch")
        case 2:
            let slider = configured(FuzzSlider(frame: frame), prefix: "slider")
            slider.isContinuous = world.rng.chance(0.7)
            control = slider
        default:
            let stepper = configured(FuzzStepper(frame: frame), prefix: "stepper")
            stepper.autorepeat = world.rng.chance(0.7)
            stepper.wraps = world.rng.chance(0.3)
            control = stepper
        }
        control.addAction(UIAction { [weak world, weak control] _ in
            world?.hook(.controlAction, control)
        }, for: .allEvents)
        return control
    }

    private func configured<C: UIControl>(_ control: C, prefix: String) -> C {
        world.adopt(control, prefix: prefix)
        if let view = control as? FuzzButton { view.world = world; view.hookFirst = world.rng.chance(0.5) }
        if let view = control as? FuzzSwitch { view.world = world; view.hookFirst = world.rng.chance(0.5) }
        if let view = control as? FuzzSlider { view.world = world; view.hookFirst = world.rng.chance(0.5) }
        if let view = control as? FuzzStepper { view.world = world; view.hookFirst = world.rng.chance(0.5) }
        return control
    }
}
