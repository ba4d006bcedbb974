import Foundation

/// The did-notifications of a slide, waiting for its end.
struct PendingKeyboardChange {
    let showing: Bool
    let userInfo: [AnyHashable: Any]
    let screen: UIScreen
    let timer: ScheduledTimer
}

extension SoftwareKeyboard {
    /// Slides the keyboard from `begin` to `end` (screen coordinates) over
    /// ``SoftwareKeyboardMetrics/animationDuration`` on the application's clock, posting UIKit's
    /// notifications: will-change-frame then will-show (or will-hide) at once, inside the
    /// slide's animation block (so layout changes their observers make animate with the
    /// keyboard, as in UIKit), and did-change-frame then did-show (or did-hide) when it ends.
    /// A slide that starts before the previous one ended posts the previous one's
    /// did-notifications first.
    func slide(from begin: CGRect, to end: CGRect, showing: Bool, screen: UIScreen) {
        postPendingCompletion()
        interactiveOffset = 0
        frame = showing ? end : nil
        let info = Self.userInfo(begin: begin, end: end)
        let curve = UIView.AnimationOptions(rawValue: SoftwareKeyboardMetrics.animationCurveRawValue << 16)
        window?.host.frame = begin
        UIView.animate(withDuration: SoftwareKeyboardMetrics.animationDuration, delay: 0,
                       options: [.allowUserInteraction, curve]) {
            self.window?.host.frame = end
            self.post(UIResponder.keyboardWillChangeFrameNotification, info, screen)
            self.post(showing ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification,
                      info, screen)
            self.layOutKeyboardGuides()
        }
        scheduleCompletion(showing: showing, info: info, screen: screen)
    }

    private func scheduleCompletion(showing: Bool, info: [AnyHashable: Any], screen: UIScreen) {
        guard let clock = application?.clock else { return }
        let timer = clock.schedule(after: SoftwareKeyboardMetrics.animationDuration) { [weak self] in
            self?.postPendingCompletion()
        }
        pendingCompletion = PendingKeyboardChange(showing: showing, userInfo: info, screen: screen, timer: timer)
    }

    /// Posts the did-notifications of the slide under way, if any, and ends it.
    func postPendingCompletion() {
        guard let pending = pendingCompletion else { return }
        pendingCompletion = nil
        pending.timer.cancel()
        post(UIResponder.keyboardDidChangeFrameNotification, pending.userInfo, pending.screen)
        post(pending.showing ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification,
             pending.userInfo, pending.screen)
        if !pending.showing, frame == nil { finishHiding() }
    }

    private func post(_ name: Notification.Name, _ info: [AnyHashable: Any], _ screen: UIScreen) {
        NotificationCenter.default.post(name: name, object: screen, userInfo: info)
    }

    /// UIKit's userInfo: frames and centers as `NSValue`s in screen coordinates, the duration,
    /// the curve (7) and `isLocal` as `NSNumber`s.
    static func userInfo(begin: CGRect, end: CGRect) -> [AnyHashable: Any] {
        [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(rect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(rect: end),
            UIResponder.keyboardCenterBeginUserInfoKey: NSValue(point: CGPoint(x: begin.midX, y: begin.midY)),
            UIResponder.keyboardCenterEndUserInfoKey: NSValue(point: CGPoint(x: end.midX, y: end.midY)),
            UIResponder.keyboardBoundsUserInfoKey: NSValue(rect: CGRect(origin: .zero, size: end.size)),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: SoftwareKeyboardMetrics.animationDuration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: SoftwareKeyboardMetrics.animationCurveRawValue),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
    }

    /// Lays out again every view of the application's windows that has a keyboard layout guide,
    /// so that constraints to the guide follow the keyboard (inside the slide's animation block,
    /// their views animate with it).
    func layOutKeyboardGuides() {
        guard let application else { return }
        for window in application.windows where !(window is UIRemoteKeyboardWindow) {
            var owners: [UIView] = []
            collectGuideOwners(in: window, into: &owners)
            guard !owners.isEmpty else { continue }
            for owner in owners {
                owner.setNeedsLayout()
                owner.treeEngine?.setNeedsSolve()
            }
            window.layoutIfNeeded()
        }
    }

    private func collectGuideOwners(in view: UIView, into owners: inout [UIView]) {
        if view.layoutGuides.contains(where: { $0 is UIKeyboardLayoutGuide }) { owners.append(view) }
        for subview in view.subviews { collectGuideOwners(in: subview, into: &owners) }
    }
}
