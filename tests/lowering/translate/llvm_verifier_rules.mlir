// RUN-DESCENT: translate --mlir-to-llvmir --split-input-file --verify-diagnostics
// LLVM's verifier rules that the LLVM dialect verifier leaves open. mlir-translate-22 runs
// LLVM's verifier on the module it builds and prints each failure's message (as below, from
// mlir-translate-22's stderr) without a location, and writes no IR; Descent reports the same
// message as a diagnostic at the op that breaks the rule. (mlir-translate's
// --verify-diagnostics sees no diagnostic for these, so only Descent checks the annotations;
// the .expected output, empty for every case, is mlir-translate-22's.)

// expected-error @below {{Cannot have multiple 'sret' parameters!}}
llvm.func @two_sret(%a: !llvm.ptr {llvm.sret = i32}, %b: !llvm.ptr {llvm.sret = i32}) {
  llvm.return
}

// -----

// expected-error @below {{Attribute 'sret' is not on first or second parameter!}}
llvm.func @sret_third(%a: i32, %b: i32, %p: !llvm.ptr {llvm.sret = i32}) {
  llvm.return
}

// -----

// expected-error @below {{Invalid struct return type!}}
llvm.func @sret_and_result(%p: !llvm.ptr {llvm.sret = i32}) -> i32 {
  %0 = llvm.load %p : !llvm.ptr -> i32
  llvm.return %0 : i32
}

// -----

// expected-error @below {{Attributes 'zeroext and signext' are incompatible!}}
llvm.func @zext_sext(%a: i32 {llvm.zeroext, llvm.signext}) {
  llvm.return
}

// -----

// expected-error @below {{Attributes 'zeroext and signext' are incompatible!}}
llvm.func @zext_sext_result(%a: i32) -> (i32 {llvm.zeroext, llvm.signext}) {
  llvm.return %a : i32
}

// -----

// expected-error @below {{Attributes 'byval', 'inalloca', 'preallocated', 'inreg', 'nest', 'byref', and 'sret' are incompatible!}}
llvm.func @byval_inalloca(%a: !llvm.ptr {llvm.byval = i32, llvm.inalloca = i32}) {
  llvm.return
}

// -----

// expected-error @below {{Attributes 'readnone and readonly' are incompatible!}}
llvm.func @readnone_readonly(%p: !llvm.ptr {llvm.readnone, llvm.readonly}) {
  llvm.return
}

// -----

// expected-error @below {{Attributes 'readonly and writeonly' are incompatible!}}
llvm.func @readonly_writeonly(%p: !llvm.ptr {llvm.readonly, llvm.writeonly}) {
  llvm.return
}

// -----

// expected-error @below {{Attributes 'sret and returned' are incompatible!}}
llvm.func @sret_returned(%p: !llvm.ptr {llvm.sret = i32, llvm.returned}) {
  llvm.return
}

// -----

// expected-error @below {{Incompatible argument and return types for 'returned' attribute}}
llvm.func @returned_type(%p: !llvm.ptr {llvm.returned}) -> i32 {
  %0 = llvm.mlir.constant(0 : i32) : i32
  llvm.return %0 : i32
}

// -----

// expected-error @below {{Incompatible argument and return types for 'returned' attribute}}
llvm.func @returned_addrspace(%a: !llvm.ptr {llvm.returned}) -> !llvm.ptr<1> {
  %0 = llvm.addrspacecast %a : !llvm.ptr to !llvm.ptr<1>
  llvm.return %0 : !llvm.ptr<1>
}

// -----

// expected-error @below {{More than one parameter has attribute returned!}}
llvm.func @two_returned(%a: !llvm.ptr {llvm.returned}, %b: !llvm.ptr {llvm.returned}) -> !llvm.ptr {
  llvm.return %a : !llvm.ptr
}

// -----

// expected-error @below {{More than one parameter has attribute nest!}}
llvm.func @two_nest(%p: !llvm.ptr {llvm.nest}, %q: !llvm.ptr {llvm.nest}) {
  llvm.return
}

// -----

// expected-error @below {{inalloca isn't on the last parameter!}}
llvm.func @inalloca_first(%p: !llvm.ptr {llvm.inalloca = i32}, %a: i32) {
  llvm.return
}

// -----

// expected-error @below {{Attribute 'byval' does not support unsized types!}}
llvm.func @byval_opaque(%p: !llvm.ptr {llvm.byval = !llvm.struct<"opaque", opaque>}) {
  llvm.return
}

