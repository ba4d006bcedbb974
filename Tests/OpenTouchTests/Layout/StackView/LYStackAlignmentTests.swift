import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("Layout: UIStackView alignments")
struct LYStackAlignmentTests {
    private let rowSizes: [(CGFloat, CGFloat)] = [(10, 20), (10, 40), (10, 30)]
    private let columnSizes: [(CGFloat, CGFloat)] = [(20, 10), (40, 10), (30, 10)]

    @Test("Alignment raw values are UIKit's; top is leading and bottom is trailing")
    func rawValues() {
        #expect([UIStackView.Alignment.fill, .leading, .firstBaseline, .center, .trailing, .lastBaseline].map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        #expect(UIStackView.Alignment.top == .leading)
        #expect(UIStackView.Alignment.bottom == .trailing)
        #expect([UIStackView.Distribution.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering].map(\.rawValue) == [0, 1, 2, 3, 4])
    }

    @Test("fill, horizontal: every view as tall as the stack; free, as tall as the tallest view")
    func fillRow() {
        let (stack, boxes) = boxStack(rowSizes)
        let scene = stackScene(stack)
        #expect(stack.frame == rect(10, 100, 30, 40))
        #expect(boxes.map(\.frame) == [rect(0, 0, 10, 40), rect(10, 0, 10, 40), rect(20, 0, 10, 40)])

        stack.heightAnchor.constraint(equalToConstant: 60).isActive = true
        scene.rootView.layoutIfNeeded()
        #expect(boxes.allSatisfy { $0.frame.minY == 0 && $0.frame.height == 60 })
        #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
    }

    @Test("top, center and bottom in a horizontal stack taller than its views")
    func rowAlignments() {
        let expectations: [(UIStackView.Alignment, [CGFloat])] = [(.top, [0, 0, 0]), (.center, [20, 10, 15]), (.bottom, [40, 20, 30])]
        for (alignment, tops) in expectations {
            let (stack, boxes) = boxStack(rowSizes, alignment: alignment)
            let scene = stackScene(stack, height: 60)
            #expect(boxes.map(\.frame.minY) == tops, "\(alignment)")
            #expect(boxes.map(\.frame.height) == [20, 40, 30], "\(alignment)")
            #expect(boxes.map(\.frame.minX) == [0, 10, 20], "\(alignment)")
            #expect(scene.diagnostics.isEmpty, "\(alignment): \(scene.diagnostics)")
        }
    }

    @Test("top alignment: a free stack is as tall as its tallest view")
    func topHugs() {
        let (stack, boxes) = boxStack(rowSizes, alignment: .top)
        let scene = stackScene(stack)
        #expect(stack.frame == rect(10, 100, 30, 40))
        #expect(boxes.map(\.frame) == [rect(0, 0, 10, 20), rect(10, 0, 10, 40), rect(20, 0, 10, 30)])
        #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
    }

    @Test("leading, center, trailing and fill in a vertical stack wider than its views")
    func columnAlignments() {
        let expectations: [(UIStackView.Alignment, [CGRect])] = [
            (.leading, [rect(0, 0, 20, 10), rect(0, 10, 40, 10), rect(0, 20, 30, 10)]),
            (.center, [rect(20, 0, 20, 10), rect(10, 10, 40, 10), rect(15, 20, 30, 10)]),
            (.trailing, [rect(40, 0, 20, 10), rect(20, 10, 40, 10), rect(30, 20, 30, 10)]),
            (.fill, [rect(0, 0, 60, 10), rect(0, 10, 60, 10), rect(0, 20, 60, 10)]),
            (.firstBaseline, [rect(0, 0, 20, 10), rect(0, 10, 40, 10), rect(0, 20, 30, 10)]),
        ]
        for (alignment, frames) in expectations {
            let (stack, boxes) = boxStack(columnSizes, axis: .vertical, alignment: alignment)
            let scene = stackScene(stack, width: 60)
            #expect(boxes.map(\.frame) == frames, "\(alignment)")
            #expect(scene.diagnostics.isEmpty, "\(alignment): \(scene.diagnostics)")
        }
    }

    @Test("center: a plain view without intrinsic height collapses to zero at the center")
    func ambiguitySuppression() {
        let box = StackBox(10, 40)
        let plain = UIView()
        plain.widthAnchor.constraint(equalToConstant: 30).isActive = true
        let stack = UIStackView(arrangedSubviews: [box, plain])
        stack.alignment = .center
        let scene = stackScene(stack)
        #expect(stack.frame == rect(10, 100, 40, 40))
        #expect(plain.frame == rect(10, 20, 30, 0))
        #expect(plain.hasAmbiguousLayout == false)
        #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
    }

