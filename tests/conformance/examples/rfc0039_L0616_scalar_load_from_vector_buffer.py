# rfc0039 (000_19de50c22b153337.txt), line 616: extracted verbatim by tools/extract_seed_examples.py
@T.prim_func
def scalar_load_from_vector_buffer(A: T.Buffer[(16,), "float32x4"]):
    A_scalar = T.buffer_decl([64], "float32", data=A.data)
    assert A_scalar[0].dtype == "float32"
