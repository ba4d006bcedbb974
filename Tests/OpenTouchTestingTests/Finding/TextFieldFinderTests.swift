import Foundation
import OpenTouchTesting
import Testing

@MainActor
@Suite("Finders: text fields by placeholder and by text, and typing into them")
struct TextFieldFinderTests {
    private func form(_ scene: TestingScene) -> (UITextField, UITextField, UITextView) {
        let email = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        email.placeholder = "Email"
        let name = UITextField(frame: CGRect(x: 20, y: 150, width: 300, height: 34))
        name.placeholder = "Name"
        name.text = "Ada"
        let notes = UITextView(frame: CGRect(x: 20, y: 200, width: 300, height: 100))
        notes.text = "Remember"
        for view in [email, name, notes] as [UIView] { scene.root.addSubview(view) }
        return (email, name, notes)
    }

    @Test(".textField(placeholder:) finds a field by its placeholder, .textField(_:) by its text, .textView(_:) a text view")
    func finders() throws {
        let scene = TestingScene()
        let (email, name, notes) = form(scene)
        #expect(try scene.driver.only(.textField(placeholder: "Email")) === email)
        #expect(try scene.driver.only(.textField("Ada")) === name)
        #expect(try scene.driver.only(.textView("Remember")) === notes)
        #expect(scene.driver.all(.textField(placeholder: "Phone")).isEmpty)
        #expect(ViewFinder.textField(placeholder: "Email").description == "text field with placeholder \"Email\"")
    }

    @Test("typeText taps the field, which becomes first responder, then types; a missing field fails with the search")
    func typing() throws {
        let scene = TestingScene()
        let (email, _, _) = form(scene)
        try scene.driver.typeText("ann@example.com", into: .textField(placeholder: "Email"))
        #expect(email.isFirstResponder)
        #expect(email.text == "ann@example.com")
        #expect(try scene.driver.only(.textField("ann@example.com")) === email)
        #expect(throws: TouchTestFailure.self) {
            try scene.driver.typeText("x", into: .textField(placeholder: "Phone"))
        }
    }
}
