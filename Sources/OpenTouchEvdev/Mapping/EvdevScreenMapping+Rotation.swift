extension EvdevScreenMapping {
    /// A clockwise rotation in quarter turns, from the device's axes to the screen's.
    ///
    /// With `.clockwise90`, the device's top edge becomes the screen's right edge: the device's
    /// X axis runs down the screen and its Y axis runs right to left.
    public enum Rotation: Int, Sendable, Hashable, CaseIterable {
        /// Device axes are screen axes.
        case none = 0
        /// A quarter turn clockwise.
        case clockwise90 = 90
        /// A half turn.
        case clockwise180 = 180
        /// Three quarter turns clockwise (a quarter turn counterclockwise).
        case clockwise270 = 270

        /// Creates a rotation from degrees; any multiple of 90 is accepted, others give nil.
        public init?(degrees: Int) {
            guard degrees % 90 == 0 else { return nil }
            let normalized = ((degrees % 360) + 360) % 360
            self.init(rawValue: normalized)
        }

        /// The rotation in degrees: 0, 90, 180 or 270.
        public var degrees: Int { rawValue }

        /// Whether the device's X axis feeds the screen's Y axis.
        var swapsAxes: Bool { self == .clockwise90 || self == .clockwise270 }

        /// Whether the screen's X grows as the source device axis shrinks.
        var mirrorsScreenX: Bool { self == .clockwise90 || self == .clockwise180 }

        /// Whether the screen's Y grows as the source device axis shrinks.
        var mirrorsScreenY: Bool { self == .clockwise180 || self == .clockwise270 }
    }
}
