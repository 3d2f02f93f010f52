// The `complex` dialect (MLIR 22): complex numbers `complex<T>` of a float type T, built
// from and split into their parts, and their arithmetic and elementary functions. All 31
// ops of MLIR 22's ComplexOps.td, in its order. The fast-math flags are arith's
// (`fastmath<fast>`), so this file includes arith.td. Constants are arrays of two float
// attributes (`complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>`); the folders and
// the constant materializer (`complex.constant` for such arrays, `arith.constant` for the
// parts) are in `lowering/dialects/src/dialects/native/complex.rs`.
//
// The canonicalization patterns are in `spec/canonicalize/complex_canonicalize.td`; the
// `#complex.number<:f64 1.0, 2.0>` attribute is read and printed by the text crate's
// attribute parser (kept as an opaque attribute in MLIR's spelling).

include "base.td"
include "constraints.td"
include "dialects/arith.td"

def Complex_Dialect : Dialect {
  let attributes = "closed";
  let name = "complex";
  let summary = "complex numbers and their arithmetic";
  let onRegister = "complex::on_register";
  let description = [{
    Creation, decomposition and arithmetic of complex numbers:
    `%c = complex.create %re, %im : complex<f32>`.
  }];
}

// ---------------------------------------------------------------------------------------
// Constraints
// ---------------------------------------------------------------------------------------

// MLIR's `Complex<AnyFloat>`. A format reads it as a complex type and rejects another kind
// of type at once ("invalid kind of type specified").
def Complex_FloatComplex : Type<(ComplexOf (Float)),
                                "complex type with floating-point elements"> {
  let typeClass = "builtin.complex";
}

// MLIR's `AnyComplex`, read as a complex type by formats.
def Complex_AnyComplex : Type<(ComplexOf (AnyTypePred)), "complex-type"> {
  let typeClass = "builtin.complex";
}

// The value of `complex.constant`: MLIR's generated parser reads it with type `none` as a
// hint, so a bare float (`complex.constant 1.0 : complex<f32>`) is rejected at the `:`.
def Complex_ValueAttr : Attr<(ArrayAttrOf (AnyAttrPred)), "array attribute", "array"> {
  let storageType = "none";
}

// Fast-math flags of the floating-point ops; `none` is elided from the custom form.
defvar Complex_FastMath = DefaultValuedAttr<Arith_FastMathFlagsAttr, "#arith.fastmath<none>">;

// The result (or part) is the operand's element type.
class Complex_ElementTypeMatch<string what, string to>
    : TypesMatchWith<"complex element type matches " # what, "complex", to,
                     "complex::element_type">;

// ---------------------------------------------------------------------------------------
// Op classes
// ---------------------------------------------------------------------------------------

class Complex_Op<string mnemonic, list<Trait> traits = []>
    : Op<Complex_Dialect, mnemonic, traits>;

// Two complex operands and a result of one type, with fast-math flags.
class Complex_ArithmeticOp<string mnemonic, list<Trait> traits = []>
    : Complex_Op<mnemonic, !listconcat(traits, [Pure, SameOperandsAndResultType])> {
  let arguments = (ins Complex_FloatComplex:$lhs, Complex_FloatComplex:$rhs,
                       Complex_FastMath:$fastmath);
  let results = (outs Complex_FloatComplex:$result);
  let assemblyFormat =
      "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)";
}

// One complex operand, with fast-math flags; the result is declared by each op.
class Complex_UnaryOp<string mnemonic, list<Trait> traits = []>
    : Complex_Op<mnemonic, !listconcat(traits, [Pure])> {
  let arguments = (ins Complex_FloatComplex:$complex, Complex_FastMath:$fastmath);
  let assemblyFormat = "$complex (`fastmath` `` $fastmath^)? attr-dict `:` type($complex)";
}

// A complex function of one complex argument.
class Complex_UnaryComplexOp<string mnemonic, list<Trait> traits = []>
    : Complex_UnaryOp<mnemonic, !listconcat(traits, [SameOperandsAndResultType])> {
  let results = (outs Complex_FloatComplex:$result);
}

