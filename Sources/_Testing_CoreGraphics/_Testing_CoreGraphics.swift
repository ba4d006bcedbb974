// Swift Testing declares a cross-import overlay for CoreGraphics: a file that imports both
// `Testing` and `CoreGraphics` also imports `_Testing_CoreGraphics`. The toolchain ships that
// module only on Apple platforms, so on Linux the file would fail with "no such module
// '_Testing_CoreGraphics'". This empty module stands in for it; it adds nothing.
