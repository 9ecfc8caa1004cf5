"""Layout pictures: the logical, transformed and physical index spaces of a buffer under an
index map, as text, SVG and PNG, and the ``verirw layout`` command.

Expectations are derived independently of the drawing code: padding positions are the ones
RFC 0077 states in prose, and cell contents come from the *inverse* formula of each map
(``element = 4 * io + ii``), not from applying the map forward as the picture does.
"""

from __future__ import annotations

import itertools
import re
import shlex
import struct
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from click.testing import CliRunner

from verirw import AXIS_SEPARATOR, ArgumentError, IndexMap, IndexMapError
from verirw.cli import main
from verirw.layout.picture import (MAX_CELLS, PAD, draw_text, layout_picture, to_png,
                                   to_svg)

SPLIT = "lambda i: [i//4, i%4]"
OFFSET = "lambda i: [(i+2)//8, (i+2)%8]"
NCHWC = "lambda n,h,w,c: [n, c//4, h, AXIS_SEPARATOR, w, c%4]"
SVG_NS = "{http://www.w3.org/2000/svg}"


# ----------------------------------------------------------------------------- parsing


def sections(text: str) -> dict[str, list[str]]:
    """The lines of each space, keyed by the caption's first word."""
    out: dict[str, list[str]] = {}
    current = None
    for line in text.splitlines():
        word = line.split(" ", 1)[0]
        if word in ("logical", "transformed", "physical") and "shape" in line:
            current = word
            out[current] = [line]
        elif current is not None:
            out[current].append(line)
    return out


def grid_rows(lines: list[str]) -> list[list[str]]:
    """Every drawn row of cells, in order: ``│ 12│  ·│`` -> ``["12", "·"]``."""
    return [[c.strip() for c in line.split("│")[1:-1]] for line in lines if "│" in line]


def cells(text: str, space: str) -> list[str]:
    """All cells of a space in drawing order (row-major when no grid is split)."""
    return [c for row in grid_rows(sections(text)[space]) for c in row]


def headers(text: str, space: str) -> list[str]:
    return [line for line in sections(text)[space] if line.startswith("[")]


def expected(tshape, element) -> list[str]:
    """Row-major cells of ``tshape``: ``element(*t)`` or ``None`` for padding."""
    out = []
    for t in itertools.product(*(range(n) for n in tshape)):
        e = element(*t)
        out.append(PAD if e is None else str(e))
    return out


# ----------------------------------------------------------------------------- text


def test_split_of_14_has_two_padding_cells_at_3_2_and_3_3():
    text = draw_text(SPLIT, 14)
    rows = grid_rows(sections(text)["transformed"])
    assert [len(r) for r in rows] == [4, 4, 4, 4]                 # transformed shape [4, 4]
    pads = {(r, c) for r, row in enumerate(rows) for c, x in enumerate(row) if x == PAD}
    assert pads == {(3, 2), (3, 3)}                               # RFC 0077, Motivation
    # every other cell holds the element the inverse i = 4 * io + ii names
    assert cells(text, "transformed") == expected(
        (4, 4), lambda io, ii: None if (io, ii) in pads else 4 * io + ii)
    assert cells(text, "logical") == [str(i) for i in range(14)]
    assert cells(text, "physical") == [str(i) for i in range(14)] + [PAD, PAD]
    assert "transformed shape [4, 4], physical shape [16]" in text
    assert "padding: 2 cells (·), where 4 * io + ii >= 14" in text


def test_offset_map_puts_the_padding_at_the_start():
    text = draw_text(OFFSET, 14)
    rows = grid_rows(sections(text)["transformed"])
    assert [len(r) for r in rows] == [8, 8]
    # RFC 0077: "no valid values of i that would produce [0,0] or [0,1]"
    assert cells(text, "transformed") == expected(
        (2, 8), lambda io, ii: None if (io, ii) in {(0, 0), (0, 1)} else 8 * io + ii - 2)
    assert cells(text, "physical")[:3] == [PAD, PAD, "0"]


def test_offset_map_on_16_pads_both_ends():
    # RFC 0077: transformed shape [3, 8], padding from [0,0] to [0,1] and from [2,2] to [2,7]
    pads = {(0, 0), (0, 1)} | {(2, k) for k in range(2, 8)}
    pic = layout_picture(OFFSET, 16)
    assert pic.transformed.shape == (3, 8)
    assert set(pic.transformed.padding) == pads and pic.padding_count == 8
    assert cells(pic.to_text(), "transformed") == expected(
        (3, 8), lambda io, ii: None if (io, ii) in pads else 8 * io + ii - 2)


