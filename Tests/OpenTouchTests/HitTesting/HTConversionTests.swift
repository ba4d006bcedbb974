import Foundation
import OpenTouch
import Testing

// UIView geometry that hit testing relies on: convert(_:to:) / convert(_:from:) between branches,
// to and from the window (nil), through transforms and bounds origins; and frame/center/bounds.

/// window ⊃ root ⊃ [left (10 20; 100 100) ⊃ leftChild (5 5; 50 50), right (200 300; 100 100) ⊃ rightChild (10 10; 20 20)].
@MainActor
private struct HTBranches {
    let scene = TestScene()
    let left = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100)).named("left")
    let leftChild = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50)).named("leftChild")
    let right = UIView(frame: CGRect(x: 200, y: 300, width: 100, height: 100)).named("right")
    let rightChild = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20)).named("rightChild")

    init() {
        left.addSubview(leftChild)
        right.addSubview(rightChild)
        scene.rootView.addSubview(left)
        scene.rootView.addSubview(right)
    }
}

@MainActor
@Suite("UIView coordinate conversion")
struct HTConversionTests {
    @Test("convert(_:to:) between views in different branches goes through their common ancestor")
    func convertPointBetweenBranches() {
        let setup = HTBranches()
        let point = CGPoint(x: 1, y: 2)

        // leftChild's (1, 2) is (16, 27) in the window; rightChild's origin is (210, 310).
        #expect(setup.leftChild.convert(point, to: setup.rightChild) == CGPoint(x: -194, y: -283))
        #expect(setup.rightChild.convert(CGPoint(x: -194, y: -283), to: setup.leftChild) == point)
        #expect(setup.rightChild.convert(point, from: setup.leftChild) == CGPoint(x: -194, y: -283))
    }

    @Test("convert(_:to: nil) and convert(_:from: nil) use the window's coordinates")
    func convertToAndFromNilUsesTheWindow() {
        let setup = HTBranches()

        #expect(setup.leftChild.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 16, y: 27))
        #expect(setup.leftChild.convert(CGPoint(x: 16, y: 27), from: nil) == CGPoint(x: 1, y: 2))
        #expect(setup.leftChild.convert(CGPoint(x: 1, y: 2), to: setup.scene.window) == CGPoint(x: 16, y: 27))
        #expect(setup.scene.window.convert(CGPoint(x: 16, y: 27), to: setup.leftChild) == CGPoint(x: 1, y: 2))
    }

    @Test("converting a point to a view's own superview matches the frame offset, and to itself is the identity")
    func convertToSuperviewAndSelf() {
        let setup = HTBranches()

        #expect(setup.leftChild.convert(CGPoint.zero, to: setup.left) == setup.leftChild.frame.origin)
        #expect(setup.left.convert(setup.leftChild.frame.origin, to: setup.leftChild) == .zero)
        #expect(setup.leftChild.convert(CGPoint(x: 7, y: 8), to: setup.leftChild) == CGPoint(x: 7, y: 8))
    }

