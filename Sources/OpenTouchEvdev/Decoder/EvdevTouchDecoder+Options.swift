import OpenTouch

extension EvdevTouchDecoder {
    /// How ``EvdevTouchDecoder`` reads a device.
    public struct Options: Sendable, Hashable {
        /// Which protocol to read: automatic, multitouch or the legacy single-touch axes.
        public var protocolSelection: EvdevProtocolSelection
        /// The `senderID` of every digitizer event produced.
        public var senderID: UInt64
        /// The touch type of every digitizer event produced.
        public var touchType: UITouch.TouchType
        /// The most slots (protocol B) or contacts per frame (protocol A) tracked; more are
        /// diagnosed and ignored.
        public var maximumContacts: Int
        /// The most diagnostics kept; later ones are only counted.
        public var maximumDiagnostics: Int

        /// Creates options; the defaults read the device automatically as a direct touchscreen.
        public init(
            protocolSelection: EvdevProtocolSelection = .automatic,
            senderID: UInt64 = 0,
            touchType: UITouch.TouchType = .direct,
            maximumContacts: Int = 64,
            maximumDiagnostics: Int = 1_000
        ) {
            self.protocolSelection = protocolSelection
            self.senderID = senderID
            self.touchType = touchType
            self.maximumContacts = maximumContacts
            self.maximumDiagnostics = maximumDiagnostics
        }
    }
}
