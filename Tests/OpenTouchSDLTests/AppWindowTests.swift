import Foundation
import Testing

/// `opentouch window app` (`AppTabBarController.swift` and its controllers) driven by xdotool
/// under Xvfb: the navigation stack, the interactive pop, the alert, the menu, the sheet and the tabs.
///
/// Geometry (375 × 667 points, no safe-area insets): the navigation bar at y 0–44 with "Basket"
/// at its right end; rows of 56 points from y 44 (Apple at 44–100); the tab bar at 618–667,
/// "Fruit" in its left half, "About" in its right half. The detail page is systemYellow with its
/// "Eat …" button at (60 220; 255 50) and its "More" menu button at (60 300; 255 50), whose
/// menu's panel opens below it (x 62–312, y 358–445, "Share" first); the alert's card is 270
/// points wide, centred, its actions along its bottom (Cancel left, Eat right). The sheet's
/// medium detent puts its top at 333.5, under a 0.4 black dimming view.
///
/// Every step waits for the app's own trace line and for the screen, never on a sleep alone:
/// touches are ignored while a push, pop or presentation runs, as UIKit ignores them.
extension WindowCommandTests {
    static let systemYellow = (255, 204, 0)
    /// The alert's card and the menu's panel (secondarySystemBackground).
    static let alertCard = (242, 242, 247)

    @Test("a row tap pushes the detail; a left-edge drag pops it back; the detail's buttons show an alert and a menu whose actions run",
          .timeLimit(.minutes(3)))
    func appNavigationAndAlert() async throws {
        let (xvfb, app) = try await open("app")
        defer { app.stop(); xvfb.stop() }
        try await expectScreen(xvfb, "the list of fruit") { shot in
            Self.matches(shot, 187, 72, Self.white) && Self.matches(shot, 187, 300, Self.white)
        }

        // A tap on Apple's row pushes its page; the trace says so once the push ends.
        try xvfb.press(at: (187, 72))
        try xvfb.release()
        let selected = try await app.waitForLine(containing: "didSelectRowAt row 0: push Apple")
        let pushed = try await app.waitForLine(containing: "navigation didShow Apple (depth 2)", after: selected)
        try await expectScreen(xvfb, "the yellow detail page") { shot in Self.matches(shot, 187, 400, Self.systemYellow) }

        // A drag from the left edge pops it interactively: released quickly past the middle, it completes.
        try xvfb.press(at: (3, 400))
        try xvfb.drag(through: stride(from: 20, through: 300, by: 20).map { ($0, 400) }, interval: 0.03)
        let popped = try await app.waitForLine(containing: "navigation didShow Fruit (depth 1)", after: pushed)
        try await expectScreen(xvfb, "the list back") { shot in Self.matches(shot, 187, 400, Self.white) }

        // Push again and tap "Eat Apple": the alert's card shows over a dimmed page.
        try xvfb.press(at: (187, 72))
        try xvfb.release()
        let again = try await app.waitForLine(containing: "navigation didShow Apple (depth 2)", after: popped)
        try await expectScreen(xvfb, "the yellow detail page") { shot in Self.matches(shot, 187, 400, Self.systemYellow) }
        try xvfb.press(at: (187, 245))
        try xvfb.release()
        let presented = try await app.waitForLine(containing: "present alert Eat Apple?", after: again)
        let dimmedYellow = Self.blend((0, 0, 0), alpha: 0.2, over: Self.systemYellow)
        try await expectScreen(xvfb, "the alert's card over the dimmed page, its corners rounded") { shot in
            Self.matches(shot, 187, 290, Self.alertCard) && Self.matches(shot, 187, 500, dimmedYellow)
                && Self.matches(shot, 54, 277, dimmedYellow, tolerance: 12)
        }
        // The card is still while its presentation ends; give the last frame time to settle.
        try await Task.sleep(nanoseconds: 300_000_000)
        try xvfb.press(at: (255, 369))
        try xvfb.release()
        try await app.waitForLine(containing: "alert action Eat Apple", after: presented)
        try await expectScreen(xvfb, "the page without the alert") { shot in Self.matches(shot, 187, 500, Self.systemYellow) }
        #expect(!app.traceLines.contains { $0.contains("alert action Cancel") })

        // "More" opens its menu on a rounded panel below it; a tap on "Share" runs that action.
        // The press is held a moment, as a finger's tap lasts: the menu's press recognizer begins
        // on the clock's turn after the touch-down, and a press and release that reach the window
        // in the same frame end it first (the menu then does not open).
        try xvfb.press(at: (187, 325))
        try await Task.sleep(nanoseconds: 200_000_000)
        try xvfb.release()
        let opened = try await app.waitForLine(containing: "UIButton sends menuActionTriggered", after: presented)
        try await expectScreen(xvfb, "the menu's panel, its corners rounded") { shot in
            Self.matches(shot, 250, 400, Self.alertCard) && Self.matches(shot, 63, 359, Self.systemYellow, tolerance: 12)
        }
        try await Task.sleep(nanoseconds: 300_000_000)
        try xvfb.press(at: (120, 380))
        try xvfb.release()
        try await app.waitForLine(containing: "menu action Share Apple", after: opened)
        #expect(try await app.quit() == 0)
    }

