import Foundation

/// The object that tells a collection view how many sections and items it has and gives its
/// cells and supplementary views. Optional methods have default implementations that behave as
/// UIKit does when the method is absent.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`, usually from
    /// ``UICollectionView/dequeueReusableCell(withReuseIdentifier:for:)``.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The number of sections; 1 by default.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The supplementary view of `kind` at `indexPath`. Without an implementation the collection
    /// view shows nothing for supplementary elements and reports a diagnostic.
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
    /// Whether the item at `indexPath` may be moved interactively; true by default.
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// Moves the item at `sourceIndexPath` to `destinationIndexPath` in the app's data, at the end
    /// of an interactive movement. Without an implementation the collection view ignores the
    /// move: the item goes back where it was, with a diagnostic.
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                        to destinationIndexPath: IndexPath)
    /// Titles for an index along the side (stored only: OpenTouch shows no index); nil by default.
    func indexTitles(for collectionView: UICollectionView) -> [String]?
    /// The index path an index title leads to; the first item of section `index` by default.
    func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String,
                        at index: Int) -> IndexPath
}

extension UICollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// No implementation: the collection view shows nothing and reports it.
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        MissingSupplementaryView(frame: .zero)
    }

    /// Every item may move.
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

    /// No implementation: the collection view ignores the move.
    public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                               to destinationIndexPath: IndexPath) {
        collectionView.moveWasIgnored = true
    }

    /// No index titles.
    public func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

    /// The first item of section `index`.
    public func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String,
                               at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }
}

/// What the default `viewForSupplementaryElementOfKind` returns: the collection view shows nothing.
final class MissingSupplementaryView: UICollectionReusableView {}
