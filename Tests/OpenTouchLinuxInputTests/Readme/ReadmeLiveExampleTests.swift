#if os(Linux)
import Foundation
import OpenTouch
import OpenTouchEvdev
import OpenTouchLinuxInput
import Testing

/// The README's live-touchscreen snippet, up to `app.run()`: on a machine without `/dev/input`
/// (a container, like CI's), opening the first touchscreen fails with the message that says why.
@MainActor
@Suite struct ReadmeLiveExampleTests {
    @Test(.enabled(if: !FileManager.default.fileExists(atPath: "/dev/input"),
                   "this machine has /dev/input, where the snippet would read a real touchscreen"))
    func theReadmeSnippetExplainsAMissingInputDirectory() {
        let app = UIApplication(clock: SystemClock())
        #expect(throws: LinuxInputError.noInputDirectory(path: "/dev/input")) {
            // The README's lines.
            let reader = EvdevTouchReader(device: try InputDeviceDiscovery().openFirstTouchscreen(), application: app,
                                          configuration: .init(mapping: EvdevScreenMapping(width: 800, height: 480)))
            try reader.start()
        }
    }
}
#endif
