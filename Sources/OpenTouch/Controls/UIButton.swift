import Foundation

/// A control that performs an action when tapped: it sends ``UIControl/Event/touchUpInside``
/// and then ``UIControl/Event/primaryActionTriggered``.
///
/// A button keeps a superview's one-finger single-tap recognizer from taking its taps (its
/// ``gestureRecognizerShouldBegin(_:)`` says no), so the button fires and the recognizer fails;
/// double taps, other recognizers and recognizers attached to the button itself are not blocked.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The kinds of button UIKit offers; OpenTouch only stores the kind.
    public enum ButtonType: Int, Sendable, Hashable {
        /// No style.
        case custom = 0
        /// The system style.
        case system = 1
        /// A detail disclosure button.
        case detailDisclosure = 2
        /// A light info button.
        case infoLight = 3
        /// A dark info button.
        case infoDark = 4
        /// A contact add button.
        case contactAdd = 5
        /// A close button.
        case close = 7

        /// The rounded-rectangle style, now the system style.
        public static let roundedRect = ButtonType.system
    }

    /// The button's kind; ``ButtonType/custom`` for buttons made with ``init(frame:)``.
    public private(set) var buttonType: ButtonType = .custom
    /// Titles per exact state, as set with ``setTitle(_:for:)``.
    private var titles: [UInt: String] = [:]
    /// Title colours per exact state, as set with ``setTitleColor(_:for:)``.
    var titleColors = ControlStateTable<UIColor>()
    /// The label made by the first read of ``titleLabel``.
    var storedTitleLabel: UILabel?
    /// The image view made by the first read of ``imageView``.
    var storedImageView: UIImageView?
    /// Images per exact state, as set with ``setImage(_:for:)``.
    var images = ControlStateTable<UIImage>()

    /// Whether a tap toggles ``UIControl/isSelected`` (before the tap's actions are sent); false by
    /// default. With a ``menu`` shown as the primary action it makes a pop-up button instead: the
    /// menu's actions are one single selection, and the chosen one's title is the button's.
    open var changesSelectionAsPrimaryAction = false {
        didSet { updatePopUpSelection() }
    }
    /// Whether a pointer hovering the button gets an effect; false by default. Kept only: OpenTouch has no pointer.
    open var isPointerInteractionEnabled = false
    /// Space around the title and image (deprecated in iOS 15, still widely used); zero by default.
    /// Adds to ``intrinsicContentSize``; hit testing still uses the bounds.
    open var contentEdgeInsets: UIEdgeInsets = .zero
    /// Space around the title (deprecated in iOS 15); zero by default. Kept only.
    open var titleEdgeInsets: UIEdgeInsets = .zero
    /// Space around the image (deprecated in iOS 15); zero by default. Kept only.
    open var imageEdgeInsets: UIEdgeInsets = .zero

    /// Creates a custom button with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a custom button from an archive; nothing is decoded (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a button of the given kind, with a zero frame.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// Creates a button of the given kind whose `primaryAction` is registered for
    /// ``UIControl/Event/primaryActionTriggered``; the button takes the action's title and image.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { adoptPrimaryAction(primaryAction) }
    }

    override func adoptPrimaryAction(_ action: UIAction) {
        super.adoptPrimaryAction(action)
        setTitle(action.title, for: .normal)
        setImage(action.image, for: .normal)
    }

    override var sendsPrimaryActionOnTouchUpInside: Bool { true }

    override func willSendTouchUpInside() {
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
    }

    // MARK: Titles

    /// Sets the title shown in `state` (nil removes it, so the normal title shows).
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        invalidateIntrinsicContentSize()
    }

    /// The size of the title and image with the content insets: UIKit's 6-point padding above
    /// and below a title, (30, 34) for a button with neither (see `UIButton+Layout.swift`).
    open override var intrinsicContentSize: CGSize { buttonIntrinsicContentSize }

    override func baselineOffsetFromCenter(last: Bool) -> CGFloat? {
        guard let title = currentTitle, !title.isEmpty else { return nil }
        let font = storedTitleLabel?.font ?? UIButton.defaultTitleFont
        return font.ascender - font.lineHeight / 2
    }

    /// The title for `state`: the one set for exactly that state, else the normal title.
    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }

    /// The title for the button's current ``UIControl/state``: the configuration's title when the
    /// button has a ``configuration``.
    open var currentTitle: String? {
        if let configuration { return configuration.title }
        return title(for: state)
    }

    // MARK: Configuration

    /// The button's configuration (iOS 15); nil for buttons made the older way. Setting it runs
    /// ``updateConfiguration()``.
    open var configuration: Configuration? {
        didSet { if !isUpdatingConfiguration { setNeedsUpdateConfiguration() } }
    }

    /// Called when the button's state changes, to change ``configuration``.
    @preconcurrency open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Whether state changes update the configuration; true by default.
    open var automaticallyUpdatesConfiguration = true

    /// Runs ``configurationUpdateHandler``; override to change ``configuration`` by state and call `super`.
    open func updateConfiguration() {
        guard !isUpdatingConfiguration, configuration != nil || configurationUpdateHandler != nil else { return }
        isUpdatingConfiguration = true
        defer { isUpdatingConfiguration = false }
        configurationUpdateHandler?(self)
    }

    private var isUpdatingConfiguration = false
    /// Whether an update is waiting for the end of the event's delivery.
    var configurationUpdatePending = false
    /// Whether the button uses a configuration or an update handler.
    private var hasConfiguration: Bool { configuration != nil || configurationUpdateHandler != nil }

    /// Highlighting changes the configuration's state: it is updated.
    open override var isHighlighted: Bool {
        didSet { if oldValue != isHighlighted, automaticallyUpdatesConfiguration, hasConfiguration { setNeedsUpdateConfiguration() } }
    }

    /// Selection changes the configuration's state: it is updated.
    open override var isSelected: Bool {
        didSet { if oldValue != isSelected, automaticallyUpdatesConfiguration, hasConfiguration { setNeedsUpdateConfiguration() } }
    }

    /// Enabling changes the configuration's state: it is updated.
    open override var isEnabled: Bool {
        didSet { if oldValue != isEnabled, automaticallyUpdatesConfiguration, hasConfiguration { setNeedsUpdateConfiguration() } }
    }

    // MARK: Recognizers

    /// Buttons are accessibility elements with the `.button` trait (and `.notEnabled` when
    /// disabled), labelled by their current title, as in UIKit.
    override var defaultAccessibilityTraits: UIAccessibilityTraits {
        isEnabled ? .button : [.button, .notEnabled]
    }
    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityLabel: String? { currentTitle }

    /// False for a superview's one-finger single-tap recognizer while the button is enabled, and
    /// for the button's menu press while it is disabled.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if ControlGestureRules.blocksSingleTap(gestureRecognizer, on: self) { return false }
        if let allowed = menuPressMayBegin(gestureRecognizer) { return allowed }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// UIKit's description, with `opaque = NO` as UIKit prints it for buttons.
    open override var description: String {
        ControlGestureRules.insertingOpaqueField(into: super.description)
    }
}
