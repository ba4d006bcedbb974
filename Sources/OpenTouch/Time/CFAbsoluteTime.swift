import Foundation

#if !canImport(ObjectiveC)
/// Seconds relative to the absolute reference date (1 January 2001, 00:00:00 UTC), as Core
/// Foundation names them.
public typealias CFAbsoluteTime = Double

/// The current absolute time, as Core Foundation's `CFAbsoluteTimeGetCurrent()`, from any thread.
///
/// Apps use it to time what happens between touch callbacks, so it follows the same clock as
/// `CACurrentMediaTime()`: while the most recently created application runs on a
/// ``VirtualClock``, it is that clock's ``VirtualClock/now`` (the differences between two
/// readings are the virtual time that passed, and the readings are the same in every run);
/// otherwise it is the system's time since the reference date, as on iOS. See
/// <doc:UIKitBehaviorChoices>.
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
    MediaTimeMirror.newest?.value ?? Date().timeIntervalSinceReferenceDate
}
#endif
