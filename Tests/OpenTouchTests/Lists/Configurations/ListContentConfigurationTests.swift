import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("UIListContentConfiguration and UIListContentView")
struct ListContentConfigurationTests {
    /// A content view of `configuration` in `scene`, laid out at `width` with the height it asks for.
    private func laidOut(_ configuration: UIListContentConfiguration, in scene: TestScene,
                         width: CGFloat = 320) -> UIListContentView {
        let view = UIListContentView(configuration: configuration)
        let size = view.sizeThatFits(CGSize(width: width, height: 0))
        view.frame = CGRect(x: 0, y: 0, width: width, height: size.height)
        scene.add(view)
        view.layoutIfNeeded()
        return view
    }

    @Test func subtitleCellStacksTextsInsideTheMargins() throws {
        var config = UIListContentConfiguration.subtitleCell()
        config.text = "Title"
        config.secondaryText = "Subtitle"
        let scene = TestScene()
        let view = laidOut(config, in: scene)
        let text = try #require(view.textLayoutGuide).layoutFrame
        let secondary = try #require(view.secondaryTextLayoutGuide).layoutFrame
        #expect(view.imageLayoutGuide == nil)
        #expect(isClose(text.minX, 16))
        #expect(isClose(text.maxX, 304))
        #expect(isClose(text.minY, 11))
        #expect(isClose(secondary.minY, text.maxY + 3))
        #expect(isClose(view.bounds.height, secondary.maxY + 11))
    }

    @Test func valueCellPutsTheSecondaryTextAtTheTrailingMargin() throws {
        var config = UIListContentConfiguration.valueCell()
        config.text = "Wi-Fi"
        config.secondaryText = "Home"
        let scene = TestScene()
        let view = laidOut(config, in: scene)
        let text = try #require(view.textLayoutGuide).layoutFrame
        let secondary = try #require(view.secondaryTextLayoutGuide).layoutFrame
        #expect(isClose(text.minX, 16))
        #expect(isClose(secondary.maxX, 304))
        #expect(secondary.minX >= text.maxX + 8 - 0.5)
        #expect(isClose(text.midY, secondary.midY, within: 1))
    }

