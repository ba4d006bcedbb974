// `import UIKit` brings Foundation (and with it `CGFloat`, `CGPoint`, `CGRect`, `Date`, `URL`…);
// so does `import OpenTouch`, so pasted UIKit files need no extra import.
@_exported import Foundation
