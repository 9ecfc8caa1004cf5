# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: RFC 0077, "Enhancement - RemoveNoOp" ("Writing a value that is known to exist
#   within the buffer is a no-op") on the producer/consumer padding (for io, ii: T.assume(
#   4 * io + ii < 14 or A[io, ii] == 0)), the padding stated per axis in nested loops
# tvm: tirx.transform.RemoveNoOp
# verirw: remove_no_op
# exercises: a 2-d padding branch (i == 3, j >= 2) whose stores write what the assume fixes
@T.prim_func
def main(A: T.Buffer((4, 4), "int32")):
    for i, j in T.grid(4, 4):
        T.assume(i * 4 + j < 14 or A[i, j] == 0)
    for i in range(4):
        if i == 3:
            for j in range(4):
                if j >= 2:
                    A[i, j] = 0
