import ArgumentParser
import Foundation
import OpenTouch
import OpenTouchEvdev
import OpenTouchXKB

extension ReplayCommand {
    /// The layout the key presses type with: the XKB layout named, or OpenTouch's built-in US
    /// layout when the default US layout is asked for and libxkbcommon is missing (with a warning).
    func keyboardLayout() throws -> any KeyboardLayout {
        let names = XKBKeymap.Names(layout: layout, variant: variant, options: xkbOptions)
        do {
            return try XKBKeyboardLayout(names: names)
        } catch .libraryUnavailable where names == XKBKeymap.Names() {
            FileHandle.standardError.write(Data(("warning: libxkbcommon is not installed; typing with OpenTouch's "
                + "built-in US layout (apt-get install libxkbcommon0 xkb-data for XKB layouts)\n").utf8))
            return USKeyboardLayout()
        }
    }

    /// Replays a keyboard recording: its presses, then what they type.
    func replayKeyboard(_ recording: EvdevRecording) throws {
        let layout = try keyboardLayout()
        let format = self.format
        MainActor.assumeIsolated {
            let report = KeyboardReport(recording, layout: layout)
            let text = KeyboardTyping.text(typedBy: report.events, layout: layout,
                                           repeatDelay: report.repeatDelay, repeatInterval: report.repeatInterval)
            switch format {
            case .text:
                print("\(recording.device.name): \(report.presses.count) key presses (layout \(layout.name))")
                for line in report.textLines() { print("  " + line) }
                print("typed: \(text.debugDescription)")
                for diagnostic in report.diagnostics { print("input: \(diagnostic)") }
            case .json:
                for line in report.jsonLines() { print(line) }
                print(Self.textJSON(text))
                for diagnostic in report.diagnostics {
                    FileHandle.standardError.write(Data((Self.diagnosticJSON(diagnostic) + "\n").utf8))
                }
            }
        }
    }

    /// `{"text": …}`.
    static func textJSON(_ text: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: ["text": text], options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// A device diagnostic as one JSON object.
    static func diagnosticJSON(_ diagnostic: EvdevDiagnostic) -> String {
        var object: [String: Any] = ["diagnostic": diagnostic.kind.rawValue, "message": diagnostic.message]
        if let line = diagnostic.line { object["line"] = line }
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
