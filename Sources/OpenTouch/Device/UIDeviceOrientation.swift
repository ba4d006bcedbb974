import Foundation

/// The physical orientation of the device, with UIKit's raw values.
public enum UIDeviceOrientation: Int, Sendable, Hashable {
    /// Not known: orientation notifications are off, or the device cannot tell.
    case unknown = 0
    /// Upright, the home button (or bottom edge) down.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// On its side, the home button (or bottom edge) on the right.
    case landscapeLeft = 3
    /// On its side, the home button (or bottom edge) on the left.
    case landscapeRight = 4
    /// Flat, screen up.
    case faceUp = 5
    /// Flat, screen down.
    case faceDown = 6

    /// Whether the orientation is one of the two portrait ones.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is one of the two landscape ones.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device lies flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the orientation is portrait or landscape (an interface can take it).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
