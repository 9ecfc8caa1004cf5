# Source: apache/tvm tests/python/tvmscript/test_tvmscript_printer_annotation.py @ 0db97a5a2cf041f7d83db34325c4901db8ee0380 (Apache-2.0)
# test_disable_concise_scoping_when_scope_annotated: the expected output of
# PrimFunc.script(obj_to_annotate=...), verbatim (tirx, @T.prim_func(s_tir=True)).

# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def main():
    x: T.int32 = 1
    y: T.int32 = x + 1  # annotation 1
    T.evaluate(y - 1)
