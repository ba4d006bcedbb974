//
//  RenamePromptViewController.swift
//
//  A list screen that renames items through an alert with a text field.
//

import UIKit

final class RenamePromptViewController: UITableViewController {

    private(set) var names = ["Groceries", "Work", "Travel"]
    private weak var saveAction: UIAlertAction?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Lists"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "list")
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add,
                                                            target: self,
                                                            action: RenamePromptViewController.addTapped)
    }

    func addTapped() {
        promptForName(title: "New List", initial: nil) { [weak self] name in
            guard let self = self else { return }
            self.names.append(name)
            self.tableView.insertRows(at: [IndexPath(row: self.names.count - 1, section: 0)], with: .automatic)
        }
    }

    private func promptForName(title: String, initial: String?, completion: @escaping (String) -> Void) {
        let alert = UIAlertController(title: title, message: "Enter a name", preferredStyle: .alert)
        alert.addTextField { textField in
            textField.placeholder = "Name"
            textField.text = initial
            textField.clearButtonMode = .whileEditing
            textField.autocapitalizationType = .words
            textField.addTarget(self, action: RenamePromptViewController.textChanged(_:), for: .editingChanged)
        }
        let save = UIAlertAction(title: "Save", style: .default) { [weak alert] _ in
            guard let text = alert?.textFields?.first?.text, !text.isEmpty else { return }
            completion(text)
        }
        save.isEnabled = !(initial ?? "").isEmpty
        saveAction = save
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(save)
        present(alert, animated: true)
    }

    func textChanged(_ textField: UITextField) {
        saveAction?.isEnabled = !(textField.text ?? "").trimmingCharacters(in: .whitespaces).isEmpty
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        names.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "list", for: indexPath)
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        promptForName(title: "Rename", initial: names[indexPath.row]) { [weak self] name in
            self?.names[indexPath.row] = name
            self?.tableView.reloadRows(at: [indexPath], with: .none)
        }
    }
}
