import Foundation
import OpenTouch
import Testing

/// Logs the inset notifications of a scroll view subclass and its delegate.
@MainActor
final class InsetScrollView: UIScrollView, UIScrollViewDelegate {
    private(set) var log: [String] = []

    override func adjustedContentInsetDidChange() {
        log.append("adjustedContentInsetDidChange \(adjustedContentInset.top)")
        super.adjustedContentInsetDidChange()
    }

    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        log.append("scrollViewDidChangeAdjustedContentInset")
    }
}

@MainActor
@Suite("UIScrollView insets, indicators and keyboard modes", .tags(.review))
struct ScrollViewInsetTests {
    @Test("a changed contentInset calls adjustedContentInsetDidChange, which tells the delegate; an equal one does not")
    func insetNotifications() {
        let scrollView = InsetScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.delegate = scrollView
        scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        #expect(scrollView.log == ["adjustedContentInsetDidChange 20.0", "scrollViewDidChangeAdjustedContentInset"])
        #expect(scrollView.contentOffset == .zero)
    }

    @Test("UIKit's inset-adjustment and indicator properties, with UIKit's defaults and raw values")
    func storedProperties() {
        let scrollView = UIScrollView()
        #expect(scrollView.contentInsetAdjustmentBehavior == .automatic)
        #expect(scrollView.indicatorStyle == .default)
        #expect(scrollView.automaticallyAdjustsScrollIndicatorInsets)
        #expect(UIScrollView.ContentInsetAdjustmentBehavior.never.rawValue == 2)
        #expect(UIScrollView.IndicatorStyle.white.rawValue == 2)
        #expect(UIScrollView.KeyboardDismissMode.interactiveWithAccessory.rawValue == 4)
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.indicatorStyle = .white
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        scrollView.scrollIndicatorInsets = insets
        #expect(scrollView.verticalScrollIndicatorInsets == insets)
        #expect(scrollView.horizontalScrollIndicatorInsets == insets)
        scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(scrollView.adjustedContentInset.top == 10)
    }

    @Test("keyboardDismissMode .onDragWithAccessory resigns the first responder when a drag begins")
    func dismissWithAccessory() {
        final class SnippetField: UIView {
            override var canBecomeFirstResponder: Bool { true }
        }
        let scene = TestScene()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        scrollView.contentSize = CGSize(width: 375, height: 2000)
        scrollView.keyboardDismissMode = .onDragWithAccessory
        let field = SnippetField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        scene.rootView.addSubview(scrollView)
        scrollView.addSubview(field)
        #expect(field.becomeFirstResponder())
        scene.driver.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 300))
        #expect(!field.isFirstResponder)
    }
}
