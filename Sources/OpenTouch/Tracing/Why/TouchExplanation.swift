import Foundation

/// An account of one touch, from the finger to the responder that handled it, built from a
/// ``TraceRecorder``'s records by ``TraceRecorder/explain()``: where it went down, the hit-test
/// path and the views passed over, each gesture recognizer's fate with its reason, every
/// responder delivery (and why one was late or cancelled), and who handled or dropped it.
///
/// ``text`` fits in a test failure message, ``compactText`` in one or two lines, and
/// ``jsonData()`` gives the same data to tools. Times are the application clock's; offsets are
/// seconds since the touch-down.
public struct TouchExplanation: Codable, Equatable, Sendable {
    /// One thing that happened to the touch.
    public struct Step: Codable, Equatable, Sendable {
        /// The application clock's time, in seconds.
        public var time: TimeInterval
        /// Seconds since the touch-down.
        public var offset: TimeInterval
        /// Who it happened to: a view, responder or recognizer, named as ``TraceName`` does.
        public var subject: String
        /// What happened, in plain English, with the reason when there is one.
        public var text: String
        /// The reason's stable identifier (``GestureReason/code``, ``TouchDeliveryReason/code``), if any.
        public var reason: String?
        /// How many records the step stands for (moves to the same responder are counted together).
        public var count: Int

        /// Creates a step.
        public init(time: TimeInterval, offset: TimeInterval, subject: String, text: String,
                    reason: String? = nil, count: Int = 1) {
            self.time = time
            self.offset = offset
            self.subject = subject
            self.text = text
            self.reason = reason
            self.count = count
        }
    }

    /// A view hit testing passed over, and why.
    public struct SkippedView: Codable, Equatable, Sendable {
        /// The view's name with its path.
        public var view: String
        /// Why, in plain English (``HitTestSkipReason/text``).
        public var text: String
        /// ``HitTestSkipReason/code``.
        public var reason: String
    }

    /// What happened to one recognizer that received the touch.
    public struct RecognizerFate: Codable, Equatable, Sendable {
        /// The recognizer, named as ``TraceName`` does (class, name, view).
        public var recognizer: String
        /// The last state it reached before it reset: `Ended`, `Failed`, `Cancelled`, ….
        public var finalState: String
        /// Its transitions and decisions, with reasons.
        public var steps: [Step]
    }

    /// The finger's digitizer identity.
    public var finger: Int
    /// The clock time of the touch-down.
    public var time: TimeInterval
    /// Where the finger went down, in the touched window's coordinates (the first window's when none accepted it).
    public var x: Double
    /// See ``x``.
    public var y: Double
    /// The window that accepted the touch, if any.
    public var window: String?
    /// The views whose hit test returned the chosen view, outermost first.
    public var hitTestPath: [String]
    /// The hit-test view with its path, or nil when no view accepted the touch.
    public var chosenView: String?
    /// Views passed over for a reason other than being outside their bounds (hidden, transparent,
    /// disabled, `point(inside:with:)` said no, …), or outside their bounds but at the chosen view's level.
    public var skipped: [SkippedView]
    /// Overrides of `hitTest(_:with:)` that answered a view the default walk did not find there.
    public var redirections: [String]
    /// The recognizers that received the touch (and those whose delegate refused it).
    public var recognizers: [RecognizerFate]
    /// Responder calls for the touch, with the reasons of late, missing and cancelled deliveries.
    public var deliveries: [Step]
    /// Control events sent by controls that had the touch.
    public var controlEvents: [Step]
    /// Problems the engine reported about the touch.
    public var diagnostics: [String]
    /// Who handled the touch, or that it was dropped, in one sentence.
    public var outcome: String
    /// The transition or presentation that was running when the finger went down (named as
    /// "presentation of DetailViewController" or "UINavigationController push of
    /// ListViewController"), which took the touch: it was not hit-tested and reached no view,
    /// recognizer or responder. Nil when no transition ran.
    public var ignoredDuringTransition: String?

    /// The JSON form (sorted keys, pretty-printed).
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }

    /// Reads the JSON form back.
    public init(jsonData: Data) throws {
        self = try JSONDecoder().decode(TouchExplanation.self, from: jsonData)
    }

    /// Creates an explanation from its parts (``TraceRecorder/explain()`` builds them from records).
    public init(finger: Int, time: TimeInterval, x: Double, y: Double, window: String?, hitTestPath: [String],
                chosenView: String?, skipped: [SkippedView], redirections: [String], recognizers: [RecognizerFate],
                deliveries: [Step], controlEvents: [Step], diagnostics: [String], outcome: String,
                ignoredDuringTransition: String? = nil) {
        self.finger = finger
        self.time = time
        self.x = x
        self.y = y
        self.window = window
        self.hitTestPath = hitTestPath
        self.chosenView = chosenView
        self.skipped = skipped
        self.redirections = redirections
        self.recognizers = recognizers
        self.deliveries = deliveries
        self.controlEvents = controlEvents
        self.diagnostics = diagnostics
        self.outcome = outcome
        self.ignoredDuringTransition = ignoredDuringTransition
    }
}
