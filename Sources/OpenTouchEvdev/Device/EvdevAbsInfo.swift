/// One absolute axis's `struct input_absinfo`.
///
/// A device reports values from ``minimum`` to ``maximum`` inclusive. ``resolution`` is in units
/// per millimetre (units per radian for ``EvdevAbsoluteAxis/mtOrientation``); 0 means unknown.
public struct EvdevAbsInfo: Sendable, Hashable {
    /// The axis's current value when the device was described.
    public var value: Int32
    /// The smallest value the axis reports.
    public var minimum: Int32
    /// The largest value the axis reports.
    public var maximum: Int32
    /// The noise the kernel filters out.
    public var fuzz: Int32
    /// The dead zone around the centre (joysticks).
    public var flat: Int32
    /// Units per millimetre, or 0 when unknown.
    public var resolution: Int32

    /// Creates an axis description; all fields but the range default to 0.
    public init(
        value: Int32 = 0, minimum: Int32, maximum: Int32,
        fuzz: Int32 = 0, flat: Int32 = 0, resolution: Int32 = 0
    ) {
        self.value = value
        self.minimum = minimum
        self.maximum = maximum
        self.fuzz = fuzz
        self.flat = flat
        self.resolution = resolution
    }

    /// The number of distinct values, `maximum - minimum + 1`; 0 or less for an inverted range.
    public var span: Int64 {
        Int64(maximum) - Int64(minimum) + 1
    }

    /// Whether `maximum` is at least `minimum`.
    public var isValid: Bool { maximum >= minimum }

    /// `value` limited to `minimum...maximum` (an inverted range clamps to `minimum`).
    public func clamped(_ value: Int32) -> Int32 {
        guard isValid else { return minimum }
        return Swift.min(Swift.max(value, minimum), maximum)
    }
}
