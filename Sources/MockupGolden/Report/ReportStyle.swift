/// The report page's style sheet, inlined into the page: system fonts only, light and
/// dark colours, failures in red.
enum ReportStyle {
    static let css = #"""

:root {
  --bg: #f5f6f8; --fg: #1c2026; --muted: #5e6875; --card: #fff; --line: #dde1e6; --accent: #2563eb;
  --failed: #c62828; --failed-bg: #fdecea; --missing: #b45309; --missing-bg: #fff3e0;
  --recorded: #1d4ed8; --recorded-bg: #e7eeff; --orphan: #7e22ce; --orphan-bg: #f3e8ff;
  --passed: #2e7d32; --passed-bg: #e7f4e8; --checker: #e6e8eb; --checker-light: #fff;
  color-scheme: light dark;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #14171b; --fg: #e4e7eb; --muted: #9aa3ae; --card: #1d2126; --line: #343a42; --accent: #7aa2ff;
    --failed: #ef5350; --failed-bg: #3a1c1c; --missing: #f0a040; --missing-bg: #3a2a14;
    --recorded: #7aa2ff; --recorded-bg: #1c2742; --orphan: #c084fc; --orphan-bg: #2e1c40;
    --passed: #66bb6a; --passed-bg: #1b2e1c; --checker: #2a2e33; --checker-light: #202328;
  }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg); font-size: 15px; line-height: 1.45; }
