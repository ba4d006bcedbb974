import Foundation

/// How a segmented control follows its touch: pressing a segment or sliding the selection.
extension UISegmentedControl {
    /// Starts a touch at `location`: it slides the selection when it lands on the selected
    /// segment (enabled, not momentary), and presses the segment under it otherwise.
    func startTracking(at location: CGPoint) {
        trackingStartLocation = location
        let landed = segmentIndex(nearestTo: location.x)
        isSlidingSelection = !isMomentary && landed != nil && landed == selectedSegmentIndex
            && segments[selectedSegmentIndex].isEnabled
        trackedSegment = Self.noSegment
        follow(location)
    }

    /// Updates the segment a lift would choose for a finger at `location`.
    ///
    /// Sliding: the enabled segment nearest the finger's horizontal position (a disabled one
    /// keeps the selection where it was). Pressing: the enabled segment under the finger while it
    /// is inside the control, else none.
    func follow(_ location: CGPoint) {
        let index = segmentIndex(nearestTo: location.x)
        if isSlidingSelection {
            if let index, segments[index].isEnabled { trackedSegment = index }
            return
        }
        if let index, isTouchInside, segments[index].isEnabled {
            trackedSegment = index
        } else {
            trackedSegment = Self.noSegment
        }
    }

    /// Forgets the touch's pressing or sliding.
    func resetTracking() {
        isSlidingSelection = false
        trackedSegment = Self.noSegment
    }

    /// How far `touch` has moved since it landed, in the control's coordinates.
    func movement(of touch: UITouch) -> CGPoint {
        let location = touch.location(in: self)
        return CGPoint(x: location.x - trackingStartLocation.x, y: location.y - trackingStartLocation.y)
    }
}
