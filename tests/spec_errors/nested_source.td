// Mistakes in nested source dags (canonicalization patterns), all reported at once.
include "dialects/arith.td"
include "dialects/cf.td"
include "dialects/func.td"
include "terms.td"

// Nested matches see the ops as written: a rule converting operands cannot use them.
def : Pat<(Arith_AddIOp (Arith_AddIOp $x, $y, $o1), $z, $o2), (replaceWithValue $x)>;
// A nested dag at an attribute position, and on a variadic operand group.
def : Canonicalization<(Arith_CmpIOp (Arith_AddIOp $a, $b, $o), $l, $r), [(replaceWithValue $l)]>;
def : Canonicalization<(CF_BranchOp (Arith_AddIOp $a, $b, $o), $dest), []>;
// `ConstantValue` binds exactly one name.
def : Canonicalization<(Arith_SubIOp (ConstantValue $c, $d), $y, $o), [(replaceWithValue $y)]>;
// A name bound twice across nesting levels.
def : Canonicalization<(Arith_MulIOp (Arith_MulIOp $x, $c, $o), $x, $o2), [(replaceWithValue $x)]>;
// An op with a variadic result group is built only as the one replacement of a root
// whose results are one variadic group.
def : Canonicalization<(Func_CallIndirectOp (ConstantValue $f), $args, $x, $y), [(Func_CallOp:$c $f, $args), (Func_CallOp $f, $args)]>;
