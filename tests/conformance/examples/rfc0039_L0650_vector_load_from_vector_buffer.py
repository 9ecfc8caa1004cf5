# rfc0039 (000_19de50c22b153337.txt), line 650: extracted verbatim by tools/extract_seed_examples.py
@T.prim_func
def vector_load_from_vector_buffer(A: T.Buffer[(16,), "float32x4"]):
    assert A[T.ramp(0, 1, 4)].dtype == "float32x4"
