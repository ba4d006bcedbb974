import Foundation

extension UIAlertController {
    /// A new text field for the alert, added to ``textFields``; stops the program for an action
    /// sheet, as UIKit raises.
    func makeTextField() -> UITextField {
        guard preferredStyle == .alert else {
            preconditionFailure("Text fields can only be added to an alert controller of style UIAlertController.Style.alert")
        }
        let field = _UIAlertControllerTextField(frame: .zero)
        field.font = .systemFont(ofSize: AlertConstants.textFieldFontSize)
        field.borderStyle = .roundedRect
        storedTextFields.append(field)
        return field
    }

    /// Stacks the text fields under the header, from `y`; returns the y under them.
    func layOutTextFields(in card: UIView, width: CGFloat, from y: CGFloat) -> CGFloat {
        let fields = card.subviews.compactMap { $0 as? UITextField }
        guard !fields.isEmpty else { return y }
        let padding = AlertConstants.headerPadding
        var top = y == 0 ? padding : y
        for field in fields {
            field.frame = CGRect(x: padding, y: top, width: width - 2 * padding, height: AlertConstants.textFieldHeight)
            top += AlertConstants.textFieldHeight
        }
        return top + padding
    }

    /// Makes the first text field first responder once the alert is on screen.
    func focusFirstTextField() {
        storedTextFields.first?.becomeFirstResponder()
    }
}

/// A text field of an alert.
final class _UIAlertControllerTextField: UITextField {}
