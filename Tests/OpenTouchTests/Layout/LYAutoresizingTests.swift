import Foundation
import OpenTouch
import Testing

/// One autoresizing case on one axis: the mask and where the view ends up on that axis.
struct LYAxisCase: Sendable, CustomTestStringConvertible {
    let name: String
    let mask: UIView.AutoresizingMask
    let start: CGFloat
    let size: CGFloat
    var testDescription: String { name }
}

// Apple, UIView.autoresizingMask: "When more than one option along the same axis is set, the
// default behavior is to distribute the size difference proportionally among the flexible
// portion." The flexible portions below are 20 | 60 | 20 wide (margin, width, margin) in a 100-point
// superview that grows to 200 (+100), and 25 | 50 | 25 tall in a 100-point superview that grows
// to 250 (+150).
let lyHorizontalCases: [LYAxisCase] = [
    LYAxisCase(name: "none: keeps its distance from the left", mask: [], start: 20, size: 60),
    LYAxisCase(name: "flexibleLeftMargin: keeps its distance from the right", mask: .flexibleLeftMargin, start: 120, size: 60),
    LYAxisCase(name: "flexibleWidth: grows by the whole difference", mask: .flexibleWidth, start: 20, size: 160),
    LYAxisCase(name: "flexibleRightMargin: stays put", mask: .flexibleRightMargin, start: 20, size: 60),
    LYAxisCase(name: "left margin + width: 20:60 of the difference", mask: [.flexibleLeftMargin, .flexibleWidth], start: 45, size: 135),
    LYAxisCase(name: "width + right margin: 60:20 of the difference", mask: [.flexibleWidth, .flexibleRightMargin], start: 20, size: 135),
    LYAxisCase(name: "both margins: stays centered", mask: [.flexibleLeftMargin, .flexibleRightMargin], start: 70, size: 60),
    LYAxisCase(name: "all three: 20:60:20 of the difference", mask: [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], start: 40, size: 120),
]

let lyVerticalCases: [LYAxisCase] = [
    LYAxisCase(name: "none: keeps its distance from the top", mask: [], start: 25, size: 50),
    LYAxisCase(name: "flexibleTopMargin: keeps its distance from the bottom", mask: .flexibleTopMargin, start: 175, size: 50),
    LYAxisCase(name: "flexibleHeight: grows by the whole difference", mask: .flexibleHeight, start: 25, size: 200),
    LYAxisCase(name: "flexibleBottomMargin: stays put", mask: .flexibleBottomMargin, start: 25, size: 50),
    LYAxisCase(name: "top margin + height: 25:50 of the difference", mask: [.flexibleTopMargin, .flexibleHeight], start: 75, size: 150),
    LYAxisCase(name: "height + bottom margin: 50:25 of the difference", mask: [.flexibleHeight, .flexibleBottomMargin], start: 25, size: 150),
    LYAxisCase(name: "both margins: stays centered", mask: [.flexibleTopMargin, .flexibleBottomMargin], start: 100, size: 50),
    LYAxisCase(name: "all three: 25:50:25 of the difference", mask: [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin], start: 62.5, size: 125),
]

