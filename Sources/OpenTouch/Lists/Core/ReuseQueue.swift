/// The views a list keeps for reuse, by reuse identifier, and how it makes new ones.
///
/// Tables and collection views register a class or a maker per identifier; `dequeue` returns a
/// waiting view (after its `prepareForReuse`) or makes one. Lookups are by key only, so no
/// decision depends on dictionary order.
@MainActor
struct ReuseQueue<View: UIView> {
    /// Makes a new view for a reuse identifier.
    typealias Maker = @MainActor (_ reuseIdentifier: String) -> View

    private var makers: [String: Maker] = [:]
    private var waiting: [String: [View]] = [:]
    /// The most views kept waiting per identifier; more are released.
    var limit = 32

    /// Registers how to make views for `identifier`; nil removes the registration.
    mutating func register(_ maker: Maker?, for identifier: String) {
        makers[identifier] = maker
        if maker == nil { waiting[identifier] = nil }
    }

    /// Whether `identifier` has a registration.
    func isRegistered(_ identifier: String) -> Bool {
        makers[identifier] != nil
    }

    /// A waiting view for `identifier` (its `prepare` run first), or nil when none waits.
    mutating func dequeueWaiting(_ identifier: String, prepare: (View) -> Void) -> View? {
        guard let view = waiting[identifier]?.popLast() else { return nil }
        prepare(view)
        return view
    }

    /// A waiting view for `identifier`, or a new one from its registration; nil when unregistered.
    mutating func dequeue(_ identifier: String, prepare: (View) -> Void) -> View? {
        if let view = dequeueWaiting(identifier, prepare: prepare) { return view }
        return makers[identifier]?(identifier)
    }

    /// Puts `view` back to wait for reuse under `identifier`.
    mutating func enqueue(_ view: View, identifier: String) {
        var list = waiting[identifier, default: []]
        guard list.count < limit, !list.contains(where: { $0 === view }) else { return }
        list.append(view)
        waiting[identifier] = list
    }

    /// The number of views waiting under `identifier`.
    func waitingCount(_ identifier: String) -> Int {
        waiting[identifier]?.count ?? 0
    }

    /// The number of views waiting under every identifier.
    var totalWaiting: Int {
        waiting.values.reduce(0) { $0 + $1.count }
    }

    /// Releases every waiting view.
    mutating func removeAllWaiting() {
        waiting.removeAll()
    }
}
