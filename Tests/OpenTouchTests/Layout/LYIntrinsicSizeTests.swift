import Foundation
import OpenTouch
import Testing

/// A badge whose intrinsic width follows its count; it calls invalidateIntrinsicContentSize itself.
@MainActor
final class LYBadgeView: UIView {
    var count = 1 {
        didSet { invalidateIntrinsicContentSize() }
    }
    override var intrinsicContentSize: CGSize { CGSize(width: 20 * CGFloat(count), height: 20) }
}

/// Two labels in a row between the root view's edges: `16 | name | 8 | value | 16`, tops at 100.
@MainActor
struct LYLabelRow {
    let name = UILabel()
    let value = UILabel()

    init(in root: UIView, name nameText: String, value valueText: String) {
        name.text = nameText
        value.text = valueText
        for label in [name, value] {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
        NSLayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
            value.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            name.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            value.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        ])
    }
}

@MainActor
@Suite("Layout: intrinsic content size, hugging and compression resistance")
struct LYIntrinsicSizeTests {
    /// The space between the row's margins that the two labels share.
    static let rowWidth: CGFloat = 375 - 16 - 8 - 16

    @Test("Content hugging decides who stretches: the label with the higher hugging priority (251) keeps its intrinsic width")
    func huggingDecidesWhoStretches() {
        let scene = TestScene()
        let recorder = scene.recorder()
        let row = LYLabelRow(in: scene.rootView, name: "Name", value: "Value")
        row.name.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        scene.afterTimer()
        #expect(recorder.diagnostics.isEmpty)
        #expect(!row.name.hasAmbiguousLayout && !row.value.hasAmbiguousLayout)
        let name = row.name.intrinsicContentSize
        #expect(row.name.frame == CGRect(x: 16, y: 100, width: name.width, height: name.height))
        #expect(row.value.frame == CGRect(x: 16 + name.width + 8, y: 100, width: Self.rowWidth - name.width, height: name.height))
    }

    @Test("Swapping the hugging priorities makes the other label stretch")
    func swappedHugging() {
        let scene = TestScene()
        let row = LYLabelRow(in: scene.rootView, name: "Name", value: "Value")
        row.value.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        scene.afterTimer()
        let value = row.value.intrinsicContentSize
        #expect(row.value.frame == CGRect(x: 375 - 16 - value.width, y: 100, width: value.width, height: value.height))
        #expect(row.name.frame.width == Self.rowWidth - value.width)
    }

    @Test("Compression resistance decides who is truncated when the text is too long: the lower priority (749) gives way")
    func compressionResistanceDecidesWhoShrinks() {
        let scene = TestScene()
        let row = LYLabelRow(in: scene.rootView, name: "A rather long name that cannot possibly fit in one row", value: "Value")
        row.name.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        scene.afterTimer()
        let value = row.value.intrinsicContentSize
        #expect(row.name.intrinsicContentSize.width > Self.rowWidth)
        #expect(row.value.frame.width == value.width)
        #expect(row.name.frame == CGRect(x: 16, y: 100, width: Self.rowWidth - value.width, height: value.height))
    }

    @Test("With the compression priorities swapped, the short label is squeezed and the long one keeps its intrinsic width")
    func swappedCompression() {
        let scene = TestScene()
        let recorder = scene.recorder()
        let row = LYLabelRow(in: scene.rootView, name: "Name", value: "A value nearly as wide as the whole row!")
        row.name.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        row.value.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        scene.afterTimer()
        let name = row.name.intrinsicContentSize.width, value = row.value.intrinsicContentSize.width
        #expect(value < Self.rowWidth && name + value > Self.rowWidth)
        #expect(row.value.frame.width == value)
        #expect(row.name.frame == CGRect(x: 16, y: 100, width: Self.rowWidth - value, height: row.value.frame.height))
        #expect(recorder.diagnostics.isEmpty)
    }

    @Test("A label squeezed past nothing gets a zero width at its leading edge, never a flipped frame")
    func squeezedPastNothing() {
        let scene = TestScene()
        let row = LYLabelRow(in: scene.rootView, name: "Name", value: "A long value: seventeen characters at least, and more")
        row.name.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        row.value.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        scene.afterTimer()
        #expect(row.value.intrinsicContentSize.width > Self.rowWidth)
        #expect(row.name.frame.minX == 16)
        #expect(row.name.frame.width == 0)
        #expect(row.value.frame.maxX == CGFloat(359))
    }

    @Test("Changing a label's text invalidates its intrinsic size: the neighbour moves at the next pass")
    func textChangeMovesNeighbour() {
        let scene = TestScene()
        let row = LYLabelRow(in: scene.rootView, name: "Name", value: "Value")
        row.name.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        scene.afterTimer()
        let before = row.value.frame.minX

        row.name.text = "A longer name"
        #expect(row.value.frame.minX == before)
        scene.driver.tap(at: lyIdlePoint)
        let name = row.name.intrinsicContentSize
        #expect(row.name.frame.width == name.width)
        #expect(row.value.frame.minX == 16 + name.width + 8)
        #expect(row.value.frame.minX > before)
    }

