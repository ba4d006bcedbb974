import Foundation

/// Extra input and output of string measuring, as UIKit's `NSStringDrawingContext`.
///
/// Set ``minimumScaleFactor`` below 1 to let text shrink to fit the size it is measured in;
/// ``actualScaleFactor`` and ``totalBounds`` then tell what measuring found.
open class NSStringDrawingContext: NSObject {
    /// How far text may shrink to fit, 0…1; 0 (the default) means it never shrinks.
    open var minimumScaleFactor: CGFloat = 0
    /// The scale the text was measured at last (1 unless it had to shrink).
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The rectangle the text occupied when last measured.
    open internal(set) var totalBounds: CGRect = .zero

    /// Creates a context that does not shrink text.
    public override init() {
        super.init()
    }
}
