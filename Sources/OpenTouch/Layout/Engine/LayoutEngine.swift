import Foundation

/// The Auto Layout engine of one view tree (a window, or a view with no superview): it turns the
/// tree's active constraints, fixed frames, intrinsic sizes and system guides into a
/// ``Cassowary/Solver`` and hands the solution back as frames.
///
/// Changes to constraints (activation, `constant`, `priority`), intrinsic sizes and fixed frames
/// are made incrementally in the solver; a change of the tree's structure rebuilds it at the next
/// solve.
@MainActor
final class LayoutEngine {
    var solver = Cassowary.Solver()
    weak var root: UIView?
    /// The tree changed shape: make the solver again from the constraints at the next solve.
    var needsRebuild = true
    /// Something changed since the last solve.
    var needsSolve = true
    /// A placement moved in place left the required constraints in conflict: the solver is
    /// made again before this solve ends.
    var placementShiftFailed = false
    /// For `systemLayoutSizeFitting`: the target size and priorities the root's size is held at.
    let fitting: (size: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)?
    /// The item of each guide (and, in a fitting engine, of each view). A view's item in an
    /// engine that is not fitting is kept by the view (``ViewLayout/engineItem``) and found there
    /// by ``serial`` (``item(for:)-(UIView)``). Unchecked, as ``records``: read and written only by
    /// the engine's own methods, never while another access is under way (callgrind
    /// `layout-chain-10000`: `item(for:)` 1.6 M instructions less, 20,003 accesses).
    @exclusivity(unchecked) var items: [ObjectIdentifier: LayoutItem] = [:]
    /// A number no other engine of the process has, carried by the items this engine makes
    /// (``LayoutItem/engineSerial``): a view's item found on the view is this engine's when the
    /// numbers agree, without a weak load of ``LayoutItem/engine`` or a dictionary lookup (the
    /// hashed lookups of ``items`` cost callgrind `layout-chain-10000` about 3 M instructions for
    /// 17,500 lookups and 2,501 inserts).
    let serial: UInt64
    /// The last ``serial`` or ``recordEpoch`` given out.
    private static var lastSerial: UInt64 = 0
    /// A number no other engine or rebuild of the process has: the records kept on constraints
    /// (``NSLayoutConstraint/engineRecord``) made with it are this engine's since its last
    /// rebuild, which takes a new one (callgrind `layout-chain-10000`: the hashed ``records``
    /// cost about 2.3 M instructions for the 10,000 constraints a rebuild adds).
    var recordEpoch: UInt64