@MainActor
@Suite("Layout: autoresizing masks")
struct LYAutoresizingTests {
    @Test("Horizontal masks share a width change among the flexible parts in proportion to their sizes", arguments: lyHorizontalCases)
    func horizontal(_ axis: LYAxisCase) {
        let scene = TestScene()
        let container = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 20, y: 25, width: 60, height: 50))
        child.autoresizingMask = axis.mask
        container.addSubview(child)
        scene.rootView.addSubview(container)

        container.frame.size.width = 200
        #expect(child.frame == CGRect(x: axis.start, y: 25, width: axis.size, height: 50))
    }

    @Test("Vertical masks share a height change among the flexible parts in proportion to their sizes", arguments: lyVerticalCases)
    func vertical(_ axis: LYAxisCase) {
        let scene = TestScene()
        let container = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 20, y: 25, width: 60, height: 50))
        child.autoresizingMask = axis.mask
        container.addSubview(child)
        scene.rootView.addSubview(container)

        container.frame.size.height = 250
        #expect(child.frame == CGRect(x: 20, y: axis.start, width: 60, height: axis.size))
    }

    @Test("Both axes at once: a view flexible in width and bottom margin follows a superview that grows both ways")
    func bothAxes() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 20, y: 25, width: 60, height: 50))
        child.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        container.addSubview(child)

        container.bounds.size = CGSize(width: 200, height: 250)
        #expect(child.frame == CGRect(x: 20, y: 25, width: 160, height: 50))
    }

    @Test("A superview that shrinks takes the difference back in the same proportions; a width never goes below zero")
    func shrinking() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 20, y: 25, width: 60, height: 50))
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        let rigid = UIView(frame: CGRect(x: 10, y: 0, width: 30, height: 10))
        rigid.autoresizingMask = .flexibleWidth
        container.addSubview(child)
        container.addSubview(rigid)

        container.bounds.size.width = 50
        #expect(child.frame == CGRect(x: 10, y: 25, width: 30, height: 50))
        #expect(rigid.frame.width == 0)
    }

    @Test("Autoresizing happens at once when the superview's size changes, with no layout pass")
    func autoresizingIsImmediate() {
        let scene = TestScene()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        child.autoresizingMask = .flexibleWidth
        container.addSubview(child)
        scene.rootView.addSubview(container)

        container.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        #expect(child.frame.width == 300)
    }

    @Test("autoresizesSubviews = false leaves the subviews as they were")
    func autoresizesSubviewsOff() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.autoresizesSubviews = false
        let child = UIView(frame: CGRect(x: 20, y: 25, width: 60, height: 50))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(child)

        container.bounds.size = CGSize(width: 200, height: 200)
        #expect(child.frame == CGRect(x: 20, y: 25, width: 60, height: 50))
    }

    @Test("The controller's root view follows a window resize (rotation), and a corner view stays in its corner")
    func rootViewFollowsWindow() {
        let scene = TestScene()
        let corner = UIView(frame: CGRect(x: 275, y: 567, width: 100, height: 100))
        corner.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        let banner = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        banner.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        scene.rootView.addSubview(corner)
        scene.rootView.addSubview(banner)

        scene.window.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
        #expect(scene.rootView.frame == CGRect(x: 0, y: 0, width: 667, height: 375))
        #expect(corner.frame == CGRect(x: 567, y: 275, width: 100, height: 100))
        #expect(banner.frame == CGRect(x: 0, y: 0, width: 667, height: 44))
    }

    @Test("Nested autoresizing: each level resizes its subviews from its own change")
    func nested() {
        let scene = TestScene()
        let outer = UIView(frame: CGRect(x: 10, y: 10, width: 355, height: 200))
        outer.autoresizingMask = .flexibleWidth
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 335, height: 100))
        inner.autoresizingMask = .flexibleWidth
        let leaf = UIView(frame: CGRect(x: 235, y: 0, width: 100, height: 20))
        leaf.autoresizingMask = .flexibleLeftMargin
        scene.rootView.addSubview(outer)
        outer.addSubview(inner)
        inner.addSubview(leaf)

        scene.window.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
        #expect(outer.frame == CGRect(x: 10, y: 10, width: 647, height: 200))
        #expect(inner.frame == CGRect(x: 10, y: 10, width: 627, height: 100))
        #expect(leaf.frame == CGRect(x: 527, y: 0, width: 100, height: 20))
    }

    @Test("A view that translates its mask into constraints keeps autoresizing while its siblings use Auto Layout")
    func autoresizingNextToAutoLayout() {
        let scene = TestScene()
        let banner = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        banner.autoresizingMask = .flexibleWidth
        let below = UIView()
        below.translatesAutoresizingMaskIntoConstraints = false
        scene.rootView.addSubview(banner)
        scene.rootView.addSubview(below)
        NSLayoutConstraint.activate([
            below.topAnchor.constraint(equalTo: banner.bottomAnchor, constant: 8),
            below.leadingAnchor.constraint(equalTo: banner.leadingAnchor),
            below.trailingAnchor.constraint(equalTo: banner.trailingAnchor),
            below.heightAnchor.constraint(equalToConstant: 30),
        ])
        scene.afterTimer()
        #expect(below.frame == CGRect(x: 0, y: 52, width: 375, height: 30))

        scene.afterTimer { scene.window.frame = CGRect(x: 0, y: 0, width: 667, height: 375) }
        #expect(banner.frame == CGRect(x: 0, y: 0, width: 667, height: 44))
        #expect(below.frame == CGRect(x: 0, y: 52, width: 667, height: 30))
    }
}
