# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: RFC 0077, T.undef semantics ("any other pure expression using undef is undef"); a
#   store of undef + 1 is a store of undef
# tvm: s_tir.transform.RemoveStoreUndef
# verirw: remove_store_undef
# exercises: a store whose value is an expression of T.undef()
@T.prim_func
def main(A: T.Buffer((16,), "int32")):
    for i in range(16):
        A[i] = T.undef(dtype="int32") + 1
