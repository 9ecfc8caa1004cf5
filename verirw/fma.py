"""IEEE fusedMultiplyAdd in numpy's float dtypes: ``a * b + c`` rounded once, to nearest even.

numpy has no ``fma`` and Python's ``math.fma`` arrives in 3.13, so the interpreter computes the
exact sum as a ``Fraction`` and rounds it once. ``float(Fraction)`` is correctly rounded to
double; for a narrower dtype the double is taken *rounded to odd* first, which makes the second
rounding (double to float32 or float16) exact-once: 53 bits cover 24 + 2 (Boldo and Melquiond,
"When double rounding is odd", 2005). Computing in double and rounding twice would be wrong in
rare cases, which is the very difference between fused and unfused arithmetic that ``check``
must see.
"""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np


def fma(a, b, c):
    """``a * b + c`` with one rounding, in the type of ``a`` (a numpy float scalar or float)."""
    kind = type(a)
    x, y, z = float(a), float(b), float(c)
    if not all(math.isfinite(v) for v in (x, y, z)):
        if math.isfinite(x) and math.isfinite(y) and math.isinf(z):
            # the exact product is finite, so the sum is c (unfused, a product past the range
            # would round to an infinity and give NaN against an opposite c)
            return kind(z)
        # infinities and NaNs: the product's and sum's special cases are exact, as unfused
        with np.errstate(all="ignore"):
            return kind(np.float64(x) * np.float64(y) + np.float64(z))
    exact = Fraction(x) * Fraction(y) + Fraction(z)
    if exact == 0:
        return kind(_signed_zero(x, y, z))
    try:
        nearest = float(exact)
    except OverflowError:
        return kind(math.inf if exact > 0 else -math.inf)
    if kind in (float, np.float64) or Fraction(nearest) == exact:
        with np.errstate(over="ignore"):
            return kind(nearest)
    with np.errstate(over="ignore", under="ignore"):
        return kind(_round_to_odd(nearest, exact))


def _signed_zero(x: float, y: float, z: float) -> float:
    """The sign of an exact zero: ``-0`` only when the product and ``c`` are both ``-0``
    (IEEE 754 6.3; a cancellation of non-zero terms gives ``+0`` when rounding to nearest)."""
    product = x * y            # exact when it is zero
    if product == 0 and z == 0:
        return -0.0 if math.copysign(1, product) < 0 and math.copysign(1, z) < 0 else 0.0
    return 0.0


def _round_to_odd(nearest: float, exact: Fraction) -> float:
    """The double of ``exact``'s two neighbours whose last significand bit is 1: ``nearest`` when
    its bit is odd, else the other neighbour (``exact`` is not a double)."""
    if _odd(nearest):
        return nearest
    return math.nextafter(nearest, math.inf if exact > Fraction(nearest) else -math.inf)


def _odd(v: float) -> bool:
    return bool(np.float64(v).view(np.int64) & 1)
