//
//  ComposeViewController.swift
//
//  A compose screen presented modally in its own navigation controller. While there are
//  unsaved changes the sheet cannot be swiped away; trying asks what to do with the draft.
//

import UIKit

protocol ComposeViewControllerDelegate: AnyObject {
    func composeViewController(_ controller: ComposeViewController, didFinishWith text: String?)
}

final class ComposeViewController: UIViewController {

    weak var delegate: ComposeViewControllerDelegate?
    var draft = "" {
        didSet { updateState() }
    }
    private(set) var discardPrompts = 0

    private lazy var cancelItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self,
                                                  action: ComposeViewController.cancelTapped)
    private lazy var postItem = UIBarButtonItem(title: "Post", style: .done, target: self,
                                                action: ComposeViewController.postTapped)

    static func makePresentable(delegate: ComposeViewControllerDelegate?) -> UINavigationController {
        let compose = ComposeViewController()
        compose.delegate = delegate
        let navigationController = UINavigationController(rootViewController: compose)
        navigationController.modalPresentationStyle = .formSheet
        navigationController.modalTransitionStyle = .coverVertical
        navigationController.presentationController?.delegate = compose
        return navigationController
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Post"
        view.backgroundColor = .systemBackground
        navigationItem.leftBarButtonItem = cancelItem
        navigationItem.rightBarButtonItem = postItem
        updateState()
    }

    private func updateState() {
        let hasChanges = !draft.isEmpty
        postItem.isEnabled = hasChanges
        isModalInPresentation = hasChanges
        navigationController?.isModalInPresentation = hasChanges
    }

    func cancelTapped() {
        if draft.isEmpty {
            finish(with: nil)
        } else {
            confirmDiscard()
        }
    }

    func postTapped() {
        finish(with: draft)
    }

    private func finish(with text: String?) {
        delegate?.composeViewController(self, didFinishWith: text)
        dismiss(animated: true)
    }

    private func confirmDiscard() {
        discardPrompts += 1
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Discard Changes", style: .destructive) { [weak self] _ in
            self?.finish(with: nil)
        })
        sheet.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
        sheet.popoverPresentationController?.barButtonItem = cancelItem
        present(sheet, animated: true)
    }
}

extension ComposeViewController: UIAdaptivePresentationControllerDelegate {

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        draft.isEmpty
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        confirmDiscard()
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        view.endEditing(true)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        delegate?.composeViewController(self, didFinishWith: nil)
    }
}
