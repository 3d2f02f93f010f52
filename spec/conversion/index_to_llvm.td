// index -> llvm: the patterns of `-convert-index-to-llvm` (and of the index part of
// `-convert-to-llvm`), as MLIR 22's IndexToLLVM lowers each op. `index` becomes the
// integer type of the index bitwidth (i64, or the `index-bitwidth` option).
//
// Arithmetic, bitwise ops and bool constants are declarative: one LLVM op each, keeping
// the op's other attributes as MLIR's one-to-one patterns do. What needs several ops,
// depends on types or drops the attributes (the ceil/floor division expansions, casts,
// the comparison, index constants, sizeof) is a NativePattern in
// `lowering/dialects/src/dialects/native/lower_index.rs`.
//
// MLIR's conversion driver folds an op before trying its patterns; `lower_index::fold`
// does that for the index ops that have folders, with a higher benefit so that it runs
// first and declines when nothing folds.

include "dialects/index.td"
include "dialects/llvm.td"
include "dialects/llvm_intrinsics.td"

// Folding (see above).
class IndexFold<Op root> : NativePattern<root, "lower_index::fold", 2>;

def : IndexFold<Index_AddOp>;
def : IndexFold<Index_SubOp>;
def : IndexFold<Index_MulOp>;
def : IndexFold<Index_DivSOp>;
def : IndexFold<Index_DivUOp>;
def : IndexFold<Index_CeilDivSOp>;
def : IndexFold<Index_CeilDivUOp>;
def : IndexFold<Index_FloorDivSOp>;
def : IndexFold<Index_RemSOp>;
def : IndexFold<Index_RemUOp>;
def : IndexFold<Index_MaxSOp>;
def : IndexFold<Index_MaxUOp>;
def : IndexFold<Index_MinSOp>;
def : IndexFold<Index_MinUOp>;
def : IndexFold<Index_ShlOp>;
def : IndexFold<Index_ShrSOp>;
def : IndexFold<Index_ShrUOp>;
def : IndexFold<Index_AndOp>;
def : IndexFold<Index_OrOp>;
def : IndexFold<Index_XOrOp>;
def : IndexFold<Index_CastSOp>;
def : IndexFold<Index_CastUOp>;
def : IndexFold<Index_CmpOp>;

// One LLVM op per index op, with the op's other attributes.
def : Pat<(Index_AddOp $lhs, $rhs), (LLVM_AddOp $lhs, $rhs)>;
def : Pat<(Index_SubOp $lhs, $rhs), (LLVM_SubOp $lhs, $rhs)>;
def : Pat<(Index_MulOp $lhs, $rhs), (LLVM_MulOp $lhs, $rhs)>;
def : Pat<(Index_DivSOp $lhs, $rhs), (LLVM_SDivOp $lhs, $rhs)>;
def : Pat<(Index_DivUOp $lhs, $rhs), (LLVM_UDivOp $lhs, $rhs)>;
def : Pat<(Index_RemSOp $lhs, $rhs), (LLVM_SRemOp $lhs, $rhs)>;
def : Pat<(Index_RemUOp $lhs, $rhs), (LLVM_URemOp $lhs, $rhs)>;
def : Pat<(Index_MaxSOp $lhs, $rhs), (LLVM_SMaxOp $lhs, $rhs)>;
def : Pat<(Index_MaxUOp $lhs, $rhs), (LLVM_UMaxOp $lhs, $rhs)>;
def : Pat<(Index_MinSOp $lhs, $rhs), (LLVM_SMinOp $lhs, $rhs)>;
def : Pat<(Index_MinUOp $lhs, $rhs), (LLVM_UMinOp $lhs, $rhs)>;
def : Pat<(Index_ShlOp $lhs, $rhs), (LLVM_ShlOp $lhs, $rhs)>;
def : Pat<(Index_ShrSOp $lhs, $rhs), (LLVM_AShrOp $lhs, $rhs)>;
def : Pat<(Index_ShrUOp $lhs, $rhs), (LLVM_LShrOp $lhs, $rhs)>;
def : Pat<(Index_AndOp $lhs, $rhs), (LLVM_AndOp $lhs, $rhs)>;
def : Pat<(Index_OrOp $lhs, $rhs), (LLVM_OrOp $lhs, $rhs)>;
def : Pat<(Index_XOrOp $lhs, $rhs), (LLVM_XOrOp $lhs, $rhs)>;
def : Pat<(Index_BoolConstantOp $value), (LLVM_ConstantOp $value)>;

// Expansions, type-dependent lowerings, and what MLIR lowers without the op's other
// attributes (which a Pat would carry over).
def : NativePattern<Index_CmpOp, "lower_index::cmp">;
def : NativePattern<Index_CeilDivSOp, "lower_index::ceildivs">;
def : NativePattern<Index_CeilDivUOp, "lower_index::ceildivu">;
def : NativePattern<Index_FloorDivSOp, "lower_index::floordivs">;
def : NativePattern<Index_CastSOp, "lower_index::casts">;
def : NativePattern<Index_CastUOp, "lower_index::castu">;
def : NativePattern<Index_SizeOfOp, "lower_index::sizeof">;
def : NativePattern<Index_ConstantOp, "lower_index::constant">;
