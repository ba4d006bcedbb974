import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("Layout: UIStackView distributions")
struct LYStackDistributionTests {
    // MARK: fill

    @Test("fill, horizontal: with room to spare the first of equal huggers stretches; lower hugging stretches instead")
    func fillHorizontalStretch() {
        let (stack, boxes) = boxStack([(50, 20), (80, 30), (60, 40)], spacing: 10)
        let scene = stackScene(stack, width: 300)
        #expect(stack.frame == rect(10, 100, 300, 40))
        #expect(boxes.map(\.frame) == [rect(0, 0, 140, 40), rect(150, 0, 80, 40), rect(240, 0, 60, 40)])

        boxes[1].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        scene.rootView.layoutIfNeeded()
        #expect(boxes.map(\.frame) == [rect(0, 0, 50, 40), rect(60, 0, 170, 40), rect(240, 0, 60, 40)])
        #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
    }

    @Test("fill, horizontal: short of room the first of equal resisters shrinks; lower compression resistance shrinks instead")
    func fillHorizontalShrink() {
        let (stack, boxes) = boxStack([(50, 20), (80, 20), (60, 20)], spacing: 10)
        let scene = stackScene(stack, width: 180)
        #expect(boxes.map(\.frame) == [rect(0, 0, 20, 20), rect(30, 0, 80, 20), rect(120, 0, 60, 20)])

        boxes[2].setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        scene.rootView.layoutIfNeeded()
        #expect(boxes.map(\.frame) == [rect(0, 0, 50, 20), rect(60, 0, 80, 20), rect(150, 0, 30, 20)])
        #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
    }

    @Test("fill, vertical: the stack hugs its content when free, and the first view stretches when it is taller")
    func fillVertical() {
        let (stack, boxes) = boxStack([(50, 20), (80, 30), (60, 40)], axis: .vertical, spacing: 5)
        let scene = stackScene(stack)
        #expect(stack.frame == rect(10, 100, 80, 100))
        #expect(boxes.map(\.frame) == [rect(0, 0, 80, 20), rect(0, 25, 80, 30), rect(0, 60, 80, 40)])

        stack.heightAnchor.constraint(equalToConstant: 150).isActive = true
        scene.rootView.layoutIfNeeded()
        #expect(boxes.map(\.frame) == [rect(0, 0, 80, 70), rect(0, 75, 80, 30), rect(0, 110, 80, 40)])
        #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
    }

    @Test("fill: a plain view without intrinsic size takes the room the others leave")
    func fillWithSpacerView() {
        let leading = StackBox(40, 20)
        let spacer = UIView()
        let trailing = StackBox(30, 20)
        let stack = UIStackView(arrangedSubviews: [leading, spacer, trailing])
        let scene = stackScene(stack, width: 200)
        #expect([leading.frame, spacer.frame, trailing.frame] == [rect(0, 0, 40, 20), rect(40, 0, 130, 20), rect(170, 0, 30, 20)])
        #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
    }

    // MARK: fillEqually

    @Test("fillEqually, horizontal: free, every view takes the largest intrinsic width; pinned, the width is shared")
    func fillEquallyHorizontal() {
        let (stack, boxes) = boxStack([(50, 20), (80, 20), (60, 20)], spacing: 10, distribution: .fillEqually)
        let scene = stackScene(stack)
        #expect(stack.frame.size == CGSize(width: 260, height: 20))
        #expect(boxes.map(\.frame) == [rect(0, 0, 80, 20), rect(90, 0, 80, 20), rect(180, 0, 80, 20)])

        stack.widthAnchor.constraint(equalToConstant: 320).isActive = true
        scene.rootView.layoutIfNeeded()
        #expect(boxes.map(\.frame) == [rect(0, 0, 100, 20), rect(110, 0, 100, 20), rect(220, 0, 100, 20)])
        #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
    }

    @Test("fillEqually, vertical: the height less spacing is shared equally")
    func fillEquallyVertical() {
        let (stack, boxes) = boxStack([(30, 10), (30, 50), (30, 20)], axis: .vertical, spacing: 5, distribution: .fillEqually)
        let scene = stackScene(stack, height: 100)
        #expect(boxes.map(\.frame) == [rect(0, 0, 30, 30), rect(0, 35, 30, 30), rect(0, 70, 30, 30)])
        #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
    }

    // MARK: fillProportionally

