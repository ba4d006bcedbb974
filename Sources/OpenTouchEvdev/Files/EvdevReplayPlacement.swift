import Foundation

/// Where a raw device recording's touches land when it becomes a `DigitizerRecording`: the
/// screen, how the panel is mounted, and which of the device's protocols to read.
public struct EvdevReplayPlacement: Sendable, Hashable {
    /// The points per inch a recording's physical panel size is shown at when no screen is given
    /// (an iPhone's, 163).
    public static let pointsPerInch: Double = 163

    /// The screen size in points; nil for the panel's physical size at ``pointsPerInch`` when both
    /// position axes report a resolution, else one point per device unit (with a warning).
    public var screen: CGSize?
    /// How the panel is mounted on the screen.
    public var rotation: EvdevScreenMapping.Rotation
    /// Whether the panel is mirrored left to right.
    public var flipsHorizontally: Bool
    /// Whether the panel is mirrored top to bottom.
    public var flipsVertically: Bool
    /// Which of the device's protocols to decode.
    public var protocolSelection: EvdevProtocolSelection

    /// Creates a placement; the defaults keep the panel as it is, on its own size.
    public init(screen: CGSize? = nil, rotation: EvdevScreenMapping.Rotation = .none,
                flipsHorizontally: Bool = false, flipsVertically: Bool = false,
                protocolSelection: EvdevProtocolSelection = .automatic) {
        self.screen = screen
        self.rotation = rotation
        self.flipsHorizontally = flipsHorizontally
        self.flipsVertically = flipsVertically
        self.protocolSelection = protocolSelection
    }
}
