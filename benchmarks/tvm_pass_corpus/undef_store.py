# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: RFC 0077, "New Lowering Transform - Remove T.undef" (a store of T.undef() is removed)
# tvm: s_tir.transform.RemoveStoreUndef
# verirw: remove_store_undef
# exercises: the padding stage writing T.undef() disappears
@T.prim_func
def main(A: T.Buffer((4, 4), "int32")):
    for io, ii in T.grid(4, 4):
        if 4 * io + ii < 14:
            A[io, ii] = 4 * io + ii
    for io, ii in T.grid(4, 4):
        if 4 * io + ii >= 14:
            A[io, ii] = T.undef(dtype="int32")
