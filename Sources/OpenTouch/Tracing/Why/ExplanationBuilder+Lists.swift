import Foundation

/// One ``TraceRecord/listSelection(list:touch:indexPath:step:)`` of the explained touch.
@MainActor
struct ListStepRecord {
    let list: UIScrollView
    let indexPath: IndexPath
    let step: ListSelectionStep

    /// `row 3 of section 0 of UITableView#groceries`.
    var element: String { "\(ListSelectionStep.name(indexPath, noun: list.listElementNoun)) of \(TraceName(list).short)" }
}

/// Why a touch on a table's row or a collection view's item did or did not select it.
extension ExplanationBuilder {
    /// The list's part of the outcome: what the list decided first (a refused highlight stays the
    /// reason when the touch is cancelled later), or — when the list never decided —
    /// why the touch on its cell did not reach it; nil when the touch was not on a list's cell.
    func listOutcome(view: UIView?, deliveries: Deliveries) -> String? {
        if let last = deliveries.listSteps.first(where: \.step.isFinal) ?? deliveries.listSteps.last {
            return decided(last, deliveries)
        }
        guard let view, let (list, indexPath) = Self.listCell(containing: view) else { return nil }
        let element = ListStepRecord(list: list, indexPath: indexPath, step: .trackingCancelled).element
        if let control = Self.control(containing: view, below: list) {
            return "\(element) not selected: the touch landed on \(TraceName(control).short) inside its cell, "
                + "and controls take their own touches"
        }
        if let reason = cancelReason(deliveries) { return "\(element) not selected: \(reason)" }
        return nil
    }

    /// The sentence for the list's last decision.
    private func decided(_ record: ListStepRecord, _ deliveries: Deliveries) -> String {
        switch record.step {
        case .trackingCancelled:
            let reason = cancelReason(deliveries) ?? "its touch was cancelled"
            return "\(record.element) not selected: \(reason)"
        case .highlighted:
            return "\(record.element) highlighted, not selected yet (its touch has not ended)"
        default:
            return record.step.text(for: record.element)
        }
    }

    /// Why the touch was taken from the cell: a recognizer that cancelled it, or the scroll view's pan.
    private func cancelReason(_ deliveries: Deliveries) -> String? {
        guard let reason = deliveries.lastReason else { return nil }
        switch reason {
        case .cancelledByRecognizer(let name), .discardedByRecognizer(let name):
            return "\(name.short) recognized and cancelled the touch in its view (cancelsTouchesInView is true)"
        case .cancelledByScrollView(let name):
            return "the drag became a scroll (\(name.short)'s pan began)"
        case .beganRefused(let name):
            return "\(name.short) kept the touch from the cell (the drag became a scroll, or it stopped a deceleration)"
        case .joinedRecognizedGesture(let name):
            return "the touch joined \(name.short)'s gesture already under way, which cancels touches in its view"
        default:
            return nil
        }
    }

    /// The list and index path of the cell that is `view` or contains it.
    static func listCell(containing view: UIView) -> (UIScrollView, IndexPath)? {
        var current: UIView? = view
        while let candidate = current {
            if let collection = candidate.superview as? UICollectionView,
               let cell = candidate as? UICollectionViewCell, let indexPath = collection.indexPath(for: cell) {
                return (collection, indexPath)
            }
            if let table = candidate.superview as? UITableView,
               let cell = candidate as? UITableViewCell, let indexPath = table.indexPath(for: cell) {
                return (table, indexPath)
            }
            current = candidate.superview
        }
        return nil
    }

    /// The control that is `view` or contains it, below `list`.
    private static func control(containing view: UIView, below list: UIView) -> UIControl? {
        var current: UIView? = view
        while let candidate = current, candidate !== list {
            if let control = candidate as? UIControl { return control }
            current = candidate.superview
        }
        return nil
    }
}
