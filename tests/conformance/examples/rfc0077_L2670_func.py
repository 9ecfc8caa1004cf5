# rfc0077 (003_0e800cbc67ab2e7f.txt), line 2670: extracted verbatim by tools/extract_seed_examples.py
@T.prim_func
def func(A: T.Buffer[(4, 4, 8, 8), "int32"], B: T.Buffer[(14,), "int32"]):
    for io,ii,jo,ji in T.grid(4,4,8,8):
        T.assume(8*jo + ji < 60 or A[io,ii,jo,ji]==0)

    for io,ii,j in T.grid(4,4,60):
        T.assume(4*io + ii < 14 or A[io,ii,j//8,j%8]==T.undef())

    for i in T.serial(14):
        B[i] = 0
        for j in T.serial(60):
            B[i] = B[i] + A[i // 4, i % 4, j // 8, j % 8]
