//! Attribute storage: what an `Attribute` handle stands for.
//!
//! Builtin attributes, locations (which MLIR also models as attributes), affine maps for
//! memref layouts, and enum attributes whose descriptions come from the spec. Dialect
//! attributes Descent does not model are kept verbatim as `Opaque` so they round-trip.

use std::hash::{Hash, Hasher};

use crate::handles::{Attribute, Ident, Type};

/// One entry of a dictionary: attribute name and value.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct NamedAttr {
    /// The attribute's name.
    pub name: Ident,
    /// Its value.
    pub value: Attribute,
}

/// A source location. MLIR prints these as `loc(...)`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Location {
    /// `loc(unknown)`.
    Unknown,
    /// `loc("f.mlir":1:2)`.
    FileLineCol {
        /// The file name.
        file: Ident,
        /// Line, from 1.
        line: u32,
        /// Column, from 1.
        col: u32,
    },
    /// `loc("f.mlir":1:2 to 3:4)`; a single-line range may omit the end line.
    FileRange {
        /// The file name.
        file: Ident,
        /// Start line.
        line: u32,
        /// Start column.
        col: u32,
        /// End line.
        end_line: u32,
        /// End column.
        end_col: u32,
    },
    /// `loc("name"(child))`; `child` is a location attribute.
    Name {
        /// The name.
        name: Ident,
        /// The location it wraps, if any.
        child: Option<Attribute>,
    },
    /// `loc(callsite(callee at caller))`: a location within inlined code.
    CallSite {
        /// Where in the called code (a location attribute).
        callee: Attribute,
        /// Where the call is (a location attribute).
        caller: Attribute,
    },
    /// `loc(fused<metadata>[l1, l2, ...])`: several locations merged into one.
    Fused {
        /// The merged location attributes.
        locs: Box<[Attribute]>,
        /// Optional metadata attribute (`fused<...>`).
        metadata: Option<Attribute>,
    },
}

/// An affine expression over dims `d<i>`, symbols `s<i>` and constants (MLIR's `AffineExpr`).
/// Build them with the simplifying constructors below to get MLIR's canonical form.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AffineExpr {
    /// `d<i>`: the i-th dimension.
    Dim(u32),
    /// `s<i>`: the i-th symbol.
    Symbol(u32),
    /// An integer constant.
    Const(i64),
    /// `l + r`.
    Add(Box<AffineExpr>, Box<AffineExpr>),
    /// `l * r`; affine only when one side is symbolic or constant.
    Mul(Box<AffineExpr>, Box<AffineExpr>),
    /// `l mod r`.
    Mod(Box<AffineExpr>, Box<AffineExpr>),
    /// `l floordiv r`.
    FloorDiv(Box<AffineExpr>, Box<AffineExpr>),
    /// `l ceildiv r`.
    CeilDiv(Box<AffineExpr>, Box<AffineExpr>),
}

/// `affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>`: `num_dims` dims and `num_symbols` symbols
/// mapped to the `results` expressions.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct AffineMap {
    /// Number of dimension inputs (`d0`...).
    pub num_dims: u32,
    /// Number of symbol inputs (`s0`...).
    pub num_symbols: u32,
    /// One expression per result.
    pub results: Box<[AffineExpr]>,
}

/// `affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>`: each constraint is `expr >= 0` or
/// `expr == 0` (`is_eq`).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct IntegerSet {
    /// Number of dimension inputs (`d0`...).
    pub num_dims: u32,
    /// Number of symbol inputs (`s0`...).
    pub num_symbols: u32,
    /// Each constraint with whether it is an equality (`== 0`) rather than `>= 0`.
    pub constraints: Box<[(AffineExpr, bool)]>,
}

