import Foundation
import OpenTouch
import Testing

/// A pan that ignores (`ignore(_:for:)`) every touch after its first one.
@MainActor
private final class PNFirstFingerPan: UIPanGestureRecognizer {
    private var received = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if received > 0 {
            for touch in touches { ignore(touch, for: event) }
        }
        received += touches.count
        super.touchesBegan(touches, with: event)
    }

    override func reset() {
        super.reset()
        received = 0
    }
}

/// A pan's centroid counts the touches it owns: those it ignores are left out, whether or not
/// any is ignored (the pan reads its touches by two paths, one for each case).
@MainActor
@Suite("Pan: ignored touches")
struct PNIgnoredTouchTests {
    /// Runs the first finger's drag (down, two moves, up) on a pan made by `makePan` for a new
    /// probe, with a second finger going down, moving and lifting in between when
    /// `secondFinger`; returns the actions' reports.
    private func drag(_ makePan: (PNProbe) -> UIPanGestureRecognizer, secondFinger: Bool) -> [PNReport] {
        let probe = PNProbe()
        let s = PNScene(makePan(probe))
        let first = s.driver.down(at: CGPoint(x: 100, y: 100))
        s.driver.move(first, to: CGPoint(x: 100, y: 130))
        if secondFinger {
            let second = s.driver.down(at: CGPoint(x: 250, y: 450))
            s.driver.move(second, to: CGPoint(x: 300, y: 520))
            s.driver.move(first, to: CGPoint(x: 110, y: 160))
            s.driver.up(second)
        } else {
            s.driver.move(first, to: CGPoint(x: 110, y: 160))
        }
        s.driver.up(first)
        return probe.reports
    }

    @Test("a pan ignoring its second finger follows the first alone, as it does with one finger")
    func anIgnoredFingerIsLeftOutOfTheCentroid() {
        let firstFingerPan = { (probe: PNProbe) in PNFirstFingerPan(target: probe, action: PNProbe.handlePan) }
        let aloneReports = drag(firstFingerPan, secondFinger: false)
        let ignoringReports = drag(firstFingerPan, secondFinger: true)
        #expect(aloneReports.map(\.state) == [.began, .changed, .ended])
        #expect(ignoringReports.map(\.state) == aloneReports.map(\.state))
        #expect(ignoringReports.map(\.translation) == aloneReports.map(\.translation))
        #expect(ignoringReports.map(\.location) == aloneReports.map(\.location))
    }

    @Test("a pan owning both fingers moves with their centroid")
    func bothFingersMakeTheCentroid() {
        let pan = { (probe: PNProbe) in UIPanGestureRecognizer(target: probe, action: PNProbe.handlePan) }
        let reports = drag(pan, secondFinger: true)
        let aloneReports = drag(pan, secondFinger: false)
        #expect(reports.first?.state == .began)
        #expect(reports.last?.state == .ended)
        // The second finger's own move (50, 70) moved the centroid by half of it.
        #expect(reports.count > aloneReports.count)
        #expect(reports.map(\.translation) != aloneReports.map(\.translation))
    }
}