    @Test("fillProportionally, horizontal: free, intrinsic widths; pinned, the room is shared in their proportions")
    func fillProportionallyHorizontal() {
        let (stack, boxes) = boxStack([(20, 10), (40, 10), (60, 10)], spacing: 10, distribution: .fillProportionally)
        let scene = stackScene(stack)
        #expect(stack.frame.width == 140)
        #expect(boxes.map(\.frame) == [rect(0, 0, 20, 10), rect(30, 0, 40, 10), rect(80, 0, 60, 10)])

        stack.widthAnchor.constraint(equalToConstant: 260).isActive = true
        scene.rootView.layoutIfNeeded()
        #expect(boxes.map(\.frame) == [rect(0, 0, 40, 10), rect(50, 0, 80, 10), rect(140, 0, 120, 10)])
        #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
    }

    @Test("fillProportionally, vertical: heights keep their proportions, and follow an intrinsic size change")
    func fillProportionallyVertical() {
        let (stack, boxes) = boxStack([(10, 10), (10, 30)], axis: .vertical, spacing: 4, distribution: .fillProportionally)
        let scene = stackScene(stack, height: 84)
        #expect(boxes.map(\.frame) == [rect(0, 0, 10, 20), rect(0, 24, 10, 60)])

        boxes[0].size = CGSize(width: 10, height: 30)
        scene.app.layoutWindowsIfNeeded()
        #expect(boxes.map(\.frame) == [rect(0, 0, 10, 40), rect(0, 44, 10, 40)])
        #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
    }

    // MARK: equalSpacing

    @Test("equalSpacing, horizontal: the room left is split into equal gaps; free, the gaps are the spacing")
    func equalSpacingHorizontal() {
        let (stack, boxes) = boxStack([(40, 10), (60, 10), (20, 10)], spacing: 10, distribution: .equalSpacing)
        let scene = stackScene(stack)
        #expect(stack.frame.width == 140)
        #expect(boxes.map(\.frame) == [rect(0, 0, 40, 10), rect(50, 0, 60, 10), rect(120, 0, 20, 10)])

        stack.widthAnchor.constraint(equalToConstant: 300).isActive = true
        scene.rootView.layoutIfNeeded()
        #expect(boxes.map(\.frame) == [rect(0, 0, 40, 10), rect(130, 0, 60, 10), rect(280, 0, 20, 10)])
        #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
    }

    @Test("equalSpacing: when the views do not fit, the spacing stays and the first equal resister shrinks")
    func equalSpacingOverflow() {
        let (stack, boxes) = boxStack([(40, 10), (60, 10), (20, 10)], spacing: 10, distribution: .equalSpacing)
        let scene = stackScene(stack, width: 130)
        #expect(boxes.map(\.frame) == [rect(0, 0, 30, 10), rect(40, 0, 60, 10), rect(110, 0, 20, 10)])
        #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
    }

    @Test("equalSpacing, vertical: four views, equal gaps")
    func equalSpacingVertical() {
        let (stack, boxes) = boxStack([(10, 20), (10, 20), (10, 20), (10, 20)], axis: .vertical, distribution: .equalSpacing)
        let scene = stackScene(stack, height: 200)
        #expect(boxes.map(\.frame.minY) == [0, 60, 120, 180])
        #expect(boxes.allSatisfy { $0.frame.height == 20 })
        #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
    }

    // MARK: equalCentering

    @Test("equalCentering, horizontal: centers equally spaced across a pinned width")
    func equalCenteringPinned() {
        let (stack, boxes) = boxStack([(20, 10), (100, 10), (60, 10)], distribution: .equalCentering)
        let scene = stackScene(stack, width: 300)
        #expect(boxes.map(\.frame) == [rect(0, 0, 20, 10), rect(90, 0, 100, 10), rect(240, 0, 60, 10)])
        #expect(boxes[1].frame.midX - boxes[0].frame.midX == boxes[2].frame.midX - boxes[1].frame.midX)
        #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
    }

    @Test("equalCentering: free, the stack is as narrow as equal centers and the minimum spacing allow")
    func equalCenteringFree() {
        let (stack, boxes) = boxStack([(20, 10), (100, 10), (60, 10)], spacing: 10, distribution: .equalCentering)
        let scene = stackScene(stack)
        #expect(stack.frame.width == 220)
        #expect(boxes.map(\.frame) == [rect(0, 0, 20, 10), rect(50, 0, 100, 10), rect(160, 0, 60, 10)])
        #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
    }

    @Test("equalCentering, vertical: centers equally spaced")
    func equalCenteringVertical() {
        let (stack, boxes) = boxStack([(10, 10), (10, 30), (10, 10)], axis: .vertical, distribution: .equalCentering)
        let scene = stackScene(stack, height: 100)
        #expect(boxes.map(\.frame.midY) == [5, 50, 95])
        #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
    }

