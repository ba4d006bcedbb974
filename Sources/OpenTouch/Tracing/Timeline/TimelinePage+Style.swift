extension TimelinePage {
    /// The page's style sheet: system fonts only, light colours, one accent per state.
    static let style = #"""
    :root { --label: 290px; --lane: 42px; --ink: #1f2937; --muted: #6b7280; --line: #e5e7eb; --bg: #f8fafc;
      --possible: #cbd5e1; --began: #60a5fa; --changed: #2563eb; --ended: #16a34a; --failed: #dc2626;
      --cancelled: #f59e0b; --touching: #a78bfa; --dragging: #14b8a6; --decelerating: #99f6e4; --zooming: #f472b6; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 13px/1.4 system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif; color: var(--ink); background: var(--bg); }
    header { display: flex; align-items: center; gap: 24px; padding: 12px 20px; background: #111827; color: #f9fafb; }
    header h1 { font-size: 17px; margin: 0; font-weight: 600; }
    #stats { color: #9ca3af; font-size: 12px; }
    #legend { display: flex; flex-wrap: wrap; gap: 10px; flex: 1; font-size: 12px; }
    .key { display: inline-flex; align-items: center; gap: 5px; }
    .key i { width: 14px; height: 10px; border-radius: 3px; display: inline-block; }
    .zoom button { background: #374151; color: #f9fafb; border: 0; border-radius: 5px; padding: 4px 10px; margin-left: 4px; cursor: pointer; font-size: 13px; }
    .zoom button:hover { background: #4b5563; }
    main { display: flex; align-items: flex-start; gap: 16px; padding: 16px 20px 0; }
    #timeline { position: relative; flex: 1; min-width: 0; background: #fff; border: 1px solid var(--line); border-radius: 10px; overflow: hidden; cursor: crosshair; user-select: none; }
    #axis { position: relative; height: 28px; margin-left: var(--label); border-bottom: 1px solid var(--line); background: #fcfcfd; }
    .tick { position: absolute; top: 0; height: 100%; border-left: 1px solid var(--line); padding: 7px 0 0 4px; font-size: 11px; color: var(--muted); white-space: nowrap; }
    .group { padding: 5px 10px; font-size: 11px; font-weight: 600; letter-spacing: .06em; text-transform: uppercase; color: var(--muted); background: #f3f4f6; border-bottom: 1px solid var(--line); }
    .lane { display: flex; height: var(--lane); border-bottom: 1px solid #f1f5f9; }
    .lane:hover { background: #f9fafb; }
    .lane-label { width: var(--label); flex: none; padding: 4px 10px; border-right: 1px solid var(--line); overflow: hidden; }
    .lane-title { font-size: 12.5px; font-weight: 600; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    .lane-subtitle { font-size: 11px; color: var(--muted); white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    .track { position: relative; flex: 1; overflow: hidden; }
    .span { position: absolute; top: 12px; height: 18px; min-width: 4px; border-radius: 4px; font-size: 11px; line-height: 18px; padding: 0 5px; color: #fff; white-space: nowrap; overflow: hidden; cursor: pointer; box-shadow: inset 0 0 0 1px rgba(0,0,0,.08); }
    .span[data-state="Possible"] { background: var(--possible); color: #334155; }
    .span[data-state="Began"] { background: var(--began); }
    .span[data-state="Changed"] { background: var(--changed); }
    .span[data-state="Ended"] { background: var(--ended); }
    .span[data-state="Ended"], .span[data-state="Failed"], .span[data-state="Cancelled"] { min-width: 50px; }
    .span[data-state="Failed"] { background: var(--failed); }
    .span[data-state="Cancelled"] { background: var(--cancelled); }
    .span[data-state="touching"] { background: var(--touching); top: 16px; height: 10px; line-height: 10px; font-size: 0; }
    .span[data-state="dragging"] { background: var(--dragging); }
    .span[data-state="decelerating"] { background: var(--decelerating); color: #134e4a; }
    .span[data-state="zooming"] { background: var(--zooming); }
    .span.open-end { border-top-right-radius: 0; border-bottom-right-radius: 0; background-image: repeating-linear-gradient(135deg, rgba(255,255,255,.45) 0 4px, transparent 4px 8px); }
    .mark { position: absolute; top: 9px; width: 0; height: 24px; cursor: pointer; }
    .mark::before { content: ""; position: absolute; left: -5px; top: 7px; width: 10px; height: 10px; border-radius: 50%; background: #475569; border: 2px solid #fff; box-shadow: 0 0 0 1px #94a3b8; }
    .mark[data-label="down"]::before, .mark[data-label="Began"]::before { background: #16a34a; }
    .mark[data-label="Moved"]::before { width: 6px; height: 6px; left: -3px; top: 9px; border: 0; box-shadow: none; background: #94a3b8; }
    .mark[data-label="Ended"]::before, .mark[data-label="lifted"]::before { background: #1f2937; }
    .mark[data-label="Cancelled"]::before, .mark[data-label="cancelled"]::before { background: #f59e0b; }
    .lane[data-kind="control"] .mark::before { background: #7c3aed; border-radius: 2px; }
    .lane[data-kind="scrollView"] .mark::before { background: #0d9488; }
    .lane[data-kind="recognizer"] .mark::before { left: -3px; top: 1px; width: 6px; height: 6px; border: 0; background: #1f2937; box-shadow: none; }
    .lane[data-kind="recognizer"] .mark-label, .lane[data-kind="scrollView"] .mark-label { display: none !important; }
    .lane[data-kind="diagnostics"] .mark::before { background: #dc2626; border-radius: 2px; transform: rotate(45deg); }
    .mark-label { position: absolute; left: 8px; top: 4px; font-size: 11px; white-space: nowrap; color: #334155; pointer-events: none; }
    .selected, .mark.selected::before { outline: 2px solid #f59e0b; outline-offset: 1px; }
    #cursor { position: absolute; top: 0; bottom: 0; width: 0; border-left: 2px solid rgba(245,158,11,.85); pointer-events: none; display: none; }
    #details { width: 440px; flex: none; background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 4px 14px 14px; max-height: calc(100vh - 90px); overflow: auto; }
    #details h2, #log h2 { font-size: 12px; text-transform: uppercase; letter-spacing: .06em; color: var(--muted); margin: 14px 0 6px; }
    #selection .what { font-weight: 600; }
    #selection .path, .hint, #tree-caption { color: var(--muted); font-size: 12px; word-break: break-word; }
    #selection .reason { margin-top: 4px; padding: 6px 8px; background: #f1f5f9; border-radius: 6px; }
    #selection .reason { white-space: pre-wrap; }
    #hit-path .explanation { white-space: pre-wrap; font-family: ui-monospace, monospace; font-size: 11px; margin-top: 8px; padding: 6px 8px; background: #f8fafc; border-radius: 6px; list-style: none; }
    #hit-path { margin: 0; padding: 0; list-style: none; font-size: 12px; }
    .hit-step { padding: 2px 6px; border-radius: 4px; margin: 1px 0; }
    .hit-step .name { font-weight: 600; }
    .hit-step .why { color: var(--muted); }
    .hit-step[data-outcome="chosen"] { background: #dcfce7; }
    .hit-step[data-outcome="passed"] { background: #eff6ff; }
    .hit-step[data-outcome="redirected"] { background: #fef3c7; }
    .hit-step[data-outcome="skipped"] .name { color: #b91c1c; }
    .hit-step[data-outcome="unasked"] { background: #fff7ed; }
    .hit-step[data-outcome="unasked"] .name { color: #c2410c; }
    #screen { display: block; width: 100%; max-height: 280px; background: #f8fafc; border: 1px solid var(--line); border-radius: 6px; margin: 6px 0; }
    #view-tree { font: 11px/1.5 ui-monospace, "DejaVu Sans Mono", monospace; white-space: pre; overflow-x: auto; }
    .tree-line { padding: 0 4px; border-radius: 3px; }
    .tree-line.chosen { background: #dcfce7; font-weight: 600; }
    .tree-line.skipped { color: #b91c1c; }
    #log { margin: 16px 20px 24px; background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 2px 14px 10px; }
    #log-table { border-collapse: collapse; width: 100%; font: 12px/1.5 ui-monospace, "DejaVu Sans Mono", monospace; }
    #log-table td { padding: 1px 8px; border-bottom: 1px solid #f1f5f9; vertical-align: top; }
    #log-table td.time { color: var(--muted); width: 80px; text-align: right; white-space: nowrap; }
    #log-table tr { cursor: pointer; }
    #log-table tr:hover { background: #f9fafb; }
    #log-table tr.selected { background: #fef3c7; outline: none; }
    """#
}