    /// A number not given out before, for ``serial`` and ``recordEpoch``.
    static func nextSerial() -> UInt64 {
        lastSerial += 1
        return lastSerial
    }
    /// The items in the order they were made, so every walk over them is deterministic.
    /// Unchecked, as ``items``: the engine's walks index into it or read its count, and append
    /// only from ``item(for:)`` (a checked read of its count for each constraint a rebuild
    /// makes cost callgrind `layout-chain-10000` 0.76 M instructions).
    @exclusivity(unchecked) var itemOrder: [LayoutItem] = []
    /// How many items of ``itemOrder`` have had their placement made (``placeNewItems()``).
    var placedItemCount = 0
    /// The items of system guides (safe area, margins, scroll guides), whose placement follows
    /// values outside the engine and is checked before each solve.
    var systemGuideItems: [LayoutItem] = []
    /// The solver constraint for each active constraint in the solver, in a fitting engine; an
    /// engine of a tree keeps it in ``recordSlots`` instead, at the slot the constraint keeps
    /// (``NSLayoutConstraint/engineRecord``, read through ``record(of:)``): a constraint is in
    /// one tree at a time, and a fitting engine (a throwaway over a subtree) must not overwrite
    /// what the tree's engine keeps. Unchecked: read and written only by the engine's own
    /// methods, never while another access is under way (a
    /// checked access paid a `swift_beginAccess` for every constraint a rebuild adds: callgrind
    /// `layout-chain-10000`, 0.8 M instructions less).
    @exclusivity(unchecked) var records: [ObjectIdentifier: Cassowary.Constraint] = [:]
    /// The solver constraint of each active constraint in an engine of a tree, at the slot the
    /// constraint keeps (``NSLayoutConstraint/engineRecord``); nil at a free slot. Unchecked, as
    /// ``records``: read and written only by the engine's record methods, single statements.
    @exclusivity(unchecked) var recordSlots: [Cassowary.Constraint?] = []
    /// The free slots of ``recordSlots``, the last freed last (reused first). Unchecked, as
    /// ``recordSlots`` (checked, callgrind `layout-chain-10000`'s timed part paid about 1 M
    /// instructions for the 10,000 records a rebuild sets).
    @exclusivity(unchecked) var freeRecordSlots: [Int] = []
    /// The views whose bounds origin (scroll offset) some constraints took as a constant, in the
    /// order first met: when an origin moves, those constraints are made again.
    var boundsOriginDependencies: [BoundsOriginDependency] = []
    /// The constraint whose solver form is being made, for ``boundsOriginDependencies``.
    var constraintBeingMade: NSLayoutConstraint?
    /// Active constraints left out of the solver because they conflicted with required ones, in
    /// the order they broke.
    var brokenConstraints: [NSLayoutConstraint] = []
    /// While a rebuild tries its faster order (``rebuild()``): the diagnostics it would report,
    /// held until it is known whether that order stands.
    var heldReports: [InputDiagnostic]?
    /// The ambiguities already reported, so each is reported once.
    var reportedAmbiguities: Set<String> = []
    /// The constraint changes since the last solve, for the ambiguity check.
    var constraintsChanged = true {
        didSet { if constraintsChanged { contentDetermined.removeAll() } }
    }
    /// Whether each scroll view item's content size is fixed by the constraints, since they last changed.
    var contentDetermined: [ObjectIdentifier: Bool] = [:]
    /// The last rebuild proved every variable the solver holds fixed (``rebuild()``'s uniqueness
    /// check), and the solver has not changed since: ``isUndetermined(_:)`` answers false for
    /// them without probing the tableau again (the ambiguity report after a rebuild probed every
    /// variable a second time: 60 M instructions of the card screen's first pass).
    var solutionProvenUnique = false

    /// Whether the root is a window (whose marks also ask its application for a layout pass);
    /// the root never changes, nor does its class.
    let rootIsWindow: Bool

    init(root: UIView, fitting: (size: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)? = nil) {
        self.root = root
        self.fitting = fitting
        rootIsWindow = root is UIWindow
        serial = Self.nextSerial()
        recordEpoch = Self.nextSerial()
    }

    /// How many times ``setNeedsSolve()`` was called. A solve drops the layout pass's own solve
    /// only when nothing asked for one while it ran (user code runs inside it: an
    /// `intrinsicContentSize` getter that invalidates, say).
    var solveRequests = 0

    /// Asks for a solve at the next layout pass.
    func setNeedsSolve() {
        needsSolve = true
        solveRequests &+= 1
        root?.markSubtreeNeedsLayout()
    }

    /// ``setNeedsSolve()`` from a caller that holds the engine's root (`root` is ``root``): the
    /// weak reference is not loaded, and a root that is not a window and is already marked is
    /// left as it is (marking it again changes nothing and asks nothing of an application).
    /// Activating each constraint of a 10,000-constraint chain paid 403 instructions in
    /// ``setNeedsSolve()`` (callgrind `layout-chain-10000`: 4.03 M for 10,000 activations).
    func setNeedsSolve(root: UIView) {
        needsSolve = true
        solveRequests &+= 1
        if root.subtreeNeedsLayout, !rootIsWindow, root.superviewReference.isEmpty { return }
        root.markSubtreeNeedsLayout()
    }

    /// Marks the engine for a rebuild from the tree's constraints.
    func setNeedsRebuild() {
        needsRebuild = true
        constraintsChanged = true
        setNeedsSolve()
    }

