// RUN-DESCENT: translate --mlir-to-llvmir
// What LLVM's verifier accepts next to the rules llvm_verifier_rules.mlir checks: no
// false positives (the test harness also runs llvm-as-22 on the output).

// Only `inreg` goes with `sret`, and `inreg` may be on several parameters.
llvm.func @inreg_ok(%a: !llvm.ptr {llvm.inreg, llvm.sret = i32}, %b: !llvm.ptr {llvm.inreg}) {
  llvm.return
}

llvm.func @callee(!llvm.ptr) -> !llvm.ptr

// A pointer result and argument are congruent whatever they point to.
llvm.func @musttail_ok(%p: !llvm.ptr) -> !llvm.ptr {
  %0 = llvm.call musttail @callee(%p) : (!llvm.ptr) -> !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

llvm.func @llvm.memcpy.p0.p0.i64(!llvm.ptr, !llvm.ptr, i64, i1)

// An immediate argument is a constant, however it is written.
llvm.func @immarg_constant(%p: !llvm.ptr) {
  %n = llvm.mlir.constant(4 : i64) : i64
  %v = llvm.mlir.constant(false) : i1
  llvm.call @llvm.memcpy.p0.p0.i64(%p, %p, %n, %v) : (!llvm.ptr, !llvm.ptr, i64, i1) -> ()
  llvm.return
}

// A `returned` vector bitcasts losslessly to a vector of the same size.
llvm.func @returned_vector(%a: vector<2xi32> {llvm.returned}) -> vector<4xi16> {
  %0 = llvm.bitcast %a : vector<2xi32> to vector<4xi16>
  llvm.return %0 : vector<4xi16>
}

// An intrinsic takes tokens and metadata; fastcc without varargs is fine.
llvm.func fastcc @fast(%a: i32) -> i32 {
  llvm.return %a : i32
}

llvm.func fastcc @musttail_fast(%a: i32) -> i32 {
  %0 = llvm.call fastcc musttail @fast(%a) : (i32) -> i32
  llvm.return %0 : i32
}

llvm.func @vscale() attributes {vscale_range = #llvm.vscale_range<minRange = 1, maxRange = 16>} {
  llvm.return
}

// `alignstack` takes any type and is written `alignstack(N)`.
llvm.func @param_alignstack(%p: f32 {llvm.noundef, llvm.inreg, llvm.alignstack = 4 : i64}) {
  llvm.return
}

llvm.func @personality(...) -> i32
llvm.func @may_throw()

// A landing pad reached by the unwind edges of two invokes, and a resume.
llvm.func @landingpads() -> i32 attributes {personality = @personality} {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.invoke @may_throw() to ^ok unwind ^pad : () -> ()
^ok:
  llvm.invoke @may_throw() to ^ok2 unwind ^pad : () -> ()
^ok2:
  llvm.return %0 : i32
^pad:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %1 : !llvm.struct<(ptr, i32)>
}

// An alias of an alias of a definition.
llvm.mlir.global external @aliased(1 : i32) : i32
llvm.mlir.alias external @inner : i32 {
  %0 = llvm.mlir.addressof @aliased : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.alias external @outer : i32 {
  %0 = llvm.mlir.addressof @inner : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// A `common` global with a zero value.
llvm.mlir.global common @common_zero(0 : i32) : i32

// Alignments that are not powers of two are held as LLVM's `Align` holds them: the largest
// power of two below (mlir-translate writes `align 16` for 24); 0 is no alignment.
llvm.func @odd_alignments(%p: !llvm.ptr) -> i32 attributes {alignment = 24 : i64} {
  %0 = llvm.load %p {alignment = 0 : i64} : !llvm.ptr -> i32
  %1 = llvm.load %p {alignment = 6 : i64} : !llvm.ptr -> i32
  llvm.store %0, %p {alignment = 12 : i64} : i32, !llvm.ptr
  %n = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %n x i32 {alignment = 24 : i64} : (i32) -> !llvm.ptr
  %r = llvm.atomicrmw add %p, %n monotonic {alignment = 3 : i64} : !llvm.ptr, i32
  %m = llvm.mlir.constant(dense<true> : vector<4xi1>) : vector<4xi1>
  %v = llvm.intr.masked.load %p, %m {alignment = 3 : i32} : (!llvm.ptr, vector<4xi1>) -> vector<4xi32>
  llvm.return %1 : i32
}

llvm.func @no_alignment() attributes {alignment = 0 : i64} {
  llvm.return
}

// Ranges of the parameter's integer width (of a vector's elements), denormal modes with an
// empty (ieee) part, and optnone with noinline.
llvm.func @ranges(%a: i32 {llvm.range = #llvm.constant_range<i32, 0, 10>}, %b: vector<2xi8> {llvm.range = #llvm.constant_range<i8, -1, 5>}) -> (i64 {llvm.range = #llvm.constant_range<i64, 1, 3>}) {
  %0 = llvm.mlir.constant(1 : i64) : i64
  llvm.return %0 : i64
}

llvm.func @denormal_modes() attributes {denormal_fp_math = "ieee,", denormal_fp_math_f32 = "preserve-sign,dynamic", no_inline, optimize_none} {
  llvm.return
}

// An integer value of another width than its integer global.
llvm.mlir.global internal @int_value_width(0 : i64) : i32

llvm.func @ptr_callee(!llvm.ptr) -> !llvm.ptr

// A musttail call may be followed by constants (folded into their uses) and a bitcast to
// the same type (LLVM's builder returns its operand) before the return.
llvm.func @musttail_folded(%p: !llvm.ptr) -> !llvm.ptr {
  %0 = llvm.call musttail @ptr_callee(%p) : (!llvm.ptr) -> !llvm.ptr
  %c = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.bitcast %0 : !llvm.ptr to !llvm.ptr
  llvm.return %1 : !llvm.ptr
}

llvm.func @void_callee(i32)

llvm.func @musttail_void(%a: i32) {
  llvm.call musttail @void_callee(%a) : (i32) -> ()
  llvm.return
}

// An intrinsic the module declares and an intrinsic op also calls is declared once, with
// the intrinsic's attributes.
llvm.func @llvm.memmove.p0.p0.i64(!llvm.ptr, !llvm.ptr, i64, i1)

llvm.func @declared_and_used(%p: !llvm.ptr, %n: i64) {
  "llvm.intr.memmove"(%p, %p, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %v = llvm.mlir.constant(false) : i1
  llvm.call @llvm.memmove.p0.p0.i64(%p, %p, %n, %v) : (!llvm.ptr, !llvm.ptr, i64, i1) -> ()
  llvm.return
}
