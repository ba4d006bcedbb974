import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("Layout: UIStackView arranged subviews, hiding and margins")
struct LYStackArrangementTests {
    @Test("init(arrangedSubviews:) adds the views as subviews placed by constraints; the stack itself is untouched")
    func initialArrangement() {
        let views = [UIView(), UIView(), UIView()]
        let stack = UIStackView(arrangedSubviews: views)
        #expect(stack.arrangedSubviews == views)
        #expect(stack.subviews == views)
        #expect(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
        #expect(stack.translatesAutoresizingMaskIntoConstraints)
        #expect(UIStackView.requiresConstraintBasedLayout)
        #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill && stack.spacing == 0)
        #expect(UIStackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
        #expect(UIStackView.spacingUseSystem == CGFloat(Float.leastNormalMagnitude))
    }

    @Test("insert, move and remove arranged subviews: a removed one stays a subview; removeFromSuperview leaves the arrangement")
    func insertMoveRemove() {
        let (stack, boxes) = boxStack([(10, 10), (20, 10), (30, 10)])
        let scene = stackScene(stack)
        let extra = StackBox(40, 10)
        stack.insertArrangedSubview(extra, at: 1)
        #expect(stack.arrangedSubviews == [boxes[0], extra, boxes[1], boxes[2]])
        scene.rootView.layoutIfNeeded()
        #expect([boxes[0], extra, boxes[1], boxes[2]].map(\.frame.minX) == [0, 10, 50, 70])

        stack.insertArrangedSubview(boxes[2], at: 0)
        #expect(stack.arrangedSubviews == [boxes[2], boxes[0], extra, boxes[1]])
        stack.removeArrangedSubview(extra)
        #expect(stack.arrangedSubviews == [boxes[2], boxes[0], boxes[1]])
        #expect(extra.superview === stack)
        scene.rootView.layoutIfNeeded()
        #expect([boxes[2], boxes[0], boxes[1]].map(\.frame.minX) == [0, 30, 40])
        #expect(stack.frame.width == 60)
        #expect(!stack.constraints.contains { $0.firstItem === extra || $0.secondItem === extra })

        let last = StackBox(5, 10)
        stack.insertArrangedSubview(last, at: 99)
        #expect(stack.arrangedSubviews.last === last)
        stack.removeArrangedSubview(last)
        last.removeFromSuperview()

        boxes[0].removeFromSuperview()
        #expect(stack.arrangedSubviews == [boxes[2], boxes[1]])
        scene.rootView.layoutIfNeeded()
        #expect(stack.frame.width == 50)
        #expect(boxes[1].frame.minX == 30)
        #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
    }

    @Test("An arranged view moved to another superview leaves the arrangement")
    func movedAway() {
        let (stack, boxes) = boxStack([(10, 10), (20, 10)])
        let scene = stackScene(stack)
        scene.rootView.addSubview(boxes[0])
        #expect(stack.arrangedSubviews == [boxes[1]])
        scene.rootView.layoutIfNeeded()
        #expect(stack.frame.width == 20)
        #expect(boxes[1].frame.minX == 0)
        #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
    }

