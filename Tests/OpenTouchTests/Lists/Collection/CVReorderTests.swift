import Foundation
import OpenTouch
import Testing

/// The long-press-to-reorder pattern as apps write it (only `#selector` changed).
final class CVReorderController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    var items = (0..<12).map { "Item \($0)" }
    var collectionView: UICollectionView!
    var moves: [String] = []
    var implementsMove = true

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.register(CVLabelCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
        let longPress = UILongPressGestureRecognizer(target: self, action: CVReorderController.handleLongGesture)
        collectionView.addGestureRecognizer(longPress)
    }

    func handleLongGesture(_ gesture: UILongPressGestureRecognizer) {
        switch gesture.state {
        case .began:
            guard let selectedIndexPath = collectionView.indexPathForItem(at: gesture.location(in: collectionView)) else {
                break
            }
            collectionView.beginInteractiveMovementForItem(at: selectedIndexPath)
        case .changed:
            collectionView.updateInteractiveMovementTargetPosition(gesture.location(in: gesture.view!))
        case .ended:
            collectionView.endInteractiveMovement()
        default:
            collectionView.cancelInteractiveMovement()
        }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath) as! CVLabelCell
        cell.label.text = items[indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append("\(sourceIndexPath.item)->\(destinationIndexPath.item)")
        let item = items.remove(at: sourceIndexPath.item)
        items.insert(item, at: destinationIndexPath.item)
    }
}

/// The same controller without `moveItemAt`: the collection view must ignore the move.
final class CVNoMoveController: UIViewController, UICollectionViewDataSource {
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667),
                                          collectionViewLayout: CVScene.grid())

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(CVLabelCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath) as! CVLabelCell
        cell.label.text = "\(indexPath.item)"
        return cell
    }
}

@MainActor
@Suite("UICollectionView interactive reordering", .tags(.pastedCode))
struct CVReorderTests {
    func texts(_ view: UICollectionView) -> [String] {
        view.layoutIfNeeded()
        return view.visibleCells.compactMap { ($0 as? CVLabelCell)?.label.text }
    }

    @Test("A long press lifts an item, the finger carries it, the others make room, the lift drops it")
    func longPressReorder() {
        let controller = CVReorderController()
        let scene = TestScene(controller: controller)
        let view = controller.collectionView!
        view.layoutIfNeeded()
        let lifted = view.cellForItem(at: IndexPath(item: 0, section: 0))!
        let start = scene.driver.screenLocation(of: lifted)
        let finger = scene.driver.down(at: start)
        scene.driver.wait(0.6)
        #expect(lifted.configurationState.isReordering)
        let target = scene.driver.screenLocation(of: view.cellForItem(at: IndexPath(item: 4, section: 0))!)
        scene.driver.glide(finger, to: target)
        #expect(isClose(lifted.center, view.convert(target, from: nil), within: 1))
        #expect(view.cellForItem(at: IndexPath(item: 4, section: 0)) === lifted)
        #expect(controller.moves.isEmpty)
        scene.driver.up(finger)
        scene.driver.wait(1)
        #expect(controller.moves == ["0->4"])
        #expect(controller.items.prefix(6) == ["Item 1", "Item 2", "Item 3", "Item 4", "Item 0", "Item 5"])
        #expect(texts(view).prefix(6) == ["Item 1", "Item 2", "Item 3", "Item 4", "Item 0", "Item 5"])
        #expect(lifted.frame == CGRect(x: 137.5, y: 110, width: 100, height: 100))
        #expect(!lifted.configurationState.isReordering)
        #expect(view.indexPathsForSelectedItems == nil)
    }

    @Test("Cancelling puts the item back and tells the data source nothing")
    func cancel() {
        let controller = CVReorderController()
        _ = TestScene(controller: controller)
        let view = controller.collectionView!
        view.layoutIfNeeded()
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 160))
        #expect(texts(view).prefix(4) == ["Item 0", "Item 2", "Item 3", "Item 1"])
        view.cancelInteractiveMovement()
        #expect(texts(view).prefix(4) == ["Item 0", "Item 1", "Item 2", "Item 3"])
        #expect(controller.moves.isEmpty)
    }

    @Test("Without moveItemAt the move is ignored, with a diagnostic")
    func withoutMoveItemAt() {
        let controller = CVNoMoveController()
        let scene = TestScene(controller: controller)
        let recorder = scene.recorder()
        let view = controller.collectionView
        view.layoutIfNeeded()
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 320, y: 50))
        view.endInteractiveMovement()
        #expect(texts(view) == ["0", "1", "2", "3", "4", "5"])
        #expect(recorder.diagnostics.contains { $0.message.contains("does not implement collectionView(_:moveItemAt:to:)") })
    }
}