    @Test("firstBaseline: labels of different fonts share their first baseline; the highest one is at the top")
    func firstBaseline() {
        let small = UILabel()
        small.text = "Name"
        small.font = .systemFont(ofSize: 17)
        let big = UILabel()
        big.text = "Big"
        big.font = .systemFont(ofSize: 34)
        let stack = UIStackView(arrangedSubviews: [small, big])
        stack.alignment = .firstBaseline
        stack.spacing = 8
        let scene = stackScene(stack)
        let smallSize = small.intrinsicContentSize, bigSize = big.intrinsicContentSize
        let smallBaseline = big.font.ascender - small.font.ascender
        #expect(big.frame == rect(smallSize.width + 8, 0, bigSize.width, bigSize.height))
        #expect(small.frame == rect(0, stackPixel(smallBaseline), smallSize.width, smallSize.height))
        #expect(stack.frame.height == bigSize.height)
        #expect(abs((small.frame.minY + small.font.ascender) - (big.frame.minY + big.font.ascender)) <= 0.25)
        #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
    }

    @Test("firstBaseline: a view without text aligns its bottom edge with the labels' baseline")
    func firstBaselineWithBox() {
        let label = UILabel()
        label.text = "Price"
        label.font = .systemFont(ofSize: 17)
        let badge = StackBox(20, 10)
        let stack = UIStackView(arrangedSubviews: [label, badge])
        stack.alignment = .firstBaseline
        let scene = stackScene(stack)
        let width = label.intrinsicContentSize.width
        #expect(label.frame.minY == 0)
        #expect(badge.frame == rect(width, stackPixel(label.font.ascender - 10), 20, 10))
        #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
    }

    @Test("lastBaseline: last baselines aligned, the lowest view at the bottom")
    func lastBaseline() {
        let small = UILabel()
        small.text = "per month"
        small.font = .systemFont(ofSize: 17)
        let big = UILabel()
        big.text = "$9"
        big.font = .systemFont(ofSize: 34)
        let stack = UIStackView(arrangedSubviews: [big, small])
        stack.alignment = .lastBaseline
        let scene = stackScene(stack, height: 60)
        let bigSize = big.intrinsicContentSize
        #expect(big.frame == rect(0, 60 - bigSize.height, bigSize.width, bigSize.height))
        // The descent under a single line's baseline is -descender (within a pixel).
        let bigBaseline = big.frame.maxY + big.font.descender
        let smallBaseline = small.frame.maxY + small.font.descender
        #expect(abs(bigBaseline - smallBaseline) <= 0.5)
        #expect(small.frame.maxY < 60)
        #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
    }

    @Test("A nested vertical stack takes part in first-baseline alignment through its first label")
    func nestedBaseline() {
        let title = UILabel()
        title.text = "Title"
        title.font = .systemFont(ofSize: 28)
        let detail = UILabel()
        detail.text = "Detail"
        detail.font = .systemFont(ofSize: 17)
        let caption = UILabel()
        caption.text = "Caption"
        caption.font = .systemFont(ofSize: 12)
        let column = UIStackView(arrangedSubviews: [detail, caption])
        column.axis = .vertical
        let row = UIStackView(arrangedSubviews: [title, column])
        row.alignment = .firstBaseline
        row.spacing = 8
        let scene = stackScene(row)
        #expect(column.forFirstBaselineLayout === detail)
        #expect(column.forLastBaselineLayout === caption)
        #expect(column.frame.height > title.frame.height)
        #expect(row.forFirstBaselineLayout === detail)
        let titleBaseline = title.frame.minY + title.font.ascender
        let detailBaseline = row.convert(detail.frame, from: column).minY + detail.font.ascender
        #expect(abs(titleBaseline - detailBaseline) <= 0.5)
        #expect(title.frame.minY == 0)
        #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
    }

    @Test("firstBaseline follows a font change at the next display pass")
    func baselineFollowsFontChange() {
        let small = UILabel()
        small.text = "Name"
        small.font = .systemFont(ofSize: 17)
        let big = UILabel()
        big.text = "Big"
        big.font = .systemFont(ofSize: 34)
        let stack = UIStackView(arrangedSubviews: [small, big])
        stack.alignment = .firstBaseline
        let scene = stackScene(stack)
        #expect(small.frame.minY == stackPixel(big.font.ascender - small.font.ascender))

        big.font = .systemFont(ofSize: 24)
        scene.app.layoutWindowsIfNeeded()
        #expect(big.frame.minY == 0)
        #expect(small.frame.minY == stackPixel(big.font.ascender - small.font.ascender))
        #expect(stack.frame.height == big.intrinsicContentSize.height)
        #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
    }
}