a { color: var(--accent); }
code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", "DejaVu Sans Mono", monospace; font-size: 13px; }
header.top, main, footer { max-width: 1240px; margin: 0 auto; padding: 0 24px; }
header.top { padding-top: 28px; }
h1 { font-size: 22px; font-weight: 650; margin: 0 0 4px; overflow-wrap: anywhere; }
.verdict { margin: 0 0 14px; font-weight: 600; }
.verdict.bad { color: var(--failed); }
.verdict.ok { color: var(--passed); }
.sources { margin: 0 0 14px; padding-left: 1.2em; }
.sources li.bad b { color: var(--failed); }
.sources li.ok b { color: var(--passed); }
.warning { background: var(--missing-bg); border: 1px solid var(--missing); border-left-width: 5px; border-radius: 6px; padding: 10px 14px; margin: 0 0 14px; }
.warning strong { color: var(--missing); }
.summary { display: flex; flex-wrap: wrap; gap: 8px; margin: 0 0 14px; }
.count { display: inline-flex; align-items: baseline; gap: 6px; padding: 5px 13px; border-radius: 999px; border: 1px solid var(--line); background: var(--card); color: var(--fg); text-decoration: none; }
.count b { font-size: 18px; font-variant-numeric: tabular-nums; }
.count.zero { color: var(--muted); }
.count.failed:not(.zero) { background: var(--failed); border-color: var(--failed); color: #fff; }
.count.missing:not(.zero) { background: var(--missing-bg); border-color: var(--missing); color: var(--missing); }
.count.recorded:not(.zero) { background: var(--recorded-bg); border-color: var(--recorded); color: var(--recorded); }
.count.orphan:not(.zero) { background: var(--orphan-bg); border-color: var(--orphan); color: var(--orphan); }
.count.passed:not(.zero) { background: var(--passed-bg); border-color: var(--passed); color: var(--passed); }
a.count:hover { filter: brightness(0.95); }
.command { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 10px; background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 10px 12px; margin: 0 0 14px; }
.command code { flex: 1 1 320px; background: var(--bg); border-radius: 4px; padding: 6px 9px; white-space: pre-wrap; overflow-wrap: anywhere; user-select: all; }
button.copy { font: inherit; font-size: 13px; padding: 5px 12px; border: 1px solid var(--line); border-radius: 6px; background: var(--bg); color: var(--fg); cursor: pointer; }
button.copy:hover { border-color: var(--muted); }
:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
.group { margin: 26px 0; }
h2 { display: flex; align-items: center; gap: 8px; font-size: 18px; font-weight: 650; margin: 0 0 12px; }
h2 .n { font-size: 13px; font-weight: 600; padding: 1px 9px; border-radius: 999px; background: var(--line); color: var(--fg); }
.group.failed h2 { color: var(--failed); }
.group.failed h2 .n { background: var(--failed); color: #fff; }
.entry { background: var(--card); border: 1px solid var(--line); border-radius: 10px; }
.entry.failed { border-left: 6px solid var(--failed); padding: 14px 18px 18px; margin: 0 0 18px; box-shadow: 0 1px 2px rgba(0, 0, 0, .05); }
.entry-head { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 10px; }
.entry-head h3 { margin: 0; font-size: 16px; font-weight: 600; overflow-wrap: anywhere; }
.scene { color: var(--muted); font-weight: 500; }
.scene::after { content: " \203A"; }
.file { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", "DejaVu Sans Mono", monospace; font-size: 12.5px; color: var(--muted); text-decoration: none; overflow-wrap: anywhere; }
.file:hover { text-decoration: underline; }
.badge { font-size: 11px; font-weight: 700; letter-spacing: .05em; text-transform: uppercase; padding: 2px 7px; border-radius: 4px; }
.badge.failed { background: var(--failed); color: #fff; }
.badge.missing { background: var(--missing-bg); color: var(--missing); }
.badge.recorded { background: var(--recorded-bg); color: var(--recorded); }
.badge.orphan { background: var(--orphan-bg); color: var(--orphan); }
.badge.passed { background: var(--passed-bg); color: var(--passed); }
.counts, .note, .advice { margin: 6px 0 0; }
.entry.failed .counts { color: var(--failed); }
.counts b { font-variant-numeric: tabular-nums; }
.note { color: var(--muted); overflow-wrap: anywhere; }
.advice { font-weight: 600; }
.tabs { display: flex; gap: 2px; margin: 14px 0 12px; border-bottom: 1px solid var(--line); }
.tabs button { font: inherit; font-size: 14px; padding: 7px 14px; margin-bottom: -1px; border: 0; border-bottom: 2px solid transparent; background: none; color: var(--muted); cursor: pointer; }
.tabs button:hover { color: var(--fg); }
.tabs button[aria-selected="true"] { color: var(--fg); font-weight: 600; border-bottom-color: var(--failed); }
[hidden] { display: none !important; }
.view.side { display: flex; gap: 16px; align-items: flex-start; margin-top: 12px; }
.entry.wide .view.side { flex-direction: column; align-items: stretch; }
.shot { flex: 1 1 0; margin: 0; min-width: 0; }
.shot figcaption { display: flex; align-items: baseline; gap: 8px; font-size: 13px; font-weight: 600; margin-bottom: 6px; }
.shot figcaption small, .size { font-size: 12px; font-weight: 400; color: var(--muted); font-variant-numeric: tabular-nums; }
.shot figcaption a { margin-left: auto; font-weight: 400; font-size: 12px; }
.shot.diff figcaption { color: var(--failed); }
.frame, .stack { background: repeating-conic-gradient(var(--checker) 0 25%, var(--checker-light) 0 50%) 0 0 / 16px 16px; border: 1px solid var(--line); border-radius: 4px; line-height: 0; }
.frame { display: block; }
pre.tree { margin: 0; max-height: 75vh; overflow: auto; background: var(--bg); border: 1px solid var(--line); border-radius: 4px; padding: 8px 10px; font-size: 12px; line-height: 1.4; white-space: pre; }
.frame img { display: block; max-width: 100%; max-height: 75vh; width: auto; height: auto; margin: 0 auto; }
.frame.none { padding: 40px 0; line-height: 1.4; text-align: center; color: var(--muted); font-size: 13px; }
.stack { position: relative; max-width: 100%; margin: 0 auto; overflow: hidden; isolation: isolate; user-select: none; }
.stack img { display: block; max-width: 100%; height: auto; }
.stack .layer { position: absolute; inset: 0; }
.stack .layer img { position: absolute; left: 0; top: 0; }
.overlay .layer { opacity: var(--opacity, .5); }
.overlay.difference .layer { mix-blend-mode: difference; opacity: 1; }
.overlay.blink .layer { opacity: 1; }
.overlay.blink.off .layer { opacity: 0; }
.slider .stack { cursor: ew-resize; touch-action: none; container-type: inline-size; }
.slider .layer { background: inherit; clip-path: inset(0 0 0 var(--pos, 50%)); }
.divider { position: absolute; top: 0; bottom: 0; left: var(--pos, 50%); width: 2px; margin-left: -1px; background: #fff; box-shadow: 0 0 0 1px rgba(0, 0, 0, .4); pointer-events: none; }
.tag { position: absolute; top: 8px; padding: 4px 7px; border-radius: 4px; background: rgba(0, 0, 0, .62); color: #fff; font-size: 11px; font-weight: 600; line-height: 1; pointer-events: none; }
.tag.left { left: 8px; }
.tag.right { right: 8px; }
@container (max-width: 260px) { .tag { display: none; } }
.controls { display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 8px 20px; margin: 4px 0 12px; font-size: 14px; }
.controls label { display: inline-flex; align-items: center; gap: 8px; cursor: pointer; }
.controls input[type="range"] { width: 220px; accent-color: var(--failed); }
.hint { color: var(--muted); font-size: 13px; }
.cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(230px, 1fr)); gap: 14px; }
.cards.small { grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); gap: 10px; }
.card { display: flex; flex-direction: column; overflow: hidden; min-width: 0; }
.card.wide { grid-column: 1 / -1; }
.card .frame { border: 0; border-bottom: 1px solid var(--line); border-radius: 0; padding: 8px; background: var(--bg); }
.card .frame img { max-height: 340px; }
.cards.small .frame { height: 168px; display: flex; align-items: center; justify-content: center; }
.cards.small .frame img { max-height: 150px; }
.card-body { padding: 8px 12px 12px; font-size: 13.5px; }
.card .entry-head h3 { font-size: 14px; }
.cards.small .card-body { padding: 6px 9px 9px; font-size: 12.5px; }
.cards.small .entry-head h3 { font-size: 12.5px; font-weight: 500; min-width: 0; max-width: 100%; }
.cards.small .badge { display: none; }
.cards.small .scene { display: block; font-size: 11.5px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.cards.small .scene::after { content: none; }
.card.missing { border-top: 4px solid var(--missing); }
.card.recorded { border-top: 4px solid var(--recorded); }
.card.orphan { border-top: 4px solid var(--orphan); }
.empty-report { color: var(--muted); }
footer { padding-top: 8px; padding-bottom: 32px; color: var(--muted); font-size: 13px; }

"""#
}
