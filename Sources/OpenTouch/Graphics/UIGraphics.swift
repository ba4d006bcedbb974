// OpenTouch — Graphics
//
// UIKit's stack of current graphics contexts.

import Foundation

/// The contexts pushed on one thread, most recent last.
private final class GraphicsContextStack {
    var contexts: [CGContext] = []

    private static let key = "OpenTouch.UIGraphicsContextStack"

    /// The calling thread's stack, created on first use.
    static var current: GraphicsContextStack {
        let storage = Thread.current.threadDictionary
        if let stack = storage[key] as? GraphicsContextStack { return stack }
        let stack = GraphicsContextStack()
        storage[key] = stack
        return stack
    }
}

/// The context UIKit drawing (`UIBezierPath.fill()`, `UIColor.setFill()`, …) paints into: the
/// one most recently pushed on this thread, or nil when none is.
///
/// UIKit pushes a context around `draw(_:)` and inside image renderers. OpenTouch never calls
/// `draw(_:)` and draws no pixels, so this is nil until code (typically a test) pushes a
/// context, for example a recording `CGContext(size:)`. As in UIKit, each thread has its own stack.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.current.contexts.last
}

/// Makes `context` the current context on this thread until the matching `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.current.contexts.append(context)
}

/// Restores the context that was current before the last `UIGraphicsPushContext(_:)`; does
/// nothing when no context is pushed.
public func UIGraphicsPopContext() {
    _ = GraphicsContextStack.current.contexts.popLast()
}
