import Foundation
import Testing

/// `opentouch window list` as a table: selection, editing mode, delete and reorder, driven by
/// xdotool under Xvfb (geometry in `ListWindowGeometry`).
extension WindowCommandTests {
    static let systemRed = (255, 59, 48)

    @Test("a tap on a row logs its selection and deselects it; in editing mode (a long press) Delete removes a row and the reorder control moves one",
          .timeLimit(.minutes(3)))
    func selectDeleteAndMoveRows() async throws {
        let (xvfb, app) = try await open("list")
        defer { app.stop(); xvfb.stop() }
        // Row 0 of "Fruit" (Apple, white) at y 28–88, row 1 (Apricot, grey) at 88–148.
        try await expectScreen(xvfb, "the list at rest") { shot in
            Self.matches(shot, 60, 35, Self.white) && Self.matches(shot, 60, 95, Self.systemGray6)
        }

        // A tap on the row, away from its button: selected, logged, then deselected.
        try xvfb.press(at: (100, 58))
        try xvfb.release()
        let selected = try await app.waitForLine(containing: "didSelectRowAt section 0 row 0")
        #expect(!app.traceLines.contains { $0.contains("action: Button") }, "the row's button was not tapped")
        try await expectScreen(xvfb, "the row deselected, white again") { shot in Self.matches(shot, 60, 35, Self.white) }

        // A long press on the table toggles editing mode; it selects nothing.
        try xvfb.press(at: (100, 238))
        try await Task.sleep(nanoseconds: 900_000_000)
        try xvfb.release()
        let editing = try await app.waitForLine(containing: "editing on", after: selected)
        #expect(!app.traceLines.dropFirst(selected + 1).contains { $0.contains("didSelectRowAt") })

        // The delete control shows the red Delete button; tapping that deletes Apple.
        try await Task.sleep(nanoseconds: 500_000_000)
        try xvfb.press(at: (22, 58))
        try xvfb.release()
        try await expectScreen(xvfb, "the Delete button") { shot in Self.matches(shot, 370, 35, Self.systemRed) }
        try xvfb.press(at: (335, 58))
        try xvfb.release()
        let deleted = try await app.waitForLine(containing: "commit delete section 0 row 0 (Apple)", after: editing)
        // Apricot (grey) moves up into the first row; Banana (white) follows it.
        try await expectScreen(xvfb, "the rows after Apple's deletion") { shot in
            Self.matches(shot, 60, 35, Self.systemGray6) && Self.matches(shot, 60, 95, Self.white)
        }

        // Dragging Apricot's reorder control down two rows moves it below Blueberry. The rows
        // slide up in an animation without `.allowUserInteraction`, during which hit testing
        // skips them (as UIKit does) and a press would reach the table: wait it out first.
        try await Task.sleep(nanoseconds: 1_000_000_000)
        try xvfb.press(at: (353, 58))
        try xvfb.drag(through: stride(from: 68, through: 188, by: 10).map { (353, $0) }, interval: 0.03)
        let moved = try await app.waitForLine(containing: "moveRowAt section 0 row 0 to section 0 row 2 (Apricot)",
                                              after: deleted)
        try await expectScreen(xvfb, "Banana first, Blueberry second, Apricot third") { shot in
            Self.matches(shot, 60, 35, Self.white) && Self.matches(shot, 60, 95, Self.systemGray6)
                && Self.matches(shot, 60, 155, Self.systemGray6)
        }

        // Another long press leaves editing mode.
        try xvfb.press(at: (100, 358))
        try await Task.sleep(nanoseconds: 900_000_000)
        try xvfb.release()
        try await app.waitForLine(containing: "editing off", after: moved)
        #expect(try await app.quit() == 0)
    }
}
