import Foundation
import Testing
import OpenTouchEvdev

/// Mutated and random input to every reader: no crash, no hang, and either a line-numbered error
/// or a recording whose decoding keeps the decoder's invariants.
@Suite("Fuzzing: readers")
struct ReaderFuzzTests {
    static let mapping = EvdevScreenMapping(width: 800, height: 480)

    @Test("evemu single files survive mutation")
    func evemuSingleFiles() {
        let corpus = Fixtures.recordings.filter { $0.format == .single && $0.eventsText.utf8.count < 40_000 }
            .map { Array($0.eventsText.utf8) }
        fuzz(corpus, salt: 1) { try EvemuReader.parse(bytes: $0) }
    }

    @Test("evemu description/events pairs survive mutation of either file")
    func evemuPairs() {
        let pairs = Fixtures.recordings.filter { $0.format == .pair && $0.eventsText.utf8.count < 20_000 }
            .map { (Array(Fixtures.text($0.descriptionURL).utf8), Array($0.eventsText.utf8)) }
        var random = SeededRandom(seed: FuzzBudget.firstSeed &+ 2)
        for iteration in 0..<FuzzBudget.iterations {
            var mutator = Mutator(random: SeededRandom(seed: FuzzBudget.firstSeed &+ UInt64(iteration) &* 7919 &+ 2))
            let (description, events) = random.pick(pairs)
            let mutateDescription = random.chance(0.3)
            let desc = mutateDescription ? mutator.mutate(description) : description
            let evts = mutateDescription ? events : mutator.mutate(events)
            check(lines: max(lineCount(desc), lineCount(evts))) {
                try EvemuReader.parse(descriptionBytes: desc, eventsBytes: evts)
            }
        }
    }

    @Test("libinput record files survive mutation")
    func libinputFiles() {
        var corpus = [Array(Fixtures.text(LibinputRecordReaderTests.fixture).utf8)]
        for fixture in Fixtures.recordings where fixture.eventsText.utf8.count < 2_000 {
            if let recording = try? fixture.read() { corpus.append(Array(LibinputRecordWriter.yaml(recording).utf8)) }
        }
        fuzz(corpus, salt: 3) { try LibinputRecordReader.parse(String(decoding: $0, as: UTF8.self)) }
    }

    @Test("truncation of small files (every length in a long run, every few bytes by default)")
    func truncation() throws {
        let wacom = Fixtures.recordings.first { $0.recording == "single-tap-center" }!
        let description = Array(Fixtures.text(wacom.descriptionURL).utf8), events = Array(wacom.eventsText.utf8)
        for length in stride(from: 0, through: events.count, by: FuzzBudget.isLongRun ? 1 : 3) {
            check(lines: lineCount(events)) {
                try EvemuReader.parse(descriptionBytes: description, eventsBytes: Array(events.prefix(length)))
            }
        }
        let single = Array((EvemuReaderTests.header + "E: 0.1 0003 0039 1\nE: 0.1 0003 0035 10\nE: 0.1 0003 0036 20\n"
                            + "E: 0.1 0000 0000 0\nE: 0.2 0003 0039 -1\nE: 0.2 0000 0000 0\n").utf8)
        for length in stride(from: 0, through: single.count, by: FuzzBudget.isLongRun ? 1 : 4) {
            let prefix = Array(single.prefix(length))
            check(lines: lineCount(prefix)) { try EvemuReader.parse(bytes: prefix) }
        }
        let yaml = Array(Fixtures.text(LibinputRecordReaderTests.fixture).utf8)
        for length in stride(from: 0, through: yaml.count, by: FuzzBudget.isLongRun ? 1 : 97) {
            let prefix = String(decoding: yaml.prefix(length), as: UTF8.self)
            check(lines: lineCount(Array(prefix.utf8))) { try LibinputRecordReader.parse(prefix) }
        }
    }

    @Test("random bytes are rejected with a line number")
    func randomBytes() {
        var random = SeededRandom(seed: FuzzBudget.firstSeed &+ 4)
        for _ in 0..<FuzzBudget.iterations {
            let bytes = (0..<random.int(0...2_000)).map { _ in UInt8(random.int(0...255)) }
            check(lines: lineCount(bytes)) { try EvemuReader.parse(bytes: bytes) }
            check(lines: lineCount(bytes)) {
                try EvemuReader.parse(descriptionBytes: Array("N: x\n".utf8), eventsBytes: bytes)
            }
            check(lines: lineCount(bytes)) { try LibinputRecordReader.parse(String(decoding: bytes, as: UTF8.self)) }
        }
    }

    private func fuzz(_ corpus: [[UInt8]], salt: UInt64, read: ([UInt8]) throws -> EvdevRecording) {
        var random = SeededRandom(seed: FuzzBudget.firstSeed &+ salt)
        for iteration in 0..<FuzzBudget.iterations {
            var mutator = Mutator(random: SeededRandom(seed: FuzzBudget.firstSeed &+ UInt64(iteration) &* 7919 &+ salt))
            let input = mutator.mutate(random.pick(corpus))
            check(lines: lineCount(input)) { try read(input) }
        }
    }

    /// Runs `read` and checks its outcome; the whole call, decoding included, must be quick.
    private func check(lines: Int, sourceLocation: SourceLocation = #_sourceLocation,
                       _ read: () throws -> EvdevRecording) {
        let start = Date()
        do {
            let recording = try read()
            #expect(recording.events.count <= lines, sourceLocation: sourceLocation)
            #expect(recording.eventLines.count == recording.events.count, sourceLocation: sourceLocation)
            #expect(zip(recording.events, recording.events.dropFirst()).allSatisfy { $0.time <= $1.time },
                    sourceLocation: sourceLocation)
            for selection in EvdevProtocolSelection.allCases {
                let decoded = recording.decode(mapping: Self.mapping, options: .init(protocolSelection: selection))
                let problems = DecoderInvariants.problems(decoded.events, mapping: Self.mapping)
                #expect(problems.isEmpty, "\(problems.prefix(3))", sourceLocation: sourceLocation)
            }
        } catch let error as EvdevReadError {
            #expect(error.line >= 0 && error.line <= lines + 1, "\(error)", sourceLocation: sourceLocation)
            #expect(!error.message.isEmpty, sourceLocation: sourceLocation)
        } catch {
            Issue.record("unexpected error type: \(error)", sourceLocation: sourceLocation)
        }
        #expect(Date().timeIntervalSince(start) < 5, sourceLocation: sourceLocation)
    }

    private func lineCount(_ bytes: [UInt8]) -> Int {
        bytes.reduce(1) { $0 + ($1 == 10 ? 1 : 0) }
    }
}
