import Foundation

// Image literals: `#imageLiteral(resourceName:)` makes a named UIImage, with or without a type
// annotation, as UIKit arranges on iOS.

/// The type an image literal has when nothing else decides it: ``UIImage``, as in UIKit.
public typealias _ImageLiteralType = UIImage

extension UIImage: _ExpressibleByImageLiteral {}
