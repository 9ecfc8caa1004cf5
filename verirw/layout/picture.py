"""Pictures of a layout transformation (RFC 0077's index-space diagrams).

``layout_picture(index_map, shape)`` computes three index spaces of a buffer of logical
``shape`` under ``index_map``:

* **logical**: the buffer as written in the program; each cell is labelled with the
  row-major number of its logical index (``A[1, 2]`` of a ``[4, 14]`` buffer is 16);
* **transformed**: ``transformed_shape(shape)``; each cell holds the number of the logical
  element the map sends there, or is padding (``·``) when no logical element lands there;
* **physical**: the memory: the transformed buffer flattened row-major into one axis, or into
  ``len(axis_separators) + 1`` axes when the map has ``AXIS_SEPARATOR`` (RFC 0039).

Where the facts come from: injectivity, the transformed shape and the padding cells are the
``IndexMap``'s z3-proven facts (``require_injective``, ``transformed_shape``,
``padding_predicate``); only the cell contents are computed by enumeration, by applying the map
to every logical index. The two are checked against each other: a cell the predicate calls
padding must receive no element, and every other cell exactly one.

Renderings: ``draw_text`` (terminal, box-drawing characters, optional ANSI colour),
``to_svg`` (hand-written SVG, no dependency) and ``to_png`` (through Pillow). SVG and PNG
draw the same display list, so the two pictures agree cell for cell.

Pictures are small by nature: above ``MAX_CELLS`` cells ``ArgumentError`` asks for a smaller
shape (one or two tiles per axis show a layout just as well). An axis longer than
``ELIDE_FROM`` cells is summarised (and, longest first, axes of a space that would draw more
than ``MAX_DRAWN`` cells): its first and last ``KEEP`` indices are drawn, and those around
the first and last runs of padding along it (where the layout wraps past its padding), with
a marker (``…`` for columns, ``⋮`` for rows) where indices are left out; so a picture stays a
few thousand pixels whatever the shape.
"""

from __future__ import annotations

import colorsys
import itertools
import math
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

from verirw import ir
from verirw.errors import ArgumentError
from verirw.index_map import IndexMap, IndexMapError
from verirw.printer import format_expr

__all__ = ["MAX_CELLS", "PAD", "LayoutPicture", "Space", "layout_picture", "draw_text",
           "to_svg", "to_png"]

MAX_CELLS = 4096
PAD = "·"
ELIDE_FROM = 256          # an axis longer than this many cells is summarised
MAX_DRAWN = 1024          # ... and, longest first, axes of a space that would draw more cells
KEEP = 8                  # indices drawn at each end of a summarised axis
_AROUND = 2               # ... and on each side of a run of padding it keeps
_RUNS = 2                 # ... of the first runs of padding along it (and the last one)
GAP_COL, GAP_ROW = "…", "⋮"
_GAP_ROW_GRAPHIC = ":"    # DejaVu Sans Mono, the PNG font, has no vertical ellipsis
TEXT_WIDTH = 100          # terminal columns a text grid may use before it is split
GRAPHIC_COLUMNS = 32      # cells per row of a block in SVG/PNG before it is split


# ----------------------------------------------------------------------------- the model


@dataclass(frozen=True)
class Space:
    """One index space: axis ``names``, ``shape`` and, row-major, the logical element number
    each cell holds (``None`` for padding)."""

    title: str
    names: tuple[str, ...]
    shape: tuple[int, ...]
    cells: tuple[int | None, ...]

    def __getitem__(self, index: Sequence[int]) -> int | None:
        return self.cells[_ravel(index, self.shape)]

    @property
    def padding(self) -> tuple[tuple[int, ...], ...]:
        """The indices of the padding cells, in row-major order."""
        return tuple(idx for idx, c in zip(_indices(self.shape), self.cells) if c is None)


