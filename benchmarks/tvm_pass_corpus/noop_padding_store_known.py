# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: RFC 0077, producer/consumer (a padding loop writing the pad value that an assume loop
#   nest already states: for io, ii: T.assume(4 * io + ii < 14 or A[io, ii] == 0))
# tvm: tirx.transform.RemoveNoOp
# verirw: remove_no_op
# exercises: a store in the padding region of the value the assume nest fixes there
@T.prim_func
def main(A: T.Buffer((4, 4), "int32")):
    for io, ii in T.grid(4, 4):
        T.assume(4 * io + ii < 14 or A[io, ii] == 0)
    for io, ii in T.grid(4, 4):
        if 4 * io + ii >= 14:
            A[io, ii] = 0
