# rfc0039 (000_19de50c22b153337.txt), line 645: extracted verbatim by tools/extract_seed_examples.py
@T.prim_func
def scalar_load_from_scalar_buffer(A: T.Buffer[(64,), "float32"]):
    assert A[0].dtype == "float32"
