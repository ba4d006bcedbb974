//
//  PhotoGridViewController.swift
//
//  A photo grid built with a compositional layout and a diffable data source; a long press
//  on a photo shows a context menu with a preview.
//

import UIKit

final class PhotoGridViewController: UIViewController {

    enum Section { case main }

    struct Photo: Hashable {
        let id = UUID()
        let name: String
        var isFavorite = false
    }

    private(set) var photos: [Photo]
    private(set) var sharedNames: [String] = []
    private var dataSource: UICollectionViewDiffableDataSource<Section, Photo>!

    private(set) lazy var collectionView: UICollectionView = {
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.delegate = self
        return collectionView
    }()

    init(names: [String]) {
        photos = names.map { Photo(name: $0) }
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        view.addSubview(collectionView)
        configureDataSource()
        applySnapshot(animatingDifferences: false)
    }

    private func makeLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3.0),
                                                                             heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                          heightDimension: .fractionalWidth(1.0 / 3.0)),
                                                       subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    private func configureDataSource() {
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, Photo> { cell, _, photo in
            var background = UIBackgroundConfiguration.listPlainCell()
            background.backgroundColor = photo.isFavorite ? .systemYellow : .systemGray5
            cell.backgroundConfiguration = background
            cell.accessibilityLabel = photo.name
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Photo>(collectionView: collectionView) { collectionView, indexPath, photo in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: photo)
        }
    }

    private func applySnapshot(animatingDifferences: Bool = true) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Photo>()
        snapshot.appendSections([.main])
        snapshot.appendItems(photos)
        dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
    }

    private func toggleFavorite(_ photo: Photo) {
        guard let index = photos.firstIndex(of: photo) else { return }
        photos[index].isFavorite.toggle()
        applySnapshot()
    }

    private func remove(_ photo: Photo) {
        photos.removeAll { $0 == photo }
        applySnapshot()
    }
}

extension PhotoGridViewController: UICollectionViewDelegate {

    func collectionView(_ collectionView: UICollectionView,
                        contextMenuConfigurationForItemAt indexPath: IndexPath,
                        point: CGPoint) -> UIContextMenuConfiguration? {
        guard let photo = dataSource.itemIdentifier(for: indexPath) else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: {
            let preview = UIViewController()
            preview.view.backgroundColor = .systemGray3
            preview.preferredContentSize = CGSize(width: 300, height: 300)
            return preview
        }, actionProvider: { [weak self] suggestedActions in
            let favorite = UIAction(title: photo.isFavorite ? "Unfavorite" : "Favorite",
                                    image: UIImage(systemName: photo.isFavorite ? "heart.slash" : "heart")) { _ in
                self?.toggleFavorite(photo)
            }
            let share = UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in
                self?.sharedNames.append(photo.name)
            }
            let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in
                self?.remove(photo)
            }
            let deleteMenu = UIMenu(title: "Delete…", image: UIImage(systemName: "trash"), options: .destructive, children: [delete])
            return UIMenu(title: "", children: suggestedActions + [favorite, share, deleteMenu])
        })
    }

    func collectionView(_ collectionView: UICollectionView,
                        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                        animator: UIContextMenuInteractionCommitAnimating) {
        animator.preferredCommitStyle = .pop
        animator.addCompletion { [weak self] in
            self?.sharedNames.append("opened")
        }
    }
}
