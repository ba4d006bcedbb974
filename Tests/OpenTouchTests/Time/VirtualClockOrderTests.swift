import Foundation
import OpenTouch
import Testing

/// The order a `VirtualClock` fires timers in, against a reference that scans every pending
/// timer for the earliest (fire date, then scheduling order), as the clock did before it kept
/// its timers in a heap: scripts of many timers with tied dates, timers scheduled and cancelled
/// by firing timers, and repeating timers.
@MainActor
@Suite("VirtualClock fires in (fire date, scheduling order), whatever is scheduled or cancelled meanwhile")
struct VirtualClockOrderTests {
    /// A deterministic stream of numbers (a linear congruential generator).
    private struct Stream {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    /// What a scripted timer does when it fires, decided by its number alone.
    private enum Step {
        case nothing
        case schedule(delay: Double)
        case cancel(target: Int)
        case repeating(period: Double)
    }

    /// The script: timer `id`'s delay (tenths, so many tie) and its step.
    nonisolated private static func step(for id: Int) -> Step {
        var stream = Stream(state: UInt64(id) &* 2654435761 &+ 7)
        switch stream.next(6) {
        case 0: return .schedule(delay: Double(stream.next(4)) / 10)
        case 1: return .cancel(target: stream.next(max(1, id)))
        case 2 where id % 5 == 0: return .repeating(period: 0.3)
        default: return .nothing
        }
    }

    /// The script's bookkeeping, shared by the clock's run and the reference's, so both
    /// interpret a fired timer the same way: it tells `schedule` and `cancel` what to do.
    private struct Script {
        let count: Int
        var nextID: Int
        var repeats: [Int: Int] = [:]

        init(count: Int) {
            self.count = count
            nextID = count
        }

        /// Timer `id` fired: schedules, cancels or repeats as its step says.
        mutating func fire(_ id: Int, schedule: (_ id: Int, _ delay: Double) -> Void, cancel: (_ target: Int) -> Void) {
            switch VirtualClockOrderTests.step(for: id) {
            case .nothing: break
            case .schedule(let delay):
                guard nextID < count * 3 else { return }
                nextID += 1
                schedule(nextID, delay)
            case .cancel(let target): cancel(target)
            case .repeating(let period):
                let done = repeats[id, default: 0]
                guard done < 4 else { return }
                repeats[id] = done + 1
                schedule(id, period)
            }
        }
    }

    /// Runs the script on `clock`: `count` timers first, then advances in uneven steps.
    /// Returns each firing as (id, clock time).
    private func run(count: Int, on clock: VirtualClock) -> [String] {
        var fired: [String] = []
        var handles: [Int: ScheduledTimer] = [:]
        var script = Script(count: count)
        func schedule(_ id: Int, after delay: Double) {
            handles[id] = clock.schedule(after: delay) { perform(id) }
        }
        func perform(_ id: Int) {
            fired.append("\(id)@\(clock.now)")
            script.fire(id, schedule: { schedule($0, after: $1) }, cancel: { handles[$0]?.cancel() })
        }
        var stream = Stream(state: 99)
        for id in 0 ..< count { schedule(id, after: Double(stream.next(30)) / 10) }
        for _ in 0 ..< 40 { clock.advance(by: Double(stream.next(3)) / 10 + 0.05) }
        return fired
    }

    @Test("A script of 600 timers fires as the scanning reference fires it")
    func scriptMatchesReference() {
        let clock = VirtualClock(start: 50)
        let fired = run(count: 600, on: clock)
        let reference = ScanningClock(start: 50)
        let expected = reference.run(count: 600)
        #expect(fired.count > 600)
        #expect(fired == expected)
        #expect(clock.pendingTimerCount == reference.pendingCount)
        #expect(clock.nextFireDate == reference.nextFireDate)
    }

    @Test("Cancelled timers are not counted or reported as next, and many cancellations are dropped")
    func cancelledTimers() {
        let clock = VirtualClock()
        var fired: [Int] = []
        var timers: [ScheduledTimer] = []
        for index in 0 ..< 1_000 { timers.append(clock.schedule(after: Double(index % 10)) { fired.append(index) }) }
        for (index, timer) in timers.enumerated() where index % 10 != 9 { timer.cancel() }
        #expect(clock.pendingTimerCount == 100)
        #expect(clock.nextFireDate == 9)
        for index in 0 ..< 500 { clock.schedule(after: 20) { fired.append(1_000 + index) }.cancel() }
        clock.advance(by: 30)
        #expect(fired == Array(stride(from: 9, to: 1_000, by: 10)))
        #expect(clock.pendingTimerCount == 0)
        #expect(clock.nextFireDate == nil)
    }

    /// The clock as it was: an array of timers, scanned for the earliest due one per firing.
    @MainActor
    private final class ScanningClock {
        private struct Entry { var date: Double; var sequence: Int; var id: Int; var done = false }
        private var entries: [Entry] = []
        private var now: Double
        private var sequence = 0
        init(start: Double) { now = start }

        var pendingCount: Int { entries.filter { !$0.done }.count }
        var nextFireDate: Double? { entries.filter { !$0.done }.map(\.date).min() }

        func run(count: Int) -> [String] {
            var fired: [String] = []
            var script = Script(count: count)
            func schedule(_ id: Int, after delay: Double) {
                entries.append(Entry(date: now + delay, sequence: sequence, id: id))
                sequence += 1
            }
            func perform(_ id: Int) {
                fired.append("\(id)@\(now)")
                script.fire(id, schedule: { schedule($0, after: $1) }, cancel: { target in
                    // The newest timer scheduled for `target` (the handle the real script keeps).
                    if let index = entries.lastIndex(where: { $0.id == target }) { entries[index].done = true }
                })
            }
            var stream = Stream(state: 99)
            for id in 0 ..< count { schedule(id, after: Double(stream.next(30)) / 10) }
            for _ in 0 ..< 40 {
                let date = now + Double(stream.next(3)) / 10 + 0.05
                while let index = earliest(before: date) {
                    entries[index].done = true
                    now = max(now, entries[index].date)
                    perform(entries[index].id)
                }
                now = date
            }
            return fired
        }

        private func earliest(before date: Double) -> Int? {
            var best: Int?
            for (index, entry) in entries.enumerated() where !entry.done && entry.date <= date {
                if let current = best, (entries[current].date, entries[current].sequence) <= (entry.date, entry.sequence) {
                    continue
                }
                best = index
            }
            return best
        }
    }
}
