import Dispatch
import Foundation

/// Whether the caller runs on the main actor: on the main thread, or in a job of the main
/// dispatch queue (where the main actor runs its jobs, whichever thread drains it).
func isOnMainActor() -> Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: MainQueueMark.key) != nil
}

/// Marks the main dispatch queue so that ``isOnMainActor()`` can recognise its jobs.
private enum MainQueueMark {
    static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}
