// @generated from spec/dialects/arith.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{diag, dialects, ir, parse, print};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
/// `Arith_CmpIPredicateAttr` (spec/dialects/arith.td:N): allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9
pub fn arith_cmp_i_predicate_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::enum_attr_pred(ctx, x, "CmpIPredicate")
}
/// `Arith_CmpFPredicateAttr` (spec/dialects/arith.td:N): allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
pub fn arith_cmp_f_predicate_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::enum_attr_pred(ctx, x, "CmpFPredicate")
}
/// `Arith_IntegerOverflowFlagsAttr` (spec/dialects/arith.td:N): Integer overflow arith flags
pub fn arith_integer_overflow_flags_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::enum_attr_pred(ctx, x, "IntegerOverflowFlags")
}
/// `Arith_FastMathFlagsAttr` (spec/dialects/arith.td:N): Floating point fast math flags
pub fn arith_fast_math_flags_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::enum_attr_pred(ctx, x, "FastMathFlags")
}
/// `Arith_RoundingModeAttr` (spec/dialects/arith.td:N): Floating point rounding mode
pub fn arith_rounding_mode_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::enum_attr_pred(ctx, x, "RoundingMode")
}
/// `Arith_AtomicRMWKindAttr` (spec/dialects/arith.td:N): allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
pub fn arith_atomic_rmw_kind_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::enum_attr_pred(ctx, x, "AtomicRMWKind")
}
/// `Arith_SignlessFixedWidthIntegerLike` (spec/dialects/arith.td:N): signless-fixed-width-integer-like
pub fn arith_signless_fixed_width_integer_like(ctx: &Context, x: Type) -> bool {
    (ir::pred::ty::signless_integer(ctx, x)
        || ir::pred::ty::vector_of(
            ctx,
            x,
            &|ctx: &Context, x: Type| -> bool { ir::pred::ty::signless_integer(ctx, x) },
        )
        || ir::pred::ty::tensor_of(
            ctx,
            x,
            &|ctx: &Context, x: Type| -> bool { ir::pred::ty::signless_integer(ctx, x) },
        ))
}
/// `Arith_IndexCastType` (spec/dialects/arith.td:N): signless-integer-like or memref of signless-integer
pub fn arith_index_cast_type(ctx: &Context, x: Type) -> bool {
    (((ir::pred::ty::signless_integer(ctx, x) || ir::pred::ty::index_pred(ctx, x))
        || ir::pred::ty::vector_of(
            ctx,
            x,
            &|ctx: &Context, x: Type| -> bool {
                (ir::pred::ty::signless_integer(ctx, x)
                    || ir::pred::ty::index_pred(ctx, x))
            },
        )
        || ir::pred::ty::tensor_of(
            ctx,
            x,
            &|ctx: &Context, x: Type| -> bool {
                (ir::pred::ty::signless_integer(ctx, x)
                    || ir::pred::ty::index_pred(ctx, x))
            },
        ))
        || ir::pred::ty::ranked_mem_ref_of(
            ctx,
            x,
            &|ctx: &Context, x: Type| -> bool {
                (ir::pred::ty::signless_integer(ctx, x)
                    || ir::pred::ty::index_pred(ctx, x))
            },
        ))
}
/// `Arith_BitcastType` (spec/dialects/arith.td:N): signless-integer-or-float-like or memref of signless-integer or float
pub fn arith_bitcast_type(ctx: &Context, x: Type) -> bool {
    (((ir::pred::ty::signless_integer(ctx, x)
        || ir::pred::ty::vector_of(
            ctx,
            x,
            &|ctx: &Context, x: Type| -> bool { ir::pred::ty::signless_integer(ctx, x) },
        )
        || ir::pred::ty::tensor_of(
            ctx,
            x,
            &|ctx: &Context, x: Type| -> bool { ir::pred::ty::signless_integer(ctx, x) },
        ))
        || (ir::pred::ty::float(ctx, x)
            || ir::pred::ty::vector_of(
                ctx,
                x,
                &|ctx: &Context, x: Type| -> bool { ir::pred::ty::float(ctx, x) },
            )
            || ir::pred::ty::tensor_of(
                ctx,
                x,
                &|ctx: &Context, x: Type| -> bool { ir::pred::ty::float(ctx, x) },
            )))
        || ir::pred::ty::ranked_mem_ref_of(
            ctx,
            x,
            &|ctx: &Context, x: Type| -> bool {
                (ir::pred::ty::signless_integer(ctx, x) || ir::pred::ty::float(ctx, x))
            },
        ))
}
/// `Arith_CmpIPredicateAttr` (spec/dialects/arith.td): allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9
pub static ARITH_CMP_I_PREDICATE_ATTR_ENUM: ir::EnumDef = ir::EnumDef {
    name: "CmpIPredicate",
    summary: "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9",
    dialect: "arith",
    mnemonic: "",
    cases: &[
        ("eq", 0u64),
        ("ne", 1u64),
        ("slt", 2u64),
        ("sle", 3u64),
        ("sgt", 4u64),
        ("sge", 5u64),
        ("ult", 6u64),
        ("ule", 7u64),
        ("ugt", 8u64),
        ("uge", 9u64),
    ],
    bit_enum: false,
    separator: ",",
    int_width: 64u32,
    llvm_keywords: &[],
    llvm_flag_order: &[],
    groups: &[],
};
/// `Arith_CmpIPredicateAttr` (spec/dialects/arith.td): allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[repr(i64)]
pub enum CmpIPredicate {
    Eq = 0,
    Ne = 1,
    Slt = 2,
    Sle = 3,
    Sgt = 4,
    Sge = 5,
    Ult = 6,
    Ule = 7,
    Ugt = 8,
    Uge = 9,
}
impl CmpIPredicate {
    pub fn from_value(v: u64) -> Option<Self> {
        match v {
            0u64 => Some(CmpIPredicate::Eq),
            1u64 => Some(CmpIPredicate::Ne),
            2u64 => Some(CmpIPredicate::Slt),
            3u64 => Some(CmpIPredicate::Sle),
            4u64 => Some(CmpIPredicate::Sgt),
            5u64 => Some(CmpIPredicate::Sge),
            6u64 => Some(CmpIPredicate::Ult),
            7u64 => Some(CmpIPredicate::Ule),
            8u64 => Some(CmpIPredicate::Ugt),
            9u64 => Some(CmpIPredicate::Uge),
            _ => None,
        }
    }
    pub fn value(self) -> u64 {
        self as i64 as u64
    }
    pub fn keyword(self) -> &'static str {
        ARITH_CMP_I_PREDICATE_ATTR_ENUM.keyword(self.value()).unwrap_or("")
    }
    /// The attribute holding this value.
    pub fn attr(self, ctx: &ir::Context) -> ir::Attribute {
        let v = self.value();
        ctx.integer_attr(ctx.integer_type(64u32), v as i128)
    }
}
/// `Arith_CmpFPredicateAttr` (spec/dialects/arith.td): allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
pub static ARITH_CMP_F_PREDICATE_ATTR_ENUM: ir::EnumDef = ir::EnumDef {
    name: "CmpFPredicate",
    summary: "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15",
    dialect: "arith",
    mnemonic: "",
    cases: &[
        ("false", 0u64),
        ("oeq", 1u64),
        ("ogt", 2u64),
        ("oge", 3u64),
        ("olt", 4u64),
        ("ole", 5u64),
        ("one", 6u64),
        ("ord", 7u64),
        ("ueq", 8u64),
        ("ugt", 9u64),
        ("uge", 10u64),
        ("ult", 11u64),
        ("ule", 12u64),
        ("une", 13u64),
        ("uno", 14u64),
        ("true", 15u64),
    ],
    bit_enum: false,
    separator: ",",
    int_width: 64u32,
    llvm_keywords: &[],
    llvm_flag_order: &[],
    groups: &[],
};
/// `Arith_CmpFPredicateAttr` (spec/dialects/arith.td): allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[repr(i64)]
pub enum CmpFPredicate {
    AlwaysFalse = 0,
    Oeq = 1,
    Ogt = 2,
    Oge = 3,
    Olt = 4,
    Ole = 5,
    One = 6,
    Ord = 7,
    Ueq = 8,
    Ugt = 9,
    Uge = 10,
    Ult = 11,
    Ule = 12,
    Une = 13,
    Uno = 14,
    AlwaysTrue = 15,
}
impl CmpFPredicate {
    pub fn from_value(v: u64) -> Option<Self> {
        match v {
            0u64 => Some(CmpFPredicate::AlwaysFalse),
            1u64 => Some(CmpFPredicate::Oeq),
            2u64 => Some(CmpFPredicate::Ogt),
            3u64 => Some(CmpFPredicate::Oge),
            4u64 => Some(CmpFPredicate::Olt),
            5u64 => Some(CmpFPredicate::Ole),
            6u64 => Some(CmpFPredicate::One),
            7u64 => Some(CmpFPredicate::Ord),
            8u64 => Some(CmpFPredicate::Ueq),
            9u64 => Some(CmpFPredicate::Ugt),
            10u64 => Some(CmpFPredicate::Uge),
            11u64 => Some(CmpFPredicate::Ult),
            12u64 => Some(CmpFPredicate::Ule),
            13u64 => Some(CmpFPredicate::Une),
            14u64 => Some(CmpFPredicate::Uno),
            15u64 => Some(CmpFPredicate::AlwaysTrue),
            _ => None,
        }
    }
    pub fn value(self) -> u64 {
        self as i64 as u64
    }
    pub fn keyword(self) -> &'static str {
        ARITH_CMP_F_PREDICATE_ATTR_ENUM.keyword(self.value()).unwrap_or("")
    }
    /// The attribute holding this value.
    pub fn attr(self, ctx: &ir::Context) -> ir::Attribute {
        let v = self.value();
        ctx.integer_attr(ctx.integer_type(64u32), v as i128)
    }
}
/// `Arith_IntegerOverflowFlagsAttr` (spec/dialects/arith.td): Integer overflow arith flags
pub static ARITH_INTEGER_OVERFLOW_FLAGS_ATTR_ENUM: ir::EnumDef = ir::EnumDef {
    name: "IntegerOverflowFlags",
    summary: "Integer overflow arith flags",
    dialect: "arith",
    mnemonic: "overflow",
    cases: &[("none", 0u64), ("nsw", 1u64), ("nuw", 2u64)],
    bit_enum: true,
    separator: ", ",
    int_width: 0u32,
    llvm_keywords: &[],
    llvm_flag_order: &[],
    groups: &[],
};
/// `Arith_IntegerOverflowFlagsAttr` (spec/dialects/arith.td): Integer overflow arith flags
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct IntegerOverflowFlags(pub u64);
impl IntegerOverflowFlags {
    pub const NONE: IntegerOverflowFlags = IntegerOverflowFlags(0u64);
    pub const NSW: IntegerOverflowFlags = IntegerOverflowFlags(1u64);
    pub const NUW: IntegerOverflowFlags = IntegerOverflowFlags(2u64);
    pub fn bits(self) -> u64 {
        self.0
    }
    pub fn contains(self, other: IntegerOverflowFlags) -> bool {
        self.0 & other.0 == other.0
    }
    pub fn from_value(v: u64) -> Option<Self> {
        Some(IntegerOverflowFlags(v))
    }
    pub fn value(self) -> u64 {
        self.0
    }
    /// The attribute holding this value.
    pub fn attr(self, ctx: &ir::Context) -> ir::Attribute {
        let v = self.value();
        ctx.enum_attr(&ARITH_INTEGER_OVERFLOW_FLAGS_ATTR_ENUM, v)
    }
}
/// `Arith_FastMathFlagsAttr` (spec/dialects/arith.td): Floating point fast math flags
pub static ARITH_FAST_MATH_FLAGS_ATTR_ENUM: ir::EnumDef = ir::EnumDef {
    name: "FastMathFlags",
    summary: "Floating point fast math flags",
    dialect: "arith",
    mnemonic: "fastmath",
    cases: &[
        ("none", 0u64),
        ("reassoc", 1u64),
        ("nnan", 2u64),
        ("ninf", 4u64),
        ("nsz", 8u64),
        ("arcp", 16u64),
        ("contract", 32u64),
        ("afn", 64u64),
        ("fast", 127u64),
    ],
    bit_enum: true,
    separator: ",",
    int_width: 0u32,
    llvm_keywords: &[],
    llvm_flag_order: &[],
    groups: &[],
};
/// `Arith_FastMathFlagsAttr` (spec/dialects/arith.td): Floating point fast math flags
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct FastMathFlags(pub u64);
impl FastMathFlags {
    pub const NONE: FastMathFlags = FastMathFlags(0u64);
    pub const REASSOC: FastMathFlags = FastMathFlags(1u64);
    pub const NNAN: FastMathFlags = FastMathFlags(2u64);
    pub const NINF: FastMathFlags = FastMathFlags(4u64);
    pub const NSZ: FastMathFlags = FastMathFlags(8u64);
    pub const ARCP: FastMathFlags = FastMathFlags(16u64);
    pub const CONTRACT: FastMathFlags = FastMathFlags(32u64);
    pub const AFN: FastMathFlags = FastMathFlags(64u64);
    pub const FAST: FastMathFlags = FastMathFlags(127u64);
    pub fn bits(self) -> u64 {
        self.0
    }
    pub fn contains(self, other: FastMathFlags) -> bool {
        self.0 & other.0 == other.0
    }
    pub fn from_value(v: u64) -> Option<Self> {
        Some(FastMathFlags(v))
    }
    pub fn value(self) -> u64 {
        self.0
    }
    /// The attribute holding this value.
    pub fn attr(self, ctx: &ir::Context) -> ir::Attribute {
        let v = self.value();
        ctx.enum_attr(&ARITH_FAST_MATH_FLAGS_ATTR_ENUM, v)
    }
}
/// `Arith_RoundingModeAttr` (spec/dialects/arith.td): Floating point rounding mode
pub static ARITH_ROUNDING_MODE_ATTR_ENUM: ir::EnumDef = ir::EnumDef {
    name: "RoundingMode",
    summary: "Floating point rounding mode",
    dialect: "arith",
    mnemonic: "",
    cases: &[
        ("to_nearest_even", 0u64),
        ("downward", 1u64),
        ("upward", 2u64),
        ("toward_zero", 3u64),
        ("to_nearest_away", 4u64),
    ],
    bit_enum: false,
    separator: ",",
    int_width: 32u32,
    llvm_keywords: &[],
    llvm_flag_order: &[],
    groups: &[],
};
/// `Arith_RoundingModeAttr` (spec/dialects/arith.td): Floating point rounding mode
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[repr(i64)]
pub enum RoundingMode {
    ToNearestEven = 0,
    Downward = 1,
    Upward = 2,
    TowardZero = 3,
    ToNearestAway = 4,
}
impl RoundingMode {
    pub fn from_value(v: u64) -> Option<Self> {
        match v {
            0u64 => Some(RoundingMode::ToNearestEven),
            1u64 => Some(RoundingMode::Downward),
            2u64 => Some(RoundingMode::Upward),
            3u64 => Some(RoundingMode::TowardZero),
            4u64 => Some(RoundingMode::ToNearestAway),
            _ => None,
        }
    }
    pub fn value(self) -> u64 {
        self as i64 as u64
    }
    pub fn keyword(self) -> &'static str {
        ARITH_ROUNDING_MODE_ATTR_ENUM.keyword(self.value()).unwrap_or("")
    }
    /// The attribute holding this value.
    pub fn attr(self, ctx: &ir::Context) -> ir::Attribute {
        let v = self.value();
        ctx.integer_attr(ctx.integer_type(32u32), v as i128)
    }
}
/// `Arith_AtomicRMWKindAttr` (spec/dialects/arith.td): allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
pub static ARITH_ATOMIC_RMW_KIND_ATTR_ENUM: ir::EnumDef = ir::EnumDef {
    name: "AtomicRMWKind",
    summary: "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15",
    dialect: "arith",
    mnemonic: "",
    cases: &[
        ("addf", 0u64),
        ("addi", 1u64),
        ("andi", 2u64),
        ("assign", 3u64),
        ("maximumf", 4u64),
        ("maxnumf", 5u64),
        ("maxs", 6u64),
        ("maxu", 7u64),
        ("minimumf", 8u64),
        ("minnumf", 9u64),
        ("mins", 10u64),
        ("minu", 11u64),
        ("mulf", 12u64),
        ("muli", 13u64),
        ("ori", 14u64),
        ("xori", 15u64),
    ],
    bit_enum: false,
    separator: ",",
    int_width: 64u32,
    llvm_keywords: &[],
    llvm_flag_order: &[],
    groups: &[],
};
/// `Arith_AtomicRMWKindAttr` (spec/dialects/arith.td): allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[repr(i64)]
pub enum AtomicRmwKind {
    Addf = 0,
    Addi = 1,
    Andi = 2,
    Assign = 3,
    Maximumf = 4,
    Maxnumf = 5,
    Maxs = 6,
    Maxu = 7,
    Minimumf = 8,
    Minnumf = 9,
    Mins = 10,
    Minu = 11,
    Mulf = 12,
    Muli = 13,
    Ori = 14,
    Xori = 15,
}
impl AtomicRmwKind {
    pub fn from_value(v: u64) -> Option<Self> {
        match v {
            0u64 => Some(AtomicRmwKind::Addf),
            1u64 => Some(AtomicRmwKind::Addi),
            2u64 => Some(AtomicRmwKind::Andi),
            3u64 => Some(AtomicRmwKind::Assign),
            4u64 => Some(AtomicRmwKind::Maximumf),
            5u64 => Some(AtomicRmwKind::Maxnumf),
            6u64 => Some(AtomicRmwKind::Maxs),
            7u64 => Some(AtomicRmwKind::Maxu),
            8u64 => Some(AtomicRmwKind::Minimumf),
            9u64 => Some(AtomicRmwKind::Minnumf),
            10u64 => Some(AtomicRmwKind::Mins),
            11u64 => Some(AtomicRmwKind::Minu),
            12u64 => Some(AtomicRmwKind::Mulf),
            13u64 => Some(AtomicRmwKind::Muli),
            14u64 => Some(AtomicRmwKind::Ori),
            15u64 => Some(AtomicRmwKind::Xori),
            _ => None,
        }
    }
    pub fn value(self) -> u64 {
        self as i64 as u64
    }
    pub fn keyword(self) -> &'static str {
        ARITH_ATOMIC_RMW_KIND_ATTR_ENUM.keyword(self.value()).unwrap_or("")
    }
    /// The attribute holding this value.
    pub fn attr(self, ctx: &ir::Context) -> ir::Attribute {
        let v = self.value();
        ctx.integer_attr(ctx.integer_type(64u32), v as i128)
    }
}
/// `arith.constant` (spec/dialects/arith.td:N): integer, float or elements constant
#[derive(Copy, Clone)]
pub struct ConstantOp<'a>(pub OpRef<'a>);
impl<'a> ConstantOp<'a> {
    pub const NAME: &'static str = "arith.constant";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &CONSTANT_OP_INFO).then_some(ConstantOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Result `result`: any type
    pub fn result(&self) -> Value {
        ods::results_group(self.0, CONSTANT_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `value`: TypedAttr instance
    pub fn value_attr(&self) -> Option<Attribute> {
        self.0.attr("value")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        value_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &CONSTANT_OP_INFO, loc);
        st.set_attr(ctx, "value", value_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// Attribute constraint: TypedAttr instance (`TypedAttr`, spec/constraints.td:N)
const TYPED_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "TypedAttr instance",
    check: dialects::gen::constraints::typed_attr,
};
/// Type constraint: any type (`AnyType`, spec/constraints.td:N)
const ANY_TYPE: ir::TypeConstraint = ir::TypeConstraint {
    summary: "any type",
    check: dialects::gen::constraints::any_type,
};
/// Verifies `arith.constant` (spec/dialects/arith.td:N) and the ops that check the same things.
fn verify_constant_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    ods::all_equal(
        op,
        &[
            op.attr("value").and_then(|a| op.ctx.attr_type(a)),
            ods::results_group_at(op, 0usize).first().map(|v| op.value_type(v)),
        ],
        "failed to verify that all of {value, result} have same type",
    )?;
    dialects::native::arith::verify_constant(op)?;
    Ok(())
}
/// Parses `arith.constant` (spec/dialects/arith.td:N) (and the ops of the same format) from its custom syntax.
fn parse_constant_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut rt_result: Option<Vec<Type>> = None;
    p.parse_optional_attr_dict(st)?;
    let a = p.parse_attribute(None)?;
    st.add_attr(ctx.ident("value"), a);
    if rt_result.is_none() {
        if let Some(t) = st.attr(ctx.ident("value")).and_then(|a| ctx.attr_type(a)) {
            rt_result = Some(vec![t; 1usize]);
        }
    }
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `arith.constant` (spec/dialects/arith.td:N) (and the ops of the same format) in its custom syntax.
fn print_constant_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.print_optional_attr_dict(op, &["value"]);
    p.write(" ");
    if let Some(a) = op.attr("value") {
        p.print_attr(a);
    }
}
/// `arith.constant` (spec/dialects/arith.td:N): integer, float or elements constant
pub static CONSTANT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.constant",
    dialect: "arith",
    traits: ir::Traits::CONSTANT_LIKE.union(ir::Traits::PURE),
    attrs: &[
        ir::AttrInfo {
            name: "value",
            constraint: Some(TYPED_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[0usize],
    },
    verify: verify_constant_op,
    parse: Some(&(parse_constant_op as parse::ops::ParseFn)),
    print: Some(&(print_constant_op as print::ops::PrintFn)),
    asm_names: ir::AsmNames::Native(dialects::native::arith::constant_result_names),
    result_types: &[ANY_TYPE],
    operand_arities: &[],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
static ADD_I_OP_OVERFLOW_FLAGS_DEFAULT: ir::SpecDefault = ir::SpecDefault {
    text: "#arith.overflow<none>",
    value: ir::SpecValue::Enum(
        &dialects::gen::arith::ARITH_INTEGER_OVERFLOW_FLAGS_ATTR_ENUM,
        0u64,
    ),
};
/// `arith.addi` (spec/dialects/arith.td:N): integer addition
#[derive(Copy, Clone)]
pub struct AddIOp<'a>(pub OpRef<'a>);
impl<'a> AddIOp<'a> {
    pub const NAME: &'static str = "arith.addi";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &ADD_I_OP_INFO).then_some(AddIOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: signless-integer-like
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, ADD_I_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: signless-integer-like
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, ADD_I_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: signless-integer-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, ADD_I_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `overflowFlags`: Integer overflow arith flags
    pub fn overflow_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("overflowFlags")
    }
    pub fn overflow_flags(&self) -> Option<dialects::gen::arith::IntegerOverflowFlags> {
        ods::attr_enum_value(self.0, "overflowFlags")
            .and_then(dialects::gen::arith::IntegerOverflowFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        overflow_flags_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &ADD_I_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.set_attr(ctx, "overflowFlags", overflow_flags_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// Attribute constraint: Integer overflow arith flags (first used by `arith.addi`, spec/dialects/arith.td:N)
const IS_INTEGER_OVERFLOW_ARITH_FLAGS: ir::AttrConstraint = ir::AttrConstraint {
    summary: "Integer overflow arith flags",
    check: |ctx: &Context, a: Attribute| ir::pred::attr::enum_attr_pred(
        ctx,
        a,
        "IntegerOverflowFlags",
    ),
};
/// Type constraint: signless-integer-like (`SignlessIntegerOrIndexLike`, spec/constraints.td:N)
const SIGNLESS_INTEGER_OR_INDEX_LIKE: ir::TypeConstraint = ir::TypeConstraint {
    summary: "signless-integer-like",
    check: dialects::gen::constraints::signless_integer_or_index_like,
};
/// Verifies `arith.addi` (spec/dialects/arith.td:N) and the ops that check the same things.
fn verify_add_i_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    ods::same_operands_and_result_type(op)?;
    ods::elementwise(op)?;
    Ok(())
}
/// Parses `arith.addi` (spec/dialects/arith.td:N) (and the ops of the same format) from its custom syntax.
fn parse_add_i_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_lhs: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_lhs: Option<Vec<Type>> = None;
    let mut o_rhs: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_rhs: Option<Vec<Type>> = None;
    let mut rt_result: Option<Vec<Type>> = None;
    o_lhs.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_rhs.push(p.parse_operand()?);
    if p.eat_literal("overflow") {
        let v = ods::parse_enum_stripped(
            p,
            &dialects::gen::arith::ARITH_INTEGER_OVERFLOW_FLAGS_ATTR_ENUM,
        )?;
        st.add_attr(
            ctx.ident("overflowFlags"),
            ctx
                .enum_attr(
                    &dialects::gen::arith::ARITH_INTEGER_OVERFLOW_FLAGS_ATTR_ENUM,
                    v,
                ),
        );
    }
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    rt_result = Some(vec![p.parse_type() ?]);
    if ot_lhs.is_none() {
        if let Some(t) = rt_result.as_ref().and_then(|v| v.first().copied()) {
            ot_lhs = Some(vec![t; o_lhs.len()]);
        }
    }
    if ot_rhs.is_none() {
        if let Some(t) = rt_result.as_ref().and_then(|v| v.first().copied()) {
            ot_rhs = Some(vec![t; o_rhs.len()]);
        }
    }
    let types = ot_lhs.unwrap_or_default();
    p.resolve_operands(&o_lhs, &types, start, &mut st.operands)?;
    let types = ot_rhs.unwrap_or_default();
    p.resolve_operands(&o_rhs, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `arith.addi` (spec/dialects/arith.td:N) (and the ops of the same format) in its custom syntax.
fn print_add_i_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 1usize));
    if ods::attr_differs_from_default(op, "overflowFlags") {
        p.write(" overflow");
        if let Some(a) = op.attr("overflowFlags") {
            ods::print_enum_stripped(
                p,
                &dialects::gen::arith::ARITH_INTEGER_OVERFLOW_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["overflowFlags"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `arith.addi` (spec/dialects/arith.td:N): integer addition
pub static ADD_I_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.addi",
    dialect: "arith",
    traits: ir::Traits::COMMUTATIVE
        .union(ir::Traits::PURE)
        .union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "overflowFlags",
            optional: true,
            default: Some(&ADD_I_OP_OVERFLOW_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(IS_INTEGER_OVERFLOW_ARITH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[1usize],
    },
    verify: verify_add_i_op,
    parse: Some(&(parse_add_i_op as parse::ops::ParseFn)),
    print: Some(&(print_add_i_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_arith::int_binary,
        kind: "addi",
        elements: true,
    }),
    operand_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE, SIGNLESS_INTEGER_OR_INDEX_LIKE],
    result_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `arith.addui_extended` (spec/dialects/arith.td:N): unsigned integer addition with a carry-out bit
#[derive(Copy, Clone)]
pub struct AddUiExtendedOp<'a>(pub OpRef<'a>);
impl<'a> AddUiExtendedOp<'a> {
    pub const NAME: &'static str = "arith.addui_extended";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &ADD_UI_EXTENDED_OP_INFO).then_some(AddUiExtendedOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: signless-integer-like
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, ADD_UI_EXTENDED_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Operand `rhs`: signless-integer-like
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, ADD_UI_EXTENDED_OP_INFO.operand_arities, 1usize)
            .get(0)
    }
    /// Result `sum`: signless-integer-like
    pub fn sum(&self) -> Value {
        ods::results_group(self.0, ADD_UI_EXTENDED_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Result `overflow`: bool-like
    pub fn overflow(&self) -> Value {
        ods::results_group(self.0, ADD_UI_EXTENDED_OP_INFO.result_arities, 1usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        sum_ty: Type,
        overflow_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &ADD_UI_EXTENDED_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(sum_ty);
        st.result_types.push(overflow_ty);
        st
    }
}
/// Type constraint: bool-like (`BoolLike`, spec/constraints.td:N)
const BOOL_LIKE: ir::TypeConstraint = ir::TypeConstraint {
    summary: "bool-like",
    check: dialects::gen::constraints::bool_like,
};
/// Verifies `arith.addui_extended` (spec/dialects/arith.td:N) and the ops that check the same things.
fn verify_add_ui_extended_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    ods::all_equal(
        op,
        &[
            ods::operand_group_at(op, 0usize).first().map(|v| op.value_type(v)),
            ods::operand_group_at(op, 1usize).first().map(|v| op.value_type(v)),
            ods::results_group_at(op, 0usize).first().map(|v| op.value_type(v)),
        ],
        "failed to verify that all of {lhs, rhs, sum} have same type",
    )?;
    ods::elementwise(op)?;
    Ok(())
}
/// Parses `arith.addui_extended` (spec/dialects/arith.td:N) (and the ops of the same format) from its custom syntax.
fn parse_add_ui_extended_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut o_lhs: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_lhs: Option<Vec<Type>> = None;
    let mut o_rhs: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_rhs: Option<Vec<Type>> = None;
    let mut rt_sum: Option<Vec<Type>> = None;
    let mut rt_overflow: Option<Vec<Type>> = None;
    o_lhs.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_rhs.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    rt_sum = Some(vec![p.parse_type() ?]);
    p.expect_literal(",")?;
    rt_overflow = Some(vec![p.parse_type() ?]);
    if ot_lhs.is_none() {
        if let Some(t) = rt_sum.as_ref().and_then(|v| v.first().copied()) {
            ot_lhs = Some(vec![t; o_lhs.len()]);
        }
    }
    if ot_rhs.is_none() {
        if let Some(t) = rt_sum.as_ref().and_then(|v| v.first().copied()) {
            ot_rhs = Some(vec![t; o_rhs.len()]);
        }
    }
    let types = ot_lhs.unwrap_or_default();
    p.resolve_operands(&o_lhs, &types, start, &mut st.operands)?;
    let types = ot_rhs.unwrap_or_default();
    p.resolve_operands(&o_rhs, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_sum.unwrap_or_default());
    st.result_types.extend(rt_overflow.unwrap_or_default());
    Ok(())
}
/// Prints `arith.addui_extended` (spec/dialects/arith.td:N) (and the ops of the same format) in its custom syntax.
fn print_add_ui_extended_op<'p, 'a>(
    p: &'p mut print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 1usize));
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(",");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 1usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `arith.addui_extended` (spec/dialects/arith.td:N): unsigned integer addition with a carry-out bit
pub static ADD_UI_EXTENDED_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.addui_extended",
    dialect: "arith",
    traits: ir::Traits::PURE
        .union(ir::Traits::COMMUTATIVE)
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[2usize],
    },
    verify: verify_add_ui_extended_op,
    parse: Some(&(parse_add_ui_extended_op as parse::ops::ParseFn)),
    print: Some(&(print_add_ui_extended_op as print::ops::PrintFn)),
    asm_names: ir::AsmNames::Groups(&["sum", "overflow"]),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_arith::extended,
        kind: "addui_extended",
        elements: true,
    }),
    operand_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE, SIGNLESS_INTEGER_OR_INDEX_LIKE],
    result_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE, BOOL_LIKE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single, ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `arith.subi` (spec/dialects/arith.td:N): integer subtraction
#[derive(Copy, Clone)]
pub struct SubIOp<'a>(pub OpRef<'a>);
impl<'a> SubIOp<'a> {
    pub const NAME: &'static str = "arith.subi";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &SUB_I_OP_INFO).then_some(SubIOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: signless-integer-like
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, SUB_I_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: signless-integer-like
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, SUB_I_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: signless-integer-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, SUB_I_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `overflowFlags`: Integer overflow arith flags
    pub fn overflow_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("overflowFlags")
    }
    pub fn overflow_flags(&self) -> Option<dialects::gen::arith::IntegerOverflowFlags> {
        ods::attr_enum_value(self.0, "overflowFlags")
            .and_then(dialects::gen::arith::IntegerOverflowFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        overflow_flags_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &SUB_I_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.set_attr(ctx, "overflowFlags", overflow_flags_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `arith.subi` (spec/dialects/arith.td:N): integer subtraction
pub static SUB_I_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.subi",
    dialect: "arith",
    traits: ir::Traits::PURE
        .union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "overflowFlags",
            optional: true,
            default: Some(&ADD_I_OP_OVERFLOW_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(IS_INTEGER_OVERFLOW_ARITH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[3usize],
    },
    verify: verify_add_i_op,
    parse: Some(&(parse_add_i_op as parse::ops::ParseFn)),
    print: Some(&(print_add_i_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_arith::int_binary,
        kind: "subi",
        elements: true,
    }),
    operand_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE, SIGNLESS_INTEGER_OR_INDEX_LIKE],
    result_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `arith.muli` (spec/dialects/arith.td:N): integer multiplication
#[derive(Copy, Clone)]
pub struct MulIOp<'a>(pub OpRef<'a>);
impl<'a> MulIOp<'a> {
    pub const NAME: &'static str = "arith.muli";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &MUL_I_OP_INFO).then_some(MulIOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: signless-integer-like
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, MUL_I_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: signless-integer-like
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, MUL_I_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: signless-integer-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, MUL_I_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `overflowFlags`: Integer overflow arith flags
    pub fn overflow_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("overflowFlags")
    }
    pub fn overflow_flags(&self) -> Option<dialects::gen::arith::IntegerOverflowFlags> {
        ods::attr_enum_value(self.0, "overflowFlags")
            .and_then(dialects::gen::arith::IntegerOverflowFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        overflow_flags_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &MUL_I_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.set_attr(ctx, "overflowFlags", overflow_flags_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `arith.muli` (spec/dialects/arith.td:N): integer multiplication
pub static MUL_I_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.muli",
    dialect: "arith",
    traits: ir::Traits::COMMUTATIVE
        .union(ir::Traits::PURE)
        .union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "overflowFlags",
            optional: true,
            default: Some(&ADD_I_OP_OVERFLOW_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(IS_INTEGER_OVERFLOW_ARITH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[4usize],
    },
    verify: verify_add_i_op,
    parse: Some(&(parse_add_i_op as parse::ops::ParseFn)),
    print: Some(&(print_add_i_op as print::ops::PrintFn)),
    asm_names: ir::AsmNames::Native(dialects::native::arith::muli_result_names),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_arith::int_binary,
        kind: "muli",
        elements: true,
    }),
    operand_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE, SIGNLESS_INTEGER_OR_INDEX_LIKE],
    result_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `arith.mulsi_extended` (spec/dialects/arith.td:N): signed multiplication giving the low and high halves of the product
#[derive(Copy, Clone)]
pub struct MulSiExtendedOp<'a>(pub OpRef<'a>);
impl<'a> MulSiExtendedOp<'a> {
    pub const NAME: &'static str = "arith.mulsi_extended";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &MUL_SI_EXTENDED_OP_INFO).then_some(MulSiExtendedOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: signless-integer-like
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, MUL_SI_EXTENDED_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Operand `rhs`: signless-integer-like
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, MUL_SI_EXTENDED_OP_INFO.operand_arities, 1usize)
            .get(0)
    }
    /// Result `low`: signless-integer-like
    pub fn low(&self) -> Value {
        ods::results_group(self.0, MUL_SI_EXTENDED_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Result `high`: signless-integer-like
    pub fn high(&self) -> Value {
        ods::results_group(self.0, MUL_SI_EXTENDED_OP_INFO.result_arities, 1usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        low_ty: Type,
        high_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &MUL_SI_EXTENDED_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(low_ty);
        st.result_types.push(high_ty);
        st
    }
}
/// Verifies `arith.mulsi_extended` (spec/dialects/arith.td:N) and the ops that check the same things.
fn verify_mul_si_extended_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    ods::all_equal(
        op,
        &[
            ods::operand_group_at(op, 0usize).first().map(|v| op.value_type(v)),
            ods::operand_group_at(op, 1usize).first().map(|v| op.value_type(v)),
            ods::results_group_at(op, 0usize).first().map(|v| op.value_type(v)),
            ods::results_group_at(op, 1usize).first().map(|v| op.value_type(v)),
        ],
        "failed to verify that all of {lhs, rhs, low, high} have same type",
    )?;
    ods::elementwise(op)?;
    Ok(())
}
/// Parses `arith.mulsi_extended` (spec/dialects/arith.td:N) (and the ops of the same format) from its custom syntax.
fn parse_mul_si_extended_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_lhs: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_lhs: Option<Vec<Type>> = None;
    let mut o_rhs: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_rhs: Option<Vec<Type>> = None;
    let mut rt_low: Option<Vec<Type>> = None;
    let mut rt_high: Option<Vec<Type>> = None;
    o_lhs.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_rhs.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_lhs = Some(vec![p.parse_type() ?]);
    for &t in ot_lhs.iter().flatten() {
        if !(dialects::gen::constraints::signless_integer_or_index_like(ctx, t)) {
            return p
                .custom_err_loc(
                    st.loc,
                    format!(
                        "'lhs' must be signless-integer-like, but got '{}'",
                        ::descent::print::attrs::type_to_string(ctx, t)
                    ),
                );
        }
    }
    if ot_rhs.is_none() {
        if let Some(t) = ot_lhs.as_ref().and_then(|v| v.first().copied()) {
            ot_rhs = Some(vec![t; o_rhs.len()]);
        }
    }
    if rt_low.is_none() {
        if let Some(t) = ot_lhs.as_ref().and_then(|v| v.first().copied()) {
            rt_low = Some(vec![t; 1usize]);
        }
    }
    if rt_high.is_none() {
        if let Some(t) = ot_lhs.as_ref().and_then(|v| v.first().copied()) {
            rt_high = Some(vec![t; 1usize]);
        }
    }
    let types = ot_lhs.unwrap_or_default();
    p.resolve_operands(&o_lhs, &types, start, &mut st.operands)?;
    let types = ot_rhs.unwrap_or_default();
    p.resolve_operands(&o_rhs, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_low.unwrap_or_default());
    st.result_types.extend(rt_high.unwrap_or_default());
    Ok(())
}
/// Prints `arith.mulsi_extended` (spec/dialects/arith.td:N) (and the ops of the same format) in its custom syntax.
fn print_mul_si_extended_op<'p, 'a>(
    p: &'p mut print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 1usize));
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `arith.mulsi_extended` (spec/dialects/arith.td:N): signed multiplication giving the low and high halves of the product
pub static MUL_SI_EXTENDED_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.mulsi_extended",
    dialect: "arith",
    traits: ir::Traits::PURE
        .union(ir::Traits::COMMUTATIVE)
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[5usize],
    },
    verify: verify_mul_si_extended_op,
    parse: Some(&(parse_mul_si_extended_op as parse::ops::ParseFn)),
    print: Some(&(print_mul_si_extended_op as print::ops::PrintFn)),
    asm_names: ir::AsmNames::Groups(&["low", "high"]),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_arith::extended,
        kind: "mulsi_extended",
        elements: true,
    }),
    operand_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE, SIGNLESS_INTEGER_OR_INDEX_LIKE],
    result_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE, SIGNLESS_INTEGER_OR_INDEX_LIKE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single, ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `arith.mului_extended` (spec/dialects/arith.td:N): unsigned multiplication giving the low and high halves of the product
