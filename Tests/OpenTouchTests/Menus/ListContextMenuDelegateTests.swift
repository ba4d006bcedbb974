import Foundation
import OpenTouch
import OpenTouchTesting
import Testing

/// An Xcode-template table controller with a context menu per row, overriding the delegate's
/// context-menu methods as a UIKit app does, logging each call.
@MainActor
private final class MailboxController: UITableViewController {
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "Mail \(indexPath.row)"
        return cell
    }
    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                            point: CGPoint) -> UIContextMenuConfiguration? {
        log.append("configuration \(indexPath.row)")
        return UIContextMenuConfiguration(identifier: indexPath as NSIndexPath, previewProvider: nil) { [weak self] _ in
            UIMenu(children: [UIAction(title: "Archive") { _ in self?.log.append("archive \(indexPath.row)") }])
        }
    }
    override func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                            animator: (any UIContextMenuInteractionAnimating)?) {
        log.append("willDisplay \((configuration.identifier as? NSIndexPath)?.row ?? -1)")
    }
    override func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                            animator: (any UIContextMenuInteractionAnimating)?) {
        log.append("willEnd")
        animator?.addCompletion { [weak self] in self?.log.append("ended") }
    }
    override func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                            animator: any UIContextMenuInteractionCommitAnimating) {
        log.append("commit \((configuration.identifier as? NSIndexPath)?.row ?? -1)")
    }
}

@MainActor
@Suite("Menus: the table delegate's context-menu methods")
struct ListContextMenuDelegateTests {
    @Test("a table controller's overrides see the menu appear, a choice end it, and a tap on the preview commit it")
    func controllerOverrides() throws {
        let controller = MailboxController(style: .plain)
        let ct = TestScene(controller: controller)
        ct.window.layoutIfNeeded()
        try ct.driver.longPress(.text("Mail 3"))
        #expect(controller.log == ["configuration 3", "willDisplay 3"])
        try ct.driver.tap(.label("Archive"))
        #expect(controller.log == ["configuration 3", "willDisplay 3", "willEnd", "ended", "archive 3"])

        controller.log.removeAll()
        try ct.driver.longPress(.text("Mail 5"))
        let preview = try #require(ct.driver.all(.text("Mail 5")).last)
        ct.driver.tap(preview)
        #expect(controller.log == ["configuration 5", "willDisplay 5", "commit 5", "willEnd", "ended"])
    }
}

@MainActor
@Suite("NSIndexPath: UIKit's row, item and section")
struct NSIndexPathUIKitTests {
    @Test("an IndexPath bridged to NSIndexPath keeps its section and row, as a configuration identifier does")
    func bridged() {
        let path = IndexPath(row: 4, section: 2) as NSIndexPath
        #expect(path.section == 2 && path.row == 4 && path.item == 4)
        #expect(NSIndexPath(item: 7, section: 1) as IndexPath == IndexPath(item: 7, section: 1))
    }
}