    // MARK: Solving

    /// Brings the solver up to date and solves; views whose frames change get their superview
    /// marked for layout (its `layoutSubviews` applies them).
    ///
    /// `checkingPlacements` false skips checking the system guides and scrolled constraints
    /// against their views (each `layoutSubviews` inside a pass: the pass's own solve checked).
    func solveIfNeeded(checkingPlacements: Bool = true) {
        if checkingPlacements {
            refreshSystemPlacements()
            refreshScrolledConstraints()
        }
        guard needsSolve || needsRebuild else { return }
        needsSolve = false
        let requests = solveRequests
        if needsRebuild { rebuild() }
        var movablePlacements = refreshItemConstraints()
        if placementShiftFailed {
            placementShiftFailed = false
            rebuild()
            movablePlacements = refreshItemConstraints()
        }
        // What the rebuild and the refresh asked for (they set `needsSolve` as they go) is in
        // the solver now and the solve below covers it. When no item but the root has a
        // placement that can move (the root's size tells the engine when it changes), the
        // layout pass's own solve (from `layoutSubviews`) would find nothing new: it is not
        // asked for. Left set, it walked every item again and read every solved value back a
        // second time (callgrind `layout-chain-10000`: 2.7 M). With other movable placements
        // (fixed frames, system guides), or when something asked for a solve meanwhile (user
        // code the rebuild and the refresh call, such as an `intrinsicContentSize` getter that
        // invalidates), the flag stays as it was left, as before.
        if movablePlacements == 0, solveRequests == requests { needsSolve = false }
        solver.updateVariables()
        noteChangedFrames()
        if constraintsChanged {
            constraintsChanged = false
            reportAmbiguities()
        }
    }

    /// After a solve: a view placed by constraints whose pixel-rounded frame changed gets its
    /// superview marked for layout; a scroll view whose content size changed is marked itself.
    ///
    /// The screen scale is read once for the whole walk, and only items of scroll views are cast.
    /// The superview is marked through its back-pointer, unretained (a view's retain and release
    /// take the runtime's side-table path: callgrind `layout-chain-10000`, about 0.3 M
    /// instructions for 2,500 views).
    func noteChangedFrames() {
        let scale = pixelScale, root = self.root
        for item in itemOrder {
            guard let view = item.view, view !== root else { continue }
            if !view.translatesAutoresizingMaskIntoConstraints, let superview = view.superviewReference.unmanaged {
                let frame = Self.pixelAligned(item.rect, scale: scale)
                if frame != item.solvedFrame {
                    item.solvedFrame = frame
                    UIView.withView(superview) { $0.markNeedsLayout() }
                }
            }
            if item.isScrollView, let scrollView = view as? UIScrollView, let size = solvedContentSize(of: item),
               size != scrollView.contentSize {
                scrollView.markNeedsLayout()
            }
        }
    }

    /// The content size the constraints give a scroll view, when they fix it.
    ///
    /// Whether the constraints fix it is probed once per change of the constraints (probing
    /// costs a dual-simplex pass per variable); the values are read after every solve.
    func solvedContentSize(of item: LayoutItem) -> CGSize? {
        guard let width = item.contentWidth, let height = item.contentHeight else { return nil }
        let key = ObjectIdentifier(item)
        let determined: Bool
        if let cached = contentDetermined[key] {
            determined = cached
        } else {
            determined = !isUndetermined(width) && !isUndetermined(height)
            contentDetermined[key] = determined
        }
        guard determined else { return nil }
        return CGSize(width: max(0, width.value), height: max(0, height.value))
    }

    /// `rect` with its edges moved to the nearest pixel of the view's screen, as UIKit places
    /// Auto Layout frames. A negative solved size (constraints that squeeze a view past nothing)
    /// becomes zero at the solved origin; `rect` is read unstandardized, so such a frame never flips.
    func pixelAligned(_ rect: CGRect, for view: UIView) -> CGRect {
        Self.pixelAligned(rect, scale: pixelScale)
    }

