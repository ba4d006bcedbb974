import Foundation

/// What the Return key shows (iOS's lower-case caption) and its accessibility label (capitalized,
/// as UI tests name it: "Return", "Done", "Search"…), by the first responder's `returnKeyType`.
struct ReturnKeyTitle: Equatable {
    let caption: String
    let label: String

    /// The plain Return key.
    static let `default` = ReturnKeyTitle(caption: "return", label: "Return")

    init(caption: String, label: String) {
        self.caption = caption
        self.label = label
    }

    /// The title for `type`.
    init(_ type: UIReturnKeyType) {
        switch type {
        case .go: self.init(caption: "go", label: "Go")
        case .google: self.init(caption: "Google", label: "Google")
        case .join: self.init(caption: "join", label: "Join")
        case .next: self.init(caption: "next", label: "Next")
        case .route: self.init(caption: "route", label: "Route")
        case .search: self.init(caption: "search", label: "Search")
        case .send: self.init(caption: "send", label: "Send")
        case .yahoo: self.init(caption: "Yahoo", label: "Yahoo")
        case .done: self.init(caption: "done", label: "Done")
        case .emergencyCall: self.init(caption: "emergency", label: "Emergency call")
        case .continue: self.init(caption: "continue", label: "Continue")
        default: self = .default
        }
    }
}