#[derive(Copy, Clone)]
pub struct MulUiExtendedOp<'a>(pub OpRef<'a>);
impl<'a> MulUiExtendedOp<'a> {
    pub const NAME: &'static str = "arith.mului_extended";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &MUL_UI_EXTENDED_OP_INFO).then_some(MulUiExtendedOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: signless-integer-like
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, MUL_UI_EXTENDED_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Operand `rhs`: signless-integer-like
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, MUL_UI_EXTENDED_OP_INFO.operand_arities, 1usize)
            .get(0)
    }
    /// Result `low`: signless-integer-like
    pub fn low(&self) -> Value {
        ods::results_group(self.0, MUL_UI_EXTENDED_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Result `high`: signless-integer-like
    pub fn high(&self) -> Value {
        ods::results_group(self.0, MUL_UI_EXTENDED_OP_INFO.result_arities, 1usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        low_ty: Type,
        high_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &MUL_UI_EXTENDED_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(low_ty);
        st.result_types.push(high_ty);
        st
    }
}
/// `arith.mului_extended` (spec/dialects/arith.td:N): unsigned multiplication giving the low and high halves of the product
pub static MUL_UI_EXTENDED_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.mului_extended",
    dialect: "arith",
    traits: ir::Traits::PURE
        .union(ir::Traits::COMMUTATIVE)
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[6usize],
    },
    verify: verify_mul_si_extended_op,
    parse: Some(&(parse_mul_si_extended_op as parse::ops::ParseFn)),
    print: Some(&(print_mul_si_extended_op as print::ops::PrintFn)),
    asm_names: ir::AsmNames::Groups(&["low", "high"]),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_arith::extended,
        kind: "mului_extended",
        elements: true,
    }),
    operand_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE, SIGNLESS_INTEGER_OR_INDEX_LIKE],
    result_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE, SIGNLESS_INTEGER_OR_INDEX_LIKE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single, ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `arith.divui` (spec/dialects/arith.td:N): unsigned integer division (rounds toward zero)