def test_map_without_padding():
    text = draw_text("lambda i, j: [j, i]", (3, 5))
    assert "padding: none" in text
    rows = grid_rows(sections(text)["transformed"])
    assert rows == [[str(i * 5 + j) for i in range(3)] for j in range(5)]
    assert PAD not in cells(text, "physical")


def test_2d_buffer_split_inner_axis_shows_slices():
    # (3, 6) -> [jo, i, ji] with j = 4 * jo + ji: the last two ji of jo = 1 are padding
    text = draw_text("lambda i, j: [j // 4, i, j % 4]", (3, 6))
    assert headers(text, "transformed") == ["[jo=0, :, :]", "[jo=1, :, :]"]
    assert cells(text, "transformed") == expected(
        (2, 3, 4), lambda jo, i, ji: None if 4 * jo + ji >= 6 else 6 * i + 4 * jo + ji)
    assert cells(text, "transformed").count(PAD) == 6
    assert cells(text, "logical") == [str(k) for k in range(18)]


def test_nchwc_with_axis_separator_has_2d_physical_memory():
    text = draw_text(NCHWC, (1, 2, 2, 8))
    assert headers(text, "logical") == ["[n=0, h=0, :, :]", "[n=0, h=1, :, :]"]
    assert headers(text, "transformed") == [f"[n=0, co={co}, h={h}, :, :]"
                                            for co in range(2) for h in range(2)]
    assert "physical [p0, p1], shape [4, 8]" in text
    assert "p0 = (n, co, h), p1 = (w, ci), each group fused row-major" in text

    def element(n, co, h, w, ci):                      # logical [n, h, w, c], c = 4 co + ci
        return ((n * 2 + h) * 2 + w) * 8 + 4 * co + ci

    assert cells(text, "transformed") == expected((1, 2, 2, 2, 4), element)
    rows = grid_rows(sections(text)["physical"])
    assert len(rows) == 4 and all(len(r) == 8 for r in rows)
    for p0, p1 in itertools.product(range(4), range(8)):
        co, h = divmod(p0, 2)                           # p0 = (n * 2 + co) * 2 + h, n = 0
        w, ci = divmod(p1, 4)                           # p1 = w * 4 + ci
        assert rows[p0][p1] == str(element(0, co, h, w, ci))


