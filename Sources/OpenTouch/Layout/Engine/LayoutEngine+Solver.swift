// OpenTouch — Layout / Engine
//
// The solver lives in its own module, OpenTouchSolver (no UIKit in it); OpenTouch re-exports it,
// so `Cassowary` stays visible to every client that imports OpenTouch, as before the split.

@_exported import OpenTouchSolver
