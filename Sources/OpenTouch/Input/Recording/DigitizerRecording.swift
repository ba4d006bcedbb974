import Foundation

/// A recorded stream of raw digitizer events: the bug-report format.
///
/// A recording is a ``Header`` (the screen size and where the events came from) and the
/// ``DigitizerEvent``s exactly as they were posted, bad ones included. It is stored as
/// [JSON Lines](https://jsonlines.org): the header object on the first line, then one event object
/// per line, so a live session can be appended to a file line by line
/// (``jsonLine(for:)-(DigitizerEvent)``):
///
/// ```
/// {"format":"opentouch-digitizer","note":"double tap ignored","screen":[375,667],"version":1}
/// {"fingers":[{"at":[100,200],"id":1,"mask":["range","touch","position"],"touching":true}],"time":12.5}
/// {"fingers":[{"at":[100,200],"id":1,"mask":["range","touch"],"touching":false}],"time":12.58}
/// ```
///
/// Make one with ``EventFetcher/startRecording(_:)``, by hand, or by reading a file; play it back
/// with ``UIApplication/replay(_:settle:)`` (virtual clock) or ``DigitizerPlayback`` (real time).
/// The <doc:RecordingAndReplay> article documents every key.
public struct DigitizerRecording: Sendable, Hashable {
    /// The `"format"` value of a recording's header line.
    public static let formatName = "opentouch-digitizer"
    /// The newest format version this build reads, and the one it writes for a recording with
    /// key or motion events (version 2). A recording of touches only is written as version 1,
    /// which older builds read.
    public static let formatVersion = 2

    /// The screen and the source of the events.
    public var header: Header
    /// Every event, of every kind, in the order it was posted, with its own timestamp: the order
    /// of the file's lines and of a replay. ``events``, ``keyboardEvents`` and ``motionEvents``
    /// are its events of one kind.
    public var inputs: [Input] = []
    /// What reading tolerated: a truncated last line that was left out, named by its line number.
    /// Empty for a recording made in memory; never written.
    public var readDiagnostics: [String] = []

    /// Creates a recording of `events`.
    public init(header: Header = Header(), events: [DigitizerEvent] = []) {
        self.header = header
        self.inputs = events.map(Input.digitizer)
    }

    /// The recording's first line: the screen the events were recorded on and where they came from.
    public struct Header: Sendable, Hashable {
        /// The size of the screen in points; events' locations are screen points.
        public var screenSize: CGSize
        /// The device that produced the events (for example `"ELAN Touchscreen"`), if known.
        public var device: String?
        /// The program or path the events came from (for example `"MyGame 1.2"`), if known.
        public var source: String?
        /// A free-form note: what happens in the recording, what went wrong, when it was made.
        public var note: String?

        /// Creates a header. The default screen is ``UIScreen``'s default, 375 × 667 points.
        public init(screenSize: CGSize = CGSize(width: 375, height: 667),
                    device: String? = nil, source: String? = nil, note: String? = nil) {
            self.screenSize = screenSize
            self.device = device
            self.source = source
            self.note = note
        }
    }

    /// An error reading or writing a recording, naming the line (1 is the header).
    public struct FormatError: Error, Hashable, CustomStringConvertible {
        /// The 1-based line of the JSON Lines text: 1 is the header, 2 the first event.
        public var line: Int
        /// What is wrong.
        public var message: String

        /// Creates an error for `line`.
        public init(line: Int, _ message: String) {
            self.line = line
            self.message = message
        }

        public var description: String { "line \(line): \(message)" }
    }
}

// MARK: Writing

extension DigitizerRecording {
    /// The recording as JSON Lines: the header line, then one line per event, each ending in `\n`.
    ///
    /// - Throws: ``FormatError`` naming the line of an event that JSON cannot hold (a NaN or
    ///   infinite time, position, pressure or radius) or a header with an unusable screen size.
    public func jsonLines() throws -> Data {
        var data = try Self.jsonLine(for: header, version: keyboardEvents.isEmpty && motionEvents.isEmpty ? 1 : 2)
        for (index, input) in inputs.enumerated() {
            do {
                data.append(try Self.jsonLine(for: input))
            } catch let error as FormatError {
                throw FormatError(line: index + 2, error.message)
            }
        }
        return data
    }

    /// Writes ``jsonLines()`` to `url`, replacing the file.
    public func write(to url: URL) throws {
        try jsonLines().write(to: url, options: .atomic)
    }

    /// The header's line, ending in `\n`: the first line of a recording file.
    public static func jsonLine(for header: Header) throws -> Data {
        try jsonLine(for: header, version: 1)
    }

    /// The header's line declaring format `version` (2 when key or motion lines follow).
    public static func jsonLine(for header: Header, version: Int) throws -> Data {
        guard let problem = header.screenProblem else { return try encodeLine(header, line: 1, version: version) }
        throw FormatError(line: 1, problem)
    }

    /// One event's line, ending in `\n`: append it to a file that starts with a header line.
    ///
    /// - Throws: ``FormatError`` (line 0: the caller knows the line) when the event holds a
    ///   non-finite number.
    public static func jsonLine(for event: DigitizerEvent) throws -> Data {
        try encodeLine(event, line: 0)
    }

    static func encodeLine<T: Encodable>(_ value: T, line: Int, version: Int = 1) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.userInfo[Header.versionKey] = version
        do {
            var data = try encoder.encode(value)
            data.append(0x0A)
            return data
        } catch let error as EncodingError {
            guard case .invalidValue(_, let context) = error else { throw FormatError(line: line, "\(error)") }
            throw FormatError(line: line, RecordingCodingPath.describe(context.codingPath, context.debugDescription))
        }
    }
}

