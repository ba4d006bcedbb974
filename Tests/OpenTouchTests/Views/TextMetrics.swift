import Foundation
import OpenTouch

/// The 17 pt system font's line height, as iOS reports it (2444/2048 × 17).
let lineHeight17: CGFloat = 20.287109375

/// A line height of the system font at `size` points: (1950 + 494) / 2048 of it.
func systemLineHeight(_ size: CGFloat) -> CGFloat { size * 2444 / 2048 }

/// `value` rounded up to half points (2× pixels), as labels report sizes.
func roundedUpToPixels(_ value: CGFloat) -> CGFloat { (value * 2).rounded(.up) / 2 }
