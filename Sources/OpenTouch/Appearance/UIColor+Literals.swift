import Foundation

// Color literals: `#colorLiteral(red:green:blue:alpha:)` makes a UIColor, with or without a
// type annotation, as UIKit arranges on iOS.

/// The type a color literal has when nothing else decides it: ``UIColor``, as in UIKit.
public typealias _ColorLiteralType = UIColor

extension UIColor: _ExpressibleByColorLiteral {}
