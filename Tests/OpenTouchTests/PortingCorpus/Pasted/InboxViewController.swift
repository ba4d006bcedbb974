//
//  InboxViewController.swift
//
//  A message list with pull-to-refresh, swipe actions and a context menu per row.
//

import OpenTouch

struct InboxMessage: Hashable {
    let id: Int
    var sender: String
    var subject: String
    var isRead: Bool
    var isFlagged: Bool
}

final class InboxViewController: UIViewController {

    private(set) var messages: [InboxMessage]
    private(set) var refreshCount = 0
    private(set) var openedMessages: [Int] = []
    var loadDelay: TimeInterval = 1.0
    var fetchNewMessages: () -> [InboxMessage] = { [] }

    lazy var tableView: UITableView = {
        let tableView = UITableView(frame: .zero, style: .plain)
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.rowHeight = 64
        return tableView
    }()

    private lazy var refreshControl: UIRefreshControl = {
        let control = UIRefreshControl()
        control.tintColor = .systemBlue
        control.attributedTitle = NSAttributedString(string: "Checking for mail…",
                                                     attributes: [.foregroundColor: UIColor.secondaryLabel])
        control.addTarget(self, action: InboxViewController.handleRefresh(_:), for: .valueChanged)
        return control
    }()

    private static let reuseIdentifier = "MessageCell"

    init(messages: [InboxMessage]) {
        self.messages = messages
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        view.backgroundColor = .systemBackground
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        if #available(iOS 10.0, *) {
            tableView.refreshControl = refreshControl
        } else {
            tableView.addSubview(refreshControl)
        }
    }

    func handleRefresh(_ sender: UIRefreshControl) {
        refreshCount += 1
        DispatchQueue.main.asyncAfter(deadline: .now() + loadDelay) { [weak self] in
            guard let self = self else { return }
            let fresh = self.fetchNewMessages()
            self.messages.insert(contentsOf: fresh, at: 0)
            self.tableView.reloadData()
            sender.endRefreshing()
        }
    }

    private func toggleRead(at indexPath: IndexPath) {
        messages[indexPath.row].isRead.toggle()
        tableView.reloadRows(at: [indexPath], with: .automatic)
    }

    private func delete(at indexPath: IndexPath) {
        messages.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
}

extension InboxViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: indexPath)
        let message = messages[indexPath.row]
        var content = UIListContentConfiguration.subtitleCell()
        content.text = message.sender
        content.secondaryText = message.subject
        content.textProperties.font = message.isRead ? .systemFont(ofSize: 16) : .boldSystemFont(ofSize: 16)
        content.image = message.isFlagged ? UIImage(systemName: "flag.fill") : nil
        cell.contentConfiguration = content
        return cell
    }
}

extension InboxViewController: UITableViewDelegate {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        openedMessages.append(messages[indexPath.row].id)
        if !messages[indexPath.row].isRead {
            toggleRead(at: indexPath)
        }
    }

    func tableView(_ tableView: UITableView,
                   trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            self?.delete(at: indexPath)
            completion(true)
        }
        delete.image = UIImage(systemName: "trash")
        let configuration = UISwipeActionsConfiguration(actions: [delete])
        configuration.performsFirstActionWithFullSwipe = true
        return configuration
    }

    func tableView(_ tableView: UITableView,
                   contextMenuConfigurationForRowAt indexPath: IndexPath,
                   point: CGPoint) -> UIContextMenuConfiguration? {
        let message = messages[indexPath.row]
        return UIContextMenuConfiguration(identifier: NSNumber(value: message.id), previewProvider: nil) { [weak self] _ in
            let read = UIAction(title: message.isRead ? "Mark as Unread" : "Mark as Read",
                                image: UIImage(systemName: message.isRead ? "envelope.badge" : "envelope.open")) { _ in
                self?.toggleRead(at: indexPath)
            }
            let flag = UIAction(title: "Flag", image: UIImage(systemName: "flag"),
                                state: message.isFlagged ? .on : .off) { _ in
                self?.messages[indexPath.row].isFlagged.toggle()
                self?.tableView.reloadRows(at: [indexPath], with: .none)
            }
            let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"),
                                  attributes: .destructive) { _ in
                self?.delete(at: indexPath)
            }
            let manage = UIMenu(title: "", options: .displayInline, children: [read, flag])
            return UIMenu(title: message.subject, children: [manage, delete])
        }
    }
}
