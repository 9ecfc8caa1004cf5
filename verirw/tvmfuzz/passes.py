"""TVM passes whose constructor takes arguments, as ``verirw tvm-fuzz --pass
verirw.tvmfuzz.passes:NAME`` names them (the arguments TVM's CPU pipeline uses)."""


def narrow_data_type_32():
    """``tirx.transform.NarrowDataType(32)``: int64 index arithmetic narrowed to int32 where
    the values fit (TVM's default pipeline runs it with 32)."""
    import tvm
    return tvm.tirx.transform.NarrowDataType(32)
