// Swift Testing declares a cross-import overlay for UIKit: a file that imports both `Testing` and
// `UIKit` also imports `_Testing_UIKit`. The toolchain ships that module only on Apple platforms,
// so on Linux the file would fail with "no such module '_Testing_UIKit'". This empty module stands
// in for it; it adds nothing.
