//
//  FilterSheetViewController.swift
//
//  A filter panel shown as a resizable sheet: a small custom detent with the map still usable
//  behind it, medium and large, a grabber, and a list that scrolls instead of expanding.
//

import OpenTouch

protocol FilterSheetViewControllerDelegate: AnyObject {
    func filterSheet(_ sheet: FilterSheetViewController, didChangeRadius radius: Int)
}

final class FilterSheetViewController: UIViewController {

    weak var delegate: FilterSheetViewControllerDelegate?
    private(set) var radius = 5
    private(set) var detentChanges: [String] = []

    static let peekIdentifier = UISheetPresentationController.Detent.Identifier("peek")

    lazy var tableView: UITableView = {
        let tableView = UITableView(frame: .zero, style: .plain)
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "radius")
        return tableView
    }()

    lazy var expandButton: UIButton = {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Show all"
        let button = UIButton(configuration: configuration, primaryAction: UIAction { [weak self] _ in
            self?.expand()
        })
        button.translatesAutoresizingMaskIntoConstraints = false
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(expandButton)
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            expandButton.topAnchor.constraint(equalTo: view.topAnchor, constant: 24),
            expandButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            expandButton.heightAnchor.constraint(equalToConstant: 44),
            tableView.topAnchor.constraint(equalTo: expandButton.bottomAnchor, constant: 12),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    /// Configures the sheet before it is presented.
    func configureSheet() {
        modalPresentationStyle = .pageSheet
        if #available(iOS 15.0, *) {
            guard let sheet = sheetPresentationController else { return }
            if #available(iOS 16.0, *) {
                sheet.detents = [
                    .custom(identifier: Self.peekIdentifier) { context in
                        context.maximumDetentValue * 0.25
                    },
                    .medium(),
                    .large(),
                ]
                sheet.largestUndimmedDetentIdentifier = Self.peekIdentifier
                sheet.selectedDetentIdentifier = Self.peekIdentifier
            } else {
                sheet.detents = [.medium(), .large()]
                sheet.largestUndimmedDetentIdentifier = .medium
            }
            sheet.prefersGrabberVisible = true
            sheet.prefersScrollingExpandsWhenScrolledToEdge = false
            sheet.prefersEdgeAttachedInCompactHeight = true
            sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = true
            sheet.preferredCornerRadius = 16
            sheet.delegate = self
        }
    }

    func expand() {
        if #available(iOS 15.0, *) {
            sheetPresentationController?.animateChanges {
                sheetPresentationController?.selectedDetentIdentifier = .large
            }
        }
    }
}

extension FilterSheetViewController: UISheetPresentationControllerDelegate {
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        let identifier = sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "none"
        detentChanges.append(identifier)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        detentChanges.append("dismissed")
    }
}

extension FilterSheetViewController: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        20
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "radius", for: indexPath)
        let value = (indexPath.row + 1) * 5
        var content = cell.defaultContentConfiguration()
        content.text = "\(value) km"
        cell.contentConfiguration = content
        cell.accessoryType = value == radius ? .checkmark : .none
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        radius = (indexPath.row + 1) * 5
        tableView.reloadData()
        delegate?.filterSheet(self, didChangeRadius: radius)
    }
}
