import Foundation

/// Builds a ``TimelineModel`` from a recorder's entries, in one pass in record order (so lanes
/// appear in the order things first happened, never in a set's or dictionary's order).
@MainActor
struct TimelineBuilder {
    private var lanes: [TimelineModel.Lane] = []
    /// Lane index by kind and object, for lookup only (never iterated): a button has a responder
    /// lane and a control lane.
    private var laneByObject: [LaneKey: Int] = [:]
    private var diagnosticsLane: Int?
    private var otherLane: Int?
    private var touchDowns: [TimelineModel.TouchDown] = []
    private var log: [TimelineModel.LogLine] = []
    private var hitTest = TimelineHitTestPath()
    /// For each recognizer lane, how many touch-downs there had been when it last reset.
    private var touchDownsAtReset: [Int: Int] = [:]
    /// The view each touch-down's touch went to, by touch-down index.
    private var touchDownViews: [UIView?] = []
    /// The log line of the last touch call and the responder it reached, so calls passed along
    /// the responder chain join it instead of taking a line each.
    private var chain: (line: Int, responder: ObjectIdentifier, phase: UITouch.Phase)?
    /// Each finger lane's touch, in lane order.
    private var fingerTouches: [(lane: Int, touch: UITouch)] = []
    private var openSpans: [Int: Int] = [:]
    /// Why each touch's deliveries were held, cancelled or released, by touch (lookup only), until
    /// its end or cancel reaches its view.
    private var deliveryReasons: [ObjectIdentifier: [String]] = [:]
    private let origin: TimeInterval
    private let duration: TimeInterval
    /// Every entry, for the touch-downs' explanations.
    private let entries: [TraceRecorder.Entry]

    private struct LaneKey: Hashable {
        let kind: TimelineModel.Lane.Kind
        let object: ObjectIdentifier
    }

    init(entries: [TraceRecorder.Entry]) {
        self.entries = entries
        origin = entries.first?.time ?? 0
        duration = max((entries.last?.time ?? origin) - origin, 0)
    }

    /// The model of `entries` under `title`.
    static func model(of entries: [TraceRecorder.Entry], title: String) -> TimelineModel {
        var builder = TimelineBuilder(entries: entries)
        for entry in entries { builder.add(entry) }
        return builder.finish(title: title)
    }

    private mutating func add(_ entry: TraceRecorder.Entry) {
        let time = entry.time - origin
        if hitTest.add(entry.record) { return }
        switch entry.record {
        case .touchBegan(let touch, let window, let view):
            touchBegan(touch, window: window, view: view, tree: entry.viewTree, at: time)
        case .touches(let phase, let responder, let touches, let sender):
            delivered(phase, to: responder, touches: touches, sender: sender, at: time, record: entry.record)
        case .gestureStateChanged(let recognizer, let from, let to):
            transition(recognizer, from: from, to: to, at: time, record: entry.record)
        case .gestureAction(let recognizer, let state, _):
            mark(lane(for: recognizer), at: time, label: "action \(state)", record: entry.record)
        case .controlEvents(let control, let events):
            mark(lane(for: control, kind: .control), at: time, label: "\(events)", record: entry.record)
        case .scrollView(let scrollView, let step):
            scrollStep(scrollView, step, at: time, record: entry.record)
        case .gestureReason(let recognizer, let state, let reason):
            gestureReason(recognizer, state: state, reason: reason, at: time, record: entry.record)
        case .touchDelivery(let touch, let view, let reason):
            let index = view.map { lane(for: $0, kind: .responder) } ?? lane(for: touch)
            mark(index, at: time, label: TimelineText.label(for: reason), record: entry.record)
            deliveryReasons[ObjectIdentifier(touch), default: []].append(reason.text)
        case .gestureRecognizersCollected(_, let recognizers):
            collected(recognizers, at: time)
        case .diagnostic(let diagnostic):
            let index = diagnosticsLane ?? newLane(.diagnostics, title: "Diagnostics", subtitle: "problems in the input or the view tree")
            diagnosticsLane = index
            mark(index, at: time, label: diagnostic.kind.rawValue, record: entry.record)
        default:
            other(entry.record, at: time)
        }
    }

    /// Layout is left out (it is most of a verbose trace and explains no touch); anything else
    /// the timeline has no lane for goes on the "Other" lane.
    private mutating func other(_ record: TraceRecord, at time: TimeInterval) {
        switch record {
        case .layoutSubviews, .layoutFrame: return
        default: break
        }
        let index = otherLane ?? newLane(.other, title: "Other", subtitle: "records without a lane of their own")
        otherLane = index
        mark(index, at: time, label: "record", record: record)
    }

