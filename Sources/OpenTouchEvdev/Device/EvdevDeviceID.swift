/// A device's `struct input_id`: bus type, vendor, product and version.
public struct EvdevDeviceID: Sendable, Hashable {
    /// The bus type (`BUS_USB` is 0x03, `BUS_I2C` 0x18, …).
    public var busType: UInt16
    /// The vendor id.
    public var vendor: UInt16
    /// The product id.
    public var product: UInt16
    /// The version.
    public var version: UInt16

    /// Creates an id from its four fields; all default to 0.
    public init(busType: UInt16 = 0, vendor: UInt16 = 0, product: UInt16 = 0, version: UInt16 = 0) {
        self.busType = busType
        self.vendor = vendor
        self.product = product
        self.version = version
    }
}
