import Foundation
import OpenTouch
import OpenTouchTesting
import Testing

@MainActor
@Suite("UITabBar and UITabBarItem: buttons, colours, badges, a bar on its own")
struct TabBarItemTests {
    /// The views of `bar` of type `T`, depth first.
    func views<T: UIView>(_ type: T.Type, in view: UIView) -> [T] {
        var found: [T] = []
        if let match = view as? T { found.append(match) }
        for subview in view.subviews { found += views(type, in: subview) }
        return found
    }

    @Test("A badge value draws a red rounded badge with the text in a white label; nil removes it")
    func badge() throws {
        let s = TabsScene()
        let item = s.pages[1].tabBarItem!
        item.badgeValue = "12"
        let label = try #require(views(UILabel.self, in: s.tabs.tabBar).first { $0.text == "12" })
        let badge = try #require(label.superview)
        #expect(badge.backgroundColor == .systemRed)
        #expect(label.textColor == .white)
        #expect(badge.bounds.height == TabBarConstants.badgeHeight)
        #expect(badge.bounds.width >= TabBarConstants.badgeHeight)
        #expect(badge.layer.cornerRadius == TabBarConstants.badgeHeight / 2)
        item.badgeColor = .systemGreen
        #expect(badge.backgroundColor == .systemGreen)
        item.badgeValue = nil
        #expect(!views(UILabel.self, in: s.tabs.tabBar).contains { $0.text == "12" })
        #expect(badge.superview == nil)
    }

    @Test("Titles are drawn in the tint colour when selected and systemGray (or unselectedItemTintColor) otherwise")
    func colours() throws {
        let s = TabsScene()
        let bar = s.tabs.tabBar
        func titleColor(_ text: String) throws -> UIColor? {
            try #require(views(UILabel.self, in: bar).first { $0.text == text }).textColor
        }
        #expect(try titleColor("One") == bar.tintColor)
        #expect(try titleColor("Two") == .systemGray)
        bar.unselectedItemTintColor = .systemOrange
        bar.tintColor = .systemPink
        #expect(try titleColor("Two") == .systemOrange)
        #expect(try titleColor("One") == .systemPink)
        s.tabs.selectedIndex = 1
        #expect(try titleColor("One") == .systemOrange)
        #expect(try titleColor("Two") == .systemPink)
    }

    @Test("A tab bar on its own: a tap selects the item and tells its delegate; the buttons share the width")
    func standaloneBar() {
        final class Delegate: UITabBarDelegate {
            var selected: [String] = []
            func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { selected.append(item.title ?? "") }
        }
        let s = TestScene(width: 300, height: 600)
        let bar = UITabBar(frame: CGRect(x: 0, y: 551, width: 300, height: 49))
        let delegate = Delegate()
        bar.delegate = delegate
        let items = [UITabBarItem(title: "A", image: nil, tag: 0), UITabBarItem(title: "B", image: nil, tag: 1),
                     UITabBarItem(title: "C", image: nil, selectedImage: nil)]
        bar.items = items
        s.add(bar)
        s.window.layoutIfNeeded()
        #expect(bar.selectedItem == nil)
        s.driver.tap(at: CGPoint(x: 250, y: 570))
        #expect(bar.selectedItem === items[2])
        #expect(delegate.selected == ["C"])
        s.driver.tap(at: CGPoint(x: 150, y: 570))
        #expect(delegate.selected == ["C", "B"])
        #expect(s.hitView(at: CGPoint(x: 99, y: 570))?.frame == CGRect(x: 0, y: 0, width: 100, height: 49))
    }

    @Test("A finger that slides off the tab before lifting selects nothing")
    func slideOff() {
        let s = TabsScene()
        let start = s.tabs.tabBar.convert(CGPoint(x: 187, y: 20), to: nil)
        let finger = s.driver.down(at: start)
        s.driver.move(finger, to: CGPoint(x: 187, y: 300))
        s.driver.up(finger)
        #expect(s.log.lines.isEmpty)
        #expect(s.tabs.selectedIndex == 0)
    }
}
