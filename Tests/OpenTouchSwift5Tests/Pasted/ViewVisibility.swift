// Pasted in Swift 5 mode as an iOS app has it: a cross-platform file wrapped in
// `#if canImport(UIKit)`, with a helper struct, global constants and a free function that touch
// views from code the compiler does not know to be on the main actor.
#if canImport(UIKit)
import UIKit

let kOverlayTag = 4242
let kDefaultBorderColor = UIColor.black
let kCardInsets = UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12)

enum Palette {
    static let accent = UIColor(red: 0.1, green: 0.4, blue: 0.9, alpha: 1)
    static let captionFont = UIFont.systemFont(ofSize: 12)
}

struct ViewVisibility {
    static func hide(_ view: UIView) {
        view.isHidden = true
    }

    static func show(_ view: UIView) {
        view.isHidden = false
        view.alpha = 1
    }

    static func hideAll(tagged tag: Int, in root: UIView) -> Int {
        var hidden = 0
        for subview in root.subviews where subview.tag == tag {
            hide(subview)
            hidden += 1
        }
        return hidden
    }
}

func addBorder(to view: UIView, color: UIColor = kDefaultBorderColor, width: CGFloat = 1) {
    view.layer.borderColor = color.cgColor
    view.layer.borderWidth = width
}

func makeOverlay(frame: CGRect) -> UIView {
    let overlay = UIView(frame: frame)
    overlay.tag = kOverlayTag
    overlay.backgroundColor = Palette.accent.withAlphaComponent(0.5)
    addBorder(to: overlay)
    return overlay
}

/// A plain (not main-actor) model object that owns the views it configures, as many apps have.
final class BannerPresenter {
    let banner = UILabel()
    let closeButton = UIButton(type: .system)
    private(set) var closeCount = 0

    init(text: String) {
        banner.text = text
        banner.font = Palette.captionFont
        closeButton.setTitle("Close", for: .normal)
        closeButton.addTarget(self, action: BannerPresenter.close, for: .touchUpInside)
    }

    func install(in view: UIView) {
        banner.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 44).inset(by: kCardInsets)
        closeButton.frame = CGRect(x: view.bounds.width - 80, y: 0, width: 80, height: 44)
        view.addSubview(banner)
        view.addSubview(closeButton)
    }

    private func close() {
        closeCount += 1
        ViewVisibility.hide(banner)
        ViewVisibility.hide(closeButton)
    }
}
#endif
