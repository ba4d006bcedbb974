import Foundation

/// An X Window Dump (what `xwd` writes), parsed: a header of 25 big-endian 32-bit fields, the
/// window name, the colour map, then the pixels, row by row, `bytes_per_line` apart, each
/// `bits_per_pixel / 8` bytes in the dump's byte order, split into channels by the masks.
/// Only the TrueColor and DirectColor dumps a 24- or 32-bit X server writes are read.
struct XWDImage {
    let width: Int
    let height: Int
    private let data: [UInt8]
    private let pixelOffset: Int
    private let bytesPerLine: Int
    private let bytesPerPixel: Int
    private let littleEndian: Bool
    private let masks: (red: UInt32, green: UInt32, blue: UInt32)

    init(_ dump: Data) throws {
        let bytes = [UInt8](dump)
        guard bytes.count >= 100 else { throw WindowTestFailure("xwd dump too short (\(bytes.count) bytes)") }
        func field(_ index: Int) -> UInt32 {
            let i = index * 4
            return UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3])
        }
        let headerSize = Int(field(0)), version = field(1), format = field(2)
        guard version == 7, format == 2 else { throw WindowTestFailure("not a version 7 ZPixmap xwd dump") }
        width = Int(field(4))
        height = Int(field(5))
        littleEndian = field(7) == 0
        let bitsPerPixel = Int(field(11))
        bytesPerLine = Int(field(12))
        let visualClass = field(13)
        masks = (field(14), field(15), field(16))
        let colors = Int(field(19))
        guard visualClass == 4 || visualClass == 5, bitsPerPixel == 24 || bitsPerPixel == 32 else {
            throw WindowTestFailure("unsupported xwd visual \(visualClass) with \(bitsPerPixel) bits per pixel")
        }
        bytesPerPixel = bitsPerPixel / 8
        pixelOffset = headerSize + colors * 12
        guard bytes.count >= pixelOffset + bytesPerLine * height, bytesPerLine >= width * bytesPerPixel else {
            throw WindowTestFailure("xwd dump truncated")
        }
        data = bytes
    }

    /// The colour at (`x`, `y`) as 8-bit red, green and blue.
    func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8) {
        precondition(x >= 0 && y >= 0 && x < width && y < height, "(\(x), \(y)) is outside the \(width)×\(height) screen")
        let start = pixelOffset + y * bytesPerLine + x * bytesPerPixel
        var value: UInt32 = 0
        for i in 0..<bytesPerPixel {
            let byte = UInt32(data[start + i])
            value |= littleEndian ? byte << (8 * UInt32(i)) : byte << (8 * UInt32(bytesPerPixel - 1 - i))
        }
        func channel(_ mask: UInt32) -> UInt8 {
            guard mask != 0 else { return 0 }
            return UInt8(truncatingIfNeeded: (value & mask) >> UInt32(mask.trailingZeroBitCount))
        }
        return (channel(masks.red), channel(masks.green), channel(masks.blue))
    }
}
