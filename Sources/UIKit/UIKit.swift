// `import UIKit` on Linux: this module re-exports OpenTouch, which has UIKit's API under UIKit's
// names, and Foundation with it. Pasted files keep their import, and `#if canImport(UIKit)` is
// true here while `#if os(iOS)` stays false. `import UIKit.UIGestureRecognizerSubclass` resolves
// to the clang submodule in Sources/UIKitSubmodules, which adds nothing: a recognizer subclass
// sets `state` and overrides the touch methods through this module alone.
@_exported import OpenTouch
