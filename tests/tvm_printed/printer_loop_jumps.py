# Source: apache/tvm tests/python/tvmscript/test_tvmscript_printer_tir.py @ 01f04cd44690de2dd01a7849efb6f25681887c81 (Apache-2.0)
# test_func_with_loop_jumps: the expected output of PrimFunc.script(), verbatim.

# from tvm.script import tir as T

@T.prim_func
def main(A: T.Buffer((4,), "float32"), B: T.Buffer((4,), "float32")):
    for i in range(1000):
        if i % 13 == 0:
            A[1] = A[1] + T.float32(1.0)
            T.continue_loop()
        if A[0] >= B[0]:
            T.break_loop()
