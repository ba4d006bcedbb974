import Foundation

/// An alert or an action sheet: a title, a message and buttons (``UIAlertAction``), presented
/// with ``UIViewController/present(_:animated:completion:)``.
///
/// The alert is built from real views (see the Alerts article): it is presented by a private
/// presentation controller (``UIViewController/presentationController`` is never nil) that puts
/// a dimming view behind its root view, which fills the window and holds the cards; every action is a view holding a `UILabel` with its
/// title, so `driver.tap(.label("Delete"))` reaches it. A finger on an action highlights it, and
/// the highlight follows the finger as it slides over the other actions; lifting on an action
/// dismisses the alert and runs the action's handler in the dismissal's completion; lifting
/// elsewhere runs nothing. A tap outside an action sheet runs its cancel action (when it has
/// one); a tap outside an alert does nothing.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// The two kinds of alert controller.
    public enum Style: Int, Sendable, Hashable {
        /// A sheet of actions sliding up from the bottom.
        case actionSheet = 0
        /// A centred alert.
        case alert = 1
    }

    /// The kind of alert controller.
    public let preferredStyle: Style
    /// The actions, in the order they were added.
    public private(set) var actions: [UIAlertAction] = []
    /// The message under the title.
    open var message: String? {
        didSet { rebuildIfLoaded() }
    }
    /// The title, shown bold at the top.
    open override var title: String? {
        didSet { rebuildIfLoaded() }
    }
    /// The action drawn bold (and run by the Return key in UIKit); nil by default, when an
    /// alert's cancel action is bold. It must be one of ``actions``: another action is ignored
    /// with an ``InputDiagnostic/Kind/unsupportedCall`` diagnostic.
    open var preferredAction: UIAlertAction? {
        didSet { rebuildIfLoaded() }
    }

    /// The action views, in display order (built when the view loads).
    var actionViews: [_UIAlertControllerActionView] = []
    /// The cards' frames in the root view's coordinates.
    var cardFrames: [CGRect] = []
    /// The highlighted action view.
    var highlightedActionView: _UIAlertControllerActionView?
    /// Whether a chosen action is being run (the alert ignores further touches).
    var isChoosing = false
    /// The text fields added with `addTextField(configurationHandler:)`, in order.
    var storedTextFields: [UITextField] = []

    /// Creates an alert controller; present it with ``UIViewController/present(_:animated:completion:)``.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(style: preferredStyle)
        self.title = title
        self.message = message
    }

    private init(style: Style) {
        preferredStyle = style
        super.init(nibName: nil, bundle: nil)
        // As in UIKit: an action sheet is a popover (adapting to a sheet along the bottom on
        // compact width), an alert a custom presentation.
        modalPresentationStyle = style == .actionSheet ? .popover : .custom
    }

    /// Creates an alert from an archive: an empty alert.
    public required init?(coder: NSCoder) {
        preferredStyle = .alert
        super.init(coder: coder)
        modalPresentationStyle = .custom
    }

    /// Adds an action. An alert may have one cancel action: adding a second one stops the
    /// program, as UIKit raises.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            preconditionFailure("UIAlertController can only have one action with a style of UIAlertAction.Style.cancel"
                                + " (adding \"\(action.title ?? "")\")")
        }
        actions.append(action)
        action.onChange = { [weak self] in self?.actionViews.forEach { $0.update() } }
        rebuildIfLoaded()
    }

    /// The alert's text fields, in the order they were added; nil when it has none.
    open var textFields: [UITextField]? { storedTextFields.isEmpty ? nil : storedTextFields }

    /// Adds a text field under the alert's message; `configurationHandler` sets it up (placeholder,
    /// secure entry…). Only alerts have text fields: adding one to an action sheet stops the
    /// program, as UIKit raises. The first field becomes first responder when the alert appears.
    open func addTextField(configurationHandler: (@MainActor (UITextField) -> Void)? = nil) {
        configurationHandler?(makeTextField())
        rebuildIfLoaded()
    }

    /// Makes the root view: a full-window `_UIAlertControllerView`.
    open override func loadView() {
        let root = _UIAlertControllerView(frame: defaultViewFrame)
        root.controller = self
        view = root
        buildAlertViews()
    }

    /// Lays out the alert before it appears.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        layOutAlert()
    }

    /// Makes the first text field first responder, as UIKit does once the alert is shown.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        focusFirstTextField()
    }

    /// Rebuilds the views for the presentation starting (a popover shows no cancel action).
    func rebuildForPresentation() {
        rebuildIfLoaded()
    }

    private func rebuildIfLoaded() {
        guard isViewLoaded else { return }
        buildAlertViews()
        layOutAlert()
    }

    /// The cancel action, if any.
    var cancelAction: UIAlertAction? { actions.first { $0.style == .cancel } }

    /// The action drawn bold: the preferred action when it is one of the actions, else an
    /// alert's cancel action.
    var boldAction: UIAlertAction? {
        if let preferredAction {
            if actions.contains(where: { $0 === preferredAction }) { return preferredAction }
            let message = "UIAlertController.preferredAction \"\(preferredAction.title ?? "")\" is not one of the"
                + " alert's actions (add it with addAction(_:) first): it was ignored"
            viewIfLoaded?.owningApplication?.report(InputDiagnostic(.unsupportedCall, message))
        }
        return cancelAction
    }
}
