import Foundation
import OpenTouch
import OpenTouchScenes
import Testing

/// The error `text` fails with, or nil when it parses.
private func error(in text: String) -> SceneFileError? {
    do {
        _ = try SceneFile.parse(text, fileName: "scene.yaml")
        return nil
    } catch {
        return error
    }
}

@Suite("Scene files: mistakes are reported with their line and what is wrong")
struct SceneFileErrorTests {
    @Test("a misspelt key names the view, the line and the key it probably meant")
    func misspeltKey() throws {
        let failure = try #require(error(in: """
            views:
              - name: YellowView
                fram: [0, 0, 10, 10]
            """))
        #expect(failure.location.line == 3)
        #expect(failure.message == "unknown key 'fram' in view 'YellowView' (did you mean 'frame'?)")
        #expect(failure.description.hasPrefix("scene.yaml, line 3, column 5: "))
    }

    @Test("a recognizer on a view that is not in the scene names the line and the closest name")
    func unknownViewReference() throws {
        let failure = try #require(error(in: """
            views:
              - name: Green
                frame: [0, 0, 100, 100]
            recognizers:
              - type: tap
                view: Grean
            """))
        #expect(failure.location.line == 6)
        #expect(failure.message == "recognizer tap on 'Grean' refers to view 'Grean', which is not in the scene (did you mean 'Green'?)")
    }

    @Test("YAML syntax errors keep the parser's line")
    func syntaxError() throws {
        let failure = try #require(error(in: "views:\n  - name: A\n    frame: [0, 0, 1\n"))
        #expect(failure.message.hasPrefix("YAML syntax: "))
        #expect(failure.location.line >= 3)
    }

    @Test("JSON is read through the same parser, with lines", arguments: [
        ("{\"views\": [{\"name\": \"A\", \"frame\": [0, 0, 10, 10]}]}", nil),
        ("{\n\"views\": [\n{\"name\": \"A\", \"frame\": [0, 0, \"ten\", 10]}]}", 3),
    ] as [(String, Int?)])
    func json(text: String, errorLine: Int?) {
        #expect(error(in: text)?.location.line == errorLine)
    }

    @Test("wrong values say what was expected", arguments: [
        ("views:\n  - frame: [0, 0, 10]\n", "frame of UIView at line 2 should be [x, y, width, height], found a list of 3"),
        ("views:\n  - name: A\n    frame: [0, 0, 10, 10]\n    alpha: 2\n", "alpha of view 'A' is 2, outside 0…1"),
        ("views:\n  - name: A\n    type: buton\n    frame: [0, 0, 10, 10]\n",
         "unknown view type 'buton' in view 'A': one of view, button, label, switch, slider, stepper, scrollView (did you mean 'button'?)"),
        ("views:\n  - name: A\n    frame: [0, 0, 10, 10]\n    title: Like\n", "'title' does not apply to view 'A', a UIView (it applies to UIButton)"),
        ("views:\n  - name: A\n", "view 'A' has no frame: add frame: [x, y, width, height]"),
        ("script:\n  - move: [1, 2]\n", "finger 1 is not down: add a down step first"),
        ("script:\n  - down: [1, 2]\n  - down: [1, 2]\n", "finger 1 is already down"),
        ("recognizers:\n  - type: swipe\n    view: root\n    direction: sideways\n", "unknown direction 'sideways': one of left, right, up, down"),
        ("views:\n  - name: A\n    frame: [0, 0, 1, 1]\n  - name: A\n    frame: [0, 0, 1, 1]\n",
         "two views are called 'A' (the first at line 2); names must be unique"),
        ("recognizers:\n  - name: a\n    type: tap\n    view: root\n    requireToFail: b\n",
         "requireToFail of tap 'a' on 'root' refers to recognizer 'b', which is not in the scene"),
        ("log:\n  style: swizle\n", "unknown log style 'swizle': one of hittest, swizzle, verbose (did you mean 'swizzle'?)"),
        ("", "the file is empty: a scene needs at least `views` or `script`"),
        ("- 1\n- 2\n", "the scene should be a mapping of keys, found a list of 2"),
    ])
    func wrongValues(text: String, message: String) {
        #expect(error(in: text)?.message == message)
    }

    @Test("a file that cannot be read is named, without a line")
    func unreadableFile() {
        let url = URL(fileURLWithPath: "/nonexistent/scene.yaml")
        #expect(throws: SceneFileError.self) { try SceneFile.load(contentsOf: url) }
        do {
            _ = try SceneFile.load(contentsOf: url)
        } catch {
            #expect(error.location.line == 0)
            #expect(error.description.hasPrefix("scene.yaml: cannot read the file as UTF-8 text"))
        }
    }

    @Test("deeply nested input fails with a message instead of exhausting the stack")
    func deepNesting() throws {
        let flow = "views: " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(try #require(error(in: flow)).message.contains("nested more than"))
        var block = "views:\n"
        var indent = "  "
        for depth in 0..<80 {
            block += "\(indent)- name: V\(depth)\n\(indent)  frame: [0, 0, 1, 1]\n\(indent)  subviews:\n"
            indent += "    "
        }
        block += "\(indent)- name: Last\n\(indent)  frame: [0, 0, 1, 1]\n"
        #expect(try #require(error(in: block)).message == "subviews nest more than 64 levels deep")
    }

    @Test("arbitrary bytes never crash the parser", arguments: 0..<40)
    func garbage(seed: Int) {
        var generator = SplitMix(seed: UInt64(seed))
        let alphabet = Array("views:script- []{}:,\"'#\n name frame tap 0123456789.&*!|>")
        let text = String((0..<200).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
        _ = error(in: text)
    }
}

/// A small deterministic random generator for fuzz inputs.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
