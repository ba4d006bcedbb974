import Foundation

/// A back-pointer that neither retains its object nor pays for a weak reference: the engine's
/// only unretained references (a view's superview, a layer's view, a scene's application …).
///
/// The owner clears it before it goes away (a superview clears its subviews' pointers in its
/// `deinit`, an application its scenes'), so in a correct engine it never dangles. Release builds
/// trust that and read a plain pointer. Debug builds check it: every object stored is noted as
/// alive, with its class, until its owner type's `deinit` calls ``OwnerLiveness/ended(_:)``, and
/// reading a pointer to an object that ended, or to an address now held by an object of another
/// class, stops with the pointer's type instead of reading freed memory. (The check is by address,
/// so an address reused by a newer object of the same class passes.)
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

    /// The object, not retained, or nil when empty; checked in debug builds to be alive. For
    /// walks that must not retain what they pass (objects also weakly referenced, such as views,
    /// take the runtime's slow side-table path for every retain and release).
    var unmanaged: Unmanaged<Object>? {
        guard let raw else { return nil }
        #if DEBUG
        OwnerLiveness.check(raw.toOpaque(), Object.self)
        #endif
        return raw
    }

    /// Whether this refers to the object `object` stands for; reads no object.
    func refers(to object: Unmanaged<Object>) -> Bool {
        raw?.toOpaque() == object.toOpaque()
    }

    /// Whether this refers to no object; reads no object.
    var isEmpty: Bool { raw == nil }

    /// Whether this refers to `object` (both empty, or the same object); reads no object.
    func refers(to object: Object?) -> Bool {
        raw?.toOpaque() == object.map { Unmanaged.passUnretained($0).toOpaque() }
    }

    /// What `body` answers for the object, or nil when empty, without retaining the object
    /// (`object` hands out a retained reference). `body` must not keep the object. For objects
    /// that are also weakly referenced (an application), whose every retain and release takes
    /// the runtime's slow side-table path.
    func withObject<Result>(_ body: (Object) -> Result) -> Result? {
        guard let raw else { return nil }
        #if DEBUG
        OwnerLiveness.check(raw.toOpaque(), Object.self)
        #endif
        return raw._withUnsafeGuaranteedRef(body)
    }
}

/// The debug-build record of which objects stored in an ``UnownedReference`` are still alive.
///
/// An owner type (view, view controller, window scene, application) calls ``ended(_:)`` at the end
/// of its `deinit`, after it cleared the back-pointers to itself. The record belongs to the main
/// actor, as the engine's objects do (they are made, linked and released there), so it takes no
/// lock, which would also hide real races from ThreadSanitizer; a back-pointer used off the main
/// thread stops a debug build. Release builds keep nothing.
enum OwnerLiveness {
    #if DEBUG
    /// The class of each object stored in a back-pointer and not yet deinitialised, by address.
    @MainActor private static var alive: [UInt: AnyClass] = [:]

    /// Notes `object` as alive (stored in a back-pointer).
    static func began(_ object: AnyObject) {
        let address = UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
        let kind: AnyClass = type(of: object)
        MainActor.assumeIsolated { alive[address] = kind }
    }

    /// Stops when the object at `address` has ended, or is not an `Object`: a back-pointer
    /// outlived its owner.
    static func check<Object>(_ pointer: UnsafeMutableRawPointer, _ type: Object.Type) {
        let address = UInt(bitPattern: pointer)
        let isAlive = MainActor.assumeIsolated { alive[address].map { $0 is Object.Type } == true }
        precondition(isAlive,
                     "OpenTouch: an unowned back-pointer to a released \(type) was read (its owner did not clear it)")
    }
    #endif

    /// Records that `object` is going away; every later read of a back-pointer to it stops in
    /// debug builds. Call it last in the owner's `deinit`.
    static func ended(_ object: AnyObject) {
        #if DEBUG
        let address = UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
        MainActor.assumeIsolated { _ = alive.removeValue(forKey: address) }
        #endif
    }
}