def test_nchwc_padded_channels():
    # 6 channels in blocks of 4: ci = 2, 3 of the second block are padding at every (n, h, w)
    m = IndexMap.from_func(lambda n, h, w, c: [n, c // 4, h, AXIS_SEPARATOR, w, c % 4])
    pic = layout_picture(m, (1, 2, 2, 6))
    assert pic.transformed.shape == (1, 2, 2, 2, 4) and pic.physical.shape == (4, 8)
    assert set(pic.transformed.padding) == {(0, 1, h, w, ci) for h in range(2)
                                            for w in range(2) for ci in (2, 3)}
    assert pic.axis_separators == (3,)
    assert pic.physical.cells.count(None) == 8
    assert set(pic.physical.padding) == {(2 + h, 4 * w + ci) for h in range(2)
                                         for w in range(2) for ci in (2, 3)}


def test_wide_grids_are_split_and_stay_within_100_columns():
    text = draw_text(SPLIT, 256)                        # longer axes are summarised
    assert max(len(line) for line in text.splitlines()) <= 100
    physical = cells(text, "physical")                  # 1-d: blocks read on in order
    assert physical == [str(i) for i in range(256)]     # 256 = 64 * 4, no padding
    assert len(grid_rows(sections(text)["physical"])) > 1
    summarised = draw_text(WIDE, (5, 300))
    assert max(len(line) for line in summarised.splitlines()) <= 100


def test_colour_only_adds_ansi_codes():
    plain = draw_text(SPLIT, 14)
    coloured = draw_text(SPLIT, 14, color=True)
    assert "\x1b[" in coloured and "\x1b[" not in plain
    assert re.sub(r"\x1b\[[0-9;]*m", "", coloured) == plain


def test_callable_and_index_map_give_the_same_picture():
    assert draw_text(lambda i: [i // 4, i % 4], 14).splitlines()[1:] == \
        draw_text(SPLIT, 14).splitlines()[1:]
    assert draw_text(IndexMap.from_text(SPLIT), [14]) == draw_text(SPLIT, 14)


# ----------------------------------------------------------------------------- refusals


def test_non_injective_map_is_refused_with_the_colliding_indices():
    with pytest.raises(IndexMapError) as err:
        draw_text("lambda i: [i % 4]", 8)
    got = re.search(r"\[(\d+)\] and \[(\d+)\] both map to \[(\d+)\]", str(err.value))
    assert got, str(err.value)
    a, b, img = map(int, got.groups())
    assert a != b and a % 4 == b % 4 == img


def test_too_many_cells_is_refused():
    with pytest.raises(ArgumentError, match="smaller shape"):
        draw_text(SPLIT, MAX_CELLS + 1)
    # few logical cells, but a sparse map makes the transformed space too large
    with pytest.raises(ArgumentError, match="transformed cells"):
        draw_text("lambda i: [2 * i]", 3000)
    with pytest.raises(ArgumentError, match="more than 10"):
        draw_text(SPLIT, 14, max_cells=10)


@pytest.mark.parametrize("shape", [0, (4, -1), (), "14", (2.5,)])
def test_bad_shapes_are_refused(shape):
    with pytest.raises(ArgumentError):
        draw_text(SPLIT if not isinstance(shape, tuple) or len(shape) != 2
                  else "lambda i, j: [i, j]", shape)


# ----------------------------------------------------------------------------- graphics


def panel(root, name):
    return next(g for g in root.iter(f"{SVG_NS}g") if g.get("id") == name)


def rects(group, kind):
    return [r for r in group.iter(f"{SVG_NS}rect") if r.get("class") == kind]


@pytest.mark.parametrize("text, shape, pads", [
    (SPLIT, (14,), 2), (OFFSET, (16,), 8), (NCHWC, (1, 2, 2, 6), 8), ("lambda i: [i]", (5,), 0)])
def test_svg_is_well_formed_with_one_hatched_rect_per_padding_cell(text, shape, pads):
    root = ET.fromstring(to_svg(text, shape))
    assert root.tag == f"{SVG_NS}svg"
    titles = [t.text for t in root.iter(f"{SVG_NS}text") if t.get("font-weight") == "bold"]
    assert {"logical", "transformed", "physical"} <= set(titles)
    n = 1
    for d in shape:
        n *= d
    for name in ("transformed", "physical"):
        assert len(rects(panel(root, name), "pad")) == pads
        assert len(rects(panel(root, name), "cell")) == n
    assert rects(panel(root, "logical"), "pad") == []
    assert len(rects(panel(root, "legend"), "legend-pad")) == 1
    hatch = [p for p in root.iter(f"{SVG_NS}pattern") if p.get("id") == "hatch"]
    assert len(hatch) == 1
    assert all(r.get("fill") == "url(#hatch)" for r in rects(root, "pad"))


def test_svg_cells_are_labelled_with_their_element():
    root = ET.fromstring(to_svg(OFFSET, 14))
    labels = [t.text for t in panel(root, "physical").iter(f"{SVG_NS}text")
              if t.get("class") == "label"]
    assert labels == [str(i) for i in range(14)]


def test_png_file(tmp_path):
    out = to_png(SPLIT, 14, tmp_path / "split.png")
    data = out.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    assert 300 <= width <= 4000 and 200 <= height <= 4000
    small = to_png(SPLIT, 14, tmp_path / "small.png", scale=1).read_bytes()
    assert struct.unpack(">II", small[16:24]) == (width // 2, height // 2)


# ----------------------------------------------------------------------------- CLI


def invoke(*args):
    return CliRunner().invoke(main, ["layout", *map(str, args)])


def test_cli_prints_the_text_picture():
    r = invoke(SPLIT, "--shape", "14")
    assert r.exit_code == 0, r.output
    assert r.output == draw_text(SPLIT, 14)
    r = invoke("lambda i, j: [j, i]", "--shape", "3,5", "--color")
    assert r.exit_code == 0 and "\x1b[" in r.output


def test_cli_writes_svg_and_png(tmp_path):
    svg, png = tmp_path / "a.svg", tmp_path / "a.png"
    r = invoke(OFFSET, "--shape", "14", "--output", svg)
    assert r.exit_code == 0, r.output
    assert "2 padding cells" in r.output
    assert len(rects(ET.parse(svg).getroot(), "pad")) == 4       # transformed + physical
    r = invoke(OFFSET, "--shape", "14", "-o", png)
    assert r.exit_code == 0, r.output
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_cli_exit_codes(tmp_path):
    bad = invoke("lambda i: [i % 4]", "--shape", "8")
    assert bad.exit_code == 3
    assert len(bad.output.strip().splitlines()) == 1
    got = re.search(r"\[(\d+)\] and \[(\d+)\] both map to \[(\d+)\]", bad.output)
    assert got and got.group(1) != got.group(2)

    suffix = invoke(SPLIT, "--shape", "14", "--output", tmp_path / "a.jpg")
    assert suffix.exit_code == 3 and ".svg or .png" in suffix.output
    assert not (tmp_path / "a.jpg").exists()

    large = invoke(SPLIT, "--shape", "100000")
    assert large.exit_code == 3 and "smaller shape" in large.output

    assert invoke(SPLIT, "--shape", "4,14").exit_code == 3      # rank mismatch
    assert invoke("lambda i: open(i)", "--shape", "4").exit_code == 3
    assert invoke(SPLIT, "--shape", "four").exit_code == 3      # usage error, as for --seed
    assert invoke(SPLIT).exit_code == 3                         # --shape is required


# ----------------------------------------------------------------------------- documentation

DOC = Path(__file__).resolve().parent.parent / "docs" / "layout-pictures.md"


def test_documented_outputs_are_what_the_command_prints():
    """Each ``$ verirw layout ...`` example is followed by its output (``...`` elides lines)."""
    text = DOC.read_text()
    examples = re.findall(r"```console\n\$ verirw (layout .*?)\n```\n\n```text\n(.*?)```", text,
                          re.S)
    assert len(examples) == 2
    for command, shown in examples:
        r = CliRunner().invoke(main, shlex.split(command))
        assert r.exit_code == 0, r.output
        if "\n...\n" in shown:
            head, tail = shown.split("\n...\n")
            assert r.output.startswith(head + "\n") and r.output.endswith(tail)
        else:
            assert r.output == shown


def test_documented_python_runs():
    blocks = re.findall(r"```python\n(.*?)```", DOC.read_text(), re.S)
    assert blocks
    for block in blocks:
        exec(compile(block, str(DOC), "exec"), {"__name__": "layout_doc"})


# ----------------------------------------------------------------------------- large shapes

WIDE = "lambda i, j: [i, j // 8, j % 8]"


@pytest.mark.parametrize("index_map, shape", [
    (WIDE, (5, 300)),                                  # the shape that gave a 2418x22532 PNG
    (SPLIT, (4096,)),
    ("lambda i, j: [i, j // 4, j % 4]", (16, 256)),
    ("lambda i, j, k: [i, j, k]", (16, 16, 16)),
    ("lambda i, j: [i, j]", (2, 2048)),
])
def test_a_large_picture_is_summarised_to_a_bounded_image(tmp_path, index_map, shape):
    png = to_png(index_map, shape, tmp_path / "big.png")
    width, height = struct.unpack(">II", png.read_bytes()[16:24])
    assert width <= 3000 and height <= 4000, (width, height)
    root = ET.fromstring(to_svg(index_map, shape))
    assert float(root.get("width")) <= 1500 and float(root.get("height")) <= 2000


def test_a_summary_keeps_the_ends_the_padding_and_the_wrap():
    text = draw_text(WIDE, (5, 300))
    assert len(text.splitlines()) < 300
    assert sections(text)["logical"][1].startswith("(summarised:")
    logical = sections(text)["logical"]
    head = [line for line in logical if line.startswith("j ")]
    assert "…" in " ".join(head) and " 299" in head[-1] and "   0 " in head[0]
    # physical: the first row's padding (300..303) and the wrap to element 300 at 304 are
    # drawn, and so is the last padding run; the middle is left out
    physical = cells(text, "physical")
    assert "…" in physical
    k = physical.index("299")
    assert physical[k + 1:k + 6] == [PAD] * 4 + ["300"]
    assert physical[-1] == PAD and "1499" in physical
    assert "750" not in physical
    # a shape under the limits is drawn whole, without markers
    small = draw_text(WIDE, (2, 40))
    assert "…" not in small and "summarised" not in small
