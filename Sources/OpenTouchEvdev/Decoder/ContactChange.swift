/// What happened to one contact in a frame.
enum ContactChange: Sendable, Hashable {
    /// The contact touched down.
    case down(identity: Int, sample: ContactSample)
    /// The contact stayed down and some value changed.
    case moved(identity: Int, sample: ContactSample)
    /// The contact lifted; `sample` holds its last values.
    case up(identity: Int, sample: ContactSample)
}
