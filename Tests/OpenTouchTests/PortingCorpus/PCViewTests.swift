import Foundation
import Testing
import OpenTouch

@MainActor
@Suite("Porting corpus: pasted UIKit views, driven with fingers", .tags(.pastedCode))
struct PCViewTests {
    @Test("CircularButton: a tap in the circle sends touchUpInside; a tap in a corner of its frame reaches the view behind")
    func circularButton() {
        let scene = TestScene()
        let button = CircularButton(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        scene.rootView.addSubview(button)
        let recorder = scene.recorder()

        scene.driver.tap(at: CGPoint(x: 150, y: 150))
        #expect(taps == 1)
        scene.driver.tap(at: CGPoint(x: 104, y: 104))      // inside the frame, outside the circle
        #expect(taps == 1)
        #expect(recorder.pcHitViews.last == .some(scene.rootView))
    }

    @Test("CircularButton draws a filled circle in its ring color when snapshotted")
    func circularButtonDraws() {
        let button = CircularButton(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        button.ringColor = .systemRed
        #expect(button.needsDisplay)
        let context = CGContext(size: CGSize(width: 40, height: 40))
        UIGraphicsPushContext(context)
        button.drawHierarchy(in: button.bounds, afterScreenUpdates: true)
        UIGraphicsPopContext()
        #expect(!button.needsDisplay)
        #expect(context.operations.count == 1)
        #expect(context.operations.contains { $0.covers(CGPoint(x: 20, y: 20)) } && !context.operations.contains { $0.covers(CGPoint(x: 2, y: 2)) })
    }

    @Test("PassThroughOverlayView: touches on the overlay itself go to the view underneath, subviews still get theirs")
    func passThroughOverlay() {
        let scene = TestScene()
        let underneath = UIButton(frame: CGRect(x: 20, y: 400, width: 100, height: 44))
        var underneathTaps = 0
        underneath.addAction(UIAction { _ in underneathTaps += 1 }, for: .touchUpInside)
        scene.rootView.addSubview(underneath)
        let overlay = PassThroughOverlayView(frame: scene.rootView.bounds)
        let close = UIButton(frame: CGRect(x: 300, y: 40, width: 44, height: 44))
        var closeTaps = 0
        close.addAction(UIAction { _ in closeTaps += 1 }, for: .touchUpInside)
        overlay.addSubview(close)
        scene.rootView.addSubview(overlay)

        scene.driver.tap(at: CGPoint(x: 60, y: 420))
        scene.driver.tap(at: CGPoint(x: 320, y: 60))
        #expect(underneathTaps == 1 && closeTaps == 1)
    }

    @Test("SignatureCanvasView: each stroke becomes a path; a cancelled stroke is dropped; snapshots record the strokes")
    func signatureCanvas() {
        let scene = TestScene()
        let canvas = SignatureCanvasView(frame: CGRect(x: 0, y: 100, width: 375, height: 300))
        scene.rootView.addSubview(canvas)
        scene.driver.drag(from: CGPoint(x: 50, y: 200), to: CGPoint(x: 250, y: 260), steps: 8)
        #expect(canvas.strokes.count == 1)
        #expect(canvas.strokes[0].bounds.minX == 50 && canvas.strokes[0].bounds.maxX == 250)
        #expect(canvas.strokes[0].bounds.minY == 100 && canvas.strokes[0].bounds.maxY == 160)

        let finger = scene.driver.down(at: CGPoint(x: 60, y: 300))
        scene.driver.move(finger, to: CGPoint(x: 90, y: 300))
        scene.driver.cancel(finger)
        #expect(canvas.strokes.count == 1)

        let context = CGContext(size: canvas.bounds.size)
        UIGraphicsPushContext(context)
        canvas.drawHierarchy(in: canvas.bounds, afterScreenUpdates: true)
        UIGraphicsPopContext()
        #expect(context.operations.count == 1)
        #expect(context.operations.contains { $0.covers(CGPoint(x: 150, y: 130)) })
    }

    @Test("ThemedCardView: dark mode re-resolves its CGColor once; a new tint reaches its accent")
    func themedCard() {
        let scene = TestScene()
        let card = ThemedCardView(frame: CGRect(x: 20, y: 20, width: 200, height: 120))
        scene.rootView.addSubview(card)
        let lightBorder = card.borderColor
        let updatesBefore = card.appearanceUpdates

        scene.window.overrideUserInterfaceStyle = .dark
        #expect(card.appearanceUpdates == updatesBefore + 1)
        #expect(card.borderColor != lightBorder)
        #expect(card.borderColor == UIColor.separator.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).cgColor)
        #expect(ThemedCardView.cardBackground.resolvedColor(with: card.traitCollection) == UIColor(white: 0.15, alpha: 1))

        scene.rootView.tintColor = .systemOrange
        #expect(card.accentColor == .systemOrange)
    }

    @Test("JoystickView: only touches inside the ring grab the knob; the direction clamps to the ring and resets on release")
    func joystick() {
        final class Listener: JoystickViewDelegate {
            var moves: [CGVector] = []
            var releases = 0
            func joystick(_ joystick: JoystickView, didMoveTo direction: CGVector) { moves.append(direction) }
            func joystickDidRelease(_ joystick: JoystickView) { releases += 1 }
        }
        let scene = TestScene()
        let stick = JoystickView(frame: CGRect(x: 40, y: 500, width: 120, height: 120))
        let listener = Listener()
        stick.delegate = listener
        scene.rootView.addSubview(stick)

        scene.driver.tap(at: CGPoint(x: 44, y: 504))            // the frame's corner: outside the ring
        #expect(listener.moves.isEmpty)

        let thumb = scene.driver.down(at: CGPoint(x: 100, y: 560))
        scene.driver.move(thumb, to: CGPoint(x: 300, y: 560))  // far to the right: clamped
        #expect(stick.direction == CGVector(dx: 1, dy: 0))
        #expect(stick.lastMoveTime == scene.clock.now)
        scene.driver.up(thumb)
        #expect(stick.direction == .zero && listener.releases == 1)
    }
}