    // MARK: Lanes

    private mutating func newLane(_ kind: TimelineModel.Lane.Kind, title: String, subtitle: String) -> Int {
        lanes.append(TimelineModel.Lane(kind: kind, title: title, subtitle: subtitle, spans: [], marks: []))
        return lanes.count - 1
    }

    private mutating func lane(for responder: UIResponder, kind: TimelineModel.Lane.Kind) -> Int {
        let key = LaneKey(kind: kind, object: ObjectIdentifier(responder))
        if let index = laneByObject[key] { return index }
        let index = newLane(kind, title: TimelineText.name(responder), subtitle: TraceName(responder).path)
        laneByObject[key] = index
        return index
    }

    private mutating func lane(for recognizer: UIGestureRecognizer) -> Int {
        let key = LaneKey(kind: .recognizer, object: ObjectIdentifier(recognizer))
        if let index = laneByObject[key] { return index }
        let name = TraceName(recognizer)
        let index = newLane(.recognizer, title: name.short, subtitle: name.path)
        laneByObject[key] = index
        return index
    }

    private mutating func lane(for touch: UITouch) -> Int {
        let key = LaneKey(kind: .finger, object: ObjectIdentifier(touch))
        if let index = laneByObject[key] { return index }
        let index = newLane(.finger, title: "Finger \(touch.fingerIdentity)", subtitle: "")
        laneByObject[key] = index
        fingerTouches.append((index, touch))
        return index
    }

    private mutating func mark(_ lane: Int, at time: TimeInterval, label: String, record: TraceRecord,
                               touchDown: Int? = nil) {
        let text = TimelineText.text(for: record)
        lanes[lane].marks.append(TimelineModel.Mark(time: time, label: label, detail: text, touchDown: touchDown))
        log.append(TimelineModel.LogLine(time: time, lane: lane, text: text))
    }

    private mutating func openSpan(_ lane: Int, at time: TimeInterval, label: String, reason: String) {
        closeSpan(lane, at: time)
        lanes[lane].spans.append(TimelineModel.Span(start: time, end: time, label: label, reason: reason))
        openSpans[lane] = lanes[lane].spans.count - 1
    }

    private mutating func closeSpan(_ lane: Int, at time: TimeInterval) {
        guard let span = openSpans.removeValue(forKey: lane) else { return }
        lanes[lane].spans[span].end = time
    }

    // MARK: Result

    private mutating func finish(title: String) -> TimelineModel {
        for (lane, touch) in fingerTouches { finishFinger(lane, touch) }
        for lane in lanes.indices { closeAtEnd(lane) }
        let order = TimelineModel.Lane.Kind.allCases
        let sorted = lanes.indices.sorted { a, b in
            let (ka, kb) = (order.firstIndex(of: lanes[a].kind)!, order.firstIndex(of: lanes[b].kind)!)
            return ka != kb ? ka < kb : a < b
        }
        var newIndex = Array(repeating: 0, count: lanes.count)
        for (position, old) in sorted.enumerated() { newIndex[old] = position }
        let lines = log.map { line in
            TimelineModel.LogLine(time: line.time, lane: line.lane.map { newIndex[$0] }, text: line.text)
        }
        return TimelineModel(title: title, origin: origin, duration: duration, lanes: sorted.map { lanes[$0] },
                             touchDowns: touchDowns, log: lines, recordCount: entries.count)
    }

    /// Ends a span still open when the trace ends there, marked as undecided rather than ended.
    private mutating func closeAtEnd(_ lane: Int) {
        guard let span = openSpans[lane] else { return }
        closeSpan(lane, at: duration)
        lanes[lane].spans[span].isOpenAtEnd = true
        if lanes[lane].kind == .recognizer, lanes[lane].spans[span].label == "\(UIGestureRecognizer.State.possible)" {
            lanes[lane].spans[span].reason += "\nstill possible at the end of the trace: it had neither recognized nor failed"
        } else {
            lanes[lane].spans[span].reason += "\nstill \(lanes[lane].spans[span].label) at the end of the trace"
        }
    }
}

extension TimelineBuilder {
    // MARK: Touches

