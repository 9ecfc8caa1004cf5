# TVM 0.27.0's printing of the MLP with a symbolic batch n of benchmarks/tvm_models.py
# (mlp_batch_n): relu after tirx.LowerTVMBuiltin
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def __tvm_ffi_relu(self_handle: T.handle, args: T.handle, num_args: T.int32, result: T.handle) -> T.int32:
    T.func_attr({"calling_conv": 1, "target": T.target({"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}), "tirx.noalias": True})
    assert num_args == 2, ("TypeError", ["Expected ", "2", " arguments", metadata["ir.StringImm"][0], "relu(add: Tensor([n, T.int64(32)], float32), compute: Tensor([n, T.int64(32)], float32))", "`"])
    assert not T.isnullptr(args), ("TypeError", ["args pointer is NULL", metadata["ir.StringImm"][0], "relu(add: Tensor([n, T.int64(32)], float32), compute: Tensor([n, T.int64(32)], float32))", "`"])
    add_type_index: T.let[T.int32] = T.tvm_struct_get(args, 0, 13, "int32")
    assert add_type_index == 0 or add_type_index == 4 or add_type_index == 7 or add_type_index >= 64, ("TypeError", ["Mismatched type on argument #", "0", metadata["ir.StringImm"][0], "relu(add: Tensor([n, T.int64(32)], float32), compute: Tensor([n, T.int64(32)], float32))", metadata["ir.StringImm"][1], "Tensor"])
    add_handle: T.let[T.handle] = T.if_then_else(add_type_index == 70, T.handle_add_byte_offset(T.tvm_struct_get(args, 0, 15, T.handle().ty), 24), T.tvm_struct_get(args, 0, 15, T.handle().ty))
    compute_type_index: T.let[T.int32] = T.tvm_struct_get(args, 1, 13, "int32")
    assert compute_type_index == 0 or compute_type_index == 4 or compute_type_index == 7 or compute_type_index >= 64, ("TypeError", ["Mismatched type on argument #", "1", metadata["ir.StringImm"][0], "relu(add: Tensor([n, T.int64(32)], float32), compute: Tensor([n, T.int64(32)], float32))", metadata["ir.StringImm"][2], "Tensor"])
    compute_handle: T.let[T.handle] = T.if_then_else(compute_type_index == 70, T.handle_add_byte_offset(T.tvm_struct_get(args, 1, 15, T.handle().ty), 24), T.tvm_struct_get(args, 1, 15, T.handle().ty))
    assert not T.isnullptr(add_handle), ("TypeError", ["Mismatched type on argument #", "0", metadata["ir.StringImm"][0], "relu(add: Tensor([n, T.int64(32)], float32), compute: Tensor([n, T.int64(32)], float32))", metadata["ir.StringImm"][3], "Tensor"])
    assert 2 == T.tvm_struct_get(add_handle, 0, 4, "int32"), ("ValueError", ["Mismatched ", "add", ".ndim on argument #", "0", metadata["ir.StringImm"][0], "relu(add: Tensor([n, T.int64(32)], float32), compute: Tensor([n, T.int64(32)], float32))", metadata["ir.StringImm"][4], "2"])
    assert T.tvm_struct_get(add_handle, 0, 5, "uint8") == T.uint8(2) and T.tvm_struct_get(add_handle, 0, 6, "uint8") == T.uint8(32) and T.tvm_struct_get(add_handle, 0, 7, "uint16") == T.uint16(1), ("TypeError", ["Mismatched ", "add", ".dtype on argument #", "0", metadata["ir.StringImm"][0], "relu(add: Tensor([n, T.int64(32)], float32), compute: Tensor([n, T.int64(32)], float32))", metadata["ir.StringImm"][5], "float32"])
    relu_add_shape: T.let[T.handle("int64", "global")] = T.tvm_struct_get(add_handle, 0, 2, T.handle("int64", "global").ty)
    n: T.let[T.int64] = T.tvm_struct_get(relu_add_shape, 0, 17, "int64")
    relu_add_strides: T.let[T.handle("int64", "global")] = T.tvm_struct_get(add_handle, 0, 3, T.handle("int64", "global").ty)
    assert T.tvm_struct_get(add_handle, 0, 10, "int32") == 1, ("ValueError", ["Mismatched ", "add", ".device_type on argument #", "0", metadata["ir.StringImm"][0], "relu(add: Tensor([n, T.int64(32)], float32), compute: Tensor([n, T.int64(32)], float32))", metadata["ir.StringImm"][6], "cpu"])
    dev_id: T.let[T.int32] = T.tvm_struct_get(add_handle, 0, 9, "int32")
    add = T.Buffer((n, T.int64(32)))
    with T.attr(add, "storage_alignment", 64):
        assert not T.isnullptr(compute_handle), ("TypeError", ["Mismatched type on argument #", "1", metadata["ir.StringImm"][0], "relu(add: Tensor([n, T.int64(32)], float32), compute: Tensor([n, T.int64(32)], float32))", metadata["ir.StringImm"][7], "Tensor"])
        assert 2 == T.tvm_struct_get(compute_handle, 0, 4, "int32"), ("ValueError", ["Mismatched ", "compute", ".ndim on argument #", "1", metadata["ir.StringImm"][0], "relu(add: Tensor([n, T.int64(32)], float32), compute: Tensor([n, T.int64(32)], float32))", metadata["ir.StringImm"][8], "2"])
        assert T.tvm_struct_get(compute_handle, 0, 5, "uint8") == T.uint8(2) and T.tvm_struct_get(compute_handle, 0, 6, "uint8") == T.uint8(32) and T.tvm_struct_get(compute_handle, 0, 7, "uint16") == T.uint16(1), ("TypeError", ["Mismatched ", "compute", ".dtype on argument #", "1", metadata["ir.StringImm"][0], "relu(add: Tensor([n, T.int64(32)], float32), compute: Tensor([n, T.int64(32)], float32))", metadata["ir.StringImm"][9], "float32"])
        relu_compute_shape: T.let[T.handle("int64", "global")] = T.tvm_struct_get(compute_handle, 0, 2, T.handle("int64", "global").ty)
        relu_compute_strides: T.let[T.handle("int64", "global")] = T.tvm_struct_get(compute_handle, 0, 3, T.handle("int64", "global").ty)
        assert T.tvm_struct_get(compute_handle, 0, 10, "int32") == 1, ("ValueError", ["Mismatched ", "compute", ".device_type on argument #", "1", metadata["ir.StringImm"][0], "relu(add: Tensor([n, T.int64(32)], float32), compute: Tensor([n, T.int64(32)], float32))", metadata["ir.StringImm"][10], "cpu"])
        compute = T.Buffer((n, T.int64(32)))
        with T.attr(compute, "storage_alignment", 64):
            if not T.isnullptr(relu_add_strides):
                assert T.int64(1) == T.tvm_struct_get(relu_add_strides, 1, 17, "int64") and (n == T.int64(1) or T.int64(32) == T.tvm_struct_get(relu_add_strides, 0, 17, "int64")), ("ValueError", ["Mismatched ", "add", ".strides on argument #", "0", metadata["ir.StringImm"][0], "relu(add: Tensor([n, T.int64(32)], float32), compute: Tensor([n, T.int64(32)], float32))", metadata["ir.StringImm"][11]])
            assert n * T.int64(32) == T.int64(0) or not T.isnullptr(T.reinterpret(T.handle("float32", "global").ty, T.tvm_struct_get(add_handle, 0, 1, T.handle().ty))), ("ValueError", ["add", " data pointer is NULL on argument #", "0", metadata["ir.StringImm"][0], "relu(add: Tensor([n, T.int64(32)], float32), compute: Tensor([n, T.int64(32)], float32))", metadata["ir.StringImm"][12]])
            assert n == T.tvm_struct_get(relu_compute_shape, 0, 17, "int64"), ("ValueError", ["Mismatched ", "compute.shape[0]", " on argument #", "1", metadata["ir.StringImm"][0], "relu(add: Tensor([n, T.int64(32)], float32), compute: Tensor([n, T.int64(32)], float32))", metadata["ir.StringImm"][13], "add.shape[0]"])
            if not T.isnullptr(relu_compute_strides):
                assert T.int64(1) == T.tvm_struct_get(relu_compute_strides, 1, 17, "int64") and (n == T.int64(1) or T.int64(32) == T.tvm_struct_get(relu_compute_strides, 0, 17, "int64")), ("ValueError", ["Mismatched ", "compute", ".strides on argument #", "1", metadata["ir.StringImm"][0], "relu(add: Tensor([n, T.int64(32)], float32), compute: Tensor([n, T.int64(32)], float32))", metadata["ir.StringImm"][14]])
            assert dev_id == T.tvm_struct_get(compute_handle, 0, 9, "int32"), ("ValueError", ["Mismatched ", "compute.device_id", " on argument #", "1", metadata["ir.StringImm"][0], "relu(add: Tensor([n, T.int64(32)], float32), compute: Tensor([n, T.int64(32)], float32))", metadata["ir.StringImm"][15], "add.device_id"])
            assert n * T.int64(32) == T.int64(0) or not T.isnullptr(T.reinterpret(T.handle("float32", "global").ty, T.tvm_struct_get(compute_handle, 0, 1, T.handle().ty))), ("ValueError", ["compute", " data pointer is NULL on argument #", "1", metadata["ir.StringImm"][0], "relu(add: Tensor([n, T.int64(32)], float32), compute: Tensor([n, T.int64(32)], float32))", metadata["ir.StringImm"][16]])
            assert T.tvm_struct_get(relu_add_shape, 1, 17, "int64") == T.int64(32), ("ValueError", ["Invalid ", "add.shape[1]", " on argument #", "0", metadata["ir.StringImm"][0], "relu(add: Tensor([n, T.int64(32)], float32), compute: Tensor([n, T.int64(32)], float32))", metadata["ir.StringImm"][17], "32"])
            assert T.uint64(0) == T.tvm_struct_get(add_handle, 0, 8, "uint64"), ("ValueError", ["Invalid ", "add.byte_offset", " on argument #", "0", metadata["ir.StringImm"][0], "relu(add: Tensor([n, T.int64(32)], float32), compute: Tensor([n, T.int64(32)], float32))", metadata["ir.StringImm"][18], "0"])
            assert T.tvm_struct_get(relu_compute_shape, 1, 17, "int64") == T.int64(32), ("ValueError", ["Invalid ", "compute.shape[1]", " on argument #", "1", metadata["ir.StringImm"][0], "relu(add: Tensor([n, T.int64(32)], float32), compute: Tensor([n, T.int64(32)], float32))", metadata["ir.StringImm"][19], "32"])
            assert T.uint64(0) == T.tvm_struct_get(compute_handle, 0, 8, "uint64"), ("ValueError", ["Invalid ", "compute.byte_offset", " on argument #", "1", metadata["ir.StringImm"][0], "relu(add: Tensor([n, T.int64(32)], float32), compute: Tensor([n, T.int64(32)], float32))", metadata["ir.StringImm"][20], "0"])
            add = T.decl_buffer((n, T.int64(32)), data=T.reinterpret(T.handle("float32", "global").ty, T.tvm_struct_get(add_handle, 0, 1, T.handle().ty)))
            compute = T.decl_buffer((n, T.int64(32)), data=T.reinterpret(T.handle("float32", "global").ty, T.tvm_struct_get(compute_handle, 0, 1, T.handle().ty)))
            with T.attr({"compute_scope": "relu_compute_"}):
                cse_v1: T.let[T.int64] = n * T.int64(32)
                add_1 = T.decl_buffer((cse_v1,), data=add.data, elem_offset=0)
                compute_1 = T.decl_buffer((cse_v1,), data=compute.data, elem_offset=0)
                for i0, i1 in T.grid(n, T.int64(32)):
                    cse_v2: T.let[T.int64] = i0 * T.int64(32) + i1
                    compute_1[cse_v2] = T.max(add_1[cse_v2], T.float32(0.0))
            return 0

# Metadata omitted. Use show_meta=True in script() method to show it.