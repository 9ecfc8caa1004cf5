"""``verirw tvm-compile --html``: a ``CompileReport`` as one self-contained HTML page, because a
grid of colours shows where a compile stands faster than 100 lines of verdicts.

The page has, in order: a summary (steps, proven, refuted, unknown by reason, validation time
against TVM's compile time), a pass x function grid coloured by verdict, and one collapsible
panel per step with its reason, time, counterexample and replay, and TVM's text before and
after as a diff (``difflib``). Clicking a grid cell opens its panel. Everything is inline (CSS,
a few lines of JS; the cells are also plain ``#step-N`` links), nothing is fetched, and every
piece of text from the report goes through ``html.escape``.
"""

from __future__ import annotations

import difflib
import html
import statistics

#: verdict -> the symbol in its grid cell (the colour is not the only cue)
SYMBOL = {"proven": "\u2713", "refuted": "\u2717", "unknown": "?"}

_CSS = """
body{font:14px/1.4 system-ui,sans-serif;margin:1.5em;color:#222;background:#fff}
h1{font-size:1.4em;margin:0 0 .3em} h2{font-size:1.15em;margin:1.4em 0 .5em}
.badge{display:inline-block;padding:.05em .5em;border-radius:.3em;color:#fff;font-weight:600}
.badge.proven,.cell.proven{background:#2e7d32}.badge.refuted,.cell.refuted{background:#c62828}
.badge.unknown,.cell.unknown{background:#e69500}
.counts{display:flex;gap:1em;flex-wrap:wrap;margin:.6em 0}
.counts div{border:1px solid #ccc;border-radius:.4em;padding:.4em .9em;min-width:6em}
.counts b{display:block;font-size:1.6em}
.proven-text{color:#2e7d32}.refuted-text{color:#c62828}.unknown-text{color:#b26a00}
table{border-collapse:collapse} td,th{padding:.15em .5em;text-align:left;vertical-align:top}
table.reasons td{border-top:1px solid #ddd}
.grid{overflow-x:auto} .grid table{font-size:12px}
.grid th.fn{writing-mode:vertical-rl;transform:rotate(180deg);white-space:nowrap;font-weight:500}
.grid th.pass{white-space:nowrap;font-weight:500;text-align:right}
.grid td{padding:1px;text-align:center}
.grid a.cell{display:block;width:1.8em;height:1.5em;line-height:1.5em;color:#fff;
 text-decoration:none;border-radius:3px;font-weight:700}
.grid a.cell:hover,.grid a.cell.selected{outline:3px solid #1565c0}
.grid td.none{background:#f1f1f1}
details.step{border:1px solid #ccc;border-left:6px solid #999;border-radius:4px;margin:.4em 0;
 padding:.2em .6em}
details.step.proven{border-left-color:#2e7d32}details.step.refuted{border-left-color:#c62828}
details.step.unknown{border-left-color:#e69500}
details.step>summary{cursor:pointer} details.step[open]{background:#fafafa}
pre{background:#f6f8fa;padding:.5em;overflow-x:auto;font-size:12px;max-height:40em}
pre.diff span{display:block} .add{background:#e6ffec}.del{background:#ffebe9}
.hunk{color:#6f42c1}.meta{color:#666}
.muted{color:#666} .cex{border:1px solid #c62828;padding:.3em .6em;border-radius:4px}
"""

_JS = """
function openStep(id){
  var d=document.getElementById('step-'+id); if(!d) return;
  d.open=true;
  document.querySelectorAll('a.cell.selected').forEach(function(c){c.classList.remove('selected')});
  var c=document.querySelector('a.cell[data-step="'+id+'"]'); if(c) c.classList.add('selected');
  d.scrollIntoView({block:'start'});
}
document.querySelectorAll('a.cell').forEach(function(a){
  a.addEventListener('click',function(e){e.preventDefault();openStep(a.dataset.step);
    history.replaceState(null,'','#step-'+a.dataset.step);});
});
if(location.hash.indexOf('#step-')===0) openStep(location.hash.slice(6));
"""


def esc(value) -> str:
    return html.escape(str(value), quote=True)


