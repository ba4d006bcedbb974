import Foundation

/// The applications that run their display cycle after each timer of a clock fires, held weakly.
@MainActor
final class TimerObservers {
    private var applications: [WeakApplication] = []

    private struct WeakApplication {
        weak var application: UIApplication?
    }

    func add(_ application: UIApplication) {
        applications.removeAll { $0.application == nil }
        applications.append(WeakApplication(application: application))
    }

    /// A timer fired: each application lays out what the timer changed.
    func timerDidFire() {
        guard !applications.isEmpty else { return }
        for entry in applications { entry.application?.layoutWindowsIfNeeded() }
    }
}
