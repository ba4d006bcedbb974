// A bottom toolbar pinned to the safe area, with an overlay button floating above it.
import UIKit

final class ToolbarViewController: UIViewController {
    let toolbar = UIView()
    let shareButton = UIButton(type: .system)
    let deleteButton = UIButton(type: .system)
    let composeButton = UIButton(type: .custom)
    private(set) var actions: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        toolbar.backgroundColor = .systemGray6
        toolbar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(toolbar)

        shareButton.setTitle("Share", for: .normal)
        deleteButton.setTitle("Delete", for: .normal)
        composeButton.setTitle("+", for: .normal)
        shareButton.addTarget(self, action: ToolbarViewController.share, for: .touchUpInside)
        deleteButton.addTarget(self, action: ToolbarViewController.delete, for: .touchUpInside)
        composeButton.addTarget(self, action: ToolbarViewController.compose, for: .touchUpInside)

        for button in [shareButton, deleteButton] {
            button.translatesAutoresizingMaskIntoConstraints = false
            toolbar.addSubview(button)
        }
        composeButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(composeButton)

        NSLayoutConstraint.activate([
            toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            toolbar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            toolbar.heightAnchor.constraint(equalToConstant: 49),

            shareButton.leadingAnchor.constraint(equalTo: toolbar.layoutMarginsGuide.leadingAnchor),
            shareButton.centerYAnchor.constraint(equalTo: toolbar.centerYAnchor),
            deleteButton.trailingAnchor.constraint(equalTo: toolbar.layoutMarginsGuide.trailingAnchor),
            deleteButton.centerYAnchor.constraint(equalTo: toolbar.centerYAnchor),

            composeButton.widthAnchor.constraint(equalToConstant: 56),
            composeButton.heightAnchor.constraint(equalTo: composeButton.widthAnchor),
            composeButton.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
            composeButton.bottomAnchor.constraint(equalTo: toolbar.topAnchor, constant: -16),
        ])
    }

    private func share(_ sender: UIButton) { actions.append("share") }
    private func delete(_ sender: UIButton) { actions.append("delete") }
    private func compose(_ sender: UIButton) { actions.append("compose") }
}
