# rfc0039 (000_19de50c22b153337.txt), line 610: extracted verbatim by tools/extract_seed_examples.py
@T.prim_func
def vector_load_from_scalar_buffer_option2(A: T.Buffer[(64,), "float32"]):
    A_vector = T.buffer_decl([16], "float32x4", data=A.data)
    assert A_vector[0].dtype == "float32x4"
