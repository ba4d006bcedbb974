import Foundation

/// One element a compositional layout places: a cell, a supplementary view or a decoration view.
struct SolvedElement: Equatable {
    /// What kind of element it is.
    enum Category: Equatable {
        case cell
        case supplementary(String)
        case decoration(String)
    }

    var category: Category
    var indexPath: IndexPath
    var frame: CGRect
    var zIndex: Int
    /// The axes along which the element sizes itself.
    var selfSizing = SelfSizingAxes()
    /// Whether the element scrolls with an orthogonal section's own scroll view.
    var scrollsOrthogonally = false
}

/// A section's boundary supplementary or decoration in section coordinates.
struct SolvedBoundary {
    var elementKind: String
    var frame: CGRect
    var zIndex: Int
    /// Pinned headers stay in view while their section scrolls past.
    var pin: Pin
    /// The index among the section's boundary supplementaries (or decorations).
    var index: Int

    enum Pin { case none, leading, trailing }
}
