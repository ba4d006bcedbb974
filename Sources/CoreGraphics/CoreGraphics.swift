// `import CoreGraphics` on Linux: Foundation has the geometry types (`CGFloat`, `CGPoint`,
// `CGRect`…) and OpenTouch the rest (`CGAffineTransform`, `CGContext`, `CGPath`, `CGColor`…), so
// this module re-exports OpenTouch (and Foundation with it).
@_exported import OpenTouch
//
// Because this module (and QuartzCore and UIKit) make `canImport(CoreGraphics)` true on Linux as
// soon as they are built, OpenTouch's sources ask `canImport(Darwin)` to learn whether Apple's
// frameworks are there, never `canImport(CoreGraphics)` or `canImport(QuartzCore)`.
