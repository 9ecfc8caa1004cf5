# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: TVM s_tir.transform.UseAssumeToReduceBranches ("eliminate layout specific pad branch by
#   overcomputing values for padded region"), in the shape RFC 0077's transform_layout gives:
#   assume blocks stating the inputs' padding is 0, a compute block selecting 0 in the padding;
#   verirw's counterpart is RFC 0077's RemoveBranchingThroughOvercompute
# tvm: s_tir.transform.UseAssumeToReduceBranches
# verirw: remove_branching_through_overcompute, simplify
# exercises: if_then_else(pad, 0, A + B) is A + B when A and B are 0 in the padding
@T.prim_func(s_tir=True)
def main(A: T.Buffer((4, 4), "int32"), B: T.Buffer((4, 4), "int32"), C: T.Buffer((4, 4), "int32")):
    T.func_attr({"op_pattern": 0})
    for io, ii in T.grid(4, 4):
        with T.sblock("a_assume"):
            vo, vi = T.axis.remap("SS", [io, ii])
            T.assume(not (vo == 3 and 2 <= vi) or A[vo, vi] == 0)
    for io, ii in T.grid(4, 4):
        with T.sblock("b_assume"):
            vo, vi = T.axis.remap("SS", [io, ii])
            T.assume(not (vo == 3 and 2 <= vi) or B[vo, vi] == 0)
    for io, ii in T.grid(4, 4):
        with T.sblock("compute"):
            vo, vi = T.axis.remap("SS", [io, ii])
            C[vo, vi] = T.if_then_else(vo == 3 and 2 <= vi, 0, A[vo, vi] + B[vo, vi])
