"""RFC 0077, "Apply operator element-wise over the transformation padding".

The code block at line 2539 of the RFC (seed 003), verbatim: the initial function and
each stage the RFC shows. `make demo` parses every stage, runs it on random inputs with
the reference interpreter and prints it back. Locations marked `?` in the output hold
values the program leaves undefined (a store of T.undef() grants that permission)."""

# Initial function
@T.prim_func
def func(A: T.Buffer[(14,), "int32"], B: T.Buffer[(14,), "int32"]):
    for i in T.serial(14):
        B[i] = 2 * A[i]


# sched.transform_layout(A, lambda i: [i//4, i%4], pad_value=lambda io,ii: tir.undef())
@T.prim_func
def func(A: T.Buffer[(4, 4), "int32"], B: T.Buffer[(14,), "int32"]):
    # This assumption doesn't tell us anything about the value of A,
    # but does tell us that it is valid to read these locations of A,
    # and won't contain uninitialized values, which could result in
    # undefined behavior on some targets.
    for io,ii in T.grid(4,4):
        T.assume(4*io+ii < 14 or A[io,ii] == T.undef())

    for i in T.serial(14):
        B[i] = 2 * A[i // 4, i % 4]


# sched.transform_layout(B, lambda i: [i//4, i%4], pad_value=lambda io,ii: tir.undef())
@T.prim_func
def func(A: T.Buffer[(4, 4), "int32"], B: T.Buffer[(4, 4), "int32"]):
    for io,ii in T.grid(4,4):
        T.assume(4*io+ii < 14 or A[io,ii] == T.undef())

    for i in T.serial(14):
        B[i // 4, i % 4] = 2 * A[i // 4, i % 4]

    # This will be removed later during lowering, and is used to
    # signify that the function is allowed to alter the return value
    # in these indices.
    for io,ii in T.grid(4,4):
        if 4*io + ii >= 14:
            B[io,ii] = T.undef()


# sched.sequential_buffer_access(B)
@T.prim_func
def func(A: T.Buffer[(4, 4), "int32"], B: T.Buffer[(4, 4), "int32"]):
    for io, ii in T.grid(4, 4):
        if 4 * io + ii < 14:
            B[io, ii] = 2 * A[io, ii]

    for io,ii in T.grid(4,4):
        if 4*io + ii >= 14:
            B[io,ii] = T.undef()


# sched.remove_branching_through_overcompute()
#
# If we were to replace the `if 4 * io + ii < 14` conditional with the
# following if/else block, the else block would only write to indices
# that are later overwritten by T.undef().
#
# if 0 <= 4 * io + ii < 14:
#     B[io, ii] = 2 * A[io, ii]
# else:
#     B[io, ii] = 2 * A[io, ii]
#
# Since a write is a no-op if it is overwritten by another write, we
# can remove the conditional.
@T.prim_func
def func(A: T.Buffer[(4, 4), "int32"], B: T.Buffer[(4, 4), "int32"]):
    for io,ii in T.grid(4,4):
        T.assume(4*io+ii < 14 or A[io,ii] == T.undef())

    for io, ii in T.grid(4, 4):
        B[io, ii] = 2 * A[io, ii]

    for io,ii in T.grid(4,4):
        if 4*io + ii >= 14:
            B[io,ii] = T.undef()

# The T.assume and stores to T.undef are removed later, when lowering
# the function.
#
# tir.transform.RemoveAssume
# tir.transform.RemoveStoreUndef
@T.prim_func
def func(A: T.Buffer[(4, 4), "int32"], B: T.Buffer[(4, 4), "int32"]):
    for io, ii in T.grid(4, 4):
        B[io, ii] = 2 * A[io, ii]