    fileprivate mutating func touchBegan(_ touch: UITouch, window: UIWindow?, view: UIView?,
                                         tree: ViewTreeSnapshot?, at time: TimeInterval) {
        let point = window.flatMap { window in hitTest.windowPoints.last { $0.window === window }?.point }
        let down = TimelineModel.TouchDown(time: time, finger: touch.fingerIdentity, point: point,
                                           window: window.map { TraceName($0).path },
                                           chosen: view.map { TraceName($0).path },
                                           steps: hitTest.steps, viewTree: tree,
                                           explanation: ExplanationBuilder(entries: entries, touch: touch)?.build().text)
        hitTest = TimelineHitTestPath()
        touchDowns.append(down)
        touchDownViews.append(view)
        let index = lane(for: touch)
        let at = point.map { " at \(TimelineText.format($0))" } ?? ""
        let target = view.map(TimelineText.name) ?? "nothing"
        lanes[index].subtitle = "down\(at) on \(target)"
        let text = TimelineText.text(for: .touchBegan(touch: touch, window: window, view: view)) + at
        lanes[index].marks.append(TimelineModel.Mark(time: time, label: "down", detail: text,
                                                     touchDown: touchDowns.count - 1))
        log.append(TimelineModel.LogLine(time: time, lane: index, text: text + Self.hitSummary(down)))
        openSpan(index, at: time, label: "touching", reason: text)
    }

    /// ` — hit test: UIWindow › UIView › UIButton#like; skipped UIView#overlay (hidden)`.
    private static func hitSummary(_ down: TimelineModel.TouchDown) -> String {
        let entered = down.steps.filter { $0.outcome != .skipped }.map(\.name)
        let skipped = down.steps.filter { $0.outcome == .skipped && !$0.reason.contains("outside its bounds") }
        var text = entered.isEmpty ? "" : " — hit test: " + entered.joined(separator: " › ")
        if !skipped.isEmpty {
            text += "; skipped " + skipped.map { "\($0.name) (\($0.reason))" }.joined(separator: ", ")
        }
        return text
    }

    fileprivate mutating func delivered(_ phase: UITouch.Phase, to responder: UIResponder, touches: Set<UITouch>,
                                        sender: UIResponder?, at time: TimeInterval, record: TraceRecord) {
        let index = lane(for: responder, kind: .responder)
        if let sender, let chain, chain.responder == ObjectIdentifier(sender), chain.phase == phase {
            let text = TimelineText.text(for: record)
            lanes[index].marks.append(TimelineModel.Mark(time: time, label: phase.name, detail: text, touchDown: nil))
            let joiner = log[chain.line].text.contains(", passed on to ") ? " → " : ", passed on to "
            log[chain.line].text += joiner + TimelineText.name(responder)
            self.chain = (chain.line, ObjectIdentifier(responder), phase)
            return
        }
        mark(index, at: time, label: phase.name, record: record)
        chain = (log.count - 1, ObjectIdentifier(responder), phase)
        guard sender == nil else { return }
        for touch in touches.sorted(by: { $0.sequence < $1.sequence }) {
            let index = lane(for: touch)
            if let last = lanes[index].marks.last, last.time == time, last.label == phase.name { continue }
            if phase == .began, lanes[index].marks.last?.label == "down" { continue }
            var detail = "touches\(phase.name) for finger \(touch.fingerIdentity) delivered to \(TimelineText.name(responder))"
            if phase == .ended || phase == .cancelled, let reasons = deliveryReasons.removeValue(forKey: ObjectIdentifier(touch)) {
                detail += " — " + reasons.joined(separator: "; ")
            }
            lanes[index].marks.append(TimelineModel.Mark(time: time, label: phase.name, detail: detail, touchDown: nil))
        }
    }

    /// Ends a finger's contact where the finger lifted (the touch's last timestamp), which can be
    /// before its view hears of it (delayed or cancelled delivery), and says where.
    private mutating func finishFinger(_ lane: Int, _ touch: UITouch) {
        guard touch.phase == .ended || touch.phase == .cancelled, let span = openSpans.removeValue(forKey: lane) else { return }
        let start = lanes[lane].spans[span].start
        let lift = min(max(touch.timestamp - origin, start), duration)
        lanes[lane].spans[span].end = lift
        let verb = touch.phase == .ended ? "lifted" : "cancelled"
        let point = TimelineText.format(touch.location(in: nil))
        lanes[lane].subtitle += ", \(verb) at \(point)"
        let delivered = lanes[lane].marks.contains { $0.time == lift && ($0.label == "Ended" || $0.label == "Cancelled") }
        guard !delivered else { return }
        var detail = "finger \(touch.fingerIdentity) \(verb) at \(point)"
        if let late = lanes[lane].marks.first(where: { $0.time > lift && ($0.label == "Ended" || $0.label == "Cancelled") }) {
            detail += "; its view heard touches\(late.label) only at \(TimelineText.format(time: late.time)) (see that mark)"
        }
        let mark = TimelineModel.Mark(time: lift, label: verb, detail: detail, touchDown: nil)
        let position = lanes[lane].marks.firstIndex { $0.time > lift } ?? lanes[lane].marks.count
        lanes[lane].marks.insert(mark, at: position)
    }

