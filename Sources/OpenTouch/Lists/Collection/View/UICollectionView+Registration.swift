import Foundation

/// Registering cell and supplementary view classes and dequeuing reusable views.
extension UICollectionView {
    /// Registers `cellClass` (a ``UICollectionViewCell`` subclass) for `identifier`; nil removes
    /// the registration.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else {
            cellQueue.register(nil, for: identifier)
            return
        }
        guard let type = cellClass as? UICollectionViewCell.Type else {
            report("register(_:forCellWithReuseIdentifier:) was given \(cellClass), which is not a UICollectionViewCell subclass: nothing was registered")
            return
        }
        cellQueue.register({ identifier in
            let cell = type.init(UICollectionReusableView.Making())
            cell.reuseIdentifier = identifier
            cell.reuseQueueKey = identifier
            return cell
        }, for: identifier)
    }

    /// Registers `viewClass` (a ``UICollectionReusableView`` subclass) for supplementary views
    /// of `elementKind` under `identifier`; nil removes the registration.
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                         withReuseIdentifier identifier: String) {
        let key = Self.reusableViewKey(.supplementaryView, elementKind, identifier)
        guard let viewClass else {
            viewQueue.register(nil, for: key)
            return
        }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            report("register(_:forSupplementaryViewOfKind:withReuseIdentifier:) was given \(viewClass), which is not a UICollectionReusableView subclass: nothing was registered")
            return
        }
        viewQueue.register({ key in
            let view = type.init(UICollectionReusableView.Making())
            view.reuseIdentifier = identifier
            view.reuseQueueKey = key
            return view
        }, for: key)
    }

    /// A cell for `indexPath` registered under `identifier`: a cell waiting for reuse (after its
    /// ``UICollectionReusableView/prepareForReuse()``) or a new one. As in UIKit, dequeuing an
    /// identifier nothing was registered for stops the program with a message naming it.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let cell = reconfiguringCell, cell.reuseIdentifier == identifier {
            reconfiguringCell = nil
            return cell
        }
        guard let cell = cellQueue.dequeue(identifier, prepare: { $0.prepareForReuse() }) else {
            preconditionFailure("UICollectionView: could not dequeue a cell with identifier \(identifier) for \(indexPath): register a class for the identifier first (register(_:forCellWithReuseIdentifier:) or a CellRegistration)")
        }
        return cell
    }

    /// A supplementary view of `elementKind` for `indexPath` registered under `identifier`, waiting
    /// or new. As in UIKit, an unregistered kind and identifier stop the program with a message.
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> UICollectionReusableView {
        let key = Self.reusableViewKey(.supplementaryView, elementKind, identifier)
        guard let view = viewQueue.dequeue(key, prepare: { $0.prepareForReuse() }) else {
            preconditionFailure("UICollectionView: could not dequeue a supplementary view of kind \(elementKind) with identifier \(identifier) for \(indexPath): register a class for the kind and identifier first")
        }
        return view
    }

    /// A decoration view of `elementKind` from the class the layout registered; nil without one.
    func dequeueDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        let key = Self.reusableViewKey(.decorationView, elementKind, "")
        if let view = viewQueue.dequeueWaiting(key, prepare: { $0.prepareForReuse() }) { return view }
        guard let type = layout.decorationClasses[elementKind] else {
            report("the layout placed a decoration view of kind \(elementKind) but registered no class for it: nothing is shown")
            return nil
        }
        let view = type.init(UICollectionReusableView.Making())
        view.reuseQueueKey = key
        return view
    }

    /// The reuse-queue key of a supplementary or decoration view.
    static func reusableViewKey(_ category: ElementCategory, _ kind: String, _ identifier: String) -> String {
        "\(category.rawValue)\u{1}\(kind)\u{1}\(identifier)"
    }

    // MARK: Registrations

    /// A cell for `indexPath` made or reused from `registration`, configured by its handler with
    /// `item`.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?) -> Cell {
        if !cellQueue.isRegistered(registration.identifier) {
            register(registration.cellClass, forCellWithReuseIdentifier: registration.identifier)
        }
        guard let cell = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath) as? Cell else {
            preconditionFailure("UICollectionView: the cell registration for \(Cell.self) made a cell of another class")
        }
        if let item {
            registration.handler(cell, indexPath, item)
        } else {
            report("dequeueConfiguredReusableCell(using:for:item:) was given a nil item for \(indexPath): the cell is not configured")
        }
        return cell
    }

    /// A supplementary view for `indexPath` made or reused from `registration`, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath) -> Supplementary {
        let key = Self.reusableViewKey(.supplementaryView, registration.elementKind, registration.identifier)
        if !viewQueue.isRegistered(key) {
            register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
                     withReuseIdentifier: registration.identifier)
        }
        guard let view = dequeueReusableSupplementaryView(ofKind: registration.elementKind,
                                                          withReuseIdentifier: registration.identifier,
                                                          for: indexPath) as? Supplementary else {
            preconditionFailure("UICollectionView: the supplementary registration for \(Supplementary.self) made a view of another class")
        }
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }

    /// How to make and configure cells of class `Cell` for items of type `Item`: pass it to
    /// ``UICollectionView/dequeueConfiguredReusableCell(using:for:item:)``. The collection view
    /// registers it the first time it is used.
    @preconcurrency @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a cell for the item at an index path.
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        let identifier: String
        let handler: Handler
        var cellClass: AnyClass { Cell.self }

        /// A registration whose cells `handler` configures.
        public init(handler: @escaping Handler) {
            self.handler = handler
            identifier = RegistrationIdentifiers.next("cell", Cell.self)
        }
    }

    /// How to make and configure supplementary views of class `Supplementary` for one element
    /// kind: pass it to ``UICollectionView/dequeueConfiguredReusableSupplementary(using:for:)``.
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a supplementary view of a kind at an index path.
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

        let elementKind: String
        let identifier: String
        let handler: Handler

        /// A registration for supplementary views of `elementKind` that `handler` configures.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            identifier = RegistrationIdentifiers.next("supplementary", Supplementary.self)
        }
    }
}

/// Unique reuse identifiers for registrations, from a counter (never from addresses).
@MainActor
enum RegistrationIdentifiers {
    private static var counter = 0

    /// A new identifier naming the registration's class.
    static func next(_ prefix: String, _ type: Any.Type) -> String {
        counter += 1
        return "OpenTouch.\(prefix).\(type).\(counter)"
    }
}
