import Foundation
import OpenTouch
import OpenTouchScenes
import Testing

/// The findings for `text`, as `rule line severity`.
private func findings(_ text: String) throws -> [LintFinding] {
    SceneLinter(try SceneFile.parse(text)).findings()
}

@Suite("Lint: touch conflicts found without running the scene")
struct SceneLinterTests {
    @Test("a single tap beside a double tap on an ancestor, with no failure requirement")
    func singleBesideDouble() throws {
        let scene = """
            views:
              - name: Card
                frame: [0, 0, 300, 300]
            recognizers:
              - name: select
                type: tap
                view: Card
                %@
              - name: zoom
                type: tap
                taps: 2
                view: root
            """
        let found = try findings(scene.replacingOccurrences(of: "%@", with: ""))
        #expect(found.map(\.rule) == [.tapBesideDoubleTap])
        #expect(found.first?.location.line == 5)
        #expect(found.first?.fix == "add requireToFail: zoom to the single tap")
        #expect(try findings(scene.replacingOccurrences(of: "%@", with: "requireToFail: zoom")).isEmpty)
    }

    @Test("a single tap on a superview of a button")
    func tapOverControl() throws {
        let found = try findings("""
            views:
              - name: Card
                frame: [0, 0, 300, 300]
                subviews:
                  - name: Like
                    type: button
                    frame: [240, 240, 50, 50]
            recognizers:
              - type: tap
                view: Card
            """)
        #expect(found.map(\.rule) == [.tapOverControl])
        #expect(found.first?.message.contains("button 'Like'") == true)
    }

    @Test("a tap over a slider fires (sliders refuse no taps); over a disabled button it is no conflict")
    func tapOverSliderOrDisabledControl() throws {
        let found = try findings("""
            views:
              - name: Panel
                frame: [0, 0, 300, 300]
                subviews:
                  - {name: Volume, type: slider, frame: [20, 20, 200, 44]}
                  - {name: Send, type: button, enabled: false, frame: [20, 100, 100, 44]}
            recognizers:
              - {type: tap, view: Panel}
            """)
        #expect(found.map(\.message) == ["tap (line 8) on 'Panel' is over slider 'Volume': sliders do not refuse their"
            + " superviews' taps, so a tap on the slider fires the tap and cancels the slider's touch"])
    }

    @Test("a pan inside a vertical scroll view conflicts unless it is limited to the other axis", arguments: [
        ("", 1), ("delegate: {shouldBegin: horizontal}", 0), ("delegate: {shouldBegin: vertical}", 1),
        ("delegate: {simultaneousWith: all}", 0),
    ])
    func panInScrollView(delegate: String, count: Int) throws {
        let found = try findings("""
            views:
              - name: Feed
                type: scrollView
                frame: [0, 0, 375, 667]
                contentSize: [375, 3000]
                subviews:
                  - name: Card
                    frame: [0, 0, 375, 200]
            recognizers:
              - type: pan
                view: Card
                \(delegate)
            """)
        #expect(found.filter { $0.rule == .panInScrollView }.count == count)
    }

    @Test("recognizers that require each other to fail are an error, reported once per cycle")
    func failureCycle() throws {
        let found = try findings("""
            recognizers:
              - {name: a, type: tap, view: root, requireToFail: b}
              - {name: b, type: pan, view: root, requireToFail: c}
              - {name: c, type: longPress, view: root, requireToFail: a}
            """)
        let cycles = found.filter { $0.rule == .failureCycle }
        #expect(cycles.count == 1)
        #expect(cycles.first?.severity == .error)
        #expect(cycles.first?.message.hasPrefix("recognizers require each other to fail: a → b → c → a.") == true)
        #expect(SceneLinter.hasErrors(found))
    }

    @Test("a tangle of failure requirements (every recognizer waits for every other) is checked quickly, one finding per cycle found")
    func denseFailureRequirements() throws {
        let names = (0..<40).map { "r\($0)" }
        let lines = names.map { name in
            "  - {name: \(name), type: tap, view: root, requireToFail: [\(names.filter { $0 != name }.joined(separator: ", "))]}"
        }
        let clock = ContinuousClock()
        var found: [LintFinding] = []
        let elapsed = try clock.measure { found = try findings("recognizers:\n" + lines.joined(separator: "\n")) }
        #expect(elapsed < .seconds(5))
        #expect(found.filter { $0.rule == .failureCycle }.map(\.message).first?.hasPrefix("recognizers require each other to fail: r0 → r1 → r0.") == true)
    }

    @Test("a control under 44 pt, with its size and the outset that would fix it; an outset that is enough silences it")
    func tooSmall() throws {
        let small = try findings("""
            views:
              - {name: Close, type: button, frame: [10, 10, 30, 24]}
            """)
        #expect(small.map(\.message) == ["button 'Close' takes touches in 30 × 24 pt, under the 44 × 44 pt minimum touch target"])
        #expect(small.first?.fix == "make it at least 44 pt each way, or add touchOutset: 10")
        #expect(try findings("views:\n  - {name: Close, type: button, frame: [10, 10, 30, 24], touchOutset: 10}\n").isEmpty)
    }

    @Test("a button covered by a later sibling of its card: fully is an error, partly a warning with the rectangle")
    func covered() throws {
        let scene = """
            views:
              - name: Card
                frame: [0, 100, 375, 200]
                subviews:
                  - {name: Like, type: button, frame: [300, 20, 60, 60]}
              - name: Overlay
                frame: %@
            """
        let full = try findings(scene.replacingOccurrences(of: "%@", with: "[0, 120, 375, 100]"))
        #expect(full.map(\.severity) == [.error])
        #expect(full.first?.message == "button 'Like' is covered by view 'Overlay' (added after it, line 6): every touch on it goes to view 'Overlay'")
        let part = try findings(scene.replacingOccurrences(of: "%@", with: "[0, 150, 375, 100]"))
        #expect(part.map(\.severity) == [.warning])
        #expect(part.first?.message.hasSuffix("touches in (300 150; 60 30) go to view 'Overlay'") == true)
        let passing = scene.replacingOccurrences(of: "%@", with: "[0, 120, 375, 100]") + "\n    passThrough: true\n"
        #expect(try findings(passing).isEmpty)
    }

    @Test("a label over a button does not cover it: labels take no touches unless the file enables them")
    func labelsDoNotCover() throws {
        #expect(try findings("""
            views:
              - {name: Like, type: button, frame: [0, 0, 100, 100]}
              - {name: Caption, type: label, text: Like, frame: [0, 0, 100, 100]}
            """).isEmpty)
    }
}
