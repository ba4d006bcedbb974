import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("UICellAccessory")
struct CellAccessoryTests {
    @Test func displayedStatesFollowEditing() {
        #expect(UICellAccessory.disclosureIndicator().isDisplayed(editing: false))
        #expect(UICellAccessory.disclosureIndicator().isDisplayed(editing: true))
        #expect(!UICellAccessory.delete().isDisplayed(editing: false))
        #expect(UICellAccessory.delete().isDisplayed(editing: true))
        #expect(UICellAccessory.reorder().displayedState == .whenEditing)
        #expect(!UICellAccessory.checkmark(displayed: .whenNotEditing).isDisplayed(editing: true))
    }

    @Test func optionsAndKindsAreKept() {
        let label = UICellAccessory.label(text: "12", options: .init(isHidden: true, reservedLayoutWidth: .custom(40)))
        #expect(label.kind == .label)
        #expect(label.text == "12")
        #expect(label.isHidden)
        #expect(label.reservedLayoutWidth == .custom(40))
        let delete = UICellAccessory.delete(options: .init(backgroundColor: .systemPink))
        #expect(delete.backgroundColor == .systemPink)
        let outline = UICellAccessory.outlineDisclosure(options: .init(style: .header))
        #expect(outline.outlineStyle == .header)
    }

    @Test func customViewPlacementChoosesItsPositionAndDisplayedState() {
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let custom = UICellAccessory.customView(configuration: .init(
            customView: badge,
            placement: .trailing(displayed: .whenEditing, at: UICellAccessory.position(after: .disclosureIndicator))))
        #expect(custom.kind == .customView)
        #expect(custom.displayedState == .whenEditing)
        #expect(custom.customViewConfiguration?.customView === badge)
        let position = UICellAccessory.position(after: .disclosureIndicator)
        #expect(position([.checkmark(), .disclosureIndicator(), .label(text: "x")]) == 2)
        #expect(UICellAccessory.position(before: .checkmark)([.label(text: "x"), .checkmark()]) == 1)
    }
}
