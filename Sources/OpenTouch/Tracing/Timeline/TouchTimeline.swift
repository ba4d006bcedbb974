import Foundation

/// A timeline of what an application did with touches, as one self-contained HTML page: lanes per
/// finger, gesture recognizer, responder, control and scroll view on a time axis; each
/// touch-down's hit-test path; the view tree at the moment picked; and a readable log.
///
/// The page needs no network and no build step: open it in any browser. Record a test's touches
/// with a ``TraceRecorder`` (with `capturesViewTrees: true` to see view trees), then write it:
///
/// ```swift
/// let recorder = TraceRecorder(application: app, capturesViewTrees: true)
/// driver.tap(at: CGPoint(x: 322, y: 140))
/// try TouchTimeline(recorder: recorder, title: "like button").write(to: URL(fileURLWithPath: "/tmp/like.html"))
/// ```
@preconcurrency @MainActor
public struct TouchTimeline {
    /// What the page shows, as values.
    public let model: TimelineModel

    /// The timeline of everything `recorder` has collected so far.
    public init(recorder: TraceRecorder, title: String = "OpenTouch timeline") {
        model = TimelineBuilder.model(of: recorder.entries, title: title)
    }

    /// The timeline of `model`.
    public init(model: TimelineModel) {
        self.model = model
    }

    /// The page: HTML with its style, script and data inline.
    public var html: String {
        TimelinePage.html(for: model)
    }

    /// Writes ``html`` to `url` (UTF-8), replacing any file there.
    public func write(to url: URL) throws {
        try Data(html.utf8).write(to: url, options: .atomic)
    }

    /// The log as text, one line per thing that happened: `+120 ms  UIButton#like touchesBegan (finger 1)`.
    public var logLines: [String] {
        model.log.map { "\(TimelineText.format(time: $0.time))  \($0.text)" }
    }
}
