import Foundation
@testable import OpenTouch
import Testing

@MainActor
@Suite("Cell accessory layout")
struct CellAccessoryLayoutTests {
    @Test func editingControlsLeadAndIndicatorsTrail() {
        let scene = TestScene()
        let host = scene.add(UIView(frame: CGRect(x: 0, y: 100, width: 320, height: 44)))
        let layout = CellAccessoryLayout(host: host)
        layout.update([.disclosureIndicator(), .delete(), .reorder(), .label(text: "Hi")], editing: true)
        let content = layout.layout(in: host.bounds)
        let kinds = layout.placed.map(\.accessory.kind)
        #expect(kinds == [.delete, .disclosureIndicator, .reorder, .label])
        let frames = Dictionary(uniqueKeysWithValues: layout.placed.map { ($0.accessory.kind, $0.view.frame) })
        #expect(isClose(frames[.delete]?.midX, 16 + 22))
        #expect(isClose(frames[.label]?.maxX, 304))
        #expect(content.minX >= frames[.delete]!.maxX)
        #expect(content.maxX <= frames[.disclosureIndicator]!.minX)
        layout.update([.disclosureIndicator(), .delete(), .reorder()], editing: false)
        #expect(layout.placed.map(\.accessory.kind) == [.disclosureIndicator])
        #expect(host.subviews.count == 1)
    }

    @Test func tappingADeleteControlCallsItsHandler() {
        let scene = TestScene()
        let host = scene.add(UIView(frame: CGRect(x: 0, y: 100, width: 320, height: 44)))
        let layout = CellAccessoryLayout(host: host)
        var taps = 0
        layout.update([.delete(actionHandler: { taps += 1 })], editing: true)
        layout.layout(in: host.bounds)
        scene.driver.tap(layout.placed[0].view)
        #expect(taps == 1)
    }
}
