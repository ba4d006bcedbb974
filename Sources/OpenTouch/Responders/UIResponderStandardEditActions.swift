import Foundation

/// The standard edit actions' selectors, so that `#selector(UIResponderStandardEditActions.copy(_:))`
/// ports as `UIResponderStandardEditActions.copy` and compares with the `Selector` that
/// `canPerformAction(_:withSender:)` receives.
///
/// In UIKit this is the protocol the edit methods come from; here the methods are
/// ``UIResponder``'s own (``UIResponder/copy(_:)`` and the others), and
/// ``UIResponder/perform(_:withSender:for:)`` runs them for these selectors.
public enum UIResponderStandardEditActions {
    /// `cut:`.
    public static let cut = Selector("cut:")
    /// `copy:`.
    public static let copy = Selector("copy:")
    /// `paste:`.
    public static let paste = Selector("paste:")
    /// `select:`.
    public static let select = Selector("select:")
    /// `selectAll:`.
    public static let selectAll = Selector("selectAll:")
    /// `delete:`.
    public static let delete = Selector("delete:")
}
