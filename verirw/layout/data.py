"""Moving numpy data between a logical layout and a transformed one, so that a function
before and after ``transform_layout`` can be run on the same logical data.

The map's callable is applied to whole index grids at once (``np.indices``): its arithmetic
(``+ - * // %``) means the same on numpy integer arrays as on Python ints (floor division).
"""

from __future__ import annotations

import numpy as np

from verirw.errors import ArgumentError
from verirw.index_map import AXIS_SEPARATOR, IndexMap


def _images(m: IndexMap, shape: tuple[int, ...]) -> tuple[np.ndarray, ...]:
    grids = tuple(g.astype(np.int64) for g in np.indices(shape))
    out = m.func(*grids) if grids else m.func()
    if not isinstance(out, (list, tuple)):
        out = [out]
    return tuple(np.broadcast_to(np.asarray(x, dtype=np.int64), shape)
                 for x in out if x is not AXIS_SEPARATOR)


def to_transformed(arr: np.ndarray, index_map, pad_value=0) -> np.ndarray:
    """``arr`` in the transformed layout; padding holds ``pad_value``."""
    m = IndexMap.coerce(index_map)
    tshape = m.transformed_shape(arr.shape)
    out = np.full(tshape, pad_value, dtype=arr.dtype)
    out[_images(m, arr.shape)] = arr
    return out


def from_transformed(phys: np.ndarray, index_map, shape) -> np.ndarray:
    """The logical array of ``shape`` stored in the transformed array ``phys``."""
    m = IndexMap.coerce(index_map)
    shape = tuple(shape)
    tshape = m.transformed_shape(shape)
    if tuple(phys.shape) != tuple(tshape):
        raise ArgumentError(f"expected a transformed array of shape {list(tshape)}, got {list(phys.shape)}")
    return phys[_images(m, shape)]


def padding_mask(index_map, shape) -> np.ndarray:
    """True on the padding elements of the transformed layout of ``shape``."""
    m = IndexMap.coerce(index_map)
    shape = tuple(shape)
    mask = np.ones(m.transformed_shape(shape), dtype=bool)
    mask[_images(m, shape)] = False
    return mask
