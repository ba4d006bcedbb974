extension SDLWindowHost {
    /// Why ``SDLWindowHost/run(maxFrames:maxDuration:until:)`` returned.
    public enum StopReason: Sendable, Equatable {
        /// The window was closed, or SDL was asked to quit (the last window closed, SIGINT, SIGTERM).
        case closed
        /// The frame limit was reached.
        case frameLimit
        /// The time limit passed.
        case timeLimit
        /// The stop condition became true.
        case condition
        /// ``SDLWindowHost/requestStop()`` was called.
        case stopRequested
    }
}
