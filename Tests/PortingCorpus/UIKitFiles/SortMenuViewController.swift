//
//  SortMenuViewController.swift
//
//  A list screen whose bar buttons open menus: a sort menu with a checkmarked option, a
//  "More" menu whose folders load lazily, and a pop-up filter button.
//

import UIKit

final class SortMenuViewController: UIViewController {

    enum SortOrder: String, CaseIterable {
        case newest = "Newest"
        case oldest = "Oldest"
        case title = "Title"
    }

    private(set) var sortOrder: SortOrder = .newest {
        didSet { updateSortMenu() }
    }
    private(set) var folderLoads = 0
    private(set) var movedTo: String?
    private(set) var filter = "All"
    var loadFolders: (@escaping ([String]) -> Void) -> Void = { completion in
        DispatchQueue.main.async { completion(["Archive", "Later"]) }
    }

    private lazy var sortItem = UIBarButtonItem(title: "Sort", image: UIImage(systemName: "arrow.up.arrow.down"),
                                                primaryAction: nil, menu: makeSortMenu())

    lazy var filterButton: UIButton = {
        let button = UIButton(type: .system)
        button.translatesAutoresizingMaskIntoConstraints = false
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        let handler: UIActionHandler = { [weak self] action in
            self?.filter = action.title
        }
        button.menu = UIMenu(children: [
            UIAction(title: "All", state: .on, handler: handler),
            UIAction(title: "Unread", handler: handler),
            UIAction(title: "Starred", handler: handler),
        ])
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Notes"

        let moreItem = UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"), menu: makeMoreMenu())
        navigationItem.rightBarButtonItems = [moreItem, sortItem]
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .edit, primaryAction: UIAction { [weak self] _ in
            guard let self = self else { return }
            self.setEditing(!self.isEditing, animated: true)
        })

        view.addSubview(filterButton)
        NSLayoutConstraint.activate([
            filterButton.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            filterButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
    }

    private func makeSortMenu() -> UIMenu {
        let actions = SortOrder.allCases.map { order in
            UIAction(title: order.rawValue, state: order == sortOrder ? .on : .off) { [weak self] _ in
                self?.sortOrder = order
            }
        }
        return UIMenu(title: "Sort By", options: .singleSelection, children: actions)
    }

    private func updateSortMenu() {
        sortItem.menu = makeSortMenu()
    }

    private func makeMoreMenu() -> UIMenu {
        let folders = UIDeferredMenuElement.uncached { [weak self] completion in
            guard let self = self else { return completion([]) }
            self.folderLoads += 1
            self.loadFolders { names in
                let actions = names.map { name in
                    UIAction(title: name, image: UIImage(systemName: "folder")) { [weak self] _ in
                        self?.movedTo = name
                    }
                }
                completion(actions)
            }
        }
        let moveMenu = UIMenu(title: "Move to…", image: UIImage(systemName: "folder"), children: [folders])
        let select = UIAction(title: "Select", image: UIImage(systemName: "checkmark.circle")) { [weak self] _ in
            self?.setEditing(true, animated: true)
        }
        let deleteAll = UIAction(title: "Delete All", image: UIImage(systemName: "trash"), attributes: [.destructive]) { [weak self] _ in
            self?.confirmDeleteAll()
        }
        return UIMenu(children: [select, moveMenu, UIMenu(options: .displayInline, children: [deleteAll])])
    }

    private func confirmDeleteAll() {
        let alert = UIAlertController(title: "Delete all notes?", message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Delete All", style: .destructive))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.popoverPresentationController?.barButtonItem = navigationItem.rightBarButtonItems?.first
        present(alert, animated: true)
    }
}
