//! Type classes: what the checker knows statically about the types a value may have. A
//! constraint's predicate is read as the set of classes it may accept (an
//! over-approximation: anything it cannot read accepts everything), and the LLVM type
//! conversion maps classes to classes. A rule that passes a value to an operand whose
//! constraint accepts none of the value's classes can never build a valid op, which the
//! checker reports at the spec line.

use crate::model::{Pred, PredArg};

/// A set of type classes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Classes(u32);

const INT: u32 = 1 << 0;
const INDEX: u32 = 1 << 1;
const FLOAT: u32 = 1 << 2;
const NONE: u32 = 1 << 3;
const VEC_INT: u32 = 1 << 4;
const VEC_INDEX: u32 = 1 << 5;
const VEC_FLOAT: u32 = 1 << 6;
const VEC_OTHER: u32 = 1 << 7;
const TENSOR: u32 = 1 << 8;
const MEMREF: u32 = 1 << 9;
const UMEMREF: u32 = 1 << 10;
const COMPLEX: u32 = 1 << 11;
const FUNC: u32 = 1 << 12;
const PTR: u32 = 1 << 13;
const STRUCT: u32 = 1 << 14;
const ARRAY: u32 = 1 << 15;
const LLVM_OTHER: u32 = 1 << 16;
const OTHER: u32 = 1 << 17;
const ALL: u32 = (1 << 18) - 1;
/// What may appear in the LLVM dialect (over-approximated).
const LLVM: u32 = INT | FLOAT | VEC_INT | VEC_FLOAT | VEC_OTHER | PTR | STRUCT | ARRAY | LLVM_OTHER | OTHER;

const NAMES: &[(u32, &str)] = &[
    (INT, "integer"),
    (INDEX, "index"),
    (FLOAT, "float"),
    (NONE, "none"),
    (VEC_INT, "vector of integers"),
    (VEC_INDEX, "vector of index"),
    (VEC_FLOAT, "vector of floats"),
    (VEC_OTHER, "other vector"),
    (TENSOR, "tensor"),
    (MEMREF, "memref"),
    (UMEMREF, "unranked memref"),
    (COMPLEX, "complex"),
    (FUNC, "function"),
    (PTR, "!llvm.ptr"),
    (STRUCT, "!llvm.struct"),
    (ARRAY, "!llvm.array"),
    (LLVM_OTHER, "other LLVM type"),
    (OTHER, "other type"),
];

impl Classes {
    pub const ALL: Classes = Classes(ALL);

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn is_all(self) -> bool {
        self.0 == ALL
    }

    pub fn meet(self, o: Classes) -> Classes {
        Classes(self.0 & o.0)
    }

    /// The classes of the converted types of values of these classes (the LLVM type
    /// converter: index becomes an integer, floats LLVM lacks become integers, n-D vectors
    /// arrays, memrefs and complex numbers structs, functions pointers; tensors and `none`
    /// do not convert).
    /// `unsupported_floats`: whether floats LLVM lacks may get through (else the rule
    /// declines them).
    pub fn converted(self, unsupported_floats: bool) -> Classes {
        let mut out = self.0 & (INT | PTR | STRUCT | ARRAY | LLVM_OTHER | OTHER);
        let (float, vec_float) =
            if unsupported_floats { (FLOAT | INT, VEC_FLOAT | VEC_INT) } else { (FLOAT, VEC_FLOAT) };
        let map = [
            (INDEX, INT),
            (FLOAT, float),
            (VEC_INT, VEC_INT | ARRAY),
            (VEC_INDEX, VEC_INT | ARRAY),
            (VEC_FLOAT, vec_float | ARRAY),
            (VEC_OTHER, VEC_OTHER | ARRAY),
            (MEMREF, STRUCT),
            (UMEMREF, STRUCT),
            (COMPLEX, STRUCT),
            (FUNC, PTR),
        ];
        for (from, to) in map {
            if self.0 & from != 0 {
                out |= to;
            }
        }
        Classes(out)
    }

    /// `integer, vector of integers` (for diagnostics).
    pub fn describe(self) -> String {
        let v: Vec<&str> = NAMES.iter().filter(|(c, _)| self.0 & c != 0).map(|(_, n)| *n).collect();
        v.join(", ")
    }
}