    @Test func imageShiftsTheTextAndReservesItsSize() throws {
        var config = UIListContentConfiguration.cell()
        config.text = "Row"
        config.image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in }
        config.imageProperties.reservedLayoutSize = CGSize(width: 40, height: 60)
        let scene = TestScene()
        let view = laidOut(config, in: scene)
        let image = try #require(view.imageLayoutGuide).layoutFrame
        let text = try #require(view.textLayoutGuide).layoutFrame
        #expect(isClose(image.size, CGSize(width: 20, height: 20)))
        #expect(isClose(image.midX, 16 + 20))
        #expect(isClose(text.minX, 16 + 40 + 16))
        #expect(isClose(view.bounds.height, 60 + 22))
        #expect(isClose(image.midY, view.bounds.midY))
        #expect(isClose(text.midY, view.bounds.midY, within: 1))
    }

    @Test func maximumSizeScalesTheImageDown() throws {
        var config = UIListContentConfiguration.cell()
        config.image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 50)).image { _ in }
        config.imageProperties.maximumSize = CGSize(width: 40, height: 40)
        let scene = TestScene()
        let view = laidOut(config, in: scene)
        #expect(isClose(try #require(view.imageLayoutGuide).layoutFrame.size, CGSize(width: 40, height: 20)))
    }

    @Test func longTextWrapsAndTheViewGrowsWithANarrowerWidth() {
        var config = UIListContentConfiguration.cell()
        config.text = String(repeating: "A long line of words that wraps. ", count: 6)
        let wide = UIListContentView(configuration: config).sizeThatFits(CGSize(width: 600, height: 0))
        let narrow = UIListContentView(configuration: config).sizeThatFits(CGSize(width: 200, height: 0))
        #expect(narrow.height > wide.height)
        config.textProperties.numberOfLines = 1
        let oneLine = UIListContentView(configuration: config).sizeThatFits(CGSize(width: 200, height: 0))
        #expect(oneLine.height < narrow.height)
    }

    @Test func settingAConfigurationRebuildsTheGuides() {
        var config = UIListContentConfiguration.cell()
        config.text = "Row"
        let view = UIListContentView(configuration: config)
        #expect(view.textLayoutGuide != nil)
        #expect(view.secondaryTextLayoutGuide == nil)
        config.text = nil
        config.secondaryText = "Only secondary"
        view.configuration = config
        #expect(view.textLayoutGuide == nil)
        #expect(view.secondaryTextLayoutGuide != nil)
        #expect((view.configuration as? UIListContentConfiguration)?.secondaryText == "Only secondary")
        #expect(view.supports(config))
        #expect(!view.supports(UIListContentConfigurationStandIn()))
    }

    @Test func textAndAttributedTextReplaceEachOther() {
        var config = UIListContentConfiguration.cell()
        config.text = "Plain"
        config.attributedText = NSAttributedString(string: "Rich")
        #expect(config.text == nil)
        config.text = "Plain again"
        #expect(config.attributedText == nil)
    }

    @Test func sidebarSelectionTurnsDefaultColoursWhiteButKeepsCustomOnes() {
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        state.isSelected = true
        let sidebar = UIListContentConfiguration.sidebarCell().updated(for: state)
        #expect(sidebar.textProperties.resolvedColor() == .white)
        #expect(sidebar.imageProperties.resolvedTintColor(for: .systemBlue) == .white)
        var custom = UIListContentConfiguration.sidebarCell()
        custom.textProperties.color = .systemRed
        #expect(custom.updated(for: state).textProperties.resolvedColor() == .systemRed)
        let cell = UIListContentConfiguration.cell().updated(for: state)
        #expect(cell.textProperties.resolvedColor() == .label)
        state.isSelected = false
        #expect(UIListContentConfiguration.sidebarCell().updated(for: state).textProperties.color == .label)
    }

    @Test func colorTransformersApplyToResolvedColours() {
        var config = UIListContentConfiguration.cell()
        config.textProperties.colorTransformer = UIConfigurationColorTransformer { _ in .systemGreen }
        #expect(config.textProperties.resolvedColor() == .systemGreen)
        #expect(config.textProperties.color == .label)
        config.imageProperties.tintColorTransformer = .preferredTint
        #expect(config.imageProperties.resolvedTintColor(for: .systemRed) == .tintColor)
        let gray = UIConfigurationColorTransformer.grayscale(UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        var white: CGFloat = 0, alpha: CGFloat = 0
        _ = gray.getWhite(&white, alpha: &alpha)
        #expect(isClose(white, 0.2126, within: 0.01))
        #expect(UIConfigurationColorTransformer.grayscale == .grayscale)
        #expect(UIConfigurationColorTransformer.grayscale != .monochromeTint)
    }

    @Test func headerStylesUseTheirFontsAndColours() {
        #expect(UIListContentConfiguration.groupedHeader().textProperties.color == .secondaryLabel)
        #expect(UIListContentConfiguration.plainHeader().textProperties.color == .label)
        let prominent = UIListContentConfiguration.extraProminentInsetGroupedHeader().textProperties.font
        #expect(prominent.pointSize > UIListContentConfiguration.groupedHeader().textProperties.font.pointSize)
        #expect(UIListContentConfiguration.valueCell().prefersSideBySideTextAndSecondaryText)
        #expect(!UIListContentConfiguration.subtitleCell().prefersSideBySideTextAndSecondaryText)
    }
}

/// A configuration that is not a list configuration, to check what a list content view refuses.
@MainActor
private struct UIListContentConfigurationStandIn: UIContentConfiguration {
    func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: .cell()) }
    func updated(for state: UIConfigurationState) -> UIListContentConfigurationStandIn { self }
}