    @Test("The stack's constraints carry UIKit's identifiers and are installed on the stack")
    func identifiers() {
        let (stack, boxes) = boxStack([(10, 10), (20, 10)], spacing: 4, distribution: .fillEqually, alignment: .center)
        boxes[1].isHidden = true
        let scene = stackScene(stack)
        let identifiers = Set(stack.constraints.compactMap(\.identifier))
        #expect(identifiers.isSuperset(of: ["UISV-canvas-connection", "UISV-hiding", "UISV-alignment",
                                            "UISV-spanning-boundary", "UISV-spanning-fit"]))
        #expect(stack.layoutGuides.map(\.identifier) == ["UISV-alignment-spanner"])
        #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
    }

    @Test("A hidden arranged view frees its space and the spacing next to it; shown again, it takes it back")
    func hidingFreesSpace() {
        let (stack, boxes) = boxStack([(40, 20), (50, 20), (60, 20)], spacing: 10)
        let scene = stackScene(stack)
        #expect(boxes.map(\.frame) == [rect(0, 0, 40, 20), rect(50, 0, 50, 20), rect(110, 0, 60, 20)])

        boxes[1].isHidden = true
        scene.app.layoutWindowsIfNeeded()
        #expect(stack.frame.width == 110)
        #expect(boxes.map(\.frame) == [rect(0, 0, 40, 20), rect(40, 0, 0, 20), rect(50, 0, 60, 20)])

        boxes[1].isHidden = false
        scene.app.layoutWindowsIfNeeded()
        #expect(stack.frame.width == 170)
        #expect(boxes.map(\.frame) == [rect(0, 0, 40, 20), rect(50, 0, 50, 20), rect(110, 0, 60, 20)])
        #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
    }

    @Test("Hidden first and last views, and a stack whose views are all hidden, collapse")
    func hidingEnds() {
        let (stack, boxes) = boxStack([(30, 10), (30, 10), (30, 10)], axis: .vertical, spacing: 5, distribution: .fillEqually)
        let scene = stackScene(stack, height: 70)
        #expect(boxes.map(\.frame.minY) == [0, 25, 50])

        boxes[0].isHidden = true
        boxes[2].isHidden = true
        scene.rootView.layoutIfNeeded()
        #expect(boxes[1].frame == rect(0, 0, 30, 70))

        // Let the stack's height go free (the height constraint is installed on the stack).
        stack.removeConstraints(stack.constraints.filter { $0.identifier == nil })
        boxes[1].isHidden = true
        scene.rootView.layoutIfNeeded()
        #expect(stack.frame.height == 0)
        #expect(boxes.allSatisfy { $0.frame.height == 0 })
        #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
    }

    @Test("isLayoutMarginsRelativeArrangement lays the views out inside layoutMargins and directionalLayoutMargins")
    func marginsRelative() {
        let (stack, boxes) = boxStack([(40, 20), (60, 30)], spacing: 8)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
        let scene = stackScene(stack)
        #expect(stack.frame == rect(10, 100, 138, 50))
        #expect(boxes.map(\.frame) == [rect(10, 5, 40, 30), rect(58, 5, 60, 30)])

        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8)
        scene.rootView.layoutIfNeeded()
        #expect(stack.frame == rect(10, 100, 120, 38))
        #expect(boxes.map(\.frame) == [rect(4, 2, 40, 30), rect(52, 2, 60, 30)])

        stack.isLayoutMarginsRelativeArrangement = false
        scene.rootView.layoutIfNeeded()
        #expect(stack.frame == rect(10, 100, 108, 30))
        #expect(boxes.map(\.frame) == [rect(0, 0, 40, 30), rect(48, 0, 60, 30)])
        #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
    }

    @Test("Margins with a non-fill alignment: the spanner sits inside the margins")
    func marginsWithCenter() {
        let (stack, boxes) = boxStack([(10, 20), (10, 40)], alignment: .center)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 6, left: 4, bottom: 10, right: 4)
        let scene = stackScene(stack)
        #expect(stack.frame.size == CGSize(width: 28, height: 56))
        #expect(boxes.map(\.frame) == [rect(4, 16, 10, 20), rect(14, 6, 10, 40)])
        #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
    }

    @Test("A label's new text re-lays out the stack at the next display pass")
    func labelTextChange() {
        let label = UILabel()
        label.text = "Hi"
        let box = StackBox(20, 20)
        let stack = UIStackView(arrangedSubviews: [label, box])
        stack.spacing = 6
        stack.alignment = .center
        let scene = stackScene(stack)
        #expect(box.frame.minX == label.intrinsicContentSize.width + 6)

        label.text = "A much longer greeting"
        scene.app.layoutWindowsIfNeeded()
        let width = label.intrinsicContentSize.width
        #expect(label.frame.width == width)
        #expect(box.frame.minX == width + 6)
        #expect(stack.frame.width == width + 26)
        #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
    }

    @Test("Changing the axis re-arranges the views")
    func axisChange() {
        let (stack, boxes) = boxStack([(30, 10), (20, 15)], spacing: 5, alignment: .leading)
        let scene = stackScene(stack)
        #expect(boxes.map(\.frame) == [rect(0, 0, 30, 10), rect(35, 0, 20, 15)])
        stack.axis = .vertical
        scene.rootView.layoutIfNeeded()
        #expect(boxes.map(\.frame) == [rect(0, 0, 30, 10), rect(0, 15, 20, 15)])
        #expect(stack.frame.size == CGSize(width: 30, height: 30))
        #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
    }

    @Test("A stack with a frame and no superview lays out inside it; systemLayoutSizeFitting gives its content size")
    func standaloneStack() {
        let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        stack.distribution = .fillEqually
        stack.spacing = 10
        let boxes = [StackBox(20, 20), StackBox(30, 25)]
        for box in boxes { stack.addArrangedSubview(box) }
        stack.layoutIfNeeded()
        #expect(boxes.map(\.frame) == [rect(0, 0, 95, 50), rect(105, 0, 95, 50)])
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 70, height: 25))
    }

    @Test("Right to left: the first arranged view is at the trailing (right) edge")
    func rightToLeft() {
        let (stack, boxes) = boxStack([(40, 10), (60, 10)], spacing: 10)
        stack.semanticContentAttribute = .forceRightToLeft
        // The engine mirrors leading and trailing by each item's own direction (UIKit uses the
        // superview's), so the arranged views are made right-to-left too.
        for box in boxes { box.semanticContentAttribute = .forceRightToLeft }
        let scene = stackScene(stack, width: 200)
        #expect(boxes.map(\.frame) == [rect(70, 0, 130, 10), rect(0, 0, 60, 10)])
        #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
    }

    @Test("Nested stacks: a form of label-and-field rows; the field, hugging less, takes the row's width")
    func nestedRows() {
        func row(_ labelWidth: CGFloat) -> (UIStackView, StackBox, StackBox) {
            let label = StackBox(labelWidth, 20)
            label.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
            let field = StackBox(0, 30)
            let row = UIStackView(arrangedSubviews: [label, field])
            row.spacing = 8
            row.alignment = .center
            return (row, label, field)
        }
        let (first, firstLabel, firstField) = row(80)
        let (second, secondLabel, secondField) = row(60)
        let form = UIStackView(arrangedSubviews: [first, second])
        form.axis = .vertical
        form.spacing = 12
        let scene = stackScene(form, width: 300)
        #expect(form.frame == rect(10, 100, 300, 72))
        #expect([first.frame, second.frame] == [rect(0, 0, 300, 30), rect(0, 42, 300, 30)])
        #expect([firstLabel.frame, firstField.frame] == [rect(0, 5, 80, 20), rect(88, 0, 212, 30)])
        #expect([secondLabel.frame, secondField.frame] == [rect(0, 5, 60, 20), rect(68, 0, 232, 30)])
        #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
    }

    @Test("A multi-line label in a vertical stack wraps at the stack's width and the views below follow")
    func multilineLabelInColumn() {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "A long description that cannot fit on one line of a narrow column, so it wraps."
        let box = StackBox(20, 20)
        let stack = UIStackView(arrangedSubviews: [label, box])
        stack.axis = .vertical
        stack.spacing = 4
        let scene = stackScene(stack, width: 200)
        let wrapped = label.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
        #expect(wrapped.height > label.font.lineHeight * 2)
        #expect(label.frame == rect(0, 0, 200, wrapped.height))
        #expect(box.frame == rect(0, wrapped.height + 4, 200, 20))
        #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
    }

    @Test("A multi-line label beside a fixed view in a horizontal stack takes the rest of the width and wraps")
    func multilineLabelInRow() {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "A long description that cannot fit on one line of a narrow row, so it wraps."
        let badge = StackBox(40, 40)
        badge.setContentCompressionResistancePriority(.required, for: .horizontal)
        let stack = UIStackView(arrangedSubviews: [label, badge])
        stack.alignment = .top
        stack.spacing = 8
        let scene = stackScene(stack, width: 240)
        let wrapped = label.sizeThatFits(CGSize(width: 192, height: CGFloat.greatestFiniteMagnitude))
        #expect(label.frame == rect(0, 0, 192, wrapped.height))
        #expect(badge.frame == rect(200, 0, 40, 40))
        #expect(stack.frame.height == max(40, wrapped.height))
        #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
    }
}