/// Element values of a dense elements attribute; floats are stored as `f64` bit patterns.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum DenseValues {
    /// Integer (and index) elements.
    Int(Box<[i128]>),
    /// Float elements, as `f64` bit patterns.
    Float(Box<[u64]>),
    /// Complex elements as (re, im) pairs.
    ComplexInt(Box<[(i128, i128)]>),
    /// Complex float elements as (re, im) pairs of `f64` bit patterns.
    ComplexFloat(Box<[(u64, u64)]>),
    /// String elements (`dense<["a", "b"]>`).
    String(Box<[Box<str>]>),
}

/// A spec-described enum: its dialect attribute spelling and its cases. Generated code
/// provides one `static` per enum; attributes refer to it by address.
#[derive(Debug)]
pub struct EnumDef {
    /// The spec name, e.g. `CmpIPredicate`.
    pub name: &'static str,
    /// What the enum is, as MLIR's parse errors name it (`::mlir::LLVM::GEPNoWrapFlags`).
    pub summary: &'static str,
    /// `arith` for `#arith.overflow<...>`.
    pub dialect: &'static str,
    /// `overflow` for `#arith.overflow<...>`; empty for enums stored as integers.
    pub mnemonic: &'static str,
    /// (keyword, value) in declaration order.
    pub cases: &'static [(&'static str, u64)],
    /// Cases are bit flags combined in one value (`nsw, nuw`) rather than alternatives.
    pub bit_enum: bool,
    /// What separates the flags of a bit enum value when printed (`","`, `", "` or `"|"`).
    pub separator: &'static str,
    /// Width of the integer attribute an int-stored enum is kept in; 0 for enums stored
    /// as `#dialect.mnemonic<...>` attributes.
    pub int_width: u32,
    /// LLVM IR spelling of each case (parallel to `cases`); empty when the enum has none.
    pub llvm_keywords: &'static [&'static str],
    /// For bit enums: case indices in the order LLVM IR prints the flags.
    pub llvm_flag_order: &'static [u16],
    /// For bit enums: indices of the cases declared as groups (single-bit ones included).
    pub groups: &'static [u16],
}

impl EnumDef {
    /// The MLIR keyword of the case with `value`, if any (single cases only; bit enum values
    /// combining several flags have none).
    pub fn keyword(&self, value: u64) -> Option<&'static str> {
        self.cases.iter().find(|c| c.1 == value).map(|c| c.0)
    }

    /// The LLVM IR spelling of the case with `value` (its MLIR keyword when the enum gives
    /// none).
    pub fn llvm_keyword(&self, value: u64) -> Option<&'static str> {
        let i = self.cases.iter().position(|c| c.1 == value)?;
        Some(self.llvm_keywords.get(i).copied().unwrap_or(self.cases[i].0))
    }

    /// The value of the case spelled `keyword`, if any.
    pub fn value(&self, keyword: &str) -> Option<u64> {
        self.cases.iter().find(|c| c.0 == keyword).map(|c| c.1)
    }
}

/// Identity of an `EnumDef` (compared and hashed by address).
#[derive(Copy, Clone, Debug)]
pub struct EnumRef(pub &'static EnumDef);

impl PartialEq for EnumRef {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.0, other.0)
    }
}
impl Eq for EnumRef {}
impl Hash for EnumRef {
    fn hash<H: Hasher>(&self, state: &mut H) {
        (self.0 as *const EnumDef).hash(state)
    }
}

