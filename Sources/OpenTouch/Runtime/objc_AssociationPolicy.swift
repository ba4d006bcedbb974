#if !canImport(ObjectiveC)
/// How an associated object is held by its owner, with the Objective-C runtime's raw values.
///
/// OpenTouch holds every policy under one lock, so the atomic and nonatomic variants behave
/// alike. ``OBJC_ASSOCIATION_ASSIGN`` holds an object weakly: where the Objective-C runtime
/// would leave a dangling pointer, ``objc_getAssociatedObject(_:_:)`` answers nil.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// Not retained: a weak reference to an object (a value is stored as is).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// Retained.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// Copied with `NSCopying` when the value adopts it, else retained.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// Retained (atomically in the Objective-C runtime).
    case OBJC_ASSOCIATION_RETAIN = 769
    /// Copied (atomically in the Objective-C runtime).
    case OBJC_ASSOCIATION_COPY = 771
}
#endif