// MARK: Reading

extension DigitizerRecording {
    /// Reads a recording from JSON Lines text.
    ///
    /// Blank lines are skipped; `\r\n` line ends are accepted. A last line that does not end in a
    /// newline and does not parse is taken to be cut off by a writer that stopped mid-line (a crash
    /// while appending): it is left out and ``readDiagnostics`` says so. Any other bad line is an error.
    ///
    /// - Throws: ``FormatError`` naming the first bad line: a missing or foreign header, a format
    ///   version newer than ``formatVersion``, invalid JSON, a missing key, an unknown mask name,
    ///   or a non-finite number.
    public init(jsonLines data: Data) throws {
        let lines = Self.splitLines(data)
        guard let headerIndex = lines.firstIndex(where: { !$0.isBlank }) else {
            throw FormatError(line: 1, "empty: expected a header line {\"format\":\"\(Self.formatName)\",…}")
        }
        let decoder = JSONDecoder()
        let header: Header
        do {
            header = try decoder.decode(Header.self, from: lines[headerIndex].bytes)
        } catch {
            throw FormatError(line: headerIndex + 1,
                              RecordingCodingPath.describe(error, what: "header", line: lines[headerIndex].bytes))
        }
        self.init(header: header)
        let endsWithNewline = data.last == 0x0A
        for index in lines.indices.dropFirst(headerIndex + 1) where !lines[index].isBlank {
            do {
                try append(decoding: lines[index].bytes, with: decoder)
            } catch {
                let message = RecordingCodingPath.describe(error, what: "event", line: lines[index].bytes)
                guard index == lines.count - 1, !endsWithNewline else {
                    throw FormatError(line: index + 1, message)
                }
                readDiagnostics.append(
                    "line \(index + 1): incomplete last line (no newline at the end) left out: \(message)")
            }
        }
    }

    /// Reads a recording from a JSON Lines file (see ``init(jsonLines:)``).
    public init(contentsOf url: URL) throws {
        try self.init(jsonLines: Data(contentsOf: url))
    }

    private struct Line {
        var bytes: Data
        var isBlank: Bool {
            bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
        }
    }

    private static func splitLines(_ data: Data) -> [Line] {
        var lines = data.split(separator: 0x0A, omittingEmptySubsequences: false).map { Line(bytes: Data($0)) }
        if data.last == 0x0A { lines.removeLast() }
        for index in lines.indices where lines[index].bytes.last == 0x0D {
            lines[index].bytes.removeLast()
        }
        return lines
    }
}

// MARK: The header's JSON

extension DigitizerRecording.Header: Codable {
    private enum CodingKeys: String, CodingKey {
        case format, version, screen, device, source, note
    }

    /// Decodes a header line: `"format"` must be ``DigitizerRecording/formatName`` and `"version"`
    /// at most ``DigitizerRecording/formatVersion``; `"screen"` is `[width, height]`, both finite
    /// and positive; `"device"`, `"source"` and `"note"` are optional strings.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let format = try container.decodeIfPresent(String.self, forKey: .format)
        guard format == DigitizerRecording.formatName else {
            throw DecodingError.dataCorruptedError(
                forKey: .format, in: container,
                debugDescription: "not an OpenTouch digitizer recording: \"format\" is "
                    + (format.map { "\"\($0)\"" } ?? "missing") + ", expected \"\(DigitizerRecording.formatName)\"")
        }
        let version = try container.decode(Int.self, forKey: .version)
        guard (1...DigitizerRecording.formatVersion).contains(version) else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container,
                debugDescription: "format version \(version) is not supported (this build reads 1 to \(DigitizerRecording.formatVersion))")
        }
        let screen = try container.decode([Double].self, forKey: .screen)
        guard screen.count == 2 else {
            throw DecodingError.dataCorruptedError(
                forKey: .screen, in: container, debugDescription: "expected [width, height]; found \(screen.count) numbers")
        }
        self.init(screenSize: CGSize(width: screen[0], height: screen[1]),
                  device: try container.decodeIfPresent(String.self, forKey: .device),
                  source: try container.decodeIfPresent(String.self, forKey: .source),
                  note: try container.decodeIfPresent(String.self, forKey: .note))
        if let problem = screenProblem {
            throw DecodingError.dataCorruptedError(forKey: .screen, in: container, debugDescription: problem)
        }
    }

    /// The encoder's `userInfo` key for the version to write (1 when absent).
    static let versionKey = CodingUserInfoKey(rawValue: "opentouch.recording.version")!

    /// Encodes the header with the format name and version 1 (or the version in the encoder's
    /// `userInfo`, which ``DigitizerRecording/jsonLines()`` sets to 2 for key and motion lines).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(DigitizerRecording.formatName, forKey: .format)
        try container.encode(encoder.userInfo[Self.versionKey] as? Int ?? 1, forKey: .version)
        try container.encode([Double(screenSize.width), Double(screenSize.height)], forKey: .screen)
        try container.encodeIfPresent(device, forKey: .device)
        try container.encodeIfPresent(source, forKey: .source)
        try container.encodeIfPresent(note, forKey: .note)
    }

    /// Why the screen size cannot be stored, or nil when it can.
    var screenProblem: String? {
        let size = [Double(screenSize.width), Double(screenSize.height)]
        guard size.allSatisfy({ $0.isFinite && $0 > 0 }) else {
            return "screen size \(size[0]) × \(size[1]) must be two finite, positive numbers"
        }
        return nil
    }
}
