# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: issue 23 ("val = T.undef(); A[0] = val is not recognised by RemoveStoreUndef"); TVM's
#   RemoveStoreUndef treats a let bound to undef as undef
# tvm: s_tir.transform.RemoveStoreUndef
# verirw: remove_store_undef
# exercises: a store of a let variable bound to T.undef()
@T.prim_func
def main(A: T.Buffer((2,), "int32")):
    val: T.int32 = T.undef(dtype="int32")
    A[0] = val
    A[1] = 7
