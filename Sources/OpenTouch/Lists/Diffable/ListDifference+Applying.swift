import Foundation

extension ListDifference {
    /// Applies the difference to `old` as a table view's batch update does — deletes and
    /// moves-from at old positions, then inserts and moves-to at new positions in ascending
    /// order; inserted and reloaded sections come with all their items — taking the identities
    /// of inserted sections and items from `new`. Returns nil when
    /// a position is out of range (the difference does not fit `old`).
    func applied<S: Equatable, I>(to old: [(section: S, items: [I])], new: [(section: S, items: [I])]) -> [(section: S, items: [I])]? {
        var sections = old.map { (section: Optional($0.section), items: $0.items.map(Optional.some)) }
        // Item deletes and moves-from, at old paths.
        let moving = movedIdentities(in: old)
        let removals = (deletedItems + movedItems.map(\.from)).sorted()
        for path in removals {
            guard sections.indices.contains(path.section), sections[path.section].items.indices.contains(path.item) else { return nil }
            sections[path.section].items[path.item] = nil
        }
        for index in sections.indices { sections[index].items.removeAll { $0 == nil } }
        // Section deletes and moves-from, at old indexes.
        var carriedSections: [Int: (section: S?, items: [I?])] = [:]
        for move in movedSections {
            guard sections.indices.contains(move.from) else { return nil }
            carriedSections[move.to] = sections[move.from]
        }
        let sectionRemovals = Set(deletedSections + movedSections.map(\.from))
        sections = sections.enumerated().filter { !sectionRemovals.contains($0.offset) }.map(\.element)
        // Section inserts and moves-to, at new indexes.
        let inserts = (insertedSections + movedSections.map(\.to)).sorted()
        for index in inserts {
            guard index <= sections.count, new.indices.contains(index) else { return nil }
            sections.insert(carriedSections[index] ?? (new[index].section, new[index].items.map(Optional.some)), at: index)
        }
        // Item inserts and moves-to, at new paths.
        let movedTo = Dictionary(uniqueKeysWithValues: movedItems.map { ($0.to, moving[$0.from]) })
        for path in (insertedItems + movedItems.map(\.to)).sorted() {
            guard sections.indices.contains(path.section), path.item <= sections[path.section].items.count,
                  new.indices.contains(path.section), new[path.section].items.indices.contains(path.item) else { return nil }
            let item: I = movedTo[path].flatMap { $0 } ?? new[path.section].items[path.item]
            sections[path.section].items.insert(item, at: path.item)
        }
        // Reloaded sections take their new items.
        for index in reloadedSections {
            guard old.indices.contains(index), let position = sections.firstIndex(where: { $0.section == old[index].section }),
                  let source = new.firstIndex(where: { $0.section == old[index].section }) else { return nil }
            sections[position].items = new[source].items.map(Optional.some)
        }
        return sections.map { (section: $0.section!, items: $0.items.map { $0! }) }
    }

    /// The identities of moved items, by their old paths.
    private func movedIdentities<S, I>(in old: [(section: S, items: [I])]) -> [IndexPath: I] {
        var result: [IndexPath: I] = [:]
        for move in movedItems where old.indices.contains(move.from.section)
            && old[move.from.section].items.indices.contains(move.from.item) {
            result[move.from] = old[move.from.section].items[move.from.item]
        }
        return result
    }
}
