import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("VirtualClock timers")
struct DLVirtualClockTests {
    @Test func timersFireInFireDateOrderWithNowSetToEachFireDate() {
        let clock = VirtualClock(start: 10)
        var fired: [(String, TimeInterval)] = []
        let late = clock.schedule(after: 0.3) { fired.append(("late", clock.now)) }
        let early = clock.schedule(after: 0.1) { fired.append(("early", clock.now)) }
        let middle = clock.schedule(after: 0.2) { fired.append(("middle", clock.now)) }
        #expect(clock.pendingTimerCount == 3)
        #expect(clock.nextFireDate == early.fireDate)
        clock.advance(by: 0.5)
        #expect(fired.map(\.0) == ["early", "middle", "late"])
        #expect(fired.map(\.1) == [early.fireDate, middle.fireDate, late.fireDate])
        #expect(clock.now == 10.5)
        #expect(clock.pendingTimerCount == 0)
        #expect(early.isDone && middle.isDone && late.isDone)
    }

    @Test func timersDueAtTheSameTimeFireInSchedulingOrder() {
        let clock = VirtualClock()
        var fired: [Int] = []
        for index in 0..<5 { clock.schedule(after: 1) { fired.append(index) } }
        clock.advance(by: 1)
        #expect(fired == [0, 1, 2, 3, 4])
    }

    @Test func advancingStopsBeforeTimersThatAreNotYetDue() {
        let clock = VirtualClock()
        var fired: [String] = []
        clock.schedule(after: 0.1) { fired.append("a") }
        let b = clock.schedule(after: 0.4) { fired.append("b") }
        clock.advance(by: 0.25)
        #expect(fired == ["a"])
        #expect(clock.now == 0.25)
        #expect(clock.pendingTimerCount == 1)
        #expect(clock.nextFireDate == b.fireDate)
        #expect(b.isDone == false)
        clock.advance(by: 0.25)
        #expect(fired == ["a", "b"])
    }

    @Test func timerScheduledByAFiringTimerFiresInTheSameAdvanceWhenDue() {
        let clock = VirtualClock()
        var fired: [(String, TimeInterval)] = []
        clock.schedule(after: 0.1) {
            fired.append(("outer", clock.now))
            clock.schedule(after: 0.1) { fired.append(("inner-due", clock.now)) }
            clock.schedule(after: 1.0) { fired.append(("inner-later", clock.now)) }
        }
        clock.schedule(after: 0.15) { fired.append(("sibling", clock.now)) }
        clock.advance(by: 0.5)
        #expect(fired.map(\.0) == ["outer", "sibling", "inner-due"])
        #expect(fired.map(\.1) == [0.1, 0.15, 0.2])
        #expect(clock.now == 0.5)
        #expect(clock.pendingTimerCount == 1)
        #expect(clock.nextFireDate == 1.1)
        clock.advance(by: 1)
        #expect(fired.map(\.0).last == "inner-later")
        #expect(fired.last?.1 == 1.1)
    }

    @Test func zeroDelayTimerScheduledByATimerFiresAfterTimersAlreadyDueAtThatTime() {
        let clock = VirtualClock()
        var fired: [String] = []
        clock.schedule(after: 1) {
            fired.append("first")
            clock.schedule(after: 0) { fired.append("nested") }
        }
        clock.schedule(after: 1) { fired.append("second") }
        clock.advance(by: 1)
        #expect(fired == ["first", "second", "nested"])
    }

    @Test func cancelledTimersDoNotFireIncludingOnesCancelledByAnEarlierTimerInTheSameAdvance() {
        let clock = VirtualClock()
        var fired: [String] = []
        let cancelledUpFront = clock.schedule(after: 0.1) { fired.append("cancelled up front") }
        var victim: ScheduledTimer?
        clock.schedule(after: 0.2) {
            fired.append("killer")
            victim?.cancel()
        }
        victim = clock.schedule(after: 0.3) { fired.append("victim") }
        clock.schedule(after: 0.4) { fired.append("survivor") }
        cancelledUpFront.cancel()
        cancelledUpFront.cancel()
        #expect(cancelledUpFront.isDone)
        #expect(clock.pendingTimerCount == 3)
        clock.advance(by: 1)
        #expect(fired == ["killer", "survivor"])
        #expect(victim?.isDone == true)
        #expect(clock.pendingTimerCount == 0)
    }

    @Test func advancingByANegativeOrNonFiniteIntervalOrToThePastDoesNothing() {
        let clock = VirtualClock(start: 5)
        var fired = 0
        clock.schedule(after: 0) { fired += 1 }
        clock.advance(by: -1)
        clock.advance(by: .nan)
        clock.advance(by: .infinity)
        clock.advance(to: 4)
        #expect(clock.now == 5)
        #expect(fired == 0)
        clock.runDueTimers()
        #expect(fired == 1)
        #expect(clock.now == 5)
    }

    @Test func negativeOrNonFiniteDelaysAreTreatedAsZero() {
        let clock = VirtualClock(start: 2)
        var fired: [String] = []
        let negative = clock.schedule(after: -3) { fired.append("negative") }
        let nan = clock.schedule(after: .nan) { fired.append("nan") }
        #expect(negative.fireDate == 2)
        #expect(nan.fireDate == 2)
        clock.runDueTimers()
        #expect(fired == ["negative", "nan"])
    }

    @Test func touchDriverWaitAdvancesTheApplicationsVirtualClockAndFiresItsTimers() {
        let s = TestScene()
        var firedAt: TimeInterval?
        s.clock.schedule(after: 0.5) { firedAt = s.clock.now }
        s.driver.wait(0.4)
        #expect(firedAt == nil)
        s.driver.wait(0.2)
        #expect(firedAt == 1000.5)
        #expect(abs(s.clock.now - 1000.6) < 1e-9)
    }
}
