import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("Views: UIActivityIndicatorView and UIProgressView")
struct ActivityAndProgressTests {
    @Test("a spinner has its style's size and is hidden until it animates")
    func spinnerSizesAndHiding() {
        let large = UIActivityIndicatorView(style: .large)
        #expect(large.frame == CGRect(x: 0, y: 0, width: 37, height: 37))
        #expect(large.isHidden && !large.isAnimating && large.hidesWhenStopped)
        large.startAnimating()
        #expect(large.isAnimating && !large.isHidden)
        large.stopAnimating()
        #expect(!large.isAnimating && large.isHidden)

        let medium = UIActivityIndicatorView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        #expect(medium.style == .medium)
        #expect(medium.intrinsicContentSize == CGSize(width: 20, height: 20))
        medium.sizeToFit()
        #expect(medium.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(UIActivityIndicatorView.Style(rawValue: 0).map { UIActivityIndicatorView(style: $0).bounds.size }
                == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView.Style.large.rawValue == 101)
    }

    @Test("hidesWhenStopped false keeps a stopped spinner visible")
    func hidesWhenStopped() {
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.hidesWhenStopped = false
        #expect(spinner.isHidden == false)
        spinner.startAnimating()
        spinner.stopAnimating()
        #expect(spinner.isHidden == false)
        spinner.hidesWhenStopped = true
        #expect(spinner.isHidden)
    }

    @Test("a spinner's color is the style's until set; setting nil restores it")
    func spinnerColor() {
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(spinner.color == UIColor.secondaryLabel)
        spinner.color = .systemPurple
        #expect(spinner.color == UIColor.systemPurple)
        spinner.color = nil
        #expect(spinner.color == UIColor.secondaryLabel)
        #expect(UIActivityIndicatorView.Style(rawValue: 1).map { UIActivityIndicatorView(style: $0).color } == UIColor.white)
    }

    @Test("progress is clamped to 0…1, and NaN is 0")
    func progressClamping() {
        let bar = UIProgressView(progressViewStyle: .default)
        #expect(bar.progress == 0)
        bar.progress = 0.4
        #expect(bar.progress == 0.4)
        bar.setProgress(1.5, animated: true)
        #expect(bar.progress == 1)
        bar.progress = -0.2
        #expect(bar.progress == 0)
        bar.progress = .nan
        #expect(bar.progress == 0)
        bar.progress = .infinity
        #expect(bar.progress == 1)
        bar.progress = -.infinity
        #expect(bar.progress == 0)
    }

    @Test("observedProgress drives progress")
    func observedProgress() {
        let bar = UIProgressView(progressViewStyle: .bar)
        let task = Progress(totalUnitCount: 4)
        bar.observedProgress = task
        task.completedUnitCount = 1
        #expect(bar.progress == 0.25)
        #expect(bar.accessibilityValue == "25%")
        bar.progress = 0.9                             // ignored while observing
        #expect(bar.progress == 0.25)
        bar.observedProgress = nil
        #expect(bar.progress == 0.9)
    }

    @Test("a progress view is 4 points tall (2.5 for the bar style) and has no natural width")
    func progressSizes() {
        let bar = UIProgressView(progressViewStyle: .default)
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 0, height: 4))
        #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 4))
        let toolbarBar = UIProgressView(progressViewStyle: .bar)
        #expect(toolbarBar.intrinsicContentSize.height == 2.5)
        let framed = UIProgressView(frame: CGRect(x: 16, y: 100, width: 300, height: 20))
        #expect(framed.progressViewStyle == .default)
        framed.sizeToFit()
        #expect(framed.frame == CGRect(x: 16, y: 100, width: 300, height: 4))
        #expect(framed.isAccessibilityElement && framed.accessibilityTraits == .updatesFrequently)
        #expect(framed.accessibilityValue == "0%")
        framed.progressTintColor = .systemGreen
        framed.trackImage = UIImage(named: "vw.track")
        #expect(framed.progressTintColor == UIColor.systemGreen && framed.trackImage != nil)
    }
}