#[derive(Copy, Clone)]
pub struct DivUiOp<'a>(pub OpRef<'a>);
impl<'a> DivUiOp<'a> {
    pub const NAME: &'static str = "arith.divui";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &DIV_UI_OP_INFO).then_some(DivUiOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: signless-integer-like
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, DIV_UI_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: signless-integer-like
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, DIV_UI_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: signless-integer-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, DIV_UI_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `isExact`: unit attribute
    pub fn is_exact_attr(&self) -> Option<Attribute> {
        self.0.attr("isExact")
    }
    pub fn is_exact(&self) -> bool {
        self.0.attr("isExact").is_some()
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        is_exact_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &DIV_UI_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.set_attr(ctx, "isExact", is_exact_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// Attribute constraint: unit attribute (`UnitAttr`, spec/constraints.td:N)
const UNIT_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "unit attribute",
    check: dialects::gen::constraints::unit_attr,
};
/// Parses `arith.divui` (spec/dialects/arith.td:N) (and the ops of the same format) from its custom syntax.
fn parse_div_ui_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_lhs: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_lhs: Option<Vec<Type>> = None;
    let mut o_rhs: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_rhs: Option<Vec<Type>> = None;
    let mut rt_result: Option<Vec<Type>> = None;
    o_lhs.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_rhs.push(p.parse_operand()?);
    if p.eat_literal("exact") {
        st.add_attr(ctx.ident("isExact"), ctx.unit_attr());
    }
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    rt_result = Some(vec![p.parse_type() ?]);
    if ot_lhs.is_none() {
        if let Some(t) = rt_result.as_ref().and_then(|v| v.first().copied()) {
            ot_lhs = Some(vec![t; o_lhs.len()]);
        }
    }
    if ot_rhs.is_none() {
        if let Some(t) = rt_result.as_ref().and_then(|v| v.first().copied()) {
            ot_rhs = Some(vec![t; o_rhs.len()]);
        }
    }
    let types = ot_lhs.unwrap_or_default();
    p.resolve_operands(&o_lhs, &types, start, &mut st.operands)?;
    let types = ot_rhs.unwrap_or_default();
    p.resolve_operands(&o_rhs, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `arith.divui` (spec/dialects/arith.td:N) (and the ops of the same format) in its custom syntax.
fn print_div_ui_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 1usize));
    if op.attr("isExact").is_some() {
        p.write(" exact");
    }
    p.print_optional_attr_dict(op, &["isExact"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `arith.divui` (spec/dialects/arith.td:N): unsigned integer division (rounds toward zero)
pub static DIV_UI_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.divui",
    dialect: "arith",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "isExact",
            optional: true,
            constraint: Some(UNIT_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[7usize],
    },
    verify: verify_add_i_op,
    parse: Some(&(parse_div_ui_op as parse::ops::ParseFn)),
    print: Some(&(print_div_ui_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_arith::int_binary,
        kind: "divui",
        elements: true,
    }),
    operand_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE, SIGNLESS_INTEGER_OR_INDEX_LIKE],
    result_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `arith.divsi` (spec/dialects/arith.td:N): signed integer division (rounds toward zero)
#[derive(Copy, Clone)]
pub struct DivSiOp<'a>(pub OpRef<'a>);
impl<'a> DivSiOp<'a> {
    pub const NAME: &'static str = "arith.divsi";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &DIV_SI_OP_INFO).then_some(DivSiOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: signless-integer-like
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, DIV_SI_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: signless-integer-like
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, DIV_SI_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: signless-integer-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, DIV_SI_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `isExact`: unit attribute
    pub fn is_exact_attr(&self) -> Option<Attribute> {
        self.0.attr("isExact")
    }
    pub fn is_exact(&self) -> bool {
        self.0.attr("isExact").is_some()
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        is_exact_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &DIV_SI_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.set_attr(ctx, "isExact", is_exact_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `arith.divsi` (spec/dialects/arith.td:N): signed integer division (rounds toward zero)
pub static DIV_SI_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.divsi",
    dialect: "arith",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "isExact",
            optional: true,
            constraint: Some(UNIT_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[8usize],
    },
    verify: verify_add_i_op,
    parse: Some(&(parse_div_ui_op as parse::ops::ParseFn)),
    print: Some(&(print_div_ui_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_arith::int_binary,
        kind: "divsi",
        elements: true,
    }),
    operand_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE, SIGNLESS_INTEGER_OR_INDEX_LIKE],
    result_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `arith.ceildivui` (spec/dialects/arith.td:N): unsigned integer division rounding up
#[derive(Copy, Clone)]
pub struct CeilDivUiOp<'a>(pub OpRef<'a>);
impl<'a> CeilDivUiOp<'a> {
    pub const NAME: &'static str = "arith.ceildivui";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &CEIL_DIV_UI_OP_INFO).then_some(CeilDivUiOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: signless-integer-like
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, CEIL_DIV_UI_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: signless-integer-like
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, CEIL_DIV_UI_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: signless-integer-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, CEIL_DIV_UI_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &CEIL_DIV_UI_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
/// Verifies `arith.ceildivui` (spec/dialects/arith.td:N) and the ops that check the same things.
fn verify_ceil_div_ui_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    ods::same_operands_and_result_type(op)?;
    ods::elementwise(op)?;
    Ok(())
}
/// Parses `arith.ceildivui` (spec/dialects/arith.td:N) (and the ops of the same format) from its custom syntax.
fn parse_ceil_div_ui_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut o_lhs: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_lhs: Option<Vec<Type>> = None;
    let mut o_rhs: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_rhs: Option<Vec<Type>> = None;
    let mut rt_result: Option<Vec<Type>> = None;
    o_lhs.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_rhs.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    rt_result = Some(vec![p.parse_type() ?]);
    if ot_lhs.is_none() {
        if let Some(t) = rt_result.as_ref().and_then(|v| v.first().copied()) {
            ot_lhs = Some(vec![t; o_lhs.len()]);
        }
    }
    if ot_rhs.is_none() {
        if let Some(t) = rt_result.as_ref().and_then(|v| v.first().copied()) {
            ot_rhs = Some(vec![t; o_rhs.len()]);
        }
    }
    let types = ot_lhs.unwrap_or_default();
    p.resolve_operands(&o_lhs, &types, start, &mut st.operands)?;
    let types = ot_rhs.unwrap_or_default();
    p.resolve_operands(&o_rhs, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `arith.ceildivui` (spec/dialects/arith.td:N) (and the ops of the same format) in its custom syntax.
fn print_ceil_div_ui_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 1usize));
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `arith.ceildivui` (spec/dialects/arith.td:N): unsigned integer division rounding up
pub static CEIL_DIV_UI_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.ceildivui",
    dialect: "arith",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[9usize],
    },
    verify: verify_ceil_div_ui_op,
    parse: Some(&(parse_ceil_div_ui_op as parse::ops::ParseFn)),
    print: Some(&(print_ceil_div_ui_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_arith::int_binary,
        kind: "ceildivui",
        elements: true,
    }),
    operand_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE, SIGNLESS_INTEGER_OR_INDEX_LIKE],
    result_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `arith.ceildivsi` (spec/dialects/arith.td:N): signed integer division rounding toward positive infinity
#[derive(Copy, Clone)]
pub struct CeilDivSiOp<'a>(pub OpRef<'a>);
impl<'a> CeilDivSiOp<'a> {
    pub const NAME: &'static str = "arith.ceildivsi";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &CEIL_DIV_SI_OP_INFO).then_some(CeilDivSiOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: signless-integer-like
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, CEIL_DIV_SI_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: signless-integer-like
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, CEIL_DIV_SI_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: signless-integer-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, CEIL_DIV_SI_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &CEIL_DIV_SI_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
/// `arith.ceildivsi` (spec/dialects/arith.td:N): signed integer division rounding toward positive infinity
pub static CEIL_DIV_SI_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.ceildivsi",
    dialect: "arith",
    traits: ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[10usize],
    },
    verify: verify_ceil_div_ui_op,
    parse: Some(&(parse_ceil_div_ui_op as parse::ops::ParseFn)),
    print: Some(&(print_ceil_div_ui_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_arith::int_binary,
        kind: "ceildivsi",
        elements: true,
    }),
    operand_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE, SIGNLESS_INTEGER_OR_INDEX_LIKE],
    result_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `arith.floordivsi` (spec/dialects/arith.td:N): signed integer division rounding toward negative infinity
#[derive(Copy, Clone)]
pub struct FloorDivSiOp<'a>(pub OpRef<'a>);
impl<'a> FloorDivSiOp<'a> {
    pub const NAME: &'static str = "arith.floordivsi";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &FLOOR_DIV_SI_OP_INFO).then_some(FloorDivSiOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: signless-integer-like
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, FLOOR_DIV_SI_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: signless-integer-like
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, FLOOR_DIV_SI_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: signless-integer-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, FLOOR_DIV_SI_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &FLOOR_DIV_SI_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
/// `arith.floordivsi` (spec/dialects/arith.td:N): signed integer division rounding toward negative infinity
pub static FLOOR_DIV_SI_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.floordivsi",
    dialect: "arith",
    traits: ir::Traits::PURE
        .union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[11usize],
    },
    verify: verify_ceil_div_ui_op,
    parse: Some(&(parse_ceil_div_ui_op as parse::ops::ParseFn)),
    print: Some(&(print_ceil_div_ui_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_arith::int_binary,
        kind: "floordivsi",
        elements: true,
    }),
    operand_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE, SIGNLESS_INTEGER_OR_INDEX_LIKE],
    result_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `arith.remui` (spec/dialects/arith.td:N): unsigned integer remainder
