/// Hands out finger identities: 1, 2, 3, … in the order contacts begin, never reused.
struct IdentitySource: Sendable {
    private var next = 1

    /// A fresh identity.
    mutating func make() -> Int {
        defer { next = next == Int.max ? 1 : next + 1 }
        return next
    }
}
