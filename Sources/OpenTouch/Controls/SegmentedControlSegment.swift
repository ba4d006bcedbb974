import Foundation

/// One segment of a ``UISegmentedControl``: its content and its settings.
@MainActor
struct SegmentedControlSegment {
    /// The title; nil when the segment shows an image (a segment has one or the other).
    var title: String?
    /// The image; nil when the segment shows a title.
    var image: UIImage?
    /// The explicit width; 0 lets the control size the segment.
    var width: CGFloat = 0
    /// Whether a touch can choose the segment.
    var isEnabled = true
    /// Where the content is moved from its centre; kept, not drawn.
    var contentOffset: CGSize = .zero
    /// The action run when the segment is chosen (iOS 14 segments made from actions).
    var action: UIAction?

    /// A segment with a title.
    init(title: String?) {
        self.title = title
    }

    /// A segment with an image.
    init(image: UIImage?) {
        self.image = image
    }

    /// A segment made from an action: its image if it has one, else its title.
    init(action: UIAction) {
        if let image = action.image {
            self.image = image
        } else {
            title = action.title
        }
        self.action = action
    }

    /// A segment for an item of ``UISegmentedControl/init(items:)``: a `String`, a ``UIImage``
    /// or a ``UIAction``; any other item gives an empty segment.
    init(item: Any) {
        switch item {
        case let title as String: self.init(title: title)
        case let image as UIImage: self.init(image: image)
        case let action as UIAction: self.init(action: action)
        default: self.init(title: nil)
        }
    }

    /// The width the content asks for: ``ControlConstants/segmentTitleCharacterWidth`` per title
    /// character (or ``ControlConstants/segmentImageContentWidth`` for an image), plus
    /// ``ControlConstants/segmentContentPadding`` on each side.
    var contentWidth: CGFloat {
        let content: CGFloat
        if image != nil {
            content = ControlConstants.segmentImageContentWidth
        } else {
            content = CGFloat(title?.count ?? 0) * ControlConstants.segmentTitleCharacterWidth
        }
        return content + 2 * ControlConstants.segmentContentPadding
    }
}
