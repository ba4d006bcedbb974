// OpenTouch — Graphics
//
// UIKit's stack of current graphics contexts.

import Foundation

/// The contexts pushed on the calling thread, most recent last.
private var contextStack: ThreadStack<CGContext> { .current("OpenTouch.UIGraphicsContextStack") }

/// The context UIKit drawing (`UIBezierPath.fill()`, `UIColor.setFill()`, …) paints into: the
/// one most recently pushed on this thread, or nil when none is.
///
/// UIKit pushes a context around `draw(_:)` and inside image renderers. OpenTouch never calls
/// `draw(_:)` and draws no pixels, so this is nil until code (typically a test) pushes a
/// context, for example a recording `CGContext(size:)`. As in UIKit, each thread has its own stack.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    contextStack.items.last
}

/// Makes `context` the current context on this thread until the matching `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) {
    contextStack.items.append(context)
}

/// Restores the context that was current before the last `UIGraphicsPushContext(_:)`; does
/// nothing when no context is pushed.
public func UIGraphicsPopContext() {
    _ = contextStack.items.popLast()
}
