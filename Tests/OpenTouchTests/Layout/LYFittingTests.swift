import Foundation
import OpenTouch
import Testing

/// A self-sizing card: a multi-line label above a button, pinned to the card's layout margins
/// (8 points, a plain view's default).
@MainActor
struct LYCard {
    let view = UIView()
    let label = UILabel()
    let button = UIButton(type: .system)

    init(text: String) {
        label.text = text
        label.numberOfLines = 0
        button.setTitle("Read more", for: .normal)
        for subview in [label, button] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: margins.topAnchor),
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            button.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
            button.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            button.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            button.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }
}

@MainActor
@Suite("Layout: systemLayoutSizeFitting")
struct LYFittingTests {
    @Test("layoutFittingCompressedSize gives the smallest size the constraints allow: the content's intrinsic sizes plus the margins")
    func compressedSize() {
        let card = LYCard(text: "Short")
        let size = card.view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        let label = card.label.intrinsicContentSize
        let button = card.button.intrinsicContentSize
        #expect(size.width == max(label.width, button.width) + 16)
        #expect(size.height == 8 + label.height + 8 + button.height + 8)
        #expect(card.view.frame == .zero)
    }

    @Test("With a required width and a fitting height (the self-sizing cell pattern) the label wraps at the width left by the margins")
    func requiredWidthFittingHeight() {
        let card = LYCard(text: "Self-sizing cells ask their content view for the height that fits a given width, with the width held as required.")
        let size = card.view.systemLayoutSizeFitting(CGSize(width: 300, height: UIView.layoutFittingCompressedSize.height),
                                                     withHorizontalFittingPriority: .required,
                                                     verticalFittingPriority: .fittingSizeLevel)
        let wrapped = card.label.sizeThatFits(CGSize(width: 284, height: CGFloat.greatestFiniteMagnitude))
        #expect(wrapped.height > 2 * card.label.font.lineHeight)
        #expect(size == CGSize(width: 300, height: 8 + wrapped.height + 8 + card.button.intrinsicContentSize.height + 8))
    }

    @Test("systemLayoutSizeFitting does not move or resize anything")
    func fittingLeavesFramesAlone() {
        let scene = TestScene()
        let card = LYCard(text: "A card in a window")
        card.view.frame = CGRect(x: 10, y: 100, width: 200, height: 50)
        scene.rootView.addSubview(card.view)
        scene.afterTimer()
        let labelFrame = card.label.frame
        _ = card.view.systemLayoutSizeFitting(CGSize(width: 355, height: 0), withHorizontalFittingPriority: .required,
                                              verticalFittingPriority: .fittingSizeLevel)
        #expect(card.view.frame == CGRect(x: 10, y: 100, width: 200, height: 50))
        #expect(card.label.frame == labelFrame)
    }

    @Test("A fitted card placed with its fitted height lays its button out flush with the bottom margin")
    func fittedCardLaysOut() {
        let scene = TestScene()
        let card = LYCard(text: "Fitted height")
        let size = card.view.systemLayoutSizeFitting(CGSize(width: 343, height: 0), withHorizontalFittingPriority: .required,
                                                     verticalFittingPriority: .fittingSizeLevel)
        card.view.frame = CGRect(origin: CGPoint(x: 16, y: 100), size: size)
        scene.rootView.addSubview(card.view)
        scene.afterTimer()
        #expect(card.button.frame.maxY == size.height - 8)
        #expect(card.label.frame == CGRect(x: 8, y: 8, width: 327, height: card.label.intrinsicContentSize.height))
    }

    @Test("layoutIfNeeded lays out a view that is in no window, inside the frame it was given")
    func layoutIfNeededOutsideWindow() {
        let card = LYCard(text: "Off screen")
        card.view.frame = CGRect(x: 0, y: 0, width: 200, height: 120)
        card.view.layoutIfNeeded()
        #expect(card.label.frame.origin == CGPoint(x: 8, y: 8))
        #expect(card.label.frame.width == 184)
        #expect(card.button.frame.maxY == 112)
        #expect(card.button.frame.minX == 8)
    }
}
