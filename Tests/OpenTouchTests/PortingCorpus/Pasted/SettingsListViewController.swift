//
//  SettingsListViewController.swift
//
//  A grouped settings list inside a navigation controller: large title, a Done button,
//  rows that push a detail screen, and a switch row.
//

import OpenTouch

final class SettingsListViewController: UITableViewController {

    enum Row: String, CaseIterable {
        case account = "Account"
        case notifications = "Notifications"
        case privacy = "Privacy"
        case about = "About"
    }

    private let cellIdentifier = "SettingsCell"
    private(set) var syncEnabled = true
    var onDone: (() -> Void)?

    init() {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        navigationController?.navigationBar.prefersLargeTitles = true
        navigationItem.largeTitleDisplayMode = .always
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done,
                                                            target: self,
                                                            action: SettingsListViewController.doneTapped)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: cellIdentifier)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let selected = tableView.indexPathForSelectedRow {
            tableView.deselectRow(at: selected, animated: animated)
        }
    }

    func doneTapped() {
        onDone?()
        dismiss(animated: true)
    }

    func syncChanged(_ sender: UISwitch) {
        syncEnabled = sender.isOn
    }

    // MARK: - UITableViewDataSource

    override func numberOfSections(in tableView: UITableView) -> Int {
        2
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? Row.allCases.count : 1
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "General" : "Data"
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath)
        var content = cell.defaultContentConfiguration()
        if indexPath.section == 0 {
            let row = Row.allCases[indexPath.row]
            content.text = row.rawValue
            cell.accessoryType = .disclosureIndicator
            cell.accessoryView = nil
            cell.selectionStyle = .default
        } else {
            content.text = "iCloud Sync"
            let toggle = UISwitch()
            toggle.isOn = syncEnabled
            toggle.addTarget(self, action: SettingsListViewController.syncChanged(_:), for: .valueChanged)
            cell.accessoryView = toggle
            cell.selectionStyle = .none
        }
        cell.contentConfiguration = content
        return cell
    }

    // MARK: - UITableViewDelegate

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard indexPath.section == 0 else { return }
        let detail = SettingsDetailViewController(row: Row.allCases[indexPath.row])
        navigationController?.pushViewController(detail, animated: true)
    }
}

final class SettingsDetailViewController: UIViewController {
    let row: SettingsListViewController.Row

    private lazy var label: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = .preferredFont(forTextStyle: .body)
        label.textColor = .secondaryLabel
        label.numberOfLines = 0
        label.textAlignment = .center
        return label
    }()

    init(row: SettingsListViewController.Row) {
        self.row = row
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = row.rawValue
        navigationItem.largeTitleDisplayMode = .never
        label.text = "\(row.rawValue) settings"
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            label.leadingAnchor.constraint(greaterThanOrEqualTo: view.layoutMarginsGuide.leadingAnchor),
        ])
    }
}
