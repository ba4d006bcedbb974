//
//  UIViewController+Alerts.swift
//
//  Small helpers an app uses to show alerts and action sheets.
//

import UIKit

extension UIViewController {

    func showAlert(title: String?, message: String?, buttonTitle: String = "OK", completion: (() -> Void)? = nil) {
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: buttonTitle, style: .default) { _ in
            completion?()
        })
        present(alert, animated: true)
    }

    func showError(_ error: Error) {
        showAlert(title: "Something went wrong", message: error.localizedDescription)
    }

    func confirmDestructiveAction(title: String,
                                  message: String? = nil,
                                  confirmTitle: String = "Delete",
                                  onConfirm: @escaping () -> Void) {
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
        let confirm = UIAlertAction(title: confirmTitle, style: .destructive) { _ in
            onConfirm()
        }
        alert.addAction(confirm)
        present(alert, animated: true, completion: nil)
    }

    /// An action sheet; on iPad it points at `sourceView` (or the bar button item).
    func showOptions(title: String?,
                     options: [(title: String, style: UIAlertAction.Style, handler: () -> Void)],
                     sourceView: UIView? = nil,
                     barButtonItem: UIBarButtonItem? = nil) {
        let sheet = UIAlertController(title: title, message: nil, preferredStyle: .actionSheet)
        for option in options {
            sheet.addAction(UIAlertAction(title: option.title, style: option.style) { _ in option.handler() })
        }
        if !sheet.actions.contains(where: { $0.style == .cancel }) {
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        }
        if let popover = sheet.popoverPresentationController {
            if let barButtonItem = barButtonItem {
                popover.barButtonItem = barButtonItem
            } else if let sourceView = sourceView {
                popover.sourceView = sourceView
                popover.sourceRect = sourceView.bounds
                popover.permittedArrowDirections = [.up, .down]
            } else {
                popover.sourceView = view
                popover.sourceRect = CGRect(x: view.bounds.midX, y: view.bounds.midY, width: 0, height: 0)
                popover.permittedArrowDirections = []
            }
        }
        present(sheet, animated: true)
    }

    /// Shows a two-button prompt whose preferred (bold) action is the positive one.
    func askYesNo(_ question: String, answer: @escaping (Bool) -> Void) {
        let alert = UIAlertController(title: nil, message: question, preferredStyle: .alert)
        let yes = UIAlertAction(title: "Yes", style: .default) { _ in answer(true) }
        alert.addAction(UIAlertAction(title: "No", style: .cancel) { _ in answer(false) })
        alert.addAction(yes)
        alert.preferredAction = yes
        DispatchQueue.main.async { [weak self] in
            self?.present(alert, animated: true)
        }
    }

    var topmostPresentedViewController: UIViewController {
        var top: UIViewController = self
        while let presented = top.presentedViewController, !presented.isBeingDismissed {
            top = presented
        }
        return top
    }
}
