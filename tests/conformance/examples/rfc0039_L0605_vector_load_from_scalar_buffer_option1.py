# rfc0039 (000_19de50c22b153337.txt), line 605: extracted verbatim by tools/extract_seed_examples.py
@T.prim_func
def vector_load_from_scalar_buffer_option1(A: T.Buffer[(64,), "float32"]):
    assert A[T.ramp(0, 1, 4)].dtype == "float32x4"
