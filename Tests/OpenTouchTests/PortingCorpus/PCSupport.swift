import Foundation
import OpenTouch

/// What the porting corpus reads from the engine's trace: who got each touch phase.
@MainActor
extension TraceRecorder {
    /// The responders that received a `touchesBegan`, in order (the first is the hit-test view).
    var pcBeganResponders: [UIResponder] {
        records.compactMap { record in
            if case .touches(.began, let responder, _, _) = record { return responder }
            return nil
        }
    }

    /// The views hit testing chose for new touches, in order.
    var pcHitViews: [UIView?] {
        records.compactMap { record in
            if case .touchBegan(_, _, let view) = record { return .some(view) }
            return nil
        }
    }
}
