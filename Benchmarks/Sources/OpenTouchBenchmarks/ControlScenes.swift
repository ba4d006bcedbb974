import Foundation
import OpenTouch

/// Counts the control actions of the control scenes.
@MainActor
final class ControlCounter {
    var dragsInside = 0
    var valueChanges = 0
    var lastValue: Float = 0

    func buttonDragged(_ sender: UIButton) { dragsInside += 1 }

    func sliderChanged(_ sender: UISlider) {
        valueChanges += 1
        lastValue = sender.value
    }
}

/// Where the control drags start: the horizontal path runs from here 100 points to the right.
@MainActor
enum ControlPath {
    static let start = CGPoint(x: 100, y: 200)

    /// The control benchmarks' drag, also posted to the plain pipeline for the baseline.
    static func events() -> [DigitizerEvent] {
        DragPath.horizontal(from: start)
    }
}

/// A `UIButton` (335 × 100) in front of the pipeline's ``TrackingView``, with one target for
/// `.touchDragInside`; the drag stays inside it, so every move sends that event.
@MainActor
final class ButtonDragScene: DragScene {
    let pipeline = PipelineFixture()
    let button = UIButton(frame: CGRect(x: 20, y: 150, width: 335, height: 100))
    let counter = ControlCounter()

    init() {
        pipeline.window.addSubview(button)
        button.addTarget(counter, action: ControlCounter.buttonDragged, for: .touchDragInside)
    }

    func reset() {}

    func verify(sequences: Int, moves: Int) {
        guard counter.dragsInside == sequences * moves, pipeline.view.began == 0, !button.isTracking else {
            fatalError("button drag: \(counter.dragsInside) touchDragInside for \(sequences) sequences; "
                       + "the view behind saw \(pipeline.view.began) touches")
        }
    }
}

/// A continuous `UISlider` whose thumb (value 0) sits under the drag's start, with one target
/// for `.valueChanged`; every move changes the value (by 1 point of the thumb's travel).
@MainActor
final class SliderDragScene: DragScene {
    let pipeline = PipelineFixture()
    let slider: UISlider
    let counter = ControlCounter()
    /// UIKit's usual slider height, in points.
    static let height: CGFloat = 34

    init() {
        let thumbCenter = ControlConstants.sliderThumbSize.width / 2
        let x = ControlPath.start.x - thumbCenter
        slider = UISlider(frame: CGRect(x: x, y: ControlPath.start.y - Self.height / 2,
                                        width: pipeline.window.bounds.width - x, height: Self.height))
        pipeline.window.addSubview(slider)
        slider.addTarget(counter, action: ControlCounter.sliderChanged, for: .valueChanged)
    }

    func reset() {
        slider.value = 0
    }

    func verify(sequences: Int, moves: Int) {
        guard counter.valueChanges == sequences * moves, counter.lastValue > 0, pipeline.view.began == 0 else {
            fatalError("slider drag: \(counter.valueChanges) valueChanged for \(sequences) sequences; "
                       + "the view behind saw \(pipeline.view.began) touches")
        }
    }
}
