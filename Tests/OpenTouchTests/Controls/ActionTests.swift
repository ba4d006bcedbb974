import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("UIAction and UIImage as UIKit spells them", .tags(.review))
struct ActionTests {
    @Test("UIAction(title:image:handler:) takes nil or a symbol image and keeps it")
    func actionImage() {
        var ran: [String] = []
        let plain = UIAction(title: "Copy", image: nil) { action in ran.append(action.title) }
        let trash = UIImage(systemName: "trash")
        let delete = UIAction(title: "Delete", image: trash, attributes: .destructive) { _ in ran.append("delete") }
        #expect(plain.image == nil)
        #expect(delete.image === trash)
        #expect(trash?.isSymbolImage == true)
        #expect(UIImage(named: "Logo")?.isSymbolImage == false)
        #expect(delete.attributes == .destructive)
        let control = UIControl(frame: .zero)
        control.addAction(plain, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(ran == ["Copy"])
    }

    @Test("the iOS 17 initializer: subtitle and selectedImage")
    func actionSubtitle() {
        let on = UIImage(systemName: "star.fill")
        let action = UIAction(title: "Favorite", subtitle: "Keep it", image: UIImage(systemName: "star"),
                              selectedImage: on, state: .on) { _ in }
        #expect(action.subtitle == "Keep it")
        #expect(action.selectedImage === on)
        #expect(action.image?.description == "UIImage(systemName: \"star\")")
    }
}
