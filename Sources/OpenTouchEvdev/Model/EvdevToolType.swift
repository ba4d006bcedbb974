/// `ABS_MT_TOOL_TYPE` values (`MT_TOOL_*`).
public enum EvdevToolType {
    /// `MT_TOOL_FINGER`.
    public static let finger: Int32 = 0
    /// `MT_TOOL_PEN`.
    public static let pen: Int32 = 1
    /// `MT_TOOL_PALM`.
    public static let palm: Int32 = 2
}