    @Test("Basket presents a dimmed sheet with rounded top corners; a drag down dismisses it; the About tab gets selected",
          .timeLimit(.minutes(3)))
    func appSheetAndTabs() async throws {
        let (xvfb, app) = try await open("app")
        defer { app.stop(); xvfb.stop() }
        try await expectScreen(xvfb, "the list, the Fruit tab selected") { shot in
            Self.matches(shot, 187, 300, Self.white) && Self.hasColour(shot, Self.systemBlue, x: 60...130, y: 645...665)
                && !Self.hasColour(shot, Self.systemBlue, x: 245...320, y: 645...665)
        }

        try xvfb.press(at: (335, 22))
        try xvfb.release()
        let presented = try await app.waitForLine(containing: "presented Basket sheet")
        let dimmed = Self.blend((0, 0, 0), alpha: 0.4, over: Self.white)
        try await expectScreen(xvfb, "the sheet at its medium detent under the dimmed list") { shot in
            Self.matches(shot, 187, 200, dimmed) && Self.matches(shot, 187, 550, Self.white)
                && Self.matches(shot, 1, 336, dimmed, tolerance: 12) && Self.matches(shot, 373, 336, dimmed, tolerance: 12)
                && Self.matches(shot, 30, 345, Self.white)
        }

        // Dragged down from its middle past most of its height, the sheet dismisses.
        try xvfb.press(at: (187, 450))
        try xvfb.drag(through: stride(from: 470, through: 660, by: 19).map { (187, $0) }, interval: 0.03)
        let dismissed = try await app.waitForLine(containing: "sheet dismissed", after: presented)
        try await expectScreen(xvfb, "the list undimmed") { shot in Self.matches(shot, 187, 200, Self.white) }

        // The second tab: selected, its title in the tint, its page shown.
        try xvfb.press(at: (281, 645))
        try xvfb.release()
        try await app.waitForLine(containing: "tab selected About (index 1)", after: dismissed)
        try await expectScreen(xvfb, "the About page, its tab in the tint") { shot in
            Self.matches(shot, 187, 300, Self.groupedBackground) && Self.hasColour(shot, Self.systemBlue, x: 245...320, y: 645...665)
                && !Self.hasColour(shot, Self.systemBlue, x: 60...130, y: 645...665)
        }
        #expect(try await app.quit() == 0)
    }

    /// Whether some pixel in the box has `colour` (text drawn in it, say).
    static func hasColour(_ shot: XWDImage, _ colour: (Int, Int, Int), x: ClosedRange<Int>, y: ClosedRange<Int>) -> Bool {
        y.contains { row in x.contains { column in matches(shot, column, row, colour, tolerance: 8) } }
    }
}
