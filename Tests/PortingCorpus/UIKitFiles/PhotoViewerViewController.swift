//
//  PhotoViewerViewController.swift
//
//  A full-screen photo viewer presented with a cross-dissolve. A tap hides or shows the bars,
//  a Close button dismisses it, and the presenter is told when it goes away.
//

import UIKit

final class PhotoViewerViewController: UIViewController {

    var onDismiss: (() -> Void)?
    private(set) var barsHidden = false

    let imageView: UIImageView = {
        let imageView = UIImageView()
        imageView.contentMode = .scaleAspectFit
        imageView.isUserInteractionEnabled = true
        imageView.backgroundColor = .black
        return imageView
    }()

    static func present(image: UIImage?, from presenter: UIViewController, onDismiss: (() -> Void)? = nil) {
        let viewer = PhotoViewerViewController()
        viewer.imageView.image = image
        viewer.onDismiss = onDismiss
        let navigationController = UINavigationController(rootViewController: viewer)
        navigationController.modalPresentationStyle = .overFullScreen
        navigationController.modalTransitionStyle = .crossDissolve
        presenter.present(navigationController, animated: true)
    }

    override var prefersStatusBarHidden: Bool {
        barsHidden
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        imageView.frame = view.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(imageView)

        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: self,
                                                           action: PhotoViewerViewController.closeTapped)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .action, target: self,
                                                            action: PhotoViewerViewController.shareTapped(_:))

        let tap = UITapGestureRecognizer(target: self, action: PhotoViewerViewController.toggleBars)
        imageView.addGestureRecognizer(tap)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.barStyle = .black
        navigationController?.navigationBar.tintColor = .white
    }

    func toggleBars() {
        barsHidden.toggle()
        navigationController?.setNavigationBarHidden(barsHidden, animated: true)
        UIView.animate(withDuration: 0.2) {
            self.setNeedsStatusBarAppearanceUpdate()
            self.view.backgroundColor = self.barsHidden ? .black : .systemBackground
        }
    }

    func closeTapped() {
        dismiss(animated: true) { [weak self] in
            self?.onDismiss?()
        }
    }

    func shareTapped(_ sender: UIBarButtonItem) {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Save to Photos", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.barButtonItem = sender
        present(sheet, animated: true)
    }
}
