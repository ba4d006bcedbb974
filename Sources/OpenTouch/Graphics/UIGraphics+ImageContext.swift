// OpenTouch — Graphics
//
// UIKit's older image contexts: UIGraphicsBeginImageContext… pushes a recording context,
// UIGraphicsGetImageFromCurrentImageContext() makes an image of what it recorded.

#if !canImport(Darwin)
import Foundation

/// The image contexts begun on the calling thread and not yet ended, most recent last, with
/// their scales.
private var imageContextStack: ThreadStack<(context: CGContext, scale: CGFloat)> {
    .current("OpenTouch.UIGraphicsImageContextStack")
}

/// The most recent image context and its scale, when it is the current context.
private var currentImageContext: (context: CGContext, scale: CGFloat)? {
    guard let last = imageContextStack.items.last, let current = UIGraphicsGetCurrentContext(),
          last.context === current else { return nil }
    return last
}

/// Begins an image context of `size` points at scale 1; see ``UIGraphicsBeginImageContextWithOptions(_:_:_:)``.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Creates a recording context of `size` points and makes it the current context until
/// ``UIGraphicsEndImageContext()``, as UIKit's bitmap image context.
///
/// A `scale` of 0 (or anything not finite and positive) means the current display scale, as
/// UIKit's main screen scale (2 by default). `opaque` is kept only. User space is the image's
/// space in points, origin top-left and y down, with no scale in the transform (as in
/// ``UIGraphicsImageRenderer``). A size that is empty or not finite makes no context (UIKit
/// logs an error and makes none either).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return }
    let context = CGContext(size: size)
    let scale = scale.isFinite && scale > 0 ? scale : UIImage.displayScale(for: nil)
    imageContextStack.items.append((context, scale))
    UIGraphicsPushContext(context)
}

/// An image of what has been drawn so far in the current image context: its size and scale,
/// with the drawing in ``UIImage/recordedOperations``. Nil when the current context is not an
/// image context begun with ``UIGraphicsBeginImageContextWithOptions(_:_:_:)``.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let (context, scale) = currentImageContext else { return nil }
    return UIImageRendering.image(size: context.size, scale: scale, drawing: context.operations)
}

/// Ends the current image context, making the context before it current again. Does nothing
/// when the current context is not an image context.
public func UIGraphicsEndImageContext() {
    guard currentImageContext != nil else { return }
    imageContextStack.items.removeLast()
    UIGraphicsPopContext()
}
#endif