    @Test("A custom view that calls invalidateIntrinsicContentSize gets its new size, and its neighbour moves, at the next pass")
    func customInvalidation() {
        let scene = TestScene()
        let badge = LYBadgeView()
        let label = UILabel()
        label.text = "Inbox"
        for view in [badge, label] {
            view.translatesAutoresizingMaskIntoConstraints = false
            scene.rootView.addSubview(view)
        }
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor, constant: 16),
            badge.topAnchor.constraint(equalTo: scene.rootView.topAnchor, constant: 100),
            label.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 8),
            label.centerYAnchor.constraint(equalTo: badge.centerYAnchor),
        ])
        scene.afterTimer()
        #expect(badge.frame == CGRect(x: 16, y: 100, width: 20, height: 20))
        #expect(label.frame.minX == 44)

        scene.afterTimer { badge.count = 3 }
        #expect(badge.frame == CGRect(x: 16, y: 100, width: 60, height: 20))
        #expect(label.frame.minX == 84)
    }

    @Test("Buttons report their title's size plus padding; a button placed only by position takes that size")
    func buttonIntrinsicSize() {
        let scene = TestScene()
        let button = UIButton(type: .system)
        button.setTitle("Subscribe", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        scene.rootView.addSubview(button)
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor, constant: 20),
            button.topAnchor.constraint(equalTo: scene.rootView.topAnchor, constant: 200),
        ])
        let recorder = scene.recorder()
        scene.afterTimer()
        #expect(recorder.diagnostics.isEmpty)
        #expect(!button.hasAmbiguousLayout)
        let size = button.intrinsicContentSize
        // UIKit's system button with a 15-point title is 30 points tall (6 points above and below).
        #expect(size.height == 30)
        #expect(size.width > 0)
        #expect(button.frame == CGRect(x: 20, y: 200, width: size.width, height: 30))
    }

    @Test("An image view reports its image's size; without an image it has no intrinsic size")
    func imageViewIntrinsicSize() {
        let scene = TestScene()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 30)).image { _ in }
        let imageView = UIImageView(image: image)
        imageView.translatesAutoresizingMaskIntoConstraints = false
        scene.rootView.addSubview(imageView)
        NSLayoutConstraint.activate([
            imageView.centerXAnchor.constraint(equalTo: scene.rootView.centerXAnchor),
            imageView.topAnchor.constraint(equalTo: scene.rootView.topAnchor, constant: 50),
        ])
        scene.afterTimer()
        #expect(imageView.intrinsicContentSize == CGSize(width: 40, height: 30))
        #expect(imageView.frame == CGRect(x: 167.5, y: 50, width: 40, height: 30))
        #expect(UIImageView(image: nil).intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))

        let bigger = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 60)).image { _ in }
        scene.afterTimer { imageView.image = bigger }
        #expect(imageView.frame == CGRect(x: 157.5, y: 50, width: 60, height: 60))
    }

    @Test("A multi-line label pinned to both sides wraps to its laid-out width and grows in height; the view below it follows")
    func multiLineLabelWraps() {
        let scene = TestScene()
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "Auto Layout wraps a multi-line label at the width its constraints give it, then asks it how tall it is."
        let footer = UIView()
        for view in [label, footer] {
            view.translatesAutoresizingMaskIntoConstraints = false
            scene.rootView.addSubview(view)
        }
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: scene.rootView.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: scene.rootView.topAnchor, constant: 100),
            footer.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
            footer.leadingAnchor.constraint(equalTo: label.leadingAnchor),
            footer.widthAnchor.constraint(equalToConstant: 10),
            footer.heightAnchor.constraint(equalToConstant: 10),
        ])
        scene.afterTimer()
        let wrapped = label.sizeThatFits(CGSize(width: 343, height: CGFloat.greatestFiniteMagnitude))
        let oneLine = label.font.lineHeight
        #expect(wrapped.height > 2 * oneLine)
        #expect(label.frame == CGRect(x: 16, y: 100, width: 343, height: wrapped.height))
        #expect(footer.frame.minY == 100 + wrapped.height + 8)
    }
}

/// A view whose `intrinsicContentSize` getter, once armed, changes its size and invalidates it at
/// its next read: the engine reads it while it solves.
@MainActor
private final class LYInvalidatingWhileReadView: UIView {
    private var width: CGFloat = 40
    var invalidatesAtNextRead = false

    override var intrinsicContentSize: CGSize {
        let size = CGSize(width: width, height: 20)
        if invalidatesAtNextRead {
            invalidatesAtNextRead = false
            width = 90
            invalidateIntrinsicContentSize()
        }
        return size
    }
}

@MainActor
@Suite("Layout: a solve asked for while the engine solves")
struct LYSolveRequestedWhileSolvingTests {
    @Test("a view that invalidates its intrinsic size from its own getter during the solve gets the new size in the same pass")
    func invalidatedDuringTheSolve() {
        // A root out of any window with only constraint-placed subviews: the case where the
        // layout pass's own solve is dropped when nothing asked for it.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = LYInvalidatingWhileReadView()
        let sibling = UIView()
        for subview in [view, sibling] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            sibling.leadingAnchor.constraint(equalTo: view.trailingAnchor, constant: 5),
            sibling.topAnchor.constraint(equalTo: view.bottomAnchor),
            sibling.widthAnchor.constraint(equalToConstant: 30),
            sibling.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 10, width: 40, height: 20))
        // The next read happens inside the solve; the size it asks for must not be lost.
        view.invalidatesAtNextRead = true
        view.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 10, width: 90, height: 20))
        #expect(sibling.frame == CGRect(x: 105, y: 30, width: 30, height: 30))
    }
}
