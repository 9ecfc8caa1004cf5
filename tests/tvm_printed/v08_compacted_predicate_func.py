# Source: apache/tvm tests/python/unittest/test_tir_transform_flatten_buffer.py @ 00ac0ca15fe798a75cf4e1f194d32ff0d88ff1ac (Apache-2.0; TVM v0.8-era TVMScript)
# compacted_predicate_func (input of FlattenBuffer), verbatim.

@T.prim_func
def compacted_predicate_func(a: T.handle, c: T.handle) -> None:
    A = T.match_buffer(a, (32), "float32")
    C = T.match_buffer(c, (32), "float32")

    for i, j in T.grid(5, 7):
        with T.block() as []:
            T.reads(A[i * 7 + j])
            T.writes(C[i * 7 + j])
            T.where(i * 7 + j < 32)
            C[i * 7 + j] = A[i * 7 + j] + 1.0