    /// The scale of the root's screen (a window's, else the main screen's).
    var pixelScale: CGFloat {
        (root as? UIWindow)?.screen.scale ?? UIScreen.main.scale
    }

    /// `rect` aligned to the pixels of a screen of `scale` (see ``pixelAligned(_:for:)``).
    static func pixelAligned(_ rect: CGRect, scale: CGFloat) -> CGRect {
        let x = rect.origin.x, y = rect.origin.y
        let minX = align(x, scale), minY = align(y, scale)
        let maxX = align(x + max(0, rect.size.width), scale), maxY = align(y + max(0, rect.size.height), scale)
        return CGRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }

    /// `value` at the nearest pixel; a value that is not finite is 0.
    private static func align(_ value: CGFloat, _ scale: CGFloat) -> CGFloat {
        guard value.isFinite else { return 0 }
        return (value * scale).rounded() / scale
    }

    // MARK: Items

    /// The item of a view or guide, made (with its placement) on first use.
    func item(for object: AnyObject) -> LayoutItem {
        if let view = object as? UIView { return item(for: view) }
        if let existing = items[ObjectIdentifier(object)] { return existing }
        return makeItem(for: object, view: nil, guide: object as? UILayoutGuide)
    }

    /// The item of a view, made (with its placement) on first use.
    ///
    /// Outside a fitting engine the view keeps its item (``ViewLayout/engineItem``, which UIKit's
    /// layout reads anyway), found there by ``serial`` without hashing; ``items`` files a view's
    /// item only in a fitting engine, or when another engine's item took the view's place (see
    /// ``makeItem(for:view:guide:)``). A rebuild clears the places of the items it drops
    /// (``resetForRebuild()``), so an item a view holds with this engine's ``serial`` is current.
    func item(for view: UIView) -> LayoutItem {
        if let existing = view.layoutState?.engineItem, existing.engineSerial == serial { return existing }
        if !items.isEmpty, let existing = items[ObjectIdentifier(view)] { return existing }
        return makeItem(for: view, view: view, guide: nil)
    }

    /// The item of `object` if the engine made one (nil otherwise); makes nothing.
    func existingItem(for object: AnyObject) -> LayoutItem? {
        if let view = object as? UIView, let item = view.layoutState?.engineItem, item.engineSerial == serial {
            return item
        }
        return items[ObjectIdentifier(object)]
    }

    /// Makes the item of `object` (`view` or `guide`, when it is one) and files it: a view's
    /// item outside a fitting engine in the view's place, anything else in ``items``. An item of
    /// another engine that held the view's place (two engines over one view: a tree's engine
    /// before the rebuild that follows a move) is filed in that engine's ``items`` instead, so
    /// that engine still finds it.
    private func makeItem(for object: AnyObject, view: UIView?, guide: UILayoutGuide?) -> LayoutItem {
        let item = LayoutItem(view: view, guide: guide, name: LayoutItemName(of: (view as AnyObject?) ?? guide),
                              engineSerial: serial)
        item.engine = self
        if let view, fitting == nil {
            let layout = view.writableLayout
            if let displaced = layout.engineItem, let other = displaced.engine {
                other.items[ObjectIdentifier(view)] = displaced
            }
            layout.engineItem = item
        } else {
            items[ObjectIdentifier(object)] = item
        }
        if let guide, guide.kind != .plain { systemGuideItems.append(item) }
        itemOrder.append(item)
        if guide?.kind == .plain || (view != nil && !isFixed(view!)) {
            needsSolve = true
        }
        return item
    }

    /// Whether the engine takes the view's frame as given: the root, and views that translate
    /// their autoresizing mask into constraints.
    func isFixed(_ view: UIView) -> Bool {
        view === root || view.translatesAutoresizingMaskIntoConstraints
    }

    /// The solved rectangle of a plain guide or a view, if the engine has it.
    func solvedRect(of object: AnyObject) -> CGRect? {
        existingItem(for: object).map(\.rect)
    }
}
