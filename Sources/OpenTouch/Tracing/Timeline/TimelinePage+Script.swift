extension TimelinePage {
    /// The page's script: reads the embedded model and renders lanes, axis, details and log into the DOM.
    static let script = #"""
    (function () {
      "use strict";
      const data = JSON.parse(document.getElementById("timeline-data").textContent);
      const $ = (id) => document.getElementById(id);
      const el = (tag, cls, text) => {
        const node = document.createElement(tag);
        if (cls) node.className = cls;
        if (text != null) node.textContent = text;
        return node;
      };
      const svgNS = "http://www.w3.org/2000/svg";
      const pt = (p) => p == null ? null : Array.isArray(p) ? { x: +p[0], y: +p[1] } : { x: +p.x, y: +p.y };
      const rect = (r) => Array.isArray(r)
        ? { x: +r[0][0], y: +r[0][1], w: +r[1][0], h: +r[1][1] }
        : { x: +r.origin.x, y: +r.origin.y, w: +r.size.width, h: +r.size.height };
      const num = (v) => String(+(+v).toFixed(2));
      const fmtTime = (t) => Math.abs(t) < 1 ? `+${Math.round(t * 1000)} ms` : `+${num(t)} s`;
      const fmtPoint = (p) => `(${num(p.x)}, ${num(p.y)})`;

      const total = Math.max(data.duration, 0.05);
      const fit = { start: -total * 0.03, end: total * 1.12 };
      const view = { start: fit.start, end: fit.end };
      const positioned = [];
      let selected = null;
      let cursorTime = null;

      const groups = { finger: "Fingers", recognizer: "Gesture recognizers", responder: "Responders: touch methods received",
        control: "Controls: events sent", scrollView: "Scroll views", diagnostics: "Diagnostics", other: "Other" };
      const states = ["Possible", "Began", "Changed", "Ended", "Failed", "Cancelled", "touching", "dragging", "decelerating"];

      function trackWidth() {
        const track = document.querySelector(".track");
        return Math.max(track ? track.clientWidth : $("axis").clientWidth, 1);
      }
      const x = (t) => (t - view.start) / (view.end - view.start) * trackWidth();
      const timeAt = (px) => view.start + px / trackWidth() * (view.end - view.start);

      function header() {
        const count = (kind) => data.lanes.filter((lane) => lane.kind === kind).length;
        $("stats").textContent = `${data.touchDowns.length} touch-down(s) · ${count("recognizer")} recognizer(s) · ` +
          `${count("responder")} responder(s) · ${fmtTime(data.duration)}`;
        for (const state of states) {
          const key = el("span", "key", state);
          const swatch = el("i");
          swatch.style.background = `var(--${state.toLowerCase()})`;
          key.prepend(swatch);
          $("legend").append(key);
        }
      }

      /// Why the page shows no touch: the advice to attach a recorder only when it saw nothing at all.
      function nothingDown() {
        return data.recordCount === 0
          ? "No touch went down while recording: nothing was recorded (attach the TraceRecorder before the touches)."
          : "No touch went down while recording.";
      }

      function lanes() {
        const container = $("lanes");
        if (data.touchDowns.length === 0) container.append(el("p", "hint", nothingDown()));
        let kind = null;
        data.lanes.forEach((lane, index) => {
          if (lane.kind !== kind) { container.append(el("div", "group", groups[lane.kind] || lane.kind)); kind = lane.kind; }
          const row = el("div", "lane");
          row.dataset.kind = lane.kind;
          row.dataset.title = lane.title;
          row.dataset.lane = index;
          const label = el("div", "lane-label");
          label.title = lane.subtitle ? `${lane.title}\n${lane.subtitle}` : lane.title;
          // A recognizer's name on one line, its view on the next: `UITapGestureRecognizer "doubleTap"`, `on UIView#photo`.
          const split = lane.kind === "recognizer" ? lane.title.indexOf(" on ") : -1;
          const title = split > 0 ? lane.title.slice(0, split) : lane.title;
          const subtitle = split > 0 ? lane.title.slice(split + 1) : lane.subtitle;
          label.append(el("div", "lane-title", title), el("div", "lane-subtitle", subtitle));
          const track = el("div", "track");
          for (const span of lane.spans) track.append(spanElement(lane, span));
          for (const mark of lane.marks) track.append(markElement(lane, mark));
          row.append(label, track);
          container.append(row);
        });
      }

      function spanElement(lane, span) {
        const node = el("div", "span", span.label);
        node.dataset.state = span.label;
        node.dataset.reason = span.reason;
        if (span.isOpenAtEnd) {
          node.classList.add("open-end");
          if (lane.kind === "recognizer") node.textContent = `${span.label}…`;
        }
        const until = span.isOpenAtEnd ? "end of trace, undecided" : fmtTime(span.end);
        node.title = `${span.label}  ${fmtTime(span.start)} – ${until}\n${span.reason}`;
        node.addEventListener("click", (event) => {
          event.stopPropagation();
          select(node, { lane, title: span.label, time: span.start, end: span.end, text: span.reason });
        });
        positioned.push({ node, start: span.start, end: span.end });
        return node;
      }

      function markElement(lane, mark) {
        const node = el("div", "mark");
        node.dataset.label = mark.label;
        node.dataset.detail = mark.detail;
        node.title = `${fmtTime(mark.time)}  ${mark.detail}`;
        if (mark.touchDown != null) node.dataset.touchDown = mark.touchDown;
        if (mark.label !== "Moved") node.append(el("span", "mark-label", mark.label));
        node.addEventListener("click", (event) => {
          event.stopPropagation();
          select(node, { lane, title: mark.label, time: mark.time, text: mark.detail, touchDown: mark.touchDown });
        });
        positioned.push({ node, start: mark.time });
        return node;
      }

      function layout() {
        for (const item of positioned) {
          item.node.style.left = `${x(item.start)}px`;
          if (item.end != null) item.node.style.width = `${Math.max(x(item.end) - x(item.start), 4)}px`;
        }
        for (const track of document.querySelectorAll(".track")) labelsIn(track);
        axis();
        cursor();
      }

      /// Each mark's label right of its dot, or left of it at the plot's right edge; a label that
      /// would overlap the one before it on the lane, or leave the plot, is hidden (its hover stays).
      function labelsIn(track) {
        const width = track.clientWidth;
        const labels = [...track.querySelectorAll(".mark-label")]
          .map((label) => ({ label, at: parseFloat(label.parentElement.style.left) }))
          .sort((a, b) => a.at - b.at);
        let right = -Infinity;
        for (const { label, at } of labels) {
          label.style.display = "";
          label.style.left = "8px";
          const size = label.offsetWidth;
          let start = at + 8;
          if (start + size > width - 2) start = at - 8 - size;
          const visible = at >= 0 && at <= width && start >= Math.max(right, 0);
          label.style.display = visible ? "" : "none";
          if (!visible) continue;
          label.style.left = `${start - at}px`;
          right = start + size + 6;
        }
      }

      function axis() {
        const container = $("axis");
        container.replaceChildren();
        const range = view.end - view.start;
        const steps = [0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 30, 60];
        const step = steps.find((s) => range / s <= trackWidth() / 90) || 120;
        for (let t = Math.ceil(view.start / step) * step; t <= view.end; t += step) {
          const tick = el("div", "tick", fmtTime(Math.abs(t) < 1e-9 ? 0 : t));
          tick.style.left = `${x(t)}px`;
          container.append(tick);
        }
      }

      function cursor() {
        const line = $("cursor");
        if (cursorTime == null) { line.style.display = "none"; return; }
        const label = document.querySelector(".lane-label");
        line.style.display = "block";
        line.style.left = `${(label ? label.offsetWidth : 250) + x(cursorTime)}px`;
      }

      function select(node, info) {
        if (selected) selected.classList.remove("selected");
        selected = node;
        if (node) node.classList.add("selected");
        const box = $("selection");
        box.replaceChildren();
        if (info.lane) {
          box.append(el("div", "what", info.lane.title));
          if (info.lane.subtitle) box.append(el("div", "path", info.lane.subtitle));
        }
        const when = info.end != null && info.end > info.time ? `${fmtTime(info.time)} – ${fmtTime(info.end)}` : fmtTime(info.time);
        box.append(el("div", "when", `${info.title ? info.title + " at " : "At "}${when}`));
        if (info.text) box.append(el("div", "reason", info.text));
        moment(info.time, info.touchDown);
      }

      function touchDownAt(time, index) {
        if (index != null) return data.touchDowns[index];
        const before = data.touchDowns.filter((down) => down.time <= time + 1e-9);
        return before.length ? before[before.length - 1] : data.touchDowns[0];
      }

      function moment(time, index) {
        cursorTime = time;
        cursor();
        const down = touchDownAt(time, index);
        hitPath(down);
        const withTree = down && down.viewTree ? down
          : data.touchDowns.filter((d) => d.viewTree && d.time <= time + 1e-9).pop() || data.touchDowns.find((d) => d.viewTree);
        tree(withTree, down);
      }

      function hitPath(down) {
        const list = $("hit-path");
        list.replaceChildren();
        if (!down) { list.append(el("li", "hint", "No touch went down.")); return; }
        const point = pt(down.point);
        list.append(el("li", "hint", `Finger ${down.finger} down${point ? " at " + fmtPoint(point) : ""} at ${fmtTime(down.time)}: ` +
          (down.chosen ? `chose ${down.chosen}` : "no view accepted the touch")));
        for (const step of down.steps) {
          const item = el("li", "hit-step");
          item.dataset.outcome = step.outcome;
          item.dataset.name = step.name;
          item.style.marginLeft = `${step.depth * 14}px`;
          item.title = step.path;
          item.append(el("span", "name", step.name), el("span", "outcome", ` ${step.outcome}: `), el("span", "why", step.reason));
          list.append(item);
        }
        if (down.explanation) list.append(el("li", "explanation", down.explanation));
      }

      function summary(node) {
        const r = rect(node.frame);
        const parts = [`${node.name} frame (${num(r.x)} ${num(r.y)}; ${num(r.w)} ${num(r.h)})`];
        if (node.isHidden) parts.push("hidden");
        if (+node.alpha !== 1) parts.push(`alpha ${num(node.alpha)}`);
        if (!node.isUserInteractionEnabled) parts.push("userInteractionEnabled NO");
        if (node.gestureRecognizers.length) parts.push(`[${node.gestureRecognizers.join(", ")}]`);
        return parts.join(" ");
      }

      function tree(owner, down) {
        const box = $("view-tree");
        const screen = $("screen");
        box.replaceChildren();
        screen.replaceChildren();
        if (!owner) {
          $("tree-caption").textContent = data.touchDowns.length === 0 ? nothingDown()
            : "No view tree was captured: record with TraceRecorder(application:capturesViewTrees: true).";
          screen.style.display = "none";
          return;
        }
        screen.style.display = "";
        $("tree-caption").textContent = `The window at finger ${owner.finger}'s touch-down, ${fmtTime(owner.time)}.`;
        const steps = down === owner ? owner.steps : [];
        const skipped = new Set(steps.filter((s) => s.outcome === "skipped").map((s) => s.path));
        const lines = [];
        (function walk(node, depth, parent) {
          const path = parent ? `${parent} > ${node.name}` : node.name;
          lines.push({ node, depth, path });
          for (const child of node.subviews) walk(child, depth + 1, path);
        })(owner.viewTree, 0, null);
        if (down === owner) unasked(lines, steps, pt(owner.point), owner.chosen);
        const root = rect(owner.viewTree.frameInWindow);
        screen.setAttribute("viewBox", `${root.x - 4} ${root.y - 4} ${root.w + 8} ${root.h + 8}`);
        for (const line of lines) {
          const row = el("div", "tree-line", "   | ".repeat(line.depth) + summary(line.node));
          row.dataset.path = line.path;
          if (line.path === owner.chosen) row.classList.add("chosen");
          if (skipped.has(line.path)) row.classList.add("skipped");
          box.append(row);
          screen.append(shape(line, line.path === owner.chosen, skipped.has(line.path)));
        }
        const point = pt(owner.point);
        if (point) {
          const dot = document.createElementNS(svgNS, "circle");
          dot.setAttribute("cx", point.x);
          dot.setAttribute("cy", point.y);
          dot.setAttribute("r", Math.max(root.w, root.h) / 70);
          dot.setAttribute("fill", "rgba(245,158,11,.9)");
          dot.setAttribute("stroke", "#fff");
          dot.setAttribute("stroke-width", Math.max(root.w, root.h) / 300);
          screen.append(dot);
        }
      }

      /// Views under the finger that hit testing never asked, and why: what answered first, or
      /// which ancestor was skipped.
      function unasked(lines, steps, point, chosen) {
        if (!point) return;
        const asked = new Set(steps.map((s) => s.path));
        const skipped = steps.filter((s) => s.outcome === "skipped").map((s) => s.path);
        const list = $("hit-path");
        for (const line of lines) {
          const r = rect(line.node.frameInWindow);
          const inside = point.x >= r.x && point.y >= r.y && point.x < r.x + r.w && point.y < r.y + r.h;
          if (!inside || asked.has(line.path)) continue;
          const ancestor = skipped.find((path) => line.path.startsWith(path + " > "));
          const why = ancestor ? `its ancestor ${ancestor.split(" > ").pop()} was skipped`
            : chosen ? `hit testing stopped at ${chosen.split(" > ").pop()}, in front of it` : "hit testing ended before it";
          const item = el("li", "hit-step");
          item.dataset.outcome = "unasked";
          item.dataset.name = line.node.name;
          item.title = line.path;
          item.append(el("span", "name", line.node.name), el("span", "outcome", " under the finger, never asked: "),
            el("span", "why", why));
          list.append(item);
        }
      }

      function shape(line, chosen, skipped) {
        const r = rect(line.node.frameInWindow);
        const box = document.createElementNS(svgNS, "rect");
        box.setAttribute("x", r.x);
        box.setAttribute("y", r.y);
        box.setAttribute("width", Math.max(r.w, 0));
        box.setAttribute("height", Math.max(r.h, 0));
        box.setAttribute("fill", chosen ? "rgba(22,163,74,.35)" : "rgba(59,130,246,.05)");
        box.setAttribute("stroke", chosen ? "#16a34a" : skipped ? "#dc2626" : "#94a3b8");
        box.setAttribute("vector-effect", "non-scaling-stroke");
        if (line.node.isHidden || +line.node.alpha <= 0.01) box.setAttribute("stroke-dasharray", "4 3");
        const title = document.createElementNS(svgNS, "title");
        title.textContent = line.path;
        box.append(title);
        return box;
      }

      function log() {
        const table = $("log-table");
        for (const line of data.log) {
          const row = el("tr");
          row.append(el("td", "time", fmtTime(line.time)), el("td", "text", line.text));
          row.addEventListener("click", () => {
            select(row, { lane: line.lane != null ? data.lanes[line.lane] : null, time: line.time, text: line.text });
          });
          table.append(row);
        }
      }

      function zoom(factor, anchor) {
        view.start = anchor - (anchor - view.start) * factor;
        view.end = anchor + (view.end - anchor) * factor;
        layout();
      }

      function interactions() {
        const timeline = $("timeline");
        timeline.addEventListener("wheel", (event) => {
          const track = event.target.closest(".track, #axis");
          if (!track) return;
          event.preventDefault();
          zoom(event.deltaY < 0 ? 0.8 : 1.25, timeAt(event.clientX - track.getBoundingClientRect().left));
        }, { passive: false });
        let drag = null;
        timeline.addEventListener("mousedown", (event) => {
          const track = event.target.closest(".track, #axis");
          if (track) drag = { x0: event.clientX, start: view.start, end: view.end, moved: false, track };
        });
        window.addEventListener("mousemove", (event) => {
          if (!drag) return;
          const dx = event.clientX - drag.x0;
          if (Math.abs(dx) > 3) drag.moved = true;
          const shift = dx / trackWidth() * (drag.end - drag.start);
          view.start = drag.start - shift;
          view.end = drag.end - shift;
          layout();
        });
        window.addEventListener("mouseup", (event) => {
          if (drag && !drag.moved && event.target.closest(".track, #axis")) {
            const time = timeAt(event.clientX - drag.track.getBoundingClientRect().left);
            if (!event.target.closest(".mark, .span")) select(null, { time, title: null });
          }
          drag = null;
        });
        const middle = () => (view.start + view.end) / 2;
        $("zoom-in").addEventListener("click", () => zoom(0.5, cursorTime ?? middle()));
        $("zoom-out").addEventListener("click", () => zoom(2, cursorTime ?? middle()));
        $("zoom-fit").addEventListener("click", () => { view.start = fit.start; view.end = fit.end; layout(); });
        window.addEventListener("resize", layout);
      }

      header();
      lanes();
      log();
      interactions();
      layout();
      const first = document.querySelector(".mark[data-touch-down]");
      if (first) first.click(); else { hitPath(null); tree(null, null); }
      document.body.dataset.rendered = "true";
    })();
    """#
}
