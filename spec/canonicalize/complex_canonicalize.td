// complex canonicalization patterns, as MLIR 22's ComplexOps (`-canonicalize`): the part
// of a negated `complex.create` is the negated part, and chains of bitcasts through a
// complex type become one bitcast (a `complex.bitcast` when either end is complex, else an
// `arith.bitcast`). The folds of the ops are their `Folder`s (`dialects/complex.td`).

include "dialects/complex.td"
include "dialects/arith.td"
include "terms.td"
include "conversion/complex_terms.td"

// re(neg(create(a, b))) = -a; im(neg(create(a, b))) = -b.
def : Canonicalization<(Complex_ReOp (Complex_NegOp (Complex_CreateOp $a, $b), $negFm), $fm),
  [(Arith_NegFOp $a)]>;
def : Canonicalization<(Complex_ImOp (Complex_NegOp (Complex_CreateOp $a, $b), $negFm), $fm),
  [(Arith_NegFOp $b)]>;

// complex.bitcast(complex.bitcast(x)) and complex.bitcast(arith.bitcast(x)): one cast from x.
def : Canonicalization<(Complex_BitcastOp (Complex_BitcastOp $x)),
  [(Complex_BitcastOp $x, (returnType (ResultType 0)))],
  [(EitherComplex (ResultType 0), (TypeOf $x))]>;
def : Canonicalization<(Complex_BitcastOp (Complex_BitcastOp $x)),
  [(Arith_BitcastOp $x, (returnType (ResultType 0)))],
  [(Not (EitherComplex (ResultType 0), (TypeOf $x)))]>;
def : Canonicalization<(Complex_BitcastOp (Arith_BitcastOp $x)),
  [(Complex_BitcastOp $x, (returnType (ResultType 0)))]>;
// arith.bitcast(complex.bitcast(x)).
def : Canonicalization<(Arith_BitcastOp (Complex_BitcastOp $x)),
  [(Complex_BitcastOp $x, (returnType (ResultType 0)))]>;
