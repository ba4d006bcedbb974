import Foundation
import OpenTouch

extension BuiltScene {
    /// Plays the file's script on the virtual clock, step by step.
    public func play() {
        var fingers: [String: TouchDriver.Finger] = [:]
        for step in file.script { play(step.action, fingers: &fingers) }
    }

    private func play(_ action: ScriptStep.Action, fingers: inout [String: TouchDriver.Finger]) {
        switch action {
        case .down(let name, let point): fingers[name] = driver.down(at: location(point))
        case .move(let name, let point): if let finger = fingers[name] { driver.move(finger, to: location(point)) }
        case .up(let name): if let finger = fingers.removeValue(forKey: name) { driver.up(finger) }
        case .cancel(let name): if let finger = fingers.removeValue(forKey: name) { driver.cancel(finger) }
        case .contact(let name, let radius): if let finger = fingers[name] { driver.changeContact(finger, majorRadius: radius) }
        case .wait(let seconds): driver.wait(seconds)
        case .tap(let point, let count, let interval):
            if count == 1 { driver.tap(at: location(point)) } else { driver.tap(at: location(point), count: count, interval: interval) }
        case .longPress(let point, let duration): driver.longPress(at: location(point), duration: duration)
        case .drag(let from, let to, let duration, let steps):
            driver.drag(from: location(from), to: location(to), duration: duration, steps: steps)
        }
    }

    /// A script point in window coordinates: a named view's centre, or a point in its coordinates.
    public func location(_ point: ScenePoint) -> CGPoint {
        switch point {
        case .window(let point): return point
        case .view(let name, let local):
            guard let view = view(named: name) else { return .zero }
            return driver.screenLocation(of: view, at: local)
        }
    }
}
