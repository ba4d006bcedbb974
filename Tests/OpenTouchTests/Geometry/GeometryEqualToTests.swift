import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("CGGeometry: equalTo(_:) as pasted code calls it")
struct GeometryEqualToTests {
    @Test("a view's frame checked with equalTo before and after a layout change")
    func frameComparison() {
        let scene = TestScene()
        let card = UIView(frame: CGRect(x: 20, y: 40, width: 100, height: 60))
        scene.rootView.addSubview(card)
        let before = card.frame
        #expect(card.frame.equalTo(CGRect(x: 20, y: 40, width: 100, height: 60)))
        card.center = CGPoint(x: 100, y: 100)
        #expect(!card.frame.equalTo(before))
        #expect(card.frame.origin.equalTo(CGPoint(x: 50, y: 70)))
        #expect(card.bounds.size.equalTo(CGSize(width: 100, height: 60)))
        #expect(!card.bounds.size.equalTo(CGSize(width: 60, height: 100)))
    }

    @Test("equalTo compares rectangles as CoreGraphics does: standardized, with null rectangles equal")
    func rectangleRules() {
        #expect(CGRect(x: 10, y: 10, width: -10, height: -5).equalTo(CGRect(x: 0, y: 5, width: 10, height: 5)))
        #expect(CGRect.null.equalTo(CGRect(x: 1, y: 2, width: 3, height: 4).intersection(CGRect(x: 50, y: 50, width: 1, height: 1))))
        #expect(!CGRect.zero.equalTo(.null))
        #expect(!CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 2, y: 1)))
    }
}
