import Foundation

/// A back-pointer that neither retains its object nor pays for a weak reference: the engine's
/// only unretained references (a view's superview, a layer's view, a scene's application …).
///
/// The owner clears it before it goes away (a superview clears its subviews' pointers in its
/// `deinit`, an application its scenes'), so in a correct engine it never dangles. Release builds
/// trust that and read a plain pointer. Debug builds check it: every object stored is noted as
/// alive until its owner type's `deinit` calls ``OwnerLiveness/ended(_:)``, and reading a pointer
/// to an object that ended stops with the type and the property instead of reading freed memory.
/// (The check is by address, so an address reused by a newer object of the same kind passes.)
struct UnownedReference<Object: AnyObject> {
    private var raw: Unmanaged<Object>?

    /// A reference to `object`, or an empty one.
    init(_ object: Object? = nil) {
        raw = object.map { Unmanaged.passUnretained($0) }
        #if DEBUG
        if let object { OwnerLiveness.began(object) }
        #endif
    }

    /// The object; checked in debug builds to be alive.
    var object: Object? {
        get {
            guard let raw else { return nil }
            #if DEBUG
            OwnerLiveness.check(raw.toOpaque(), Object.self)
            #endif
            return raw.takeUnretainedValue()
        }
        set { self = UnownedReference(newValue) }
    }

    /// Whether it points at `object`, without reading the object (safe inside `object`'s own
    /// `deinit`, where the owner clears the pointers to it).
    func refers(to object: AnyObject) -> Bool {
        raw?.toOpaque() == Unmanaged.passUnretained(object).toOpaque()
    }
}

/// The debug-build record of which objects stored in an ``UnownedReference`` are still alive.
///
/// An owner type (view, view controller, window scene, application) calls ``ended(_:)`` at the end
/// of its `deinit`, after it cleared the back-pointers to itself. Release builds keep nothing.
enum OwnerLiveness {
    #if DEBUG
    /// The addresses of objects stored in a back-pointer and not yet deinitialised.
    private static let alive = LockedState<Set<UnsafeMutableRawPointer>>([])

    /// Notes `object` as alive (stored in a back-pointer).
    static func began(_ object: AnyObject) {
        let address = Unmanaged.passUnretained(object).toOpaque()
        alive.withLock { _ = $0.insert(address) }
    }

    /// Stops when the object at `address` has ended: a back-pointer outlived its owner.
    static func check<Object>(_ address: UnsafeMutableRawPointer, _ type: Object.Type) {
        let isAlive = alive.withLock { $0.contains(address) }
        precondition(isAlive, "OpenTouch: an unowned back-pointer to a released \(type) was read (its owner did not clear it)")
    }
    #endif

    /// Records that `object` is going away; every later read of a back-pointer to it stops in
    /// debug builds. Call it last in the owner's `deinit`.
    static func ended(_ object: AnyObject) {
        #if DEBUG
        let address = Unmanaged.passUnretained(object).toOpaque()
        alive.withLock { _ = $0.remove(address) }
        #endif
    }
}
