import Foundation
import OpenTouch

/// Random raw input: up to ten fingers going down, moving, lifting and being cancelled by the
/// digitizer, time passing, and bad input (NaN positions, lifts for unknown fingers, duplicate
/// downs, backwards timestamps), posted as `DigitizerEvent`s through the application's fetcher.
@MainActor
struct FuzzInput {
    let world: FuzzWorld
    /// Fingers down, in the order they went down, with their last position.
    var fingers: [(identity: Int, location: CGPoint)] = []
    var nextIdentity = 1

    init(world: FuzzWorld) { self.world = world }

    private var now: TimeInterval { world.clock?.now ?? 0 }

    /// Performs one random step.
    mutating func step() {
        switch world.rng.int(0...99) {
        case 0..<18: down()
        case 18..<55: move()
        case 55..<70: lift(cancel: false)
        case 70..<74: lift(cancel: true)
        case 74..<90: world.wait(world.rng.pick([0.008, 0.016, 0.05, 0.2, 0.4, 0.8])!)
        case 90..<97: badInput()
        default: poke()
        }
    }

    /// Lifts every finger still down and lets every timer run out.
    mutating func finish() {
        if !fingers.isEmpty {
            let reports = fingers.map { DigitizerEvent.Finger.up($0.identity, at: $0.location) }
            fingers.removeAll()
            post(reports)
        }
        for _ in 0..<4 { world.wait(3) }
    }

    private mutating func down() {
        let count = min(10 - fingers.count, world.rng.chance(0.7) ? 1 : world.rng.int(1...3))
        guard count > 0 else { return move() }
        var reports: [DigitizerEvent.Finger] = []
        for _ in 0..<count {
            let location = world.rng.point(in: FuzzSceneBuilder.screen, margin: 10)
            fingers.append((nextIdentity, location))
            reports.append(.down(nextIdentity, at: location))
            nextIdentity += 1
        }
        post(reports)
    }

    private mutating func move() {
        guard !fingers.isEmpty else { return down() }
        var reports: [DigitizerEvent.Finger] = []
        let big = world.rng.chance(0.2)
        for index in fingers.indices where world.rng.chance(0.6) || reports.isEmpty && index == fingers.count - 1 {
            let delta = big ? 120.0 : 12.0
            var location = fingers[index].location
            location.x += world.rng.double(-delta...delta)
            location.y += world.rng.double(-delta...delta)
            fingers[index].location = location
            reports.append(.move(fingers[index].identity, to: location))
        }
        post(reports)
        if world.rng.chance(0.5) { world.wait(0.016) }
    }

    private mutating func lift(cancel: Bool) {
        guard !fingers.isEmpty else { return down() }
        var reports: [DigitizerEvent.Finger] = []
        var kept: [(identity: Int, location: CGPoint)] = []
        for finger in fingers {
            if world.rng.chance(0.4) || reports.isEmpty && finger.identity == fingers.last!.identity {
                reports.append(cancel ? .cancel(finger.identity, at: finger.location) : .up(finger.identity, at: finger.location))
            } else {
                kept.append(finger)
            }
        }
        fingers = kept
        post(reports)
        if cancel { post(reports.map { .up($0.identity, at: $0.location) }) }
    }

    private mutating func badInput() {
        let anywhere = world.rng.point(in: FuzzSceneBuilder.screen)
        switch world.rng.int(0...5) {
        case 0:
            guard let finger = world.rng.pick(fingers) else { return }
            post([.move(finger.identity, to: CGPoint(x: CGFloat.nan, y: anywhere.y))])
        case 1: post([.up(900 + world.rng.int(0...5), at: anywhere)])
        case 2:
            guard let finger = world.rng.pick(fingers) else { return }
            post([.down(finger.identity, at: anywhere)])
        case 3:
            // A move for a finger that is not down begins a touch (by design): track it.
            if fingers.isEmpty {
                fingers.append((nextIdentity, anywhere))
                nextIdentity += 1
            }
            post([.move(fingers[0].identity, to: anywhere)], timestamp: now - world.rng.double(0.01...2))
        case 4: post([.down(nextIdentity, at: CGPoint(x: CGFloat.nan, y: CGFloat.infinity))])
        default:
            guard let finger = world.rng.pick(fingers) else { return }
            post([.move(finger.identity, to: anywhere), .move(finger.identity, to: finger.location)], timestamp: TimeInterval.nan)
        }
    }

    /// Acts on objects kept alive after their window or application went away.
    private func poke() {
        guard let object = world.rng.pick(world.keptAlive) else { return }
        world.trace.note("poke \(world.names.name(object))")
        if let recognizer = object as? UIGestureRecognizer {
            recognizer.isEnabled = false
            recognizer.isEnabled = true
        } else if let view = object as? UIView {
            view.removeFromSuperview()
        }
    }

    private func post(_ reports: [DigitizerEvent.Finger], timestamp: TimeInterval? = nil) {
        let event = DigitizerEvent(timestamp: timestamp ?? now, fingers: reports)
        world.trace.note("post \(reports.map { describe($0) }.joined(separator: " "))")
        world.post(event)
    }

    private func describe(_ finger: DigitizerEvent.Finger) -> String {
        let kind = finger.isCancelled ? "cancel" : finger.eventMask.contains(.touch) ? (finger.isTouching ? "down" : "up") : "move"
        return "\(kind)\(finger.identity)@\(Int(finger.location.x.isFinite ? finger.location.x : -1)),\(Int(finger.location.y.isFinite ? finger.location.y : -1))"
    }
}
