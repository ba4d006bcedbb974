import Foundation

/// The values that went through a recognizer's `state` setter and the engine has not committed
/// yet, in order (see `UIGestureRecognizer.commitState(_:)`).
///
/// The first value is kept inline and only later ones in an array: a recognizer usually has one
/// value waiting (each `.changed` of a pan), which is then stored and removed without the array's
/// uniqueness checks (about 38 instructions a move and recognizer in `--profile pan5`: 252.04 M
/// → 248.26 M, callgrind).
struct PendingStateLog {
    /// The oldest value; nil exactly when the log is empty.
    private var first: UIGestureRecognizer.State?
    /// The values after ``first``, in order; empty whenever ``first`` is nil.
    private var rest: [UIGestureRecognizer.State] = []

    /// The values, oldest first.
    var elements: [UIGestureRecognizer.State] {
        guard let first else { return [] }
        return [first] + rest
    }

    /// Adds `state` after the others.
    mutating func append(_ state: UIGestureRecognizer.State) {
        if first == nil {
            first = state
        } else {
            rest.append(state)
        }
    }

    /// Empties the log when it holds `state` alone, and says whether it did.
    mutating func removeIfOnly(_ state: UIGestureRecognizer.State) -> Bool {
        guard first == state, rest.isEmpty else { return false }
        first = nil
        return true
    }

    /// Removes every value.
    mutating func removeAll() {
        first = nil
        if !rest.isEmpty { rest.removeAll() }
    }

    /// Removes the values up to and including the first `state`, and says whether it held one
    /// (when it does not, nothing is removed).
    mutating func removeThroughFirst(_ state: UIGestureRecognizer.State) -> Bool {
        guard let head = first else { return false }
        if head != state {
            guard let index = rest.firstIndex(of: state) else { return false }
            rest.removeSubrange(...index)
        }
        first = rest.isEmpty ? nil : rest.removeFirst()
        return true
    }
}