// A comparison of two complex numbers of one type.
class Complex_CompareOp<string mnemonic>
    : Complex_Op<mnemonic, [Pure, AllTypesMatch<["lhs", "rhs"]>]> {
  let arguments = (ins Complex_FloatComplex:$lhs, Complex_FloatComplex:$rhs);
  let results = (outs I1:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($lhs)";
}

// ---------------------------------------------------------------------------------------
// Ops, in ComplexOps.td order
// ---------------------------------------------------------------------------------------

def Complex_AbsOp : Complex_UnaryOp<"abs", [Complex_ElementTypeMatch<"result type", "result">]> {
  let summary = "computes absolute value of a complex number";
  let results = (outs AnyFloat:$result);
}

def Complex_AddOp : Complex_ArithmeticOp<"add">, Folder<"complex::fold", "add"> {
  let summary = "complex addition";
}

def Complex_Atan2Op : Complex_ArithmeticOp<"atan2"> {
  let summary = "complex 2-argument arctangent";
}

def Complex_BitcastOp : Complex_Op<"bitcast", [Pure, NativeCheck<"complex::verify_bitcast">]>,
    Folder<"complex::fold", "bitcast"> {
  let summary = "computes bitcast between complex and equal arith types";
  let arguments = (ins AnyType:$operand);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$operand attr-dict `:` type($operand) `to` type($result)";
}

def Complex_ConstantOp : Complex_Op<"constant",
    [ConstantLike, Pure, NativeCheck<"complex::verify_constant">]>,
    AsmResultNames<["cst"]> {
  let summary = "complex number constant operation";
  let arguments = (ins Complex_ValueAttr:$value);
  let results = (outs Complex_AnyComplex:$complex);
  let assemblyFormat = "$value attr-dict `:` type($complex)";
}

def Complex_CosOp : Complex_UnaryComplexOp<"cos"> {
  let summary = "computes cosine of a complex number";
}

def Complex_CreateOp : Complex_Op<"create",
    [Pure, AllTypesMatch<["real", "imaginary"]>,
     Complex_ElementTypeMatch<"real operand type", "real">,
     Complex_ElementTypeMatch<"imaginary operand type", "imaginary">]>,
    Folder<"complex::fold", "create"> {
  let summary = "complex number creation operation";
  let arguments = (ins AnyFloat:$real, AnyFloat:$imaginary);
  let results = (outs Complex_FloatComplex:$complex);
  let assemblyFormat = "$real `,` $imaginary attr-dict `:` type($complex)";
}

def Complex_DivOp : Complex_ArithmeticOp<"div">, Folder<"complex::fold", "div"> {
  let summary = "complex division";
}

def Complex_EqualOp : Complex_CompareOp<"eq"> {
  let summary = "computes whether two complex values are equal";
}

def Complex_ExpOp : Complex_UnaryComplexOp<"exp">, Folder<"complex::fold", "exp"> {
  let summary = "computes exponential of a complex number";
}

def Complex_Expm1Op : Complex_UnaryComplexOp<"expm1"> {
  let summary = "computes exponential of a complex number minus 1";
}

def Complex_ImOp : Complex_UnaryOp<"im",
    [Complex_ElementTypeMatch<"result type", "imaginary">]>,
    Folder<"complex::fold", "im"> {
  let summary = "extracts the imaginary part of a complex number";
  let results = (outs AnyFloat:$imaginary);
}

def Complex_LogOp : Complex_UnaryComplexOp<"log">, Folder<"complex::fold", "log"> {
  let summary = "computes natural logarithm of a complex number";
}

def Complex_Log1pOp : Complex_UnaryComplexOp<"log1p"> {
  let summary = "computes natural logarithm of a complex number";
}

def Complex_MulOp : Complex_ArithmeticOp<"mul">, Folder<"complex::fold", "mul"> {
  let summary = "complex multiplication";
}

def Complex_NegOp : Complex_UnaryComplexOp<"neg">, Folder<"complex::fold", "neg"> {
  let summary = "Negation operator";
}

def Complex_NotEqualOp : Complex_CompareOp<"neq"> {
  let summary = "computes whether two complex values are not equal";
}

def Complex_PowOp : Complex_ArithmeticOp<"pow"> {
  let summary = "complex power function";
}

// The fast-math flags are optional here (not defaulted), so `fastmath<none>` is printed.
def Complex_PowiOp : Complex_Op<"powi",
    [Pure, SameOperandsAndResultShape, AllTypesMatch<["lhs", "result"]>]> {
  let summary = "complex number raised to signed integer power";
  let arguments = (ins Complex_FloatComplex:$lhs, AnySignlessInteger:$rhs,
                       OptionalAttr<Arith_FastMathFlagsAttr>:$fastmath);
  let results = (outs Complex_FloatComplex:$result);
  let assemblyFormat =
      "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result) `,` type($rhs)";
}

def Complex_ReOp : Complex_UnaryOp<"re",
    [Complex_ElementTypeMatch<"result type", "real">]>,
    Folder<"complex::fold", "re"> {
  let summary = "extracts the real part of a complex number";
  let results = (outs AnyFloat:$real);
}

def Complex_RsqrtOp : Complex_UnaryComplexOp<"rsqrt"> {
  let summary = "complex reciprocal of square root";
}

def Complex_SignOp : Complex_UnaryComplexOp<"sign"> {
  let summary = "computes sign of a complex number";
}

def Complex_SinOp : Complex_UnaryComplexOp<"sin"> {
  let summary = "computes sine of a complex number";
}

def Complex_SqrtOp : Complex_UnaryComplexOp<"sqrt"> {
  let summary = "complex square root";
}

def Complex_SubOp : Complex_ArithmeticOp<"sub">, Folder<"complex::fold", "sub"> {
  let summary = "complex subtraction";
}

def Complex_TanhOp : Complex_UnaryComplexOp<"tanh"> {
  let summary = "complex hyperbolic tangent";
}

def Complex_TanOp : Complex_UnaryComplexOp<"tan"> {
  let summary = "computes tangent of a complex number";
}

def Complex_ConjOp : Complex_UnaryComplexOp<"conj">, Folder<"complex::fold", "conj"> {
  let summary = "Calculate the complex conjugate";
}

def Complex_AngleOp : Complex_UnaryOp<"angle",
    [Complex_ElementTypeMatch<"result type", "result">]> {
  let summary = "computes argument value of a complex number";
  let results = (outs AnyFloat:$result);
}
