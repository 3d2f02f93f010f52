// The LLVM type converter: how each kind of builtin type is represented in the LLVM
// dialect (MLIR's LLVMTypeConverter). Kinds without a rule (tensors, tuples, `none`,
// types of unknown dialects) have no conversion, and ops using them are left alone.
// Native rules are in lowering/dialects/src/dialects/native/llvm_types.rs.

include "base.td"

// Integers keep their width and lose their signedness.
def : TypeConversion<IntegerTypeKind, (NativeConversion "llvm_types::integer")>;
// `index` becomes the integer of the `index-bitwidth` option or the data layout.
def : TypeConversion<IndexTypeKind, (NativeConversion "llvm_types::index")>;
// bf16, f16, f32, f64, f80 and f128 stay; other formats become integers of their width.
def : TypeConversion<FloatTypeKind, (NativeConversion "llvm_types::float")>;
// `complex<T>` is `!llvm.struct<(T, T)>` of the converted T.
def : TypeConversion<ComplexTypeKind, (StructOfConverted $elementType, $elementType)>;
// 1-D vectors stay; n-D vectors become arrays of 1-D vectors (only the innermost
// dimension may be scalable).
def : TypeConversion<VectorTypeKind, (NativeConversion "llvm_types::vector")>;
// A function value is a pointer.
def : TypeConversion<FunctionTypeKind, (NativeConversion "llvm_types::function")>;
// Ranked memrefs are descriptors: (allocated ptr, aligned ptr, offset, sizes, strides).
def : TypeConversion<MemRefTypeKind, (NativeConversion "llvm_types::memref")>;
// Unranked memrefs are (rank, pointer to a ranked descriptor).
def : TypeConversion<UnrankedMemRefTypeKind, (NativeConversion "llvm_types::unranked_memref")>;
// LLVM containers keep their shape with their members converted.
def : TypeConversion<LLVMArrayTypeKind, (NativeConversion "llvm_types::container")>;
def : TypeConversion<LLVMStructTypeKind, (NativeConversion "llvm_types::container")>;
def : TypeConversion<LLVMFunctionTypeKind, (NativeConversion "llvm_types::container")>;
// Every other LLVM dialect type is already what it should be.
def : TypeConversion<LLVMOtherTypeKind, (KeepType)>;