@dataclass(frozen=True)
class LayoutPicture:
    """The three index spaces of a buffer of logical ``shape`` under the map ``text``.

    ``padding_text`` is the proven padding predicate over ``transformed.names`` (empty when
    the map adds no padding); ``groups[k]`` lists the transformed axes fused into physical
    axis ``k``."""

    text: str
    shape: tuple[int, ...]
    logical: Space
    transformed: Space
    physical: Space
    axis_separators: tuple[int, ...]
    groups: tuple[tuple[str, ...], ...]
    padding_text: str

    @property
    def padding_count(self) -> int:
        return sum(c is None for c in self.transformed.cells)

    @property
    def spaces(self) -> tuple[Space, Space, Space]:
        return (self.logical, self.transformed, self.physical)

    def to_text(self, *, color: bool = False) -> str:
        return _render_text(self, color)

    def to_svg(self) -> str:
        return _render_svg(self, _display_list(self))

    def to_png(self, path, *, scale: int = 2) -> Path:
        return _render_png(_display_list(self), Path(path), scale)


def layout_picture(index_map, shape, *, max_cells: int = MAX_CELLS) -> LayoutPicture:
    """The picture of ``index_map`` (an ``IndexMap``, its text or a callable) on a buffer of
    logical ``shape`` (an int or a sequence of ints).

    Raises ``IndexMapError`` for a map that is not injective on ``shape`` (the message names
    two colliding indices) and ``ArgumentError`` for a bad shape or one above ``max_cells``.
    """
    m = IndexMap.coerce(index_map)
    shape = _shape(shape)
    _require_small(m, shape, math.prod(shape), "logical", max_cells)
    m.require_injective(shape)
    tshape = m.transformed_shape(shape)
    _require_small(m, shape, math.prod(tshape), "transformed", max_cells)
    predicate = m.padding_predicate(shape)
    seps = m.axis_separators(len(shape))

    cells: list[int | None] = [None] * math.prod(tshape)
    for k, idx in enumerate(_indices(shape)):
        image = m.apply(idx)
        if not all(0 <= t < n for t, n in zip(image, tshape)) or \
                cells[_ravel(image, tshape)] is not None:
            raise IndexMapError(f"internal: {m.text} sends {list(idx)} to {list(image)}, outside "
                                f"the proven shape {list(tshape)} or onto another element")
        cells[_ravel(image, tshape)] = k
    _check_against_predicate(m, shape, tshape, cells, predicate)

    logical_names = tuple(v.name for v in m.bind(len(shape)).initial)
    names = m.transformed_names(len(shape))
    bounds = (0, *seps, len(tshape))
    groups = tuple(names[a:b] for a, b in zip(bounds, bounds[1:]))
    pshape = tuple(math.prod(tshape[a:b]) for a, b in zip(bounds, bounds[1:]))
    pnames = ("p",) if len(pshape) == 1 else tuple(f"p{k}" for k in range(len(pshape)))
    has_padding = m.has_padding(shape)
    return LayoutPicture(
        text=m.text,
        shape=shape,
        logical=Space("logical", logical_names, shape, tuple(range(math.prod(shape)))),
        transformed=Space("transformed", names, tshape, tuple(cells)),
        # the groups are consecutive and each is fused row-major, so the physical buffer read
        # row-major is the transformed buffer read row-major
        physical=Space("physical", pnames, pshape, tuple(cells)),
        axis_separators=seps,
        groups=groups,
        padding_text=format_expr(predicate.expr) if has_padding else "",
    )


def draw_text(index_map, shape, *, color: bool = False, max_cells: int = MAX_CELLS) -> str:
    """The picture as terminal text: box-drawn grids, ``·`` for padding; rank > 2 spaces are
    shown as 2-d slices ``[n=0, c=1, :, :]``; ``color`` adds ANSI colours."""
    return layout_picture(index_map, shape, max_cells=max_cells).to_text(color=color)


def to_svg(index_map, shape, *, max_cells: int = MAX_CELLS) -> str:
    """The picture as a standalone SVG document (padding cells hatched, with a legend)."""
    return layout_picture(index_map, shape, max_cells=max_cells).to_svg()


