#if os(Linux)
import Glibc

/// `strerror` text for an errno value, for messages.
enum SystemError {
    /// The C library's description of `code`, for example `"Permission denied"`.
    static func message(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }

    /// The errno constant's name for the values these messages mention, else the number.
    static func name(_ code: Int32) -> String {
        switch code {
        case EACCES: "EACCES"
        case EPERM: "EPERM"
        case ENOENT: "ENOENT"
        case ENODEV: "ENODEV"
        case ENXIO: "ENXIO"
        case ENOTTY: "ENOTTY"
        case EINVAL: "EINVAL"
        case EBUSY: "EBUSY"
        case EBADF: "EBADF"
        case EIO: "EIO"
        case EMFILE: "EMFILE"
        case ENFILE: "ENFILE"
        case ENOMEM: "ENOMEM"
        default: "errno \(code)"
        }
    }

    /// `"Permission denied (EACCES)"`.
    static func describe(_ code: Int32) -> String {
        "\(message(code)) (\(name(code)))"
    }
}
#endif
