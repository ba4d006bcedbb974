import Foundation

extension Double {
    /// The value clamped to Int32's range (NaN becomes 0), as an Int.
    var clampedToInt32: Int {
        guard isFinite else { return self > 0 ? Int(Int32.max) : (self < 0 ? Int(Int32.min) : 0) }
        return Int(Swift.min(Swift.max(self, Double(Int32.min)), Double(Int32.max)))
    }
}
