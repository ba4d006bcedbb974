import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("Layout: anchors and constraints")
struct LYAnchorTests {
    @Test("Edges pinned to the superview with constants give the exact frame")
    func pinnedEdges() {
        let scene = TestScene()
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        scene.rootView.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: scene.rootView.trailingAnchor, constant: -20),
            card.topAnchor.constraint(equalTo: scene.rootView.topAnchor, constant: 100),
            card.heightAnchor.constraint(equalToConstant: 120),
        ])
        scene.rootView.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 20, y: 100, width: 335, height: 120))
    }

    @Test("A button placed only with constraints is tapped at its laid-out place, without any layoutIfNeeded")
    func tapLaidOutButton() {
        let scene = TestScene()
        let button = UIButton(type: .system)
        button.setTitle("Like", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        scene.rootView.addSubview(button)
        NSLayoutConstraint.activate([
            button.centerXAnchor.constraint(equalTo: scene.rootView.centerXAnchor),
            button.bottomAnchor.constraint(equalTo: scene.rootView.bottomAnchor, constant: -40),
        ])
        scene.driver.tap(at: CGPoint(x: 187.5, y: 667 - 40 - 15))
        #expect(taps == 1)
        #expect(button.frame.maxY == 627)
        #expect(button.frame.midX == 187.5)
    }

    // MARK: Every anchor kind

    /// A 200 × 100 container at (50, 100) in the scene's root view, placed by its frame.
    static func container(in scene: TestScene) -> UIView {
        let container = UIView(frame: CGRect(x: 50, y: 100, width: 200, height: 100))
        scene.rootView.addSubview(container)
        return container
    }

    static func constrainedChild(of container: UIView) -> UIView {
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        return child
    }

    @Test("left, right, top and bottom anchors place a child inside its superview's bounds")
    func edgeAnchors() {
        let scene = TestScene()
        let container = Self.container(in: scene)
        let child = Self.constrainedChild(of: container)
        NSLayoutConstraint.activate([
            child.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 10),
            child.rightAnchor.constraint(equalTo: container.rightAnchor, constant: -10),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
            child.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -5),
        ])
        scene.afterTimer()
        #expect(child.frame == CGRect(x: 10, y: 5, width: 180, height: 90))
    }

    @Test("leading and trailing are left and right in a left-to-right layout")
    func leadingTrailingLeftToRight() {
        let scene = TestScene()
        let container = Self.container(in: scene)
        let child = Self.constrainedChild(of: container)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -30),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        scene.afterTimer()
        #expect(child.frame == CGRect(x: 10, y: 0, width: 160, height: 20))
    }

    @Test("centerX and centerY with a width and height center the child")
    func centerAnchors() {
        let scene = TestScene()
        let container = Self.container(in: scene)
        let child = Self.constrainedChild(of: container)
        NSLayoutConstraint.activate([
            child.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            child.centerYAnchor.constraint(equalTo: container.centerYAnchor),
            child.widthAnchor.constraint(equalToConstant: 40),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        scene.afterTimer()
        #expect(child.frame == CGRect(x: 80, y: 40, width: 40, height: 20))
    }

    @Test("The margin attributes (leadingMargin, trailingMargin, topMargin, bottomMargin) use the superview's layoutMargins")
    func marginAttributes() {
        let scene = TestScene()
        let container = Self.container(in: scene)
        container.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let child = Self.constrainedChild(of: container)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: child, attribute: .leading, relatedBy: .equal, toItem: container, attribute: .leadingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: child, attribute: .trailing, relatedBy: .equal, toItem: container, attribute: .trailingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: child, attribute: .top, relatedBy: .equal, toItem: container, attribute: .topMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: child, attribute: .bottom, relatedBy: .equal, toItem: container, attribute: .bottomMargin, multiplier: 1, constant: 0),
        ])
        scene.afterTimer()
        #expect(child.frame == CGRect(x: 20, y: 10, width: 140, height: 60))
    }

    @Test("leftMargin, rightMargin, centerXWithinMargins and centerYWithinMargins")
    func moreMarginAttributes() {
        let scene = TestScene()
        let container = Self.container(in: scene)
        container.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let centered = Self.constrainedChild(of: container)
        let stretched = Self.constrainedChild(of: container)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: centered, attribute: .centerX, relatedBy: .equal, toItem: container, attribute: .centerXWithinMargins, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: centered, attribute: .centerY, relatedBy: .equal, toItem: container, attribute: .centerYWithinMargins, multiplier: 1, constant: 0),
            centered.widthAnchor.constraint(equalToConstant: 20),
            centered.heightAnchor.constraint(equalToConstant: 10),
            NSLayoutConstraint(item: stretched, attribute: .left, relatedBy: .equal, toItem: container, attribute: .leftMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: stretched, attribute: .right, relatedBy: .equal, toItem: container, attribute: .rightMargin, multiplier: 1, constant: 0),
            stretched.topAnchor.constraint(equalTo: container.topAnchor),
            stretched.heightAnchor.constraint(equalToConstant: 4),
        ])
        scene.afterTimer()
        // The margins' rectangle is (20, 10, 140, 60): its center is (90, 40).
        #expect(centered.frame == CGRect(x: 80, y: 35, width: 20, height: 10))
        #expect(stretched.frame == CGRect(x: 20, y: 0, width: 140, height: 4))
    }

    @Test("layoutMarginsGuide anchors give the same rectangle as the margin attributes")
    func layoutMarginsGuideAnchors() {
        let scene = TestScene()
        let container = Self.container(in: scene)
        container.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let child = Self.constrainedChild(of: container)
        let margins = container.layoutMarginsGuide
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            child.topAnchor.constraint(equalTo: margins.topAnchor),
            child.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        scene.afterTimer()
        #expect(child.frame == CGRect(x: 20, y: 10, width: 140, height: 60))
        #expect(margins.layoutFrame == CGRect(x: 20, y: 10, width: 140, height: 60))
    }

    @Test("firstBaselineAnchor lines up the first baselines of labels with different fonts")
    func firstBaselines() {
        let scene = TestScene()
        let small = UILabel()
        small.text = "Name"
        small.font = .systemFont(ofSize: 13)
        let large = UILabel()
        large.text = "Value"
        large.font = .systemFont(ofSize: 34)
        for label in [small, large] {
            label.translatesAutoresizingMaskIntoConstraints = false
            scene.rootView.addSubview(label)
        }
        NSLayoutConstraint.activate([
            small.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor, constant: 16),
            small.topAnchor.constraint(equalTo: scene.rootView.topAnchor, constant: 100),
            large.leadingAnchor.constraint(equalTo: small.trailingAnchor, constant: 8),
            large.firstBaselineAnchor.constraint(equalTo: small.firstBaselineAnchor),
        ])
        scene.afterTimer()
        // A single-line label's first baseline is its top plus its font's ascender.
        let baseline = 100 + small.font.ascender
        #expect(small.frame.minY == 100)
        #expect(large.frame.minY == Self.pixelRounded(baseline - large.font.ascender))
        #expect(large.frame.minX == small.frame.maxX + 8)
    }

    @Test("lastBaselineAnchor uses the last line of a multi-line label; a view without text has its baseline at its bottom")
    func lastBaselines() {
        let scene = TestScene()
        let paragraph = UILabel()
        paragraph.text = "First line\nSecond line"
        paragraph.numberOfLines = 0
        let caption = UILabel()
        caption.text = "Caption"
        caption.font = .systemFont(ofSize: 12)
        let bar = UIView()
        for view in [paragraph, caption, bar] {
            view.translatesAutoresizingMaskIntoConstraints = false
            scene.rootView.addSubview(view)
        }
        NSLayoutConstraint.activate([
            paragraph.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor, constant: 16),
            paragraph.topAnchor.constraint(equalTo: scene.rootView.topAnchor, constant: 100),
            caption.leadingAnchor.constraint(equalTo: paragraph.trailingAnchor, constant: 8),
            caption.lastBaselineAnchor.constraint(equalTo: paragraph.lastBaselineAnchor),
            bar.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor),
            bar.widthAnchor.constraint(equalToConstant: 10),
            bar.heightAnchor.constraint(equalToConstant: 4),
            bar.lastBaselineAnchor.constraint(equalTo: paragraph.firstBaselineAnchor),
        ])
        scene.afterTimer()
        let font = paragraph.font!
        let lastBaseline = paragraph.frame.maxY - font.lineHeight + font.ascender
        #expect(paragraph.frame.height > font.lineHeight * 1.5)
        #expect(caption.frame.minY == Self.pixelRounded(lastBaseline - caption.font.ascender))
        #expect(bar.frame.maxY == Self.pixelRounded(100 + font.ascender))
    }

    // MARK: Multipliers and relations

    @Test("widthAnchor.constraint(equalTo:multiplier:) makes a child half as wide as its superview")
    func widthMultiplier() {
        let scene = TestScene()
        let container = Self.container(in: scene)
        let child = Self.constrainedChild(of: container)
        NSLayoutConstraint.activate([
            child.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5),
            child.heightAnchor.constraint(equalTo: container.heightAnchor, multiplier: 0.25, constant: 5),
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        scene.afterTimer()
        #expect(child.frame == CGRect(x: 0, y: 0, width: 100, height: 30))
    }

    @Test("centerX with multiplier 0.5 to the superview's centerX puts the child's center at a quarter of the width")
    func centerXMultiplier() {
        let scene = TestScene()
        let container = Self.container(in: scene)
        let child = Self.constrainedChild(of: container)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: child, attribute: .centerX, relatedBy: .equal, toItem: container, attribute: .centerX, multiplier: 0.5, constant: 0),
            NSLayoutConstraint(item: child, attribute: .centerY, relatedBy: .equal, toItem: container, attribute: .centerY, multiplier: 1.5, constant: 0),
            NSLayoutConstraint(item: child, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 40),
            NSLayoutConstraint(item: child, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 20),
        ])
        scene.afterTimer()
        #expect(child.frame == CGRect(x: 30, y: 65, width: 40, height: 20))
    }

    @Test("Auto Layout frames are rounded to the screen's pixels (scale 2): a third of 100 points is 33.5 wide at x 0, 33 wide at 33.5")
    func pixelRounding() {
        let scene = TestScene()
        #expect(scene.window.screen.scale == 2)
        let container = Self.container(in: scene)
        let first = Self.constrainedChild(of: container)
        let second = Self.constrainedChild(of: container)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            first.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 1.0 / 6.0),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
            second.widthAnchor.constraint(equalTo: first.widthAnchor),
            first.topAnchor.constraint(equalTo: container.topAnchor, constant: 0.3),
            first.heightAnchor.constraint(equalToConstant: 10),
            second.topAnchor.constraint(equalTo: first.topAnchor),
            second.heightAnchor.constraint(equalToConstant: 10.2),
        ])
        scene.afterTimer()
        // Edges at 0, 33.33 and 66.67 go to the nearest half point: 0, 33.5, 66.5.
        #expect(first.frame == CGRect(x: 0, y: 0.5, width: 33.5, height: 10))
        #expect(second.frame == CGRect(x: 33.5, y: 0.5, width: 33, height: 10))
    }

    @Test("An inequality holds against a stronger wish: width ≤ 150 (required) beats width = 300 at 750")
    func inequalityBeatsLowerPriority() {
        let scene = TestScene()
        let container = Self.container(in: scene)
        let child = Self.constrainedChild(of: container)
        let wish = child.widthAnchor.constraint(equalToConstant: 300)
        wish.priority = .defaultHigh
        let indent = child.leadingAnchor.constraint(equalTo: container.leadingAnchor)
        indent.priority = UILayoutPriority(500)
        NSLayoutConstraint.activate([
            child.widthAnchor.constraint(lessThanOrEqualToConstant: 150), wish,
            child.leadingAnchor.constraint(greaterThanOrEqualTo: container.leadingAnchor, constant: 20), indent,
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.heightAnchor.constraint(greaterThanOrEqualToConstant: 12),
            child.heightAnchor.constraint(lessThanOrEqualToConstant: 12),
        ])
        scene.afterTimer()
        #expect(child.frame == CGRect(x: 20, y: 0, width: 150, height: 12))
    }

    @Test("A constraint below required gives way to a required one, and the higher of two optional ones wins; no diagnostic")
    func priorityGivesWay() {
        let scene = TestScene()
        let recorder = scene.recorder()
        let container = Self.container(in: scene)
        let child = Self.constrainedChild(of: container)
        let strong = child.widthAnchor.constraint(equalToConstant: 100)
        strong.priority = UILayoutPriority(999)
        let weak = child.widthAnchor.constraint(equalToConstant: 200)
        weak.priority = .defaultHigh
        let height = child.heightAnchor.constraint(equalToConstant: 50)
        let optionalHeight = child.heightAnchor.constraint(equalToConstant: 80)
        optionalHeight.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([strong, weak, height, optionalHeight,
                                     child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                                     child.topAnchor.constraint(equalTo: container.topAnchor)])
        scene.afterTimer()
        #expect(child.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(recorder.diagnostics.isEmpty)

        scene.afterTimer { strong.priority = UILayoutPriority(700) }
        #expect(child.frame.width == 200)
    }

    @Test("Changing a constraint's constant moves the view at the next pass, not before")
    func constantChangeRelaysOut() {
        let scene = TestScene()
        let container = Self.container(in: scene)
        let child = Self.constrainedChild(of: container)
        let top = child.topAnchor.constraint(equalTo: container.topAnchor, constant: 10)
        NSLayoutConstraint.activate([top, child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                                     child.widthAnchor.constraint(equalToConstant: 20), child.heightAnchor.constraint(equalToConstant: 20)])
        scene.afterTimer()
        #expect(child.frame.minY == 10)

        top.constant = 50
        #expect(child.frame.minY == 10)
        scene.driver.tap(at: lyIdlePoint)
        #expect(child.frame.minY == 50)
    }

    @Test("isActive, activate and deactivate install a constraint on the nearest common ancestor and take it out again")
    func activation() {
        let scene = TestScene()
        let container = Self.container(in: scene)
        let child = Self.constrainedChild(of: container)
        let narrow = child.widthAnchor.constraint(equalToConstant: 40)
        let wide = child.widthAnchor.constraint(equalTo: container.widthAnchor)
        let pin = [child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                   child.topAnchor.constraint(equalTo: container.topAnchor),
                   child.heightAnchor.constraint(equalToConstant: 10)]
        NSLayoutConstraint.activate(pin)
        narrow.isActive = true
        #expect(narrow.isActive && !wide.isActive)
        #expect(child.constraints.contains(narrow))
        #expect(container.constraints.contains(pin[0]))
        scene.afterTimer()
        #expect(child.frame.width == 40)

        scene.afterTimer {
            NSLayoutConstraint.deactivate([narrow])
            NSLayoutConstraint.activate([wide])
        }
        #expect(!narrow.isActive && wide.isActive)
        #expect(!child.constraints.contains(narrow))
        #expect(container.constraints.contains(wide))
        #expect(child.frame.width == 200)
    }

    @Test("A constraint's identifier appears in its description, with the relation, constant and priority")
    func identifierInDescription() {
        let card = UIView()
        let width = card.widthAnchor.constraint(equalToConstant: 120)
        width.identifier = "card-width"
        width.priority = UILayoutPriority(999)
        #expect(width.description.contains("'card-width'"))
        #expect(width.description.contains("width == 120"))
        #expect(width.description.contains("@999"))
        #expect(!width.description.contains("(active)"))
    }

    // MARK: Right to left

    @Test("With semanticContentAttribute = .forceRightToLeft, leading is the right edge and trailing the left; left and right stay put")
    func rightToLeft() {
        let scene = TestScene()
        scene.rootView.semanticContentAttribute = .forceRightToLeft
        let first = Self.constrainedChild(of: scene.rootView)
        let second = Self.constrainedChild(of: scene.rootView)
        let physical = Self.constrainedChild(of: scene.rootView)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor, constant: 20),
            first.widthAnchor.constraint(equalToConstant: 100),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 10),
            second.trailingAnchor.constraint(equalTo: scene.rootView.trailingAnchor, constant: -15),
            physical.leftAnchor.constraint(equalTo: scene.rootView.leftAnchor, constant: 20),
            physical.widthAnchor.constraint(equalToConstant: 30),
        ])
        for view in [first, second, physical] {
            view.topAnchor.constraint(equalTo: scene.rootView.topAnchor, constant: 100).isActive = true
            view.heightAnchor.constraint(equalToConstant: 20).isActive = true
        }
        scene.afterTimer()
        #expect(first.frame == CGRect(x: 255, y: 100, width: 100, height: 20))
        #expect(second.frame == CGRect(x: 15, y: 100, width: 230, height: 20))
        #expect(physical.frame == CGRect(x: 20, y: 100, width: 30, height: 20))
    }

    @Test("A button forced right-to-left (to put its image after its title) is still placed left-to-right by its superview's constraints")
    func rightToLeftButtonInLeftToRightSuperview() {
        let scene = TestScene()
        let button = UIButton(type: .system)
        button.setTitle("Next", for: .normal)
        button.semanticContentAttribute = .forceRightToLeft
        button.translatesAutoresizingMaskIntoConstraints = false
        scene.rootView.addSubview(button)
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor, constant: 20),
            button.topAnchor.constraint(equalTo: scene.rootView.topAnchor, constant: 100),
        ])
        scene.afterTimer()
        #expect(button.frame.minX == 20)
    }

    @Test("In a right-to-left layout a trailing multiplier is taken of the flipped coordinate, as in UIKit: 0.5 × trailing of the superview is its left edge")
    func rightToLeftMultiplier() {
        let scene = TestScene()
        let container = Self.container(in: scene)
        container.semanticContentAttribute = .forceRightToLeft
        let child = Self.constrainedChild(of: container)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: child, attribute: .trailing, relatedBy: .equal, toItem: container, attribute: .trailing, multiplier: 0.5, constant: 0),
            child.widthAnchor.constraint(equalToConstant: 40),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        scene.afterTimer()
        #expect(child.frame == CGRect(x: 0, y: 0, width: 40, height: 10))
    }

    // MARK: Offsets, system spacing, cousins, guides

    @Test("anchorWithOffset(to:) makes a distance that can equal another distance: a view centered in the gap between two others")
    func anchorWithOffset() {
        let scene = TestScene()
        let left = Self.constrainedChild(of: scene.rootView)
        let middle = Self.constrainedChild(of: scene.rootView)
        let right = Self.constrainedChild(of: scene.rootView)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor, constant: 10),
            left.widthAnchor.constraint(equalToConstant: 50),
            right.trailingAnchor.constraint(equalTo: scene.rootView.trailingAnchor, constant: -25),
            right.widthAnchor.constraint(equalToConstant: 50),
            middle.widthAnchor.constraint(equalToConstant: 60),
            left.trailingAnchor.anchorWithOffset(to: middle.leadingAnchor)
                .constraint(equalTo: middle.trailingAnchor.anchorWithOffset(to: right.leadingAnchor)),
            left.topAnchor.anchorWithOffset(to: middle.topAnchor).constraint(equalToConstant: 30),
        ])
        for view in [left, middle, right] { view.heightAnchor.constraint(equalToConstant: 20).isActive = true }
        for view in [left, right] { view.topAnchor.constraint(equalTo: scene.rootView.topAnchor, constant: 100).isActive = true }
        scene.afterTimer()
        // Between the outer views (x 60 to 300) there are 240 − 60 = 180 points to share: 90 a side.
        #expect(middle.frame == CGRect(x: 150, y: 130, width: 60, height: 20))
    }

    @Test("System spacing is 8 points: equalToSystemSpacingAfter and equalToSystemSpacingBelow with multipliers")
    func systemSpacing() {
        let scene = TestScene()
        let first = Self.constrainedChild(of: scene.rootView)
        let second = Self.constrainedChild(of: scene.rootView)
        let third = Self.constrainedChild(of: scene.rootView)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor, constant: 20),
            first.topAnchor.constraint(equalTo: scene.rootView.topAnchor, constant: 100),
            second.leadingAnchor.constraint(equalToSystemSpacingAfter: first.trailingAnchor, multiplier: 1),
            second.topAnchor.constraint(equalTo: first.topAnchor),
            third.leadingAnchor.constraint(equalTo: first.leadingAnchor),
            third.topAnchor.constraint(equalToSystemSpacingBelow: first.bottomAnchor, multiplier: 2),
        ])
        for view in [first, second, third] {
            view.widthAnchor.constraint(equalToConstant: 30).isActive = true
            view.heightAnchor.constraint(equalToConstant: 30).isActive = true
        }
        scene.afterTimer()
        #expect(second.frame == CGRect(x: 58, y: 100, width: 30, height: 30))
        #expect(third.frame == CGRect(x: 20, y: 146, width: 30, height: 30))
    }

    @Test("Constraints between cousins in different superviews are installed on their common ancestor and solved in each superview's coordinates")
    func cousins() {
        let scene = TestScene()
        let firstBox = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        let secondBox = UIView(frame: CGRect(x: 200, y: 300, width: 100, height: 100))
        scene.rootView.addSubview(firstBox)
        scene.rootView.addSubview(secondBox)
        let a = Self.constrainedChild(of: firstBox)
        let b = Self.constrainedChild(of: secondBox)
        let link = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: firstBox.leadingAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: firstBox.topAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 30), a.heightAnchor.constraint(equalToConstant: 30),
            link, b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 10),
            b.widthAnchor.constraint(equalToConstant: 20), b.heightAnchor.constraint(equalToConstant: 20),
        ])
        scene.afterTimer()
        #expect(scene.rootView.constraints.contains(link))
        #expect(a.frame == CGRect(x: 10, y: 10, width: 30, height: 30))
        // a spans x 10…40, y 110…140 in the root view: b starts at (50, 150) there.
        #expect(b.frame == CGRect(x: -150, y: -150, width: 20, height: 20))
        #expect(b.convert(b.bounds, to: scene.rootView) == CGRect(x: 50, y: 150, width: 20, height: 20))
    }

    @Test("Layout guides added with addLayoutGuide space views equally (the spacer-guide pattern)")
    func equalSpacingGuides() {
        let scene = TestScene()
        let root = scene.rootView
        let guides = (0..<3).map { index -> UILayoutGuide in
            let guide = UILayoutGuide()
            guide.identifier = "spacer \(index)"
            root.addLayoutGuide(guide)
            return guide
        }
        let first = Self.constrainedChild(of: root)
        let second = Self.constrainedChild(of: root)
        NSLayoutConstraint.activate([
            guides[0].leadingAnchor.constraint(equalTo: root.leadingAnchor),
            first.leadingAnchor.constraint(equalTo: guides[0].trailingAnchor),
            guides[1].leadingAnchor.constraint(equalTo: first.trailingAnchor),
            second.leadingAnchor.constraint(equalTo: guides[1].trailingAnchor),
            guides[2].leadingAnchor.constraint(equalTo: second.trailingAnchor),
            guides[2].trailingAnchor.constraint(equalTo: root.trailingAnchor),
            guides[1].widthAnchor.constraint(equalTo: guides[0].widthAnchor),
            guides[2].widthAnchor.constraint(equalTo: guides[0].widthAnchor),
            first.widthAnchor.constraint(equalToConstant: 45),
            second.widthAnchor.constraint(equalToConstant: 45),
        ])
        for view in [first, second] {
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 200).isActive = true
            view.heightAnchor.constraint(equalToConstant: 44).isActive = true
        }
        for guide in guides {
            guide.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
            guide.heightAnchor.constraint(equalToConstant: 1).isActive = true
        }
        scene.afterTimer()
        // 375 − 90 = 285 of free space, 95 for each guide.
        #expect(root.layoutGuides.count == 3)
        #expect(first.frame == CGRect(x: 95, y: 200, width: 45, height: 44))
        #expect(second.frame == CGRect(x: 235, y: 200, width: 45, height: 44))
        #expect(guides[1].layoutFrame == CGRect(x: 140, y: 0, width: 95, height: 1))
        #expect(guides[1].owningView === root)
    }

    @Test("removeFromSuperview removes the constraints that tie the view to views outside it; its own constraints stay")
    func removeFromSuperviewDropsOutsideConstraints() {
        // Apple, removeFromSuperview(): "Calling this method removes any constraints that refer
        // to the view you are removing, or that refer to any view in the subtree of the view."
        let scene = TestScene()
        let container = Self.container(in: scene)
        let child = Self.constrainedChild(of: container)
        let grandchild = Self.constrainedChild(of: child)
        let toContainer = child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10)
        let grandchildToRoot = grandchild.topAnchor.constraint(equalTo: scene.rootView.topAnchor, constant: 150)
        let ownWidth = child.widthAnchor.constraint(equalToConstant: 50)
        let inside = grandchild.leadingAnchor.constraint(equalTo: child.leadingAnchor, constant: 5)
        NSLayoutConstraint.activate([toContainer, grandchildToRoot, ownWidth, inside])
        scene.afterTimer()

        child.removeFromSuperview()
        #expect(!toContainer.isActive)
        #expect(!grandchildToRoot.isActive)
        #expect(ownWidth.isActive)
        #expect(inside.isActive)
        #expect(container.constraints.isEmpty)
    }

    @Test("removeLayoutGuide deactivates the constraints that use the guide")
    func removeLayoutGuide() {
        let scene = TestScene()
        let guide = UILayoutGuide()
        scene.rootView.addLayoutGuide(guide)
        let box = Self.constrainedChild(of: scene.rootView)
        let toGuide = box.leadingAnchor.constraint(equalTo: guide.trailingAnchor)
        NSLayoutConstraint.activate([guide.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor),
                                     guide.widthAnchor.constraint(equalToConstant: 40), toGuide])
        #expect(toGuide.isActive)
        scene.rootView.removeLayoutGuide(guide)
        #expect(!toGuide.isActive)
        #expect(scene.rootView.layoutGuides.isEmpty)
        #expect(guide.owningView == nil)
    }

    @Test("A view whose forFirstBaselineLayout is a subview label reports that label's baseline to firstBaselineAnchor")
    func forFirstBaselineLayoutSubview() {
        let scene = TestScene()
        let field = LYCaptionedField()
        let side = UILabel()
        side.text = "Aligned"
        for view in [field, side] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            scene.rootView.addSubview(view)
        }
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor, constant: 16),
            field.topAnchor.constraint(equalTo: scene.rootView.topAnchor, constant: 100),
            side.leadingAnchor.constraint(equalTo: field.trailingAnchor, constant: 8),
            side.firstBaselineAnchor.constraint(equalTo: field.firstBaselineAnchor),
        ])
        scene.afterTimer()
        // The caption sits 10 points into the field, which is at y 100.
        #expect(field.caption.frame.minY == 10)
        #expect(side.frame.minY == 110)
    }

    static func pixelRounded(_ value: CGFloat) -> CGFloat { (value * 2).rounded() / 2 }
}

/// A field whose first baseline is that of its caption, 10 points below its top.
@MainActor
final class LYCaptionedField: UIView {
    let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        caption.text = "Caption"
        caption.translatesAutoresizingMaskIntoConstraints = false
        addSubview(caption)
        NSLayoutConstraint.activate([
            caption.topAnchor.constraint(equalTo: topAnchor, constant: 10),
            caption.leadingAnchor.constraint(equalTo: leadingAnchor),
            caption.trailingAnchor.constraint(equalTo: trailingAnchor),
            caption.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -30),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override var forFirstBaselineLayout: UIView { caption }
}
