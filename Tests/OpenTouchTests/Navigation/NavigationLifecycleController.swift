import Foundation
import OpenTouch

/// A controller as an app writes one to watch its life cycle: every appearance and containment
/// callback goes to a shared ``CallLog`` as `"<name> viewWillAppear(true)"`, with the moving flags
/// where UIKit sets them (`"B viewWillAppear(true) movingTo"`).
@MainActor
final class NavigationLifecycleController: UIViewController {
    let name: String
    let log: CallLog

    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { fatalError("not archived") }

    private var moving: String {
        (isMovingToParent ? " movingTo" : "") + (isMovingFromParent ? " movingFrom" : "")
    }

    override func viewDidLoad() { super.viewDidLoad(); log.append("\(name) viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated); log.append("\(name) viewWillAppear(\(animated))\(moving)")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated); log.append("\(name) viewDidAppear(\(animated))\(moving)")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated); log.append("\(name) viewWillDisappear(\(animated))\(moving)")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated); log.append("\(name) viewDidDisappear(\(animated))\(moving)")
    }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent); log.append("\(name) willMove(\(parent == nil ? "nil" : "nav"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent); log.append("\(name) didMove(\(parent == nil ? "nil" : "nav"))")
    }
}

/// A navigation delegate that logs willShow/didShow to a ``CallLog``.
@MainActor
final class NavigationDelegateLog: UINavigationControllerDelegate {
    let log: CallLog
    init(_ log: CallLog) { self.log = log }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        log.append("willShow \(viewController.title ?? "?")")
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        log.append("didShow \(viewController.title ?? "?")")
    }
}
