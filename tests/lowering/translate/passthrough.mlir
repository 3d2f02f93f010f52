// RUN-DESCENT: translate --mlir-to-llvmir
// passthrough attributes: known LLVM kinds bare (in LLVM's kind order), integer kinds with
// their value, unknown names as string attributes; CodeView for an MSVC target.
module attributes {llvm.target_triple = "x86_64-pc-windows-msvc"} {
llvm.func @a() attributes {passthrough = ["cold", "mustprogress", "nosync", "willreturn", "nofree", "noinline", "sspstrong", ["uwtable","2"], ["alignstack","16"], "nounwind", "norecurse", "speculatable", "returns_twice", "noreturn", "convergent", "hot", "inlinehint", "nomerge", "nocallback", "noduplicate", "noimplicitfloat", "nonlazybind", "noredzone", "null_pointer_is_valid", "optforfuzzing", "safestack", "sanitize_address", "sanitize_memory", "sanitize_thread", "shadowcallstack", "ssp", "sspreq", "strictfp", "nocf_check", "nobuiltin", "noprofile", "skipprofile", "foo", ["bar", "x"]]}
llvm.func @c() attributes {passthrough = ["foo", ["bar", "1"], "noinline", ["uwtable", "1"]]}
}
