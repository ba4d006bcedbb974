/// How a device reports touches.
public enum EvdevTouchProtocol: String, Sendable, Hashable, CaseIterable {
    /// Multitouch protocol B: contacts live in slots selected with `ABS_MT_SLOT`; a contact
    /// begins with a tracking id ≥ 0 and ends with tracking id -1.
    case multitouchB
    /// Multitouch protocol A: every frame lists all contacts, each closed by `SYN_MT_REPORT`;
    /// contacts carry no identity unless the device sends `ABS_MT_TRACKING_ID`.
    case multitouchA
    /// The legacy single-touch axes `ABS_X`/`ABS_Y`, down while `BTN_TOUCH` is 1.
    case singleTouch
}

/// Which protocol ``EvdevTouchDecoder`` reads a device in.
public enum EvdevProtocolSelection: String, Sendable, Hashable, CaseIterable {
    /// Multitouch when the device has `ABS_MT_POSITION_X`/`_Y` (protocol B when it also has
    /// `ABS_MT_SLOT`), otherwise single touch.
    case automatic
    /// Multitouch (protocol B or A, as the device supports); nothing when it has no MT axes.
    case multitouch
    /// The legacy single-touch axes, ignoring any multitouch axes.
    case singleTouch
}