def to_png(index_map, shape, path, *, scale: int = 2, max_cells: int = MAX_CELLS) -> Path:
    """Write the picture to ``path`` as PNG (Pillow), ``scale`` pixels per SVG unit."""
    return layout_picture(index_map, shape, max_cells=max_cells).to_png(path, scale=scale)


def _shape(shape) -> tuple[int, ...]:
    if isinstance(shape, int) and not isinstance(shape, bool):
        shape = (shape,)
    try:
        dims = tuple(shape)
    except TypeError:
        raise ArgumentError(f"shape {shape!r} must be an int or a sequence of ints") from None
    if not dims:
        raise ArgumentError("shape must have at least one axis")
    out = []
    for d in dims:
        if isinstance(d, ir.IntImm):
            d = d.value
        if not isinstance(d, int) or isinstance(d, bool):
            raise ArgumentError(f"shape {list(dims)} must be static integers, got {d!r}")
        if d <= 0:
            raise ArgumentError(f"shape {list(dims)} has an empty axis")
        out.append(d)
    return tuple(out)


def _require_small(m: IndexMap, shape, n: int, what: str, max_cells: int) -> None:
    if n > max_cells:
        raise ArgumentError(
            f"the picture of {m.text} on shape {list(shape)} would have {n} {what} cells, more "
            f"than {max_cells}: use a smaller shape (one or two tiles per axis show the layout)")


def _check_against_predicate(m: IndexMap, shape, tshape, cells, predicate) -> None:
    """The proven padding predicate and the enumerated contents must agree cell by cell."""
    from verirw.interp import evaluate
    constant = predicate.expr if isinstance(predicate.expr, ir.IntImm) else None
    for idx, content in zip(_indices(tshape), cells):
        if constant is not None:
            pad = bool(constant.value)
        else:
            pad = bool(evaluate(predicate.expr, dict(zip(predicate.indices, idx))))
        if pad != (content is None):
            what = "padding" if pad else "not padding"
            got = "element " + str(content) if content is not None else "no element"
            raise IndexMapError(
                f"internal: the padding predicate of {m.text} on shape {list(shape)} calls "
                f"{list(idx)} {what}, but the map sends {got} there")


def _indices(shape) -> itertools.product:
    return itertools.product(*(range(n) for n in shape))


def _ravel(index: Sequence[int], shape: Sequence[int]) -> int:
    if len(index) != len(shape):
        raise ArgumentError(f"index {list(index)} does not have rank {len(shape)}")
    flat = 0
    for i, n in zip(index, shape):
        if not 0 <= i < n:
            raise ArgumentError(f"index {list(index)} is outside shape {list(shape)}")
        flat = flat * n + i
    return flat


# ----------------------------------------------------------------------------- blocks


@dataclass(frozen=True)
class _Block:
    """A 2-d piece of a space, drawn as one grid: ``header`` names the slice of a rank > 2
    space; ``rows[r][c]`` is the content at row index ``row_indices[r]`` and column index
    ``col_indices[c]`` (a 1-d space has one row and ``row_name`` None). An index None is the
    marker of indices left out of a summarised axis (its cells are ``_GAP``); a block without
    columns stands for slices left out (its header says so)."""

    header: str | None
    row_name: str | None
    col_name: str
    row_indices: tuple[int, ...]
    col_indices: tuple[int, ...]
    rows: tuple[tuple[int | None, ...], ...]


class _Gap:
    """The content of a marker cell (indices left out of a summarised axis)."""

    def __repr__(self) -> str:
        return "_GAP"


_GAP = _Gap()


