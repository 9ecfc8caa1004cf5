# Source: apache/tvm tests/python/tvmscript/test_tvmscript_printer_tir.py @ 01f04cd44690de2dd01a7849efb6f25681887c81 (Apache-2.0)
# test_root_block: the expected output of PrimFunc.script(), verbatim (T.sblock: TVM's newest printer).

# from tvm.script import tir as T

@T.prim_func
def main():
    # with T.sblock("root"):
    a = T.sblock_alloc_buffer((128, 128))
    for i, j in T.grid(128, 128):
        with T.sblock(""):
            T.reads()
            T.writes()
            T.evaluate(0)
