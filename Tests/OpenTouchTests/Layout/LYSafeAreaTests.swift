import Foundation
import OpenTouch
import Testing

/// A view that counts its safe-area and margin callbacks.
@MainActor
final class LYInsetsWatcherView: UIView {
    var safeAreaChanges: [UIEdgeInsets] = []
    var marginChanges = 0

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        safeAreaChanges.append(safeAreaInsets)
    }

    override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        marginChanges += 1
    }
}

/// A controller whose root view is an ``LYInsetsWatcherView`` and which counts `viewSafeAreaInsetsDidChange`.
@MainActor
final class LYInsetsWatcherController: UIViewController {
    var safeAreaChanges = 0
    override func loadView() { view = LYInsetsWatcherView() }
    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        safeAreaChanges += 1
    }
}

/// An iPhone 14's upright unsafe edges: the notch and status bar above, the home indicator below.
let lyNotchInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

@MainActor
@Suite("Layout: safe area and layout margins")
struct LYSafeAreaTests {
    @Test("The window's deviceSafeAreaInsets become the root view's safe area; nested views get only the part they overlap")
    func safeAreaPropagatesByOverlap() {
        let scene = TestScene()
        scene.window.deviceSafeAreaInsets = lyNotchInsets
        let header = UIView(frame: CGRect(x: 0, y: 20, width: 375, height: 100))
        let middle = UIView(frame: CGRect(x: 0, y: 200, width: 375, height: 100))
        let footer = UIView(frame: CGRect(x: 10, y: 600, width: 355, height: 67))
        let inner = UIView(frame: CGRect(x: 0, y: 40, width: 100, height: 27))
        for view in [header, middle, footer] { scene.rootView.addSubview(view) }
        footer.addSubview(inner)
        scene.afterTimer()

        #expect(scene.window.safeAreaInsets == lyNotchInsets)
        #expect(scene.rootView.safeAreaInsets == lyNotchInsets)
        #expect(header.safeAreaInsets == UIEdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
        #expect(middle.safeAreaInsets == .zero)
        #expect(footer.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        // The footer's unsafe part is its bottom 34 points: y 33…67 in its coordinates; inner spans 40…67.
        #expect(inner.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 27, right: 0))
    }