def kept_indices(space: Space, axis: int) -> tuple[int | None, ...]:
    """The indices of ``axis`` a picture draws, in order, None where some are left out: all
    of them unless the axis is summarised (``summarised_axes``); else the first and last
    ``KEEP`` and ``_AROUND`` on each side of the first ``_RUNS`` runs of padding along the
    axis and of the last one."""
    n = space.shape[axis]
    keep_n = summarised_axes(space).get(axis)
    if keep_n is None:
        return tuple(range(n))
    padded = sorted({idx[axis] for idx in space.padding})
    runs: list[list[int]] = []
    for i in padded:
        if runs and i == runs[-1][1] + 1:
            runs[-1][1] = i
        else:
            runs.append([i, i])
    keep = set(range(keep_n)) | set(range(n - keep_n, n))
    for lo, hi in runs[:_RUNS] + runs[-1:]:
        keep |= set(range(max(0, lo - _AROUND), min(n, lo + _AROUND + 1)))
        keep |= set(range(max(0, hi - _AROUND), min(n, hi + _AROUND + 1)))
    out: list[int | None] = []
    for i in sorted(keep):
        if out and out[-1] is not None and i != out[-1] + 1:
            out.append(None)
        out.append(i)
    return tuple(out)


def summarised_axes(space: Space) -> dict[int, int]:
    """The axes a picture summarises, each with the indices it keeps at either end: those
    longer than ``ELIDE_FROM`` (``KEEP``); then, while the space would still draw more than
    ``MAX_DRAWN`` cells, the longest of the others (of at least 8; the leading one of equals),
    keeping a quarter of it at either end, at most ``KEEP``."""
    out = {a: KEEP for a, n in enumerate(space.shape) if n > ELIDE_FROM}
    drawn = [2 * out[a] + 1 if a in out else n for a, n in enumerate(space.shape)]
    while math.prod(drawn) > MAX_DRAWN:
        longer = [a for a, n in enumerate(space.shape) if a not in out and n >= 8]
        if not longer:
            break
        a = max(longer, key=lambda a: space.shape[a])
        out[a] = min(KEEP, space.shape[a] // 4)
        drawn[a] = 2 * out[a] + 1
    return out


def is_summarised(space: Space) -> bool:
    return bool(summarised_axes(space))


def _blocks(space: Space, max_columns: int) -> list[_Block]:
    """Rank 1: one row; rank 2: rows x columns; rank > 2: one block per index of the leading
    axes. Blocks wider than ``max_columns`` are split into column ranges. Axes longer than
    ``ELIDE_FROM`` are summarised (``kept_indices``)."""
    shape, names = space.shape, space.names
    lead = shape[:-2] if len(shape) > 2 else ()
    kept = [kept_indices(space, a) for a in range(len(shape))]
    out = []
    for prefix in itertools.product(*kept[:len(lead)]):
        header = None
        if len(shape) > 2:
            header = "[" + ", ".join([f"{n}={GAP_COL if i is None else i}"
                                      for n, i in zip(names, prefix)] + [":", ":"]) + "]"
        if None in prefix:
            out.append(_Block(header + " slices left out", None, names[-1], (), (), ()))
            continue
        if len(shape) == 1:
            row_name, row_indices = None, (0,)
        else:
            row_name, row_indices = names[-2], kept[-2]
        all_cols = kept[-1]
        step = max(1, max_columns)
        for start in range(0, len(all_cols), step):
            cols = all_cols[start:start + step]
            rows = []
            for r in row_indices:
                base = (*prefix, r) if len(shape) > 1 else ()
                rows.append(tuple(_GAP if r is None or c is None else space[(*base, c)]
                                  for c in cols))
            out.append(_Block(header, row_name, names[-1], tuple(row_indices), tuple(cols),
                              tuple(rows)))
    return out


def _caption(pic: LayoutPicture, space: Space) -> str:
    dims = f"[{', '.join(space.names)}], shape {list(space.shape)}"
    if space is pic.logical:
        return f"logical {dims}: each cell is its row-major element number"
    if space is pic.transformed:
        return f"transformed {dims}: the logical element stored at each index"
    if len(pic.groups) == 1:
        return f"physical {dims}: the transformed buffer flattened row-major"
    fused = ", ".join(f"{p} = ({', '.join(g)})" for p, g in zip(space.names, pic.groups))
    return f"physical {dims}: {fused}, each group fused row-major"


_SUMMARISED = (f"(summarised: long axes show their ends and their padding; {GAP_COL} marks "
               f"indices left out)")


def _summary(pic: LayoutPicture) -> list[str]:
    lines = [f"layout {pic.text} on logical shape {list(pic.shape)}",
             f"  transformed shape {list(pic.transformed.shape)}, "
             f"physical shape {list(pic.physical.shape)}"]
    if pic.padding_count:
        lines.append(f"  padding: {pic.padding_count} cells ({PAD}), where {pic.padding_text}")
    else:
        lines.append("  padding: none")
    return lines


# ----------------------------------------------------------------------------- text

_BOLD, _PAD_COLOR, _DIM, _RESET = "\x1b[1m", "\x1b[33;2m", "\x1b[2m", "\x1b[0m"


def _render_text(pic: LayoutPicture, color: bool) -> str:
    def paint(text: str, code: str) -> str:
        return f"{code}{text}{_RESET}" if color else text

    lines = [paint(_summary(pic)[0], _BOLD), *_summary(pic)[1:]]
    for space in pic.spaces:
        labels = [str(c) for c in space.cells if c is not None]
        width = 1 + max([len(s) for s in labels] + [len(str(n - 1)) for n in space.shape[-2:]])
        name_w = max(len(n) for n in space.names[-2:])
        index_w = len(str(space.shape[-2] - 1)) if len(space.shape) > 1 else 0
        margin = name_w + 1 + (index_w + 1 if index_w else 0)
        fit = max(1, (TEXT_WIDTH - margin - 1) // (width + 1))
        # split wide grids at a power of two, so memory rows start at round offsets
        ncols = len(kept_indices(space, len(space.shape) - 1))
        max_columns = fit if ncols <= fit else 1 << (fit.bit_length() - 1)
        lines += ["", paint(_caption(pic, space), _BOLD)]
        if is_summarised(space):
            lines.append(_SUMMARISED)
        for block in _blocks(space, max_columns):
            if block.header:
                lines.append(paint(block.header, _DIM))
            if not block.col_indices:
                continue
            head = f"{block.col_name:>{name_w}} " + (" " * (index_w + 1) if index_w else "")
            lines.append(head + "".join(f" {GAP_COL if c is None else c:>{width}}"
                                        for c in block.col_indices))
            rule = "─" * width
            n = len(block.col_indices)
            lines.append(" " * margin + "┌" + "┬".join([rule] * n) + "┐")
            for r, row in zip(block.row_indices, block.rows):
                if block.row_name is None:
                    left = " " * margin
                else:
                    name = block.row_name if r == block.row_indices[0] else ""
                    left = f"{name:>{name_w}} {GAP_ROW if r is None else r:>{index_w}} "
                gap = GAP_ROW if r is None else GAP_COL
                cells = [paint(f"{PAD:>{width}}", _PAD_COLOR) if c is None
                         else paint(f"{gap:>{width}}", _DIM) if c is _GAP else f"{c:>{width}}"
                         for c in row]
                lines.append(left + "│" + "│".join(cells) + "│")
            lines.append(" " * margin + "└" + "┴".join([rule] * n) + "┘")
    return "\n".join(lines) + "\n"


# ----------------------------------------------------------------------------- graphics

# A display list of rectangles and texts in SVG user units, drawn by both the SVG and the PNG
# backend. Texts are placed by their vertical centre.


@dataclass(frozen=True)
class _Rect:
    x: float
    y: float
    w: float
    h: float
    fill: str
    kind: str            # "cell", "pad" (a padding cell), "gap" (indices left out), "legend-pad", "frame"


@dataclass(frozen=True)
class _Text:
    x: float
    y: float
    text: str
    size: float
    anchor: str = "start"       # start | middle | end
    bold: bool = False
    fill: str = "#222222"
    kind: str = ""               # "label" for the element number inside a cell


@dataclass(frozen=True)
class _Drawing:
    width: float
    height: float
    groups: tuple[tuple[str, tuple], ...]     # (id, items)


_MARGIN = 16
_PAD_FILL = "#e4e4e4"
_HATCH = "#8c8c8c"
_GRID = "#555555"


def _element_fill(k: int, n: int) -> str:
    """A pastel hue per logical element (red to violet), so an element can be followed from
    space to space; as ``#rrggbb``, which every SVG renderer reads (SVG 1.1 has no hsl())."""
    r, g, b = colorsys.hls_to_rgb(300 / 360 * k / max(1, n - 1), 0.84, 0.65)
    return f"#{round(r * 255):02x}{round(g * 255):02x}{round(b * 255):02x}"


def _text_width(text: str, size: float) -> float:
    """Width of monospace text (DejaVu Sans Mono advances 0.602 em)."""
    return 0.61 * size * len(text)


@dataclass(frozen=True)
class _Cells:
    """Cell geometry shared by every grid of a picture."""

    w: float
    h: float
    label: float          # font size of the cell labels
    n: int                # logical elements, for the colours


def _display_list(pic: LayoutPicture) -> _Drawing:
    n = len(pic.logical.cells)
    digits = len(str(n - 1))
    cells = _Cells(w=max(24, 8 + 7 * digits), h=24, label=11 if digits < 4 else 10, n=n)
    width = 0.0
    groups = []

    head = []
    y = _MARGIN
    summary = _summary(pic)
    summary[-1] = summary[-1].replace(f"({PAD})", "(hatched)")
    head.append(_Text(_MARGIN, y + 9, summary[0], 15, bold=True))
    width = max(width, _MARGIN + _text_width(summary[0], 15))
    y += 24
    for line in summary[1:]:
        head.append(_Text(_MARGIN, y + 7, line.strip(), 12))
        width = max(width, _MARGIN + _text_width(line, 12))
        y += 18
    y += 6
    # the legend
    head.append(_Rect(_MARGIN, y, cells.w, cells.h, _element_fill(0, n), "cell"))
    head.append(_Text(_MARGIN + cells.w / 2, y + cells.h / 2, "k", cells.label, "middle"))
    text = "logical element number k (row-major)"
    head.append(_Text(_MARGIN + cells.w + 8, y + cells.h / 2, text, 12))
    x = _MARGIN + cells.w + 8 + _text_width(text, 12) + 24
    head.append(_Rect(x, y, cells.w, cells.h, "url(#hatch)", "legend-pad"))
    text = "padding: no logical element lands here"
    head.append(_Text(x + cells.w + 8, y + cells.h / 2, text, 12))
    width = max(width, x + cells.w + 8 + _text_width(text, 12))
    y += cells.h + 12
    groups.append(("legend", tuple(head)))

    title_w = max(_text_width(s.title, 15) for s in pic.spaces) + 14
    for space in pic.spaces:
        items: list = []
        y += 14
        caption = _caption(pic, space)[len(space.title) + 1:]
        if is_summarised(space):
            caption += f" {_SUMMARISED}"
        items.append(_Text(_MARGIN, y, space.title, 15, bold=True))
        items.append(_Text(_MARGIN + title_w, y, caption, 12))
        width = max(width, _MARGIN + title_w + _text_width(caption, 12))
        y += 18
        blocks = _blocks(space, GRAPHIC_COLUMNS)
        # the 2-d slices of a rank > 2 space flow left to right; wide grids split into column
        # ranges stack, so that the ranges read on like lines of text
        flow = len(space.shape) > 2 and space.shape[-1] <= GRAPHIC_COLUMNS
        row_limit = max(width, _MARGIN + 24 + GRAPHIC_COLUMNS * cells.w)
        x, line_h = _MARGIN, 0.0
        for block in blocks:
            block_items, bw, bh = _block_items(block, space, cells)
            if x > _MARGIN and (not flow or x + bw > row_limit):
                y, x, line_h = y + line_h, _MARGIN, 0.0
            items += [_moved(it, x, y) for it in block_items]
            width = max(width, x + bw)
            x, line_h = x + bw + 24, max(line_h, bh + 10)
        y += line_h
        groups.append((space.title, tuple(items)))
    return _Drawing(math.ceil(width + _MARGIN), math.ceil(y + _MARGIN), tuple(groups))


def _block_items(block: _Block, space: Space, cells: _Cells) -> tuple[list, float, float]:
    """One grid at the origin: its items, width and height."""
    items: list = []
    names_w = _text_width(max(space.names[-2:], key=len), 11) + 6
    index_w = _text_width(str(space.shape[-2] - 1), 10) + 6 if len(space.shape) > 1 else 0
    x0, y = names_w + index_w, 0.0
    if block.header:
        items.append(_Text(0, y + 8, block.header, 12, fill="#555555"))
        y += 18
    if not block.col_indices:           # slices left out: the header says so
        header_w = _text_width(block.header, 12) if block.header else 0
        return items, header_w, y
    # column indices, the column axis name on their left
    items.append(_Text(names_w - 6, y + 7, block.col_name, 11, "end", fill="#555555"))
    for c, col in enumerate(block.col_indices):
        items.append(_Text(x0 + (c + 0.5) * cells.w, y + 7, GAP_COL if col is None else str(col),
                           10, "middle", fill="#777777"))
    y += 16
    for r, (row_index, row) in enumerate(zip(block.row_indices, block.rows)):
        cy = y + r * cells.h
        if block.row_name is not None:
            if r == 0:
                items.append(_Text(names_w - 6, cy + cells.h / 2, block.row_name, 11, "end",
                                   fill="#555555"))
            items.append(_Text(x0 - 5, cy + cells.h / 2,
                               _GAP_ROW_GRAPHIC if row_index is None else str(row_index), 10,
                               "end", fill="#777777"))
        for c, content in enumerate(row):
            cx = x0 + c * cells.w
            if content is _GAP:
                items.append(_Rect(cx, cy, cells.w, cells.h, "white", "gap"))
                items.append(_Text(cx + cells.w / 2, cy + cells.h / 2,
                                   _GAP_ROW_GRAPHIC if row_index is None else GAP_COL, cells.label,
                                   "middle", fill="#777777", kind="gap"))
            elif content is None:
                items.append(_Rect(cx, cy, cells.w, cells.h, "url(#hatch)", "pad"))
            else:
                items.append(_Rect(cx, cy, cells.w, cells.h, _element_fill(content, cells.n),
                                   "cell"))
                items.append(_Text(cx + cells.w / 2, cy + cells.h / 2, str(content), cells.label,
                                   "middle", kind="label"))
    bw, bh = len(block.col_indices) * cells.w, len(block.rows) * cells.h
    items.append(_Rect(x0, y, bw, bh, "none", "frame"))
    header_w = _text_width(block.header, 12) if block.header else 0
    return items, max(x0 + bw, header_w), y + bh


def _moved(item, dx: float, dy: float):
    from dataclasses import replace
    return replace(item, x=item.x + dx, y=item.y + dy)


def _esc(text: str) -> str:
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;"))


def _num(v: float) -> str:
    return f"{v:g}"


def _render_svg(pic: LayoutPicture, drawing: _Drawing) -> str:
    w, h = drawing.width, drawing.height
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
        f'viewBox="0 0 {w} {h}" font-family="DejaVu Sans Mono, Menlo, Consolas, monospace">',
        f"<title>{_esc(f'layout {pic.text} on shape {list(pic.shape)}')}</title>",
        "<defs>",
        '<pattern id="hatch" width="6" height="6" patternUnits="userSpaceOnUse" '
        'patternTransform="rotate(45)">',
        f'<rect width="6" height="6" fill="{_PAD_FILL}"/>',
        f'<line x1="0" y1="0" x2="0" y2="6" stroke="{_HATCH}" stroke-width="2"/>',
        "</pattern>",
        "</defs>",
        f'<rect width="{w}" height="{h}" fill="white"/>',
    ]
    for gid, items in drawing.groups:
        out.append(f'<g id="{gid}">')
        for it in items:
            if isinstance(it, _Rect):
                stroke = f'stroke="{_GRID}" stroke-width="{1.5 if it.kind == "frame" else 0.5}"'
                out.append(f'<rect class="{it.kind}" x="{_num(it.x)}" y="{_num(it.y)}" '
                           f'width="{_num(it.w)}" height="{_num(it.h)}" fill="{it.fill}" '
                           f'{stroke}/>')
            else:
                weight = ' font-weight="bold"' if it.bold else ""
                cls = f' class="{it.kind}"' if it.kind else ""
                out.append(f'<text{cls} x="{_num(it.x)}" y="{_num(it.y)}" '
                           f'font-size="{_num(it.size)}" text-anchor="{it.anchor}" '
                           f'dominant-baseline="central" fill="{it.fill}"{weight}>'
                           f'{_esc(it.text)}</text>')
        out.append("</g>")
    out.append("</svg>")
    return "\n".join(out) + "\n"


def _render_png(drawing: _Drawing, path: Path, scale: int) -> Path:
    try:
        from PIL import Image, ImageDraw, ImageFont
    except ImportError:                                   # pragma: no cover - a dependency
        raise ArgumentError("PNG output needs Pillow: pip install pillow") from None
    s = max(1, int(scale))
    image = Image.new("RGB", (int(drawing.width * s), int(drawing.height * s)), "white")
    draw = ImageDraw.Draw(image)
    fonts: dict = {}

    def font(size: float, bold: bool):
        key = (round(size * s), bold)
        if key not in fonts:
            fonts[key] = _png_font(ImageFont, key[0], bold)
        return fonts[key]

    hatch_tiles: dict = {}
    for _, items in drawing.groups:
        for it in items:
            if isinstance(it, _Rect):
                box = [it.x * s, it.y * s, (it.x + it.w) * s, (it.y + it.h) * s]
                if it.fill.startswith("url("):
                    size = (round(it.w * s), round(it.h * s))
                    if size not in hatch_tiles:
                        hatch_tiles[size] = _hatch_tile(Image, ImageDraw, size, s)
                    image.paste(hatch_tiles[size], (round(box[0]), round(box[1])))
                    draw.rectangle(box, outline=_GRID, width=max(1, s // 2))
                elif it.kind == "frame":
                    draw.rectangle(box, outline=_GRID, width=max(1, round(1.5 * s)))
                else:
                    draw.rectangle(box, fill=it.fill, outline=_GRID, width=max(1, s // 2))
            else:
                f = font(it.size, it.bold)
                left, top, right, bottom = draw.textbbox((0, 0), it.text, font=f)
                x = it.x * s
                if it.anchor == "middle":
                    x -= (right - left) / 2 + left
                elif it.anchor == "end":
                    x -= right
                y = it.y * s - (top + bottom) / 2
                draw.text((x, y), it.text, font=f, fill=it.fill)
    path.parent.mkdir(parents=True, exist_ok=True)
    image.save(path, format="PNG", optimize=True)
    return path


def _png_font(ImageFont, size: int, bold: bool):
    """DejaVu Sans Mono when the system has it (the SVG's first choice), else Pillow's own
    scalable default font."""
    names = ["DejaVuSansMono-Bold.ttf", "DejaVuSansMono.ttf"] if bold else ["DejaVuSansMono.ttf"]
    for name in names:
        try:
            return ImageFont.truetype(name, size)
        except OSError:
            pass
    return ImageFont.load_default(size=size)


def _hatch_tile(Image, ImageDraw, size: tuple[int, int], s: int):
    tile = Image.new("RGB", size, _PAD_FILL)
    d = ImageDraw.Draw(tile)
    step = 6 * s
    w, h = size
    for k in range(-h, w + h, step):
        d.line([(k, h), (k + h, 0)], fill=_HATCH, width=max(1, round(1.4 * s)))
    return tile