#[derive(Copy, Clone)]
pub struct RemUiOp<'a>(pub OpRef<'a>);
impl<'a> RemUiOp<'a> {
    pub const NAME: &'static str = "arith.remui";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &REM_UI_OP_INFO).then_some(RemUiOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: signless-integer-like
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, REM_UI_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: signless-integer-like
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, REM_UI_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: signless-integer-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, REM_UI_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &REM_UI_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
/// `arith.remui` (spec/dialects/arith.td:N): unsigned integer remainder
pub static REM_UI_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.remui",
    dialect: "arith",
    traits: ir::Traits::PURE
        .union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[12usize],
    },
    verify: verify_ceil_div_ui_op,
    parse: Some(&(parse_ceil_div_ui_op as parse::ops::ParseFn)),
    print: Some(&(print_ceil_div_ui_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_arith::int_binary,
        kind: "remui",
        elements: true,
    }),
    operand_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE, SIGNLESS_INTEGER_OR_INDEX_LIKE],
    result_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `arith.remsi` (spec/dialects/arith.td:N): signed integer remainder (sign of the dividend)
#[derive(Copy, Clone)]
pub struct RemSiOp<'a>(pub OpRef<'a>);
impl<'a> RemSiOp<'a> {
    pub const NAME: &'static str = "arith.remsi";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &REM_SI_OP_INFO).then_some(RemSiOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: signless-integer-like
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, REM_SI_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: signless-integer-like
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, REM_SI_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: signless-integer-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, REM_SI_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &REM_SI_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
/// `arith.remsi` (spec/dialects/arith.td:N): signed integer remainder (sign of the dividend)
pub static REM_SI_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.remsi",
    dialect: "arith",
    traits: ir::Traits::PURE
        .union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[13usize],
    },
    verify: verify_ceil_div_ui_op,
    parse: Some(&(parse_ceil_div_ui_op as parse::ops::ParseFn)),
    print: Some(&(print_ceil_div_ui_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_arith::int_binary,
        kind: "remsi",
        elements: true,
    }),
    operand_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE, SIGNLESS_INTEGER_OR_INDEX_LIKE],
    result_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `arith.andi` (spec/dialects/arith.td:N): bitwise and
#[derive(Copy, Clone)]
pub struct AndIOp<'a>(pub OpRef<'a>);
impl<'a> AndIOp<'a> {
    pub const NAME: &'static str = "arith.andi";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &AND_I_OP_INFO).then_some(AndIOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: signless-integer-like
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, AND_I_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: signless-integer-like
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, AND_I_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: signless-integer-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, AND_I_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &AND_I_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
/// `arith.andi` (spec/dialects/arith.td:N): bitwise and
pub static AND_I_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.andi",
    dialect: "arith",
    traits: ir::Traits::COMMUTATIVE
        .union(ir::Traits::IDEMPOTENT)
        .union(ir::Traits::PURE)
        .union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[14usize],
    },
    verify: verify_ceil_div_ui_op,
    parse: Some(&(parse_ceil_div_ui_op as parse::ops::ParseFn)),
    print: Some(&(print_ceil_div_ui_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_arith::int_binary,
        kind: "andi",
        elements: true,
    }),
    operand_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE, SIGNLESS_INTEGER_OR_INDEX_LIKE],
    result_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `arith.ori` (spec/dialects/arith.td:N): bitwise or
#[derive(Copy, Clone)]
pub struct OrIOp<'a>(pub OpRef<'a>);
impl<'a> OrIOp<'a> {
    pub const NAME: &'static str = "arith.ori";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &OR_I_OP_INFO).then_some(OrIOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: signless-integer-like
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, OR_I_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: signless-integer-like
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, OR_I_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: signless-integer-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, OR_I_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &OR_I_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
/// `arith.ori` (spec/dialects/arith.td:N): bitwise or
pub static OR_I_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.ori",
    dialect: "arith",
    traits: ir::Traits::COMMUTATIVE
        .union(ir::Traits::IDEMPOTENT)
        .union(ir::Traits::PURE)
        .union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[15usize],
    },
    verify: verify_ceil_div_ui_op,
    parse: Some(&(parse_ceil_div_ui_op as parse::ops::ParseFn)),
    print: Some(&(print_ceil_div_ui_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_arith::int_binary,
        kind: "ori",
        elements: true,
    }),
    operand_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE, SIGNLESS_INTEGER_OR_INDEX_LIKE],
    result_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `arith.xori` (spec/dialects/arith.td:N): bitwise exclusive or
#[derive(Copy, Clone)]
pub struct XOrIOp<'a>(pub OpRef<'a>);
impl<'a> XOrIOp<'a> {
    pub const NAME: &'static str = "arith.xori";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &X_OR_I_OP_INFO).then_some(XOrIOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: signless-integer-like
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, X_OR_I_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: signless-integer-like
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, X_OR_I_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: signless-integer-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, X_OR_I_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &X_OR_I_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
/// `arith.xori` (spec/dialects/arith.td:N): bitwise exclusive or
pub static X_OR_I_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.xori",
    dialect: "arith",
    traits: ir::Traits::COMMUTATIVE
        .union(ir::Traits::PURE)
        .union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[16usize],
    },
    verify: verify_ceil_div_ui_op,
    parse: Some(&(parse_ceil_div_ui_op as parse::ops::ParseFn)),
    print: Some(&(print_ceil_div_ui_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_arith::int_binary,
        kind: "xori",
        elements: true,
    }),
    operand_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE, SIGNLESS_INTEGER_OR_INDEX_LIKE],
    result_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `arith.shli` (spec/dialects/arith.td:N): shift left
#[derive(Copy, Clone)]
pub struct ShLiOp<'a>(pub OpRef<'a>);
impl<'a> ShLiOp<'a> {
    pub const NAME: &'static str = "arith.shli";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &SH_LI_OP_INFO).then_some(ShLiOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: signless-integer-like
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, SH_LI_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: signless-integer-like
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, SH_LI_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: signless-integer-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, SH_LI_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `overflowFlags`: Integer overflow arith flags
    pub fn overflow_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("overflowFlags")
    }
    pub fn overflow_flags(&self) -> Option<dialects::gen::arith::IntegerOverflowFlags> {
        ods::attr_enum_value(self.0, "overflowFlags")
            .and_then(dialects::gen::arith::IntegerOverflowFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        overflow_flags_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &SH_LI_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.set_attr(ctx, "overflowFlags", overflow_flags_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `arith.shli` (spec/dialects/arith.td:N): shift left
pub static SH_LI_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.shli",
    dialect: "arith",
    traits: ir::Traits::PURE
        .union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "overflowFlags",
            optional: true,
            default: Some(&ADD_I_OP_OVERFLOW_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(IS_INTEGER_OVERFLOW_ARITH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[17usize],
    },
    verify: verify_add_i_op,
    parse: Some(&(parse_add_i_op as parse::ops::ParseFn)),
    print: Some(&(print_add_i_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_arith::int_binary,
        kind: "shli",
        elements: true,
    }),
    operand_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE, SIGNLESS_INTEGER_OR_INDEX_LIKE],
    result_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `arith.shrui` (spec/dialects/arith.td:N): logical shift right (fills with zeros)
#[derive(Copy, Clone)]
pub struct ShRuiOp<'a>(pub OpRef<'a>);
impl<'a> ShRuiOp<'a> {
    pub const NAME: &'static str = "arith.shrui";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &SH_RUI_OP_INFO).then_some(ShRuiOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: signless-integer-like
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, SH_RUI_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: signless-integer-like
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, SH_RUI_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: signless-integer-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, SH_RUI_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `isExact`: unit attribute
    pub fn is_exact_attr(&self) -> Option<Attribute> {
        self.0.attr("isExact")
    }
    pub fn is_exact(&self) -> bool {
        self.0.attr("isExact").is_some()
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        is_exact_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &SH_RUI_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.set_attr(ctx, "isExact", is_exact_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `arith.shrui` (spec/dialects/arith.td:N): logical shift right (fills with zeros)
pub static SH_RUI_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.shrui",
    dialect: "arith",
    traits: ir::Traits::PURE
        .union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "isExact",
            optional: true,
            constraint: Some(UNIT_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[18usize],
    },
    verify: verify_add_i_op,
    parse: Some(&(parse_div_ui_op as parse::ops::ParseFn)),
    print: Some(&(print_div_ui_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_arith::int_binary,
        kind: "shrui",
        elements: true,
    }),
    operand_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE, SIGNLESS_INTEGER_OR_INDEX_LIKE],
    result_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `arith.shrsi` (spec/dialects/arith.td:N): arithmetic shift right (fills with the sign bit)
#[derive(Copy, Clone)]
pub struct ShRsiOp<'a>(pub OpRef<'a>);
impl<'a> ShRsiOp<'a> {
    pub const NAME: &'static str = "arith.shrsi";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &SH_RSI_OP_INFO).then_some(ShRsiOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: signless-integer-like
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, SH_RSI_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: signless-integer-like
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, SH_RSI_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: signless-integer-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, SH_RSI_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `isExact`: unit attribute
    pub fn is_exact_attr(&self) -> Option<Attribute> {
        self.0.attr("isExact")
    }
    pub fn is_exact(&self) -> bool {
        self.0.attr("isExact").is_some()
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        is_exact_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &SH_RSI_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.set_attr(ctx, "isExact", is_exact_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `arith.shrsi` (spec/dialects/arith.td:N): arithmetic shift right (fills with the sign bit)
pub static SH_RSI_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.shrsi",
    dialect: "arith",
    traits: ir::Traits::PURE
        .union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "isExact",
            optional: true,
            constraint: Some(UNIT_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[19usize],
    },
    verify: verify_add_i_op,
    parse: Some(&(parse_div_ui_op as parse::ops::ParseFn)),
    print: Some(&(print_div_ui_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_arith::int_binary,
        kind: "shrsi",
        elements: true,
    }),
    operand_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE, SIGNLESS_INTEGER_OR_INDEX_LIKE],
    result_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
static NEG_F_OP_FASTMATH_DEFAULT: ir::SpecDefault = ir::SpecDefault {
    text: "#arith.fastmath<none>",
    value: ir::SpecValue::Enum(
        &dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        0u64,
    ),
};
/// `arith.negf` (spec/dialects/arith.td:N): floating-point negation
#[derive(Copy, Clone)]
pub struct NegFOp<'a>(pub OpRef<'a>);
impl<'a> NegFOp<'a> {
    pub const NAME: &'static str = "arith.negf";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &NEG_F_OP_INFO).then_some(NegFOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operand`: floating-point-like
    pub fn operand(&self) -> Value {
        ods::operand_group(self.0, NEG_F_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, NEG_F_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operand: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &NEG_F_OP_INFO, loc);
        st.operands.push(operand);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// Attribute constraint: Floating point fast math flags (first used by `arith.negf`, spec/dialects/arith.td:N)
const IS_FLOATING_POINT_FAST_MATH_FLAGS: ir::AttrConstraint = ir::AttrConstraint {
    summary: "Floating point fast math flags",
    check: |ctx: &Context, a: Attribute| ir::pred::attr::enum_attr_pred(
        ctx,
        a,
        "FastMathFlags",
    ),
};
/// Type constraint: floating-point-like (`FloatLike`, spec/constraints.td:N)
const FLOAT_LIKE: ir::TypeConstraint = ir::TypeConstraint {
    summary: "floating-point-like",
    check: dialects::gen::constraints::float_like,
};
/// Parses `arith.negf` (spec/dialects/arith.td:N) (and the ops of the same format) from its custom syntax.
fn parse_neg_f_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_operand: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_operand: Option<Vec<Type>> = None;
    let mut rt_result: Option<Vec<Type>> = None;
    o_operand.push(p.parse_operand()?);
    if p.eat_literal("fastmath") {
        let v = ods::parse_enum_stripped(
            p,
            &dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        )?;
        st.add_attr(
            ctx.ident("fastmath"),
            ctx.enum_attr(&dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM, v),
        );
    }
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    rt_result = Some(vec![p.parse_type() ?]);
    if ot_operand.is_none() {
        if let Some(t) = rt_result.as_ref().and_then(|v| v.first().copied()) {
            ot_operand = Some(vec![t; o_operand.len()]);
        }
    }
    let types = ot_operand.unwrap_or_default();
    p.resolve_operands(&o_operand, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `arith.negf` (spec/dialects/arith.td:N) (and the ops of the same format) in its custom syntax.
fn print_neg_f_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    if ods::attr_differs_from_default(op, "fastmath") {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `arith.negf` (spec/dialects/arith.td:N): floating-point negation
pub static NEG_F_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.negf",
    dialect: "arith",
    traits: ir::Traits::PURE
        .union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&NEG_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[20usize],
    },
    verify: verify_add_i_op,
    parse: Some(&(parse_neg_f_op as parse::ops::ParseFn)),
    print: Some(&(print_neg_f_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_arith::float_op,
        kind: "negf",
        elements: true,
    }),
    operand_types: &[FLOAT_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `arith.addf` (spec/dialects/arith.td:N): floating-point addition
#[derive(Copy, Clone)]
pub struct AddFOp<'a>(pub OpRef<'a>);
impl<'a> AddFOp<'a> {
    pub const NAME: &'static str = "arith.addf";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &ADD_F_OP_INFO).then_some(AddFOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: floating-point-like
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, ADD_F_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: floating-point-like
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, ADD_F_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, ADD_F_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &ADD_F_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// Parses `arith.addf` (spec/dialects/arith.td:N) (and the ops of the same format) from its custom syntax.
fn parse_add_f_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_lhs: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_lhs: Option<Vec<Type>> = None;
    let mut o_rhs: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_rhs: Option<Vec<Type>> = None;
    let mut rt_result: Option<Vec<Type>> = None;
    o_lhs.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_rhs.push(p.parse_operand()?);
    if p.eat_literal("fastmath") {
        let v = ods::parse_enum_stripped(
            p,
            &dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        )?;
        st.add_attr(
            ctx.ident("fastmath"),
            ctx.enum_attr(&dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM, v),
        );
    }
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    rt_result = Some(vec![p.parse_type() ?]);
    if ot_lhs.is_none() {
        if let Some(t) = rt_result.as_ref().and_then(|v| v.first().copied()) {
            ot_lhs = Some(vec![t; o_lhs.len()]);
        }
    }
    if ot_rhs.is_none() {
        if let Some(t) = rt_result.as_ref().and_then(|v| v.first().copied()) {
            ot_rhs = Some(vec![t; o_rhs.len()]);
        }
    }
    let types = ot_lhs.unwrap_or_default();
    p.resolve_operands(&o_lhs, &types, start, &mut st.operands)?;
    let types = ot_rhs.unwrap_or_default();
    p.resolve_operands(&o_rhs, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `arith.addf` (spec/dialects/arith.td:N) (and the ops of the same format) in its custom syntax.
fn print_add_f_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 1usize));
    if ods::attr_differs_from_default(op, "fastmath") {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `arith.addf` (spec/dialects/arith.td:N): floating-point addition
pub static ADD_F_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.addf",
    dialect: "arith",
    traits: ir::Traits::PURE
        .union(ir::Traits::COMMUTATIVE)
        .union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&NEG_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[21usize],
    },
    verify: verify_add_i_op,
    parse: Some(&(parse_add_f_op as parse::ops::ParseFn)),
    print: Some(&(print_add_f_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_arith::float_op,
        kind: "addf",
        elements: true,
    }),
    operand_types: &[FLOAT_LIKE, FLOAT_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `arith.subf` (spec/dialects/arith.td:N): floating-point subtraction
#[derive(Copy, Clone)]
pub struct SubFOp<'a>(pub OpRef<'a>);
impl<'a> SubFOp<'a> {
    pub const NAME: &'static str = "arith.subf";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &SUB_F_OP_INFO).then_some(SubFOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: floating-point-like
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, SUB_F_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: floating-point-like
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, SUB_F_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, SUB_F_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &SUB_F_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `arith.subf` (spec/dialects/arith.td:N): floating-point subtraction
pub static SUB_F_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.subf",
    dialect: "arith",
    traits: ir::Traits::PURE
        .union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&NEG_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[22usize],
    },
    verify: verify_add_i_op,
    parse: Some(&(parse_add_f_op as parse::ops::ParseFn)),
    print: Some(&(print_add_f_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_arith::float_op,
        kind: "subf",
        elements: true,
    }),
    operand_types: &[FLOAT_LIKE, FLOAT_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `arith.maximumf` (spec/dialects/arith.td:N): floating-point maximum, propagating NaN
#[derive(Copy, Clone)]
pub struct MaximumFOp<'a>(pub OpRef<'a>);
impl<'a> MaximumFOp<'a> {
    pub const NAME: &'static str = "arith.maximumf";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &MAXIMUM_F_OP_INFO).then_some(MaximumFOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: floating-point-like
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, MAXIMUM_F_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: floating-point-like
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, MAXIMUM_F_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, MAXIMUM_F_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &MAXIMUM_F_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `arith.maximumf` (spec/dialects/arith.td:N): floating-point maximum, propagating NaN
pub static MAXIMUM_F_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.maximumf",
    dialect: "arith",
    traits: ir::Traits::PURE
        .union(ir::Traits::COMMUTATIVE)
        .union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&NEG_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[23usize],
    },
    verify: verify_add_i_op,
    parse: Some(&(parse_add_f_op as parse::ops::ParseFn)),
    print: Some(&(print_add_f_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_arith::float_min_max,
        kind: "maximumf",
        elements: true,
    }),
    operand_types: &[FLOAT_LIKE, FLOAT_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `arith.maxnumf` (spec/dialects/arith.td:N): floating-point maximum, preferring the non-NaN operand
#[derive(Copy, Clone)]
pub struct MaxNumFOp<'a>(pub OpRef<'a>);
impl<'a> MaxNumFOp<'a> {
    pub const NAME: &'static str = "arith.maxnumf";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &MAX_NUM_F_OP_INFO).then_some(MaxNumFOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: floating-point-like
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, MAX_NUM_F_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: floating-point-like
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, MAX_NUM_F_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, MAX_NUM_F_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &MAX_NUM_F_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `arith.maxnumf` (spec/dialects/arith.td:N): floating-point maximum, preferring the non-NaN operand
pub static MAX_NUM_F_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.maxnumf",
    dialect: "arith",
    traits: ir::Traits::PURE
        .union(ir::Traits::COMMUTATIVE)
        .union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&NEG_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[24usize],
    },
    verify: verify_add_i_op,
    parse: Some(&(parse_add_f_op as parse::ops::ParseFn)),
    print: Some(&(print_add_f_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_arith::float_min_max,
        kind: "maxnumf",
        elements: true,
    }),
    operand_types: &[FLOAT_LIKE, FLOAT_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `arith.maxsi` (spec/dialects/arith.td:N): signed integer maximum
#[derive(Copy, Clone)]
pub struct MaxSiOp<'a>(pub OpRef<'a>);
impl<'a> MaxSiOp<'a> {
    pub const NAME: &'static str = "arith.maxsi";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &MAX_SI_OP_INFO).then_some(MaxSiOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: signless-integer-like
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, MAX_SI_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: signless-integer-like
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, MAX_SI_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: signless-integer-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, MAX_SI_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &MAX_SI_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
/// `arith.maxsi` (spec/dialects/arith.td:N): signed integer maximum
pub static MAX_SI_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.maxsi",
    dialect: "arith",
    traits: ir::Traits::COMMUTATIVE
        .union(ir::Traits::PURE)
        .union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[25usize],
    },
    verify: verify_ceil_div_ui_op,
    parse: Some(&(parse_ceil_div_ui_op as parse::ops::ParseFn)),
    print: Some(&(print_ceil_div_ui_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_arith::int_binary,
        kind: "maxsi",
        elements: true,
    }),
    operand_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE, SIGNLESS_INTEGER_OR_INDEX_LIKE],
    result_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `arith.maxui` (spec/dialects/arith.td:N): unsigned integer maximum
#[derive(Copy, Clone)]
pub struct MaxUiOp<'a>(pub OpRef<'a>);
impl<'a> MaxUiOp<'a> {
    pub const NAME: &'static str = "arith.maxui";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &MAX_UI_OP_INFO).then_some(MaxUiOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: signless-integer-like
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, MAX_UI_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: signless-integer-like
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, MAX_UI_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: signless-integer-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, MAX_UI_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &MAX_UI_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
/// `arith.maxui` (spec/dialects/arith.td:N): unsigned integer maximum
pub static MAX_UI_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.maxui",
    dialect: "arith",
    traits: ir::Traits::COMMUTATIVE
        .union(ir::Traits::PURE)
        .union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[26usize],
    },
    verify: verify_ceil_div_ui_op,
    parse: Some(&(parse_ceil_div_ui_op as parse::ops::ParseFn)),
    print: Some(&(print_ceil_div_ui_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_arith::int_binary,
        kind: "maxui",
        elements: true,
    }),
    operand_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE, SIGNLESS_INTEGER_OR_INDEX_LIKE],
    result_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `arith.minimumf` (spec/dialects/arith.td:N): floating-point minimum, propagating NaN
#[derive(Copy, Clone)]
pub struct MinimumFOp<'a>(pub OpRef<'a>);
impl<'a> MinimumFOp<'a> {
    pub const NAME: &'static str = "arith.minimumf";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &MINIMUM_F_OP_INFO).then_some(MinimumFOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: floating-point-like
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, MINIMUM_F_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: floating-point-like
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, MINIMUM_F_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, MINIMUM_F_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &MINIMUM_F_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `arith.minimumf` (spec/dialects/arith.td:N): floating-point minimum, propagating NaN
pub static MINIMUM_F_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.minimumf",
    dialect: "arith",
    traits: ir::Traits::PURE
        .union(ir::Traits::COMMUTATIVE)
        .union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&NEG_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[27usize],
    },
    verify: verify_add_i_op,
    parse: Some(&(parse_add_f_op as parse::ops::ParseFn)),
    print: Some(&(print_add_f_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_arith::float_min_max,
        kind: "minimumf",
        elements: true,
    }),
    operand_types: &[FLOAT_LIKE, FLOAT_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `arith.minnumf` (spec/dialects/arith.td:N): floating-point minimum, preferring the non-NaN operand
#[derive(Copy, Clone)]
pub struct MinNumFOp<'a>(pub OpRef<'a>);
impl<'a> MinNumFOp<'a> {
    pub const NAME: &'static str = "arith.minnumf";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &MIN_NUM_F_OP_INFO).then_some(MinNumFOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: floating-point-like
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, MIN_NUM_F_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: floating-point-like
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, MIN_NUM_F_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, MIN_NUM_F_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &MIN_NUM_F_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `arith.minnumf` (spec/dialects/arith.td:N): floating-point minimum, preferring the non-NaN operand
pub static MIN_NUM_F_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.minnumf",
    dialect: "arith",
    traits: ir::Traits::PURE
        .union(ir::Traits::COMMUTATIVE)
        .union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&NEG_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[28usize],
    },
    verify: verify_add_i_op,
    parse: Some(&(parse_add_f_op as parse::ops::ParseFn)),
    print: Some(&(print_add_f_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_arith::float_min_max,
        kind: "minnumf",
        elements: true,
    }),
    operand_types: &[FLOAT_LIKE, FLOAT_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `arith.minsi` (spec/dialects/arith.td:N): signed integer minimum
#[derive(Copy, Clone)]
pub struct MinSiOp<'a>(pub OpRef<'a>);
impl<'a> MinSiOp<'a> {
    pub const NAME: &'static str = "arith.minsi";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &MIN_SI_OP_INFO).then_some(MinSiOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: signless-integer-like
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, MIN_SI_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: signless-integer-like
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, MIN_SI_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: signless-integer-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, MIN_SI_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &MIN_SI_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
/// `arith.minsi` (spec/dialects/arith.td:N): signed integer minimum
pub static MIN_SI_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.minsi",
    dialect: "arith",
    traits: ir::Traits::COMMUTATIVE
        .union(ir::Traits::PURE)
        .union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[29usize],
    },
    verify: verify_ceil_div_ui_op,
    parse: Some(&(parse_ceil_div_ui_op as parse::ops::ParseFn)),
    print: Some(&(print_ceil_div_ui_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_arith::int_binary,
        kind: "minsi",
        elements: true,
    }),
    operand_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE, SIGNLESS_INTEGER_OR_INDEX_LIKE],
    result_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `arith.minui` (spec/dialects/arith.td:N): unsigned integer minimum
#[derive(Copy, Clone)]
pub struct MinUiOp<'a>(pub OpRef<'a>);
impl<'a> MinUiOp<'a> {
    pub const NAME: &'static str = "arith.minui";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &MIN_UI_OP_INFO).then_some(MinUiOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: signless-integer-like
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, MIN_UI_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: signless-integer-like
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, MIN_UI_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: signless-integer-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, MIN_UI_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &MIN_UI_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
/// `arith.minui` (spec/dialects/arith.td:N): unsigned integer minimum
pub static MIN_UI_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.minui",
    dialect: "arith",
    traits: ir::Traits::COMMUTATIVE
        .union(ir::Traits::PURE)
        .union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[30usize],
    },
    verify: verify_ceil_div_ui_op,
    parse: Some(&(parse_ceil_div_ui_op as parse::ops::ParseFn)),
    print: Some(&(print_ceil_div_ui_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_arith::int_binary,
        kind: "minui",
        elements: true,
    }),
    operand_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE, SIGNLESS_INTEGER_OR_INDEX_LIKE],
    result_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `arith.mulf` (spec/dialects/arith.td:N): floating-point multiplication
