import Foundation
import OpenTouch
import Testing

/// A scroll view filling the root view (by constraints), as a UIKit screen builds one.
@MainActor
func lyFullScreenScrollView(in scene: TestScene) -> UIScrollView {
    let scrollView = UIScrollView()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    scene.rootView.addSubview(scrollView)
    NSLayoutConstraint.activate([
        scrollView.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor),
        scrollView.trailingAnchor.constraint(equalTo: scene.rootView.trailingAnchor),
        scrollView.topAnchor.constraint(equalTo: scene.rootView.topAnchor),
        scrollView.bottomAnchor.constraint(equalTo: scene.rootView.bottomAnchor),
    ])
    return scrollView
}

@MainActor
@Suite("Layout: scroll views and their layout guides")
struct LYScrollViewTests {
    @Test("A content view pinned to contentLayoutGuide's edges sets contentSize from its size")
    func contentGuideSetsContentSize() {
        let scene = TestScene()
        let scrollView = lyFullScreenScrollView(in: scene)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        let guide = scrollView.contentLayoutGuide
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.widthAnchor.constraint(equalToConstant: 600),
            content.heightAnchor.constraint(equalToConstant: 1500),
        ])
        scene.afterTimer()
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(scrollView.contentSize == CGSize(width: 600, height: 1500))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 600, height: 1500))
        #expect(guide.layoutFrame == CGRect(x: 0, y: 0, width: 600, height: 1500))
    }

    @Test("A content view as wide as frameLayoutGuide makes a vertical-only list: contentSize is as wide as the scroll view, and a sideways drag does not scroll")
    func verticalList() {
        let scene = TestScene()
        let scrollView = lyFullScreenScrollView(in: scene)
        let rows = (0..<3).map { _ -> UIView in
            let row = UIView()
            row.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(row)
            return row
        }
        let content = scrollView.contentLayoutGuide
        for (index, row) in rows.enumerated() {
            NSLayoutConstraint.activate([
                row.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: content.trailingAnchor),
                row.heightAnchor.constraint(equalToConstant: 500),
                row.topAnchor.constraint(equalTo: index == 0 ? content.topAnchor : rows[index - 1].bottomAnchor),
            ])
        }
        NSLayoutConstraint.activate([
            rows[2].bottomAnchor.constraint(equalTo: content.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
        scene.afterTimer()
        #expect(scrollView.contentSize == CGSize(width: 375, height: 1500))
        #expect(rows[1].frame == CGRect(x: 0, y: 500, width: 375, height: 500))

        scene.driver.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 100, y: 300))
        scene.clock.advance(by: 3)
        #expect(scrollView.contentOffset.x == 0)

        scene.driver.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300))
        scene.clock.advance(by: 3)
        #expect(scrollView.contentOffset.y > 0)
    }

    @Test("A view pinned to frameLayoutGuide stays in place on screen while the content scrolls under it")
    func frameGuideStaysPut() {
        let scene = TestScene()
        let scrollView = lyFullScreenScrollView(in: scene)
        let content = UIView()
        let badge = UIView()
        for view in [content, badge] {
            view.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(view)
        }
        let contentGuide = scrollView.contentLayoutGuide
        let frameGuide = scrollView.frameLayoutGuide
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: contentGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: contentGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: contentGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: contentGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: frameGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 2000),
            badge.topAnchor.constraint(equalTo: frameGuide.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: frameGuide.trailingAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 40),
        ])
        scene.afterTimer()
        #expect(badge.frame == CGRect(x: 325, y: 10, width: 40, height: 40))

        scene.driver.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 200))
        scene.clock.advance(by: 5)
        let offset = scrollView.contentOffset.y
        #expect(offset > 0)
        // Auto Layout frames are on whole pixels; the scroll offset need not be.
        #expect(badge.frame == CGRect(x: 325, y: ((offset + 10) * 2).rounded() / 2, width: 40, height: 40))
        #expect(abs(badge.convert(badge.bounds, to: nil).minY - 10) <= 0.25)
        #expect(frameGuide.layoutFrame == scrollView.bounds)
    }

    @Test("Subviews pinned to the scroll view's own edges size the content too, as in UIKit")
    func scrollViewEdgesAreContentEdges() {
        let scene = TestScene()
        let scrollView = lyFullScreenScrollView(in: scene)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor, constant: 10),
            content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor, constant: -10),
            content.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 20),
            content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor, constant: -20),
            content.widthAnchor.constraint(equalTo: scrollView.widthAnchor, constant: -20),
            content.heightAnchor.constraint(equalToConstant: 900),
        ])
        scene.afterTimer()
        #expect(scrollView.contentSize == CGSize(width: 375, height: 940))
        #expect(content.frame == CGRect(x: 10, y: 20, width: 355, height: 900))
    }

    @Test("A button in Auto Layout content is tapped at its place after scrolling")
    func tapAfterScrolling() {
        let scene = TestScene()
        let scrollView = lyFullScreenScrollView(in: scene)
        let button = UIButton(type: .system)
        button.setTitle("Load more", for: .normal)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        let spacer = UIView()
        for view in [spacer, button] {
            view.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(view)
        }
        let content = scrollView.contentLayoutGuide
        NSLayoutConstraint.activate([
            spacer.topAnchor.constraint(equalTo: content.topAnchor),
            spacer.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            spacer.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            spacer.heightAnchor.constraint(equalToConstant: 1000),
            spacer.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            button.topAnchor.constraint(equalTo: spacer.bottomAnchor),
            button.centerXAnchor.constraint(equalTo: spacer.centerXAnchor),
            button.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
        ])
        scene.afterTimer()
        #expect(scrollView.contentSize.height == 1050)

        scrollView.setContentOffset(CGPoint(x: 0, y: 1050 - 667), animated: false)
        scene.driver.tap(button)
        #expect(taps == 1)
    }

    @Test("Content tied to a view outside the scroll view stays with that view while the content scrolls (the sticky-header pattern)")
    func contentTiedToOutsideViewFloats() {
        let scene = TestScene()
        let scrollView = lyFullScreenScrollView(in: scene)
        let content = UIView()
        let header = UIView()
        for view in [content, header] {
            view.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(view)
        }
        let guide = scrollView.contentLayoutGuide
        let top = header.topAnchor.constraint(equalTo: content.topAnchor, constant: 100)
        top.priority = .defaultHigh
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 3000),
            header.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            header.widthAnchor.constraint(equalTo: content.widthAnchor),
            header.heightAnchor.constraint(equalToConstant: 50),
            top,
            // Never above the root view's top: once scrolled past, it sticks there.
            header.topAnchor.constraint(greaterThanOrEqualTo: scene.rootView.topAnchor),
        ])
        scene.afterTimer()
        #expect(header.frame == CGRect(x: 0, y: 100, width: 375, height: 50))

        scene.afterTimer { scrollView.contentOffset = CGPoint(x: 0, y: 40) }
        #expect(header.frame.minY == 100)
        scene.afterTimer { scrollView.contentOffset = CGPoint(x: 0, y: 400) }
        #expect(header.frame.minY == 400)
        #expect(header.convert(header.bounds, to: nil).minY == 0)
        scene.afterTimer { scrollView.contentOffset = .zero }
        #expect(header.frame.minY == 100)
    }

    /// A full-screen list of `height` points pinned to the content layout guide, under a notch.
    static func notchedList(height: CGFloat) -> (TestScene, UIScrollView, UIView) {
        let scene = TestScene()
        scene.window.deviceSafeAreaInsets = lyNotchInsets
        let scrollView = lyFullScreenScrollView(in: scene)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        let guide = scrollView.contentLayoutGuide
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: height),
        ])
        return (scene, scrollView, content)
    }

    @Test("A full-screen list taller than the screen starts below the notch: the safe area joins the insets and the content rests at the new top")
    func tallListStartsBelowNotch() {
        let (scene, scrollView, content) = Self.notchedList(height: 2000)
        scene.afterTimer()
        #expect(scrollView.adjustedContentInset == lyNotchInsets)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -47))
        #expect(content.convert(content.bounds, to: nil).minY == 47)
    }

    @Test("A list shorter than the screen does not scroll, so with .automatic the safe area is not added and it starts at the top edge")
    func shortListIgnoresNotch() {
        // contentInsetAdjustmentBehavior: the safe area is added on the axes that scroll.
        let (scene, scrollView, _) = Self.notchedList(height: 300)
        scene.afterTimer()
        #expect(scrollView.adjustedContentInset == .zero)
        #expect(scrollView.contentOffset == .zero)
    }

    @Test("A list scrolled away from its top keeps its offset when the safe area changes")
    func scrolledListKeepsOffset() {
        let (scene, scrollView, _) = Self.notchedList(height: 2000)
        scene.afterTimer()
        scene.afterTimer { scrollView.contentOffset = CGPoint(x: 0, y: 300) }
        scene.afterTimer { scene.window.deviceSafeAreaInsets = .zero }
        #expect(scrollView.adjustedContentInset == .zero)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 300))
    }

    @Test("A wrapping label in a vertical list sets the content height from its wrapped height, and grows it when its text grows")
    func wrappingLabelSizesContent() {
        let scene = TestScene()
        let scrollView = lyFullScreenScrollView(in: scene)
        let label = UILabel()
        label.numberOfLines = 0
        label.text = String(repeating: "Scrollable text wraps at the width of the scroll view's frame. ", count: 4)
        label.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(label)
        let content = scrollView.contentLayoutGuide
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
            label.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
            label.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
        ])
        scene.afterTimer()
        let wrapped = label.sizeThatFits(CGSize(width: 343, height: CGFloat.greatestFiniteMagnitude)).height
        #expect(label.frame == CGRect(x: 16, y: 20, width: 343, height: wrapped))
        #expect(scrollView.contentSize == CGSize(width: 375, height: wrapped + 40))

        scene.afterTimer { label.text = (label.text ?? "") + (label.text ?? "") }
        let longer = label.sizeThatFits(CGSize(width: 343, height: CGFloat.greatestFiniteMagnitude)).height
        #expect(longer > wrapped)
        #expect(scrollView.contentSize == CGSize(width: 375, height: longer + 40))
    }
}
