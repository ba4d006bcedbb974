import Foundation

/// What a ``TouchTimeline`` shows, as plain values: lanes of spans and marks on one time axis,
/// each touch-down's hit-test path and view tree, and a readable log. The HTML page embeds it as
/// JSON and draws it; tests and tools can read it directly.
///
/// Times are seconds from ``origin``, the clock time of the first record.
public struct TimelineModel: Codable, Hashable, Sendable {
    /// The page's title.
    public var title: String
    /// The application clock's time at zero on the axis, in seconds.
    public var origin: TimeInterval
    /// The time the axis covers, in seconds from ``origin``.
    public var duration: TimeInterval
    /// The lanes, top to bottom: fingers, recognizers, responders, controls, scroll views, diagnostics, the rest.
    public var lanes: [Lane]
    /// Every touch-down, in order, with its hit-test path.
    public var touchDowns: [TouchDown]
    /// One line per thing that happened (layout left out, hit tests folded into their touch-down).
    public var log: [LogLine]
    /// How many records the recorder held, layout included: 0 when it saw nothing at all.
    public var recordCount: Int

    /// A row of the timeline: one finger, recognizer, responder, control or scroll view.
    public struct Lane: Codable, Hashable, Sendable {
        /// What a lane follows.
        public enum Kind: String, Codable, Hashable, Sendable, CaseIterable {
            /// One touch, from touch-down to lift or cancel.
            case finger
            /// A gesture recognizer's states.
            case recognizer
            /// The touch methods a responder received.
            case responder
            /// The events a control sent.
            case control
            /// A scroll view's drags, decelerations and zooms.
            case scrollView
            /// Problems in the input or the view tree.
            case diagnostics
            /// Records the timeline has no lane kind for.
            case other
        }

        /// What the lane follows.
        public var kind: Kind
        /// Its name (``TraceName/short``, or `Finger 1`).
        public var title: String
        /// Where it is (``TraceName/path``), or what the finger did.
        public var subtitle: String
        /// Intervals: a recognizer's states, a finger's contact, a scroll view's drag.
        public var spans: [Span]
        /// Instants: touch calls, actions, control events, steps, diagnostics.
        public var marks: [Mark]
    }

    /// An interval on a lane.
    public struct Span: Codable, Hashable, Sendable {
        /// Its start, in seconds from the origin.
        public var start: TimeInterval
        /// Its end, in seconds from the origin.
        public var end: TimeInterval
        /// A state name (`Possible`, `Began`, `Failed`…) or an activity (`touching`, `dragging`).
        public var label: String
        /// Why it began: the text of the record that started it, then the recognizer's reasons for
        /// that state (``GestureReason``), one a line.
        public var reason: String
        /// True when it was still going when the trace ended (a recognizer still Possible, a
        /// finger still down): its end is the end of the trace, not a decision.
        public var isOpenAtEnd: Bool = false
    }

    /// An instant on a lane.
    public struct Mark: Codable, Hashable, Sendable {
        /// When, in seconds from the origin.
        public var time: TimeInterval
        /// A short label (`Began`, `touchUpInside`, `willBeginDragging`).
        public var label: String
        /// The full text.
        public var detail: String
        /// For a touch-down: its index in ``TimelineModel/touchDowns``.
        public var touchDown: Int?
    }

    /// A touch-down: where the finger went down and what hit testing made of it.
    public struct TouchDown: Codable, Hashable, Sendable {
        /// When, in seconds from the origin.
        public var time: TimeInterval
        /// The finger's number (the digitizer's identity).
        public var finger: Int
        /// The point in its window's coordinates, when a window was hit tested.
        public var point: CGPoint?
        /// The window's path, or nil when no window accepted the touch.
        public var window: String?
        /// The chosen view's path, or nil when nothing accepted the touch.
        public var chosen: String?
        /// The `hitTest(_:with:)` calls, in call order.
        public var steps: [HitStep]
        /// The window at that moment, when the recorder captured view trees.
        public var viewTree: ViewTreeSnapshot?
        /// The touch's ``TouchExplanation/text``: hit test, recognizers' fates with reasons,
        /// deliveries and who handled it.
        public var explanation: String?
    }

    /// One view's `hitTest(_:with:)` call during a touch-down's hit test.
    public struct HitStep: Codable, Hashable, Sendable {
        /// What the call came to.
        public enum Outcome: String, Codable, Hashable, Sendable {
            /// It returned itself: the touch's view.
            case chosen
            /// It returned a view below it (the point was inside it).
            case passed
            /// It returned nil.
            case skipped
            /// It returned a view other than itself or one its subviews returned (an override).
            case redirected
        }

        /// Nesting: 0 for the window, 1 for its subviews, and so on.
        public var depth: Int
        /// The view's short name (``TraceName/short``, with its position among alike siblings).
        public var name: String
        /// The view's ``TraceName/path``.
        public var path: String
        /// The point in the view's coordinates.
        public var point: CGPoint
        /// What the call came to.
        public var outcome: Outcome
        /// Why, in words.
        public var reason: String
    }

    /// A line of the readable log.
    public struct LogLine: Codable, Hashable, Sendable {
        /// When, in seconds from the origin.
        public var time: TimeInterval
        /// The lane it belongs to (an index into ``TimelineModel/lanes``), if any.
        public var lane: Int?
        /// What happened.
        public var text: String
    }
}
