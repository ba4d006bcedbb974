import Foundation
import Testing
import OpenTouch
import OpenTouchTesting

@MainActor
@Suite("Porting corpus: pasted navigation, sheet, refresh, menu and pager screens, driven with fingers", .tags(.pastedCode))
struct PCNavigationPresentationTests {
    @Test("SettingsListViewController: presented in a navigation controller, a row pushes its detail, Back pops, Done dismisses")
    func settingsPushAndDismiss() throws {
        let root = UIViewController()
        let scene = TestScene(controller: root)
        let settings = SettingsListViewController()
        var doneCount = 0
        settings.onDone = { doneCount += 1 }
        let navigation = UINavigationController(rootViewController: settings)
        root.present(navigation, animated: true)
        scene.driver.wait(1)
        #expect(root.presentedViewController === navigation)

        try scene.driver.tap(.text("Privacy"))
        scene.driver.wait(1)
        let detail = try #require(navigation.topViewController as? SettingsDetailViewController)
        #expect(detail.row == .privacy)
        #expect(scene.driver.all(.text("Privacy settings")).count == 1)

        try scene.driver.tap(.text("Settings"))      // the back button reads the previous title
        scene.driver.wait(1)
        #expect(navigation.viewControllers.count == 1)

        try scene.driver.tap(.type(UISwitch.self))
        #expect(!settings.syncEnabled)

        try scene.driver.tap(.text("Done"))
        scene.driver.wait(1)
        #expect(doneCount == 1)
        #expect(root.presentedViewController == nil)
    }

    @Test("FilterSheetViewController: rests at its custom peek detent with the screen behind usable; Show all expands; a drag settles on medium")
    func filterSheetDetents() throws {
        let root = UIViewController()
        let scene = TestScene(controller: root)
        var behindTaps = 0
        let behind = UIButton(type: .system)
        behind.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
        behind.setTitle("Recenter", for: .normal)
        behind.addAction(UIAction { _ in behindTaps += 1 }, for: .touchUpInside)
        root.view.addSubview(behind)

        let filter = FilterSheetViewController()
        filter.configureSheet()
        root.present(filter, animated: true)
        scene.driver.wait(1)
        let sheet = try #require(filter.sheetPresentationController)
        #expect(sheet.selectedDetentIdentifier == FilterSheetViewController.peekIdentifier)
        let peekTop = filter.view.convert(CGPoint.zero, to: nil).y
        #expect(peekTop > 450 && peekTop < 550, "a quarter of the largest height: \(peekTop)")

        try scene.driver.tap(.text("Recenter"))      // undimmed at the peek detent: the map still takes taps
        #expect(behindTaps == 1)

        try scene.driver.tap(.text("Show all"))
        scene.driver.wait(1)
        #expect(sheet.selectedDetentIdentifier == .large)
        #expect(isClose(filter.view.convert(CGPoint.zero, to: nil).y, 10))
        #expect(filter.detentChanges.isEmpty, "a change made in code does not tell the delegate")

        try scene.driver.tap(.text("15 km"))
        #expect(filter.radius == 15)

        scene.driver.drag(from: CGPoint(x: 300, y: 20), to: CGPoint(x: 300, y: 330), duration: 0.5, steps: 12)
        scene.driver.wait(1)
        #expect(sheet.selectedDetentIdentifier == .medium)
        #expect(filter.detentChanges == ["com.apple.UIKit.medium"])
    }

    @Test("InboxViewController: a pull past the threshold refreshes; a long press's Delete removes the row")
    func inboxRefreshAndMenu() throws {
        let messages = (1...8).map { InboxMessage(id: $0, sender: "Sender \($0)", subject: "Subject \($0)", isRead: false, isFlagged: false) }
        let inbox = InboxViewController(messages: messages)
        let scene = TestScene(controller: inbox)
        scene.window.layoutIfNeeded()

        scene.driver.drag(from: CGPoint(x: 187, y: 120), to: CGPoint(x: 187, y: 520), duration: 0.6, steps: 30)
        #expect(inbox.refreshCount == 1)
        #expect(inbox.tableView.refreshControl?.isRefreshing == true)
        scene.driver.wait(2)

        try scene.driver.longPress(.text("Sender 3"))
        try scene.driver.tap(.label("Mark as Read"))
        #expect(inbox.messages[2].isRead)
        try scene.driver.longPress(.text("Sender 3"))
        try scene.driver.tap(.label("Delete"))
        #expect(inbox.messages.map(\.id) == [1, 2, 4, 5, 6, 7, 8])
        scene.driver.wait(1)                          // the row's removal animates

        try scene.driver.tap(.text("Sender 5"))
        #expect(inbox.openedMessages == [5])
    }

    @Test("WelcomePagesViewController: a swipe turns the page and moves the dots; Continue goes on; Get Started finishes")
    func welcomePages() throws {
        let welcome = WelcomePagesViewController(headlines: ["Welcome", "Sync everywhere", "You're set"])
        var finished = 0
        welcome.onFinish = { finished += 1 }
        let scene = TestScene(controller: welcome)
        scene.window.layoutIfNeeded()

        scene.driver.drag(from: CGPoint(x: 320, y: 250), to: CGPoint(x: 60, y: 250), duration: 0.15, steps: 6)
        scene.driver.wait(2)
        #expect(welcome.currentIndex == 1)
        #expect(welcome.pageControl.currentPage == 1)

        #expect(welcome.continueButton.title(for: .normal) == "Continue")
        try scene.driver.tap(.view(welcome.continueButton))
        scene.driver.wait(2)
        #expect(welcome.currentIndex == 2)
        #expect(welcome.pageControl.currentPage == 2)
        #expect(finished == 0)

        #expect(welcome.continueButton.title(for: .normal) == "Get Started")
        try scene.driver.tap(.view(welcome.continueButton))
        #expect(finished == 1)
    }
}
