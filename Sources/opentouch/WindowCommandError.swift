/// A failure the window command reports in one line.
struct WindowCommandError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
