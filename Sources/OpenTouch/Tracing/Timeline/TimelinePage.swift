import Foundation

/// The timeline's HTML page: a fixed skeleton, its style and script, and the model as JSON.
enum TimelinePage {
    /// The whole page for `model`.
    static func html(for model: TimelineModel) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="generator" content="OpenTouch TouchTimeline">
        <title>\(escaped(model.title))</title>
        <style>\(style)</style>
        </head>
        <body>
        <header>
          <div class="heading"><h1>\(escaped(model.title))</h1><div id="stats"></div></div>
          <div id="legend"></div>
          <div class="zoom"><button id="zoom-in" title="Zoom in (or scroll the wheel over the lanes)">+</button><button id="zoom-out" title="Zoom out">−</button><button id="zoom-fit" title="Show everything">Fit</button></div>
        </header>
        <main>
          <section id="timeline"><div id="axis"></div><div id="lanes"></div><div id="cursor"></div></section>
          <aside id="details">
            <h2>Selection</h2><div id="selection"><p class="hint">Click a mark, a segment, or a time.</p></div>
            <h2>Hit-test path</h2><ol id="hit-path"></ol>
            <h2>View tree</h2><div id="tree-caption"></div><svg id="screen" xmlns="http://www.w3.org/2000/svg"></svg><div id="view-tree"></div>
          </aside>
        </main>
        <section id="log"><h2>Log</h2><table id="log-table"></table></section>
        <script type="application/json" id="timeline-data">\(json(model))</script>
        <script>\(script)</script>
        </body>
        </html>

        """
    }

    /// The model as JSON that cannot end the script element it sits in.
    static func json(_ model: TimelineModel) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "Infinity",
                                                                      negativeInfinity: "-Infinity", nan: "NaN")
        let data = (try? encoder.encode(model)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
            .replacingOccurrences(of: "</", with: "<\\/")
            .replacingOccurrences(of: "<!--", with: "<\\u0021--")
    }

    /// Text made safe for HTML element content and attribute values.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