    // MARK: Recognizers and scroll views

    fileprivate mutating func transition(_ recognizer: UIGestureRecognizer, from: UIGestureRecognizer.State,
                                         to: UIGestureRecognizer.State, at time: TimeInterval, record: TraceRecord) {
        let index = lane(for: recognizer)
        let text = TimelineText.text(for: record)
        // A continuous gesture's repeated Changed is one segment; its actions are marked. Resets
        // show on the lane and stay out of the log.
        if from == to, openSpans[index] != nil { return }
        if to != .possible { log.append(TimelineModel.LogLine(time: time, lane: index, text: text)) }
        if openSpans[index] == nil, from == .possible, to != .possible {
            let start = attemptStart(of: recognizer, lane: index) ?? time
            openSpan(index, at: min(start, time), label: "\(UIGestureRecognizer.State.possible)",
                     reason: "\(TraceName(recognizer)) receives the touches (Possible)")
        }
        if to == .possible {
            closeSpan(index, at: time)
            touchDownsAtReset[index] = touchDowns.count
            return
        }
        openSpan(index, at: time, label: "\(to)", reason: text)
    }

    /// The recognizers a touch-down's touch goes to: each gets a lane, and a Possible span from
    /// now unless it is already in an attempt.
    fileprivate mutating func collected(_ recognizers: [UIGestureRecognizer], at time: TimeInterval) {
        for recognizer in recognizers {
            let index = lane(for: recognizer)
            guard openSpans[index] == nil else { continue }
            openSpan(index, at: time, label: "\(UIGestureRecognizer.State.possible)",
                     reason: "\(TraceName(recognizer)) receives the touches (Possible)")
        }
    }

    /// A recognizer's reason: added to the segment of the state it explains, or, for a decision
    /// that changed no state (it waits for another, it never got the touch), a mark on its lane.
    fileprivate mutating func gestureReason(_ recognizer: UIGestureRecognizer, state: UIGestureRecognizer.State,
                                            reason: GestureReason, at time: TimeInterval, record: TraceRecord) {
        let index = lane(for: recognizer)
        let text = TimelineText.text(for: record)
        if state != .possible, let open = openSpans[index], lanes[index].spans[open].label == "\(state)" {
            lanes[index].spans[open].reason += "\n" + text
            log.append(TimelineModel.LogLine(time: time, lane: index, text: text))
            return
        }
        mark(index, at: time, label: TimelineText.label(for: reason), record: record)
    }

    /// When the recognizer's attempt began: the first touch-down since its last reset whose
    /// touch went to its view or a view inside it.
    private func attemptStart(of recognizer: UIGestureRecognizer, lane: Int) -> TimeInterval? {
        guard let home = recognizer.view else { return nil }
        let first = touchDownsAtReset[lane] ?? 0
        guard first < touchDowns.count else { return nil }
        let index = (first..<touchDowns.count).first { touchDownViews[$0]?.isDescendant(of: home) == true }
        return index.map { touchDowns[$0].time }
    }

    fileprivate mutating func scrollStep(_ scrollView: UIScrollView, _ step: ScrollViewTraceStep,
                                         at time: TimeInterval, record: TraceRecord) {
        let index = lane(for: scrollView, kind: .scrollView)
        let label = TraceFormatter.describe(step).split(separator: " ").first.map(String.init) ?? ""
        mark(index, at: time, label: label, record: record)
        let text = TimelineText.text(for: record)
        switch step {
        case .willBeginDragging: openSpan(index, at: time, label: "dragging", reason: text)
        case .willBeginDecelerating: openSpan(index, at: time, label: "decelerating", reason: text)
        case .willBeginZooming: openSpan(index, at: time, label: "zooming", reason: text)
        case .didEndDragging, .didEndDecelerating, .didEndScrollingAnimation, .didEndZooming:
            closeSpan(index, at: time)
        case .willEndDragging:
            break
        }
    }
}
