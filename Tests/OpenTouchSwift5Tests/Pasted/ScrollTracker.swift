// Pasted in Swift 5 mode: `NSObject` subclasses as delegates and as a data source, the way
// controllers hand those roles to small objects.
import UIKit

/// Records where a scroll view has been and which page it settled on.
final class ScrollTracker: NSObject, UIScrollViewDelegate {
    private(set) var offsets: [CGPoint] = []
    private(set) var draggingBegan = 0
    private(set) var settledPage: Int?

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        draggingBegan += 1
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        offsets.append(scrollView.contentOffset)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        settledPage = Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded())
    }
}

/// Lets a recognizer begin only inside a circle inscribed in its view.
final class CircleOnlyGestureFilter: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let view = gestureRecognizer.view else { return false }
        let point = touch.location(in: view)
        let center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        let radius = min(view.bounds.width, view.bounds.height) / 2
        return hypot(point.x - center.x, point.y - center.y) <= radius
    }
}

protocol ChipBarDataSource: AnyObject {
    func numberOfChips(in bar: ChipBar) -> Int
    func chipBar(_ bar: ChipBar, titleAt index: Int) -> String
}

protocol ChipBarDelegate: AnyObject {
    func chipBar(_ bar: ChipBar, didSelectChipAt index: Int)
}

/// A row of buttons built from a data source.
final class ChipBar: UIView {
    weak var dataSource: ChipBarDataSource?
    weak var delegate: ChipBarDelegate?
    private(set) var chips: [UIButton] = []

    func reloadData() {
        chips.forEach { $0.removeFromSuperview() }
        chips = []
        let count = dataSource?.numberOfChips(in: self) ?? 0
        for index in 0..<count {
            let chip = UIButton(type: .system)
            chip.setTitle(dataSource?.chipBar(self, titleAt: index), for: .normal)
            chip.frame = CGRect(x: CGFloat(index) * 90, y: 0, width: 80, height: bounds.height)
            chip.tag = index
            chip.addTarget(self, action: ChipBar.chipTapped(_:), for: .touchUpInside)
            addSubview(chip)
            chips.append(chip)
        }
    }

    private func chipTapped(_ sender: UIButton) {
        delegate?.chipBar(self, didSelectChipAt: sender.tag)
    }
}

/// The data source and delegate: an `NSObject`, not a view controller.
final class FruitChips: NSObject, ChipBarDataSource, ChipBarDelegate {
    let fruits = ["Apple", "Pear", "Plum"]
    private(set) var selected: [String] = []

    func numberOfChips(in bar: ChipBar) -> Int { fruits.count }
    func chipBar(_ bar: ChipBar, titleAt index: Int) -> String { fruits[index] }
    func chipBar(_ bar: ChipBar, didSelectChipAt index: Int) { selected.append(fruits[index]) }
}
