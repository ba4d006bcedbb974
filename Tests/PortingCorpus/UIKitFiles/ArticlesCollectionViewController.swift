//
//  ArticlesCollectionViewController.swift
//
//  A collection view controller of article cards with pull-to-refresh, an initial refresh
//  started in code, and a "load more" when the last card is about to show.
//

import UIKit

final class ArticleCell: UICollectionViewCell {
    static let reuseIdentifier = "ArticleCell"

    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 10
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.numberOfLines = 2
        contentView.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
            titleLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel.text = nil
    }
}

final class ArticlesCollectionViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {

    private(set) var articles: [String] = []
    private(set) var isLoading = false
    private(set) var pagesLoaded = 0
    var pageSize = 10
    var fetchDelay: TimeInterval = 0.5

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 12
        layout.sectionInset = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Articles"
        collectionView.backgroundColor = .systemBackground
        collectionView.alwaysBounceVertical = true
        collectionView.register(ArticleCell.self, forCellWithReuseIdentifier: ArticleCell.reuseIdentifier)

        let refreshControl = UIRefreshControl()
        refreshControl.addTarget(self, action: ArticlesCollectionViewController.refresh, for: .valueChanged)
        collectionView.refreshControl = refreshControl

        refreshControl.beginRefreshing()
        collectionView.setContentOffset(CGPoint(x: 0, y: -refreshControl.frame.height), animated: false)
        refresh()
    }

    func refresh() {
        pagesLoaded = 0
        loadPage(replacing: true)
    }

    private func loadPage(replacing: Bool) {
        guard !isLoading else { return }
        isLoading = true
        let start = replacing ? 0 : articles.count
        DispatchQueue.main.asyncAfter(deadline: .now() + fetchDelay) { [weak self] in
            guard let self = self else { return }
            let page = (start..<start + self.pageSize).map { "Article \($0 + 1)" }
            if replacing {
                self.articles = page
            } else {
                self.articles.append(contentsOf: page)
            }
            self.pagesLoaded += 1
            self.isLoading = false
            self.collectionView.reloadData()
            if self.collectionView.refreshControl?.isRefreshing == true {
                self.collectionView.refreshControl?.endRefreshing()
            }
        }
    }

    // MARK: UICollectionViewDataSource

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        articles.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: ArticleCell.reuseIdentifier, for: indexPath)
        if let articleCell = cell as? ArticleCell {
            articleCell.titleLabel.text = articles[indexPath.item]
        }
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        if indexPath.item == articles.count - 1 && !isLoading {
            loadPage(replacing: false)
        }
    }

    // MARK: UICollectionViewDelegateFlowLayout

    func collectionView(_ collectionView: UICollectionView,
                        layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: collectionView.bounds.width - 32, height: 88)
    }
}
