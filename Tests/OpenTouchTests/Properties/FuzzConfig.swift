import Foundation

/// The kinds of mutation the fuzzer performs from inside callbacks.
enum FuzzMutation: String, CaseIterable, Sendable {
    case removeFromSuperview, addSubview, moveSubview
    case addRecognizer, removeRecognizer, removeOwnRecognizer, changeSiblingRecognizers, disableRecognizer
    case toggleInteraction, toggleHidden, disableScrolling, disableControl
    case releaseWindow, releaseApplication
}

/// The callbacks mutations run from.
enum FuzzSite: String, CaseIterable, Sendable {
    case viewTouches, customRecognizerTouches, recognizerAction, delegateShouldBegin, delegateShouldReceive
    case delegateSimultaneous, delegateRequireFailure, controlAction, scrollDelegate
    case animationCompletion
}

/// What a campaign runs: the seeds, and the mutations left out while known engine bugs are open.
struct FuzzConfig: Sendable {
    /// Mutations that are never performed.
    var excludedMutations: Set<FuzzMutation> = []
    /// Mutations never performed from one site, as `"mutation@site"` (see ``FuzzKnownBugs``).
    var excludedAtSites: Set<String> = []
    /// Whether the stream may disable a recognizer from its delegate's `shouldReceive`.
    var disableInShouldReceive = true

    /// Whether `mutation` may run from `site`.
    func allows(_ mutation: FuzzMutation, at site: FuzzSite) -> Bool {
        !excludedMutations.contains(mutation) && !excludedAtSites.contains("\(mutation.rawValue)@\(site.rawValue)")
    }
    /// Raw input steps per stream (upper bound).
    var maximumSteps = 60
    /// Whether controls may get isMultipleTouchEnabled.
    var multipleTouchControls = true
    /// Whether delegates may answer yes to shouldRequireFailureOf / shouldBeRequiredToFailBy.
    var dynamicFailureRequirements = true

    /// The configuration `swift test` uses. Every exclusion here hides an open engine bug,
    /// pinned by a disabled test in FuzzRegressionTests.swift; remove it once that test passes.
    static let ci = FuzzConfig(excludedMutations: FuzzKnownBugs.excludedMutations,
                               excludedAtSites: FuzzKnownBugs.excludedAtSites,
                               disableInShouldReceive: FuzzKnownBugs.disableInShouldReceive,
                               multipleTouchControls: FuzzKnownBugs.multipleTouchControls,
                               dynamicFailureRequirements: FuzzKnownBugs.dynamicFailureRequirements)

    /// The configuration with nothing excluded (`OPENTOUCH_FUZZ_ALL=1`).
    static let everything = FuzzConfig()

    /// The configuration from the environment: `OPENTOUCH_FUZZ_ALL=1` turns every exclusion off.
    static var fromEnvironment: FuzzConfig {
        ProcessInfo.processInfo.environment["OPENTOUCH_FUZZ_ALL"] == "1" ? .everything : .ci
    }
}

/// Mutation kinds excluded from the fixed-budget run because they trigger known, open engine
/// bugs. Each exclusion must name its repro in FuzzRegressionTests.swift; there are none open.
enum FuzzKnownBugs {
    static let excludedMutations: Set<FuzzMutation> = []
    static let excludedAtSites: Set<String> = []
    static let multipleTouchControls = true
    static let dynamicFailureRequirements = true
    static let disableInShouldReceive = true
}
