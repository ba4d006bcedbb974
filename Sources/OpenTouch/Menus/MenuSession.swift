import Foundation

/// A menu on screen: its views in a ``_UIContextMenuContainerView`` in front of everything in the
/// window, the rows of the menu (or of the submenu opened in place), the highlighted row, and
/// what choosing a row does.
///
/// A finger drives it in two ways: touches that land on the container (`fingerDown` and the
/// rest), or the finger that opened the menu, still down on the view that owns it, reported by
/// that view's recognizer (``track(_:)`` and ``release(at:)``).
@MainActor
final class MenuSession {
    /// How the menu is drawn.
    enum Style {
        /// A vertical list of rows (context menus, button menus).
        case list
        /// A horizontal bar of items (edit menus).
        case bar
    }

    /// The menu shown (``replaceMenu(_:)`` changes it).
    private(set) var menu: UIMenu
    let style: Style
    /// The container the menu's views are in.
    let container = _UIContextMenuContainerView(frame: .zero)
    /// The platter holding the rows.
    private(set) var panel: UIView
    /// The rectangle the menu is anchored at, in the container's coordinates.
    var anchorRect: CGRect
    /// The submenus opened in place, outermost first.
    private(set) var path: [UIMenu] = []
    /// The rows shown.
    private(set) var rows: [MenuRow] = []
    private(set) var cells: [_UIContextMenuCell] = []
    /// The highlighted row.
    private(set) var highlighted: Int?
    /// The `sender` of a chosen UIAction while its handler runs.
    var sender: Any?
    /// Where a chosen command's action starts along the chain when there is no application.
    weak var responder: UIResponder?
    /// The application of the window the menu is shown in.
    private(set) weak var application: UIApplication?
    /// Runs a chosen element instead of the default (UIAction handler, command's action message).
    var performOverride: ((UIMenuElement) -> Void)?
    /// Told of the element chosen, before it is performed (a pop-up button takes its title).
    var willPerform: (@MainActor (UIMenuElement) -> Void)?
    /// Called once when the menu is about to go, before its views are removed.
    var willDismiss: (() -> Void)?
    /// Called once after the menu's views were removed, before a chosen element runs.
    var didDismiss: (() -> Void)?
    /// A rectangle (container coordinates) whose tap calls ``previewTapped``, not dismissal.
    var previewFrame: CGRect?
    /// Called when a finger taps the preview.
    var previewTapped: (() -> Void)?
    /// Whether the menu is on screen.
    private(set) var isShown = false
    private var fingerStartedOutside = false
    private var deliveries: [(element: UIDeferredMenuElement, elements: [UIMenuElement])] = []
    private var requested: [UIDeferredMenuElement] = []

    init(menu: UIMenu, style: Style, anchorRect: CGRect) {
        self.menu = menu
        self.style = style
        self.anchorRect = anchorRect
        panel = style == .list ? _UIContextMenuListView(frame: .zero) : _UIEditMenuListView(frame: .zero)
    }

    /// Shows the menu in `window`, in front of everything, anchored at `rect` (window coordinates).
    @discardableResult
    static func show(_ menu: UIMenu, in window: UIWindow, anchoredAt rect: CGRect, style: Style,
                     dimsBackground: Bool = false) -> MenuSession {
        let session = MenuSession(menu: menu, style: style, anchorRect: rect)
        session.container.frame = window.bounds
        session.container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        session.container.backgroundColor = dimsBackground ? UIColor(white: 0, alpha: 0.2) : nil
        session.container.session = session
        session.container.addSubview(session.panel)
        session.panel.backgroundColor = .secondarySystemBackground
        session.panel.layer.cornerRadius = style == .list ? 13 : 8
        session.panel.clipsToBounds = true
        window.addSubview(session.container)
        session.application = window.owningApplication
        session.isShown = true
        session.reload()
        return session
    }

    /// The menu whose rows are shown: the innermost opened submenu, else the menu.
    var shownMenu: UIMenu { path.last ?? menu }

    /// Rebuilds the rows and their views (after a submenu opened or closed, a deferred element
    /// delivered, or a state changed).
    func reload() {
        guard isShown else { return }
        var built = MenuRow.rows(of: shownMenu) { [unowned self] in self.resolve($0) }
        if let submenu = path.last {
            built.insert(MenuRow(kind: .back(submenu), parent: submenu, startsGroup: false), at: 0)
        }
        rows = built
        highlighted = nil
        for view in panel.subviews { view.removeFromSuperview() }
        cells = []
        let layout = MenuLayout(session: self)
        layout.build()
    }

