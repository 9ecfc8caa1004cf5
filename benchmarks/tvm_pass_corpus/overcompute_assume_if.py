# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: RFC 0077, "New Primitive - Remove Branching Through Overcompute" (an if whose else case
#   is what the then case computes in the padding, given the assumed pad value); TVM's
#   UseAssumeToReduceBranches is the pass that does this in TVM 0.27
# tvm: s_tir.transform.UseAssumeToReduceBranches
# verirw: remove_branching_through_overcompute
# exercises: if 4 * io + ii < 14: B = A * 2 else: B = 0, with A == 0 in the padding
@T.prim_func(s_tir=True)
def main(A: T.Buffer((4, 4), "int32"), B: T.Buffer((4, 4), "int32")):
    T.func_attr({"op_pattern": 0})
    for io, ii in T.grid(4, 4):
        with T.sblock("a_assume"):
            vo, vi = T.axis.remap("SS", [io, ii])
            T.assume(4 * vo + vi < 14 or A[vo, vi] == 0)
    for io, ii in T.grid(4, 4):
        with T.sblock("compute"):
            vo, vi = T.axis.remap("SS", [io, ii])
            if 4 * vo + vi < 14:
                B[vo, vi] = A[vo, vi] * 2
            else:
                B[vo, vi] = 0
