import Foundation
import OpenTouch

// The scene's view classes: UIKit's, with a scene file's hit-test overrides.

/// A plain view with a scene file's hit-test overrides.
final class SceneView: UIView, SceneHitTesting {
    var behavior: HitTestBehavior?

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard let behavior else { return super.point(inside: point, with: event) }
        return behavior.point(inside: point, of: self) { super.point(inside: point, with: event) }
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let behavior else { return super.hitTest(point, with: event) }
        return behavior.hitTest(point, with: event, of: self) { super.hitTest(point, with: event) }
    }
}

/// A button with a scene file's hit-test overrides (the usual enlarged touch area).
final class SceneButton: UIButton, SceneHitTesting {
    var behavior: HitTestBehavior?

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard let behavior else { return super.point(inside: point, with: event) }
        return behavior.point(inside: point, of: self) { super.point(inside: point, with: event) }
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let behavior else { return super.hitTest(point, with: event) }
        return behavior.hitTest(point, with: event, of: self) { super.hitTest(point, with: event) }
    }
}

/// A switch with a scene file's hit-test overrides.
final class SceneSwitch: UISwitch, SceneHitTesting {
    var behavior: HitTestBehavior?

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard let behavior else { return super.point(inside: point, with: event) }
        return behavior.point(inside: point, of: self) { super.point(inside: point, with: event) }
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let behavior else { return super.hitTest(point, with: event) }
        return behavior.hitTest(point, with: event, of: self) { super.hitTest(point, with: event) }
    }
}

/// A slider with a scene file's hit-test overrides.
final class SceneSlider: UISlider, SceneHitTesting {
    var behavior: HitTestBehavior?

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard let behavior else { return super.point(inside: point, with: event) }
        return behavior.point(inside: point, of: self) { super.point(inside: point, with: event) }
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let behavior else { return super.hitTest(point, with: event) }
        return behavior.hitTest(point, with: event, of: self) { super.hitTest(point, with: event) }
    }
}

/// A scroll view with a scene file's hit-test overrides.
final class SceneScrollView: UIScrollView, SceneHitTesting {
    var behavior: HitTestBehavior?

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard let behavior else { return super.point(inside: point, with: event) }
        return behavior.point(inside: point, of: self) { super.point(inside: point, with: event) }
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let behavior else { return super.hitTest(point, with: event) }
        return behavior.hitTest(point, with: event, of: self) { super.hitTest(point, with: event) }
    }
}
