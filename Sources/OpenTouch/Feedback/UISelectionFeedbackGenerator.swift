import Foundation

/// A generator of the tick a picker or a segmented choice plays when the selection changes.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Creates a selection generator.
    public override init() {
        super.init()
    }

    /// Creates a selection generator for `view` (iOS 17.5).
    public override init(view: UIView) {
        super.init(view: view)
    }

    /// Plays the selection tick.
    open func selectionChanged() {
        play(.selection)
    }
}
