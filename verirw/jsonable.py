"""Plain JSON values for what verirw answers (``CheckResult``, ``Certificate``, the CLI's
``--json``), and back.

JSON has no arrays with a dtype, no NaN or infinities and no tuples: an ``np.ndarray`` is
``{"dtype": "int8", "shape": [2, 3], "data": [[...], [...]]}``; a float that is not finite is
the string ``"nan"``, ``"inf"`` or ``"-inf"`` (``-0.0`` stays ``-0.0``); enums are their
values, tuples lists, dataclasses objects of their fields, anything else its ``str``.
Everything :func:`encode` returns goes through ``json.dumps(..., allow_nan=False)``.
"""

from __future__ import annotations

import dataclasses
import enum
import json
import math

import numpy as np

_NON_FINITE = {"nan": math.nan, "inf": math.inf, "-inf": -math.inf}


def encode_float(x: float) -> float | str:
    if math.isnan(x):
        return "nan"
    if math.isinf(x):
        return "inf" if x > 0 else "-inf"
    return x


def decode_float(x) -> float:
    """A float written by :func:`encode_float` (a number or one of its three strings)."""
    return _NON_FINITE[x] if isinstance(x, str) else float(x)


def decode_number(x):
    """An int or float field: the non-finite strings back to floats, the rest unchanged."""
    return _NON_FINITE.get(x, x) if isinstance(x, str) else x


def encode_array(a: np.ndarray) -> dict:
    data = a.astype(object).tolist() if a.dtype.kind != "f" else _floats(a.tolist())
    if a.dtype == np.bool_:
        data = a.astype(int).tolist()
    return {"dtype": str(a.dtype), "shape": list(a.shape), "data": data}


def _floats(x):
    return [_floats(v) for v in x] if isinstance(x, list) else encode_float(x)


def decode_array(d: dict) -> np.ndarray:
    def back(x):
        return [back(v) for v in x] if isinstance(x, list) else decode_number(x)
    return np.array(back(d["data"]), dtype=d["dtype"]).reshape(d["shape"])


def is_array(d) -> bool:
    return isinstance(d, dict) and set(d) == {"dtype", "shape", "data"}


def encode(value):
    """``value`` as JSON values (see the module's docstring)."""
    if value is None or isinstance(value, (bool, str)):
        return value if not isinstance(value, enum.Enum) else value.value
    if isinstance(value, enum.Enum):
        return encode(value.value)
    if isinstance(value, (int, np.integer)):
        return int(value)
    if isinstance(value, np.bool_):
        return bool(value)
    if isinstance(value, (float, np.floating)):
        return encode_float(float(value))
    if isinstance(value, np.ndarray):
        return encode_array(value)
    to_json = getattr(value, "to_json", None)
    if callable(to_json):
        return to_json()
    if isinstance(value, dict):
        return {str(k): encode(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        return [encode(v) for v in value]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: encode(getattr(value, f.name)) for f in dataclasses.fields(value)
                if f.repr}
    return str(value)


def dumps(value, **kwargs) -> str:
    """``value`` as one line of strict JSON."""
    return json.dumps(encode(value), allow_nan=False, **kwargs)


def loads(data) -> dict:
    """A JSON object given as text or already parsed."""
    return json.loads(data) if isinstance(data, (str, bytes)) else data


__all__ = ["encode", "dumps", "loads", "encode_array", "decode_array", "is_array",
           "encode_float", "decode_float", "decode_number"]
