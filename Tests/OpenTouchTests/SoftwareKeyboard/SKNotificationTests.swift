import Foundation
import OpenTouch
import Testing

/// The keyboard notifications: UIKit's order, userInfo values and timing on the virtual clock.
@MainActor
@Suite("Software keyboard: notifications")
struct SKNotificationTests {
    @Test("becoming first responder posts will-change-frame and will-show at once, the did pair 0.25 s later")
    func showOrderAndTiming() {
        let scene = TestScene()
        let log = SKNotificationLog(scene: scene)
        scene.focusedTypingView()
        #expect(log.names == ["willChangeFrame", "willShow"])
        scene.clock.advance(by: 0.2)
        #expect(log.names == ["willChangeFrame", "willShow"])
        scene.clock.advance(by: 0.06)
        #expect(log.names == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
        let times = log.entries.map(\.time)
        #expect(times.count == 4 && times[0] == 0 && times[1] == 0 && isClose(times[2], 0.25) && isClose(times[3], 0.25))
    }

    @Test("userInfo: frames in screen coordinates as NSValue (read as CGRect too), duration 0.25, curve 7, local")
    func showUserInfo() throws {
        let scene = TestScene()
        let log = SKNotificationLog(scene: scene)
        scene.focusedTypingView()
        let willShow = try #require(log.entries.first { $0.name == "willShow" })
        // 375 × 667 screen without a home indicator: 216 of keys + 44 of predictive bar.
        #expect(willShow.begin == CGRect(x: 0, y: 667, width: 375, height: 260))
        #expect(willShow.end == CGRect(x: 0, y: 407, width: 375, height: 260))
        let info = willShow.userInfo
        #expect(info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double == 0.25)
        #expect((info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue == 7)
        #expect(info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt == 7)
        #expect(info[UIResponder.keyboardIsLocalUserInfoKey] as? Bool == true)
        #expect((info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue == willShow.end)
        #expect(info[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect == willShow.begin)
    }

    @Test("resigning posts will-change-frame, will-hide, then did-change-frame, did-hide; frames go below the screen")
    func hideOrder() throws {
        let scene = TestScene()
        let view = scene.focusedTypingView()
        scene.clock.advance(by: 1)
        let log = SKNotificationLog(scene: scene)
        view.resignFirstResponder()
        #expect(log.names == ["willChangeFrame", "willHide"])
        scene.clock.advance(by: 0.26)
        #expect(log.names == ["willChangeFrame", "willHide", "didChangeFrame", "didHide"])
        let willHide = try #require(log.entries.first { $0.name == "willHide" })
        #expect(willHide.begin == CGRect(x: 0, y: 407, width: 375, height: 260))
        #expect(willHide.end == CGRect(x: 0, y: 667, width: 375, height: 260))
    }

    @Test("moving first responder between two text inputs keeps the keyboard up and posts the show set again, frames unchanged")
    func switchingFields() throws {
        let scene = TestScene()
        scene.focusedTypingView()
        scene.clock.advance(by: 1)
        let log = SKNotificationLog(scene: scene)
        let second = SKTypingView(frame: CGRect(x: 20, y: 160, width: 200, height: 40))
        scene.rootView.addSubview(second)
        second.becomeFirstResponder()
        scene.clock.advance(by: 1)
        #expect(log.names == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
        let willShow = try #require(log.entries.first { $0.name == "willShow" })
        #expect(willShow.begin == willShow.end)
        #expect(willShow.end == CGRect(x: 0, y: 407, width: 375, height: 260))
    }

    @Test("a responder that takes no text and has no input views brings no keyboard up and takes it down")
    func plainResponderHidesKeyboard() {
        let scene = TestScene()
        scene.focusedTypingView()
        scene.clock.advance(by: 1)
        let log = SKNotificationLog(scene: scene)
        let plain = SKPlainResponderView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        scene.rootView.addSubview(plain)
        #expect(plain.becomeFirstResponder())
        scene.clock.advance(by: 1)
        #expect(log.names == ["willChangeFrame", "willHide", "didChangeFrame", "didHide"])
    }

    @Test("a new change before the slide ends posts the earlier slide's did-notifications first")
    func interruptedSlide() {
        let scene = TestScene()
        let log = SKNotificationLog(scene: scene)
        let view = scene.focusedTypingView()
        scene.clock.advance(by: 0.1)
        view.resignFirstResponder()
        #expect(log.names == ["willChangeFrame", "willShow", "didChangeFrame", "didShow", "willChangeFrame", "willHide"])
        scene.clock.advance(by: 0.26)
        #expect(log.names.suffix(2) == ["didChangeFrame", "didHide"])
        #expect(isClose(log.entries.last?.time ?? 0, 0.35))
    }

    @Test("on a screen with a home indicator the keyboard is 336 points tall (216 + 44 + 76)")
    func homeIndicatorHeight() throws {
        let scene = TestScene(width: 390, height: 844)
        scene.window.deviceSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let log = SKNotificationLog(scene: scene)
        scene.focusedTypingView()
        let end = try #require(log.entries.first?.end)
        #expect(end == CGRect(x: 0, y: 508, width: 390, height: 336))
    }
}

/// A responder that can become first responder but takes no text.
@MainActor
final class SKPlainResponderView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}
