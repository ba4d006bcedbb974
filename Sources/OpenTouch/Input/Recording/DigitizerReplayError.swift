import Foundation

/// Why a recording could not be replayed.
public enum DigitizerReplayError: Error, Hashable, CustomStringConvertible {
    /// ``UIApplication/replay(_:settle:)`` needs an application on a ``VirtualClock``.
    case clockIsNotVirtual

    public var description: String {
        switch self {
        case .clockIsNotVirtual:
            "replay(_:settle:) needs an application on a VirtualClock; play a recording in real time with DigitizerPlayback"
        }
    }
}
