import Foundation
import OpenTouch
import Testing

private let reuseIdentifier = "Cell"

/// Xcode's UICollectionViewController template, filled in as an app does.
final class CVPhotosController: UICollectionViewController {
    var photos = (0..<30).map { "Photo \($0)" }
    var selected: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        // Register cell classes
        self.collectionView!.register(CVLabelCell.self, forCellWithReuseIdentifier: reuseIdentifier)
    }

    // MARK: UICollectionViewDataSource

    override func numberOfSections(in collectionView: UICollectionView) -> Int {
        return 1
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return photos.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: indexPath) as! CVLabelCell
        // Configure the cell
        cell.label.text = photos[indexPath.row]
        return cell
    }

    // MARK: UICollectionViewDelegate

    override func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        return indexPath.item % 2 == 0
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(photos[indexPath.item])
    }

    override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                                 to destinationIndexPath: IndexPath) {
        photos.insert(photos.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
}

@MainActor
@Suite("UICollectionViewController", .tags(.pastedCode))
struct CVControllerTests {
    func makeController() -> CVPhotosController {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        return CVPhotosController(collectionViewLayout: layout)
    }

    @Test("The template's overrides are the data source and delegate; taps select through them")
    func template() {
        let controller = makeController()
        let scene = TestScene(controller: controller)
        let view = controller.collectionView!
        view.layoutIfNeeded()
        #expect(view.dataSource === controller)
        #expect(view.frame == scene.window.bounds)
        #expect((view.cellForItem(at: IndexPath(item: 3, section: 0)) as? CVLabelCell)?.label.text == "Photo 3")
        scene.driver.tap(view.cellForItem(at: IndexPath(item: 1, section: 0))!)
        scene.driver.tap(view.cellForItem(at: IndexPath(item: 2, section: 0))!)
        #expect(controller.selected == ["Photo 2"])
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }

    @Test("clearsSelectionOnViewWillAppear: the selection is cleared when the view appears again")
    func clearsSelection() {
        let controller = makeController()
        let scene = TestScene(controller: controller)
        let view = controller.collectionView!
        view.layoutIfNeeded()
        view.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        let other = UIViewController()
        scene.window.rootViewController = other
        scene.window.rootViewController = controller
        #expect(view.indexPathsForSelectedItems == nil)
        controller.clearsSelectionOnViewWillAppear = false
        view.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        scene.window.rootViewController = other
        scene.window.rootViewController = controller
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
    }

    @Test("The standard reordering gesture moves items through the overridden moveItemAt")
    func standardReorderGesture() {
        let controller = makeController()
        let scene = TestScene(controller: controller)
        let view = controller.collectionView!
        view.layoutIfNeeded()
        #expect(controller.installsStandardGestureForInteractiveMovement)
        let from = scene.driver.screenLocation(of: view.cellForItem(at: IndexPath(item: 0, section: 0))!)
        let to = scene.driver.screenLocation(of: view.cellForItem(at: IndexPath(item: 2, section: 0))!)
        let finger = scene.driver.down(at: from)
        scene.driver.wait(0.6)
        scene.driver.glide(finger, to: to)
        scene.driver.up(finger)
        scene.driver.wait(1)
        #expect(controller.photos.prefix(3) == ["Photo 1", "Photo 2", "Photo 0"])
    }
}
