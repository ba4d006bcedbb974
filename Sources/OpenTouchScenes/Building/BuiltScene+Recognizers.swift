import Foundation
import OpenTouch

extension BuiltScene {
    /// Makes the file's recognizers, attaches them, then sets up failure requirements and delegates.
    func addRecognizers(target: SceneViewController) {
        var made: [(spec: RecognizerSpec, recognizer: UIGestureRecognizer)] = []
        for spec in file.recognizers {
            let recognizer = Self.make(spec, target: target)
            view(named: spec.view)?.addGestureRecognizer(recognizer)
            if let name = spec.name { register(recognizer, named: name) }
            made.append((spec, recognizer))
        }
        for (spec, recognizer) in made {
            for other in spec.requiresFailureOf {
                if let required = self.recognizer(named: other) { recognizer.require(toFail: required) }
            }
            guard !spec.delegate.isDefault else { continue }
            let delegate = SceneGestureDelegate(spec.delegate)
            delegate.simultaneous = spec.delegate.simultaneousWith.compactMap(self.recognizer(named:))
            keep(delegate)
            recognizer.delegate = delegate
        }
    }

    private static func make(_ spec: RecognizerSpec, target: SceneViewController) -> UIGestureRecognizer {
        let recognizer: UIGestureRecognizer
        switch spec.kind {
        case .tap:
            let tap = UITapGestureRecognizer()
            if let taps = spec.taps { tap.numberOfTapsRequired = taps }
            if let touches = spec.touches { tap.numberOfTouchesRequired = touches }
            recognizer = tap
        case .longPress:
            let press = UILongPressGestureRecognizer()
            if let taps = spec.taps { press.numberOfTapsRequired = taps }
            if let touches = spec.touches { press.numberOfTouchesRequired = touches }
            if let duration = spec.minimumPressDuration { press.minimumPressDuration = duration }
            if let movement = spec.allowableMovement { press.allowableMovement = CGFloat(movement) }
            recognizer = press
        case .pan:
            let pan = UIPanGestureRecognizer()
            if let touches = spec.touches { pan.minimumNumberOfTouches = touches }
            if let maximum = spec.maximumTouches { pan.maximumNumberOfTouches = maximum }
            recognizer = pan
        case .swipe:
            let swipe = UISwipeGestureRecognizer()
            if let touches = spec.touches { swipe.numberOfTouchesRequired = touches }
            if !spec.directions.isEmpty { swipe.direction = swipeDirection(spec.directions) }
            recognizer = swipe
        case .pinch: recognizer = UIPinchGestureRecognizer()
        case .rotation: recognizer = UIRotationGestureRecognizer()
        case .screenEdgePan:
            let edge = UIScreenEdgePanGestureRecognizer()
            edge.edges = rectEdges(spec.directions.isEmpty ? ["left"] : spec.directions)
            recognizer = edge
        }
        recognizer.addTarget(target, action: SceneViewController.handleGesture, actionName: spec.actionName)
        recognizer.name = spec.name
        recognizer.cancelsTouchesInView = spec.cancelsTouchesInView
        recognizer.delaysTouchesBegan = spec.delaysTouchesBegan
        recognizer.delaysTouchesEnded = spec.delaysTouchesEnded
        recognizer.isEnabled = spec.isEnabled
        return recognizer
    }

    private static func swipeDirection(_ words: [String]) -> UISwipeGestureRecognizer.Direction {
        words.reduce(into: []) { direction, word in
            switch word {
            case "left": direction.insert(.left)
            case "up": direction.insert(.up)
            case "down": direction.insert(.down)
            default: direction.insert(.right)
            }
        }
    }

    private static func rectEdges(_ words: [String]) -> UIRectEdge {
        words.reduce(into: []) { edges, word in
            switch word {
            case "top": edges.insert(.top)
            case "bottom": edges.insert(.bottom)
            case "right": edges.insert(.right)
            case "all": edges.insert(.all)
            default: edges.insert(.left)
            }
        }
    }
}
