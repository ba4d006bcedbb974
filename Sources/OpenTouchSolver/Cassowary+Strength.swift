// OpenTouchSolver

import Foundation

extension Cassowary {
    /// Constraint strengths: plain `Double` weights on a constraint's error.
    ///
    /// A weight of ``required`` or more makes a constraint required (hard). Lower weights make it
    /// preferential: the solver minimises the sum of weight × error over all of them, so a strong
    /// constraint wins over a weak one unless the weak side has far more at stake.
    public enum Strength {
        /// The weight of a hard constraint, 10¹⁰: the weight of UIKit priority 1000.
        /// Any weight at or above it counts as required.
        public static let required: Double = 1e10
        /// A strong preference, 10⁶ (UIKit priority 600 on the ``weight(forPriority:)`` scale).
        public static let strong: Double = 1e6
        /// A medium preference, 10³ (UIKit priority 300).
        public static let medium: Double = 1e3
        /// A weak preference, 1 (UIKit priority 0).
        public static let weak: Double = 1

        /// The weight for a UIKit layout priority: 1000 is ``required``; a priority `p` below
        /// 1000 weighs `10^(p/100)`.
        ///
        /// Each 100 points of priority is a factor of 10, so coarse levels (250, 500, 750) are
        /// nearly lexicographic, yet 251 still beats 250 when the same amount is at stake.
        /// Priorities are clamped to 1...1000 first; NaN counts as 1.
        public static func weight(forPriority priority: Float) -> Double {
            let clamped = priority.isNaN ? 1 : Swift.min(Swift.max(Double(priority), 1), 1000)
            if clamped >= 1000 {
                return required
            }
            return pow(10, clamped / 100)
        }

        /// A strength clamped to `0...required`; NaN stays NaN so the solver can reject it.
        static func clipped(_ strength: Double) -> Double {
            if strength.isNaN {
                return strength
            }
            return Swift.min(Swift.max(strength, 0), required)
        }
    }
}
