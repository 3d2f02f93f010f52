// RUN-DESCENT: translate --mlir-to-llvmir
// OpenCL-style function attributes become function metadata attachments, after `!prof`,
// on definitions and declarations.
llvm.func @decl_hint() attributes {vec_type_hint = #llvm.vec_type_hint<hint = vector<4xf32>, is_signed = true>}
llvm.func @all() attributes {function_entry_count = 7 : i64, vec_type_hint = #llvm.vec_type_hint<hint = i16>, work_group_size_hint = array<i32: 8, 4, 1>, reqd_work_group_size = array<i32: 64, 1, 1>, intel_reqd_sub_group_size = 16 : i32} {
  llvm.return
}
llvm.func @sizes() attributes {reqd_work_group_size = array<i32: 64, 1, 1>, intel_reqd_sub_group_size = 32 : i32}