    @Test("rect conversion between branches keeps the size when there are no transforms")
    func convertRectBetweenBranches() {
        let setup = HTBranches()

        #expect(setup.leftChild.convert(setup.leftChild.bounds, to: nil) == CGRect(x: 15, y: 25, width: 50, height: 50))
        #expect(setup.rightChild.convert(CGRect(x: 0, y: 0, width: 20, height: 20), to: setup.left)
            == CGRect(x: 200, y: 290, width: 20, height: 20))
        #expect(setup.left.convert(CGRect(x: 0, y: 0, width: 20, height: 20), from: setup.rightChild)
            == CGRect(x: 200, y: 290, width: 20, height: 20))
        #expect(setup.rightChild.convert(CGRect(x: 200, y: 290, width: 20, height: 20), from: setup.left)
            == CGRect(x: 0, y: 0, width: 20, height: 20))
    }

    @Test("conversion honours a superview's bounds origin")
    func convertHonoursBoundsOrigin() {
        let setup = HTBranches()
        setup.left.bounds.origin = CGPoint(x: 0, y: 100)

        // leftChild sits at content (5, 5), which is now 95 pt above left's visible top.
        #expect(setup.leftChild.convert(CGPoint.zero, to: nil) == CGPoint(x: 15, y: -75))
        #expect(setup.leftChild.convert(CGPoint.zero, to: setup.rightChild) == CGPoint(x: -195, y: -385))
    }

    @Test("conversion through a scale transform scales distances, and round-trips")
    func convertThroughScale() {
        let setup = HTBranches()
        setup.left.transform = CGAffineTransform(scaleX: 2, y: 2)
        // left: centre (60, 70), bounds 100×100 drawn at 200×200: its (0, 0) is at (-40, -30).
        #expect(setup.left.frame == CGRect(x: -40, y: -30, width: 200, height: 200))

        #expect(setup.left.convert(CGPoint.zero, to: nil) == CGPoint(x: -40, y: -30))
        #expect(setup.leftChild.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: -28, y: -16))
        #expect(setup.leftChild.convert(CGPoint(x: -28, y: -16), from: nil) == CGPoint(x: 1, y: 2))
        #expect(setup.leftChild.convert(setup.leftChild.bounds, to: setup.rightChild)
            == CGRect(x: -240, y: -330, width: 100, height: 100))
    }

    @Test("converting a rect out of a rotated view gives the bounding box of its rotated corners")
    func convertRectThroughRotationIsTheBoundingBox() {
        let setup = HTBranches()
        setup.right.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // right: centre (250, 350); a quarter turn maps local (x, y) to (250 - (y - 50), 350 + (x - 50)).

        let converted = setup.rightChild.convert(setup.rightChild.bounds, to: nil)

        #expect(isClose(converted, CGRect(x: 270, y: 310, width: 20, height: 20)))
        #expect(isClose(setup.right.convert(CGPoint(x: 100, y: 0), to: nil), CGPoint(x: 300, y: 400)))
        #expect(isClose(setup.right.convert(CGPoint(x: 300, y: 400), from: nil), CGPoint(x: 100, y: 0)))
    }
}

@MainActor
@Suite("UIView frame, center and bounds")
struct HTFrameCenterBoundsTests {
    @Test("setting frame sets center to its midpoint and bounds.size to its size, keeping bounds.origin")
    func settingFrameSetsCenterAndBoundsSize() {
        let view = UIView(frame: .zero)
        view.bounds.origin = CGPoint(x: 0, y: 100)

        view.frame = CGRect(x: 10, y: 20, width: 100, height: 60)

        #expect(view.center == CGPoint(x: 60, y: 50))
        #expect(view.bounds == CGRect(x: 0, y: 100, width: 100, height: 60))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 60))
    }

    @Test("setting center moves the frame without resizing it")
    func settingCenterMovesTheFrame() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))

        view.center = CGPoint(x: 187.5, y: 333.5)

        #expect(view.frame == CGRect(x: 137.5, y: 303.5, width: 100, height: 60))
        #expect(view.bounds.size == CGSize(width: 100, height: 60))
    }

    @Test("setting bounds.size resizes the frame about the center; setting bounds.origin leaves the frame alone")
    func settingBoundsResizesAboutTheCenter() {
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))

        view.bounds.size = CGSize(width: 50, height: 200)
        #expect(view.frame == CGRect(x: 125, y: 50, width: 50, height: 200))
        #expect(view.center == CGPoint(x: 150, y: 150))

        view.bounds.origin = CGPoint(x: 30, y: 40)
        #expect(view.frame == CGRect(x: 125, y: 50, width: 50, height: 200))
    }

    @Test("with a transform the frame is the bounding box; removing the transform restores the original frame")
    func frameWithTransformIsTheBoundingBox() {
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))

        view.transform = CGAffineTransform(scaleX: 2, y: 3)
        #expect(view.frame == CGRect(x: 50, y: 50, width: 200, height: 150))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 150, y: 125))

        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(isClose(view.frame, CGRect(x: 125, y: 75, width: 50, height: 100)))

        view.transform = .identity
        #expect(view.frame == CGRect(x: 100, y: 100, width: 100, height: 50))
    }

    @Test("a view's frame is in its superview's coordinates, so moving the superview does not change it")
    func frameIsRelativeToTheSuperview() {
        let parent = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        parent.addSubview(child)

        parent.center = CGPoint(x: 300, y: 300)

        #expect(child.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(child.convert(CGPoint.zero, to: parent) == CGPoint(x: 10, y: 10))
        #expect(child.superview === parent && parent.subviews.count == 1)
    }
}