def _seconds(s: float) -> str:
    return f"{s:.2f} s" if s < 10 else f"{s:.1f} s"


def diff_html(before: str, after: str) -> str:
    """TVM's texts before and after as a unified diff, one escaped ``<span>`` per line."""
    lines = list(difflib.unified_diff(before.splitlines(), after.splitlines(), "before", "after",
                                      n=3, lineterm=""))
    if not lines:
        return ('<p class="diff-empty muted">TVM prints the same text before and after: the '
                'change is not visible in its printing.</p>')
    out = []
    for line in lines:
        kind = ("meta" if line.startswith(("---", "+++")) else "hunk" if line.startswith("@@")
                else "add" if line.startswith("+") else "del" if line.startswith("-") else "ctx")
        out.append(f'<span class="{kind}">{esc(line) or " "}</span>')
    return '<pre class="diff">' + "".join(out) + "</pre>"


def _value(v) -> str:
    import numpy as np
    if isinstance(v, np.ndarray):
        return np.array2string(v, threshold=64, max_line_width=100)
    return repr(v)


def _counterexample(step) -> str:
    cex = step.counterexample
    if not cex:
        return ""
    rows = [f"input {name} = {_value(v)}" for name, v in (cex.get("inputs") or {}).items()
            if not name.startswith("_")]
    rows += [f"input {name} = {_value(v)}" for name, v in (cex.get("scalars") or {}).items()]
    if cex.get("location") is not None:
        rows.append(f"where: {cex['location']}")
    for key in ("before_value", "after_value"):
        if key in cex:
            rows.append(f"{key.replace('_', ' ')}: {cex[key]!r}")
    replay = {True: "the reference interpreter reproduces it",
              False: "the reference interpreter does NOT reproduce it"}.get(step.confirmed, "")
    parts = ['<div class="cex"><h4>Counterexample</h4><pre>' + esc("\n".join(rows)) + "</pre>"]
    if replay:
        parts.append(f'<p class="confirmed">{esc(replay)}</p>')
    if step.replay:
        parts.append(f'<p class="replay">Replay: {esc(step.replay)}</p>')
    return "".join(parts) + "</div>"


def _step(step) -> str:
    where = " \u203a ".join(step.parents)
    constructs = ", ".join(f"{n} x{k}" for n, k in step.constructs)
    return (
        f'<details class="step {esc(step.status)}" id="step-{step.index}">'
        f'<summary><span class="badge {esc(step.status)}">{esc(step.status)}</span> '
        f'<b>{esc(step.row)}</b> on <b>{esc(step.function)}</b> '
        f'<span class="muted">{esc(_seconds(step.time_s))}</span></summary>'
        f'<p class="reason">{esc(step.reason)}</p>'
        + (f'<p class="muted">inside {esc(where)}</p>' if where else "")
        + (f'<p class="muted">refused constructs: {esc(constructs)}</p>' if constructs else "")
        + _counterexample(step)
        + '<h4>TVM\'s text, before \u2192 after</h4>' + diff_html(step.before_text, step.after_text)
        + f'<details><summary>before (full)</summary><pre>{esc(step.before_text)}</pre></details>'
        + f'<details><summary>after (full)</summary><pre>{esc(step.after_text)}</pre></details>'
        + '<p><a href="#grid">back to the grid</a></p></details>')


def _grid(report) -> str:
    functions = report.functions
    cells = {(s.row, s.function): s for s in report.steps}
    parents = {s.row: " \u203a ".join(s.parents) for s in report.steps}
    head = "".join(f'<th class="fn" scope="col">{esc(f)}</th>' for f in functions)
    rows = []
    for row in report.rows:
        tds = []
        for f in functions:
            s = cells.get((row, f))
            if s is None:
                tds.append('<td class="none" title="unchanged or not a step"></td>')
            else:
                tds.append(f'<td><a class="cell {esc(s.status)}" href="#step-{s.index}" '
                           f'data-step="{s.index}" data-status="{esc(s.status)}" '
                           f'title="{esc(s.line())}">{SYMBOL.get(s.status, "?")}</a></td>')
        title = f' title="inside {esc(parents[row])}"' if parents[row] else ""
        rows.append(f'<tr><th class="pass" scope="row"{title}>{esc(row)}</th>{"".join(tds)}</tr>')
    return (f'<div class="grid"><table><thead><tr><th></th>{head}</tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table></div>')