    func addCell(_ cell: _UIContextMenuCell) {
        cells.append(cell)
        panel.addSubview(cell)
    }

    private func resolve(_ deferred: UIDeferredMenuElement) -> [UIMenuElement]? {
        if let delivery = deliveries.first(where: { $0.element === deferred }) { return delivery.elements }
        if let cached = deferred.resolved { return cached }
        guard !requested.contains(where: { $0 === deferred }) else { return nil }
        requested.append(deferred)
        let now = deferred.elements { [weak self] elements in
            guard let self else { return }
            self.deliveries.append((deferred, elements))
            self.reload()
        }
        if let now { deliveries.append((deferred, now)) }
        return now
    }

    // MARK: Fingers

    /// The enabled row under `point` (container coordinates), if any.
    func row(at point: CGPoint) -> Int? {
        guard isShown else { return nil }
        let local = panel.convert(point, from: container)
        guard let index = cells.firstIndex(where: { $0.frame.contains(local) }), rows[index].isEnabled else { return nil }
        return index
    }

    /// Moves the highlight to the row under `point`, or removes it.
    func track(_ point: CGPoint) {
        setHighlight(row(at: point))
    }

    /// Chooses the row under `point`, if any; elsewhere nothing happens.
    func release(at point: CGPoint) {
        let index = row(at: point)
        setHighlight(nil)
        if let index { choose(index) }
    }

    func fingerDown(at point: CGPoint) {
        fingerStartedOutside = !panel.frame.contains(point)
        if !fingerStartedOutside { track(point) }
    }

    func fingerMoved(to point: CGPoint) {
        if !fingerStartedOutside { track(point) }
    }

    func fingerLifted(at point: CGPoint) {
        guard fingerStartedOutside else { return release(at: point) }
        if let previewFrame, previewFrame.contains(point), let previewTapped {
            previewTapped()
        } else if !panel.frame.contains(point) {
            dismiss()
        }
    }

    func fingerCancelled() {
        setHighlight(nil)
    }

    private func setHighlight(_ index: Int?) {
        guard index != highlighted else { return }
        if let highlighted, highlighted < cells.count { cells[highlighted].isHighlighted = false }
        highlighted = index
        if let index { cells[index].isHighlighted = true }
    }

    // MARK: Choosing

    /// Chooses row `index`: opens a submenu in place, goes back from one, or runs an element.
    func choose(_ index: Int) {
        let row = rows[index]
        guard row.isEnabled else { return }
        switch row.kind {
        case .submenu(let submenu):
            path.append(submenu)
            reload()
        case .back:
            path.removeLast()
            reload()
        case .loading, .header:
            break
        case .element(let element):
            run(element, in: row.parent)
        }
    }

    private func run(_ element: UIMenuElement, in parent: UIMenu) {
        if parent.options.contains(.singleSelection) {
            for sibling in parent.children { MenuElementTraits(sibling).setState(sibling === element ? .on : .off) }
        }
        if MenuElementTraits(element).attributes.contains(.keepsMenuPresented) {
            perform(element)
            reload()
            return
        }
        dismiss()
        perform(element)
    }

    private func perform(_ element: UIMenuElement) {
        willPerform?(element)
        if let performOverride { return performOverride(element) }
        switch element {
        case let action as UIAction: action.perform(sender: sender)
        case let command as UICommand: command.send(in: application, from: responder)
        default: break
        }
    }

    /// Removes the menu; ``willDismiss`` runs first. Does nothing when it is already gone.
    func dismiss() {
        guard isShown else { return }
        isShown = false
        let hook = willDismiss
        willDismiss = nil
        hook?()
        container.removeFromSuperview()
        container.session = nil
        let after = didDismiss
        didDismiss = nil
        after?()
    }

    /// Shows `newMenu` instead, from its top level.
    func replaceMenu(_ newMenu: UIMenu) {
        menu = newMenu
        path = []
        reload()
    }

    /// Puts a lifted preview in the container, behind the menu.
    func insertPreview(_ preview: UIView) {
        container.insertSubview(preview, belowSubview: panel)
    }
}
