"""Random inputs for running a PrimFunc (the core lives in ``verirw.inputs``; re-exported
here for users of the testing tools)."""

from verirw.inputs import (default_scalars, inputs_for, random_array, random_inputs,
                           satisfy_assumes, shape_of)

__all__ = ["default_scalars", "inputs_for", "random_array", "random_inputs", "satisfy_assumes",
           "shape_of"]
