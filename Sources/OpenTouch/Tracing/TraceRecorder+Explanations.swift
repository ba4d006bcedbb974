import Foundation

extension TraceRecorder {
    /// The account of every touch that went down while recording, in touch-down order: what
    /// `opentouch replay --explain`, `opentouch run --explain` and failure dumps print.
    public func explanations() -> [TouchExplanation] {
        entries.compactMap { entry -> TouchExplanation? in
            guard case .touchBegan(let touch, _, _) = entry.record else { return nil }
            return explain(touch)
        }
    }
}
