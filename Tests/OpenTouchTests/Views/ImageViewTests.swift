import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("Views: UIImageView")
struct ImageViewTests {
    @Test("init(image:) sizes the view to the image; setting another image later does not resize it")
    func sizing() throws {
        UIImage.register(size: CGSize(width: 64, height: 48), scale: 2, forName: "vw.avatar")
        let view = UIImageView(image: UIImage(named: "vw.avatar"))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 64, height: 48))
        #expect(view.intrinsicContentSize == CGSize(width: 64, height: 48))
        view.image = UIImage(systemName: "star")
        #expect(view.frame.size == CGSize(width: 64, height: 48))
        #expect(view.intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(view.needsIntrinsicContentSizeUpdate)
        view.sizeToFit()
        #expect(view.frame.size == CGSize(width: 20, height: 20))

        let empty = UIImageView(frame: CGRect(x: 5, y: 5, width: 30, height: 30))
        #expect(empty.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(empty.sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
        #expect(UIImageView(image: nil).frame == .zero)
    }

    @Test("defaults: no user interaction, not an accessibility element, the image trait")
    func defaults() {
        let view = UIImageView(image: nil, highlightedImage: UIImage(systemName: "star.fill"))
        #expect(view.isUserInteractionEnabled == false)
        #expect(view.isAccessibilityElement == false)
        #expect(view.accessibilityTraits == .image)
        #expect(view.isHighlighted == false && view.isAnimating == false)
        #expect(view.animationDuration == 0 && view.animationRepeatCount == 0)
        #expect(view.contentMode == .scaleToFill)
    }

    @Test("highlighting shows the highlighted image when there is one")
    func highlighting() throws {
        let star = try #require(UIImage(systemName: "star"))
        let filled = try #require(UIImage(systemName: "star.fill"))
        let view = UIImageView(image: star, highlightedImage: filled)
        #expect(view.displayedImage === star)
        view.isHighlighted = true
        #expect(view.displayedImage === filled)
        view.highlightedImage = nil
        #expect(view.displayedImage === star)
    }

    @Test("template images take the view's tint color; original images keep their own colors")
    func tinting() throws {
        let vw = TestScene(loggedContainer: true)
        let symbol = vw.add(UIImageView(image: UIImage(systemName: "heart")))
        #expect(symbol.displayedTintColor == UIColor.systemBlue)
        vw.container.tintColor = .systemPink
        #expect(symbol.displayedTintColor == UIColor.systemPink)
        let photo = vw.add(UIImageView(image: UIImage(named: "vw.photo")))
        #expect(photo.displayedTintColor == nil)
        photo.image = photo.image?.withRenderingMode(.alwaysTemplate)
        #expect(photo.displayedTintColor == UIColor.systemPink)
        symbol.image = symbol.image?.withTintColor(.systemOrange)
        #expect(symbol.displayedTintColor == UIColor.systemOrange)
        symbol.image = UIImage(systemName: "heart")?.withRenderingMode(.alwaysOriginal)
        #expect(symbol.displayedTintColor == nil)
    }

    @Test("preferredSymbolConfiguration resizes symbol images it shows, not other images")
    func preferredConfiguration() throws {
        let view = UIImageView(image: UIImage(systemName: "bell"))
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 34)
        #expect(view.intrinsicContentSize == CGSize(width: 40, height: 40))
        #expect(view.displayedImage?.size == CGSize(width: 40, height: 40))
        view.image = UIImage(named: "vw.photo")
        #expect(view.intrinsicContentSize == CGSize(width: 100, height: 100))
    }

    @Test("in a window, the animation advances on the application's clock and ends after its repeats")
    func animationOnTheClock() throws {
        let vw = TestScene(loggedContainer: true)
        let frames = ["vw.frame0", "vw.frame1", "vw.frame2"].map { UIImage(named: $0)! }
        let still = UIImage(named: "vw.still")!
        let view = vw.add(UIImageView(image: still))
        view.animationImages = frames
        view.animationDuration = 0.3
        view.animationRepeatCount = 2
        view.startAnimating()
        #expect(view.isAnimating)
        #expect(view.displayedImage === frames[0])
        vw.clock.advance(by: 0.15)
        #expect(view.displayedImage === frames[1])
        vw.clock.advance(by: 0.1)
        #expect(view.displayedImage === frames[2])
        vw.clock.advance(by: 0.1)                    // 0.35 s: second cycle
        #expect(view.displayedImage === frames[0])
        vw.clock.advance(by: 0.3)                    // 0.65 s: both cycles done
        #expect(view.isAnimating == false)
        #expect(view.displayedImage === still)
    }

    @Test("without a duration each frame shows 1/30 s; stopAnimating shows the image again")
    func defaultDurationAndStop() {
        let vw = TestScene(loggedContainer: true)
        let view = vw.add(UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        let frames = (0..<30).map { UIImage(named: "vw.f\($0)")! }
        view.animationImages = frames
        view.startAnimating()
        vw.clock.advance(by: 0.5)
        #expect(view.displayedImage === frames[15])
        vw.clock.advance(by: 1)                      // repeats forever
        #expect(view.isAnimating && view.displayedImage === frames[15])
        view.stopAnimating()
        #expect(!view.isAnimating && view.displayedImage == nil)
    }

    @Test("outside a window the animation is only a state; with no frames it does not start")
    func animationOutsideAWindow() {
        let view = UIImageView(image: nil)
        view.startAnimating()
        #expect(view.isAnimating == false)
        let frames = [UIImage(named: "vw.a")!, UIImage(named: "vw.b")!]
        view.animationImages = frames
        view.animationRepeatCount = 1
        view.startAnimating()
        #expect(view.isAnimating)
        #expect(view.displayedImage === frames[0])
        #expect(view.intrinsicContentSize == CGSize(width: 100, height: 100))   // the first frame's size
    }
}
