import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("UIBackgroundConfiguration")
struct BackgroundConfigurationTests {
    private func state(selected: Bool = false, highlighted: Bool = false) -> UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        state.isSelected = selected
        state.isHighlighted = highlighted
        return state
    }

    @Test func plainCellTurnsGreyWhenHighlightedOrSelectedAndBack() {
        let base = UIBackgroundConfiguration.listPlainCell()
        #expect(base.backgroundColor == .systemBackground)
        let selected = base.updated(for: state(selected: true))
        let highlighted = base.updated(for: state(highlighted: true))
        #expect(selected.backgroundColor != .systemBackground)
        #expect(selected.backgroundColor == highlighted.backgroundColor)
        #expect(selected.updated(for: state()).backgroundColor == .systemBackground)
        #expect(UIBackgroundConfiguration.listGroupedCell().backgroundColor == .secondarySystemGroupedBackground)
    }

    @Test func sidebarSelectionIsTheTintColour() {
        let selected = UIBackgroundConfiguration.listSidebarCell().updated(for: state(selected: true))
        #expect(selected.backgroundColor == nil)
        #expect(selected.resolvedBackgroundColor(for: .systemPurple) == .systemPurple)
        #expect(UIBackgroundConfiguration.listSidebarCell().cornerRadius > 0)
    }

    @Test func customColourAndClearIgnoreState() {
        var custom = UIBackgroundConfiguration.listPlainCell()
        custom.backgroundColor = .systemYellow
        #expect(custom.updated(for: state(selected: true)).backgroundColor == .systemYellow)
        #expect(UIBackgroundConfiguration.clear().updated(for: state(selected: true)).backgroundColor == .clear)
    }

    @Test func transformersApplyToTheResolvedColours() {
        var config = UIBackgroundConfiguration.clear()
        config.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        config.backgroundColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = config.resolvedBackgroundColor(for: .tintColor).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect(isClose(red, 1) && isClose(alpha, 0.5))
        config.strokeColor = nil
        #expect(config.resolvedStrokeColor(for: .systemOrange) == .systemOrange)
    }

    @Test func backgroundViewInsetsRoundsAndStrokesItsFill() throws {
        let scene = TestScene()
        var config = UIBackgroundConfiguration.listGroupedCell()
        config.cornerRadius = 12
        config.backgroundInsets = NSDirectionalEdgeInsets(top: 2, leading: 10, bottom: 4, trailing: 20)
        config.strokeWidth = 1
        config.strokeColor = .systemRed
        let custom = UIView()
        config.customView = custom
        let host = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50)))
        let background = config.makeBackgroundView()
        background.frame = host.bounds
        host.addSubview(background)
        background.layoutIfNeeded()
        let fill = try #require(custom.superview)
        #expect(fill.frame == CGRect(x: 10, y: 2, width: 270, height: 44))
        #expect(custom.frame == fill.bounds)
        #expect(fill.layer.cornerRadius == 12)
        #expect(fill.layer.borderWidth == 1)
        #expect(fill.backgroundColor == .secondarySystemGroupedBackground)
        #expect(!background.isUserInteractionEnabled)
    }

    @Test func marginsAddToTheChosenEdges() throws {
        let scene = TestScene()
        var config = UIBackgroundConfiguration.listPlainCell()
        config.edgesAddingLayoutMarginsToBackgroundInsets = [.leading, .trailing]
        let marker = UIView()
        config.customView = marker
        let host = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50)))
        host.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 16, bottom: 5, trailing: 16)
        let background = config.makeBackgroundView()
        background.frame = host.bounds
        host.addSubview(background)
        background.layoutIfNeeded()
        #expect(try #require(marker.superview).frame == CGRect(x: 16, y: 0, width: 268, height: 50))
    }
}
