import Foundation
import OpenTouch

/// A row of the window's list: its title (the cell's `textLabel`) and a bordered button at the
/// content view's trailing edge, 120 × 44 points, 20 points in from the edge.
final class ListWindowCell: UITableViewCell {
    static let reuseIdentifier = "ListWindowCell"

    let button = ListButton(type: .system)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        button.layer.cornerRadius = 8
        button.layer.borderWidth = 1
        button.layer.borderColor = UIColor.systemBlue.cgColor
        contentView.addSubview(button)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        button.frame = CGRect(x: bounds.width - 140, y: (bounds.height - 44) / 2, width: 120, height: 44)
        textLabel?.frame.size.width = max(0, bounds.width - 160 - (textLabel?.frame.minX ?? 0))
    }

    /// Shows `item`: its name, its button and its background (odd numbers white, even systemGray6).
    func show(_ item: ListWindowItem) {
        textLabel?.text = item.name
        textLabel?.textColor = .label
        button.setTitle("Button \(item.number)", for: .normal)
        button.tag = item.number
        backgroundColor = item.number % 2 == 1 ? .white : .systemGray6
    }
}

/// One row's data: its number (1…30, the button's) and its name.
struct ListWindowItem: Equatable {
    let number: Int
    let name: String

    /// The list's two sections, "Fruit" and "Vegetables", 15 items each, numbered 1…30 in order.
    static let sections: [(title: String, items: [ListWindowItem])] = {
        let fruit = ["Apple", "Apricot", "Banana", "Blueberry", "Cherry", "Fig", "Grape", "Kiwi", "Lemon", "Mango",
                     "Melon", "Orange", "Peach", "Pear", "Plum"]
        let vegetables = ["Asparagus", "Bean", "Beetroot", "Broccoli", "Cabbage", "Carrot", "Celery", "Courgette",
                          "Cucumber", "Leek", "Lettuce", "Onion", "Pea", "Potato", "Spinach"]
        let first = fruit.enumerated().map { ListWindowItem(number: $0.offset + 1, name: $0.element) }
        let second = vegetables.enumerated().map { ListWindowItem(number: $0.offset + 16, name: $0.element) }
        return [("Fruit", first), ("Vegetables", second)]
    }()
}
