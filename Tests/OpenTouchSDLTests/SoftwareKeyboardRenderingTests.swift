import Foundation
import OpenTouch
import OpenTouchSDL
import Testing

/// The software keyboard's window is drawn with the scene, over the application's window.
@MainActor
@Suite("Rendering the software keyboard", .serialized,
       .enabled(if: WindowTestEnvironment.sdlTestsEnabled, WindowTestEnvironment.sdlSkipReason))
struct SoftwareKeyboardRenderingTests {
    /// A view that takes text, so that it brings the keyboard up.
    final class Field: UIView, UIKeyInput {
        var hasText: Bool { false }
        func insertText(_ text: String) {}
        func deleteBackward() {}
        override var canBecomeFirstResponder: Bool { true }
    }

    @Test("the keyboard's grey background and white keys are drawn over the white application once it is up")
    func keyboardIsDrawn() throws {
        let f = try RenderFixture(width: 375, height: 667)
        let field = Field(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        f.root.addSubview(field)
        f.render()
        #expect(f.pixel(1, 660) == .white)
        field.becomeFirstResponder()
        f.clock.advance(by: 0.3)
        f.render()
        let grey = f.pixel(1, 660)
        #expect(grey.isClose(to: .rgb(209, 209, 209), tolerance: 3))
        // The q key: the first key of the first row, under the 44-point predictive bar.
        #expect(f.pixel(10, 470) == .white)
        #expect(f.pixel(1, 470).isClose(to: .rgb(209, 209, 209), tolerance: 3))
        field.resignFirstResponder()
        f.clock.advance(by: 0.3)
        f.render()
        #expect(f.pixel(1, 660) == .white)
    }
}
