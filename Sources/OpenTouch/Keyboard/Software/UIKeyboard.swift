import Foundation

/// The software keyboard's keys (UIKit's class name for the keyboard view): an optional
/// predictive bar, four rows of ``UIKBKeyView``s for the current plane, and, on a screen with a
/// home indicator, a bottom row (OpenTouch leaves it empty: no globe or dictation).
final class UIKeyboard: UIView {
    /// The plane whose keys are shown.
    private(set) var plane: SoftwareKeyboardPlane = .letters
    /// Whether letters type upper-case and how long for.
    var shift: SoftwareKeyboardShift = .off {
        didSet { if shift != oldValue { updateCaptions() } }
    }
    /// The Return key's title and accessibility label.
    var returnTitle = ReturnKeyTitle.default {
        didSet { updateCaptions() }
    }
    /// Called when a key acts.
    @preconcurrency var onKey: (@MainActor (SoftwareKey) -> Void)?
    private let predictiveBar: UIView?
    private var keyViews: [UIKBKeyView] = []

    /// A keyboard `width` wide; `predictive` adds the predictive bar, `homeIndicatorRow` the row
    /// under the keys.
    init(width: CGFloat, predictive: Bool, homeIndicatorRow: Bool) {
        let metrics = SoftwareKeyboardMetrics.self
        let height = metrics.keyAreaHeight + (predictive ? metrics.predictiveBarHeight : 0)
            + (homeIndicatorRow ? metrics.homeIndicatorRowHeight : 0)
        predictiveBar = predictive ? TUIPredictionView(frame: CGRect(x: 0, y: 0, width: width, height: metrics.predictiveBarHeight)) : nil
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: height))
        backgroundColor = UIColor(white: 0.82, alpha: 1)
        if let predictiveBar { addSubview(predictiveBar) }
        showPlane(.letters)
    }

    required init?(coder: NSCoder) {
        predictiveBar = nil
        super.init(coder: coder)
    }

    /// The key views shown now, row by row.
    var keys: [UIKBKeyView] { keyViews }

    /// Replaces the keys with `newPlane`'s.
    func showPlane(_ newPlane: SoftwareKeyboardPlane) {
        plane = newPlane
        for view in keyViews { view.removeFromSuperview() }
        keyViews = []
        let metrics = SoftwareKeyboardMetrics.self
        let slot = bounds.width / 10
        let top = predictiveBar?.frame.maxY ?? 0
        let pitch = metrics.keyAreaHeight / 4
        for (index, row) in newPlane.rows.enumerated() {
            let rowWidth = row.reduce(0) { $0 + $1.width }
            var x = (10 - rowWidth) * slot / 2
            let y = top + CGFloat(index) * pitch + metrics.rowGap / 2
            for entry in row {
                let frame = CGRect(x: x + metrics.keyGap / 2, y: y, width: entry.width * slot - metrics.keyGap,
                                   height: pitch - metrics.rowGap)
                let view = UIKBKeyView(key: entry.key, frame: frame)
                view.onAction = { [weak self] key in self?.onKey?(key) }
                addSubview(view)
                keyViews.append(view)
                x += entry.width * slot
            }
        }
        updateCaptions()
    }

    private func updateCaptions() {
        for view in keyViews { caption(view) }
    }

    private func caption(_ view: UIKBKeyView) {
        switch view.key {
        case .character(let text):
            let shown = shift == .off ? text : text.uppercased()
            view.setCaption(shown, label: shown)
        case .shift:
            view.setCaption(shift == .capsLock ? "SHIFT" : "shift", label: "shift")
            view.restyle(highlighted: shift != .off)
        case .delete:
            view.setCaption("delete", label: "delete")
        case .plane(let target):
            let title = target == .letters ? "ABC" : target == .numbers ? "123" : "#+="
            let name = target == .letters ? "letters" : target == .numbers ? "numbers" : "symbols"
            view.setCaption(title, label: "more, \(name)", identifier: "more")
        case .space:
            view.setCaption("space", label: "space")
        case .returnKey:
            view.setCaption(returnTitle.caption, label: returnTitle.label, identifier: "Return")
        }
    }
}

/// The state of the shift key.
enum SoftwareKeyboardShift: Equatable {
    /// Letters type lower-case.
    case off
    /// The next letter types upper-case, then shift turns off.
    case on
    /// Every letter types upper-case until shift is tapped again.
    case capsLock
}

/// The QuickType bar above the keys (UIKit's class name); OpenTouch shows no suggestions in it.
final class TUIPredictionView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.82, alpha: 1)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
