import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("Keyboard: key events in the bug-report recording format")
struct KeyboardRecordingTests {
    @Test("a recorder keeps keys, shakes and touches in posting order; the file round-trips as version 2")
    func recordAndRead() throws {
        let ct = TestScene()
        let recorder = ct.app.eventFetcher.startRecording(.init(note: "login"))
        ct.driver.type("Hi")
        ct.driver.tap(at: CGPoint(x: 10, y: 10))
        ct.driver.shake(duration: 0.2)
        let recording = recorder.stop()
        #expect(recording.keyboardEvents.count == 6)
        #expect(recording.events.count == 2)
        #expect(recording.motionEvents.map(\.phase) == [.began, .ended])
        let kinds = recording.inputs.map { input -> String in
            switch input {
            case .digitizer: "touch"
            case .keyboard(let event): "\(event.usage.name)\(event.isDown ? "↓" : "↑")"
            case .motion(let event): "shake \(event.phase)"
            }
        }
        #expect(kinds == ["keyboardLeftShift↓", "keyboardH↓", "keyboardH↑", "keyboardLeftShift↑", "keyboardI↓", "keyboardI↑",
                          "touch", "touch", "shake began", "shake ended"])
        let data = try recording.jsonLines()
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix("{\"format\":\"opentouch-digitizer\",\"note\":\"login\""))
        #expect(text.contains("\"version\":2"))
        #expect(text.contains("{\"down\":true,\"key\":\"keyboardH\",\"time\":1000}"))
        let read = try DigitizerRecording(jsonLines: data)
        #expect(read.inputs == recording.inputs)
    }

    @Test("a recording of touches only is still written as version 1, and version 1 files read as before")
    func touchesOnlyStayVersion1() throws {
        let line = "{\"format\":\"opentouch-digitizer\",\"screen\":[375,667],\"version\":1}\n"
            + "{\"fingers\":[{\"at\":[10,10],\"id\":1,\"mask\":[\"range\",\"touch\",\"position\"],\"touching\":true}],\"time\":1}\n"
        let recording = try DigitizerRecording(jsonLines: Data(line.utf8))
        #expect(recording.events.count == 1 && recording.keyboardEvents.isEmpty)
        let written = String(decoding: try recording.jsonLines(), as: UTF8.self)
        #expect(written.contains("\"version\":1"))
    }

    @Test("replaying a keyboard recording types the same text into a text input")
    func replayTypes() throws {
        let source = TestScene()
        let recorder = source.app.eventFetcher.startRecording()
        source.driver.type("Hello, World!\n")
        source.driver.press(.keyboardDeleteOrBackspace)
        source.driver.keyDown(.keyboardA)
        source.driver.wait(UIApplication.defaultKeyRepeatDelay + 0.05)
        source.driver.keyUp(.keyboardA)
        let data = try recorder.stop().jsonLines()

        let ct = TestScene()
        let editor = ct.add(KeyInputView())
        #expect(editor.becomeFirstResponder())
        try ct.app.replay(DigitizerRecording(jsonLines: data), settle: 1)
        #expect(editor.text == "Hello, World!aa")
    }

    @Test("a key line naming no UIKeyboardHIDUsage is an error naming the line")
    func badKeyName() {
        let text = "{\"format\":\"opentouch-digitizer\",\"screen\":[375,667],\"version\":2}\n"
            + "{\"down\":true,\"key\":\"keyboardNope\",\"time\":1}\n"
        #expect(throws: DigitizerRecording.FormatError.self) { try DigitizerRecording(jsonLines: Data(text.utf8)) }
        do {
            _ = try DigitizerRecording(jsonLines: Data(text.utf8))
        } catch let error as DigitizerRecording.FormatError {
            #expect(error.line == 2)
            #expect(error.message.contains("keyboardNope"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}
