extension UIEvent {
    /// Whether the event still lists `touch` itself, in O(log touches).
    ///
    /// `touchList` is in `sequence` order: its only append site adds a touch with a higher
    /// sequence than every listed one (checked there in debug builds), and its removals keep order.
    func listsTouch(_ touch: UITouch) -> Bool {
        let target = touch.sequence
        var low = 0
        var high = touchList.count
        while low < high {
            let middle = low + (high - low) / 2
            if touchList[middle].sequence < target { low = middle + 1 } else { high = middle }
        }
        return low < touchList.count && touchList[low] === touch
    }
}
