/// `EV_SYN` codes.
public enum EvdevSyncCode {
    /// `SYN_REPORT`: closes a frame; everything since the previous one happened at once.
    public static let report: UInt16 = 0
    /// `SYN_CONFIG`: unused by current kernels.
    public static let config: UInt16 = 1
    /// `SYN_MT_REPORT`: separates contacts in multitouch protocol A.
    public static let mtReport: UInt16 = 2
    /// `SYN_DROPPED`: the kernel's buffer overflowed; events up to the next `SYN_REPORT` are unreliable.
    public static let dropped: UInt16 = 3
}
