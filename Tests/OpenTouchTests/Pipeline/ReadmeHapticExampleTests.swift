import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("README: asserting a haptic", .tags(.readme))
struct ReadmeHapticExampleTests {
    @Test("the README's snippet records one heavy impact at the clock's time, in the test's application")
    func hapticSnippet() {
        let app = UIApplication(clock: VirtualClock())
        // The README's lines, as written there:
        let recorder = TraceRecorder(application: app)
        UIImpactFeedbackGenerator(style: .heavy).impactOccurred()   // in a button's action, say
        let haptics = recorder.records.compactMap { record -> HapticFeedback? in
            if case .haptic(let haptic) = record { haptic } else { nil }
        }
        #expect(haptics.map(\.description) == ["haptic impact heavy intensity 1.0 at 0.0"])
    }
}
