import Foundation

/// The presses a text control handled itself (arrows, shortcuts): their later phases stay with
/// it, while the other presses go on to ``UIResponder``.
@MainActor
final class HandledPresses {
    private var presses: [UIPress] = []

    /// Keeps the presses `handle` accepts and returns the others.
    func take(_ incoming: Set<UIPress>, handle: (UIKey) -> Bool) -> Set<UIPress> {
        var others = Set<UIPress>()
        for press in incoming.sorted(by: { $0.timestamp < $1.timestamp }) {
            if let key = press.key, handle(key) {
                presses.append(press)
            } else {
                others.insert(press)
            }
        }
        return others
    }

    /// The presses of `incoming` that were not kept.
    func others(_ incoming: Set<UIPress>) -> Set<UIPress> {
        incoming.filter { press in !presses.contains { $0 === press } }
    }

    /// Forgets the kept presses of `incoming` (they ended) and returns the others.
    func release(_ incoming: Set<UIPress>) -> Set<UIPress> {
        let others = others(incoming)
        presses.removeAll { kept in incoming.contains { $0 === kept } }
        return others
    }
}
