import Foundation
import OpenTouch

/// A gesture recognizer of a scene file.
public struct RecognizerSpec: Sendable {
    /// The recognizer classes a scene file can make, by their `type:` spelling.
    public enum Kind: String, Sendable, CaseIterable {
        /// `UITapGestureRecognizer`.
        case tap
        /// `UILongPressGestureRecognizer`.
        case longPress
        /// `UIPanGestureRecognizer`.
        case pan
        /// `UISwipeGestureRecognizer`.
        case swipe
        /// `UIPinchGestureRecognizer`.
        case pinch
        /// `UIRotationGestureRecognizer`.
        case rotation
        /// `UIScreenEdgePanGestureRecognizer`.
        case screenEdgePan

        /// The UIKit class.
        public var className: String {
            switch self {
            case .tap: "UITapGestureRecognizer"
            case .longPress: "UILongPressGestureRecognizer"
            case .pan: "UIPanGestureRecognizer"
            case .swipe: "UISwipeGestureRecognizer"
            case .pinch: "UIPinchGestureRecognizer"
            case .rotation: "UIRotationGestureRecognizer"
            case .screenEdgePan: "UIScreenEdgePanGestureRecognizer"
            }
        }
    }

    /// An axis of movement.
    public enum Axis: String, Sendable {
        /// Left and right.
        case horizontal
        /// Up and down.
        case vertical
    }

    /// The class.
    public var kind: Kind
    /// The name relations refer to; also the recognizer's `name`.
    public var name: String?
    /// The view it is attached to (`root` for the controller's view).
    public var view: String
    /// `numberOfTapsRequired` (taps, long presses).
    public var taps: Int?
    /// `numberOfTouchesRequired` (taps, long presses, swipes), or a pan's `minimumNumberOfTouches`.
    public var touches: Int?
    /// A pan's `maximumNumberOfTouches`.
    public var maximumTouches: Int?
    /// A swipe's `direction`, or a screen-edge pan's `edges` (`left`, `right`, `up`/`top`, `down`/`bottom`).
    public var directions: [String] = []
    /// A long press's `minimumPressDuration`.
    public var minimumPressDuration: Double?
    /// A long press's `allowableMovement`.
    public var allowableMovement: Double?
    /// `cancelsTouchesInView`.
    public var cancelsTouchesInView = true
    /// `delaysTouchesBegan`.
    public var delaysTouchesBegan = false
    /// `delaysTouchesEnded`.
    public var delaysTouchesEnded = true
    /// `isEnabled`.
    public var isEnabled = true
    /// The recognizers this one requires to fail (`require(toFail:)`), by name.
    public var requiresFailureOf: [String] = []
    /// What its delegate answers.
    public var delegate = DelegateAnswers()
    /// The action name its description prints (`handleTap:`).
    public var actionName = "action:"
    /// Where the recognizer starts in the file.
    public var location = SceneLocation(line: 1, column: 1)
    /// Where `view` is written.
    public var viewLocation: SceneLocation?
    /// Where `requireToFail` is written.
    public var requiresFailureLocation: SceneLocation?

    /// Creates a spec.
    public init(kind: Kind, view: String) {
        self.kind = kind
        self.view = view
    }

    /// How messages name it: `tap 'doubleTap' on 'Card'`.
    public var label: String {
        (name.map { "\(kind.rawValue) '\($0)'" } ?? kind.rawValue) + " on '\(view)'"
    }

    /// The axes it reacts to: a swipe's directions, a pan's `beginsOn` axis, both for a plain pan.
    public var axes: Set<Axis> {
        switch kind {
        case .pan, .screenEdgePan:
            if let axis = delegate.beginsOnAxis { return [axis] }
            return [.horizontal, .vertical]
        case .swipe:
            let list = directions.isEmpty ? ["right"] : directions
            return Set(list.map { ["left", "right"].contains($0) ? .horizontal : .vertical })
        default:
            return []
        }
    }
}

/// A recognizer delegate's answers, as a scene file states them.
public struct DelegateAnswers: Sendable {
    /// `gestureRecognizerShouldBegin(_:)`; nil is the default (true).
    public var shouldBegin: Bool?
    /// `gestureRecognizerShouldBegin(_:)` answers true only when the recognizer's velocity is mostly
    /// along this axis (pans only), the usual way to make a pan one-directional.
    public var beginsOnAxis: RecognizerSpec.Axis?
    /// `gestureRecognizer(_:shouldReceive:)` for touches; nil is the default (true).
    public var shouldReceiveTouch: Bool?
    /// The recognizers it answers true for in `shouldRecognizeSimultaneouslyWith`, by name.
    public var simultaneousWith: [String] = []
    /// Whether it answers true for every other recognizer.
    public var simultaneousWithAll = false

    /// Creates the default answers.
    public init() {}

    /// Whether the recognizer needs a delegate.
    public var isDefault: Bool {
        shouldBegin == nil && beginsOnAxis == nil && shouldReceiveTouch == nil && simultaneousWith.isEmpty && !simultaneousWithAll
    }
}
