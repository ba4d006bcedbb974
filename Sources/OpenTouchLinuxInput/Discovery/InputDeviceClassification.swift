#if os(Linux)
import OpenTouchEvdev

/// Whether a device is a touchscreen OpenTouch can read, and the reason, in words.
///
/// The rules follow the kernel's multitouch documentation and udev's `input_id` builtin:
///
/// - A **touchscreen** has `INPUT_PROP_DIRECT` and either multitouch positions
///   (`ABS_MT_POSITION_X`/`_Y`, protocol B with `ABS_MT_SLOT`, else protocol A) or the
///   single-touch axes `ABS_X`/`ABS_Y` with `BTN_TOUCH`.
/// - A device that reports no `INPUT_PROP_DIRECT` but has `BTN_TOUCH`, absolute positions, no
///   `INPUT_PROP_POINTER`, no `BTN_TOOL_FINGER` and no pen tool is also taken as a touchscreen,
///   as udev does for panels from before input properties (older kernels and recordings).
/// - A **touchpad** has positions without `INPUT_PROP_DIRECT`, with `INPUT_PROP_POINTER` or
///   `BTN_TOOL_FINGER`; a **tablet** reports `BTN_TOOL_PEN` or `BTN_STYLUS` without multitouch.
///   Neither is a touchscreen: UIKit touches land on the screen where the finger is.
public struct InputDeviceClassification: Sendable, Hashable, CustomStringConvertible {
    /// The sort of device.
    public var kind: InputDeviceKind
    /// The protocol its touches are decoded in, for a touchscreen; nil otherwise.
    public var touchProtocol: EvdevTouchProtocol?
    /// Why the device was classified so, for example
    /// `"INPUT_PROP_DIRECT with multitouch slots (protocol B, 10 slots)"`.
    public var reason: String

    /// Whether OpenTouch reads the device as a touchscreen.
    public var isTouchscreen: Bool { kind == .touchscreen && touchProtocol != nil }

    /// Creates a classification from its parts.
    public init(kind: InputDeviceKind, touchProtocol: EvdevTouchProtocol? = nil, reason: String) {
        self.kind = kind
        self.touchProtocol = touchProtocol
        self.reason = reason
    }

    /// Classifies `device` by its properties, axes and keys.
    public init(_ device: EvdevDeviceDescription) {
        self = Self.classify(device)
    }

    /// `"touchscreen (…)"` or `"not a touchscreen: a touchpad (…)"`.
    public var description: String {
        isTouchscreen ? "touchscreen (\(reason))" : "not a touchscreen: \(reason)"
    }

    private static func classify(_ device: EvdevDeviceDescription) -> InputDeviceClassification {
        let key = EvdevEventType.key
        let hasTouchButton = device.supports(type: key, code: EvdevKeyCode.btnTouch)
        let hasPen = device.supports(type: key, code: EvdevKeyCode.btnToolPen)
            || device.supports(type: key, code: EvdevKeyCode.btnStylus)
        let hasFingerTool = device.supports(type: key, code: EvdevKeyCode.btnToolFinger)
        let hasPointerProperty = device.hasProperty(EvdevProperty.pointer)
        let multitouch = device.hasMultitouchAxes
        let singleTouch = device.hasSingleTouchAxes

        if device.hasProperty(EvdevProperty.accelerometer) {
            return InputDeviceClassification(kind: .other, reason: "an accelerometer (INPUT_PROP_ACCELEROMETER)")
        }
        guard multitouch || singleTouch else { return withoutPositions(device) }
        if hasPen && !multitouch {
            return InputDeviceClassification(kind: .tablet, reason: device.isDirect
                ? "a pen display (BTN_TOOL_PEN with INPUT_PROP_DIRECT); pens are not read as touches"
                : "a pen tablet (BTN_TOOL_PEN without INPUT_PROP_DIRECT)")
        }
        if device.isDirect {
            if let touchProtocol = device.touchProtocol(for: multitouch ? .multitouch : .singleTouch),
               multitouch || hasTouchButton {
                return InputDeviceClassification(
                    kind: .touchscreen, touchProtocol: touchProtocol,
                    reason: "INPUT_PROP_DIRECT with " + axesPhrase(device, touchProtocol))
            }
            return InputDeviceClassification(
                kind: .other, reason: "INPUT_PROP_DIRECT, but ABS_X/ABS_Y without BTN_TOUCH and no multitouch axes")
        }
        if hasPointerProperty || hasFingerTool {
            let evidence = hasPointerProperty ? "INPUT_PROP_POINTER" : "BTN_TOOL_FINGER"
            return InputDeviceClassification(
                kind: .touchpad,
                reason: "a touchpad (no INPUT_PROP_DIRECT, \(evidence)): it moves a pointer, it does not touch a screen")
        }
        if hasTouchButton, !hasPen, let touchProtocol = device.touchProtocol(for: .automatic) {
            return InputDeviceClassification(
                kind: .touchscreen, touchProtocol: touchProtocol,
                reason: "no INPUT_PROP_DIRECT reported, but BTN_TOUCH with " + axesPhrase(device, touchProtocol)
                    + " and no touchpad or pen tools: taken as a touchscreen, as udev does")
        }
        return InputDeviceClassification(
            kind: .other,
            reason: "absolute X/Y axes without BTN_TOUCH or INPUT_PROP_DIRECT (a joystick or similar)")
    }

    private static func withoutPositions(_ device: EvdevDeviceDescription) -> InputDeviceClassification {
        let rel = EvdevEventType.rel
        if device.supports(type: rel, code: 0) && device.supports(type: rel, code: 1) {
            return InputDeviceClassification(kind: .mouse, reason: "a mouse or pointing stick (REL_X/REL_Y, no absolute positions)")
        }
        let keys = device.eventCodes[EvdevEventType.key] ?? []
        if keys.contains(where: { $0 < 0x100 }) {
            return InputDeviceClassification(kind: .keyboard, reason: "a keyboard or buttons (keys, no position axes)")
        }
        if !keys.isEmpty {
            return InputDeviceClassification(kind: .other, reason: "buttons only, no position axes")
        }
        if device.supportsEventType(EvdevEventType.sw) {
            return InputDeviceClassification(kind: .other, reason: "switches (EV_SW), no position axes")
        }
        return InputDeviceClassification(kind: .other, reason: "no position axes (ABS_X/ABS_Y or ABS_MT_POSITION_X/Y)")
    }

    private static func axesPhrase(_ device: EvdevDeviceDescription, _ touchProtocol: EvdevTouchProtocol) -> String {
        switch touchProtocol {
        case .multitouchB:
            let slots = device.multitouchSlotCount ?? 0
            return "multitouch slots (protocol B, \(slots) slot\(slots == 1 ? "" : "s"))"
        case .multitouchA:
            return "multitouch positions without slots (protocol A)"
        case .singleTouch:
            return "ABS_X/ABS_Y and BTN_TOUCH (single touch)"
        }
    }
}
#endif