    @Test("additionalSafeAreaInsets add to the root view's safe area and flow on to its subviews")
    func additionalSafeAreaInsets() {
        let scene = TestScene()
        scene.window.deviceSafeAreaInsets = lyNotchInsets
        let bottomBar = UIView(frame: CGRect(x: 0, y: 567, width: 375, height: 100))
        scene.rootView.addSubview(bottomBar)
        scene.controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 44, right: 0)
        scene.afterTimer()
        #expect(scene.rootView.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 78, right: 0))
        #expect(bottomBar.safeAreaInsets.bottom == 78)
        #expect(scene.rootView.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 47, width: 375, height: 542))
    }

    @Test("safeAreaInsetsDidChange and viewSafeAreaInsetsDidChange are called once per change, at the next pass")
    func didChangeCallbacksOncePerChange() {
        let controller = LYInsetsWatcherController()
        let scene = TestScene(controller: controller)
        let root = controller.view as! LYInsetsWatcherView
        let header = LYInsetsWatcherView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        let middle = LYInsetsWatcherView(frame: CGRect(x: 0, y: 300, width: 375, height: 50))
        root.addSubview(header)
        root.addSubview(middle)
        scene.afterTimer()
        #expect(root.safeAreaChanges.isEmpty && controller.safeAreaChanges == 0)

        scene.window.deviceSafeAreaInsets = lyNotchInsets
        #expect(root.safeAreaChanges.isEmpty)
        scene.afterTimer()
        #expect(root.safeAreaChanges == [lyNotchInsets])
        #expect(controller.safeAreaChanges == 1)
        #expect(header.safeAreaChanges == [UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0)])
        #expect(middle.safeAreaChanges.isEmpty)

        scene.afterTimer()
        scene.driver.tap(at: CGPoint(x: 200, y: 400))
        #expect(root.safeAreaChanges.count == 1 && controller.safeAreaChanges == 1 && header.safeAreaChanges.count == 1)

        scene.afterTimer { scene.window.deviceSafeAreaInsets = .zero }
        #expect(root.safeAreaChanges == [lyNotchInsets, .zero])
        #expect(controller.safeAreaChanges == 2)
        #expect(header.safeAreaChanges.count == 2)
    }

    @Test("A toolbar pinned to safeAreaLayoutGuide.bottomAnchor sits on the home indicator's inset and follows it")
    func toolbarPinnedToSafeArea() {
        let scene = TestScene()
        scene.window.deviceSafeAreaInsets = lyNotchInsets
        let toolbar = UIView()
        toolbar.translatesAutoresizingMaskIntoConstraints = false
        scene.rootView.addSubview(toolbar)
        let safeArea = scene.rootView.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            toolbar.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            toolbar.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
            toolbar.heightAnchor.constraint(equalToConstant: 44),
        ])
        scene.afterTimer()
        #expect(toolbar.frame == CGRect(x: 0, y: 667 - 34 - 44, width: 375, height: 44))

        scene.afterTimer { scene.window.deviceSafeAreaInsets = .zero }
        #expect(toolbar.frame == CGRect(x: 0, y: 623, width: 375, height: 44))

        scene.afterTimer { scene.controller.additionalSafeAreaInsets.bottom = 10 }
        #expect(toolbar.frame == CGRect(x: 0, y: 613, width: 375, height: 44))
    }

    @Test("A view pinned to a nested view's safeAreaLayoutGuide clears only the unsafe part that nested view overlaps")
    func nestedSafeAreaGuide() {
        let scene = TestScene()
        scene.window.deviceSafeAreaInsets = lyNotchInsets
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 120))
        scene.rootView.addSubview(header)
        let title = UIView()
        title.translatesAutoresizingMaskIntoConstraints = false
        header.addSubview(title)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: header.safeAreaLayoutGuide.topAnchor, constant: 8),
            title.leadingAnchor.constraint(equalTo: header.leadingAnchor),
            title.widthAnchor.constraint(equalToConstant: 100),
            title.heightAnchor.constraint(equalToConstant: 20),
        ])
        scene.afterTimer()
        #expect(title.frame == CGRect(x: 0, y: 55, width: 100, height: 20))
    }

    @Test("layoutMarginsGuide is measured from the safe area (insetsLayoutMarginsFromSafeArea), with the root view's 16-point side margins")
    func marginsFromSafeArea() {
        let scene = TestScene()
        scene.window.deviceSafeAreaInsets = lyNotchInsets
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scene.rootView.addSubview(content)
        let margins = scene.rootView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            content.topAnchor.constraint(equalTo: margins.topAnchor),
            content.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        scene.afterTimer()
        #expect(margins.layoutFrame == CGRect(x: 16, y: 47, width: 343, height: 586))
        #expect(content.frame == CGRect(x: 16, y: 47, width: 343, height: 586))

        scene.afterTimer { scene.rootView.insetsLayoutMarginsFromSafeArea = false }
        #expect(content.frame == CGRect(x: 16, y: 0, width: 343, height: 667))
    }

    @Test("In landscape with a notch at the side, the side margins add to the side safe area")
    func landscapeMargins() {
        let scene = TestScene(width: 844, height: 390)
        scene.window.deviceSafeAreaInsets = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        scene.afterTimer()
        // 390 points high: a compact-width phone on its side, so 16-point side margins.
        #expect(scene.rootView.traitCollection.horizontalSizeClass == .compact)
        #expect(scene.rootView.layoutMarginsGuide.layoutFrame == CGRect(x: 63, y: 0, width: 718, height: 369))
    }

    @Test("A controller's root view has the system minimum margins: 16 points at the sides in compact width, none above and below")
    func rootViewCompactMargins() {
        let scene = TestScene()
        #expect(scene.rootView.traitCollection.horizontalSizeClass == .compact)
        #expect(scene.rootView.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(scene.controller.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(scene.rootView.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 0, width: 343, height: 667))
    }

    @Test("A controller's root view in regular width has 20-point side margins")
    func rootViewRegularMargins() {
        let scene = TestScene(width: 1024, height: 768)
        #expect(scene.rootView.traitCollection.horizontalSizeClass == .regular)
        #expect(scene.rootView.layoutMargins == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
        #expect(scene.rootView.layoutMarginsGuide.layoutFrame == CGRect(x: 20, y: 0, width: 984, height: 768))
    }

    @Test("Root view margins smaller than the system minimum are raised to it unless viewRespectsSystemMinimumLayoutMargins is false")
    func systemMinimumIsRespected() {
        let scene = TestScene()
        scene.rootView.layoutMargins = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        #expect(scene.rootView.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 4, width: 343, height: 659))
        scene.controller.viewRespectsSystemMinimumLayoutMargins = false
        #expect(scene.rootView.layoutMarginsGuide.layoutFrame == CGRect(x: 4, y: 4, width: 367, height: 659))
    }

    @Test("A plain view's layout margins are 8 points on every edge")
    func plainViewMargins() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 84, height: 84))
    }

    @Test("Setting layoutMargins calls layoutMarginsDidChange once and moves views pinned to the margins at the next pass")
    func settingMargins() {
        let scene = TestScene()
        let card = LYInsetsWatcherView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        scene.rootView.addSubview(card)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            content.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            content.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
        ])
        scene.afterTimer()
        #expect(content.frame == CGRect(x: 8, y: 8, width: 184, height: 84))
        let before = card.marginChanges

        scene.afterTimer { card.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20) }
        #expect(card.marginChanges == before + 1)
        #expect(content.frame == CGRect(x: 20, y: 10, width: 160, height: 80))
    }

    @Test("readableContentGuide stays within the margins and is at most 672 points wide, centered")
    func readableContentGuide() {
        let phone = TestScene()
        #expect(phone.rootView.readableContentGuide.layoutFrame == CGRect(x: 16, y: 0, width: 343, height: 667))
        let pad = TestScene(width: 1024, height: 768)
        #expect(pad.rootView.readableContentGuide.layoutFrame == CGRect(x: 176, y: 0, width: 672, height: 768))
    }

    @Test("a view pinned to readableContentGuide gets the guide's frame: at most 672 points wide on a wide screen, the margins' width when they are narrower")
    func viewPinnedToReadableContentGuide() {
        let pad = TestScene(width: 1024, height: 768)
        let text = UIView()
        text.translatesAutoresizingMaskIntoConstraints = false
        pad.rootView.addSubview(text)
        let guide = pad.rootView.readableContentGuide
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            text.topAnchor.constraint(equalTo: guide.topAnchor, constant: 20),
            text.heightAnchor.constraint(equalToConstant: 100),
        ])
        pad.afterTimer()
        #expect(text.frame == CGRect(x: 176, y: 20, width: 672, height: 100))
        #expect(text.frame.width == guide.layoutFrame.width)

        // Margins that leave less than 672 points: the guide, and the view, take their width.
        pad.afterTimer { pad.rootView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 200, bottom: 0, trailing: 200) }
        #expect(text.frame == CGRect(x: 200, y: 20, width: 624, height: 100))
        #expect(guide.layoutFrame.minX == 200 && guide.layoutFrame.width == 624)

        // And back: the limit of 672 holds again after the placement moved.
        pad.afterTimer { pad.rootView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16) }
        #expect(text.frame == CGRect(x: 176, y: 20, width: 672, height: 100))
        #expect(!text.hasAmbiguousLayout)
    }

    @Test("Reading a root view's layoutMargins gives the system minimum plus the safe area, as Apple documents; setting sets the part measured from the safe area")
    func rootViewMarginsIncludeSafeArea() {
        let scene = TestScene()
        scene.window.deviceSafeAreaInsets = lyNotchInsets
        #expect(scene.rootView.layoutMargins == UIEdgeInsets(top: 47, left: 16, bottom: 34, right: 16))
        scene.rootView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 30, bottom: 10, trailing: 30)
        #expect(scene.rootView.layoutMargins == UIEdgeInsets(top: 57, left: 30, bottom: 44, right: 30))
        scene.rootView.insetsLayoutMarginsFromSafeArea = false
        #expect(scene.rootView.layoutMargins == UIEdgeInsets(top: 10, left: 30, bottom: 10, right: 30))
    }

    /// A full-screen scroll view with a tall content view, in a window with `insets`.
    private func scrollScene(insets: UIEdgeInsets, behavior: UIScrollView.ContentInsetAdjustmentBehavior)
        -> (TestScene, UIScrollView, UIView) {
        let scene = TestScene()
        scene.window.deviceSafeAreaInsets = insets
        let scrollView = UIScrollView(frame: scene.rootView.bounds)
        scrollView.contentInsetAdjustmentBehavior = behavior
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 2000))
        scrollView.addSubview(content)
        scrollView.contentSize = content.bounds.size
        scene.rootView.addSubview(scrollView)
        scene.afterTimer()
        return (scene, scrollView, content)
    }

    @Test("A vertically scrolling scroll view keeps the top and bottom safe area to its content inset and passes on the sides")
    func scrollViewPassesOnOnlyEdgesItsInsetDoesNotTakeIn() {
        let landscape = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        let (scene, scrollView, content) = scrollScene(insets: landscape, behavior: .automatic)
        #expect(scrollView.safeAreaInsets == landscape)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 0, left: 0, bottom: 21, right: 0))
        #expect(content.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 0, right: 47))

        scrollView.contentOffset = CGPoint(x: 0, y: 1200)
        scene.afterTimer()
        #expect(content.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 0, right: 47))
    }

    @Test("With .never the content gets the whole safe area, measured from the scrolled bounds, and hears of each change")
    func neverAdjustingScrollViewPassesOnEverything() {
        let (scene, scrollView, _) = scrollScene(insets: lyNotchInsets, behavior: .never)
        let row = LYInsetsWatcherView(frame: CGRect(x: 0, y: 0, width: 375, height: 60))
        scrollView.addSubview(row)
        scene.afterTimer()
        #expect(row.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))

        // The unsafe band is the top 47 points of the visible bounds: y 10…57 in content coordinates.
        scrollView.contentOffset = CGPoint(x: 0, y: 10)
        scene.afterTimer()
        #expect(row.safeAreaInsets == UIEdgeInsets(top: 57, left: 0, bottom: 0, right: 0))
        #expect(row.safeAreaChanges.last == UIEdgeInsets(top: 57, left: 0, bottom: 0, right: 0))

        scrollView.contentInsetAdjustmentBehavior = .always
        scene.afterTimer()
        #expect(row.safeAreaInsets == .zero)
        #expect(row.safeAreaChanges.last == .zero)
    }

    @Test("Content that stops scrolling (it fits again) gets the edges back: the scroll view no longer takes them in")
    func contentThatFitsGetsTheSafeAreaBack() {
        let (scene, scrollView, content) = scrollScene(insets: lyNotchInsets, behavior: .automatic)
        #expect(content.safeAreaInsets == .zero)
        content.frame.size.height = 300
        scrollView.contentSize = content.bounds.size
        scene.afterTimer()
        #expect(scrollView.adjustedContentInset == .zero)
        #expect(scrollView.contentOffset == .zero)
        #expect(content.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
    }
}
