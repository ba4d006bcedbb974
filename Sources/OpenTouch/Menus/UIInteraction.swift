import Foundation

/// A behaviour added to a view with ``UIView/addInteraction(_:)``: a context menu
/// (``UIContextMenuInteraction``), an edit menu (``UIEditMenuInteraction``).
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is added to, or nil.
    var view: UIView? { get }
    /// Called before the interaction is added to or removed from a view (`nil`).
    func willMove(to view: UIView?)
    /// Called after the interaction was added to or removed from a view (`nil`).
    func didMove(to view: UIView?)
}

extension UIView {
    /// The interactions added to the view, in the order they were added.
    public var interactions: [any UIInteraction] {
        get { storedInteractions }
        set {
            for interaction in storedInteractions { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Adds an interaction; it is removed from the view it was on first.
    public func addInteraction(_ interaction: any UIInteraction) {
        guard !storedInteractions.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        storedInteractions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes an interaction the view has.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard storedInteractions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        storedInteractions.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }
}
