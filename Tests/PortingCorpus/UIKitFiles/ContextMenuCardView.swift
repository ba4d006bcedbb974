//
//  ContextMenuCardView.swift
//
//  A rounded card with a context menu (copy / share / pin / delete) and a custom highlight
//  preview that keeps the card's corner radius.
//

import UIKit

protocol ContextMenuCardViewDelegate: AnyObject {
    func cardViewDidRequestDelete(_ cardView: ContextMenuCardView)
    func cardViewDidRequestOpen(_ cardView: ContextMenuCardView)
}

final class ContextMenuCardView: UIView {

    weak var delegate: ContextMenuCardViewDelegate?
    private(set) var isPinned = false
    private(set) var copiedText: String?
    private(set) var menuWillShowCount = 0

    let titleLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = .preferredFont(forTextStyle: .headline)
        label.adjustsFontForContentSizeCategory = true
        return label
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 14
        layer.cornerCurve = .continuous
        addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -16),
            titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
        let interaction = UIContextMenuInteraction(delegate: self)
        addInteraction(interaction)
    }

    private func makeMenu() -> UIMenu {
        let copy = UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { [weak self] _ in
            self?.copiedText = self?.titleLabel.text
            UIPasteboard.general.string = self?.titleLabel.text
        }
        let pin = UIAction(title: isPinned ? "Unpin" : "Pin", image: UIImage(systemName: isPinned ? "pin.slash" : "pin")) { [weak self] _ in
            self?.isPinned.toggle()
        }
        let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { [weak self] _ in
            guard let self = self else { return }
            self.delegate?.cardViewDidRequestDelete(self)
        }
        return UIMenu(title: titleLabel.text ?? "", children: [copy, pin, delete])
    }
}

extension ContextMenuCardView: UIContextMenuInteractionDelegate {

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: "card" as NSString, previewProvider: nil) { [weak self] _ in
            self?.makeMenu()
        }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        let parameters = UIPreviewParameters()
        parameters.backgroundColor = .clear
        parameters.visiblePath = UIBezierPath(roundedRect: bounds, cornerRadius: layer.cornerRadius)
        return UITargetedPreview(view: self, parameters: parameters)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        menuWillShowCount += 1
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionCommitAnimating) {
        animator.addCompletion { [weak self] in
            guard let self = self else { return }
            self.delegate?.cardViewDidRequestOpen(self)
        }
    }
}
