"""``verirw tvm-compile --html``: the report of a real compile of a tiny Relax MLP (with a planted
broken pass, so every verdict appears) opened in Debian's Chromium, headless, driven by
Playwright: the summary shows the report's numbers, the grid has one cell per step, a click on
a cell shows its diff, the page fetches nothing; a screenshot is kept under tmp_path.

Needs Apache TVM, Playwright (``pip install 'verirw[dev]'``; its own browser download is not
used) and /usr/bin/chromium (``apt-get install -y chromium chromium-driver``)."""

from __future__ import annotations

import dataclasses
import os
import re
import shutil
import sys
from pathlib import Path

import pytest

tvm = pytest.importorskip("tvm", reason="Apache TVM is not installed: pip install 'verirw[tvm]'")

from verirw import report_html  # noqa: E402
from verirw.tvm import validate_compile  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_tvm_compile import broken_relu_pipeline, tiny_mlp  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
INSTALL = ("apt-get install -y chromium chromium-driver && pip install 'verirw[dev]' "
           "(Playwright; no `playwright install` needed)")


@pytest.fixture(scope="module")
def report():
    return validate_compile(tiny_mlp(), timeout_s=10, relax_pipeline=broken_relu_pipeline())


def test_every_text_is_escaped_and_nothing_is_fetched(report):
    evil = "<script>alert('x')</script> & \"q\""
    step = dataclasses.replace(report.steps[0], reason=evil, function="f<b>",
                               before_text="x = '<i>'", after_text="x = '</pre><b>'")
    page = report_html.render(dataclasses.replace(report, steps=(step,) + report.steps[1:]))
    assert evil not in page and "f<b>" not in page and "</pre><b>" not in page
    assert "&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt; &amp; &quot;q&quot;" in page
    assert page.count("<script>") == 1                 # the page's own, inline
    # self-contained: no external script, style, image or font
    assert not re.search(r"\bsrc=|\bhref=\"(?!#)|url\(|<link|@import", page)


def test_diff_marks_added_and_removed_lines():
    out = report_html.diff_html("a\nb\nc\n", "a\nB\nc\n")
    assert '<span class="del">-b</span>' in out and '<span class="add">+B</span>' in out
    assert "diff-empty" in report_html.diff_html("same", "same")


def _browser():
    sync_api = pytest.importorskip("playwright.sync_api",
                                   reason=f"Playwright is not installed: {INSTALL}")
    if not (os.path.exists(CHROMIUM) and shutil.which(CHROMIUM)):
        pytest.skip(f"{CHROMIUM} is missing: {INSTALL}")
    return sync_api


def test_report_in_headless_chromium(report, tmp_path):
    sync_api = _browser()
    path = tmp_path / "report.html"
    report_html.write(report, str(path))
    (bad,) = [s for s in report.steps if s.status == "refuted"]
    requests = []
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            page.on("request", lambda r: requests.append(r.url))
            page.goto(path.as_uri())
            shown = {k: page.inner_text(f"#n-{k}") for k in ("steps", "proven", "refuted",
                                                             "unknown")}
            assert shown == {"steps": str(len(report.steps)), "proven": str(report.proven),
                             "refuted": str(report.refuted), "unknown": str(report.unknown)}
            assert page.inner_text("#verdict") == report.status == "refuted"
            assert page.inner_text("#exit-code") == str(report.exit_code)
            reasons = page.eval_on_selector_all(
                "tr.unknown-reason", "rows => rows.map(r => [r.cells[1].innerText, "
                                     "Number(r.dataset.steps)])")
            assert [tuple(r) for r in reasons] == [tuple(r) for r in report.unknown_by_reason]
            assert float(page.get_attribute("#t-tvm", "data-s")) == pytest.approx(
                report.tvm_compile_s, abs=1e-5)
            assert float(page.get_attribute("#t-validation", "data-s")) == pytest.approx(
                report.validation_s, abs=1e-5)
            # the grid: one coloured cell per step, in its pass's row and function's column
            cells = page.eval_on_selector_all(
                "a.cell", "cs => cs.map(c => c.dataset.status)")
            assert sorted(cells) == sorted(s.status for s in report.steps)
            colour = page.eval_on_selector(
                f'a.cell[data-step="{bad.index}"]', "c => getComputedStyle(c).backgroundColor")
            assert colour != page.eval_on_selector(
                "a.cell.proven", "c => getComputedStyle(c).backgroundColor")
            page.screenshot(path=str(tmp_path / "summary.png"))
            diff = f"#step-{bad.index} pre.diff"
            assert not page.is_visible(diff)
            page.click(f'a.cell[data-step="{bad.index}"]')
            page.wait_for_selector(diff, state="visible", timeout=5000)
            assert "+" in page.inner_text(f"{diff} .add") and "T.float32(1.0)" in page.inner_text(diff)
            cex = page.inner_text(f"#step-{bad.index} .cex")
            assert "Replay" in cex and bad.replay in cex and "input add" in cex
            assert page.is_visible(f"#step-{bad.index} .reason")
            page.screenshot(path=str(tmp_path / "report.png"), full_page=False)
        finally:
            browser.close()
    assert (tmp_path / "summary.png").stat().st_size > 10_000
    assert (tmp_path / "report.png").stat().st_size > 10_000
    assert all(u.startswith("file:") for u in requests), requests
