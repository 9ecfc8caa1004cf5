# rfc0039 (000_19de50c22b153337.txt), line 598: extracted verbatim by tools/extract_seed_examples.py
@T.prim_func
def vector_load_from_vector_buffer(A: T.Buffer[(16,), "float32x4"]):
    A_vector_2 = T.buffer_decl([32], "float32x2", data=A.data)
    assert A[0].dtype == "float32x4"
    assert A_vector_2[0].dtype == "float32x2"
