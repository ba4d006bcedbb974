import Foundation
import OpenTouch

/// A step of a scene file's touch script.
public struct ScriptStep: Sendable {
    /// What the step does. Fingers are named by the file (`1`, `thumb`).
    public enum Action: Sendable {
        /// A finger touches down.
        case down(finger: String, at: ScenePoint)
        /// A finger moves.
        case move(finger: String, to: ScenePoint)
        /// A finger lifts.
        case up(finger: String)
        /// The system cancels a finger's touch.
        case cancel(finger: String)
        /// A finger's contact grows or shrinks to `radius` points.
        case contact(finger: String, radius: CGFloat)
        /// The virtual clock advances.
        case wait(TimeInterval)
        /// `count` taps at a point, `interval` apart.
        case tap(at: ScenePoint, count: Int, interval: TimeInterval)
        /// A press held for `duration`.
        case longPress(at: ScenePoint, duration: TimeInterval)
        /// A one-finger drag in `steps` moves over `duration`.
        case drag(from: ScenePoint, to: ScenePoint, duration: TimeInterval, steps: Int)
    }

    /// What the step does.
    public var action: Action
    /// Where the step is in the file.
    public var location: SceneLocation

    /// Creates a step.
    public init(_ action: Action, location: SceneLocation) {
        self.action = action
        self.location = location
    }
}

/// A point in a scene script: window coordinates, or a named view's centre or a point in its coordinates.
public enum ScenePoint: Sendable {
    /// A point in window coordinates.
    case window(CGPoint)
    /// A point of a named view: its centre when `point` is nil, else `point` in its own coordinates.
    case view(String, point: CGPoint?)
}

/// How `opentouch run` prints a scene's log.
public struct LogSpec: Sendable {
    /// The log formats, by their `style:` spelling.
    public enum Style: String, Sendable, CaseIterable {
        /// Seed 004's hit-test log (`TraceFormatter.Style.hitTestLog`).
        case hittest
        /// Seed 001's swizzling log (`TraceFormatter.Style.swizzleLog`).
        case swizzle
        /// Every record (`TraceFormatter.Style.verbose`).
        case verbose
    }

    /// The format.
    public var style: Style = .hittest
    /// The views (and `window`, `root`, `controller`) whose lines print; nil prints every named view's.
    public var views: [String]?
    /// The touch phases whose lines print (`began`, `moved`, `ended`, `cancelled`); nil prints all.
    public var phases: [String]?
    /// Whether the swizzling log prints its `HitTest:`/`NextResponder:` lines.
    public var hitTests = true
    /// Where the `log` section is.
    public var location: SceneLocation?

    /// Creates the default log settings.
    public init() {}
}
