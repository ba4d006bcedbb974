import Foundation

extension UIBarButtonItem {
    /// The system's standard items (UIKit's raw values).
    public enum SystemItem: Int, Sendable, Hashable {
        /// "Done".
        case done = 0
        /// "Cancel".
        case cancel = 1
        /// "Edit".
        case edit = 2
        /// "Save".
        case save = 3
        /// A plus.
        case add = 4
        /// Flexible space between items.
        case flexibleSpace = 5
        /// Fixed space of the item's width.
        case fixedSpace = 6
        /// Compose.
        case compose = 7
        /// Reply.
        case reply = 8
        /// Share.
        case action = 9
        /// Organize.
        case organize = 10
        /// Bookmarks.
        case bookmarks = 11
        /// Search.
        case search = 12
        /// Refresh.
        case refresh = 13
        /// Stop.
        case stop = 14
        /// Camera.
        case camera = 15
        /// Trash.
        case trash = 16
        /// Play.
        case play = 17
        /// Pause.
        case pause = 18
        /// Rewind.
        case rewind = 19
        /// Fast forward.
        case fastForward = 20
        /// "Undo".
        case undo = 21
        /// "Redo".
        case redo = 22
        /// Page curl (deprecated).
        case pageCurl = 23
        /// A close (x) button.
        case close = 24

        /// The title the item shows; nil for image items and spaces.
        var title: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .undo: "Undo"
            case .redo: "Redo"
            default: nil
            }
        }

        /// The SF Symbol an image item shows (the names iOS uses); nil for titled items and spaces.
        var symbolName: String? {
            switch self {
            case .add: "plus"
            case .compose: "square.and.pencil"
            case .reply: "arrowshape.turn.up.left"
            case .action: "square.and.arrow.up"
            case .organize: "folder"
            case .bookmarks: "book"
            case .search: "magnifyingglass"
            case .refresh: "arrow.clockwise"
            case .stop: "xmark"
            case .camera: "camera"
            case .trash: "trash"
            case .play: "play.fill"
            case .pause: "pause"
            case .rewind: "backward.fill"
            case .fastForward: "forward.fill"
            case .close: "xmark"
            default: nil
            }
        }

        /// The accessibility label of the item's button (its title, or the name VoiceOver reads).
        var accessibilityName: String? {
            switch self {
            case .add: "Add"
            case .compose: "Compose"
            case .reply: "Reply"
            case .action: "Share"
            case .organize: "Organize"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .refresh: "Refresh"
            case .stop: "Stop"
            case .camera: "Camera"
            case .trash: "Delete"
            case .play: "Play"
            case .pause: "Pause"
            case .rewind: "Rewind"
            case .fastForward: "Fast Forward"
            case .close: "Close"
            case .flexibleSpace, .fixedSpace, .pageCurl: nil
            default: title
            }
        }
    }
}
