import Foundation
import OpenTouch

/// A scene view's overrides of `point(inside:with:)` and `hitTest(_:with:)`, shared by the
/// scene's view classes.
@MainActor
final class HitTestBehavior {
    let overrides: HitTestOverrides
    /// The view hit tests are redirected to, resolved once the tree is built.
    weak var redirectTarget: UIView?

    init(_ overrides: HitTestOverrides) {
        self.overrides = overrides
    }

    /// False for a view that refuses points; the bounds grown by the touch outset when it has one.
    func point(inside point: CGPoint, of view: UIView, original: () -> Bool) -> Bool {
        if overrides.refusesPoints { return false }
        let outset = overrides.touchOutset
        guard outset != .zero else { return original() }
        let area = view.bounds.inset(by: UIEdgeInsets(top: -outset.top, left: -outset.left,
                                                      bottom: -outset.bottom, right: -outset.right))
        return area.contains(point)
    }

    /// The redirect target where the point is inside it; otherwise the original answer, nil in
    /// place of the view itself for a pass-through view.
    func hitTest(_ point: CGPoint, with event: UIEvent?, of view: UIView, original: () -> UIView?) -> UIView? {
        if let target = redirectTarget, target.point(inside: view.convert(point, to: target), with: event) {
            return target
        }
        let result = original()
        if overrides.passesThrough && result === view { return nil }
        return result
    }
}

/// A scene view class with hit-test overrides.
@MainActor
protocol SceneHitTesting: UIView {
    var behavior: HitTestBehavior? { get set }
}