/// Reads a comma-separated list of class names (`integer, llvm_other`), the hint a
/// `Native` predicate may carry.
pub fn parse(s: &str) -> Result<u32, String> {
    let mut out = 0;
    for name in s.split(',').map(str::trim) {
        match KEYS.iter().find(|(k, _)| *k == name) {
            Some((_, c)) => out |= c,
            None => {
                let known: Vec<&str> = KEYS.iter().map(|(k, _)| *k).collect();
                return Err(format!("unknown type class '{name}' (known: {})", known.join(", ")));
            }
        }
    }
    Ok(out)
}

/// The names of the classes in `Native` hints.
const KEYS: &[(&str, u32)] = &[
    ("integer", INT),
    ("index", INDEX),
    ("float", FLOAT),
    ("none", NONE),
    ("vector", VEC_INT | VEC_INDEX | VEC_FLOAT | VEC_OTHER),
    ("tensor", TENSOR),
    ("memref", MEMREF | UMEMREF),
    ("complex", COMPLEX),
    ("function", FUNC),
    ("llvm_ptr", PTR),
    ("llvm_struct", STRUCT),
    ("llvm_array", ARRAY),
    ("llvm_other", LLVM_OTHER),
    ("other", OTHER),
];

/// The classes a type predicate may accept.
pub fn of_pred(p: &Pred) -> Classes {
    Classes(bits(p))
}

fn bits(p: &Pred) -> u32 {
    match p {
        Pred::And(ps) => ps.iter().fold(ALL, |acc, p| acc & bits(p)),
        Pred::Or(ps) => ps.iter().fold(0, |acc, p| acc | bits(p)),
        // The complement of an over-approximation is not one.
        Pred::Not(_) | Pred::Native(_, None) => ALL,
        Pred::Native(_, Some(c)) => parse(c).unwrap_or(ALL),
        Pred::Call { name, args, .. } => call_bits(name, args),
    }
}

fn elem_bits(args: &[PredArg]) -> u32 {
    match args.first() {
        Some(PredArg::Pred(p)) => bits(p),
        _ => ALL,
    }
}

/// Vectors whose elements may be of `elems`.
fn vector_of(elems: u32) -> u32 {
    let mut out = 0;
    if elems & INT != 0 {
        out |= VEC_INT;
    }
    if elems & INDEX != 0 {
        out |= VEC_INDEX;
    }
    if elems & FLOAT != 0 {
        out |= VEC_FLOAT;
    }
    if elems & !(INT | INDEX | FLOAT) != 0 {
        out |= VEC_OTHER;
    }
    out
}

fn call_bits(name: &str, args: &[PredArg]) -> u32 {
    match name {
        "Integer" | "SignlessInteger" | "SignedInteger" | "UnsignedInteger" | "IntegerOfWidth" | "IntegerOfWidths" => {
            INT
        }
        "IndexPred" => INDEX,
        "Float" | "FloatOfWidth" | "FloatNamed" => FLOAT,
        "NoneTypePred" => NONE,
        "VectorOf" | "FixedVectorOf" | "LLVMVectorOf" => vector_of(elem_bits(args)),
        "VectorOfRank" => VEC_INT | VEC_INDEX | VEC_FLOAT | VEC_OTHER,
        "TensorOf" | "RankedTensorOf" => TENSOR,
        "MemRefOf" => MEMREF | UMEMREF,
        "RankedMemRefOf" | "StaticShapeMemRef" | "MemRefOfRank" => MEMREF,
        "UnrankedMemRefOf" => UMEMREF,
        "ComplexOf" => COMPLEX,
        "FunctionTypePred" => FUNC,
        "ShapedOf" => vector_of(elem_bits(args)) | TENSOR | MEMREF | UMEMREF,
        "LLVMCompatible" | "LLVMFirstClass" => LLVM,
        "LLVMPointer" | "LLVMPointerInAddrSpace" => PTR,
        "LLVMStruct" => STRUCT,
        "LLVMArray" => ARRAY,
        "LLVMVoid" | "LLVMToken" | "LLVMFunctionTypePred" => LLVM_OTHER,
        _ => ALL,
    }
}
