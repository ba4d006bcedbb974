import Foundation
import OpenTouch

/// A view tree described independently of any view class, so OpenTouch and the naive baseline
/// are built from exactly the same geometry.
///
/// `views[0]` is the root. Every other view names its parent, which always comes earlier, and
/// siblings are listed back to front.
struct TreeSpec {
    /// One view of the description.
    struct View {
        /// Index of the superview in ``TreeSpec/views``; -1 for the root.
        var parent: Int
        /// The frame in the parent's bounds coordinates.
        var frame: CGRect
        /// The origin of the view's bounds (non-zero for scrolled content).
        var boundsOrigin: CGPoint = .zero
        /// A readable name for reports, such as `WhiteView`.
        var name = ""
    }

    var views: [View]

    /// The depth of view `index` below the root (the root is 0).
    func depth(of index: Int) -> Int {
        var depth = 0, current = index
        while views[current].parent >= 0 {
            current = views[current].parent
            depth += 1
        }
        return depth
    }
}

extension TreeSpec {
    /// The seeds' scene: window ⊃ controller root view ⊃ GrayView ⊃ [RedView, GreenView,
    /// YellowView ⊃ WhiteView]. Index 0 is the window, 1 the controller's root view.
    static let seed = TreeSpec(views: [
        View(parent: -1, frame: CGRect(x: 0, y: 0, width: 375, height: 667), name: "UIWindow"),
        View(parent: 0, frame: CGRect(x: 0, y: 0, width: 375, height: 667), name: "root view"),
        View(parent: 1, frame: CGRect(x: 0, y: 64, width: 375, height: 667), name: "GrayView"),
        View(parent: 2, frame: CGRect(x: 30, y: 30, width: 315, height: 543), name: "RedView"),
        View(parent: 2, frame: CGRect(x: 50, y: 50, width: 275, height: 503), name: "GreenView"),
        View(parent: 2, frame: CGRect(x: 0, y: 200, width: 375, height: 300), name: "YellowView"),
        View(parent: 5, frame: CGRect(x: 70, y: -30, width: 235, height: 360), name: "WhiteView"),
    ])

    /// The seeds' six tap points, in window coordinates.
    static let seedTapPoints: [CGPoint] = [
        CGPoint(x: 187.5, y: 414), CGPoint(x: 187.5, y: 250), CGPoint(x: 30, y: 414),
        CGPoint(x: 187.5, y: 164), CGPoint(x: 40, y: 164), CGPoint(x: 10, y: 74),
    ]

    /// A flat parent (1600 × 1000) with `childCount` children tiled as 4 × 4 squares, 400 per row,
    /// so exactly one child contains any point of the tiled area.
    static func flat(childCount: Int) -> TreeSpec {
        let columns = 400, side: CGFloat = 4
        let rows = (childCount + columns - 1) / columns
        var views = [View(parent: -1, frame: CGRect(x: 0, y: 0, width: CGFloat(columns) * side,
                                                       height: CGFloat(rows) * side), name: "parent")]
        views.reserveCapacity(childCount + 1)
        for index in 0 ..< childCount {
            let x = CGFloat(index % columns) * side, y = CGFloat(index / columns) * side
            views.append(View(parent: 0, frame: CGRect(x: x, y: y, width: side, height: side)))
        }
        return TreeSpec(views: views)
    }
}

/// Views built from a ``TreeSpec``, index for index.
@MainActor
enum TreeBuilder {
    /// Builds OpenTouch views; `existing` supplies ready-made views for the first indices (the
    /// window and the controller's root view of the seed scene). Each view's `tag` is its index.
    static func openTouch(_ spec: TreeSpec, existing: [UIView] = []) -> [UIView] {
        var views = existing
        views.reserveCapacity(spec.views.count)
        for (index, view) in existing.enumerated() { view.tag = index }
        for index in existing.count ..< spec.views.count {
            let description = spec.views[index]
            let view = UIView(frame: description.frame)
            view.bounds.origin = description.boundsOrigin
            view.tag = index
            if description.parent >= 0 { views[description.parent].addSubview(view) }
            views.append(view)
        }
        return views
    }

    /// Builds naive baseline views; each view's `id` is its index.
    static func naive(_ spec: TreeSpec) -> [NaiveView] {
        var views: [NaiveView] = []
        views.reserveCapacity(spec.views.count)
        for (index, description) in spec.views.enumerated() {
            let view = NaiveView(id: index, frame: description.frame)
            view.bounds.origin = description.boundsOrigin
            if description.parent >= 0 { views[description.parent].addSubview(view) }
            views.append(view)
        }
        return views
    }
}

/// The seed scene built the way an app would: application, scene, window, controller.
@MainActor
struct SeedScene {
    let application: UIApplication
    let scene: UIWindowScene
    let window: UIWindow
    let controller: UIViewController
    /// The OpenTouch views, indexed like ``TreeSpec/seed``.
    let views: [UIView]

    init() {
        application = UIApplication(clock: VirtualClock())
        scene = UIWindowScene(application: application, screen: UIScreen(bounds: TreeSpec.seed.views[0].frame))
        window = UIWindow(windowScene: scene)
        controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        views = TreeBuilder.openTouch(.seed, existing: [window, controller.view])
    }
}
