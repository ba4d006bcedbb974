import Foundation
import OpenTouch
import OpenTouchSDL
import Testing

/// What the containers of navigation and presentation need from the renderer: rounded clipping
/// (a sheet's top corners, an alert's card), symbols (a back chevron, a disclosure indicator) and
/// labels whose text fits by the engine's measure drawn whole.
@MainActor
@Suite("Rendering containers: rounded clipping, symbols, bar titles", .serialized,
       .enabled(if: WindowTestEnvironment.sdlTestsEnabled, WindowTestEnvironment.sdlSkipReason))
struct ContainerRenderingTests {
    /// A 60 × 60 clipping view at (20, 20) with a red child filling it.
    private func clippedRed(_ f: RenderFixture, radius: CGFloat, corners: CACornerMask? = nil) -> UIView {
        let clip = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        clip.layer.cornerRadius = radius
        if let corners { clip.layer.maskedCorners = corners }
        clip.clipsToBounds = true
        let child = UIView(frame: clip.bounds)
        child.backgroundColor = .red
        clip.addSubview(child)
        f.root.addSubview(clip)
        return clip
    }

    @Test("a clipping view with a corner radius rounds its subviews' corners; the middle and the edges stay")
    func roundedClipRoundsSubviews() throws {
        let f = try RenderFixture()
        _ = clippedRed(f, radius: 15)
        f.render()
        for corner in [(20, 20), (79, 20), (20, 79), (79, 79), (22, 22), (77, 77)] {
            #expect(f.pixel(corner.0, corner.1) == .white, "outside the rounded corner at \(corner)")
        }
        for inside in [(50, 50), (50, 20), (20, 50), (79, 50), (50, 79), (26, 26), (73, 73)] {
            #expect(f.pixel(inside.0, inside.1) == .redPixel, "inside the outline at \(inside)")
        }
    }

    @Test("maskedCorners limits the rounding: a sheet's top corners round, its bottom ones stay square")
    func maskedCornersLimitTheClip() throws {
        let f = try RenderFixture()
        _ = clippedRed(f, radius: 15, corners: [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        f.render()
        #expect(f.pixel(20, 20) == .white && f.pixel(79, 20) == .white)
        #expect(f.pixel(20, 79) == .redPixel && f.pixel(79, 79) == .redPixel)
    }

    @Test("translucent content clipped in strips is blended once: no row is drawn twice")
    func stripsDoNotOverlap() throws {
        let f = try RenderFixture()
        let clip = clippedRed(f, radius: 20)
        clip.subviews[0].backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        f.render()
        for y in stride(from: 21, through: 78, by: 1) {
            #expect(f.pixel(50, y).isClose(to: .rgb(128, 128, 255), tolerance: 2), "row \(y)")
        }
    }

    @Test("a rotated clipping view clips to its bounding box, as before")
    func rotatedClipFallsBackToTheBox() throws {
        let f = try RenderFixture()
        let clip = clippedRed(f, radius: 15)
        clip.transform = CGAffineTransform(rotationAngle: .pi / 2)
        f.render()
        #expect(f.pixel(50, 50) == .redPixel)
        #expect(f.pixel(21, 21) == .redPixel, "square: rotated by a quarter turn, the child still fills the box")
    }

    @Test("a chevron symbol in an image view is drawn in its tint; an unknown symbol draws nothing")
    func symbolsInImageViews() throws {
        let f = try RenderFixture()
        let chevron = UIImageView(image: UIImage(systemName: "chevron.forward"))
        chevron.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        chevron.tintColor = .blue
        let unknown = UIImageView(image: UIImage(systemName: "star.fill"))
        unknown.frame = CGRect(x: 50, y: 0, width: 40, height: 40)
        unknown.tintColor = .blue
        f.root.addSubview(chevron)
        f.root.addSubview(unknown)
        f.render()
        // The symbol's square (its image size) is centred in the view; the chevron's strokes run
        // from 0.4 of its width at the top and bottom to a point at 0.7 of it, halfway down (give
        // or take the strokes' width and a pixel).
        let side = Double(try #require(chevron.image).size.width), origin = 20 - side / 2
        let blue = (0..<40).flatMap { x in (0..<40).map { (x, $0) } }.filter { f.pixel($0.0, $0.1) == .bluePixel }
        let xs = blue.map(\.0), ys = blue.map(\.1)
        #expect(abs(Double(try #require(xs.min())) - (origin + 0.4 * side)) <= 3, "left end: \(blue)")
        #expect(abs(Double(try #require(xs.max())) - (origin + 0.7 * side)) <= 3, "the point: \(blue)")
        #expect(abs(Double(try #require(ys.min())) - (origin + 0.18 * side)) <= 3, "top: \(blue)")
        #expect(abs(Double(try #require(ys.max())) - (origin + 0.82 * side)) <= 3, "bottom: \(blue)")
        let point = blue.filter { $0.0 == xs.max() }.map(\.1)
        #expect(point.allSatisfy { abs(Double($0) - 20) <= 2 }, "the point is halfway down: \(point)")
        #expect(f.pixel(Int(origin + 0.4 * side), 20) == .white, "the chevron is open on its left")
        let drawn = (50..<90).contains { x in (0..<40).contains { y in f.pixel(x, y) != .white } }
        #expect(!drawn, "star.fill is not among the symbols drawn")
    }

    @Test("a navigation bar's back button shows its chevron before the previous title, in the tint")
    func backButtonChevron() throws {
        let f = try RenderFixture(width: 375, height: 200)
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.viewControllers[0].title = "List"
        navigation.navigationBar.tintColor = .blue
        f.window.rootViewController = navigation
        let detail = UIViewController()
        detail.title = "Detail"
        navigation.pushViewController(detail, animated: false)
        f.render()
        let blue = (0..<40).flatMap { x in (0..<44).map { (x, $0) } }.filter { f.pixel($0.0, $0.1) == .bluePixel }
        // The chevron's strokes lie left of the title's first glyph, across the bar's middle row.
        let chevronColumns = Set(blue.filter { $0.1 >= 14 && $0.1 <= 30 }.map(\.0))
        #expect(chevronColumns.contains { $0 < 24 }, "blue chevron pixels at the bar's leading edge: \(chevronColumns.sorted())")
        #expect(blue.contains { $0.1 < 16 } && blue.contains { $0.1 > 28 }, "the chevron spans rows above and below the middle")
    }

    @Test("a bar's title that fits by the engine's measure is drawn whole, without an ellipsis")
    func barTitleDrawnWhole() throws {
        let f = try RenderFixture(width: 375, height: 200)
        let root = UIViewController()
        root.title = "Fruit"
        root.view.backgroundColor = .white
        f.window.rootViewController = UINavigationController(rootViewController: root)
        f.render()
        // "Fruit" is five glyphs of 8 pixels at 17 points, centred: 20 pixels each side of 187.5.
        let dark = (160..<215).filter { x in (10..<34).contains { y in f.pixel(x, y).red < 100 } }
        let span = (dark.min() ?? 0, dark.max() ?? 0)
        #expect(span.1 - span.0 >= 34, "the whole word is drawn: columns \(span)")
        #expect(span.0 >= 166 && span.1 <= 209, "centred on the bar: columns \(span)")
    }
}
