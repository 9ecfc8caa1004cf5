# TVMScript in TVM 0.27's own spelling (tvm.script.from_source reads it), for
# `verirw tvm-validate` and tests/test_tvm_bridge.py. Written for these tests (not copied):
# each function gives one of TVM's passes something to change.

# StmtSimplify: x * 1 + 0 -> x, a constant-true branch, a floormod of a loop variable below 16
@T.prim_func
def simplify_me(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
    for i in range(16):
        if i < 32:
            B[i] = A[i % 16] * 1 + 0 + (i // 16) * 7


# RemoveNoOp: a store of a value to where it was loaded from, and an empty loop
@T.prim_func
def no_ops(A: T.Buffer((8,), "float32"), B: T.Buffer((8,), "float32")):
    for i in range(8):
        A[i] = A[i]
    for i in range(8):
        T.evaluate(0)
    for i in range(8):
        B[i] = A[i] + T.float32(1.0)


# FlattenBuffer: a 2-d input and a 2-d scratch buffer become 1-d
@T.prim_func
def flatten_me(A: T.Buffer((4, 8), "float32"), B: T.Buffer((4, 8), "float32")):
    for i in range(4):
        S = T.alloc_buffer((2, 8), "float32")
        for j in range(8):
            S[0, j] = A[i, j] * T.float32(2.0)
            S[1, j] = S[0, j] + A[i, j]
        for j in range(8):
            B[i, j] = S[1, j]


# HoistExpression: the condition depends on the outer loop only
@T.prim_func
def hoist_me(A: T.Buffer((8, 8), "int32"), B: T.Buffer((8, 8), "int32"), n: T.int32):
    T.assume(0 <= n and n <= 8)
    for i in range(8):
        for j in range(8):
            if i < n:
                B[i, j] = A[i, j] + 1
            else:
                B[i, j] = 0