// -----

// expected-error @below {{huge alignment values are unsupported}}
llvm.func @huge_align(%p: !llvm.ptr {llvm.align = 8589934592 : i64}) {
  llvm.return
}

// -----

// expected-error @below {{Attribute 'elementtype' can only be applied to intrinsics and inline asm.}}
llvm.func @elementtype_param(%p: !llvm.ptr {llvm.elementtype = i32}) {
  llvm.return
}

// -----

// expected-error @below {{'vscale_range' minimum must be greater than 0}}
llvm.func @vscale_zero() attributes {vscale_range = #llvm.vscale_range<minRange = 0, maxRange = 2>} {
  llvm.return
}

// -----

// expected-error @below {{'vscale_range' minimum must be power-of-two value}}
llvm.func @vscale_min() attributes {vscale_range = #llvm.vscale_range<minRange = 3, maxRange = 4>} {
  llvm.return
}

// -----

// expected-error @below {{'vscale_range' minimum cannot be greater than maximum}}
llvm.func @vscale_order() attributes {vscale_range = #llvm.vscale_range<minRange = 4, maxRange = 2>} {
  llvm.return
}

// -----

// expected-error @below {{'vscale_range' maximum must be power-of-two value}}
llvm.func @vscale_max() attributes {vscale_range = #llvm.vscale_range<minRange = 2, maxRange = 6>} {
  llvm.return
}

// -----

// expected-error @below {{Calling convention does not support varargs or perfect forwarding!}}
llvm.func fastcc @fast_varargs(i32, ...)

// -----

// expected-error @below {{Calling convention parameter requires byval}}
llvm.func x86_intrcc @interrupt(i32)

// -----

// expected-error @below {{Calling convention disallows byval}}
llvm.func amdgpu_vscc @shader(!llvm.ptr {llvm.byval = i32})

// -----

// expected-error @below {{Calling convention does not allow sret}}
llvm.func spir_kernelcc @kernel_sret(!llvm.ptr {llvm.sret = i32})

// -----

// expected-error @below {{Calling convention requires void return type}}
llvm.func amdgpu_kernelcc @kernel_result() -> i32 {
  %0 = llvm.mlir.constant(0 : i32) : i32
  llvm.return %0 : i32
}

// -----

// expected-error @below {{Function takes token but isn't an intrinsic}}
llvm.func @token_param(%t: !llvm.token) {
  llvm.return
}

// -----

// expected-error @below {{Function returns a token but isn't an intrinsic}}
llvm.func @token_result() -> !llvm.token

// -----

// expected-error @below {{Function takes metadata but isn't an intrinsic}}
llvm.func @metadata_param(!llvm.metadata)

// -----

// expected-error @below {{llvm intrinsics cannot be defined!}}
llvm.func @llvm.my.intrinsic() {
  llvm.return
}

// -----

llvm.comdat @c {
  llvm.comdat_selector @decl any
}
// expected-error @below {{Declaration may not be in a Comdat!}}
llvm.func @decl() comdat(@c::@decl)

// -----

llvm.comdat @c {
  llvm.comdat_selector @avail any
}
// expected-error @below {{Declaration may not be in a Comdat!}}
llvm.func available_externally @avail() comdat(@c::@avail) {
  llvm.return
}

// -----

llvm.comdat @c {
  llvm.comdat_selector @g any
}
// expected-error @below {{Declaration may not be in a Comdat!}}
llvm.mlir.global external @g() comdat(@c::@g) : i32

// -----

// expected-error @below {{huge alignment values are unsupported}}
llvm.mlir.global external @big_align() {alignment = 8589934592 : i64} : i32

// -----

llvm.func @callee(i32) -> i32

llvm.func @musttail_not_last(%a: i32) -> i32 {
  // expected-error @below {{musttail call must precede a ret with an optional bitcast}}
  %0 = llvm.call musttail @callee(%a) : (i32) -> i32
  %1 = llvm.add %0, %0 : i32
  llvm.return %1 : i32
}

// -----

llvm.func @callee(i32) -> i32

llvm.func @musttail_other_value(%a: i32) -> i32 {
  %0 = llvm.call musttail @callee(%a) : (i32) -> i32
  // expected-error @below {{musttail call result must be returned}}
  llvm.return %a : i32
}

// -----

llvm.func @callee(i32) -> i32

llvm.func @musttail_result_type(%a: i32) -> i64 {
  // expected-error @below {{cannot guarantee tail call due to mismatched return types}}
  %0 = llvm.call musttail @callee(%a) : (i32) -> i32
  %1 = llvm.zext %0 : i32 to i64
  llvm.return %1 : i64
}

