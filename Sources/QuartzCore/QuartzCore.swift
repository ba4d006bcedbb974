// `import QuartzCore` on Linux: OpenTouch holds Core Animation's API (`CALayer`, `CABasicAnimation`,
// `CADisplayLink`, `CATransaction`, `CACurrentMediaTime()`…), so this module re-exports it, with
// the rest of OpenTouch: one module cannot be split by framework.
@_exported import OpenTouch