/// How a parameter of a spec `AttrDef` is written.
#[derive(Copy, Clone, Debug)]
pub enum ParamKind {
    /// A number (`bytes = 8`), stored as an i64 IntegerAttr, printed without type.
    Int,
    /// `true` / `false`.
    Bool,
    /// A keyword of an enum (`read`), stored as that enum's attribute.
    Enum(&'static EnumDef),
    /// The `<...>` body of another AttrDef of the dialect, by mnemonic.
    Nested(&'static str),
    /// An attribute in full syntax.
    Attr,
    /// Attributes in full syntax separated by commas, stored as an array.
    List,
    /// An attribute in full syntax that must be one of these definitions of the dialect
    /// (the implementers of an attribute interface, named first as MLIR's C++ type), by
    /// mnemonic.
    OneOf(&'static str, &'static [&'static str]),
    /// A `List` of attributes each of which must be one of these definitions (its C++
    /// type first).
    ListOf(&'static str, &'static [&'static str]),
    /// Syntax implemented in Rust (`nativeSyntax`): the text layer's `NativeParamParse`
    /// and `NativeParamPrint` functions.
    Native {
        /// A `NativeParamParse` function.
        parse: crate::handles::Hook,
        /// A `NativeParamPrint` function.
        print: crate::handles::Hook,
    },
}

/// A parameter of a spec `AttrDef`, as it appears in the `name = value` list.
#[derive(Debug)]
pub struct ParamInfo {
    /// The parameter name (what precedes `=`).
    pub name: &'static str,
    /// How its value is written and stored.
    pub kind: ParamKind,
    /// The default; parameters with one may be omitted.
    pub default: Option<&'static SpecDefault>,
    /// May be absent: stored as the unit attribute, left out when printed.
    pub optional: bool,
    /// The C++ type MLIR's "failed to parse ... parameter" diagnostic names.
    pub cpp_type: &'static str,
    /// How a keyword that is no case of its enum is reported (`{}`: the keyword); empty
    /// for MLIR's generic message.
    pub invalid_keyword: &'static str,
}

/// A default value the spec gives an attribute or parameter: as written there, and as the
/// data the context builds the attribute from (the runtime never parses spec text).
#[derive(Debug)]
pub struct SpecDefault {
    /// The spec's MLIR syntax, for messages and documentation.
    pub text: &'static str,
    /// The default as data the context builds the attribute from.
    pub value: SpecValue,
}

/// What a spec default value is, read by the spec compiler.
#[derive(Debug)]
pub enum SpecValue {
    /// `N : iW` or `N : index`.
    Int {
        /// The integer.
        value: i64,
        /// Its type.
        ty: SpecIntType,
    },
    /// `true` / `false`.
    Bool(bool),
    /// `unit`.
    Unit,
    /// A case (or, for bit enums, a set of cases) of a dialect enum attribute.
    Enum(&'static EnumDef, u64),
    /// A parameterless attribute definition (`#ub.poison`).
    Def(&'static AttrDefInfo),
}

/// The type of an integer spec default.
#[derive(Copy, Clone, Debug)]
pub enum SpecIntType {
    /// `index`.
    Index,
    /// `iN`, `siN`, `uiN`.
    Integer {
        /// Bit width.
        width: u32,
        /// Sign semantics.
        signedness: crate::types::Signedness,
    },
}

/// An element of an AttrDef's literal-and-parameter format.
#[derive(Copy, Clone, Debug)]
pub enum FormatItem {
    /// Punctuation (`<`, `,`) or a keyword (`in`).
    Literal(&'static str),
    /// The parameter with this index.
    Param(u16),
}

/// A spec `AttrDef`: `#dialect.mnemonic` or `#dialect.mnemonic<name = value, ...>`.
#[derive(Debug)]
pub struct AttrDefInfo {
    /// The spec name, e.g. `ZeroAttr`.
    pub name: &'static str,
    /// The dialect namespace, e.g. `llvm`.
    pub dialect: &'static str,
    /// `zero` for `#llvm.zero`.
    pub mnemonic: &'static str,
    /// One-line description from the spec.
    pub summary: &'static str,
    /// Its parameters, in declaration order.
    pub params: &'static [ParamInfo],
    /// Syntax implemented in Rust (kept verbatim by the generic parser for now).
    pub custom: bool,
    /// Printed through an alias named after the mnemonic (`genMnemonicAlias`).
    pub mnemonic_alias: bool,
    /// The `<...>` body is left out when no parameter is present.
    pub optional_body: bool,
    /// A format of literals and parameters (`<` $name `in` $directory `>`); empty for
    /// `struct(params)`.
    pub format: &'static [FormatItem],
    /// The name MLIR's diagnostics give it (`LLVM_DIFileAttr`).
    pub ods_name: &'static str,
    /// Where the spec defines it (`file:line`), for messages and tool output.
    pub defined_at: crate::SpecPos,
}

/// Identity of an `AttrDefInfo` (compared and hashed by address).
#[derive(Copy, Clone, Debug)]
pub struct AttrDefRef(pub &'static AttrDefInfo);

impl PartialEq for AttrDefRef {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.0, other.0)
    }
}
impl Eq for AttrDefRef {}
impl Hash for AttrDefRef {
    fn hash<H: Hasher>(&self, state: &mut H) {
        (self.0 as *const AttrDefInfo).hash(state)
    }
}

/// What an `Attribute` handle denotes: a builtin attribute, a location, a spec-described
/// dialect enum or attribute, or an opaque dialect attribute kept as text.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AttrData {
    /// `unit`.
    Unit,
    /// `true` / `false`.
    Bool(bool),
    /// `42 : i32`; values of unsigned or wide types are kept exactly in an i128.
    Integer {
        /// The integer type (or `index`).
        ty: Type,
        /// The value.
        value: i128,
    },
    /// An integer of a type wider than 128 bits whose value does not fit an `i128` (an
    /// `Integer` holds the others): `width`-bit two's complement, little-endian words.
    WideInteger {
        /// The integer type.
        ty: Type,
        /// The value's words, bits above the width clear.
        words: Box<[u64]>,
    },
    /// `1.5 : f32`; the value as the bits of an f64.
    Float {
        /// The float type.
        ty: Type,
        /// The value, as `f64` bits.
        bits: u64,
    },
    /// `"text"`, or `"text" : type` when typed.
    String {
        /// The string contents (unescaped).
        value: Box<str>,
        /// The type, when one other than `none` is written.
        ty: Option<Type>,
    },
    /// A type used as an attribute (`i32`, `!llvm.ptr`).
    Type(Type),
    /// `[a, b, ...]`.
    Array(Box<[Attribute]>),
    /// Sorted by name, no duplicates.
    Dictionary(Box<[NamedAttr]>),
    /// `@root::@nested::@leaf`.
    SymbolRef {
        /// The outermost symbol (`@root`).
        root: Ident,
        /// The nested references, outermost first.
        nested: Box<[Ident]>,
    },
    /// `array<i64: 1, 2>`; integers kept as i64, floats as f64 bits.
    DenseArrayInt {
        /// Element type (an integer type).
        elem: Type,
        /// The elements.
        values: Box<[i64]>,
    },
    /// `array<f32: 1.0, 2.0>`; values as `f64` bits.
    DenseArrayFloat {
        /// Element type (a float type).
        elem: Type,
        /// The elements as `f64` bits.
        values: Box<[u64]>,
    },
    /// `dense<...> : tensor<...>`; `splat` when one value fills the whole shape.
    DenseElements {
        /// The shaped type (`tensor<...>` or `vector<...>`).
        ty: Type,
        /// Whether one value stands for every element.
        splat: bool,
        /// The elements (just one when `splat`).
        values: DenseValues,
    },
    /// `dense_resource<handle> : tensor<...>`: elements held by a resource blob (the
    /// text layer keeps the blobs of a file's `{-# dialect_resources #-}` section).
    DenseResource {
        /// The resource handle (`blob1`).
        handle: Ident,
        /// The shaped type.
        ty: Type,
    },
    /// `sparse<indices, values> : tensor<...>`: `body` is the `sparse<...>` part as MLIR
    /// prints it (Descent reads no element of it).
    Sparse {
        /// The `sparse<...>` text.
        body: Box<str>,
        /// The shaped type.
        ty: Type,
    },
    /// `affine_map<...>`.
    AffineMap(AffineMap),
    /// `affine_set<...>`.
    IntegerSet(IntegerSet),
    /// `strided<[s0, s1], offset: o>`; `DYNAMIC` for `?`.
    StridedLayout {
        /// The offset.
        offset: i64,
        /// One stride per dimension.
        strides: Box<[i64]>,
    },
    /// A source location (`loc(...)`).
    Location(Location),
    /// A spec-described dialect enum attribute (`#arith.overflow<nsw>`).
    Enum {
        /// The enum.
        def: EnumRef,
        /// The case's value (a union of flags for bit enums).
        value: u64,
    },
    /// An attribute of a spec `AttrDef` with its parameters in declaration order.
    Dialect {
        /// Which `AttrDef`.
        def: AttrDefRef,
        /// Parameter values; an absent optional parameter is the unit attribute.
        params: Box<[Attribute]>,
    },
    /// A dialect attribute Descent does not model, kept as written: `#foo.bar<...>` has
    /// dialect `foo` and body `bar<...>`. `#foo<...>` (no dot) has an empty mnemonic part.
    Opaque {
        /// The dialect namespace (`foo`).
        dialect: Ident,
        /// The rest, as written, without the `.` after the dialect (`bar<...>`, or `<...>`).
        body: Box<str>,
    },
}

/// Simplifying constructors for affine expressions. They apply the same local rewrites as
/// MLIR's `AffineExpr` operators (`mlir/lib/IR/AffineExpr.cpp`) so that maps print in
/// MLIR's canonical form: constants fold and move right, `x * 1`, `x + 0` vanish,
/// `(x * c1) floordiv c2` folds when divisible, `c1 * e + c2 * e` merges, and so on.
/// Constant folding that would overflow `i64` is left unfolded.
impl AffineExpr {
    /// A binary expression's operands and the simplifying constructor of its kind
    /// (`sum` for `+`, ...): what rebuilding it with new operands calls. `None` for a
    /// dimension, symbol or constant.
    #[allow(clippy::type_complexity)]
    pub fn binary(&self) -> Option<(&AffineExpr, &AffineExpr, fn(AffineExpr, AffineExpr) -> AffineExpr)> {
        type Build = fn(AffineExpr, AffineExpr) -> AffineExpr;
        match self {
            AffineExpr::Add(l, r) => Some((l, r, AffineExpr::sum as Build)),
            AffineExpr::Mul(l, r) => Some((l, r, AffineExpr::product as Build)),
            AffineExpr::Mod(l, r) => Some((l, r, AffineExpr::modulo as Build)),
            AffineExpr::FloorDiv(l, r) => Some((l, r, AffineExpr::floor_div as Build)),
            AffineExpr::CeilDiv(l, r) => Some((l, r, AffineExpr::ceil_div as Build)),
            AffineExpr::Dim(_) | AffineExpr::Symbol(_) | AffineExpr::Const(_) => None,
        }
    }

    /// The value of a `Const` expression; `None` for anything else.
    pub fn constant(&self) -> Option<i64> {
        match self {
            AffineExpr::Const(c) => Some(*c),
            _ => None,
        }
    }

    /// Made only of symbols and constants (no dims).
    pub fn is_symbolic_or_constant(&self) -> bool {
        match self {
            AffineExpr::Const(_) | AffineExpr::Symbol(_) => true,
            AffineExpr::Dim(_) => false,
            AffineExpr::Add(l, r)
            | AffineExpr::Mul(l, r)
            | AffineExpr::Mod(l, r)
            | AffineExpr::FloorDiv(l, r)
            | AffineExpr::CeilDiv(l, r) => l.is_symbolic_or_constant() && r.is_symbolic_or_constant(),
        }
    }

    /// Multiplication, floordiv, ceildiv and mod only by constants.
    pub fn is_pure_affine(&self) -> bool {
        match self {
            AffineExpr::Const(_) | AffineExpr::Symbol(_) | AffineExpr::Dim(_) => true,
            AffineExpr::Add(l, r) => l.is_pure_affine() && r.is_pure_affine(),
            AffineExpr::Mul(l, r) => {
                l.is_pure_affine() && r.is_pure_affine() && (l.constant().is_some() || r.constant().is_some())
            }
            AffineExpr::Mod(l, r) | AffineExpr::FloorDiv(l, r) | AffineExpr::CeilDiv(l, r) => {
                l.is_pure_affine() && r.constant().is_some()
            }
        }
    }

    /// The largest integer known to divide the expression's value.
    pub fn largest_known_divisor(&self) -> i64 {
        match self {
            AffineExpr::Dim(_) | AffineExpr::Symbol(_) => 1,
            AffineExpr::Const(c) => c.wrapping_abs(),
            AffineExpr::FloorDiv(l, r) | AffineExpr::CeilDiv(l, r) => match r.constant() {
                Some(c) if c != 0 => {
                    let d = l.largest_known_divisor();
                    if d.checked_rem(c) == Some(0) {
                        d.checked_div(c).unwrap_or(1)
                    } else {
                        1
                    }
                }
                _ => 1,
            },
            AffineExpr::Mul(l, r) => l.largest_known_divisor().wrapping_mul(r.largest_known_divisor()),
            AffineExpr::Add(l, r) | AffineExpr::Mod(l, r) => {
                gcd_u64(l.largest_known_divisor() as u64, r.largest_known_divisor() as u64) as i64
            }
        }
    }

    /// `-self`, built as `self * -1`.
    pub fn negate(self) -> AffineExpr {
        AffineExpr::product(self, AffineExpr::Const(-1))
    }

    /// `self - rhs`, built as `self + rhs * -1`.
    pub fn minus(self, rhs: AffineExpr) -> AffineExpr {
        AffineExpr::sum(self, rhs.negate())
    }

    /// `lhs + rhs`, simplified (MLIR's `AffineExpr::operator+`).
    pub fn sum(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        match AffineExpr::simplify_add(&lhs, &rhs) {
            Some(e) => e,
            None => {
                let (l, r) = order_commutative(lhs, rhs);
                AffineExpr::Add(Box::new(l), Box::new(r))
            }
        }
    }

    /// MLIR's `simplifyAdd`: the simplified sum, or `None` when no rule applies.
    fn simplify_add(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
        use AffineExpr::*;
        if let (Const(a), Const(b)) = (lhs, rhs) {
            // A sum that overflows is kept as written.
            return a.checked_add(*b).map(Const);
        }
        // Only the RHS may be constant; a symbolic operand goes right of a dim one.
        if matches!(lhs, Const(_)) || (lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant()) {
            return Some(AffineExpr::sum(rhs.clone(), lhs.clone()));
        }
        let rhs_const = rhs.constant();
        if rhs_const == Some(0) {
            return Some(lhs.clone());
        }
        // (e + c1) + c2 -> e + (c1 + c2); MLIR adds the constants with plain (wrapping)
        // int64 arithmetic here, and keeping the sum apart would make the rules below
        // rebuild it forever.
        if let (Add(ll, lr), Some(c2)) = (lhs, rhs_const) {
            if let Some(c1) = lr.constant() {
                return Some(AffineExpr::sum((**ll).clone(), Const(c1.wrapping_add(c2))));
            }
        }
        // c1 * e + c2 * e -> (c1 + c2) * e
        let (c1, first) = match lhs {
            Mul(l, r) if r.constant().is_some() => (r.constant().unwrap_or(1), &**l),
            _ => (1, lhs),
        };
        let (c2, second) = match rhs {
            Mul(l, r) if r.constant().is_some() => (r.constant().unwrap_or(1), &**l),
            _ => (1, rhs),
        };
        if first == second {
            // Wrapping, as MLIR's int64 sum.
            return Some(AffineExpr::product(first.clone(), Const(c1.wrapping_add(c2))));
        }
        // (e1 + c) + e2 -> (e1 + e2) + c
        if let Add(ll, lr) = lhs {
            if lr.constant().is_some() {
                return Some(AffineExpr::sum(AffineExpr::sum((**ll).clone(), rhs.clone()), (**lr).clone()));
            }
        }
        // e - (e floordiv q) * q -> e mod q
        let Mul(rl, rr) = rhs else { return None };
        if rr.constant() == Some(-1) {
            if let Mul(inner, q) = &**rl {
                let FloorDiv(e, q2) = &**inner else { return None };
                if q2 == q && **e == *lhs {
                    return Some(AffineExpr::modulo(lhs.clone(), (**q).clone()));
                }
            }
        }
        // e + (e floordiv c) * -c -> e mod c, for a positive constant c.
        let FloorDiv(e, c) = &**rl else { return None };
        if c.constant().is_some_and(|c| c > 0) && **e == *lhs && **c == AffineExpr::product((**rr).clone(), Const(-1)) {
            return Some(AffineExpr::modulo(lhs.clone(), (**c).clone()));
        }
        // (e1 + e2) + (e floordiv c) * k -> e1 + (e2 + (e floordiv c) * k) when the inner sum
        // simplifies (MLIR 22: `(s0 + s1) + (s1 floordiv c) * -c` is `s0 + s1 mod c`).
        if let Add(ll, lr) = lhs {
            if let Some(inner) = AffineExpr::simplify_add(lr, rhs) {
                return Some(AffineExpr::sum((**ll).clone(), inner));
            }
        }
        None
    }

    /// `lhs * rhs`, simplified; the constant or symbolic operand goes right. A product of two
    /// operands that both involve dims is not affine and is kept as written.
    pub fn product(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        use AffineExpr::*;
        let node = |l: AffineExpr, r: AffineExpr| {
            let (l, r) = order_commutative(l, r);
            Mul(Box::new(l), Box::new(r))
        };
        if let (Const(a), Const(b)) = (&lhs, &rhs) {
            if let Some(p) = a.checked_mul(*b) {
                return Const(p);
            }
            return node(lhs, rhs);
        }
        // Keep the constant/symbolic operand on the right.
        if !rhs.is_symbolic_or_constant() || matches!(lhs, Const(_)) {
            if !lhs.is_symbolic_or_constant() {
                // Not affine; kept (the parser reports this case).
                return node(lhs, rhs);
            }
            return AffineExpr::product(rhs, lhs);
        }
        match rhs.constant() {
            Some(1) => return lhs,
            Some(0) => return Const(0),
            _ => {}
        }
        if let Mul(ll, lr) = &lhs {
            if let Some(c1) = lr.constant() {
                // (e * c1) * c2 -> e * (c1 * c2), the constants multiplied in wrapping
                // int64 arithmetic as MLIR does.
                if let Some(c2) = rhs.constant() {
                    return AffineExpr::product((**ll).clone(), Const(c1.wrapping_mul(c2)));
                } else {
                    // (e * c) * s -> (e * s) * c
                    return AffineExpr::product(AffineExpr::product((**ll).clone(), rhs), Const(c1));
                }
            }
        }
        node(lhs, rhs)
    }

    /// `lhs floordiv rhs`, simplified when `rhs` is a positive constant.
    pub fn floor_div(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        use AffineExpr::*;
        let Some(d) = rhs.constant().filter(|d| *d >= 1) else {
            return FloorDiv(Box::new(lhs), Box::new(rhs));
        };
        if let Some(n) = lhs.constant() {
            return Const(floor_div_i64(n, d));
        }
        if d == 1 {
            return lhs;
        }
        if let Mul(ll, lr) = &lhs {
            if let Some(c) = lr.constant() {
                if c % d == 0 {
                    return AffineExpr::product((**ll).clone(), Const(c / d));
                }
            }
        }
        if let Add(ll, lr) = &lhs {
            if ll.largest_known_divisor() % d == 0 || lr.largest_known_divisor() % d == 0 {
                return AffineExpr::sum(
                    AffineExpr::floor_div((**ll).clone(), Const(d)),
                    AffineExpr::floor_div((**lr).clone(), Const(d)),
                );
            }
        }
        FloorDiv(Box::new(lhs), Box::new(rhs))
    }

    /// `lhs ceildiv rhs`, simplified when `rhs` is a positive constant.
    pub fn ceil_div(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        use AffineExpr::*;
        let Some(d) = rhs.constant().filter(|d| *d >= 1) else {
            return CeilDiv(Box::new(lhs), Box::new(rhs));
        };
        if let Some(n) = lhs.constant() {
            return Const(ceil_div_i64(n, d));
        }
        if d == 1 {
            return lhs;
        }
        if let Mul(ll, lr) = &lhs {
            if let Some(c) = lr.constant() {
                if c % d == 0 {
                    return AffineExpr::product((**ll).clone(), Const(c / d));
                }
            }
        }
        CeilDiv(Box::new(lhs), Box::new(rhs))
    }

    /// `lhs mod rhs`, simplified when `rhs` is a positive constant.
    pub fn modulo(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        use AffineExpr::*;
        let Some(d) = rhs.constant().filter(|d| *d >= 1) else {
            return Mod(Box::new(lhs), Box::new(rhs));
        };
        if let Some(n) = lhs.constant() {
            return Const(n.rem_euclid(d));
        }
        if lhs.largest_known_divisor() % d == 0 {
            return Const(0);
        }
        if let Add(ll, lr) = &lhs {
            if ll.largest_known_divisor() % d == 0 {
                return AffineExpr::modulo((**lr).clone(), Const(d));
            }
            if lr.largest_known_divisor() % d == 0 {
                return AffineExpr::modulo((**ll).clone(), Const(d));
            }
        }
        // (e mod a) mod b -> e mod b when b divides a.
        if let Mod(ll, lr) = &lhs {
            if let Some(a) = lr.constant() {
                if a >= 1 && a.rem_euclid(d) == 0 {
                    return AffineExpr::modulo((**ll).clone(), Const(d));
                }
            }
        }
        Mod(Box::new(lhs), Box::new(rhs))
    }

    /// Number of nodes in the expression tree.
    pub fn node_count(&self) -> usize {
        match self {
            AffineExpr::Dim(_) | AffineExpr::Symbol(_) | AffineExpr::Const(_) => 1,
            AffineExpr::Add(l, r)
            | AffineExpr::Mul(l, r)
            | AffineExpr::Mod(l, r)
            | AffineExpr::FloorDiv(l, r)
            | AffineExpr::CeilDiv(l, r) => 1 + l.node_count() + r.node_count(),
        }
    }
}

impl AffineMap {
    /// `(d0, ..., dn) -> (d0, ..., dn)`: the layout MLIR drops from memref types.
    pub fn is_identity(&self) -> bool {
        self.num_symbols == 0
            && self.results.len() == self.num_dims as usize
            && self.results.iter().enumerate().all(|(i, e)| *e == AffineExpr::Dim(i as u32))
    }
}

/// The operands of a new sum or product in MLIR 22's order when both are dimensions or
/// symbols: dimensions first, then by position (`d1 + d0` is `d0 + d1`).
fn order_commutative(l: AffineExpr, r: AffineExpr) -> (AffineExpr, AffineExpr) {
    use AffineExpr::*;
    let swap = match (&l, &r) {
        (Symbol(a), Symbol(b)) | (Dim(a), Dim(b)) => a > b,
        (Symbol(_), Dim(_)) => true,
        _ => false,
    };
    if swap {
        (r, l)
    } else {
        (l, r)
    }
}

fn gcd_u64(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

/// Floor division as MLIR's `floorDiv` (rounds toward negative infinity); `d >= 1`.
fn floor_div_i64(n: i64, d: i64) -> i64 {
    n.div_euclid(d)
}

/// Ceiling division as MLIR's `ceilDiv`; `d >= 1`.
fn ceil_div_i64(n: i64, d: i64) -> i64 {
    let q = n.div_euclid(d);
    if n.rem_euclid(d) != 0 {
        q + 1
    } else {
        q
    }
}
