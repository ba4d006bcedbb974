import Foundation
import Testing
import UIKit
import QuartzCore
import CoreGraphics

/// Timer blocks and main-queue closures that touch views, layer code in plain objects, and a
/// recognizer subclass written with `import UIKit.UIGestureRecognizerSubclass`, pasted in Swift 5.
@MainActor
@Suite("Swift 5 mode: closures, layers and recognizer subclasses")
struct ClosureAndLayerCodeTests {
    @Test("a timer block counts down in a label, then main-queue closures show and hide a banner")
    func timerAndDispatchClosures() async throws {
        let scene = TestScene()
        let countdown = CountdownViewController()
        scene.rootView.addSubview(countdown.view)
        countdown.start()
        let timer = try #require(countdown.timer)

        timer.fire()
        #expect(countdown.countLabel.text == "2")
        timer.fire()
        timer.fire()
        #expect(countdown.countLabel.text == "0")
        #expect(!timer.isValid)
        #expect(countdown.banner.isHidden)

        try await waitUntil { countdown.countLabel.text == "Done" }
        #expect(countdown.banner.text == "Go!")
        #expect(countdown.banner.isHidden)
    }

    @Test("a pie-slice control built by an NSObject layer factory takes only touches on its slice")
    func pieSlice() {
        let scene = TestScene()
        var behind = 0
        let background = UIButton(type: .custom)
        background.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        background.addAction(UIAction { _ in behind += 1 }, for: .touchUpInside)
        scene.rootView.addSubview(background)
        let pie = PieSliceButton(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        scene.rootView.addSubview(pie)

        scene.driver.tap(at: CGPoint(x: 250, y: 250))
        #expect(pie.taps == 1)
        #expect(pie.layer.animation(forKey: "pop") != nil)
        #expect(behind == 0)

        scene.driver.tap(at: CGPoint(x: 150, y: 150))
        #expect(pie.taps == 1)
        #expect(behind == 1)
    }

    @Test("a recognizer subclass from the UIGestureRecognizerSubclass import recognizes a check mark")
    func checkmarkSubclass() {
        let scene = TestScene()
        let row = TodoRowView(frame: CGRect(x: 0, y: 100, width: 375, height: 200))
        scene.rootView.addSubview(row)

        stroke(scene, [CGPoint(x: 20, y: 150), CGPoint(x: 100, y: 170), CGPoint(x: 200, y: 190)])
        #expect(!row.isDone)
        stroke(scene, [CGPoint(x: 20, y: 150), CGPoint(x: 60, y: 190), CGPoint(x: 100, y: 230), CGPoint(x: 160, y: 170), CGPoint(x: 220, y: 110)])
        #expect(row.isDone)
    }

    private func stroke(_ scene: TestScene, _ points: [CGPoint]) {
        let finger = scene.driver.down(at: points[0])
        for point in points.dropFirst() {
            scene.driver.wait(0.02)
            scene.driver.move(finger, to: point)
        }
        scene.driver.up(finger)
        scene.driver.wait(0.02)
    }

    /// Lets the main queue run (it runs the pasted `DispatchQueue.main` closures) until `condition`
    /// holds, for at most 30 seconds of real time: it returns as soon as the condition holds, and
    /// under a sanitizer on a loaded machine the main queue was seen to need more than two.
    private func waitUntil(_ condition: () -> Bool) async throws {
        let deadline = Date().addingTimeInterval(30)
        while !condition() && Date() < deadline {
            try await Task.sleep(nanoseconds: 5_000_000)
        }
        #expect(condition())
    }
}
