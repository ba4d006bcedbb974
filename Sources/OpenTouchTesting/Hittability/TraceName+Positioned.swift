import Foundation

extension TraceName {
    /// The view's short name with its position among alike siblings when the name alone does not
    /// tell them apart (`CardView[2]`), as ``TraceName/path`` writes each step.
    @MainActor static func positioned(_ view: UIView) -> String {
        let name = TraceName(view).short
        guard let siblings = view.superview?.subviews else { return name }
        let alike = siblings.filter { TraceName($0).short == name }
        guard alike.count > 1, let index = alike.firstIndex(where: { $0 === view }) else { return name }
        return "\(name)[\(index + 1)]"
    }
}
