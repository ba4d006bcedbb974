import Foundation
import OpenTouch

/// A scene read from a scene file: a screen, a view tree, gesture recognizers, a touch script and
/// how to print the log of a run.
///
/// Read one with ``parse(_:fileName:)`` or ``load(contentsOf:)``, build it with
/// ``BuiltScene/init(_:)``, check it with ``SceneLinter``.
public struct SceneFile: Sendable {
    /// The file's name, as messages quote it.
    public var fileName: String
    /// The screen (and window) size, in points.
    public var screenSize: CGSize
    /// The class name logs print for the root view controller (`UIViewController` when unset).
    public var controllerClassName: String?
    /// The root view controller's view, which fills the window; scene files call it `root`.
    public var root: ViewSpec
    /// The gesture recognizers, in the order they are added.
    public var recognizers: [RecognizerSpec]
    /// The touch script, in order.
    public var script: [ScriptStep]
    /// How a run prints its log.
    public var log: LogSpec

    /// The view specs of the tree, the root first, depth-first in subview order.
    public var allViews: [ViewSpec] { root.flattened }

    /// The view spec called `name` (`root` is the controller's view), if any.
    public func view(named name: String) -> ViewSpec? {
        allViews.first { $0.name == name }
    }

    /// The recognizer spec called `name`, if any.
    public func recognizer(named name: String) -> RecognizerSpec? {
        recognizers.first { $0.name == name }
    }
}

/// Where something is in a scene file: line and column, both from 1.
public struct SceneLocation: Sendable, Equatable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int

    /// Creates a location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line 12, column 5`.
    public var description: String { "line \(line), column \(column)" }
}