#[derive(Copy, Clone)]
pub struct MulFOp<'a>(pub OpRef<'a>);
impl<'a> MulFOp<'a> {
    pub const NAME: &'static str = "arith.mulf";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &MUL_F_OP_INFO).then_some(MulFOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: floating-point-like
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, MUL_F_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: floating-point-like
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, MUL_F_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, MUL_F_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &MUL_F_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `arith.mulf` (spec/dialects/arith.td:N): floating-point multiplication
pub static MUL_F_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.mulf",
    dialect: "arith",
    traits: ir::Traits::PURE
        .union(ir::Traits::COMMUTATIVE)
        .union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&NEG_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[31usize],
    },
    verify: verify_add_i_op,
    parse: Some(&(parse_add_f_op as parse::ops::ParseFn)),
    print: Some(&(print_add_f_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_arith::float_op,
        kind: "mulf",
        elements: true,
    }),
    operand_types: &[FLOAT_LIKE, FLOAT_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `arith.divf` (spec/dialects/arith.td:N): floating-point division
#[derive(Copy, Clone)]
pub struct DivFOp<'a>(pub OpRef<'a>);
impl<'a> DivFOp<'a> {
    pub const NAME: &'static str = "arith.divf";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &DIV_F_OP_INFO).then_some(DivFOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: floating-point-like
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, DIV_F_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: floating-point-like
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, DIV_F_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, DIV_F_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &DIV_F_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `arith.divf` (spec/dialects/arith.td:N): floating-point division
pub static DIV_F_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.divf",
    dialect: "arith",
    traits: ir::Traits::PURE
        .union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&NEG_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[32usize],
    },
    verify: verify_add_i_op,
    parse: Some(&(parse_add_f_op as parse::ops::ParseFn)),
    print: Some(&(print_add_f_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_arith::float_op,
        kind: "divf",
        elements: true,
    }),
    operand_types: &[FLOAT_LIKE, FLOAT_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `arith.remf` (spec/dialects/arith.td:N): floating-point remainder (sign of the dividend)
#[derive(Copy, Clone)]
pub struct RemFOp<'a>(pub OpRef<'a>);
impl<'a> RemFOp<'a> {
    pub const NAME: &'static str = "arith.remf";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &REM_F_OP_INFO).then_some(RemFOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: floating-point-like
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, REM_F_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: floating-point-like
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, REM_F_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: floating-point-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, REM_F_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &REM_F_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// `arith.remf` (spec/dialects/arith.td:N): floating-point remainder (sign of the dividend)
pub static REM_F_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.remf",
    dialect: "arith",
    traits: ir::Traits::PURE
        .union(ir::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&NEG_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[33usize],
    },
    verify: verify_add_i_op,
    parse: Some(&(parse_add_f_op as parse::ops::ParseFn)),
    print: Some(&(print_add_f_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_arith::float_op,
        kind: "remf",
        elements: true,
    }),
    operand_types: &[FLOAT_LIKE, FLOAT_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `arith.extui` (spec/dialects/arith.td:N): zero-extend an integer to a wider one
#[derive(Copy, Clone)]
pub struct ExtUiOp<'a>(pub OpRef<'a>);
impl<'a> ExtUiOp<'a> {
    pub const NAME: &'static str = "arith.extui";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &EXT_UI_OP_INFO).then_some(ExtUiOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: signless-fixed-width-integer-like
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, EXT_UI_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `out`: signless-fixed-width-integer-like
    pub fn out(&self) -> Value {
        ods::results_group(self.0, EXT_UI_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        out_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &EXT_UI_OP_INFO, loc);
        st.operands.push(in_);
        st.result_types.push(out_ty);
        st
    }
}
/// Type constraint: signless-fixed-width-integer-like (`Arith_SignlessFixedWidthIntegerLike`, spec/dialects/arith.td:N)
const ARITH_SIGNLESS_FIXED_WIDTH_INTEGER_LIKE: ir::TypeConstraint = ir::TypeConstraint {
    summary: "signless-fixed-width-integer-like",
    check: dialects::gen::arith::arith_signless_fixed_width_integer_like,
};
/// Verifies `arith.extui` (spec/dialects/arith.td:N) and the ops that check the same things.
fn verify_ext_ui_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    if !dialects::native::arith::same_input_output_tensor_dims(op) {
        return Err(
            ods::op_error(
                op,
                "failed to verify that input and output have the same tensor dimensions",
            ),
        );
    }
    ods::same_operands_and_result_shape(op)?;
    ods::elementwise(op)?;
    dialects::native::arith::verify_extui(op)?;
    Ok(())
}
/// Parses `arith.extui` (spec/dialects/arith.td:N) (and the ops of the same format) from its custom syntax.
fn parse_ext_ui_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut o_in: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_in: Option<Vec<Type>> = None;
    let mut rt_out: Option<Vec<Type>> = None;
    o_in.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_in = Some(vec![p.parse_type() ?]);
    p.expect_literal("to")?;
    rt_out = Some(vec![p.parse_type() ?]);
    let types = ot_in.unwrap_or_default();
    p.resolve_operands(&o_in, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_out.unwrap_or_default());
    Ok(())
}
/// Prints `arith.extui` (spec/dialects/arith.td:N) (and the ops of the same format) in its custom syntax.
fn print_ext_ui_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(" to");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `arith.extui` (spec/dialects/arith.td:N): zero-extend an integer to a wider one
pub static EXT_UI_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.extui",
    dialect: "arith",
    traits: ir::Traits::PURE
        .union(ir::Traits::SAME_OPERANDS_AND_RESULT_SHAPE)
        .union(ir::Traits::CAST_OP_INTERFACE)
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[34usize],
    },
    verify: verify_ext_ui_op,
    parse: Some(&(parse_ext_ui_op as parse::ops::ParseFn)),
    print: Some(&(print_ext_ui_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_arith::int_cast,
        kind: "extui",
        elements: true,
    }),
    operand_types: &[ARITH_SIGNLESS_FIXED_WIDTH_INTEGER_LIKE],
    result_types: &[ARITH_SIGNLESS_FIXED_WIDTH_INTEGER_LIKE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `arith.extsi` (spec/dialects/arith.td:N): sign-extend an integer to a wider one
#[derive(Copy, Clone)]
pub struct ExtSiOp<'a>(pub OpRef<'a>);
impl<'a> ExtSiOp<'a> {
    pub const NAME: &'static str = "arith.extsi";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &EXT_SI_OP_INFO).then_some(ExtSiOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: signless-fixed-width-integer-like
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, EXT_SI_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `out`: signless-fixed-width-integer-like
    pub fn out(&self) -> Value {
        ods::results_group(self.0, EXT_SI_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        out_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &EXT_SI_OP_INFO, loc);
        st.operands.push(in_);
        st.result_types.push(out_ty);
        st
    }
}
/// Verifies `arith.extsi` (spec/dialects/arith.td:N) and the ops that check the same things.
fn verify_ext_si_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    if !dialects::native::arith::same_input_output_tensor_dims(op) {
        return Err(
            ods::op_error(
                op,
                "failed to verify that input and output have the same tensor dimensions",
            ),
        );
    }
    ods::same_operands_and_result_shape(op)?;
    ods::elementwise(op)?;
    dialects::native::arith::verify_extsi(op)?;
    Ok(())
}
/// `arith.extsi` (spec/dialects/arith.td:N): sign-extend an integer to a wider one
pub static EXT_SI_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.extsi",
    dialect: "arith",
    traits: ir::Traits::PURE
        .union(ir::Traits::SAME_OPERANDS_AND_RESULT_SHAPE)
        .union(ir::Traits::CAST_OP_INTERFACE)
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[35usize],
    },
    verify: verify_ext_si_op,
    parse: Some(&(parse_ext_ui_op as parse::ops::ParseFn)),
    print: Some(&(print_ext_ui_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_arith::int_cast,
        kind: "extsi",
        elements: true,
    }),
    operand_types: &[ARITH_SIGNLESS_FIXED_WIDTH_INTEGER_LIKE],
    result_types: &[ARITH_SIGNLESS_FIXED_WIDTH_INTEGER_LIKE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `arith.extf` (spec/dialects/arith.td:N): extend a float to a wider float type
#[derive(Copy, Clone)]
pub struct ExtFOp<'a>(pub OpRef<'a>);
impl<'a> ExtFOp<'a> {
    pub const NAME: &'static str = "arith.extf";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &EXT_F_OP_INFO).then_some(ExtFOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating-point-like
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, EXT_F_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `out`: floating-point-like
    pub fn out(&self) -> Value {
        ods::results_group(self.0, EXT_F_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        fastmath_attr: Option<Attribute>,
        out_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &EXT_F_OP_INFO, loc);
        st.operands.push(in_);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(out_ty);
        st
    }
}
/// Verifies `arith.extf` (spec/dialects/arith.td:N) and the ops that check the same things.
fn verify_ext_f_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    if !dialects::native::arith::same_input_output_tensor_dims(op) {
        return Err(
            ods::op_error(
                op,
                "failed to verify that input and output have the same tensor dimensions",
            ),
        );
    }
    ods::same_operands_and_result_shape(op)?;
    ods::elementwise(op)?;
    dialects::native::arith::verify_extf(op)?;
    Ok(())
}
/// Parses `arith.extf` (spec/dialects/arith.td:N) (and the ops of the same format) from its custom syntax.
fn parse_ext_f_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_in: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_in: Option<Vec<Type>> = None;
    let mut rt_out: Option<Vec<Type>> = None;
    o_in.push(p.parse_operand()?);
    if p.eat_literal("fastmath") {
        let v = ods::parse_enum_stripped(
            p,
            &dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        )?;
        st.add_attr(
            ctx.ident("fastmath"),
            ctx.enum_attr(&dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM, v),
        );
    }
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_in = Some(vec![p.parse_type() ?]);
    p.expect_literal("to")?;
    rt_out = Some(vec![p.parse_type() ?]);
    let types = ot_in.unwrap_or_default();
    p.resolve_operands(&o_in, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_out.unwrap_or_default());
    Ok(())
}
/// Prints `arith.extf` (spec/dialects/arith.td:N) (and the ops of the same format) in its custom syntax.
fn print_ext_f_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    if op.attr("fastmath").is_some() {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(" to");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `arith.extf` (spec/dialects/arith.td:N): extend a float to a wider float type
pub static EXT_F_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.extf",
    dialect: "arith",
    traits: ir::Traits::PURE
        .union(ir::Traits::SAME_OPERANDS_AND_RESULT_SHAPE)
        .union(ir::Traits::CAST_OP_INTERFACE)
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[36usize],
    },
    verify: verify_ext_f_op,
    parse: Some(&(parse_ext_f_op as parse::ops::ParseFn)),
    print: Some(&(print_ext_f_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_arith::float_cast,
        kind: "extf",
        elements: true,
    }),
    operand_types: &[FLOAT_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `arith.scaling_extf` (spec/dialects/arith.td:N): extend floats, multiplying them by per-block scales (OCP MX)
#[derive(Copy, Clone)]
pub struct ScalingExtFOp<'a>(pub OpRef<'a>);
impl<'a> ScalingExtFOp<'a> {
    pub const NAME: &'static str = "arith.scaling_extf";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &SCALING_EXT_F_OP_INFO).then_some(ScalingExtFOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating-point-like
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, SCALING_EXT_F_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `scale`: floating-point-like
    pub fn scale(&self) -> Value {
        ods::operand_group(self.0, SCALING_EXT_F_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `out`: floating-point-like
    pub fn out(&self) -> Value {
        ods::results_group(self.0, SCALING_EXT_F_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        scale: Value,
        fastmath_attr: Option<Attribute>,
        out_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &SCALING_EXT_F_OP_INFO, loc);
        st.operands.push(in_);
        st.operands.push(scale);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(out_ty);
        st
    }
}
/// Verifies `arith.scaling_extf` (spec/dialects/arith.td:N) and the ops that check the same things.
fn verify_scaling_ext_f_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    if !dialects::native::arith::same_input_output_tensor_dims(op) {
        return Err(
            ods::op_error(
                op,
                "failed to verify that input and output have the same tensor dimensions",
            ),
        );
    }
    ods::elementwise(op)?;
    dialects::native::arith::verify_scaling_extf(op)?;
    Ok(())
}
/// Parses `arith.scaling_extf` (spec/dialects/arith.td:N) (and the ops of the same format) from its custom syntax.
fn parse_scaling_ext_f_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_in: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_in: Option<Vec<Type>> = None;
    let mut o_scale: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_scale: Option<Vec<Type>> = None;
    let mut rt_out: Option<Vec<Type>> = None;
    o_in.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_scale.push(p.parse_operand()?);
    if p.eat_literal("fastmath") {
        let v = ods::parse_enum_stripped(
            p,
            &dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        )?;
        st.add_attr(
            ctx.ident("fastmath"),
            ctx.enum_attr(&dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM, v),
        );
    }
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_in = Some(vec![p.parse_type() ?]);
    p.expect_literal(",")?;
    ot_scale = Some(vec![p.parse_type() ?]);
    p.expect_literal("to")?;
    rt_out = Some(vec![p.parse_type() ?]);
    let types = ot_in.unwrap_or_default();
    p.resolve_operands(&o_in, &types, start, &mut st.operands)?;
    let types = ot_scale.unwrap_or_default();
    p.resolve_operands(&o_scale, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_out.unwrap_or_default());
    Ok(())
}
/// Prints `arith.scaling_extf` (spec/dialects/arith.td:N) (and the ops of the same format) in its custom syntax.
fn print_scaling_ext_f_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 1usize));
    if op.attr("fastmath").is_some() {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(",");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 1usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(" to");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `arith.scaling_extf` (spec/dialects/arith.td:N): extend floats, multiplying them by per-block scales (OCP MX)
pub static SCALING_EXT_F_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.scaling_extf",
    dialect: "arith",
    traits: ir::Traits::PURE
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[37usize],
    },
    verify: verify_scaling_ext_f_op,
    parse: Some(&(parse_scaling_ext_f_op as parse::ops::ParseFn)),
    print: Some(&(print_scaling_ext_f_op as print::ops::PrintFn)),
    operand_types: &[FLOAT_LIKE, FLOAT_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `arith.trunci` (spec/dialects/arith.td:N): truncate an integer to a narrower one
#[derive(Copy, Clone)]
pub struct TruncIOp<'a>(pub OpRef<'a>);
impl<'a> TruncIOp<'a> {
    pub const NAME: &'static str = "arith.trunci";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &TRUNC_I_OP_INFO).then_some(TruncIOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: signless-fixed-width-integer-like
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, TRUNC_I_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `out`: signless-fixed-width-integer-like
    pub fn out(&self) -> Value {
        ods::results_group(self.0, TRUNC_I_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `overflowFlags`: Integer overflow arith flags
    pub fn overflow_flags_attr(&self) -> Option<Attribute> {
        self.0.attr("overflowFlags")
    }
    pub fn overflow_flags(&self) -> Option<dialects::gen::arith::IntegerOverflowFlags> {
        ods::attr_enum_value(self.0, "overflowFlags")
            .and_then(dialects::gen::arith::IntegerOverflowFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        overflow_flags_attr: Option<Attribute>,
        out_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &TRUNC_I_OP_INFO, loc);
        st.operands.push(in_);
        st.set_attr(ctx, "overflowFlags", overflow_flags_attr);
        st.result_types.push(out_ty);
        st
    }
}
/// Verifies `arith.trunci` (spec/dialects/arith.td:N) and the ops that check the same things.
fn verify_trunc_i_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    if !dialects::native::arith::same_input_output_tensor_dims(op) {
        return Err(
            ods::op_error(
                op,
                "failed to verify that input and output have the same tensor dimensions",
            ),
        );
    }
    ods::same_operands_and_result_shape(op)?;
    ods::elementwise(op)?;
    dialects::native::arith::verify_trunci(op)?;
    Ok(())
}
/// Parses `arith.trunci` (spec/dialects/arith.td:N) (and the ops of the same format) from its custom syntax.
fn parse_trunc_i_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_in: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_in: Option<Vec<Type>> = None;
    let mut rt_out: Option<Vec<Type>> = None;
    o_in.push(p.parse_operand()?);
    if p.eat_literal("overflow") {
        let v = ods::parse_enum_stripped(
            p,
            &dialects::gen::arith::ARITH_INTEGER_OVERFLOW_FLAGS_ATTR_ENUM,
        )?;
        st.add_attr(
            ctx.ident("overflowFlags"),
            ctx
                .enum_attr(
                    &dialects::gen::arith::ARITH_INTEGER_OVERFLOW_FLAGS_ATTR_ENUM,
                    v,
                ),
        );
    }
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_in = Some(vec![p.parse_type() ?]);
    p.expect_literal("to")?;
    rt_out = Some(vec![p.parse_type() ?]);
    let types = ot_in.unwrap_or_default();
    p.resolve_operands(&o_in, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_out.unwrap_or_default());
    Ok(())
}
/// Prints `arith.trunci` (spec/dialects/arith.td:N) (and the ops of the same format) in its custom syntax.
fn print_trunc_i_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    if ods::attr_differs_from_default(op, "overflowFlags") {
        p.write(" overflow");
        if let Some(a) = op.attr("overflowFlags") {
            ods::print_enum_stripped(
                p,
                &dialects::gen::arith::ARITH_INTEGER_OVERFLOW_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["overflowFlags"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(" to");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `arith.trunci` (spec/dialects/arith.td:N): truncate an integer to a narrower one
pub static TRUNC_I_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.trunci",
    dialect: "arith",
    traits: ir::Traits::PURE
        .union(ir::Traits::SAME_OPERANDS_AND_RESULT_SHAPE)
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "overflowFlags",
            optional: true,
            default: Some(&ADD_I_OP_OVERFLOW_FLAGS_DEFAULT),
            materialize: true,
            constraint: Some(IS_INTEGER_OVERFLOW_ARITH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[38usize],
    },
    verify: verify_trunc_i_op,
    parse: Some(&(parse_trunc_i_op as parse::ops::ParseFn)),
    print: Some(&(print_trunc_i_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_arith::int_cast,
        kind: "trunci",
        elements: true,
    }),
    operand_types: &[ARITH_SIGNLESS_FIXED_WIDTH_INTEGER_LIKE],
    result_types: &[ARITH_SIGNLESS_FIXED_WIDTH_INTEGER_LIKE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `arith.truncf` (spec/dialects/arith.td:N): truncate a float to a narrower float type
#[derive(Copy, Clone)]
pub struct TruncFOp<'a>(pub OpRef<'a>);
impl<'a> TruncFOp<'a> {
    pub const NAME: &'static str = "arith.truncf";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &TRUNC_F_OP_INFO).then_some(TruncFOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating-point-like
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, TRUNC_F_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `out`: floating-point-like
    pub fn out(&self) -> Value {
        ods::results_group(self.0, TRUNC_F_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `roundingmode`: Floating point rounding mode
    pub fn roundingmode_attr(&self) -> Option<Attribute> {
        self.0.attr("roundingmode")
    }
    pub fn roundingmode(&self) -> Option<dialects::gen::arith::RoundingMode> {
        ods::attr_enum_value(self.0, "roundingmode")
            .and_then(dialects::gen::arith::RoundingMode::from_value)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        roundingmode_attr: Option<Attribute>,
        fastmath_attr: Option<Attribute>,
        out_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &TRUNC_F_OP_INFO, loc);
        st.operands.push(in_);
        st.set_attr(ctx, "roundingmode", roundingmode_attr);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(out_ty);
        st
    }
}
/// Attribute constraint: Floating point rounding mode (first used by `arith.truncf`, spec/dialects/arith.td:N)
const IS_FLOATING_POINT_ROUNDING_MODE: ir::AttrConstraint = ir::AttrConstraint {
    summary: "Floating point rounding mode",
    check: |ctx: &Context, a: Attribute| ir::pred::attr::enum_attr_pred(
        ctx,
        a,
        "RoundingMode",
    ),
};
/// Verifies `arith.truncf` (spec/dialects/arith.td:N) and the ops that check the same things.
fn verify_trunc_f_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    if !dialects::native::arith::same_input_output_tensor_dims(op) {
        return Err(
            ods::op_error(
                op,
                "failed to verify that input and output have the same tensor dimensions",
            ),
        );
    }
    ods::same_operands_and_result_shape(op)?;
    ods::elementwise(op)?;
    dialects::native::arith::verify_truncf(op)?;
    Ok(())
}
/// Parses `arith.truncf` (spec/dialects/arith.td:N) (and the ops of the same format) from its custom syntax.
fn parse_trunc_f_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_in: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_in: Option<Vec<Type>> = None;
    let mut rt_out: Option<Vec<Type>> = None;
    o_in.push(p.parse_operand()?);
    if ods::at_enum_keyword(p, &dialects::gen::arith::ARITH_ROUNDING_MODE_ATTR_ENUM) {
        let v = ods::parse_enum_keyword(
            p,
            &dialects::gen::arith::ARITH_ROUNDING_MODE_ATTR_ENUM,
            "roundingmode",
        )?;
        st.add_attr(
            ctx.ident("roundingmode"),
            ctx.integer_attr(ctx.integer_type(32u32), v as i128),
        );
    }
    if p.eat_literal("fastmath") {
        let v = ods::parse_enum_stripped(
            p,
            &dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        )?;
        st.add_attr(
            ctx.ident("fastmath"),
            ctx.enum_attr(&dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM, v),
        );
    }
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_in = Some(vec![p.parse_type() ?]);
    p.expect_literal("to")?;
    rt_out = Some(vec![p.parse_type() ?]);
    let types = ot_in.unwrap_or_default();
    p.resolve_operands(&o_in, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_out.unwrap_or_default());
    Ok(())
}
/// Prints `arith.truncf` (spec/dialects/arith.td:N) (and the ops of the same format) in its custom syntax.
fn print_trunc_f_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    if op.attr("roundingmode").is_some() {
        p.write(" ");
        if let Some(a) = op.attr("roundingmode") {
            ods::print_enum_keyword(
                p,
                &dialects::gen::arith::ARITH_ROUNDING_MODE_ATTR_ENUM,
                a,
            );
        }
    }
    if op.attr("fastmath").is_some() {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["roundingmode", "fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(" to");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `arith.truncf` (spec/dialects/arith.td:N): truncate a float to a narrower float type
pub static TRUNC_F_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.truncf",
    dialect: "arith",
    traits: ir::Traits::PURE
        .union(ir::Traits::SAME_OPERANDS_AND_RESULT_SHAPE)
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "roundingmode",
            optional: true,
            constraint: Some(IS_FLOATING_POINT_ROUNDING_MODE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[39usize],
    },
    verify: verify_trunc_f_op,
    parse: Some(&(parse_trunc_f_op as parse::ops::ParseFn)),
    print: Some(&(print_trunc_f_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_arith::float_cast,
        kind: "truncf",
        elements: true,
    }),
    operand_types: &[FLOAT_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `arith.scaling_truncf` (spec/dialects/arith.td:N): truncate floats after dividing them by per-block scales (OCP MX)
#[derive(Copy, Clone)]
pub struct ScalingTruncFOp<'a>(pub OpRef<'a>);
impl<'a> ScalingTruncFOp<'a> {
    pub const NAME: &'static str = "arith.scaling_truncf";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &SCALING_TRUNC_F_OP_INFO).then_some(ScalingTruncFOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating-point-like
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, SCALING_TRUNC_F_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Operand `scale`: floating-point-like
    pub fn scale(&self) -> Value {
        ods::operand_group(self.0, SCALING_TRUNC_F_OP_INFO.operand_arities, 1usize)
            .get(0)
    }
    /// Result `out`: floating-point-like
    pub fn out(&self) -> Value {
        ods::results_group(self.0, SCALING_TRUNC_F_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `roundingmode`: Floating point rounding mode
    pub fn roundingmode_attr(&self) -> Option<Attribute> {
        self.0.attr("roundingmode")
    }
    pub fn roundingmode(&self) -> Option<dialects::gen::arith::RoundingMode> {
        ods::attr_enum_value(self.0, "roundingmode")
            .and_then(dialects::gen::arith::RoundingMode::from_value)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        scale: Value,
        roundingmode_attr: Option<Attribute>,
        fastmath_attr: Option<Attribute>,
        out_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &SCALING_TRUNC_F_OP_INFO, loc);
        st.operands.push(in_);
        st.operands.push(scale);
        st.set_attr(ctx, "roundingmode", roundingmode_attr);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(out_ty);
        st
    }
}
/// Verifies `arith.scaling_truncf` (spec/dialects/arith.td:N) and the ops that check the same things.
fn verify_scaling_trunc_f_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    if !dialects::native::arith::same_input_output_tensor_dims(op) {
        return Err(
            ods::op_error(
                op,
                "failed to verify that input and output have the same tensor dimensions",
            ),
        );
    }
    ods::elementwise(op)?;
    dialects::native::arith::verify_scaling_truncf(op)?;
    Ok(())
}
/// Parses `arith.scaling_truncf` (spec/dialects/arith.td:N) (and the ops of the same format) from its custom syntax.
fn parse_scaling_trunc_f_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_in: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_in: Option<Vec<Type>> = None;
    let mut o_scale: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_scale: Option<Vec<Type>> = None;
    let mut rt_out: Option<Vec<Type>> = None;
    o_in.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_scale.push(p.parse_operand()?);
    if ods::at_enum_keyword(p, &dialects::gen::arith::ARITH_ROUNDING_MODE_ATTR_ENUM) {
        let v = ods::parse_enum_keyword(
            p,
            &dialects::gen::arith::ARITH_ROUNDING_MODE_ATTR_ENUM,
            "roundingmode",
        )?;
        st.add_attr(
            ctx.ident("roundingmode"),
            ctx.integer_attr(ctx.integer_type(32u32), v as i128),
        );
    }
    if p.eat_literal("fastmath") {
        let v = ods::parse_enum_stripped(
            p,
            &dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        )?;
        st.add_attr(
            ctx.ident("fastmath"),
            ctx.enum_attr(&dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM, v),
        );
    }
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_in = Some(vec![p.parse_type() ?]);
    p.expect_literal(",")?;
    ot_scale = Some(vec![p.parse_type() ?]);
    p.expect_literal("to")?;
    rt_out = Some(vec![p.parse_type() ?]);
    let types = ot_in.unwrap_or_default();
    p.resolve_operands(&o_in, &types, start, &mut st.operands)?;
    let types = ot_scale.unwrap_or_default();
    p.resolve_operands(&o_scale, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_out.unwrap_or_default());
    Ok(())
}
/// Prints `arith.scaling_truncf` (spec/dialects/arith.td:N) (and the ops of the same format) in its custom syntax.
fn print_scaling_trunc_f_op<'p, 'a>(
    p: &'p mut print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 1usize));
    if op.attr("roundingmode").is_some() {
        p.write(" ");
        if let Some(a) = op.attr("roundingmode") {
            ods::print_enum_keyword(
                p,
                &dialects::gen::arith::ARITH_ROUNDING_MODE_ATTR_ENUM,
                a,
            );
        }
    }
    if op.attr("fastmath").is_some() {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["roundingmode", "fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(",");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 1usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(" to");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `arith.scaling_truncf` (spec/dialects/arith.td:N): truncate floats after dividing them by per-block scales (OCP MX)
pub static SCALING_TRUNC_F_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.scaling_truncf",
    dialect: "arith",
    traits: ir::Traits::PURE
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "roundingmode",
            optional: true,
            constraint: Some(IS_FLOATING_POINT_ROUNDING_MODE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[40usize],
    },
    verify: verify_scaling_trunc_f_op,
    parse: Some(&(parse_scaling_trunc_f_op as parse::ops::ParseFn)),
    print: Some(&(print_scaling_trunc_f_op as print::ops::PrintFn)),
    operand_types: &[FLOAT_LIKE, FLOAT_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `arith.uitofp` (spec/dialects/arith.td:N): convert an unsigned integer to a float
#[derive(Copy, Clone)]
pub struct UiToFpOp<'a>(pub OpRef<'a>);
impl<'a> UiToFpOp<'a> {
    pub const NAME: &'static str = "arith.uitofp";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &UI_TO_FP_OP_INFO).then_some(UiToFpOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: signless-fixed-width-integer-like
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, UI_TO_FP_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `out`: floating-point-like
    pub fn out(&self) -> Value {
        ods::results_group(self.0, UI_TO_FP_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        out_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &UI_TO_FP_OP_INFO, loc);
        st.operands.push(in_);
        st.result_types.push(out_ty);
        st
    }
}
/// Verifies `arith.uitofp` (spec/dialects/arith.td:N) and the ops that check the same things.
fn verify_ui_to_fp_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    if !dialects::native::arith::same_input_output_tensor_dims(op) {
        return Err(
            ods::op_error(
                op,
                "failed to verify that input and output have the same tensor dimensions",
            ),
        );
    }
    ods::same_operands_and_result_shape(op)?;
    ods::elementwise(op)?;
    dialects::native::arith::verify_uitofp(op)?;
    Ok(())
}
/// `arith.uitofp` (spec/dialects/arith.td:N): convert an unsigned integer to a float
pub static UI_TO_FP_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.uitofp",
    dialect: "arith",
    traits: ir::Traits::PURE
        .union(ir::Traits::SAME_OPERANDS_AND_RESULT_SHAPE)
        .union(ir::Traits::CAST_OP_INTERFACE)
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[41usize],
    },
    verify: verify_ui_to_fp_op,
    parse: Some(&(parse_ext_ui_op as parse::ops::ParseFn)),
    print: Some(&(print_ext_ui_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_arith::int_to_float,
        kind: "uitofp",
        elements: true,
    }),
    operand_types: &[ARITH_SIGNLESS_FIXED_WIDTH_INTEGER_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `arith.sitofp` (spec/dialects/arith.td:N): convert a signed integer to a float
#[derive(Copy, Clone)]
pub struct SiToFpOp<'a>(pub OpRef<'a>);
impl<'a> SiToFpOp<'a> {
    pub const NAME: &'static str = "arith.sitofp";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &SI_TO_FP_OP_INFO).then_some(SiToFpOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: signless-fixed-width-integer-like
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, SI_TO_FP_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `out`: floating-point-like
    pub fn out(&self) -> Value {
        ods::results_group(self.0, SI_TO_FP_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        out_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &SI_TO_FP_OP_INFO, loc);
        st.operands.push(in_);
        st.result_types.push(out_ty);
        st
    }
}
/// Verifies `arith.sitofp` (spec/dialects/arith.td:N) and the ops that check the same things.
fn verify_si_to_fp_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    if !dialects::native::arith::same_input_output_tensor_dims(op) {
        return Err(
            ods::op_error(
                op,
                "failed to verify that input and output have the same tensor dimensions",
            ),
        );
    }
    ods::same_operands_and_result_shape(op)?;
    ods::elementwise(op)?;
    dialects::native::arith::verify_sitofp(op)?;
    Ok(())
}
/// `arith.sitofp` (spec/dialects/arith.td:N): convert a signed integer to a float
pub static SI_TO_FP_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.sitofp",
    dialect: "arith",
    traits: ir::Traits::PURE
        .union(ir::Traits::SAME_OPERANDS_AND_RESULT_SHAPE)
        .union(ir::Traits::CAST_OP_INTERFACE)
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[42usize],
    },
    verify: verify_si_to_fp_op,
    parse: Some(&(parse_ext_ui_op as parse::ops::ParseFn)),
    print: Some(&(print_ext_ui_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_arith::int_to_float,
        kind: "sitofp",
        elements: true,
    }),
    operand_types: &[ARITH_SIGNLESS_FIXED_WIDTH_INTEGER_LIKE],
    result_types: &[FLOAT_LIKE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `arith.fptoui` (spec/dialects/arith.td:N): convert a float to an unsigned integer (rounds toward zero)
#[derive(Copy, Clone)]
pub struct FpToUiOp<'a>(pub OpRef<'a>);
impl<'a> FpToUiOp<'a> {
    pub const NAME: &'static str = "arith.fptoui";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &FP_TO_UI_OP_INFO).then_some(FpToUiOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating-point-like
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, FP_TO_UI_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `out`: signless-fixed-width-integer-like
    pub fn out(&self) -> Value {
        ods::results_group(self.0, FP_TO_UI_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        out_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &FP_TO_UI_OP_INFO, loc);
        st.operands.push(in_);
        st.result_types.push(out_ty);
        st
    }
}
/// Verifies `arith.fptoui` (spec/dialects/arith.td:N) and the ops that check the same things.
fn verify_fp_to_ui_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    if !dialects::native::arith::same_input_output_tensor_dims(op) {
        return Err(
            ods::op_error(
                op,
                "failed to verify that input and output have the same tensor dimensions",
            ),
        );
    }
    ods::same_operands_and_result_shape(op)?;
    ods::elementwise(op)?;
    dialects::native::arith::verify_fptoui(op)?;
    Ok(())
}
/// `arith.fptoui` (spec/dialects/arith.td:N): convert a float to an unsigned integer (rounds toward zero)
pub static FP_TO_UI_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.fptoui",
    dialect: "arith",
    traits: ir::Traits::PURE
        .union(ir::Traits::SAME_OPERANDS_AND_RESULT_SHAPE)
        .union(ir::Traits::CAST_OP_INTERFACE)
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[43usize],
    },
    verify: verify_fp_to_ui_op,
    parse: Some(&(parse_ext_ui_op as parse::ops::ParseFn)),
    print: Some(&(print_ext_ui_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_arith::float_to_int,
        kind: "fptoui",
        elements: true,
    }),
    operand_types: &[FLOAT_LIKE],
    result_types: &[ARITH_SIGNLESS_FIXED_WIDTH_INTEGER_LIKE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `arith.fptosi` (spec/dialects/arith.td:N): convert a float to a signed integer (rounds toward zero)
#[derive(Copy, Clone)]
pub struct FpToSiOp<'a>(pub OpRef<'a>);
impl<'a> FpToSiOp<'a> {
    pub const NAME: &'static str = "arith.fptosi";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &FP_TO_SI_OP_INFO).then_some(FpToSiOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: floating-point-like
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, FP_TO_SI_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `out`: signless-fixed-width-integer-like
    pub fn out(&self) -> Value {
        ods::results_group(self.0, FP_TO_SI_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        out_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &FP_TO_SI_OP_INFO, loc);
        st.operands.push(in_);
        st.result_types.push(out_ty);
        st
    }
}
/// Verifies `arith.fptosi` (spec/dialects/arith.td:N) and the ops that check the same things.
fn verify_fp_to_si_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    if !dialects::native::arith::same_input_output_tensor_dims(op) {
        return Err(
            ods::op_error(
                op,
                "failed to verify that input and output have the same tensor dimensions",
            ),
        );
    }
    ods::same_operands_and_result_shape(op)?;
    ods::elementwise(op)?;
    dialects::native::arith::verify_fptosi(op)?;
    Ok(())
}
/// `arith.fptosi` (spec/dialects/arith.td:N): convert a float to a signed integer (rounds toward zero)
pub static FP_TO_SI_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.fptosi",
    dialect: "arith",
    traits: ir::Traits::PURE
        .union(ir::Traits::SAME_OPERANDS_AND_RESULT_SHAPE)
        .union(ir::Traits::CAST_OP_INTERFACE)
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[44usize],
    },
    verify: verify_fp_to_si_op,
    parse: Some(&(parse_ext_ui_op as parse::ops::ParseFn)),
    print: Some(&(print_ext_ui_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_arith::float_to_int,
        kind: "fptosi",
        elements: true,
    }),
    operand_types: &[FLOAT_LIKE],
    result_types: &[ARITH_SIGNLESS_FIXED_WIDTH_INTEGER_LIKE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `arith.index_cast` (spec/dialects/arith.td:N): convert between index and integer (sign-extending)
#[derive(Copy, Clone)]
pub struct IndexCastOp<'a>(pub OpRef<'a>);
impl<'a> IndexCastOp<'a> {
    pub const NAME: &'static str = "arith.index_cast";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &INDEX_CAST_OP_INFO).then_some(IndexCastOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: signless-integer-like or memref of signless-integer
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, INDEX_CAST_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `out`: signless-integer-like or memref of signless-integer
    pub fn out(&self) -> Value {
        ods::results_group(self.0, INDEX_CAST_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        out_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &INDEX_CAST_OP_INFO, loc);
        st.operands.push(in_);
        st.result_types.push(out_ty);
        st
    }
}
/// Type constraint: signless-integer-like or memref of signless-integer (`Arith_IndexCastType`, spec/dialects/arith.td:N)
const ARITH_INDEX_CAST_TYPE: ir::TypeConstraint = ir::TypeConstraint {
    summary: "signless-integer-like or memref of signless-integer",
    check: dialects::gen::arith::arith_index_cast_type,
};
/// Verifies `arith.index_cast` (spec/dialects/arith.td:N) and the ops that check the same things.
fn verify_index_cast_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    if !dialects::native::arith::same_input_output_tensor_dims(op) {
        return Err(
            ods::op_error(
                op,
                "failed to verify that input and output have the same tensor dimensions",
            ),
        );
    }
    ods::same_operands_and_result_shape(op)?;
    ods::elementwise(op)?;
    dialects::native::arith::verify_index_cast(op)?;
    Ok(())
}
/// `arith.index_cast` (spec/dialects/arith.td:N): convert between index and integer (sign-extending)
pub static INDEX_CAST_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.index_cast",
    dialect: "arith",
    traits: ir::Traits::PURE
        .union(ir::Traits::SAME_OPERANDS_AND_RESULT_SHAPE)
        .union(ir::Traits::CAST_OP_INTERFACE)
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[45usize],
    },
    verify: verify_index_cast_op,
    parse: Some(&(parse_ext_ui_op as parse::ops::ParseFn)),
    print: Some(&(print_ext_ui_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_arith::int_cast,
        kind: "index_cast",
        elements: true,
    }),
    operand_types: &[ARITH_INDEX_CAST_TYPE],
    result_types: &[ARITH_INDEX_CAST_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `arith.index_castui` (spec/dialects/arith.td:N): convert between index and integer (zero-extending)
#[derive(Copy, Clone)]
pub struct IndexCastUiOp<'a>(pub OpRef<'a>);
impl<'a> IndexCastUiOp<'a> {
    pub const NAME: &'static str = "arith.index_castui";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &INDEX_CAST_UI_OP_INFO).then_some(IndexCastUiOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: signless-integer-like or memref of signless-integer
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, INDEX_CAST_UI_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `out`: signless-integer-like or memref of signless-integer
    pub fn out(&self) -> Value {
        ods::results_group(self.0, INDEX_CAST_UI_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        out_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &INDEX_CAST_UI_OP_INFO, loc);
        st.operands.push(in_);
        st.result_types.push(out_ty);
        st
    }
}
/// Verifies `arith.index_castui` (spec/dialects/arith.td:N) and the ops that check the same things.
fn verify_index_cast_ui_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    if !dialects::native::arith::same_input_output_tensor_dims(op) {
        return Err(
            ods::op_error(
                op,
                "failed to verify that input and output have the same tensor dimensions",
            ),
        );
    }
    ods::same_operands_and_result_shape(op)?;
    ods::elementwise(op)?;
    dialects::native::arith::verify_index_castui(op)?;
    Ok(())
}
/// `arith.index_castui` (spec/dialects/arith.td:N): convert between index and integer (zero-extending)
pub static INDEX_CAST_UI_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.index_castui",
    dialect: "arith",
    traits: ir::Traits::PURE
        .union(ir::Traits::SAME_OPERANDS_AND_RESULT_SHAPE)
        .union(ir::Traits::CAST_OP_INTERFACE)
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[46usize],
    },
    verify: verify_index_cast_ui_op,
    parse: Some(&(parse_ext_ui_op as parse::ops::ParseFn)),
    print: Some(&(print_ext_ui_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_arith::int_cast,
        kind: "index_castui",
        elements: true,
    }),
    operand_types: &[ARITH_INDEX_CAST_TYPE],
    result_types: &[ARITH_INDEX_CAST_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `arith.bitcast` (spec/dialects/arith.td:N): reinterpret the bits of a value as another type of the same width
#[derive(Copy, Clone)]
pub struct BitcastOp<'a>(pub OpRef<'a>);
impl<'a> BitcastOp<'a> {
    pub const NAME: &'static str = "arith.bitcast";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &BITCAST_OP_INFO).then_some(BitcastOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `in`: signless-integer-or-float-like or memref of signless-integer or float
    pub fn in_(&self) -> Value {
        ods::operand_group(self.0, BITCAST_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `out`: signless-integer-or-float-like or memref of signless-integer or float
    pub fn out(&self) -> Value {
        ods::results_group(self.0, BITCAST_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        in_: Value,
        out_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &BITCAST_OP_INFO, loc);
        st.operands.push(in_);
        st.result_types.push(out_ty);
        st
    }
}
/// Type constraint: signless-integer-or-float-like or memref of signless-integer or float (`Arith_BitcastType`, spec/dialects/arith.td:N)
const ARITH_BITCAST_TYPE: ir::TypeConstraint = ir::TypeConstraint {
    summary: "signless-integer-or-float-like or memref of signless-integer or float",
    check: dialects::gen::arith::arith_bitcast_type,
};
/// Verifies `arith.bitcast` (spec/dialects/arith.td:N) and the ops that check the same things.
fn verify_bitcast_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    if !dialects::native::arith::same_input_output_tensor_dims(op) {
        return Err(
            ods::op_error(
                op,
                "failed to verify that input and output have the same tensor dimensions",
            ),
        );
    }
    ods::same_operands_and_result_shape(op)?;
    ods::elementwise(op)?;
    dialects::native::arith::verify_bitcast(op)?;
    Ok(())
}
/// `arith.bitcast` (spec/dialects/arith.td:N): reinterpret the bits of a value as another type of the same width
pub static BITCAST_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.bitcast",
    dialect: "arith",
    traits: ir::Traits::PURE
        .union(ir::Traits::SAME_OPERANDS_AND_RESULT_SHAPE)
        .union(ir::Traits::CAST_OP_INTERFACE)
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[47usize],
    },
    verify: verify_bitcast_op,
    parse: Some(&(parse_ext_ui_op as parse::ops::ParseFn)),
    print: Some(&(print_ext_ui_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_arith::bitcast,
        kind: "",
        elements: true,
    }),
    operand_types: &[ARITH_BITCAST_TYPE],
    result_types: &[ARITH_BITCAST_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `arith.cmpi` (spec/dialects/arith.td:N): integer comparison
#[derive(Copy, Clone)]
pub struct CmpIOp<'a>(pub OpRef<'a>);
impl<'a> CmpIOp<'a> {
    pub const NAME: &'static str = "arith.cmpi";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &CMP_I_OP_INFO).then_some(CmpIOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: signless-integer-like
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, CMP_I_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: signless-integer-like
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, CMP_I_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: bool-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, CMP_I_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `predicate`: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9
    pub fn predicate_attr(&self) -> Option<Attribute> {
        self.0.attr("predicate")
    }
    pub fn predicate(&self) -> Option<dialects::gen::arith::CmpIPredicate> {
        ods::attr_enum_value(self.0, "predicate")
            .and_then(dialects::gen::arith::CmpIPredicate::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        predicate_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &CMP_I_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.set_attr(ctx, "predicate", predicate_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// Attribute constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9 (`Arith_CmpIPredicateAttr`, spec/dialects/arith.td:N)
const ARITH_CMP_I_PREDICATE_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9",
    check: dialects::gen::arith::arith_cmp_i_predicate_attr,
};
/// Verifies `arith.cmpi` (spec/dialects/arith.td:N) and the ops that check the same things.
fn verify_cmp_i_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    ods::same_type_operands(op)?;
    if let (Some(from), Some(to)) = (
        ods::operand_group_at(op, 0usize).first().map(|v| op.value_type(v)),
        ods::results_group_at(op, 0usize).first().map(|v| op.value_type(v)),
    ) {
        if dialects::native::transforms::i1_same_shape(op.ctx, from) != to {
            return Err(
                ods::op_error(
                    op,
                    "failed to verify that result type has i1 element type and same shape as operands",
                ),
            );
        }
    }
    ods::elementwise(op)?;
    Ok(())
}
/// Parses `arith.cmpi` (spec/dialects/arith.td:N) (and the ops of the same format) from its custom syntax.
fn parse_cmp_i_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_lhs: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_lhs: Option<Vec<Type>> = None;
    let mut o_rhs: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_rhs: Option<Vec<Type>> = None;
    let mut rt_result: Option<Vec<Type>> = None;
    let v = ods::parse_enum_keyword(
        p,
        &dialects::gen::arith::ARITH_CMP_I_PREDICATE_ATTR_ENUM,
        "predicate",
    )?;
    st.add_attr(
        ctx.ident("predicate"),
        ctx.integer_attr(ctx.integer_type(64u32), v as i128),
    );
    p.expect_literal(",")?;
    o_lhs.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_rhs.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_lhs = Some(vec![p.parse_type() ?]);
    for &t in ot_lhs.iter().flatten() {
        if !(dialects::gen::constraints::signless_integer_or_index_like(ctx, t)) {
            return p
                .custom_err_loc(
                    st.loc,
                    format!(
                        "'lhs' must be signless-integer-like, but got '{}'",
                        ::descent::print::attrs::type_to_string(ctx, t)
                    ),
                );
        }
    }
    if ot_rhs.is_none() {
        if let Some(t) = ot_lhs.as_ref().and_then(|v| v.first().copied()) {
            ot_rhs = Some(vec![t; o_rhs.len()]);
        }
    }
    if rt_result.is_none() {
        if let Some(t) = ot_lhs.as_ref().and_then(|v| v.first().copied()) {
            rt_result = Some(
                ods::spread_types(
                    ctx,
                    dialects::native::transforms::i1_same_shape(ctx, t),
                    1usize,
                ),
            );
        }
    }
    let types = ot_lhs.unwrap_or_default();
    p.resolve_operands(&o_lhs, &types, start, &mut st.operands)?;
    let types = ot_rhs.unwrap_or_default();
    p.resolve_operands(&o_rhs, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `arith.cmpi` (spec/dialects/arith.td:N) (and the ops of the same format) in its custom syntax.
fn print_cmp_i_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    if let Some(a) = op.attr("predicate") {
        ods::print_enum_keyword(
            p,
            &dialects::gen::arith::ARITH_CMP_I_PREDICATE_ATTR_ENUM,
            a,
        );
    }
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 1usize));
    p.print_optional_attr_dict(op, &["predicate"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `arith.cmpi` (spec/dialects/arith.td:N): integer comparison
pub static CMP_I_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.cmpi",
    dialect: "arith",
    traits: ir::Traits::PURE
        .union(ir::Traits::SAME_TYPE_OPERANDS)
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "predicate",
            constraint: Some(ARITH_CMP_I_PREDICATE_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[48usize],
    },
    verify: verify_cmp_i_op,
    parse: Some(&(parse_cmp_i_op as parse::ops::ParseFn)),
    print: Some(&(print_cmp_i_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_arith::cmpi,
        kind: "",
        elements: true,
    }),
    operand_types: &[SIGNLESS_INTEGER_OR_INDEX_LIKE, SIGNLESS_INTEGER_OR_INDEX_LIKE],
    result_types: &[BOOL_LIKE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `arith.cmpf` (spec/dialects/arith.td:N): floating-point comparison
#[derive(Copy, Clone)]
pub struct CmpFOp<'a>(pub OpRef<'a>);
impl<'a> CmpFOp<'a> {
    pub const NAME: &'static str = "arith.cmpf";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &CMP_F_OP_INFO).then_some(CmpFOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: floating-point-like
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, CMP_F_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: floating-point-like
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, CMP_F_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: bool-like
    pub fn result(&self) -> Value {
        ods::results_group(self.0, CMP_F_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `predicate`: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
    pub fn predicate_attr(&self) -> Option<Attribute> {
        self.0.attr("predicate")
    }
    pub fn predicate(&self) -> Option<dialects::gen::arith::CmpFPredicate> {
        ods::attr_enum_value(self.0, "predicate")
            .and_then(dialects::gen::arith::CmpFPredicate::from_value)
    }
    /// Attribute `fastmath`: Floating point fast math flags
    pub fn fastmath_attr(&self) -> Option<Attribute> {
        self.0.attr("fastmath")
    }
    pub fn fastmath(&self) -> Option<dialects::gen::arith::FastMathFlags> {
        ods::attr_enum_value(self.0, "fastmath")
            .and_then(dialects::gen::arith::FastMathFlags::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        predicate_attr: Option<Attribute>,
        fastmath_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &CMP_F_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.set_attr(ctx, "predicate", predicate_attr);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// Attribute constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15 (`Arith_CmpFPredicateAttr`, spec/dialects/arith.td:N)
const ARITH_CMP_F_PREDICATE_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15",
    check: dialects::gen::arith::arith_cmp_f_predicate_attr,
};
/// Parses `arith.cmpf` (spec/dialects/arith.td:N) (and the ops of the same format) from its custom syntax.
fn parse_cmp_f_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_lhs: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_lhs: Option<Vec<Type>> = None;
    let mut o_rhs: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_rhs: Option<Vec<Type>> = None;
    let mut rt_result: Option<Vec<Type>> = None;
    let v = ods::parse_enum_keyword(
        p,
        &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
        "predicate",
    )?;
    st.add_attr(
        ctx.ident("predicate"),
        ctx.integer_attr(ctx.integer_type(64u32), v as i128),
    );
    p.expect_literal(",")?;
    o_lhs.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_rhs.push(p.parse_operand()?);
    if p.eat_literal("fastmath") {
        let v = ods::parse_enum_stripped(
            p,
            &dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        )?;
        st.add_attr(
            ctx.ident("fastmath"),
            ctx.enum_attr(&dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM, v),
        );
    }
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_lhs = Some(vec![p.parse_type() ?]);
    for &t in ot_lhs.iter().flatten() {
        if !(dialects::gen::constraints::float_like(ctx, t)) {
            return p
                .custom_err_loc(
                    st.loc,
                    format!(
                        "'lhs' must be floating-point-like, but got '{}'",
                        ::descent::print::attrs::type_to_string(ctx, t)
                    ),
                );
        }
    }
    if ot_rhs.is_none() {
        if let Some(t) = ot_lhs.as_ref().and_then(|v| v.first().copied()) {
            ot_rhs = Some(vec![t; o_rhs.len()]);
        }
    }
    if rt_result.is_none() {
        if let Some(t) = ot_lhs.as_ref().and_then(|v| v.first().copied()) {
            rt_result = Some(
                ods::spread_types(
                    ctx,
                    dialects::native::transforms::i1_same_shape(ctx, t),
                    1usize,
                ),
            );
        }
    }
    let types = ot_lhs.unwrap_or_default();
    p.resolve_operands(&o_lhs, &types, start, &mut st.operands)?;
    let types = ot_rhs.unwrap_or_default();
    p.resolve_operands(&o_rhs, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `arith.cmpf` (spec/dialects/arith.td:N) (and the ops of the same format) in its custom syntax.
fn print_cmp_f_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    if let Some(a) = op.attr("predicate") {
        ods::print_enum_keyword(
            p,
            &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
            a,
        );
    }
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 1usize));
    if ods::attr_differs_from_default(op, "fastmath") {
        p.write(" fastmath");
        if let Some(a) = op.attr("fastmath") {
            ods::print_enum_stripped(
                p,
                &dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
                a,
            );
        }
    }
    p.print_optional_attr_dict(op, &["predicate", "fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `arith.cmpf` (spec/dialects/arith.td:N): floating-point comparison
pub static CMP_F_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.cmpf",
    dialect: "arith",
    traits: ir::Traits::PURE
        .union(ir::Traits::SAME_TYPE_OPERANDS)
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    attrs: &[
        ir::AttrInfo {
            name: "predicate",
            constraint: Some(ARITH_CMP_F_PREDICATE_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&NEG_F_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[49usize],
    },
    verify: verify_cmp_i_op,
    parse: Some(&(parse_cmp_f_op as parse::ops::ParseFn)),
    print: Some(&(print_cmp_f_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_arith::cmpf,
        kind: "",
        elements: false,
    }),
    operand_types: &[FLOAT_LIKE, FLOAT_LIKE],
    result_types: &[BOOL_LIKE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `arith.select` (spec/dialects/arith.td:N): choose between two values by a condition
#[derive(Copy, Clone)]
pub struct SelectOp<'a>(pub OpRef<'a>);
impl<'a> SelectOp<'a> {
    pub const NAME: &'static str = "arith.select";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &SELECT_OP_INFO).then_some(SelectOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `condition`: bool-like
    pub fn condition(&self) -> Value {
        ods::operand_group(self.0, SELECT_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `true_value`: any type
    pub fn true_value(&self) -> Value {
        ods::operand_group(self.0, SELECT_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `false_value`: any type
    pub fn false_value(&self) -> Value {
        ods::operand_group(self.0, SELECT_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Result `result`: any type
    pub fn result(&self) -> Value {
        ods::results_group(self.0, SELECT_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        condition: Value,
        true_value: Value,
        false_value: Value,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &SELECT_OP_INFO, loc);
        st.operands.push(condition);
        st.operands.push(true_value);
        st.operands.push(false_value);
        st.result_types.push(result_ty);
        st
    }
}
/// Verifies `arith.select` (spec/dialects/arith.td:N) and the ops that check the same things.
fn verify_select_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    if !dialects::native::arith::select_condition_shape_ok(op) {
        return Err(
            ods::op_error(
                op,
                "failed to verify that condition is signless i1 or has matching shape",
            ),
        );
    }
    ods::all_equal(
        op,
        &[
            ods::operand_group_at(op, 1usize).first().map(|v| op.value_type(v)),
            ods::operand_group_at(op, 2usize).first().map(|v| op.value_type(v)),
            ods::results_group_at(op, 0usize).first().map(|v| op.value_type(v)),
        ],
        "failed to verify that all of {true_value, false_value, result} have same type",
    )?;
    ods::elementwise(op)?;
    dialects::native::arith::verify_select(op)?;
    Ok(())
}
/// `arith.select` (spec/dialects/arith.td:N): choose between two values by a condition
pub static SELECT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "arith.select",
    dialect: "arith",
    traits: ir::Traits::PURE
        .union(ir::Traits::NO_MEMORY_EFFECT)
        .union(ir::Traits::ELEMENTWISE_MAPPABLE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/arith.td",
        line: &dialects::gen::arith::__spec_lines::LINES[50usize],
    },
    verify: verify_select_op,
    parse: Some(&(dialects::native::arith::parse_select as parse::ops::ParseFn)),
    print: Some(&(dialects::native::arith::print_select as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_arith::select,
        kind: "",
        elements: true,
    }),
    operand_types: &[BOOL_LIKE, ANY_TYPE, ANY_TYPE],
    result_types: &[ANY_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// Registration table of the dialect.
pub static DIALECT: ir::DialectInfo = ir::DialectInfo {
    name: "arith",
    ops: &[
        &dialects::gen::arith::CONSTANT_OP_INFO,
        &dialects::gen::arith::ADD_I_OP_INFO,
        &dialects::gen::arith::ADD_UI_EXTENDED_OP_INFO,
        &dialects::gen::arith::SUB_I_OP_INFO,
        &dialects::gen::arith::MUL_I_OP_INFO,
        &dialects::gen::arith::MUL_SI_EXTENDED_OP_INFO,
        &dialects::gen::arith::MUL_UI_EXTENDED_OP_INFO,
        &dialects::gen::arith::DIV_UI_OP_INFO,
        &dialects::gen::arith::DIV_SI_OP_INFO,
        &dialects::gen::arith::CEIL_DIV_UI_OP_INFO,
        &dialects::gen::arith::CEIL_DIV_SI_OP_INFO,
        &dialects::gen::arith::FLOOR_DIV_SI_OP_INFO,
        &dialects::gen::arith::REM_UI_OP_INFO,
        &dialects::gen::arith::REM_SI_OP_INFO,
        &dialects::gen::arith::AND_I_OP_INFO,
        &dialects::gen::arith::OR_I_OP_INFO,
        &dialects::gen::arith::X_OR_I_OP_INFO,
        &dialects::gen::arith::SH_LI_OP_INFO,
        &dialects::gen::arith::SH_RUI_OP_INFO,
        &dialects::gen::arith::SH_RSI_OP_INFO,
        &dialects::gen::arith::NEG_F_OP_INFO,
        &dialects::gen::arith::ADD_F_OP_INFO,
        &dialects::gen::arith::SUB_F_OP_INFO,
        &dialects::gen::arith::MAXIMUM_F_OP_INFO,
        &dialects::gen::arith::MAX_NUM_F_OP_INFO,
        &dialects::gen::arith::MAX_SI_OP_INFO,
        &dialects::gen::arith::MAX_UI_OP_INFO,
        &dialects::gen::arith::MINIMUM_F_OP_INFO,
        &dialects::gen::arith::MIN_NUM_F_OP_INFO,
        &dialects::gen::arith::MIN_SI_OP_INFO,
        &dialects::gen::arith::MIN_UI_OP_INFO,
        &dialects::gen::arith::MUL_F_OP_INFO,
        &dialects::gen::arith::DIV_F_OP_INFO,
        &dialects::gen::arith::REM_F_OP_INFO,
        &dialects::gen::arith::EXT_UI_OP_INFO,
        &dialects::gen::arith::EXT_SI_OP_INFO,
        &dialects::gen::arith::EXT_F_OP_INFO,
        &dialects::gen::arith::SCALING_EXT_F_OP_INFO,
        &dialects::gen::arith::TRUNC_I_OP_INFO,
        &dialects::gen::arith::TRUNC_F_OP_INFO,
        &dialects::gen::arith::SCALING_TRUNC_F_OP_INFO,
        &dialects::gen::arith::UI_TO_FP_OP_INFO,
        &dialects::gen::arith::SI_TO_FP_OP_INFO,
        &dialects::gen::arith::FP_TO_UI_OP_INFO,
        &dialects::gen::arith::FP_TO_SI_OP_INFO,
        &dialects::gen::arith::INDEX_CAST_OP_INFO,
        &dialects::gen::arith::INDEX_CAST_UI_OP_INFO,
        &dialects::gen::arith::BITCAST_OP_INFO,
        &dialects::gen::arith::CMP_I_OP_INFO,
        &dialects::gen::arith::CMP_F_OP_INFO,
        &dialects::gen::arith::SELECT_OP_INFO,
    ],
    enums: &[
        &dialects::gen::arith::ARITH_CMP_I_PREDICATE_ATTR_ENUM,
        &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
        &dialects::gen::arith::ARITH_INTEGER_OVERFLOW_FLAGS_ATTR_ENUM,
        &dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        &dialects::gen::arith::ARITH_ROUNDING_MODE_ATTR_ENUM,
        &dialects::gen::arith::ARITH_ATOMIC_RMW_KIND_ATTR_ENUM,
    ],
    attr_defs: &[],
    type_defs: &[],
    on_register: Some(dialects::native::arith::on_register),
    allow_unknown_ops: false,
    attributes: ir::AttrSyntax::Closed,
    verbatim_attrs: &[],
};
#[doc(hidden)]
pub mod __spec_lines {
    /// The lines the positions of this file's definitions refer to.
    pub static LINES: [u32; 51usize] = [
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32,
    ];
}