    // MARK: spacing

    @Test("Custom spacing after a view replaces the spacing there; spacingUseDefault goes back; spacingUseSystem is 8")
    func customSpacing() {
        let (stack, boxes) = boxStack([(30, 10), (30, 10), (30, 10)], spacing: 10)
        stack.setCustomSpacing(20, after: boxes[0])
        let scene = stackScene(stack)
        #expect(stack.customSpacing(after: boxes[0]) == 20)
        #expect(stack.customSpacing(after: boxes[1]) == UIStackView.spacingUseDefault)
        #expect(boxes.map(\.frame.minX) == [0, 50, 90])
        #expect(stack.frame.width == 120)

        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: boxes[1])
        scene.rootView.layoutIfNeeded()
        #expect(boxes.map(\.frame.minX) == [0, 50, 88])

        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: boxes[0])
        stack.spacing = UIStackView.spacingUseSystem
        scene.rootView.layoutIfNeeded()
        #expect(stack.customSpacing(after: boxes[0]) == UIStackView.spacingUseDefault)
        #expect(boxes.map(\.frame.minX) == [0, 38, 76])
        #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
    }

    @Test("Vertical spacing with a custom gap, and negative spacing overlaps the views")
    func verticalAndNegativeSpacing() {
        let (stack, boxes) = boxStack([(10, 20), (10, 20), (10, 20)], axis: .vertical, spacing: -5)
        stack.setCustomSpacing(12, after: boxes[1])
        let scene = stackScene(stack)
        #expect(boxes.map(\.frame.minY) == [0, 15, 47])
        #expect(stack.frame.height == 67)
        #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
    }

    @Test("equalSpacing with a hidden view: the visible views share the gaps, the hidden one takes none")
    func equalSpacingHidden() {
        let (stack, boxes) = boxStack([(40, 10), (50, 10), (60, 10)], spacing: 10, distribution: .equalSpacing)
        boxes[1].isHidden = true
        let scene = stackScene(stack, width: 300)
        #expect([boxes[0].frame, boxes[2].frame] == [rect(0, 0, 40, 10), rect(240, 0, 60, 10)])
        #expect(boxes[1].frame.width == 0)
        #expect(stack.layoutGuides.filter { $0.identifier == "UISV-distributing" }.count == 1)
        #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
    }

    @Test("Baseline-relative vertical spacing runs from a label's last baseline to the next label's first baseline")
    func baselineRelativeArrangement() {
        let title = UILabel()
        title.text = "Title"
        title.font = .systemFont(ofSize: 34)
        let body = UILabel()
        body.text = "Body"
        body.font = .systemFont(ofSize: 17)
        let footer = StackBox(20, 10)
        let stack = UIStackView(arrangedSubviews: [title, body, footer])
        stack.axis = .vertical
        stack.spacing = 30
        stack.isBaselineRelativeArrangement = true
        let scene = stackScene(stack)
        // A label's last baseline is `descender` above its bottom, its first `ascender` below its top.
        let titleLastBaseline = title.frame.maxY + title.font.descender
        let bodyFirstBaseline = body.frame.minY + body.font.ascender
        let bodyLastBaseline = body.frame.maxY + body.font.descender
        #expect(title.frame.minY == 0)
        #expect(abs(bodyFirstBaseline - (titleLastBaseline + 30)) <= 0.5)
        #expect(abs(footer.frame.minY - (bodyLastBaseline + 30)) <= 0.5)
        #expect(stack.frame.height == footer.frame.maxY)

        stack.isBaselineRelativeArrangement = false
        scene.rootView.layoutIfNeeded()
        #expect(body.frame.minY == title.frame.maxY + 30)
        #expect(footer.frame.minY == body.frame.maxY + 30)
        #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
    }

    @Test("A pasted UIStackView subclass with UIKit's non-failable init(coder:) configures itself in init(frame:)")
    func pastedSubclass() {
        let bar = ButtonBar(frame: .zero)
        let boxes = [StackBox(10, 30), StackBox(20, 30), StackBox(30, 30)]
        for box in boxes { bar.addArrangedSubview(box) }
        let scene = stackScene(bar, width: 316)
        #expect(boxes.map(\.frame) == [rect(0, 0, 100, 30), rect(108, 0, 100, 30), rect(216, 0, 100, 30)])
        #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
    }
}


/// A stack view subclass written as UIKit code writes it.
final class ButtonBar: UIStackView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        distribution = .fillEqually
        spacing = 8
    }

    required init(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
