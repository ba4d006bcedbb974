import Foundation

extension NSCollectionLayoutSection {
    /// A section laid out as a list of full-width rows that size their own height (estimated at
    /// ``CompositionalLayoutListConstants/estimatedRowHeight``), with the configuration's
    /// headers, footers and appearance.
    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let height = NSCollectionLayoutDimension.estimated(CompositionalLayoutListConstants.estimatedRowHeight)
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height), subitems: [item])
        let section = ListSection(group: group)
        section.listConfiguration = configuration
        section.contentInsets = listInsets(configuration)
        section.boundarySupplementaryItems = listBoundaries(configuration)
        return section
    }

    private static func listInsets(_ configuration: UICollectionLayoutListConfiguration) -> NSDirectionalEdgeInsets {
        let side = CompositionalLayoutListConstants.insetGroupedSideInset
        let top = configuration.headerTopPadding ?? 0
        switch configuration.appearance {
        case .plain, .sidebarPlain:
            return NSDirectionalEdgeInsets(top: top, leading: 0, bottom: 0, trailing: 0)
        case .grouped:
            return NSDirectionalEdgeInsets(top: top + CompositionalLayoutListConstants.groupedSectionSpacing, leading: 0, bottom: 0, trailing: 0)
        case .insetGrouped, .sidebar:
            return NSDirectionalEdgeInsets(top: top + CompositionalLayoutListConstants.groupedSectionSpacing, leading: side, bottom: 0, trailing: side)
        }
    }

    private static func listBoundaries(_ configuration: UICollectionLayoutListConfiguration) -> [NSCollectionLayoutBoundarySupplementaryItem] {
        let size = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(CompositionalLayoutListConstants.estimatedHeaderHeight))
        var items: [NSCollectionLayoutBoundarySupplementaryItem] = []
        if configuration.headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: ListElementKind.header, alignment: .top)
            header.pinToVisibleBounds = configuration.appearance == .plain
            items.append(header)
        }
        if configuration.footerMode == .supplementary {
            items.append(NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: ListElementKind.footer, alignment: .bottom))
        }
        return items
    }
}

/// A list section: remembers its list configuration (for swipe actions and separators).
@MainActor
final class ListSection: NSCollectionLayoutSection {
    var listConfiguration: UICollectionLayoutListConfiguration?
}

/// The element kinds of list headers and footers: UIKit's section header and footer kinds.
enum ListElementKind {
    static let header = "UICollectionElementKindSectionHeader"
    static let footer = "UICollectionElementKindSectionFooter"
}
