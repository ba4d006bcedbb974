import Foundation
import OpenTouch
import Testing

// Parents with many children get a grid sized from the children's median size, with custom
// children (any UIView subclass) asked in their place among the plain ones. Whatever the shape,
// the answer must be the front-most child, in the walk's order, whose hit test answers.

/// A subclass that overrides nothing: hit testing must still ask it.
private final class HTCustomCell: UIView {}

/// Answers nil everywhere: it never takes a touch, so the children behind it must be asked.
private final class HTTransparentCell: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
}

/// Runs `action` the first time it is hit-tested, then answers nil.
private final class HTMeddlingCell: UIView {
    var action: (() -> Void)?
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if let action { self.action = nil; action() }
        return nil
    }
}

@MainActor
private struct HTListScene {
    let scene: TestScene
    let list: UIView

    init(width: CGFloat, height: CGFloat) {
        scene = TestScene(width: width, height: height)
        list = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        scene.rootView.addSubview(list)
    }

    /// The answer, asked three times (the cache is built on the second): all three must agree.
    func hit(_ point: CGPoint) -> UIView? {
        let answers = (0 ..< 3).map { _ in scene.window.hitTest(point, with: nil) }
        #expect(answers[0] === answers[1] && answers[1] === answers[2])
        return answers[2]
    }

    /// The front-most child whose frame contains `point` (children here are untransformed and
    /// visible), or the list.
    func expected(_ point: CGPoint) -> UIView {
        list.subviews.last { child in
            !(child is HTTransparentCell) && !(child is HTMeddlingCell) && child.frame.contains(point)
        } ?? list
    }
}

@MainActor
@Suite("Hit-test grids: list shapes and custom children")
struct HitTestGridShapeTests {
    @Test("500 full-width rows: every row's edges and middle answer that row")
    func fullWidthRows() {
        let setup = HTListScene(width: 300, height: 1000)
        let rows = (0 ..< 500).map { UIView(frame: CGRect(x: 0, y: CGFloat($0) * 2, width: 300, height: 2)) }
        for row in rows { setup.list.addSubview(row) }
        for (index, row) in rows.enumerated() where index % 7 == 0 || index == 499 {
            let top = row.frame.minY
            #expect(setup.hit(CGPoint(x: 150, y: top)) === row)
            #expect(setup.hit(CGPoint(x: 0, y: top + 1)) === row)
            #expect(setup.hit(CGPoint(x: 299.999, y: top + 1.999)) === row)
        }
        #expect(setup.hit(CGPoint(x: 150, y: 999.999)) === rows[499])
    }

    @Test("a one-row strip of 300 columns: each column answers")
    func oneRowStrip() {
        let setup = HTListScene(width: 900, height: 50)
        let columns = (0 ..< 300).map { UIView(frame: CGRect(x: CGFloat($0) * 3, y: 0, width: 3, height: 50)) }
        for column in columns { setup.list.addSubview(column) }
        for (index, column) in columns.enumerated() where index % 5 == 0 {
            #expect(setup.hit(CGPoint(x: column.frame.minX, y: 25)) === column)
            #expect(setup.hit(CGPoint(x: column.frame.maxX - 0.001, y: 49)) === column)
        }
    }

    @Test("custom children among 400 tiled plain ones are asked in the walk's order")
    func customAmongPlain() {
        let setup = HTListScene(width: 400, height: 400)
        for index in 0 ..< 400 {
            let frame = CGRect(x: CGFloat(index % 20) * 20, y: CGFloat(index / 20) * 20, width: 20, height: 20)
            let child: UIView = switch index % 37 {
            case 3: HTCustomCell(frame: frame)
            case 11: HTTransparentCell(frame: frame.insetBy(dx: -30, dy: -30))
            default: UIView(frame: frame)
            }
            setup.list.addSubview(child)
        }
        // Big custom cells on top of and under the tiles, overlapping many cells.
        setup.list.insertSubview(HTCustomCell(frame: CGRect(x: 50, y: 50, width: 100, height: 100)), at: 0)
        setup.list.addSubview(HTCustomCell(frame: CGRect(x: 250, y: 250, width: 60, height: 60)))
        setup.list.addSubview(HTTransparentCell(frame: CGRect(x: 0, y: 0, width: 400, height: 400)))
        for x in stride(from: CGFloat(0.5), to: 400, by: 13.7) {
            for y in stride(from: CGFloat(0.25), to: 400, by: 17.3) {
                let point = CGPoint(x: x, y: y)
                #expect(setup.hit(point) === setup.expected(point))
            }
        }
    }

    @Test("a custom child of a grid that moves a plain sibling behind it: the sibling is found where it now is")
    func meddlingInGrid() {
        let setup = HTListScene(width: 400, height: 400)
        let tiles = (0 ..< 100).map { UIView(frame: CGRect(x: ($0 % 10) * 40, y: ($0 / 10) * 40, width: 40, height: 40)) }
        for tile in tiles { setup.list.addSubview(tile) }
        let meddler = HTMeddlingCell(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        setup.list.addSubview(meddler)
        #expect(setup.hit(CGPoint(x: 5, y: 5)) === tiles[0])
        meddler.action = { tiles[99].center = CGPoint(x: 20, y: 20) }
        #expect(setup.scene.window.hitTest(CGPoint(x: 5, y: 5), with: nil) === tiles[99])
        #expect(setup.hit(CGPoint(x: 370, y: 370)) === setup.list)
    }
}
