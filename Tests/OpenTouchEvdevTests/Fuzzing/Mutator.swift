/// Mutates recordings as bytes: bit flips, line deletions and duplications, line swaps (time going
/// backwards), truncation, numeric extremes and random bytes.
struct Mutator {
    static let extremes = ["0", "-1", "2147483647", "-2147483648", "2147483648", "4294967295",
                           "99999999999999999999999", "-0", "0000000000000000000001", "1e309", "nan",
                           "0x7fffffff", "65535", "ffffffff", "-", "."]

    var random: SeededRandom

    /// Applies one to four random mutations to `bytes`.
    mutating func mutate(_ bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        for _ in 0..<random.int(1...4) {
            switch random.int(0...6) {
            case 0: flipBits(&result)
            case 1: deleteLine(&result)
            case 2: duplicateLine(&result)
            case 3: swapLines(&result)
            case 4: result = Array(result.prefix(random.int(0...result.count)))
            case 5: replaceNumber(&result)
            default: insertGarbage(&result)
            }
        }
        return result
    }

    private mutating func flipBits(_ bytes: inout [UInt8]) {
        guard !bytes.isEmpty else { return }
        for _ in 0..<random.int(1...8) {
            bytes[random.int(0...(bytes.count - 1))] ^= UInt8(1 << random.int(0...7))
        }
    }

    private mutating func lineRanges(_ bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = [], start = 0
        for (index, byte) in bytes.enumerated() where byte == 10 {
            ranges.append(start..<(index + 1)); start = index + 1
        }
        if start < bytes.count { ranges.append(start..<bytes.count) }
        return ranges
    }

    private mutating func deleteLine(_ bytes: inout [UInt8]) {
        let lines = lineRanges(bytes)
        guard !lines.isEmpty else { return }
        bytes.removeSubrange(random.pick(lines))
    }

    private mutating func duplicateLine(_ bytes: inout [UInt8]) {
        let lines = lineRanges(bytes)
        guard !lines.isEmpty else { return }
        let line = random.pick(lines)
        bytes.insert(contentsOf: bytes[line], at: line.lowerBound)
    }

    private mutating func swapLines(_ bytes: inout [UInt8]) {
        let lines = lineRanges(bytes)
        guard lines.count >= 2 else { return }
        let index = random.int(0...(lines.count - 2))
        let first = Array(bytes[lines[index]]), second = Array(bytes[lines[index + 1]])
        bytes.replaceSubrange(lines[index].lowerBound..<lines[index + 1].upperBound, with: second + first)
    }

    /// Replaces a run of digits with an extreme value.
    private mutating func replaceNumber(_ bytes: inout [UInt8]) {
        let digitPositions = bytes.indices.filter { bytes[$0] >= 48 && bytes[$0] <= 57 }
        guard !digitPositions.isEmpty else { return }
        var start = random.pick(digitPositions), end = start
        while start > 0, bytes[start - 1] >= 48, bytes[start - 1] <= 57 { start -= 1 }
        while end < bytes.count, bytes[end] >= 48, bytes[end] <= 57 { end += 1 }
        bytes.replaceSubrange(start..<end, with: Array(random.pick(Self.extremes).utf8))
    }

    private mutating func insertGarbage(_ bytes: inout [UInt8]) {
        let garbage = (0..<random.int(1...64)).map { _ in UInt8(random.int(0...255)) }
        bytes.insert(contentsOf: garbage, at: random.int(0...bytes.count))
    }
}