def render(report, title: str = "verirw tvm-compile") -> str:
    """The page for ``report`` (a ``verirw.tvm_compile.CompileReport``), as one string."""
    times = [s.time_s for s in report.steps] or [0.0]
    ratio = (f"{report.validation_s / report.tvm_compile_s:.0f}x TVM's compile time"
             if report.tvm_compile_s > 0 else "")
    counts = "".join(
        f'<div><b id="n-{key}" class="{cls}-text">{value}</b>{label}</div>'
        for key, cls, value, label in (
            ("steps", "", len(report.steps), "steps"),
            ("proven", "proven", report.proven, "proven"),
            ("refuted", "refuted", report.refuted, "refuted"),
            ("unknown", "unknown", report.unknown, "unknown")))
    reasons = "".join(f'<tr class="unknown-reason" data-steps="{n}"><td>{n}</td>'
                      f'<td>{esc(r)}</td></tr>' for r, n in report.unknown_by_reason)
    composites = "".join(
        f'<li><b>{esc(c.name)}</b>{esc(f" (run {c.run})" if c.run > 1 else "")}: '
        f'{len(c.inner)} inner passes ({esc(", ".join(dict.fromkeys(c.inner)))})</li>'
        for c in report.composites)
    created = ", ".join(f"{f} ({p})" for p, f in report.created)
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>{esc(title)}: {esc(report.status)}</title><style>{_CSS}</style></head>
<body>
<h1>{esc(title)}: <span id="verdict" class="badge {esc(report.status)}">{esc(report.status)}</span></h1>
<p class="muted">target {esc(report.target)}; {esc(report.timeout_s)} s per step; exit code
<span id="exit-code">{report.exit_code}</span> (0 every step proven, 1 a step refuted, 2 a step
unknown)</p>
<section id="summary"><h2>Summary</h2>
<div class="counts">{counts}<div><b id="decided">{100 * report.decided:.0f}%</b>decided</div></div>
<p>Validation <b id="t-validation" data-s="{report.validation_s:.6f}">{esc(_seconds(report.validation_s))}</b>
against TVM's compile <b id="t-tvm" data-s="{report.tvm_compile_s:.6f}">{esc(_seconds(report.tvm_compile_s))}</b>
{esc(f"({ratio})" if ratio else "")}; per step median {esc(_seconds(statistics.median(times)))},
worst {esc(_seconds(max(times)))}.</p>
{f'<h3>Unknown, by reason</h3><table class="reasons" id="unknown-reasons">{reasons}</table>' if reasons else ""}
</section>
<section id="grid"><h2>Passes x functions</h2>
<p class="muted">One row per pass run that changed a PrimFunc, one column per function;
<span class="badge proven">{SYMBOL["proven"]}</span> proven,
<span class="badge refuted">{SYMBOL["refuted"]}</span> refuted,
<span class="badge unknown">{SYMBOL["unknown"]}</span> unknown, grey: unchanged. Click a cell
for its diff.</p>
{_grid(report)}
</section>
<section id="steps"><h2>Steps</h2>
{"".join(_step(s) for s in report.steps) or '<p class="muted">No pass changed a PrimFunc.</p>'}
</section>
<section id="composites"><h2>Composite passes</h2>
<p class="muted">Validated through their inner passes, not as a whole (a change one makes
outside its inner passes is a step of its own).</p>
<ul>{composites}</ul></section>
<section id="created"><h2>Functions created by a pass</h2>
<p class="muted">No TIR before them (lowered from Relax): not validated.</p>
<p>{esc(created) or "none"}</p></section>
<script>{_JS}</script>
</body></html>
"""


def write(report, path: str, title: str = "verirw tvm-compile") -> None:
    with open(path, "w", encoding="utf-8") as f:
        f.write(render(report, title))


__all__ = ["render", "write", "diff_html"]
