/// The modifiers an XKB state has in effect, by XKB's modifier names.
public struct XKBModifierState: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    /// Creates a set from its raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// `Shift` is in effect.
    public static let shift = XKBModifierState(rawValue: 1 << 0)
    /// `Lock` (Caps Lock) is locked on.
    public static let capsLock = XKBModifierState(rawValue: 1 << 1)
    /// `Control` is in effect.
    public static let control = XKBModifierState(rawValue: 1 << 2)
    /// `Mod1` (Alt) is in effect.
    public static let alternate = XKBModifierState(rawValue: 1 << 3)
    /// `Mod4` (Super, the logo key; ⌘ on a Mac keyboard) is in effect.
    public static let logo = XKBModifierState(rawValue: 1 << 4)
    /// `Mod2` (Num Lock) is locked on.
    public static let numLock = XKBModifierState(rawValue: 1 << 5)
    /// `Mod5` (AltGr, level 3 on most layouts) is in effect.
    public static let levelThree = XKBModifierState(rawValue: 1 << 6)

    /// XKB's name of each modifier, in bit order.
    static let names: [(XKBModifierState, String)] = [
        (.shift, "Shift"), (.capsLock, "Lock"), (.control, "Control"), (.alternate, "Mod1"),
        (.logo, "Mod4"), (.numLock, "Mod2"), (.levelThree, "Mod5"),
    ]
}
