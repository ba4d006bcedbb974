import Foundation

/// A view or layout guide in a ``LayoutEngine``: four solver variables for its rectangle, in the
/// coordinates of its superview's bounds (a guide: its owning view's bounds), and the solver
/// constraints the engine adds for it (its frame when it is fixed, its intrinsic size, a system
/// guide's placement).
@MainActor
final class LayoutItem {
    weak var view: UIView?
    weak var guide: UILayoutGuide?
    /// The engine the item belongs to.
    weak var engine: LayoutEngine?
    /// The ``LayoutEngine/serial`` of the engine that made the item.
    let engineSerial: UInt64
    let x: Cassowary.Variable
    let y: Cassowary.Variable
    let width: Cassowary.Variable
    let height: Cassowary.Variable
    /// A scroll view's content size, when its content edges or content guide are used.
    var contentWidth: Cassowary.Variable?
    var contentHeight: Cassowary.Variable?
    /// The constraints that fix the frame (a root, a view that translates its mask) or place a system guide.
    var placement: [Cassowary.Constraint] = []
    /// The values `placement` was made from; when they change the placement is made again.
    var placementKey: [CGFloat] = []
    var placementMade = false
    /// The placement is made and cannot change until the engine is rebuilt
    /// (``LayoutEngine/hasStaticPlacement(_:)``): walks before each solve skip the item.
    var placementIsStatic = false
    /// The content hugging and compression resistance constraints.
    /// Unchecked: read and written only by single statements of the engine's intrinsic-size
    /// code, never while another access is under way (checked, callgrind `layout-chain-10000`
    /// paid 0.38 M instructions for the 5,001 accesses of a rebuild's walk).
    @exclusivity(unchecked) var intrinsic: [Cassowary.Constraint] = []
    var needsIntrinsicUpdate = true
    /// The rectangle last found for a view placed by constraints, after pixel rounding.
    /// Unchecked: read and written only by single statements (``LayoutEngine/noteChangedFrames()``
    /// and `applyEngineFrames()`), never while another access is under way (checked, callgrind
    /// `layout-chain-10000` paid 0.76 M instructions for the 10,000 accesses after a solve).
    @exclusivity(unchecked) var solvedFrame: CGRect?
    /// Whether the view is a scroll view (whose content size the engine may set), known when the
    /// item is made so that walks over every item need no cast.
    let isScrollView: Bool

    /// An item with its variables named after `name` (formatted only when a name is read).
    init(view: UIView?, guide: UILayoutGuide?, name: LayoutItemName, engineSerial: UInt64) {
        self.engineSerial = engineSerial
        self.view = view
        self.guide = guide
        isScrollView = view is UIScrollView
        x = Cassowary.Variable(name.text + ".minX")
        y = Cassowary.Variable(name.text + ".minY")
        width = Cassowary.Variable(name.text + ".width")
        height = Cassowary.Variable(name.text + ".height")
    }

    /// The variables' current values as a rectangle.
    var rect: CGRect { CGRect(x: x.value, y: y.value, width: width.value, height: height.value) }
}
