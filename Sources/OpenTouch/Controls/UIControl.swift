import Foundation

/// The base class for controls: views that turn touches into target-action messages.
@MainActor
open class UIControl: UIView {
}
