import Foundation
import OpenTouch

/// Checks a parsed scene's names: views and recognizers named once, every reference to a name that exists.
struct SceneValidator {
    let scene: SceneFile
    /// Names the file cannot give a view: the scene's own parts.
    static let reserved = ["root", "window", "controller"]

    func validate() throws(SceneFileError) {
        let views = scene.allViews
        var viewNames: [String] = []
        for view in views.dropFirst() {
            guard let name = view.name else { continue }
            if Self.reserved.contains(name) { throw fail(view.location, "'\(name)' names a part of every scene; choose another name") }
            if let first = views.dropFirst().first(where: { $0.name == name }), first.location != view.location {
                throw fail(view.location, "two views are called '\(name)' (the first at line \(first.location.line)); names must be unique")
            }
            viewNames.append(name)
        }
        let known = ["root"] + viewNames
        for view in views {
            if let target = view.overrides.redirectTarget {
                try check(target, among: known, at: view.overrides.redirectLocation ?? view.location, "\(view.label) redirects to")
                if target == view.name { throw fail(view.location, "\(view.label) redirects to itself") }
            }
        }
        try validateRecognizers(views: known)
        for step in scene.script {
            for point in step.points { if case .view(let name, _) = point { try check(name, among: known, at: step.location, "the script refers to") } }
        }
        for name in scene.log.views ?? [] {
            try check(name, among: known + ["window", "controller"], at: scene.log.location ?? SceneLocation(line: 1, column: 1), "log refers to")
        }
    }

    private func validateRecognizers(views: [String]) throws(SceneFileError) {
        let names = scene.recognizers.compactMap(\.name)
        for recognizer in scene.recognizers {
            try check(recognizer.view, among: views, at: recognizer.viewLocation ?? recognizer.location, "recognizer \(recognizer.label) refers to view")
            if let name = recognizer.name, scene.recognizers.filter({ $0.name == name }).count > 1 {
                throw fail(recognizer.location, "two recognizers are called '\(name)'; names must be unique")
            }
            for other in recognizer.requiresFailureOf {
                let location = recognizer.requiresFailureLocation ?? recognizer.location
                try check(other, among: names, at: location, "requireToFail of \(recognizer.label) refers to recognizer")
                if other == recognizer.name { throw fail(location, "\(recognizer.label) requires itself to fail") }
            }
            for other in recognizer.delegate.simultaneousWith {
                try check(other, among: names, at: recognizer.location, "simultaneousWith of \(recognizer.label) refers to recognizer")
            }
        }
    }

    private func check(_ name: String, among names: [String], at location: SceneLocation, _ what: String) throws(SceneFileError) {
        guard !names.contains(name) else { return }
        throw fail(location, "\(what) '\(name)', which is not in the scene" + Spelling.suggestion(for: name, among: names))
    }

    private func fail(_ location: SceneLocation, _ message: String) -> SceneFileError {
        SceneFileError(fileName: scene.fileName, location: location, message: message)
    }
}

extension ScriptStep {
    /// The points the step names.
    var points: [ScenePoint] {
        switch action {
        case .down(_, let point), .move(_, let point), .tap(let point, _, _), .longPress(let point, _): [point]
        case .drag(let from, let to, _, _): [from, to]
        case .up, .cancel, .contact, .wait: []
        }
    }
}
