import Foundation
import OpenTouchTesting
import Testing

@MainActor
@Suite("Finders: what was searched and what was close")
struct FinderTests {
    @Test("A typo in an identifier fails and names the close identifiers with their paths")
    func identifierTypo() {
        let scene = TestingScene()
        _ = scene.addCards(3, likes: Likes())
        let failure = touchFailure { try scene.driver.tap(.identifier("lik-2")) }
        let message = try? #require(failure).description
        #expect(message?.contains("FinderTests.swift:") == true)
        #expect(message?.contains("tap(identifier \"lik-2\"): no shown view matches identifier \"lik-2\"") == true)
        #expect(message?.contains("Close:\n  identifier \"like-2\" on UIWindow > UIView > CardView[2] > UIButton#like-2") == true)
        #expect(message?.contains("identifier \"like-1\"") == true)
    }

    @Test("Several matches fail `only` and list each match's path; `first` takes the frontmost")
    func severalMatches() throws {
        let scene = TestingScene()
        let cards = scene.addCards(3, likes: Likes())
        let failure = touchFailure { _ = try scene.driver.only(.text("Like")) }
        let message = try #require(failure).reason
        #expect(message.hasPrefix("3 views match text \"Like\" (exactly one was expected)"))
        #expect(message.contains("  UIWindow > UIView > CardView[3] > UIButton#like-3\n"))
        #expect(try scene.driver.first(.text("Like")) === cards[2].subviews[0])
        #expect(scene.driver.all(.type(UIButton.self)).count == 3)
    }

    @Test("A finder narrowed to a card's subtree finds that card's button")
    func descendantOf() throws {
        let scene = TestingScene()
        let cards = scene.addCards(3, likes: Likes())
        cards[1].accessibilityIdentifier = "card-2"
        let button = try scene.driver.only(.text("Like").descendant(of: .identifier("card-2")))
        #expect(button === cards[1].subviews[0])
        #expect(scene.driver.all(.type(UIButton.self).and(.matching("frame.minY > 100") { $0.frame.minY > 100 })).isEmpty)
    }

    @Test("A match under a hidden ancestor is not found, and the failure says which ancestor hides it")
    func hiddenMatch() throws {
        let scene = TestingScene()
        let cards = scene.addCards(2, likes: Likes())
        cards[0].accessibilityIdentifier = "panel"
        cards[0].isHidden = true
        #expect(scene.driver.all(.identifier("like-1")).isEmpty)
        let failure = touchFailure { _ = try scene.driver.first(.identifier("like-1")) }
        let message = try #require(failure).reason
        #expect(message.contains("not shown: UIWindow > UIView > CardView#panel > UIButton#like-1: its ancestor CardView#panel is hidden"))
    }

    @Test("No match at all says what was searched and that nothing was close")
    func nothingClose() throws {
        let scene = TestingScene()
        _ = scene.addCards(1, likes: Likes())
        let failure = touchFailure { try scene.driver.tap(.label("Checkout")) }
        let message = try #require(failure).reason
        #expect(message == "no shown view matches label \"Checkout\" in the visible windows")
    }
}
