extension EvdevDeviceDescription {
    /// Whether the device reports multitouch positions (`ABS_MT_POSITION_X` and `_Y`).
    public var hasMultitouchAxes: Bool {
        hasAxis(EvdevAbsoluteAxis.mtPositionX) && hasAxis(EvdevAbsoluteAxis.mtPositionY)
    }

    /// Whether the device uses multitouch slots (protocol B): it has `ABS_MT_SLOT` and MT positions.
    public var hasMultitouchSlots: Bool {
        hasMultitouchAxes && hasAxis(EvdevAbsoluteAxis.mtSlot)
    }

    /// Whether the device reports a single-touch position (`ABS_X` and `ABS_Y`).
    public var hasSingleTouchAxes: Bool {
        hasAxis(EvdevAbsoluteAxis.x) && hasAxis(EvdevAbsoluteAxis.y)
    }

    /// The number of slots, `ABS_MT_SLOT`'s maximum + 1, when the device has slots.
    ///
    /// Slots are numbered from 0, as the kernel numbers them; a description whose `ABS_MT_SLOT`
    /// range is inverted or starts above 0 still counts from 0 up to its maximum.
    public var multitouchSlotCount: Int? {
        guard hasMultitouchSlots, let info = absoluteAxis(EvdevAbsoluteAxis.mtSlot) else { return nil }
        return Int(max(info.maximum, -1)) + 1
    }

    /// Whether the device is a touchscreen (`INPUT_PROP_DIRECT`).
    public var isDirect: Bool {
        hasProperty(EvdevProperty.direct)
    }

    /// The touch protocol ``EvdevTouchDecoder`` uses for this device under `selection`, or nil
    /// when the device lacks the axes the selection needs.
    public func touchProtocol(for selection: EvdevProtocolSelection) -> EvdevTouchProtocol? {
        switch selection {
        case .automatic:
            return multitouchProtocol ?? (hasSingleTouchAxes ? .singleTouch : nil)
        case .multitouch:
            return multitouchProtocol
        case .singleTouch:
            return hasSingleTouchAxes ? .singleTouch : nil
        }
    }

    /// The protocols the device can be read in, multitouch first.
    public var supportedTouchProtocols: [EvdevTouchProtocol] {
        var protocols: [EvdevTouchProtocol] = []
        if let multitouch = multitouchProtocol { protocols.append(multitouch) }
        if hasSingleTouchAxes { protocols.append(.singleTouch) }
        return protocols
    }

    private var multitouchProtocol: EvdevTouchProtocol? {
        if hasMultitouchSlots { return .multitouchB }
        return hasMultitouchAxes ? .multitouchA : nil
    }

    private func hasAxis(_ code: UInt16) -> Bool {
        absoluteAxis(code) != nil
    }
}
