import Foundation
import OpenTouch

// The fuzzer's responders: UIKit's classes with the four touch methods overridden to call the
// world's hook (which may mutate the scene) and, unless `forwards` is off, super. What they are
// called with is recorded by the engine's trace, not by these overrides.

/// A plain view that may mutate the scene from its touch methods, and may swallow touches.
@MainActor
final class FuzzView: UIView {
    weak var world: FuzzWorld?
    /// Whether the overrides call super (a view that does not swallows its touches).
    var forwards = true
    /// Whether the hook runs before super rather than after.
    var hookFirst = true

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if hookFirst { world?.hook(.viewTouches, self) }
        if forwards { super.touchesBegan(touches, with: event) }
        if !hookFirst { world?.hook(.viewTouches, self) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if hookFirst { world?.hook(.viewTouches, self) }
        if forwards { super.touchesMoved(touches, with: event) }
        if !hookFirst { world?.hook(.viewTouches, self) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if hookFirst { world?.hook(.viewTouches, self) }
        if forwards { super.touchesEnded(touches, with: event) }
        if !hookFirst { world?.hook(.viewTouches, self) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if hookFirst { world?.hook(.viewTouches, self) }
        if forwards { super.touchesCancelled(touches, with: event) }
        if !hookFirst { world?.hook(.viewTouches, self) }
    }
}

/// A scroll view that may mutate the scene from its touch methods.
@MainActor
final class FuzzScrollView: UIScrollView {
    weak var world: FuzzWorld?
    /// Whether the overrides call super (a view that does not swallows its touches).
    var forwards = true
    /// Whether the hook runs before super rather than after.
    var hookFirst = true

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if hookFirst { world?.hook(.viewTouches, self) }
        if forwards { super.touchesBegan(touches, with: event) }
        if !hookFirst { world?.hook(.viewTouches, self) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if hookFirst { world?.hook(.viewTouches, self) }
        if forwards { super.touchesMoved(touches, with: event) }
        if !hookFirst { world?.hook(.viewTouches, self) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if hookFirst { world?.hook(.viewTouches, self) }
        if forwards { super.touchesEnded(touches, with: event) }
        if !hookFirst { world?.hook(.viewTouches, self) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if hookFirst { world?.hook(.viewTouches, self) }
        if forwards { super.touchesCancelled(touches, with: event) }
        if !hookFirst { world?.hook(.viewTouches, self) }
    }
}

/// A button that may mutate the scene from its touch methods.
@MainActor
final class FuzzButton: UIButton {
    weak var world: FuzzWorld?
    /// Whether the overrides call super (a view that does not swallows its touches).
    var forwards = true
    /// Whether the hook runs before super rather than after.
    var hookFirst = true

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if hookFirst { world?.hook(.viewTouches, self) }
        if forwards { super.touchesBegan(touches, with: event) }
        if !hookFirst { world?.hook(.viewTouches, self) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if hookFirst { world?.hook(.viewTouches, self) }
        if forwards { super.touchesMoved(touches, with: event) }
        if !hookFirst { world?.hook(.viewTouches, self) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if hookFirst { world?.hook(.viewTouches, self) }
        if forwards { super.touchesEnded(touches, with: event) }
        if !hookFirst { world?.hook(.viewTouches, self) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if hookFirst { world?.hook(.viewTouches, self) }
        if forwards { super.touchesCancelled(touches, with: event) }
        if !hookFirst { world?.hook(.viewTouches, self) }
    }
}

/// A switch that may mutate the scene from its touch methods.
@MainActor
final class FuzzSwitch: UISwitch {
    weak var world: FuzzWorld?
    /// Whether the overrides call super (a view that does not swallows its touches).
    var forwards = true
    /// Whether the hook runs before super rather than after.
    var hookFirst = true

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if hookFirst { world?.hook(.viewTouches, self) }
        if forwards { super.touchesBegan(touches, with: event) }
        if !hookFirst { world?.hook(.viewTouches, self) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if hookFirst { world?.hook(.viewTouches, self) }
        if forwards { super.touchesMoved(touches, with: event) }
        if !hookFirst { world?.hook(.viewTouches, self) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if hookFirst { world?.hook(.viewTouches, self) }
        if forwards { super.touchesEnded(touches, with: event) }
        if !hookFirst { world?.hook(.viewTouches, self) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if hookFirst { world?.hook(.viewTouches, self) }
        if forwards { super.touchesCancelled(touches, with: event) }
        if !hookFirst { world?.hook(.viewTouches, self) }
    }
}

/// A slider that may mutate the scene from its touch methods.
@MainActor
final class FuzzSlider: UISlider {
    weak var world: FuzzWorld?
    /// Whether the overrides call super (a view that does not swallows its touches).
    var forwards = true
    /// Whether the hook runs before super rather than after.
    var hookFirst = true

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if hookFirst { world?.hook(.viewTouches, self) }
        if forwards { super.touchesBegan(touches, with: event) }
        if !hookFirst { world?.hook(.viewTouches, self) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if hookFirst { world?.hook(.viewTouches, self) }
        if forwards { super.touchesMoved(touches, with: event) }
        if !hookFirst { world?.hook(.viewTouches, self) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if hookFirst { world?.hook(.viewTouches, self) }
        if forwards { super.touchesEnded(touches, with: event) }
        if !hookFirst { world?.hook(.viewTouches, self) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if hookFirst { world?.hook(.viewTouches, self) }
        if forwards { super.touchesCancelled(touches, with: event) }
        if !hookFirst { world?.hook(.viewTouches, self) }
    }
}

/// A stepper that may mutate the scene from its touch methods.
@MainActor
final class FuzzStepper: UIStepper {
    weak var world: FuzzWorld?
    /// Whether the overrides call super (a view that does not swallows its touches).
    var forwards = true
    /// Whether the hook runs before super rather than after.
    var hookFirst = true

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if hookFirst { world?.hook(.viewTouches, self) }
        if forwards { super.touchesBegan(touches, with: event) }
        if !hookFirst { world?.hook(.viewTouches, self) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if hookFirst { world?.hook(.viewTouches, self) }
        if forwards { super.touchesMoved(touches, with: event) }
        if !hookFirst { world?.hook(.viewTouches, self) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if hookFirst { world?.hook(.viewTouches, self) }
        if forwards { super.touchesEnded(touches, with: event) }
        if !hookFirst { world?.hook(.viewTouches, self) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if hookFirst { world?.hook(.viewTouches, self) }
        if forwards { super.touchesCancelled(touches, with: event) }
        if !hookFirst { world?.hook(.viewTouches, self) }
    }
}