// -----

llvm.func @callee(i64) -> i32

llvm.func @musttail_param_types(%a: i32) -> i32 {
  %x = llvm.zext %a : i32 to i64
  // expected-error @below {{cannot guarantee tail call due to mismatched parameter types}}
  %0 = llvm.call musttail @callee(%x) : (i64) -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @callee(i32, i32) -> i32

llvm.func @musttail_param_count(%a: i32) -> i32 {
  // expected-error @below {{cannot guarantee tail call due to mismatched parameter counts}}
  %0 = llvm.call musttail @callee(%a, %a) : (i32, i32) -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @callee(i32) -> i32

llvm.func @musttail_cconv(%a: i32) -> i32 {
  // expected-error @below {{cannot guarantee tail call due to mismatched calling conv}}
  %0 = llvm.call fastcc musttail @callee(%a) : (i32) -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @llvm.memcpy.p0.p0.i64(!llvm.ptr, !llvm.ptr, i64, i1)

llvm.func @immarg_call(%p: !llvm.ptr, %volatile: i1) {
  %n = llvm.mlir.constant(4 : i64) : i64
  // expected-error @below {{immarg operand has non-immediate parameter}}
  llvm.call @llvm.memcpy.p0.p0.i64(%p, %p, %n, %volatile) : (!llvm.ptr, !llvm.ptr, i64, i1) -> ()
  llvm.return
}

// -----

llvm.func @immarg_call_intrinsic(%a: i32, %poison: i1) -> i32 {
  // expected-error @below {{immarg operand has non-immediate parameter}}
  %0 = llvm.call_intrinsic "llvm.ctlz.i32"(%a, %poison) : (i32, i1) -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @llvm.smax.i32(i64, i64) -> i64

llvm.func @mangling(%a: i64) -> i64 {
  // expected-error @below {{Intrinsic name not mangled correctly for type arguments! Should be: llvm.smax.i64}}
  %0 = llvm.call @llvm.smax.i32(%a, %a) : (i64, i64) -> i64
  llvm.return %0 : i64
}

// -----

llvm.func @llvm.memcpy.p0.p0.i64(!llvm.ptr, !llvm.ptr, i32, i1)

llvm.func @mangling_length(%p: !llvm.ptr) {
  %n = llvm.mlir.constant(4 : i32) : i32
  %v = llvm.mlir.constant(false) : i1
  // expected-error @below {{Intrinsic name not mangled correctly for type arguments! Should be: llvm.memcpy.p0.p0.i32}}
  llvm.call @llvm.memcpy.p0.p0.i64(%p, %p, %n, %v) : (!llvm.ptr, !llvm.ptr, i32, i1) -> ()
  llvm.return
}

// -----

llvm.func @llvm.smax.i32(i32) -> i32

llvm.func @too_few(%a: i32) -> i32 {
  // expected-error @below {{Callsite was not defined with variable arguments!}}
  %0 = llvm.call @llvm.smax.i32(%a) : (i32) -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @token_phi(%c: i1, %n: i32, %p: !llvm.ptr) {
  %t = llvm.call_intrinsic "llvm.coro.id"(%n, %p, %p, %p) : (i32, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> !llvm.token
  llvm.cond_br %c, ^a(%t : !llvm.token), ^b
// expected-error @below {{PHI nodes cannot have token type!}}
^a(%x: !llvm.token):
  llvm.return
^b:
  llvm.return
}

// -----

llvm.func @personality(...) -> i32

llvm.func @landingpad_by_branch() -> i32 attributes {personality = @personality} {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^pad
^pad:
  // expected-error @below {{Block containing LandingPadInst must be jumped to only by the unwind edge of an invoke.}}
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %0 : i32
}

// -----

llvm.func @personality(...) -> i32
llvm.func @g()

llvm.func @landingpad_normal_edge() -> i32 attributes {personality = @personality} {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.invoke @g() to ^pad unwind ^pad : () -> ()
^pad:
  // expected-error @below {{Block containing LandingPadInst must be jumped to only by the unwind edge of an invoke.}}
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %0 : i32
}

// -----

llvm.func @personality(...) -> i32

llvm.func @landingpad_entry() -> i32 attributes {personality = @personality} {
  // expected-error @below {{EH pad cannot be in entry block.}}
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}

// -----

llvm.func @resume_without_personality(%a: !llvm.ptr) {
  // expected-error @below {{ResumeInst needs to be in a function with a personality.}}
  llvm.resume %a : !llvm.ptr
}

// -----

llvm.func @callee(i32)

llvm.func @call_site_attrs(%a: i32) {
  // expected-error @below {{Attributes 'zeroext and signext' are incompatible!}}
  llvm.call @callee(%a) {arg_attrs = [{llvm.zeroext, llvm.signext}]} : (i32) -> ()
  llvm.return
}

// -----

// expected-error @below {{'common' global may not be marked constant!}}
llvm.mlir.global common constant @common_constant(0 : i32) : i32

// -----

llvm.comdat @c {
  llvm.comdat_selector @common_comdat any
}
// expected-error @below {{'common' global may not be in a Comdat!}}
llvm.mlir.global common @common_comdat(0 : i32) comdat(@c::@common_comdat) : i32

// -----

// expected-error @below {{Globals cannot contain scalable types}}
llvm.mlir.global external @scalable() : vector<[4]xi32>

// -----

llvm.mlir.global external @declared() : i32
// expected-error @below {{Alias must point to a definition}}
llvm.mlir.alias external @alias_of_declaration : i32 {
  %0 = llvm.mlir.addressof @declared : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// expected-error @below {{Aliases cannot form a cycle}}
llvm.mlir.alias external @a : !llvm.ptr {
  %0 = llvm.mlir.addressof @b : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.alias external @b : !llvm.ptr {
  %0 = llvm.mlir.addressof @a : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

llvm.mlir.global external @g(1 : i32) : i32
llvm.mlir.alias weak @weak_alias : i32 {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
// expected-error @below {{Alias cannot point to an interposable alias}}
llvm.mlir.alias external @alias_of_weak : i32 {
  %0 = llvm.mlir.addressof @weak_alias : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// expected-error @below {{Attribute 'range(i64 0, 10)' applied to incompatible type!}}
llvm.func @range_width(%a: i32 {llvm.range = #llvm.constant_range<i64, 0, 10>}) {
  llvm.return
}

// -----

// expected-error @below {{Attribute 'range(i32 0, 10)' applied to incompatible type!}}
llvm.func @range_pointer(%a: !llvm.ptr {llvm.range = #llvm.constant_range<i32, 0, 10>}) {
  llvm.return
}

// -----

// expected-error @below {{Attributes 'noinline and alwaysinline' are incompatible!}}
llvm.func @inlining() attributes {passthrough = ["noinline", "alwaysinline"]} {
  llvm.return
}

// -----

// expected-error @below {{Attribute 'optnone' requires 'noinline'!}}
llvm.func @optnone() attributes {passthrough = ["optnone"]} {
  llvm.return
}

// -----

// expected-error @below {{Attributes 'optsize and optnone' are incompatible!}}
llvm.func @optnone_optsize() attributes {no_inline, optimize_none, passthrough = ["optsize"]} {
  llvm.return
}

// -----

// expected-error @below {{invalid value for 'frame-pointer' attribute: sometimes}}
llvm.func @frame_pointer() attributes {passthrough = [["frame-pointer", "sometimes"]]} {
  llvm.return
}

// -----

// expected-error @below {{invalid value for 'denormal-fp-math' attribute: dynamic,flush}}
llvm.func @denormal() attributes {denormal_fp_math = "dynamic,flush"} {
  llvm.return
}

// -----

// expected-error @below {{invalid value for 'denormal-fp-math-f32' attribute: zero}}
llvm.func @denormal_f32() attributes {denormal_fp_math_f32 = "zero"} {
  llvm.return
}

// -----

// An integer value is an integer constant, whatever the global's type.
// expected-error @below {{Global variable initializer type does not match global variable type!}}
llvm.mlir.global internal @int_value_array(1 : i32) : !llvm.array<2 x i32>

// -----

// expected-error @below {{Global variable initializer type does not match global variable type!}}
llvm.mlir.global internal @int_value_pointer(0 : i64) : !llvm.ptr

// -----

llvm.func @personality(...) -> i32
llvm.func @callee(i32)

llvm.func @invoke_site_attrs(%a: i32) attributes {personality = @personality} {
  // expected-error @below {{Attributes 'zeroext and signext' are incompatible!}}
  llvm.invoke @callee(%a) to ^ok unwind ^pad {arg_attrs = [{llvm.zeroext, llvm.signext}]} : (i32) -> ()
^ok:
  llvm.return
^pad:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}
