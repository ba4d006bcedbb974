import Foundation

/// Recognizes fingers moving quickly in one of the allowed directions. Discrete.
///
/// Movement is the centroid's displacement from where the swipe began: the centroid once
/// ``numberOfTouchesRequired`` touches are down (while fewer are down, the start follows them,
/// so movement with too few fingers does not count). On every move:
/// - **Recognizes** (`.ended`, during the move) when, for an allowed direction, the movement
///   along it is at least ``GestureConstants/swipeMinimumDistance`` (50 pt), larger than the
///   movement across it, and the movement across it is at most
///   ``GestureConstants/swipeMaximumCrossDistance`` (200 pt).
/// - **Fails** when the dominant direction (the larger of the horizontal and vertical
///   components, with its sign) is not allowed and has reached the minimum distance — a reverse
///   or sideways swipe — or when the movement across the allowed axis exceeds the maximum cross
///   distance (only when ``direction`` is purely horizontal or purely vertical).
///
/// It also fails when ``GestureConstants/swipeMaximumDuration`` (0.5 s) passes after the first
/// touch-down without recognition (a timer on the recognizer's clock), when a finger lifts or is
/// cancelled first, and when more than ``numberOfTouchesRequired`` touches come down.
///
/// ``location(in:)`` is where the swipe began (Apple documents it so), the start described above.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions of a swipe, as an option set with UIKit's raw values.
    public struct Direction: OptionSet, Sendable, Hashable {
        /// The raw bits: right 1, left 2, up 4, down 8.
        public let rawValue: UInt

        /// Creates a set of directions from UIKit's raw bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Towards increasing x.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards decreasing x.
        public static let left = Direction(rawValue: 1 << 1)
        /// Towards decreasing y (up the screen).
        public static let up = Direction(rawValue: 1 << 2)
        /// Towards increasing y (down the screen).
        public static let down = Direction(rawValue: 1 << 3)
    }

    // Exclusivity (issue 24): the `@exclusivity(unchecked)` fields here are read on every move
    // until the recognizer fails; their runtime checks (about 76 instructions each) took 2.0 M of
    // `--profile mixed20`'s 173.4 M instructions over the tap, long press, swipe and pinch
    // (callgrind; the pinch's finger pair is checked again since: see its comment).
    /// The directions that recognize; `.right` by default.
    @exclusivity(unchecked) open var direction: Direction = .right
    /// The number of fingers that must swipe; 1 by default.
    @exclusivity(unchecked) open var numberOfTouchesRequired = 1

    /// Where the swipe began, in window coordinates.
    private var start: CGPoint = .zero
    private var hasStart = false
    /// Time of the first touch-down of the attempt.
    private var startTime: TimeInterval = 0
    private var timer: ScheduledTimer?
    private var startWindow: UIWindow?
    /// The centroid's movement at the last move, for the reason a lift fails the swipe.
    private var lastMovement: CGPoint = .zero

    /// UIKit's class name, for ``description``.
    override class var standardClassName: String? { "UISwipeGestureRecognizer" }

    /// Where the swipe began (the centroid once the required touches were down), in `view`'s
    /// coordinates (the window's when nil); before any touch, the base class's answer.
    open override func location(in view: UIView?) -> CGPoint {
        guard hasStart else { return super.location(in: view) }
        guard let view, let window = startWindow else { return start }
        return window.convert(start, to: view)
    }

    /// Starts the duration timer at the first touch-down; fails when there are too many touches.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if !hasStart {
            startTime = event.timestamp
            timer = clock?.schedule(after: GestureConstants.swipeMaximumDuration) { [self] in
                // Held strongly until it fires or `reset()` cancels it (a weak reference slows
                // every retain of the recognizer).
                guard self.state == .possible else { return }
                self.fail(because: .tooSlow(allowed: GestureConstants.swipeMaximumDuration))
            }
        }
        let (count, centroid) = measure()
        guard count <= numberOfTouchesRequired else {
            return fail(because: .tooManyTouches(count: count, allowed: numberOfTouchesRequired))
        }
        if !hasStart { startWindow = trackedTouches.first { !isIgnored($0) }?.window }
        start = centroid
        hasStart = true
    }

    /// Recognizes or fails from the movement so far (see the type's discussion).
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        guard event.timestamp - startTime <= GestureConstants.swipeMaximumDuration else {
            return fail(because: .tooSlow(allowed: GestureConstants.swipeMaximumDuration))
        }
        let (count, centroid) = measure()
        guard count == numberOfTouchesRequired else {
            start = centroid
            return
        }
        let movement = CGPoint(x: centroid.x - start.x, y: centroid.y - start.y)
        lastMovement = movement
        if let outcome = decide(movement) {
            if outcome == .failed { noteReason(.wrongDirection(movement: movement, allowed: "a swipe " + directionName)) }
            state = outcome
        }
    }

    /// A lift before recognition fails the swipe.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        // Far enough, but not clearly along a watched direction (a diagonal), or not far enough.
        let minimum = GestureConstants.swipeMinimumDistance
        fail(because: max(abs(lastMovement.x), abs(lastMovement.y)) >= minimum
            ? .wrongDirection(movement: lastMovement, allowed: "a swipe " + directionName + " that moves more along it than across")
            : .liftedBeforeSwipe(required: minimum))
    }

    /// A cancelled touch fails the swipe.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { fail(because: .touchesCancelled) }
    }

    /// Cancels the duration timer and forgets the start.
    open override func reset() {
        timer?.cancel()
        timer = nil
        hasStart = false
        start = .zero
        startTime = 0
        startWindow = nil
        lastMovement = .zero
    }

    // MARK: Internals

    /// The allowed directions in words: `right`, `left or up`.
    private var directionName: String { direction.names.joined(separator: " or ") }

    /// `.ended`, `.failed`, or nil (keep waiting) for a movement `d` in window points.
    private func decide(_ d: CGPoint) -> State? {
        // Read once: each read of the overridable property is a call and a runtime exclusivity
        // check (about 90 instructions; six reads took 600 instructions a move of a possible
        // swipe in `--profile mixed20`, callgrind).
        let direction = self.direction
        let minimum = GestureConstants.swipeMinimumDistance
        let maximumCross = GestureConstants.swipeMaximumCrossDistance
        if recognizes(.right, of: direction, along: d.x, across: d.y, minimum, maximumCross)
            || recognizes(.left, of: direction, along: -d.x, across: d.y, minimum, maximumCross)
            || recognizes(.up, of: direction, along: -d.y, across: d.x, minimum, maximumCross)
            || recognizes(.down, of: direction, along: d.y, across: d.x, minimum, maximumCross) {
            return .ended
        }
        let horizontal = abs(d.x) >= abs(d.y)
        let dominant: Direction = horizontal ? (d.x >= 0 ? .right : .left) : (d.y >= 0 ? .down : .up)
        if max(abs(d.x), abs(d.y)) >= minimum && !direction.contains(dominant) { return .failed }
        let horizontalOnly = direction.isDisjoint(with: Direction.up.union(.down))
        let verticalOnly = direction.isDisjoint(with: Direction.left.union(.right))
        if horizontalOnly && abs(d.y) > maximumCross { return .failed }
        if verticalOnly && abs(d.x) > maximumCross { return .failed }
        return nil
    }

    private func recognizes(_ candidate: Direction, of direction: Direction, along: CGFloat, across: CGFloat,
                            _ minimum: CGFloat, _ maximumCross: CGFloat) -> Bool {
        direction.contains(candidate) && along >= minimum && along > abs(across) && abs(across) <= maximumCross
    }

    /// The number of touches down and their centroid in window coordinates, without allocating.
    private func measure() -> (count: Int, centroid: CGPoint) {
        var count = 0
        var x: CGFloat = 0, y: CGFloat = 0
        for touch in trackedTouches where touch.phase != .ended && touch.phase != .cancelled && !isIgnored(touch) {
            count += 1
            x += touch.windowLocation.x
            y += touch.windowLocation.y
        }
        guard count > 0 else { return (0, start) }
        return (count, CGPoint(x: x / CGFloat(count), y: y / CGFloat(count)))
    }
}

extension UISwipeGestureRecognizer.Direction {
    /// The directions it holds, in words: `["right", "left"]`.
    var names: [String] {
        let all: [(Self, String)] = [(.right, "right"), (.left, "left"), (.up, "up"), (.down, "down")]
        return all.filter { contains($0.0) }.map(\.1)
    }
}
