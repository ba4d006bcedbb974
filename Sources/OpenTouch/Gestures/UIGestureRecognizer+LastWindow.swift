import Foundation

// A recognizer records, on every event, the window its last centroid is in. It points at that
// window through an `UnownedReference`, not a weak reference: forming a weak reference gives the
// window a side table, after which every retain and release of the window takes the runtime's
// slow path. The window lists the recognizers pointing at it (`CentroidRecognizers`) and clears
// their pointers in its `deinit`; a recognizer leaves the list when it records another window or
// goes away, so the pointer never outlives the window.

extension UIGestureRecognizer {
    /// The window ``lastCentroid`` is in; nil before the first touch or once that window is gone.
    var lastWindow: UIWindow? { lastWindowReference.object }

    /// Records `window` as the one ``lastCentroid`` is in. When it is unchanged (every move of a
    /// gesture) this is one pointer comparison.
    @inline(__always)
    func recordLastWindow(_ window: UIWindow?) {
        guard !lastWindowReference.refers(to: window) else { return }
        switchLastWindow(to: window)
    }

    /// Records `window`, another window than the one recorded.
    private func switchLastWindow(to window: UIWindow?) {
        leaveLastWindow()
        window?.centroidRecognizers.add(self)
        lastWindowReference = UnownedReference(window)
    }

    /// Leaves the list of the window ``lastCentroid`` is in (the recognizer is going away, or
    /// records another window).
    func leaveLastWindow() {
        lastWindowReference.withObject { $0.centroidRecognizers.remove(self) }
    }
}

/// The recognizers whose ``UIGestureRecognizer/lastWindow`` is one window, kept by that window
/// so that its `deinit` can clear their pointers to it.
@MainActor
struct CentroidRecognizers {
    /// The recognizers, by identity. Only ever cleared as a whole, so their order does not matter.
    private var recognizers: [ObjectIdentifier: UnownedReference<UIGestureRecognizer>] = [:]

    /// Lists `recognizer`.
    mutating func add(_ recognizer: UIGestureRecognizer) {
        recognizers[ObjectIdentifier(recognizer)] = UnownedReference(recognizer)
    }

    /// Stops listing `recognizer`.
    mutating func remove(_ recognizer: UIGestureRecognizer) {
        recognizers[ObjectIdentifier(recognizer)] = nil
    }

    /// The window is going away: every listed recognizer's ``UIGestureRecognizer/lastWindow``
    /// becomes nil.
    mutating func windowWillGo() {
        for link in recognizers.values { link.object?.lastWindowReference = UnownedReference() }
        recognizers = [:]
    }
}
