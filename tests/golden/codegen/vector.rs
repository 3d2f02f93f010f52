// @generated from spec/dialects/vector.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{diag, dialects, ir, parse, print};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
/// `Vector_CombiningKindAttr` (spec/dialects/vector.td:N): Kind of combining function for contractions and reductions
pub fn vector_combining_kind_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::enum_attr_pred(ctx, x, "CombiningKind")
}
/// `Vector_IteratorTypeAttr` (spec/dialects/vector.td:N): Iterator type
pub fn vector_iterator_type_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::enum_attr_pred(ctx, x, "IteratorType")
}
/// `Vector_PrintPunctuationAttr` (spec/dialects/vector.td:N): Punctuation for separating vectors or vector elements
pub fn vector_print_punctuation_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::enum_attr_pred(ctx, x, "PrintPunctuation")
}
/// `Vector_IteratorTypeArrayAttr` (spec/dialects/vector.td:N): Iterator type should be an enum.
pub fn vector_iterator_type_array_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::array_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Attribute| -> bool {
            ir::pred::attr::enum_attr_pred(ctx, x, "IteratorType")
        },
    )
}
/// `Vector_AnyVectorOfAnyRank` (spec/dialects/vector.td:N): vector of any type values
pub fn vector_any_vector_of_any_rank(ctx: &Context, x: Type) -> bool {
    ir::pred::ty::vector_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool { ir::pred::ty::any_type_pred(ctx, x) },
    )
}
/// `Vector_AnyVectorOfNonZeroRank` (spec/dialects/vector.td:N): vector of any type values
pub fn vector_any_vector_of_non_zero_rank(ctx: &Context, x: Type) -> bool {
    (ir::pred::ty::vector_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool { ir::pred::ty::any_type_pred(ctx, x) },
    ) && (!ir::pred::ty::vector_of_rank(ctx, x, &[0i64])))
}
/// `Vector_AnyFixedVectorOfAnyRank` (spec/dialects/vector.td:N): fixed-length vector of any type values
pub fn vector_any_fixed_vector_of_any_rank(ctx: &Context, x: Type) -> bool {
    ir::pred::ty::fixed_vector_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool { ir::pred::ty::any_type_pred(ctx, x) },
    )
}
/// `Vector_BoolVectorOfAnyRank` (spec/dialects/vector.td:N): vector of 1-bit signless integer values
pub fn vector_bool_vector_of_any_rank(ctx: &Context, x: Type) -> bool {
    ir::pred::ty::vector_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool {
            ir::pred::ty::integer_of_width(ctx, x, 1i64)
        },
    )
}
/// `Vector_BoolVectorOfNonZeroRank` (spec/dialects/vector.td:N): vector of 1-bit signless integer values
pub fn vector_bool_vector_of_non_zero_rank(ctx: &Context, x: Type) -> bool {
    (ir::pred::ty::vector_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool {
            ir::pred::ty::integer_of_width(ctx, x, 1i64)
        },
    ) && (!ir::pred::ty::vector_of_rank(ctx, x, &[0i64])))
}
/// `Vector_FixedBoolVectorOfNonZeroRank` (spec/dialects/vector.td:N): fixed-length vector of 1-bit signless integer values
pub fn vector_fixed_bool_vector_of_non_zero_rank(ctx: &Context, x: Type) -> bool {
    (ir::pred::ty::fixed_vector_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool {
            ir::pred::ty::integer_of_width(ctx, x, 1i64)
        },
    ) && (!ir::pred::ty::vector_of_rank(ctx, x, &[0i64])))
}
/// `Vector_FloatVectorOfAnyRank` (spec/dialects/vector.td:N): vector of floating-point values
pub fn vector_float_vector_of_any_rank(ctx: &Context, x: Type) -> bool {
    ir::pred::ty::vector_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool { ir::pred::ty::float(ctx, x) },
    )
}
/// `Vector_IntOrIndexVectorOfNonZeroRank` (spec/dialects/vector.td:N): vector of integer or index values
pub fn vector_int_or_index_vector_of_non_zero_rank(ctx: &Context, x: Type) -> bool {
    (ir::pred::ty::vector_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool {
            (ir::pred::ty::integer(ctx, x) || ir::pred::ty::index_pred(ctx, x))
        },
    ) && (!ir::pred::ty::vector_of_rank(ctx, x, &[0i64])))
}
/// `Vector_IndexVectorOfRank1` (spec/dialects/vector.td:N): vector of index values of ranks 1
pub fn vector_index_vector_of_rank1(ctx: &Context, x: Type) -> bool {
    (ir::pred::ty::vector_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool { ir::pred::ty::index_pred(ctx, x) },
    ) && ir::pred::ty::vector_of_rank(ctx, x, &[1i64]))
}
/// `Vector_VectorOfRank1` (spec/dialects/vector.td:N):  of ranks 1
pub fn vector_vector_of_rank1(ctx: &Context, x: Type) -> bool {
    (ir::pred::ty::vector_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool { ir::pred::ty::any_type_pred(ctx, x) },
    ) && ir::pred::ty::vector_of_rank(ctx, x, &[1i64]))
}
/// `Vector_ScalableVectorOfRank1` (spec/dialects/vector.td:N):  of ranks 1
pub fn vector_scalable_vector_of_rank1(ctx: &Context, x: Type) -> bool {
    (ir::pred::ty::vector_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool { ir::pred::ty::any_type_pred(ctx, x) },
    ) && ir::pred::ty::vector_of_rank(ctx, x, &[1i64])
        && dialects::native::vector::is_scalable_vector(ctx, x))
}
/// `Vector_TensorOrMemRef` (spec/dialects/vector.td:N): Tensor or MemRef of any type values
pub fn vector_tensor_or_mem_ref(ctx: &Context, x: Type) -> bool {
    (ir::pred::ty::tensor_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool { ir::pred::ty::any_type_pred(ctx, x) },
    )
        || ir::pred::ty::ranked_mem_ref_of(
            ctx,
            x,
            &|ctx: &Context, x: Type| -> bool { ir::pred::ty::any_type_pred(ctx, x) },
        ))
}
/// `Vector_AnyShaped` (spec/dialects/vector.td:N): shaped of any type values
pub fn vector_any_shaped(ctx: &Context, x: Type) -> bool {
    ir::pred::ty::shaped_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool { ir::pred::ty::any_type_pred(ctx, x) },
    )
}
/// `Vector_Printable` (spec/dialects/vector.td:N):
pub fn vector_printable(ctx: &Context, x: Type) -> bool {
    (ir::pred::ty::vector_of(
        ctx,
        x,
        &|ctx: &Context, x: Type| -> bool { ir::pred::ty::any_type_pred(ctx, x) },
    ) || ir::pred::ty::integer(ctx, x) || ir::pred::ty::index_pred(ctx, x)
        || ir::pred::ty::float(ctx, x))
}
/// `Vector_BoolArrayAttr` (spec/dialects/vector.td:N): 1-bit boolean array attribute
pub fn vector_bool_array_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::array_attr_of(
        ctx,
        x,
        &|ctx: &Context, x: Attribute| -> bool { ir::pred::attr::bool_attr_pred(ctx, x) },
    )
}
/// `Vector_CombiningKindAttr` (spec/dialects/vector.td): Kind of combining function for contractions and reductions
pub static VECTOR_COMBINING_KIND_ATTR_ENUM: ir::EnumDef = ir::EnumDef {
    name: "CombiningKind",
    summary: "Kind of combining function for contractions and reductions",
    dialect: "vector",
    mnemonic: "kind",
    cases: &[
        ("add", 0u64),
        ("mul", 1u64),
        ("minui", 2u64),
        ("minsi", 3u64),
        ("minnumf", 4u64),
        ("maxui", 5u64),
        ("maxsi", 6u64),
        ("maxnumf", 7u64),
        ("and", 8u64),
        ("or", 9u64),
        ("xor", 10u64),
        ("minimumf", 11u64),
        ("maximumf", 12u64),
    ],
    bit_enum: false,
    separator: ",",
    int_width: 0u32,
    llvm_keywords: &[],
    llvm_flag_order: &[],
    groups: &[],
};
/// `Vector_CombiningKindAttr` (spec/dialects/vector.td): Kind of combining function for contractions and reductions
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[repr(i64)]
pub enum CombiningKind {
    Add = 0,
    Mul = 1,
    Minui = 2,
    Minsi = 3,
    Minnumf = 4,
    Maxui = 5,
    Maxsi = 6,
    Maxnumf = 7,
    And = 8,
    Or = 9,
    Xor = 10,
    Minimumf = 11,
    Maximumf = 12,
}
impl CombiningKind {
    pub fn from_value(v: u64) -> Option<Self> {
        match v {
            0u64 => Some(CombiningKind::Add),
            1u64 => Some(CombiningKind::Mul),
            2u64 => Some(CombiningKind::Minui),
            3u64 => Some(CombiningKind::Minsi),
            4u64 => Some(CombiningKind::Minnumf),
            5u64 => Some(CombiningKind::Maxui),
            6u64 => Some(CombiningKind::Maxsi),
            7u64 => Some(CombiningKind::Maxnumf),
            8u64 => Some(CombiningKind::And),
            9u64 => Some(CombiningKind::Or),
            10u64 => Some(CombiningKind::Xor),
            11u64 => Some(CombiningKind::Minimumf),
            12u64 => Some(CombiningKind::Maximumf),
            _ => None,
        }
    }
    pub fn value(self) -> u64 {
        self as i64 as u64
    }
    pub fn keyword(self) -> &'static str {
        VECTOR_COMBINING_KIND_ATTR_ENUM.keyword(self.value()).unwrap_or("")
    }
    /// The attribute holding this value.
    pub fn attr(self, ctx: &ir::Context) -> ir::Attribute {
        let v = self.value();
        ctx.enum_attr(&VECTOR_COMBINING_KIND_ATTR_ENUM, v)
    }
}
/// `Vector_IteratorTypeAttr` (spec/dialects/vector.td): Iterator type
pub static VECTOR_ITERATOR_TYPE_ATTR_ENUM: ir::EnumDef = ir::EnumDef {
    name: "IteratorType",
    summary: "Iterator type",
    dialect: "vector",
    mnemonic: "iterator_type",
    cases: &[("parallel", 0u64), ("reduction", 1u64)],
    bit_enum: false,
    separator: ",",
    int_width: 0u32,
    llvm_keywords: &[],
    llvm_flag_order: &[],
    groups: &[],
};
/// `Vector_IteratorTypeAttr` (spec/dialects/vector.td): Iterator type
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[repr(i64)]
pub enum IteratorType {
    Parallel = 0,
    Reduction = 1,
}
impl IteratorType {
    pub fn from_value(v: u64) -> Option<Self> {
        match v {
            0u64 => Some(IteratorType::Parallel),
            1u64 => Some(IteratorType::Reduction),
            _ => None,
        }
    }
    pub fn value(self) -> u64 {
        self as i64 as u64
    }
    pub fn keyword(self) -> &'static str {
        VECTOR_ITERATOR_TYPE_ATTR_ENUM.keyword(self.value()).unwrap_or("")
    }
    /// The attribute holding this value.
    pub fn attr(self, ctx: &ir::Context) -> ir::Attribute {
        let v = self.value();
        ctx.enum_attr(&VECTOR_ITERATOR_TYPE_ATTR_ENUM, v)
    }
}
/// `Vector_PrintPunctuationAttr` (spec/dialects/vector.td): Punctuation for separating vectors or vector elements
pub static VECTOR_PRINT_PUNCTUATION_ATTR_ENUM: ir::EnumDef = ir::EnumDef {
    name: "PrintPunctuation",
    summary: "Punctuation for separating vectors or vector elements",
    dialect: "vector",
    mnemonic: "punctuation",
    cases: &[
        ("no_punctuation", 0u64),
        ("newline", 1u64),
        ("comma", 2u64),
        ("open", 3u64),
        ("close", 4u64),
    ],
    bit_enum: false,
    separator: ",",
    int_width: 0u32,
    llvm_keywords: &[],
    llvm_flag_order: &[],
    groups: &[],
};
/// `Vector_PrintPunctuationAttr` (spec/dialects/vector.td): Punctuation for separating vectors or vector elements
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[repr(i64)]
pub enum PrintPunctuation {
    NoPunctuation = 0,
    NewLine = 1,
    Comma = 2,
    Open = 3,
    Close = 4,
}
impl PrintPunctuation {
    pub fn from_value(v: u64) -> Option<Self> {
        match v {
            0u64 => Some(PrintPunctuation::NoPunctuation),
            1u64 => Some(PrintPunctuation::NewLine),
            2u64 => Some(PrintPunctuation::Comma),
            3u64 => Some(PrintPunctuation::Open),
            4u64 => Some(PrintPunctuation::Close),
            _ => None,
        }
    }
    pub fn value(self) -> u64 {
        self as i64 as u64
    }
    pub fn keyword(self) -> &'static str {
        VECTOR_PRINT_PUNCTUATION_ATTR_ENUM.keyword(self.value()).unwrap_or("")
    }
    /// The attribute holding this value.
    pub fn attr(self, ctx: &ir::Context) -> ir::Attribute {
        let v = self.value();
        ctx.enum_attr(&VECTOR_PRINT_PUNCTUATION_ATTR_ENUM, v)
    }
}
static CONTRACTION_OP_KIND_DEFAULT: ir::SpecDefault = ir::SpecDefault {
    text: "#vector.kind<add>",
    value: ir::SpecValue::Enum(
        &dialects::gen::vector::VECTOR_COMBINING_KIND_ATTR_ENUM,
        0u64,
    ),
};
/// `vector.contract` (spec/dialects/vector.td:N): vector contraction operation
#[derive(Copy, Clone)]
pub struct ContractionOp<'a>(pub OpRef<'a>);
impl<'a> ContractionOp<'a> {
    pub const NAME: &'static str = "vector.contract";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &CONTRACTION_OP_INFO).then_some(ContractionOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: vector of any type values
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, CONTRACTION_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: vector of any type values
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, CONTRACTION_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `acc`: any type
    pub fn acc(&self) -> Value {
        ods::operand_group(self.0, CONTRACTION_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Result `result`: any type
    pub fn result(&self) -> Value {
        ods::results_group(self.0, CONTRACTION_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `indexing_maps`: array attribute
    pub fn indexing_maps_attr(&self) -> Option<Attribute> {
        self.0.attr("indexing_maps")
    }
    /// Attribute `iterator_types`: Iterator type should be an enum.
    pub fn iterator_types_attr(&self) -> Option<Attribute> {
        self.0.attr("iterator_types")
    }
    /// Attribute `kind`: Kind of combining function for contractions and reductions
    pub fn kind_attr(&self) -> Option<Attribute> {
        self.0.attr("kind")
    }
    pub fn kind(&self) -> Option<dialects::gen::vector::CombiningKind> {
        ods::attr_enum_value(self.0, "kind")
            .and_then(dialects::gen::vector::CombiningKind::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        acc: Value,
        indexing_maps_attr: Option<Attribute>,
        iterator_types_attr: Option<Attribute>,
        kind_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &CONTRACTION_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.operands.push(acc);
        st.set_attr(ctx, "indexing_maps", indexing_maps_attr);
        st.set_attr(ctx, "iterator_types", iterator_types_attr);
        st.set_attr(ctx, "kind", kind_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// Attribute constraint: array attribute (`ArrayAttr`, spec/constraints.td:N)
const ARRAY_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "array attribute",
    check: dialects::gen::constraints::array_attr,
};
/// Attribute constraint: Iterator type should be an enum. (`Vector_IteratorTypeArrayAttr`, spec/dialects/vector.td:N)
const VECTOR_ITERATOR_TYPE_ARRAY_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "Iterator type should be an enum.",
    check: dialects::gen::vector::vector_iterator_type_array_attr,
};
/// Attribute constraint: Kind of combining function for contractions and reductions (first used by `vector.contract`, spec/dialects/vector.td:N)
const IS_KIND_OF_COMBINING_FUNCTION_FOR_CONTRACTIONS: ir::AttrConstraint = ir::AttrConstraint {
    summary: "Kind of combining function for contractions and reductions",
    check: |ctx: &Context, a: Attribute| ir::pred::attr::enum_attr_pred(
        ctx,
        a,
        "CombiningKind",
    ),
};
/// Type constraint: vector of any type values (`Vector_AnyVectorOfNonZeroRank`, spec/dialects/vector.td:N)
const VECTOR_ANY_VECTOR_OF_NON_ZERO_RANK: ir::TypeConstraint = ir::TypeConstraint {
    summary: "vector of any type values",
    check: dialects::gen::vector::vector_any_vector_of_non_zero_rank,
};
/// Type constraint: any type (`AnyType`, spec/constraints.td:N)
const ANY_TYPE: ir::TypeConstraint = ir::TypeConstraint {
    summary: "any type",
    check: dialects::gen::constraints::any_type,
};
/// Verifies `vector.contract` (spec/dialects/vector.td:N) and the ops that check the same things.
fn verify_contraction_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    if !dialects::native::vector::same_elem_op0_op1(op) {
        return Err(
            ods::op_error(op, "failed to verify that lhs and rhs have same element type"),
        );
    }
    if !dialects::native::vector::same_elem_res0_op2(op) {
        return Err(
            ods::op_error(
                op,
                "failed to verify that third operand acc and result have same element type",
            ),
        );
    }
    dialects::native::vector::verify_contract(op)?;
    Ok(())
}
/// `vector.contract` (spec/dialects/vector.td:N): vector contraction operation
pub static CONTRACTION_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "vector.contract",
    dialect: "vector",
    traits: ir::Traits::PURE,
    attrs: &[
        ir::AttrInfo {
            name: "indexing_maps",
            constraint: Some(ARRAY_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "iterator_types",
            constraint: Some(VECTOR_ITERATOR_TYPE_ARRAY_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "kind",
            optional: true,
            default: Some(&CONTRACTION_OP_KIND_DEFAULT),
            materialize: true,
            constraint: Some(IS_KIND_OF_COMBINING_FUNCTION_FOR_CONTRACTIONS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/vector.td",
        line: &dialects::gen::vector::__spec_lines::LINES[0usize],
    },
    verify: verify_contraction_op,
    parse: Some(&(dialects::native::vector::parse_contract as parse::ops::ParseFn)),
    print: Some(&(dialects::native::vector::print_contract as print::ops::PrintFn)),
    operand_types: &[
        VECTOR_ANY_VECTOR_OF_NON_ZERO_RANK,
        VECTOR_ANY_VECTOR_OF_NON_ZERO_RANK,
        ANY_TYPE,
    ],
    result_types: &[ANY_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
static REDUCTION_OP_FASTMATH_DEFAULT: ir::SpecDefault = ir::SpecDefault {
    text: "#arith.fastmath<none>",
    value: ir::SpecValue::Enum(
        &dialects::gen::arith::ARITH_FAST_MATH_FLAGS_ATTR_ENUM,
        0u64,
    ),
};
/// `vector.reduction` (spec/dialects/vector.td:N): reduction operation
#[derive(Copy, Clone)]
pub struct ReductionOp<'a>(pub OpRef<'a>);
impl<'a> ReductionOp<'a> {
    pub const NAME: &'static str = "vector.reduction";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &REDUCTION_OP_INFO).then_some(ReductionOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `vector`: vector of any type values
    pub fn vector(&self) -> Value {
        ods::operand_group(self.0, REDUCTION_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `acc`: any type
    pub fn acc(&self) -> Option<Value> {
        ods::operand_group(self.0, REDUCTION_OP_INFO.operand_arities, 1usize).first()
    }
    /// Result `dest`: any type
    pub fn dest(&self) -> Value {
        ods::results_group(self.0, REDUCTION_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `kind`: Kind of combining function for contractions and reductions
    pub fn kind_attr(&self) -> Option<Attribute> {
        self.0.attr("kind")
    }
    pub fn kind(&self) -> Option<dialects::gen::vector::CombiningKind> {
        ods::attr_enum_value(self.0, "kind")
            .and_then(dialects::gen::vector::CombiningKind::from_value)
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
        vector: Value,
        acc: Option<Value>,
        kind_attr: Option<Attribute>,
        fastmath_attr: Option<Attribute>,
        dest_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &REDUCTION_OP_INFO, loc);
        st.operands.push(vector);
        st.operands.extend(acc);
        st.set_attr(ctx, "kind", kind_attr);
        st.set_attr(ctx, "fastmath", fastmath_attr);
        st.result_types.push(dest_ty);
        st
    }
}
/// Attribute constraint: Kind of combining function for contractions and reductions (`Vector_CombiningKindAttr`, spec/dialects/vector.td:N)
const VECTOR_COMBINING_KIND_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "Kind of combining function for contractions and reductions",
    check: dialects::gen::vector::vector_combining_kind_attr,
};
/// Attribute constraint: Floating point fast math flags (first used by `vector.reduction`, spec/dialects/vector.td:N)
const IS_FLOATING_POINT_FAST_MATH_FLAGS: ir::AttrConstraint = ir::AttrConstraint {
    summary: "Floating point fast math flags",
    check: |ctx: &Context, a: Attribute| ir::pred::attr::enum_attr_pred(
        ctx,
        a,
        "FastMathFlags",
    ),
};
/// Type constraint: vector of any type values (`Vector_AnyVectorOfAnyRank`, spec/dialects/vector.td:N)
const VECTOR_ANY_VECTOR_OF_ANY_RANK: ir::TypeConstraint = ir::TypeConstraint {
    summary: "vector of any type values",
    check: dialects::gen::vector::vector_any_vector_of_any_rank,
};
/// Type constraint: any type (first used by `vector.reduction`, spec/dialects/vector.td:N)
const IS_ANY_TYPE: ir::TypeConstraint = ir::TypeConstraint {
    summary: "any type",
    check: |ctx: &Context, t: Type| ir::pred::ty::any_type_pred(ctx, t),
};
/// Verifies `vector.reduction` (spec/dialects/vector.td:N) and the ops that check the same things.
fn verify_reduction_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    if !dialects::native::vector::same_elem_res0_op0(op) {
        return Err(
            ods::op_error(
                op,
                "failed to verify that source operand and result have same element type",
            ),
        );
    }
    if let (Some(from), Some(to)) = (
        ods::results_group_at(op, 0usize).first().map(|v| op.value_type(v)),
        ods::operand_group_at(op, 1usize).first().map(|v| op.value_type(v)),
    ) {
        if dialects::native::transforms::identity(op.ctx, from) != to {
            return Err(
                ods::op_error(
                    op,
                    "failed to verify that dest and acc have the same type",
                ),
            );
        }
    }
    dialects::native::vector::verify_reduction(op)?;
    Ok(())
}
/// Parses `vector.reduction` (spec/dialects/vector.td:N) (and the ops of the same format) from its custom syntax.
fn parse_reduction_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_vector: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_vector: Option<Vec<Type>> = None;
    let mut o_acc: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_acc: Option<Vec<Type>> = None;
    let mut rt_dest: Option<Vec<Type>> = None;
    let v = ods::parse_enum_stripped(
        p,
        &dialects::gen::vector::VECTOR_COMBINING_KIND_ATTR_ENUM,
    )?;
    st.add_attr(
        ctx.ident("kind"),
        ctx.enum_attr(&dialects::gen::vector::VECTOR_COMBINING_KIND_ATTR_ENUM, v),
    );
    p.expect_literal(",")?;
    o_vector.push(p.parse_operand()?);
    if p.eat_literal(",") {
        o_acc.extend(p.parse_optional_operand()?);
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
    ot_vector = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    p.expect_literal("into")?;
    rt_dest = Some(vec![p.parse_type() ?]);
    for &t in rt_dest.iter().flatten() {
        if !(dialects::gen::constraints::any_type(ctx, t)) {
            return p
                .custom_err_loc(
                    st.loc,
                    format!(
                        "'dest' must be any type, but got '{}'",
                        ::descent::print::attrs::type_to_string(ctx, t)
                    ),
                );
        }
    }
    if ot_acc.is_none() {
        if let Some(t) = rt_dest.as_ref().and_then(|v| v.first().copied()) {
            ot_acc = Some(
                ods::spread_types(
                    ctx,
                    dialects::native::transforms::identity(ctx, t),
                    o_acc.len(),
                ),
            );
        }
    }
    let types = ot_vector.unwrap_or_default();
    p.resolve_operands(&o_vector, &types, start, &mut st.operands)?;
    let types = ot_acc.unwrap_or_default();
    p.resolve_operands(&o_acc, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_dest.unwrap_or_default());
    Ok(())
}
/// Prints `vector.reduction` (spec/dialects/vector.td:N) (and the ops of the same format) in its custom syntax.
fn print_reduction_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    if let Some(a) = op.attr("kind") {
        ods::print_enum_stripped(
            p,
            &dialects::gen::vector::VECTOR_COMBINING_KIND_ATTR_ENUM,
            a,
        );
    }
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    if !ods::operand_group_at(op, 1usize).is_empty() {
        p.write(",");
        p.write(" ");
        p.print_operands(ods::operand_group_at(op, 1usize));
    }
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
    p.print_optional_attr_dict(op, &["kind", "fastmath"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(" into");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `vector.reduction` (spec/dialects/vector.td:N): reduction operation
pub static REDUCTION_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "vector.reduction",
    dialect: "vector",
    traits: ir::Traits::PURE,
    attrs: &[
        ir::AttrInfo {
            name: "kind",
            constraint: Some(VECTOR_COMBINING_KIND_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "fastmath",
            optional: true,
            default: Some(&REDUCTION_OP_FASTMATH_DEFAULT),
            materialize: true,
            constraint: Some(IS_FLOATING_POINT_FAST_MATH_FLAGS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/vector.td",
        line: &dialects::gen::vector::__spec_lines::LINES[1usize],
    },
    verify: verify_reduction_op,
    parse: Some(&(parse_reduction_op as parse::ops::ParseFn)),
    print: Some(&(print_reduction_op as print::ops::PrintFn)),
    operand_types: &[VECTOR_ANY_VECTOR_OF_ANY_RANK, IS_ANY_TYPE],
    result_types: &[ANY_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Optional],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `vector.multi_reduction` (spec/dialects/vector.td:N): Multi-dimensional reduction operation
#[derive(Copy, Clone)]
pub struct MultiDimReductionOp<'a>(pub OpRef<'a>);
impl<'a> MultiDimReductionOp<'a> {
    pub const NAME: &'static str = "vector.multi_reduction";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &MULTI_DIM_REDUCTION_OP_INFO).then_some(MultiDimReductionOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `source`: vector of any type values
    pub fn source(&self) -> Value {
        ods::operand_group(self.0, MULTI_DIM_REDUCTION_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Operand `acc`: any type
    pub fn acc(&self) -> Value {
        ods::operand_group(self.0, MULTI_DIM_REDUCTION_OP_INFO.operand_arities, 1usize)
            .get(0)
    }
    /// Result `dest`: any type
    pub fn dest(&self) -> Value {
        ods::results_group(self.0, MULTI_DIM_REDUCTION_OP_INFO.result_arities, 0usize)
            .get(0)
    }
    /// Attribute `kind`: Kind of combining function for contractions and reductions
    pub fn kind_attr(&self) -> Option<Attribute> {
        self.0.attr("kind")
    }
    pub fn kind(&self) -> Option<dialects::gen::vector::CombiningKind> {
        ods::attr_enum_value(self.0, "kind")
            .and_then(dialects::gen::vector::CombiningKind::from_value)
    }
    /// Attribute `reduction_dims`: i64 dense array attribute
    pub fn reduction_dims_attr(&self) -> Option<Attribute> {
        self.0.attr("reduction_dims")
    }
    pub fn reduction_dims(&self) -> Option<&'a [i64]> {
        ods::attr_dense_ints(self.0, "reduction_dims")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        source: Value,
        acc: Value,
        kind_attr: Option<Attribute>,
        reduction_dims_attr: Option<Attribute>,
        dest_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &MULTI_DIM_REDUCTION_OP_INFO, loc);
        st.operands.push(source);
        st.operands.push(acc);
        st.set_attr(ctx, "kind", kind_attr);
        st.set_attr(ctx, "reduction_dims", reduction_dims_attr);
        st.result_types.push(dest_ty);
        st
    }
}
/// Attribute constraint: i64 dense array attribute (`DenseI64ArrayAttr`, spec/constraints.td:N)
const DENSE_I64_ARRAY_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "i64 dense array attribute",
    check: dialects::gen::constraints::dense_i64_array_attr,
};
/// Verifies `vector.multi_reduction` (spec/dialects/vector.td:N) and the ops that check the same things.
fn verify_multi_dim_reduction_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    if !dialects::native::vector::same_elem_res0_op0(op) {
        return Err(
            ods::op_error(
                op,
                "failed to verify that source operand and result have same element type",
            ),
        );
    }
    ods::all_equal(
        op,
        &[
            ods::results_group_at(op, 0usize).first().map(|v| op.value_type(v)),
            ods::operand_group_at(op, 1usize).first().map(|v| op.value_type(v)),
        ],
        "failed to verify that all of {dest, acc} have same type",
    )?;
    dialects::native::vector::verify_multi_reduction(op)?;
    Ok(())
}
/// Parses `vector.multi_reduction` (spec/dialects/vector.td:N) (and the ops of the same format) from its custom syntax.
fn parse_multi_dim_reduction_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_source: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_source: Option<Vec<Type>> = None;
    let mut o_acc: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_acc: Option<Vec<Type>> = None;
    let mut rt_dest: Option<Vec<Type>> = None;
    let v = ods::parse_enum_stripped(
        p,
        &dialects::gen::vector::VECTOR_COMBINING_KIND_ATTR_ENUM,
    )?;
    st.add_attr(
        ctx.ident("kind"),
        ctx.enum_attr(&dialects::gen::vector::VECTOR_COMBINING_KIND_ATTR_ENUM, v),
    );
    p.expect_literal(",")?;
    o_source.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_acc.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    let a = ods::parse_dense_array_literal(p, 64u32)?;
    st.add_attr(ctx.ident("reduction_dims"), a);
    p.expect_literal(":")?;
    ot_source = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    p.expect_literal("to")?;
    rt_dest = Some(vec![p.parse_type() ?]);
    if ot_acc.is_none() {
        if let Some(t) = rt_dest.as_ref().and_then(|v| v.first().copied()) {
            ot_acc = Some(vec![t; o_acc.len()]);
        }
    }
    let types = ot_source.unwrap_or_default();
    p.resolve_operands(&o_source, &types, start, &mut st.operands)?;
    let types = ot_acc.unwrap_or_default();
    p.resolve_operands(&o_acc, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_dest.unwrap_or_default());
    Ok(())
}
/// Prints `vector.multi_reduction` (spec/dialects/vector.td:N) (and the ops of the same format) in its custom syntax.
fn print_multi_dim_reduction_op<'p, 'a>(
    p: &'p mut print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.write(" ");
    if let Some(a) = op.attr("kind") {
        ods::print_enum_stripped(
            p,
            &dialects::gen::vector::VECTOR_COMBINING_KIND_ATTR_ENUM,
            a,
        );
    }
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 1usize));
    p.print_optional_attr_dict(op, &["kind", "reduction_dims"]);
    p.write(" ");
    if let Some(a) = op.attr("reduction_dims") {
        ods::print_dense_array_literal(p, a);
    }
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
/// `vector.multi_reduction` (spec/dialects/vector.td:N): Multi-dimensional reduction operation
pub static MULTI_DIM_REDUCTION_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "vector.multi_reduction",
    dialect: "vector",
    traits: ir::Traits::PURE,
    attrs: &[
        ir::AttrInfo {
            name: "kind",
            constraint: Some(VECTOR_COMBINING_KIND_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "reduction_dims",
            constraint: Some(DENSE_I64_ARRAY_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/vector.td",
        line: &dialects::gen::vector::__spec_lines::LINES[2usize],
    },
    verify: verify_multi_dim_reduction_op,
    parse: Some(&(parse_multi_dim_reduction_op as parse::ops::ParseFn)),
    print: Some(&(print_multi_dim_reduction_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_vector::multi_reduction,
        kind: "",
        elements: true,
    }),
    operand_types: &[VECTOR_ANY_VECTOR_OF_NON_ZERO_RANK, ANY_TYPE],
    result_types: &[ANY_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `vector.broadcast` (spec/dialects/vector.td:N): broadcast operation
#[derive(Copy, Clone)]
pub struct BroadcastOp<'a>(pub OpRef<'a>);
impl<'a> BroadcastOp<'a> {
    pub const NAME: &'static str = "vector.broadcast";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &BROADCAST_OP_INFO).then_some(BroadcastOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `source`: any type
    pub fn source(&self) -> Value {
        ods::operand_group(self.0, BROADCAST_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `vector`: vector of any type values
    pub fn vector(&self) -> Value {
        ods::results_group(self.0, BROADCAST_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        source: Value,
        vector_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &BROADCAST_OP_INFO, loc);
        st.operands.push(source);
        st.result_types.push(vector_ty);
        st
    }
}
/// Verifies `vector.broadcast` (spec/dialects/vector.td:N) and the ops that check the same things.
fn verify_broadcast_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    if !dialects::native::vector::same_elem_res0_op0(op) {
        return Err(
            ods::op_error(
                op,
                "failed to verify that source operand and result have same element type",
            ),
        );
    }
    dialects::native::vector::verify_broadcast(op)?;
    Ok(())
}
/// Parses `vector.broadcast` (spec/dialects/vector.td:N) (and the ops of the same format) from its custom syntax.
fn parse_broadcast_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut o_source: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_source: Option<Vec<Type>> = None;
    let mut rt_vector: Option<Vec<Type>> = None;
    o_source.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_source = Some(vec![p.parse_type() ?]);
    p.expect_literal("to")?;
    rt_vector = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    let types = ot_source.unwrap_or_default();
    p.resolve_operands(&o_source, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_vector.unwrap_or_default());
    Ok(())
}
/// Prints `vector.broadcast` (spec/dialects/vector.td:N) (and the ops of the same format) in its custom syntax.
fn print_broadcast_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
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
/// `vector.broadcast` (spec/dialects/vector.td:N): broadcast operation
pub static BROADCAST_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "vector.broadcast",
    dialect: "vector",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/vector.td",
        line: &dialects::gen::vector::__spec_lines::LINES[3usize],
    },
    verify: verify_broadcast_op,
    parse: Some(&(parse_broadcast_op as parse::ops::ParseFn)),
    print: Some(&(print_broadcast_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_vector::broadcast,
        kind: "",
        elements: true,
    }),
    operand_types: &[ANY_TYPE],
    result_types: &[VECTOR_ANY_VECTOR_OF_ANY_RANK],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `vector.shuffle` (spec/dialects/vector.td:N): shuffle operation
#[derive(Copy, Clone)]
pub struct ShuffleOp<'a>(pub OpRef<'a>);
impl<'a> ShuffleOp<'a> {
    pub const NAME: &'static str = "vector.shuffle";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &SHUFFLE_OP_INFO).then_some(ShuffleOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `v1`: fixed-length vector of any type values
    pub fn v1(&self) -> Value {
        ods::operand_group(self.0, SHUFFLE_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `v2`: fixed-length vector of any type values
    pub fn v2(&self) -> Value {
        ods::operand_group(self.0, SHUFFLE_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `vector`: vector of any type values
    pub fn vector(&self) -> Value {
        ods::results_group(self.0, SHUFFLE_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `mask`: i64 dense array attribute
    pub fn mask_attr(&self) -> Option<Attribute> {
        self.0.attr("mask")
    }
    pub fn mask(&self) -> Option<&'a [i64]> {
        ods::attr_dense_ints(self.0, "mask")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        v1: Value,
        v2: Value,
        mask_attr: Option<Attribute>,
        vector_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &SHUFFLE_OP_INFO, loc);
        st.operands.push(v1);
        st.operands.push(v2);
        st.set_attr(ctx, "mask", mask_attr);
        st.result_types.push(vector_ty);
        st
    }
}
/// Type constraint: fixed-length vector of any type values (`Vector_AnyFixedVectorOfAnyRank`, spec/dialects/vector.td:N)
const VECTOR_ANY_FIXED_VECTOR_OF_ANY_RANK: ir::TypeConstraint = ir::TypeConstraint {
    summary: "fixed-length vector of any type values",
    check: dialects::gen::vector::vector_any_fixed_vector_of_any_rank,
};
/// Verifies `vector.shuffle` (spec/dialects/vector.td:N) and the ops that check the same things.
fn verify_shuffle_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    if !dialects::native::vector::same_elem_res0_op0(op) {
        return Err(
            ods::op_error(
                op,
                "failed to verify that first operand v1 and result have same element type",
            ),
        );
    }
    if !dialects::native::vector::same_elem_res0_op1(op) {
        return Err(
            ods::op_error(
                op,
                "failed to verify that second operand v2 and result have same element type",
            ),
        );
    }
    dialects::native::vector::verify_shuffle(op)?;
    Ok(())
}
/// `vector.shuffle` (spec/dialects/vector.td:N): shuffle operation
pub static SHUFFLE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "vector.shuffle",
    dialect: "vector",
    traits: ir::Traits::PURE,
    attrs: &[
        ir::AttrInfo {
            name: "mask",
            constraint: Some(DENSE_I64_ARRAY_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/vector.td",
        line: &dialects::gen::vector::__spec_lines::LINES[4usize],
    },
    verify: verify_shuffle_op,
    parse: Some(&(dialects::native::vector::parse_shuffle as parse::ops::ParseFn)),
    print: Some(&(dialects::native::vector::print_shuffle as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_vector::shuffle,
        kind: "",
        elements: true,
    }),
    operand_types: &[
        VECTOR_ANY_FIXED_VECTOR_OF_ANY_RANK,
        VECTOR_ANY_FIXED_VECTOR_OF_ANY_RANK,
    ],
    result_types: &[VECTOR_ANY_VECTOR_OF_NON_ZERO_RANK],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `vector.interleave` (spec/dialects/vector.td:N): constructs a vector by interleaving two input vectors
#[derive(Copy, Clone)]
pub struct InterleaveOp<'a>(pub OpRef<'a>);
impl<'a> InterleaveOp<'a> {
    pub const NAME: &'static str = "vector.interleave";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &INTERLEAVE_OP_INFO).then_some(InterleaveOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: vector of any type values
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, INTERLEAVE_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: vector of any type values
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, INTERLEAVE_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `result`: vector of any type values
    pub fn result(&self) -> Value {
        ods::results_group(self.0, INTERLEAVE_OP_INFO.result_arities, 0usize).get(0)
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
        let mut st = OperationState::for_op(ctx, &INTERLEAVE_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.result_types.push(result_ty);
        st
    }
}
/// Verifies `vector.interleave` (spec/dialects/vector.td:N) and the ops that check the same things.
fn verify_interleave_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    ods::all_equal(
        op,
        &[
            ods::operand_group_at(op, 0usize).first().map(|v| op.value_type(v)),
            ods::operand_group_at(op, 1usize).first().map(|v| op.value_type(v)),
        ],
        "failed to verify that all of {lhs, rhs} have same type",
    )?;
    if let (Some(from), Some(to)) = (
        ods::operand_group_at(op, 0usize).first().map(|v| op.value_type(v)),
        ods::results_group_at(op, 0usize).first().map(|v| op.value_type(v)),
    ) {
        if dialects::native::vector::double_trailing_dim(op.ctx, from) != to {
            return Err(
                ods::op_error(
                    op,
                    "failed to verify that type of 'result' is double the width of the inputs",
                ),
            );
        }
    }
    Ok(())
}
/// Parses `vector.interleave` (spec/dialects/vector.td:N) (and the ops of the same format) from its custom syntax.
fn parse_interleave_op<'p, 'a>(
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
    ot_lhs = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    p.expect_literal("->")?;
    rt_result = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    if ot_rhs.is_none() {
        if let Some(t) = ot_lhs.as_ref().and_then(|v| v.first().copied()) {
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
/// Prints `vector.interleave` (spec/dialects/vector.td:N) (and the ops of the same format) in its custom syntax.
fn print_interleave_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
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
    p.write(" ->");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `vector.interleave` (spec/dialects/vector.td:N): constructs a vector by interleaving two input vectors
pub static INTERLEAVE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "vector.interleave",
    dialect: "vector",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/vector.td",
        line: &dialects::gen::vector::__spec_lines::LINES[5usize],
    },
    verify: verify_interleave_op,
    parse: Some(&(parse_interleave_op as parse::ops::ParseFn)),
    print: Some(&(print_interleave_op as print::ops::PrintFn)),
    operand_types: &[VECTOR_ANY_VECTOR_OF_ANY_RANK, VECTOR_ANY_VECTOR_OF_ANY_RANK],
    result_types: &[VECTOR_ANY_VECTOR_OF_NON_ZERO_RANK],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `vector.deinterleave` (spec/dialects/vector.td:N): constructs two vectors by deinterleaving an input vector
#[derive(Copy, Clone)]
pub struct DeinterleaveOp<'a>(pub OpRef<'a>);
impl<'a> DeinterleaveOp<'a> {
    pub const NAME: &'static str = "vector.deinterleave";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &DEINTERLEAVE_OP_INFO).then_some(DeinterleaveOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `source`: vector of any type values
    pub fn source(&self) -> Value {
        ods::operand_group(self.0, DEINTERLEAVE_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `res1`: vector of any type values
    pub fn res1(&self) -> Value {
        ods::results_group(self.0, DEINTERLEAVE_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Result `res2`: vector of any type values
    pub fn res2(&self) -> Value {
        ods::results_group(self.0, DEINTERLEAVE_OP_INFO.result_arities, 1usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        source: Value,
        res1_ty: Type,
        res2_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &DEINTERLEAVE_OP_INFO, loc);
        st.operands.push(source);
        st.result_types.push(res1_ty);
        st.result_types.push(res2_ty);
        st
    }
}
/// Verifies `vector.deinterleave` (spec/dialects/vector.td:N) and the ops that check the same things.
fn verify_deinterleave_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    if !dialects::native::vector::trailing_dim_even(op) {
        return Err(
            ods::op_error(
                op,
                "failed to verify that the trailing dimension of the source vector has an even number of elements",
            ),
        );
    }
    if let (Some(from), Some(to)) = (
        ods::operand_group_at(op, 0usize).first().map(|v| op.value_type(v)),
        ods::results_group_at(op, 0usize).first().map(|v| op.value_type(v)),
    ) {
        if dialects::native::vector::half_trailing_dim(op.ctx, from) != to {
            return Err(
                ods::op_error(
                    op,
                    "failed to verify that the trailing dimension of the results is half the width of source trailing dimension",
                ),
            );
        }
    }
    ods::all_equal(
        op,
        &[
            ods::results_group_at(op, 0usize).first().map(|v| op.value_type(v)),
            ods::results_group_at(op, 1usize).first().map(|v| op.value_type(v)),
        ],
        "failed to verify that all of {res1, res2} have same type",
    )?;
    Ok(())
}
/// Parses `vector.deinterleave` (spec/dialects/vector.td:N) (and the ops of the same format) from its custom syntax.
fn parse_deinterleave_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_source: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_source: Option<Vec<Type>> = None;
    let mut rt_res1: Option<Vec<Type>> = None;
    let mut rt_res2: Option<Vec<Type>> = None;
    o_source.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_source = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    p.expect_literal("->")?;
    rt_res1 = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    for &t in ot_source.iter().flatten() {
        if !(dialects::gen::vector::vector_any_vector_of_non_zero_rank(ctx, t)) {
            return p
                .custom_err_loc(
                    st.loc,
                    format!(
                        "'source' must be vector of any type values, but got '{}'",
                        ::descent::print::attrs::type_to_string(ctx, t)
                    ),
                );
        }
    }
    if rt_res2.is_none() {
        if let Some(t) = rt_res1.as_ref().and_then(|v| v.first().copied()) {
            rt_res2 = Some(vec![t; 1usize]);
        }
    }
    let types = ot_source.unwrap_or_default();
    p.resolve_operands(&o_source, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_res1.unwrap_or_default());
    st.result_types.extend(rt_res2.unwrap_or_default());
    Ok(())
}
/// Prints `vector.deinterleave` (spec/dialects/vector.td:N) (and the ops of the same format) in its custom syntax.
fn print_deinterleave_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
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
    p.write(" ->");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `vector.deinterleave` (spec/dialects/vector.td:N): constructs two vectors by deinterleaving an input vector
pub static DEINTERLEAVE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "vector.deinterleave",
    dialect: "vector",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/vector.td",
        line: &dialects::gen::vector::__spec_lines::LINES[6usize],
    },
    verify: verify_deinterleave_op,
    parse: Some(&(parse_deinterleave_op as parse::ops::ParseFn)),
    print: Some(&(print_deinterleave_op as print::ops::PrintFn)),
    asm_names: ir::AsmNames::Groups(&["res1", "res2"]),
    operand_types: &[VECTOR_ANY_VECTOR_OF_NON_ZERO_RANK],
    result_types: &[
        VECTOR_ANY_VECTOR_OF_NON_ZERO_RANK,
        VECTOR_ANY_VECTOR_OF_NON_ZERO_RANK,
    ],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single, ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `vector.extract` (spec/dialects/vector.td:N): extract operation
#[derive(Copy, Clone)]
pub struct ExtractOp<'a>(pub OpRef<'a>);
impl<'a> ExtractOp<'a> {
    pub const NAME: &'static str = "vector.extract";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &EXTRACT_OP_INFO).then_some(ExtractOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `source`: vector of any type values
    pub fn source(&self) -> Value {
        ods::operand_group(self.0, EXTRACT_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `dynamic_position`: variadic of index
    pub fn dynamic_position(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, EXTRACT_OP_INFO.operand_arities, 1usize)
    }
    /// Result `result`: any type
    pub fn result(&self) -> Value {
        ods::results_group(self.0, EXTRACT_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `static_position`: i64 dense array attribute
    pub fn static_position_attr(&self) -> Option<Attribute> {
        self.0.attr("static_position")
    }
    pub fn static_position(&self) -> Option<&'a [i64]> {
        ods::attr_dense_ints(self.0, "static_position")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        source: Value,
        dynamic_position: &[Value],
        static_position_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &EXTRACT_OP_INFO, loc);
        st.operands.push(source);
        st.operands.extend_from_slice(dynamic_position);
        st.set_attr(ctx, "static_position", static_position_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// Type constraint: variadic of index (first used by `vector.extract`, spec/dialects/vector.td:N)
const IS_VARIADIC_OF_INDEX: ir::TypeConstraint = ir::TypeConstraint {
    summary: "variadic of index",
    check: |ctx: &Context, t: Type| ir::pred::ty::index_pred(ctx, t),
};
/// Verifies `vector.extract` (spec/dialects/vector.td:N) and the ops that check the same things.
fn verify_extract_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    if !dialects::native::vector::same_elem_res0_op0(op) {
        return Err(
            ods::op_error(
                op,
                "failed to verify that operand and result have same element type",
            ),
        );
    }
    dialects::native::vector::verify_extract(op)?;
    Ok(())
}
/// Parses `vector.extract` (spec/dialects/vector.td:N) (and the ops of the same format) from its custom syntax.
fn parse_extract_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_source: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_source: Option<Vec<Type>> = None;
    let mut ol_dynamic_position: u32 = start;
    let mut o_dynamic_position: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_dynamic_position: Option<Vec<Type>> = None;
    let mut rt_result: Option<Vec<Type>> = None;
    o_source.push(p.parse_operand()?);
    {
        let mut a_1: Option<Attribute> = None;
        dialects::native::vector::directives::parse_dynamic_index_list(
            p,
            st,
            &mut o_dynamic_position,
            &mut a_1,
        )?;
        if let Some(a) = a_1 {
            st.add_attr(ctx.ident("static_position"), a);
        }
    }
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    rt_result = Some(vec![p.parse_type() ?]);
    p.expect_literal("from")?;
    ot_source = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    if ot_dynamic_position.is_none() {
        ot_dynamic_position = Some(vec![ctx.index_type(); o_dynamic_position.len()]);
    }
    let types = ot_source.unwrap_or_default();
    p.resolve_operands(&o_source, &types, start, &mut st.operands)?;
    let types = ot_dynamic_position.unwrap_or_default();
    p.resolve_operands(
        &o_dynamic_position,
        &types,
        ol_dynamic_position,
        &mut st.operands,
    )?;
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `vector.extract` (spec/dialects/vector.td:N) (and the ops of the same format) in its custom syntax.
fn print_extract_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    dialects::native::vector::directives::print_dynamic_index_list(
        p,
        op,
        ods::operand_group_at(op, 1usize),
        op.attr("static_position"),
    );
    p.print_optional_attr_dict(op, &["static_position"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(" from");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `vector.extract` (spec/dialects/vector.td:N): extract operation
pub static EXTRACT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "vector.extract",
    dialect: "vector",
    traits: ir::Traits::PURE,
    attrs: &[
        ir::AttrInfo {
            name: "static_position",
            constraint: Some(DENSE_I64_ARRAY_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/vector.td",
        line: &dialects::gen::vector::__spec_lines::LINES[7usize],
    },
    verify: verify_extract_op,
    parse: Some(&(parse_extract_op as parse::ops::ParseFn)),
    print: Some(&(print_extract_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_vector::extract,
        kind: "",
        elements: true,
    }),
    operand_types: &[VECTOR_ANY_VECTOR_OF_ANY_RANK, IS_VARIADIC_OF_INDEX],
    result_types: &[ANY_TYPE],
    operand_arities: &[ods::Arity::Single, ods::Arity::Variadic],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `vector.fma` (spec/dialects/vector.td:N): vector fused multiply-add
#[derive(Copy, Clone)]
pub struct FmaOp<'a>(pub OpRef<'a>);
impl<'a> FmaOp<'a> {
    pub const NAME: &'static str = "vector.fma";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &FMA_OP_INFO).then_some(FmaOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: vector of floating-point values
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, FMA_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: vector of floating-point values
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, FMA_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `acc`: vector of floating-point values
    pub fn acc(&self) -> Value {
        ods::operand_group(self.0, FMA_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Result `result`: vector of floating-point values
    pub fn result(&self) -> Value {
        ods::results_group(self.0, FMA_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        acc: Value,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &FMA_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.operands.push(acc);
        st.result_types.push(result_ty);
        st
    }
}
/// Type constraint: vector of floating-point values (`Vector_FloatVectorOfAnyRank`, spec/dialects/vector.td:N)
const VECTOR_FLOAT_VECTOR_OF_ANY_RANK: ir::TypeConstraint = ir::TypeConstraint {
    summary: "vector of floating-point values",
    check: dialects::gen::vector::vector_float_vector_of_any_rank,
};
/// Verifies `vector.fma` (spec/dialects/vector.td:N) and the ops that check the same things.
fn verify_fma_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    ods::all_equal(
        op,
        &[
            ods::operand_group_at(op, 0usize).first().map(|v| op.value_type(v)),
            ods::operand_group_at(op, 1usize).first().map(|v| op.value_type(v)),
            ods::operand_group_at(op, 2usize).first().map(|v| op.value_type(v)),
            ods::results_group_at(op, 0usize).first().map(|v| op.value_type(v)),
        ],
        "failed to verify that all of {lhs, rhs, acc, result} have same type",
    )?;
    ods::elementwise(op)?;
    Ok(())
}
/// Parses `vector.fma` (spec/dialects/vector.td:N) (and the ops of the same format) from its custom syntax.
fn parse_fma_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_lhs: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_lhs: Option<Vec<Type>> = None;
    let mut o_rhs: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_rhs: Option<Vec<Type>> = None;
    let mut o_acc: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_acc: Option<Vec<Type>> = None;
    let mut rt_result: Option<Vec<Type>> = None;
    o_lhs.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_rhs.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_acc.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_lhs = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    for &t in ot_lhs.iter().flatten() {
        if !(dialects::gen::vector::vector_float_vector_of_any_rank(ctx, t)) {
            return p
                .custom_err_loc(
                    st.loc,
                    format!(
                        "'lhs' must be vector of floating-point values, but got '{}'",
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
    if ot_acc.is_none() {
        if let Some(t) = ot_lhs.as_ref().and_then(|v| v.first().copied()) {
            ot_acc = Some(vec![t; o_acc.len()]);
        }
    }
    if rt_result.is_none() {
        if let Some(t) = ot_lhs.as_ref().and_then(|v| v.first().copied()) {
            rt_result = Some(vec![t; 1usize]);
        }
    }
    let types = ot_lhs.unwrap_or_default();
    p.resolve_operands(&o_lhs, &types, start, &mut st.operands)?;
    let types = ot_rhs.unwrap_or_default();
    p.resolve_operands(&o_rhs, &types, start, &mut st.operands)?;
    let types = ot_acc.unwrap_or_default();
    p.resolve_operands(&o_acc, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `vector.fma` (spec/dialects/vector.td:N) (and the ops of the same format) in its custom syntax.
fn print_fma_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 1usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 2usize));
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
/// `vector.fma` (spec/dialects/vector.td:N): vector fused multiply-add
pub static FMA_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "vector.fma",
    dialect: "vector",
    traits: ir::Traits::PURE.union(ir::Traits::ELEMENTWISE_MAPPABLE),
    defined_at: ir::SpecPos {
        file: "spec/dialects/vector.td",
        line: &dialects::gen::vector::__spec_lines::LINES[8usize],
    },
    verify: verify_fma_op,
    parse: Some(&(parse_fma_op as parse::ops::ParseFn)),
    print: Some(&(print_fma_op as print::ops::PrintFn)),
    operand_types: &[
        VECTOR_FLOAT_VECTOR_OF_ANY_RANK,
        VECTOR_FLOAT_VECTOR_OF_ANY_RANK,
        VECTOR_FLOAT_VECTOR_OF_ANY_RANK,
    ],
    result_types: &[VECTOR_FLOAT_VECTOR_OF_ANY_RANK],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `vector.to_elements` (spec/dialects/vector.td:N): operation that decomposes a vector into all its scalar elements
#[derive(Copy, Clone)]
pub struct ToElementsOp<'a>(pub OpRef<'a>);
impl<'a> ToElementsOp<'a> {
    pub const NAME: &'static str = "vector.to_elements";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &TO_ELEMENTS_OP_INFO).then_some(ToElementsOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `source`: vector of any type values
    pub fn source(&self) -> Value {
        ods::operand_group(self.0, TO_ELEMENTS_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `elements`: variadic of any type
    pub fn elements(&self) -> ods::Group<'a> {
        ods::results_group(self.0, TO_ELEMENTS_OP_INFO.result_arities, 0usize)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        source: Value,
        elements_ty: &[Type],
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &TO_ELEMENTS_OP_INFO, loc);
        st.operands.push(source);
        st.result_types.extend_from_slice(elements_ty);
        st
    }
}
/// Type constraint: variadic of any type (first used by `vector.to_elements`, spec/dialects/vector.td:N)
const IS_VARIADIC_OF_ANY_TYPE: ir::TypeConstraint = ir::TypeConstraint {
    summary: "variadic of any type",
    check: |ctx: &Context, t: Type| ir::pred::ty::any_type_pred(ctx, t),
};
/// Verifies `vector.to_elements` (spec/dialects/vector.td:N) and the ops that check the same things.
fn verify_to_elements_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    if let Some(from) = ods::operand_group_at(op, 0usize)
        .first()
        .map(|v| op.value_type(v))
    {
        let have: Vec<Type> = ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect();
        if ods::spread_types(
            op.ctx,
            dialects::native::vector::element_tuple(op.ctx, from),
            have.len(),
        ) != have
        {
            return Err(
                ods::op_error(
                    op,
                    "failed to verify that shaped type 'source' matches 'elements' element count and types",
                ),
            );
        }
    }
    Ok(())
}
/// Parses `vector.to_elements` (spec/dialects/vector.td:N) (and the ops of the same format) from its custom syntax.
fn parse_to_elements_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_source: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_source: Option<Vec<Type>> = None;
    let mut rt_elements: Option<Vec<Type>> = None;
    o_source.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_source = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    for &t in ot_source.iter().flatten() {
        if !(dialects::gen::vector::vector_any_vector_of_any_rank(ctx, t)) {
            return p
                .custom_err_loc(
                    st.loc,
                    format!(
                        "'source' must be vector of any type values, but got '{}'",
                        ::descent::print::attrs::type_to_string(ctx, t)
                    ),
                );
        }
    }
    if rt_elements.is_none() {
        if let Some(t) = ot_source.as_ref().and_then(|v| v.first().copied()) {
            rt_elements = Some(
                ods::spread_types(
                    ctx,
                    dialects::native::vector::element_tuple(ctx, t),
                    1usize,
                ),
            );
        }
    }
    let types = ot_source.unwrap_or_default();
    p.resolve_operands(&o_source, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_elements.unwrap_or_default());
    Ok(())
}
/// Prints `vector.to_elements` (spec/dialects/vector.td:N) (and the ops of the same format) in its custom syntax.
fn print_to_elements_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
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
}
/// `vector.to_elements` (spec/dialects/vector.td:N): operation that decomposes a vector into all its scalar elements
pub static TO_ELEMENTS_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "vector.to_elements",
    dialect: "vector",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/vector.td",
        line: &dialects::gen::vector::__spec_lines::LINES[9usize],
    },
    verify: verify_to_elements_op,
    parse: Some(&(parse_to_elements_op as parse::ops::ParseFn)),
    print: Some(&(print_to_elements_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_vector::to_elements,
        kind: "",
        elements: true,
    }),
    operand_types: &[VECTOR_ANY_VECTOR_OF_ANY_RANK],
    result_types: &[IS_VARIADIC_OF_ANY_TYPE],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Variadic],
    ..ir::OpInfo::DEFAULT
};
/// `vector.from_elements` (spec/dialects/vector.td:N): operation that defines a vector from scalar elements
#[derive(Copy, Clone)]
pub struct FromElementsOp<'a>(pub OpRef<'a>);
impl<'a> FromElementsOp<'a> {
    pub const NAME: &'static str = "vector.from_elements";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &FROM_ELEMENTS_OP_INFO).then_some(FromElementsOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `elements`: variadic of any type
    pub fn elements(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, FROM_ELEMENTS_OP_INFO.operand_arities, 0usize)
    }
    /// Result `dest`: fixed-length vector of any type values
    pub fn dest(&self) -> Value {
        ods::results_group(self.0, FROM_ELEMENTS_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        elements: &[Value],
        dest_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &FROM_ELEMENTS_OP_INFO, loc);
        st.operands.extend_from_slice(elements);
        st.result_types.push(dest_ty);
        st
    }
}
/// Verifies `vector.from_elements` (spec/dialects/vector.td:N) and the ops that check the same things.
fn verify_from_elements_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    let ctx = op.ctx;
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    if let Some(from) = ods::results_group_at(op, 0usize)
        .first()
        .map(|v| op.value_type(v))
    {
        let have: Vec<Type> = ods::operand_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect();
        if ods::spread_types(
            op.ctx,
            dialects::native::vector::element_tuple(op.ctx, from),
            have.len(),
        ) != have
        {
            return Err(
                ods::op_error(
                    op,
                    "failed to verify that shaped type 'dest' matches 'elements' element count and types",
                ),
            );
        }
    }
    Ok(())
}
/// Parses `vector.from_elements` (spec/dialects/vector.td:N) (and the ops of the same format) from its custom syntax.
fn parse_from_elements_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut ol_elements: u32 = start;
    let mut o_elements: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_elements: Option<Vec<Type>> = None;
    let mut rt_dest: Option<Vec<Type>> = None;
    ol_elements = p.peek().offset;
    o_elements.extend(p.parse_operand_list()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    rt_dest = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    for &t in rt_dest.iter().flatten() {
        if !(dialects::gen::vector::vector_any_fixed_vector_of_any_rank(ctx, t)) {
            return p
                .custom_err_loc(
                    st.loc,
                    format!(
                        "'dest' must be fixed-length vector of any type values, but got '{}'",
                        ::descent::print::attrs::type_to_string(ctx, t)
                    ),
                );
        }
    }
    if ot_elements.is_none() {
        if let Some(t) = rt_dest.as_ref().and_then(|v| v.first().copied()) {
            ot_elements = Some(
                ods::spread_types(
                    ctx,
                    dialects::native::vector::element_tuple(ctx, t),
                    o_elements.len(),
                ),
            );
        }
    }
    let types = ot_elements.unwrap_or_default();
    p.resolve_operands(&o_elements, &types, ol_elements, &mut st.operands)?;
    st.result_types.extend(rt_dest.unwrap_or_default());
    Ok(())
}
/// Prints `vector.from_elements` (spec/dialects/vector.td:N) (and the ops of the same format) in its custom syntax.
fn print_from_elements_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
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
/// `vector.from_elements` (spec/dialects/vector.td:N): operation that defines a vector from scalar elements
pub static FROM_ELEMENTS_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "vector.from_elements",
    dialect: "vector",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/vector.td",
        line: &dialects::gen::vector::__spec_lines::LINES[10usize],
    },
    verify: verify_from_elements_op,
    parse: Some(&(parse_from_elements_op as parse::ops::ParseFn)),
    print: Some(&(print_from_elements_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_vector::from_elements,
        kind: "",
        elements: true,
    }),
    operand_types: &[IS_VARIADIC_OF_ANY_TYPE],
    result_types: &[VECTOR_ANY_FIXED_VECTOR_OF_ANY_RANK],
    operand_arities: &[ods::Arity::Variadic],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `vector.insert` (spec/dialects/vector.td:N): insert operation
#[derive(Copy, Clone)]
pub struct InsertOp<'a>(pub OpRef<'a>);
impl<'a> InsertOp<'a> {
    pub const NAME: &'static str = "vector.insert";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &INSERT_OP_INFO).then_some(InsertOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `valueToStore`: any type
    pub fn value_to_store(&self) -> Value {
        ods::operand_group(self.0, INSERT_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `dest`: vector of any type values
    pub fn dest(&self) -> Value {
        ods::operand_group(self.0, INSERT_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `dynamic_position`: variadic of index
    pub fn dynamic_position(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, INSERT_OP_INFO.operand_arities, 2usize)
    }
    /// Result `result`: vector of any type values
    pub fn result(&self) -> Value {
        ods::results_group(self.0, INSERT_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `static_position`: i64 dense array attribute
    pub fn static_position_attr(&self) -> Option<Attribute> {
        self.0.attr("static_position")
    }
    pub fn static_position(&self) -> Option<&'a [i64]> {
        ods::attr_dense_ints(self.0, "static_position")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        value_to_store: Value,
        dest: Value,
        dynamic_position: &[Value],
        static_position_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &INSERT_OP_INFO, loc);
        st.operands.push(value_to_store);
        st.operands.push(dest);
        st.operands.extend_from_slice(dynamic_position);
        st.set_attr(ctx, "static_position", static_position_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// Verifies `vector.insert` (spec/dialects/vector.td:N) and the ops that check the same things.
fn verify_insert_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    if !dialects::native::vector::same_elem_res0_op0(op) {
        return Err(
            ods::op_error(
                op,
                "failed to verify that source operand and result have same element type",
            ),
        );
    }
    ods::all_equal(
        op,
        &[
            ods::operand_group_at(op, 1usize).first().map(|v| op.value_type(v)),
            ods::results_group_at(op, 0usize).first().map(|v| op.value_type(v)),
        ],
        "failed to verify that all of {dest, result} have same type",
    )?;
    dialects::native::vector::verify_insert(op)?;
    Ok(())
}
/// Parses `vector.insert` (spec/dialects/vector.td:N) (and the ops of the same format) from its custom syntax.
fn parse_insert_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_value_to_store: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_value_to_store: Option<Vec<Type>> = None;
    let mut o_dest: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_dest: Option<Vec<Type>> = None;
    let mut ol_dynamic_position: u32 = start;
    let mut o_dynamic_position: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_dynamic_position: Option<Vec<Type>> = None;
    let mut rt_result: Option<Vec<Type>> = None;
    o_value_to_store.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_dest.push(p.parse_operand()?);
    {
        let mut a_1: Option<Attribute> = None;
        dialects::native::vector::directives::parse_dynamic_index_list(
            p,
            st,
            &mut o_dynamic_position,
            &mut a_1,
        )?;
        if let Some(a) = a_1 {
            st.add_attr(ctx.ident("static_position"), a);
        }
    }
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_value_to_store = Some(vec![p.parse_type() ?]);
    p.expect_literal("into")?;
    ot_dest = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    for &t in ot_value_to_store.iter().flatten() {
        if !(dialects::gen::constraints::any_type(ctx, t)) {
            return p
                .custom_err_loc(
                    st.loc,
                    format!(
                        "'valueToStore' must be any type, but got '{}'",
                        ::descent::print::attrs::type_to_string(ctx, t)
                    ),
                );
        }
    }
    for &t in ot_dest.iter().flatten() {
        if !(dialects::gen::vector::vector_any_vector_of_any_rank(ctx, t)) {
            return p
                .custom_err_loc(
                    st.loc,
                    format!(
                        "'dest' must be vector of any type values, but got '{}'",
                        ::descent::print::attrs::type_to_string(ctx, t)
                    ),
                );
        }
    }
    if rt_result.is_none() {
        if let Some(t) = ot_dest.as_ref().and_then(|v| v.first().copied()) {
            rt_result = Some(vec![t; 1usize]);
        }
    }
    if ot_dynamic_position.is_none() {
        ot_dynamic_position = Some(vec![ctx.index_type(); o_dynamic_position.len()]);
    }
    let types = ot_value_to_store.unwrap_or_default();
    p.resolve_operands(&o_value_to_store, &types, start, &mut st.operands)?;
    let types = ot_dest.unwrap_or_default();
    p.resolve_operands(&o_dest, &types, start, &mut st.operands)?;
    let types = ot_dynamic_position.unwrap_or_default();
    p.resolve_operands(
        &o_dynamic_position,
        &types,
        ol_dynamic_position,
        &mut st.operands,
    )?;
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `vector.insert` (spec/dialects/vector.td:N) (and the ops of the same format) in its custom syntax.
fn print_insert_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 1usize));
    p.write(" ");
    dialects::native::vector::directives::print_dynamic_index_list(
        p,
        op,
        ods::operand_group_at(op, 2usize),
        op.attr("static_position"),
    );
    p.print_optional_attr_dict(op, &["static_position"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(" into");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 1usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `vector.insert` (spec/dialects/vector.td:N): insert operation
pub static INSERT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "vector.insert",
    dialect: "vector",
    traits: ir::Traits::PURE,
    attrs: &[
        ir::AttrInfo {
            name: "static_position",
            constraint: Some(DENSE_I64_ARRAY_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/vector.td",
        line: &dialects::gen::vector::__spec_lines::LINES[11usize],
    },
    verify: verify_insert_op,
    parse: Some(&(parse_insert_op as parse::ops::ParseFn)),
    print: Some(&(print_insert_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_vector::insert,
        kind: "",
        elements: true,
    }),
    operand_types: &[ANY_TYPE, VECTOR_ANY_VECTOR_OF_ANY_RANK, IS_VARIADIC_OF_INDEX],
    result_types: &[VECTOR_ANY_VECTOR_OF_ANY_RANK],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single, ods::Arity::Variadic],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `vector.scalable.insert` (spec/dialects/vector.td:N): insert subvector into scalable vector operation
#[derive(Copy, Clone)]
pub struct ScalableInsertOp<'a>(pub OpRef<'a>);
impl<'a> ScalableInsertOp<'a> {
    pub const NAME: &'static str = "vector.scalable.insert";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &SCALABLE_INSERT_OP_INFO).then_some(ScalableInsertOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `valueToStore`:  of ranks 1
    pub fn value_to_store(&self) -> Value {
        ods::operand_group(self.0, SCALABLE_INSERT_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Operand `dest`:  of ranks 1
    pub fn dest(&self) -> Value {
        ods::operand_group(self.0, SCALABLE_INSERT_OP_INFO.operand_arities, 1usize)
            .get(0)
    }
    /// Result `result`:  of ranks 1
    pub fn result(&self) -> Value {
        ods::results_group(self.0, SCALABLE_INSERT_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `pos`: 64-bit signless integer attribute
    pub fn pos_attr(&self) -> Option<Attribute> {
        self.0.attr("pos")
    }
    pub fn pos(&self) -> Option<i64> {
        ods::attr_int(self.0, "pos")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        value_to_store: Value,
        dest: Value,
        pos_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &SCALABLE_INSERT_OP_INFO, loc);
        st.operands.push(value_to_store);
        st.operands.push(dest);
        st.set_attr(ctx, "pos", pos_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// Attribute constraint: 64-bit signless integer attribute (`I64Attr`, spec/constraints.td:N)
const I64_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "64-bit signless integer attribute",
    check: dialects::gen::constraints::i64_attr,
};
/// Type constraint:  of ranks 1 (`Vector_VectorOfRank1`, spec/dialects/vector.td:N)
const VECTOR_VECTOR_OF_RANK1: ir::TypeConstraint = ir::TypeConstraint {
    summary: " of ranks 1",
    check: dialects::gen::vector::vector_vector_of_rank1,
};
/// Type constraint:  of ranks 1 (`Vector_ScalableVectorOfRank1`, spec/dialects/vector.td:N)
const VECTOR_SCALABLE_VECTOR_OF_RANK1: ir::TypeConstraint = ir::TypeConstraint {
    summary: " of ranks 1",
    check: dialects::gen::vector::vector_scalable_vector_of_rank1,
};
/// Verifies `vector.scalable.insert` (spec/dialects/vector.td:N) and the ops that check the same things.
fn verify_scalable_insert_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    if !dialects::native::vector::scalable_insert_pos_ok(op) {
        return Err(
            ods::op_error(
                op,
                "failed to verify that position is a multiple of the source length.",
            ),
        );
    }
    ods::all_equal_element_types(
        op,
        &[
            ods::operand_group_at(op, 0usize).first().map(|v| op.value_type(v)),
            ods::operand_group_at(op, 1usize).first().map(|v| op.value_type(v)),
        ],
        "failed to verify that all of {valueToStore, dest} have same element type",
    )?;
    ods::all_equal(
        op,
        &[
            ods::operand_group_at(op, 1usize).first().map(|v| op.value_type(v)),
            ods::results_group_at(op, 0usize).first().map(|v| op.value_type(v)),
        ],
        "failed to verify that all of {dest, result} have same type",
    )?;
    Ok(())
}
/// Parses `vector.scalable.insert` (spec/dialects/vector.td:N) (and the ops of the same format) from its custom syntax.
fn parse_scalable_insert_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_value_to_store: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_value_to_store: Option<Vec<Type>> = None;
    let mut o_dest: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_dest: Option<Vec<Type>> = None;
    let mut rt_result: Option<Vec<Type>> = None;
    o_value_to_store.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_dest.push(p.parse_operand()?);
    p.expect_literal("[")?;
    let a = p.parse_attribute(Some(ctx.integer_type(64u32)))?;
    st.add_attr(ctx.ident("pos"), a);
    p.expect_literal("]")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_value_to_store = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    p.expect_literal("into")?;
    ot_dest = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    for &t in ot_value_to_store.iter().flatten() {
        if !(dialects::gen::vector::vector_vector_of_rank1(ctx, t)) {
            return p
                .custom_err_loc(
                    st.loc,
                    format!(
                        "'valueToStore' must be  of ranks 1, but got '{}'",
                        ::descent::print::attrs::type_to_string(ctx, t)
                    ),
                );
        }
    }
    for &t in ot_dest.iter().flatten() {
        if !(dialects::gen::vector::vector_scalable_vector_of_rank1(ctx, t)) {
            return p
                .custom_err_loc(
                    st.loc,
                    format!(
                        "'dest' must be  of ranks 1, but got '{}'",
                        ::descent::print::attrs::type_to_string(ctx, t)
                    ),
                );
        }
    }
    if rt_result.is_none() {
        if let Some(t) = ot_dest.as_ref().and_then(|v| v.first().copied()) {
            rt_result = Some(vec![t; 1usize]);
        }
    }
    let types = ot_value_to_store.unwrap_or_default();
    p.resolve_operands(&o_value_to_store, &types, start, &mut st.operands)?;
    let types = ot_dest.unwrap_or_default();
    p.resolve_operands(&o_dest, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `vector.scalable.insert` (spec/dialects/vector.td:N) (and the ops of the same format) in its custom syntax.
fn print_scalable_insert_op<'p, 'a>(
    p: &'p mut print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 1usize));
    p.write("[");
    if let Some(a) = op.attr("pos") {
        p.print_attr_value(a, true);
    }
    p.write("]");
    p.print_optional_attr_dict(op, &["pos"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(" into");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 1usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `vector.scalable.insert` (spec/dialects/vector.td:N): insert subvector into scalable vector operation
pub static SCALABLE_INSERT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "vector.scalable.insert",
    dialect: "vector",
    traits: ir::Traits::PURE,
    attrs: &[
        ir::AttrInfo {
            name: "pos",
            constraint: Some(I64_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/vector.td",
        line: &dialects::gen::vector::__spec_lines::LINES[12usize],
    },
    verify: verify_scalable_insert_op,
    parse: Some(&(parse_scalable_insert_op as parse::ops::ParseFn)),
    print: Some(&(print_scalable_insert_op as print::ops::PrintFn)),
    operand_types: &[VECTOR_VECTOR_OF_RANK1, VECTOR_SCALABLE_VECTOR_OF_RANK1],
    result_types: &[VECTOR_SCALABLE_VECTOR_OF_RANK1],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `vector.scalable.extract` (spec/dialects/vector.td:N): extract subvector from scalable vector operation
#[derive(Copy, Clone)]
pub struct ScalableExtractOp<'a>(pub OpRef<'a>);
impl<'a> ScalableExtractOp<'a> {
    pub const NAME: &'static str = "vector.scalable.extract";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &SCALABLE_EXTRACT_OP_INFO).then_some(ScalableExtractOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `source`:  of ranks 1
    pub fn source(&self) -> Value {
        ods::operand_group(self.0, SCALABLE_EXTRACT_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Result `result`:  of ranks 1
    pub fn result(&self) -> Value {
        ods::results_group(self.0, SCALABLE_EXTRACT_OP_INFO.result_arities, 0usize)
            .get(0)
    }
    /// Attribute `pos`: 64-bit signless integer attribute
    pub fn pos_attr(&self) -> Option<Attribute> {
        self.0.attr("pos")
    }
    pub fn pos(&self) -> Option<i64> {
        ods::attr_int(self.0, "pos")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        source: Value,
        pos_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &SCALABLE_EXTRACT_OP_INFO, loc);
        st.operands.push(source);
        st.set_attr(ctx, "pos", pos_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// Verifies `vector.scalable.extract` (spec/dialects/vector.td:N) and the ops that check the same things.
fn verify_scalable_extract_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    if !dialects::native::vector::scalable_extract_pos_ok(op) {
        return Err(
            ods::op_error(
                op,
                "failed to verify that position is a multiple of the result length.",
            ),
        );
    }
    ods::all_equal_element_types(
        op,
        &[
            ods::operand_group_at(op, 0usize).first().map(|v| op.value_type(v)),
            ods::results_group_at(op, 0usize).first().map(|v| op.value_type(v)),
        ],
        "failed to verify that all of {source, result} have same element type",
    )?;
    Ok(())
}
/// Parses `vector.scalable.extract` (spec/dialects/vector.td:N) (and the ops of the same format) from its custom syntax.
fn parse_scalable_extract_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_source: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_source: Option<Vec<Type>> = None;
    let mut rt_result: Option<Vec<Type>> = None;
    o_source.push(p.parse_operand()?);
    p.expect_literal("[")?;
    let a = p.parse_attribute(Some(ctx.integer_type(64u32)))?;
    st.add_attr(ctx.ident("pos"), a);
    p.expect_literal("]")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    rt_result = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    p.expect_literal("from")?;
    ot_source = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    let types = ot_source.unwrap_or_default();
    p.resolve_operands(&o_source, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `vector.scalable.extract` (spec/dialects/vector.td:N) (and the ops of the same format) in its custom syntax.
fn print_scalable_extract_op<'p, 'a>(
    p: &'p mut print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write("[");
    if let Some(a) = op.attr("pos") {
        p.print_attr_value(a, true);
    }
    p.write("]");
    p.print_optional_attr_dict(op, &["pos"]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(" from");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `vector.scalable.extract` (spec/dialects/vector.td:N): extract subvector from scalable vector operation
pub static SCALABLE_EXTRACT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "vector.scalable.extract",
    dialect: "vector",
    traits: ir::Traits::PURE,
    attrs: &[
        ir::AttrInfo {
            name: "pos",
            constraint: Some(I64_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/vector.td",
        line: &dialects::gen::vector::__spec_lines::LINES[13usize],
    },
    verify: verify_scalable_extract_op,
    parse: Some(&(parse_scalable_extract_op as parse::ops::ParseFn)),
    print: Some(&(print_scalable_extract_op as print::ops::PrintFn)),
    operand_types: &[VECTOR_SCALABLE_VECTOR_OF_RANK1],
    result_types: &[VECTOR_VECTOR_OF_RANK1],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `vector.insert_strided_slice` (spec/dialects/vector.td:N): strided_slice operation
#[derive(Copy, Clone)]
pub struct InsertStridedSliceOp<'a>(pub OpRef<'a>);
impl<'a> InsertStridedSliceOp<'a> {
    pub const NAME: &'static str = "vector.insert_strided_slice";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &INSERT_STRIDED_SLICE_OP_INFO).then_some(InsertStridedSliceOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `valueToStore`: vector of any type values
    pub fn value_to_store(&self) -> Value {
        ods::operand_group(self.0, INSERT_STRIDED_SLICE_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Operand `dest`: vector of any type values
    pub fn dest(&self) -> Value {
        ods::operand_group(self.0, INSERT_STRIDED_SLICE_OP_INFO.operand_arities, 1usize)
            .get(0)
    }
    /// Result `result`: vector of any type values
    pub fn result(&self) -> Value {
        ods::results_group(self.0, INSERT_STRIDED_SLICE_OP_INFO.result_arities, 0usize)
            .get(0)
    }
    /// Attribute `offsets`: 64-bit integer array attribute
    pub fn offsets_attr(&self) -> Option<Attribute> {
        self.0.attr("offsets")
    }
    /// Attribute `strides`: 64-bit integer array attribute
    pub fn strides_attr(&self) -> Option<Attribute> {
        self.0.attr("strides")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        value_to_store: Value,
        dest: Value,
        offsets_attr: Option<Attribute>,
        strides_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &INSERT_STRIDED_SLICE_OP_INFO, loc);
        st.operands.push(value_to_store);
        st.operands.push(dest);
        st.set_attr(ctx, "offsets", offsets_attr);
        st.set_attr(ctx, "strides", strides_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// Attribute constraint: 64-bit integer array attribute (`I64ArrayAttr`, spec/constraints.td:N)
const I64_ARRAY_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "64-bit integer array attribute",
    check: dialects::gen::constraints::i64_array_attr,
};
/// Verifies `vector.insert_strided_slice` (spec/dialects/vector.td:N) and the ops that check the same things.
fn verify_insert_strided_slice_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    if !dialects::native::vector::same_elem_res0_op0(op) {
        return Err(
            ods::op_error(
                op,
                "failed to verify that operand #0 and result have same element type",
            ),
        );
    }
    ods::all_equal(
        op,
        &[
            ods::operand_group_at(op, 1usize).first().map(|v| op.value_type(v)),
            ods::results_group_at(op, 0usize).first().map(|v| op.value_type(v)),
        ],
        "failed to verify that all of {dest, result} have same type",
    )?;
    dialects::native::vector::verify_insert_strided_slice(op)?;
    Ok(())
}
/// Parses `vector.insert_strided_slice` (spec/dialects/vector.td:N) (and the ops of the same format) from its custom syntax.
fn parse_insert_strided_slice_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_value_to_store: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_value_to_store: Option<Vec<Type>> = None;
    let mut o_dest: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_dest: Option<Vec<Type>> = None;
    let mut rt_result: Option<Vec<Type>> = None;
    o_value_to_store.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_dest.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_value_to_store = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    p.expect_literal("into")?;
    ot_dest = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    for &t in ot_value_to_store.iter().flatten() {
        if !(dialects::gen::vector::vector_any_vector_of_non_zero_rank(ctx, t)) {
            return p
                .custom_err_loc(
                    st.loc,
                    format!(
                        "'valueToStore' must be vector of any type values, but got '{}'",
                        ::descent::print::attrs::type_to_string(ctx, t)
                    ),
                );
        }
    }
    for &t in ot_dest.iter().flatten() {
        if !(dialects::gen::vector::vector_any_vector_of_non_zero_rank(ctx, t)) {
            return p
                .custom_err_loc(
                    st.loc,
                    format!(
                        "'dest' must be vector of any type values, but got '{}'",
                        ::descent::print::attrs::type_to_string(ctx, t)
                    ),
                );
        }
    }
    if rt_result.is_none() {
        if let Some(t) = ot_dest.as_ref().and_then(|v| v.first().copied()) {
            rt_result = Some(vec![t; 1usize]);
        }
    }
    let types = ot_value_to_store.unwrap_or_default();
    p.resolve_operands(&o_value_to_store, &types, start, &mut st.operands)?;
    let types = ot_dest.unwrap_or_default();
    p.resolve_operands(&o_dest, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `vector.insert_strided_slice` (spec/dialects/vector.td:N) (and the ops of the same format) in its custom syntax.
fn print_insert_strided_slice_op<'p, 'a>(
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
    p.write(" into");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 1usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `vector.insert_strided_slice` (spec/dialects/vector.td:N): strided_slice operation
pub static INSERT_STRIDED_SLICE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "vector.insert_strided_slice",
    dialect: "vector",
    traits: ir::Traits::PURE,
    attrs: &[
        ir::AttrInfo {
            name: "offsets",
            constraint: Some(I64_ARRAY_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "strides",
            constraint: Some(I64_ARRAY_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/vector.td",
        line: &dialects::gen::vector::__spec_lines::LINES[14usize],
    },
    verify: verify_insert_strided_slice_op,
    parse: Some(&(parse_insert_strided_slice_op as parse::ops::ParseFn)),
    print: Some(&(print_insert_strided_slice_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_vector::insert_strided_slice,
        kind: "",
        elements: true,
    }),
    operand_types: &[
        VECTOR_ANY_VECTOR_OF_NON_ZERO_RANK,
        VECTOR_ANY_VECTOR_OF_NON_ZERO_RANK,
    ],
    result_types: &[VECTOR_ANY_VECTOR_OF_NON_ZERO_RANK],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `vector.outerproduct` (spec/dialects/vector.td:N): vector outerproduct with optional fused add
#[derive(Copy, Clone)]
pub struct OuterProductOp<'a>(pub OpRef<'a>);
impl<'a> OuterProductOp<'a> {
    pub const NAME: &'static str = "vector.outerproduct";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &OUTER_PRODUCT_OP_INFO).then_some(OuterProductOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `lhs`: vector of any type values
    pub fn lhs(&self) -> Value {
        ods::operand_group(self.0, OUTER_PRODUCT_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `rhs`: any type
    pub fn rhs(&self) -> Value {
        ods::operand_group(self.0, OUTER_PRODUCT_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `acc`: vector of any type values
    pub fn acc(&self) -> Option<Value> {
        ods::operand_group(self.0, OUTER_PRODUCT_OP_INFO.operand_arities, 2usize).first()
    }
    /// Result `result`: vector of any type values
    pub fn result(&self) -> Value {
        ods::results_group(self.0, OUTER_PRODUCT_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `kind`: Kind of combining function for contractions and reductions
    pub fn kind_attr(&self) -> Option<Attribute> {
        self.0.attr("kind")
    }
    pub fn kind(&self) -> Option<dialects::gen::vector::CombiningKind> {
        ods::attr_enum_value(self.0, "kind")
            .and_then(dialects::gen::vector::CombiningKind::from_value)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        acc: Option<Value>,
        kind_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &OUTER_PRODUCT_OP_INFO, loc);
        st.operands.push(lhs);
        st.operands.push(rhs);
        st.operands.extend(acc);
        st.set_attr(ctx, "kind", kind_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// Type constraint: vector of any type values (first used by `vector.outerproduct`, spec/dialects/vector.td:N)
const IS_VECTOR_OF_ANY_TYPE_VALUES: ir::TypeConstraint = ir::TypeConstraint {
    summary: "vector of any type values",
    check: |ctx: &Context, t: Type| {
        (ir::pred::ty::vector_of(
            ctx,
            t,
            &|ctx: &Context, x: Type| -> bool { ir::pred::ty::any_type_pred(ctx, x) },
        ) && (!ir::pred::ty::vector_of_rank(ctx, t, &[0i64])))
    },
};
/// Verifies `vector.outerproduct` (spec/dialects/vector.td:N) and the ops that check the same things.
fn verify_outer_product_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    if !dialects::native::vector::same_elem_res0_op0(op) {
        return Err(
            ods::op_error(
                op,
                "failed to verify that lhs operand and result have same element type",
            ),
        );
    }
    if !dialects::native::vector::same_elem_res0_op1(op) {
        return Err(
            ods::op_error(
                op,
                "failed to verify that rhs operand and result have same element type",
            ),
        );
    }
    dialects::native::vector::verify_outerproduct(op)?;
    Ok(())
}
/// `vector.outerproduct` (spec/dialects/vector.td:N): vector outerproduct with optional fused add
pub static OUTER_PRODUCT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "vector.outerproduct",
    dialect: "vector",
    traits: ir::Traits::PURE,
    attrs: &[
        ir::AttrInfo {
            name: "kind",
            optional: true,
            default: Some(&CONTRACTION_OP_KIND_DEFAULT),
            materialize: true,
            constraint: Some(IS_KIND_OF_COMBINING_FUNCTION_FOR_CONTRACTIONS),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/vector.td",
        line: &dialects::gen::vector::__spec_lines::LINES[15usize],
    },
    verify: verify_outer_product_op,
    parse: Some(&(dialects::native::vector::parse_outerproduct as parse::ops::ParseFn)),
    print: Some(&(dialects::native::vector::print_outerproduct as print::ops::PrintFn)),
    operand_types: &[
        VECTOR_ANY_VECTOR_OF_NON_ZERO_RANK,
        ANY_TYPE,
        IS_VECTOR_OF_ANY_TYPE_VALUES,
    ],
    result_types: &[VECTOR_ANY_VECTOR_OF_NON_ZERO_RANK],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single, ods::Arity::Optional],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `vector.extract_strided_slice` (spec/dialects/vector.td:N): extract_strided_slice operation
#[derive(Copy, Clone)]
pub struct ExtractStridedSliceOp<'a>(pub OpRef<'a>);
impl<'a> ExtractStridedSliceOp<'a> {
    pub const NAME: &'static str = "vector.extract_strided_slice";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &EXTRACT_STRIDED_SLICE_OP_INFO)
            .then_some(ExtractStridedSliceOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `source`: vector of any type values
    pub fn source(&self) -> Value {
        ods::operand_group(self.0, EXTRACT_STRIDED_SLICE_OP_INFO.operand_arities, 0usize)
            .get(0)
    }
    /// Result `result`: vector of any type values
    pub fn result(&self) -> Value {
        ods::results_group(self.0, EXTRACT_STRIDED_SLICE_OP_INFO.result_arities, 0usize)
            .get(0)
    }
    /// Attribute `offsets`: 64-bit integer array attribute
    pub fn offsets_attr(&self) -> Option<Attribute> {
        self.0.attr("offsets")
    }
    /// Attribute `sizes`: 64-bit integer array attribute
    pub fn sizes_attr(&self) -> Option<Attribute> {
        self.0.attr("sizes")
    }
    /// Attribute `strides`: 64-bit integer array attribute
    pub fn strides_attr(&self) -> Option<Attribute> {
        self.0.attr("strides")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        source: Value,
        offsets_attr: Option<Attribute>,
        sizes_attr: Option<Attribute>,
        strides_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &EXTRACT_STRIDED_SLICE_OP_INFO, loc);
        st.operands.push(source);
        st.set_attr(ctx, "offsets", offsets_attr);
        st.set_attr(ctx, "sizes", sizes_attr);
        st.set_attr(ctx, "strides", strides_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// Verifies `vector.extract_strided_slice` (spec/dialects/vector.td:N) and the ops that check the same things.
fn verify_extract_strided_slice_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    if !dialects::native::vector::same_elem_res0_op0(op) {
        return Err(
            ods::op_error(
                op,
                "failed to verify that operand and result have same element type",
            ),
        );
    }
    dialects::native::vector::verify_extract_strided_slice(op)?;
    Ok(())
}
/// Parses `vector.extract_strided_slice` (spec/dialects/vector.td:N) (and the ops of the same format) from its custom syntax.
fn parse_extract_strided_slice_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut o_source: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_source: Option<Vec<Type>> = None;
    let mut rt_result: Option<Vec<Type>> = None;
    o_source.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_source = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    p.expect_literal("to")?;
    let outs = p.parse_optional_type_list()?;
    rt_result = Some(outs.clone());
    let types = ot_source.unwrap_or_default();
    p.resolve_operands(&o_source, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `vector.extract_strided_slice` (spec/dialects/vector.td:N) (and the ops of the same format) in its custom syntax.
fn print_extract_strided_slice_op<'p, 'a>(
    p: &'p mut print::ops::OpPrinter<'a>,
    op: OpRef<'a>,
) {
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
    p.print_types(op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>());
}
/// `vector.extract_strided_slice` (spec/dialects/vector.td:N): extract_strided_slice operation
pub static EXTRACT_STRIDED_SLICE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "vector.extract_strided_slice",
    dialect: "vector",
    traits: ir::Traits::PURE,
    attrs: &[
        ir::AttrInfo {
            name: "offsets",
            constraint: Some(I64_ARRAY_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "sizes",
            constraint: Some(I64_ARRAY_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "strides",
            constraint: Some(I64_ARRAY_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/vector.td",
        line: &dialects::gen::vector::__spec_lines::LINES[16usize],
    },
    verify: verify_extract_strided_slice_op,
    parse: Some(&(parse_extract_strided_slice_op as parse::ops::ParseFn)),
    print: Some(&(print_extract_strided_slice_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_vector::extract_strided_slice,
        kind: "",
        elements: true,
    }),
    operand_types: &[VECTOR_ANY_VECTOR_OF_NON_ZERO_RANK],
    result_types: &[VECTOR_ANY_VECTOR_OF_NON_ZERO_RANK],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `vector.transfer_read` (spec/dialects/vector.td:N): Reads a supervector from memory into an SSA vector value.
#[derive(Copy, Clone)]
pub struct TransferReadOp<'a>(pub OpRef<'a>);
impl<'a> TransferReadOp<'a> {
    pub const NAME: &'static str = "vector.transfer_read";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &TRANSFER_READ_OP_INFO).then_some(TransferReadOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `base`: shaped of any type values
    pub fn base(&self) -> Value {
        ods::operand_group(self.0, TRANSFER_READ_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `indices`: variadic of index
    pub fn indices(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, TRANSFER_READ_OP_INFO.operand_arities, 1usize)
    }
    /// Operand `padding`: any type
    pub fn padding(&self) -> Value {
        ods::operand_group(self.0, TRANSFER_READ_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Operand `mask`: vector of 1-bit signless integer values
    pub fn mask(&self) -> Option<Value> {
        ods::operand_group(self.0, TRANSFER_READ_OP_INFO.operand_arities, 3usize).first()
    }
    /// Result `vector`: vector of any type values
    pub fn vector(&self) -> Value {
        ods::results_group(self.0, TRANSFER_READ_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `permutation_map`: AffineMap attribute
    pub fn permutation_map_attr(&self) -> Option<Attribute> {
        self.0.attr("permutation_map")
    }
    /// Attribute `in_bounds`: 1-bit boolean array attribute
    pub fn in_bounds_attr(&self) -> Option<Attribute> {
        self.0.attr("in_bounds")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        base: Value,
        indices: &[Value],
        padding: Value,
        mask: Option<Value>,
        permutation_map_attr: Option<Attribute>,
        in_bounds_attr: Option<Attribute>,
        vector_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &TRANSFER_READ_OP_INFO, loc);
        st.operands.push(base);
        st.operands.extend_from_slice(indices);
        st.operands.push(padding);
        st.operands.extend(mask);
        st.add_attr(
            ctx.ident("operandSegmentSizes"),
            ctx.dense_i32_array(&[1, indices.len() as i64, 1, mask.is_some() as i64]),
        );
        st.set_attr(ctx, "permutation_map", permutation_map_attr);
        st.set_attr(ctx, "in_bounds", in_bounds_attr);
        st.result_types.push(vector_ty);
        st
    }
}
/// Attribute constraint: AffineMap attribute (`AffineMapAttr`, spec/constraints.td:N)
const AFFINE_MAP_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "AffineMap attribute",
    check: dialects::gen::constraints::affine_map_attr,
};
/// Attribute constraint: 1-bit boolean array attribute (`Vector_BoolArrayAttr`, spec/dialects/vector.td:N)
const VECTOR_BOOL_ARRAY_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "1-bit boolean array attribute",
    check: dialects::gen::vector::vector_bool_array_attr,
};
/// Type constraint: shaped of any type values (`Vector_AnyShaped`, spec/dialects/vector.td:N)
const VECTOR_ANY_SHAPED: ir::TypeConstraint = ir::TypeConstraint {
    summary: "shaped of any type values",
    check: dialects::gen::vector::vector_any_shaped,
};
/// Type constraint: vector of 1-bit signless integer values (first used by `vector.transfer_read`, spec/dialects/vector.td:N)
const IS_VECTOR_OF_1_BIT_SIGNLESS_INTEGER_VALUES: ir::TypeConstraint = ir::TypeConstraint {
    summary: "vector of 1-bit signless integer values",
    check: |ctx: &Context, t: Type| {
        (ir::pred::ty::vector_of(
            ctx,
            t,
            &|ctx: &Context, x: Type| -> bool {
                ir::pred::ty::integer_of_width(ctx, x, 1i64)
            },
        ) && (!ir::pred::ty::vector_of_rank(ctx, t, &[0i64])))
    },
};
/// Verifies `vector.transfer_read` (spec/dialects/vector.td:N) and the ops that check the same things.
fn verify_transfer_read_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::vector::verify_transfer_read(op)?;
    Ok(())
}
/// `vector.transfer_read` (spec/dialects/vector.td:N): Reads a supervector from memory into an SSA vector value.
pub static TRANSFER_READ_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "vector.transfer_read",
    dialect: "vector",
    traits: ir::Traits::ATTR_SIZED_OPERAND_SEGMENTS.union(ir::Traits::MEMORY_READ),
    attrs: &[
        ir::AttrInfo {
            name: "permutation_map",
            constraint: Some(AFFINE_MAP_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "in_bounds",
            constraint: Some(VECTOR_BOOL_ARRAY_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/vector.td",
        line: &dialects::gen::vector::__spec_lines::LINES[17usize],
    },
    verify: verify_transfer_read_op,
    parse: Some(&(dialects::native::vector::parse_transfer_read as parse::ops::ParseFn)),
    print: Some(&(dialects::native::vector::print_transfer_read as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_vector::transfer,
        kind: "read",
        elements: true,
    }),
    operand_types: &[
        VECTOR_ANY_SHAPED,
        IS_VARIADIC_OF_INDEX,
        ANY_TYPE,
        IS_VECTOR_OF_1_BIT_SIGNLESS_INTEGER_VALUES,
    ],
    result_types: &[VECTOR_ANY_VECTOR_OF_ANY_RANK],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Variadic,
        ods::Arity::Single,
        ods::Arity::Optional,
    ],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `vector.transfer_write` (spec/dialects/vector.td:N): The vector.transfer_write op writes a supervector to memory.
#[derive(Copy, Clone)]
pub struct TransferWriteOp<'a>(pub OpRef<'a>);
impl<'a> TransferWriteOp<'a> {
    pub const NAME: &'static str = "vector.transfer_write";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &TRANSFER_WRITE_OP_INFO).then_some(TransferWriteOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `valueToStore`: vector of any type values
    pub fn value_to_store(&self) -> Value {
        ods::operand_group(self.0, TRANSFER_WRITE_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `base`: shaped of any type values
    pub fn base(&self) -> Value {
        ods::operand_group(self.0, TRANSFER_WRITE_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `indices`: variadic of index
    pub fn indices(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, TRANSFER_WRITE_OP_INFO.operand_arities, 2usize)
    }
    /// Operand `mask`: vector of 1-bit signless integer values
    pub fn mask(&self) -> Option<Value> {
        ods::operand_group(self.0, TRANSFER_WRITE_OP_INFO.operand_arities, 3usize)
            .first()
    }
    /// Result `result`: ranked tensor of any type values
    pub fn result(&self) -> Option<Value> {
        ods::results_group(self.0, TRANSFER_WRITE_OP_INFO.result_arities, 0usize).first()
    }
    /// Attribute `permutation_map`: AffineMap attribute
    pub fn permutation_map_attr(&self) -> Option<Attribute> {
        self.0.attr("permutation_map")
    }
    /// Attribute `in_bounds`: 1-bit boolean array attribute
    pub fn in_bounds_attr(&self) -> Option<Attribute> {
        self.0.attr("in_bounds")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        value_to_store: Value,
        base: Value,
        indices: &[Value],
        mask: Option<Value>,
        permutation_map_attr: Option<Attribute>,
        in_bounds_attr: Option<Attribute>,
        result_ty: Option<Type>,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &TRANSFER_WRITE_OP_INFO, loc);
        st.operands.push(value_to_store);
        st.operands.push(base);
        st.operands.extend_from_slice(indices);
        st.operands.extend(mask);
        st.add_attr(
            ctx.ident("operandSegmentSizes"),
            ctx.dense_i32_array(&[1, 1, indices.len() as i64, mask.is_some() as i64]),
        );
        st.set_attr(ctx, "permutation_map", permutation_map_attr);
        st.set_attr(ctx, "in_bounds", in_bounds_attr);
        st.result_types.extend(result_ty);
        st
    }
}
/// Type constraint: ranked tensor of any type values (first used by `vector.transfer_write`, spec/dialects/vector.td:N)
const IS_RANKED_TENSOR_OF_ANY_TYPE_VALUES: ir::TypeConstraint = ir::TypeConstraint {
    summary: "ranked tensor of any type values",
    check: |ctx: &Context, t: Type| ir::pred::ty::ranked_tensor_of(
        ctx,
        t,
        &|ctx: &Context, x: Type| -> bool { ir::pred::ty::any_type_pred(ctx, x) },
    ),
};
/// Verifies `vector.transfer_write` (spec/dialects/vector.td:N) and the ops that check the same things.
fn verify_transfer_write_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::vector::verify_transfer_write(op)?;
    Ok(())
}
/// `vector.transfer_write` (spec/dialects/vector.td:N): The vector.transfer_write op writes a supervector to memory.
pub static TRANSFER_WRITE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "vector.transfer_write",
    dialect: "vector",
    traits: ir::Traits::ATTR_SIZED_OPERAND_SEGMENTS.union(ir::Traits::MEMORY_WRITE),
    attrs: &[
        ir::AttrInfo {
            name: "permutation_map",
            constraint: Some(AFFINE_MAP_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "in_bounds",
            constraint: Some(VECTOR_BOOL_ARRAY_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/vector.td",
        line: &dialects::gen::vector::__spec_lines::LINES[18usize],
    },
    verify: verify_transfer_write_op,
    parse: Some(
        &(dialects::native::vector::parse_transfer_write as parse::ops::ParseFn),
    ),
    print: Some(
        &(dialects::native::vector::print_transfer_write as print::ops::PrintFn),
    ),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_vector::transfer,
        kind: "write",
        elements: true,
    }),
    operand_types: &[
        VECTOR_ANY_VECTOR_OF_ANY_RANK,
        VECTOR_ANY_SHAPED,
        IS_VARIADIC_OF_INDEX,
        IS_VECTOR_OF_1_BIT_SIGNLESS_INTEGER_VALUES,
    ],
    result_types: &[IS_RANKED_TENSOR_OF_ANY_TYPE_VALUES],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Variadic,
        ods::Arity::Optional,
    ],
    result_arities: &[ods::Arity::Optional],
    ..ir::OpInfo::DEFAULT
};
static LOAD_OP_NONTEMPORAL_DEFAULT: ir::SpecDefault = ir::SpecDefault {
    text: "false",
    value: ir::SpecValue::Bool(false),
};
/// `vector.load` (spec/dialects/vector.td:N): reads an n-D slice of memory into an n-D vector
#[derive(Copy, Clone)]
pub struct LoadOp<'a>(pub OpRef<'a>);
impl<'a> LoadOp<'a> {
    pub const NAME: &'static str = "vector.load";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &LOAD_OP_INFO).then_some(LoadOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `base`: memref of any type values
    pub fn base(&self) -> Value {
        ods::operand_group(self.0, LOAD_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `indices`: variadic of index
    pub fn indices(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, LOAD_OP_INFO.operand_arities, 1usize)
    }
    /// Result `result`: vector of any type values
    pub fn result(&self) -> Value {
        ods::results_group(self.0, LOAD_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `nontemporal`: bool attribute
    pub fn nontemporal_attr(&self) -> Option<Attribute> {
        self.0.attr("nontemporal")
    }
    pub fn nontemporal(&self) -> Option<bool> {
        ods::attr_bool(self.0, "nontemporal")
    }
    /// Attribute `alignment`: 64-bit signless integer attribute
    pub fn alignment_attr(&self) -> Option<Attribute> {
        self.0.attr("alignment")
    }
    pub fn alignment(&self) -> Option<i64> {
        ods::attr_int(self.0, "alignment")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        base: Value,
        indices: &[Value],
        nontemporal_attr: Option<Attribute>,
        alignment_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &LOAD_OP_INFO, loc);
        st.operands.push(base);
        st.operands.extend_from_slice(indices);
        st.set_attr(ctx, "nontemporal", nontemporal_attr);
        st.set_attr(ctx, "alignment", alignment_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// Attribute constraint: bool attribute (first used by `vector.load`, spec/dialects/vector.td:N)
const IS_BOOL_ATTRIBUTE: ir::AttrConstraint = ir::AttrConstraint {
    summary: "bool attribute",
    check: |ctx: &Context, a: Attribute| ir::pred::attr::bool_attr_pred(ctx, a),
};
/// Attribute constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0 (first used by `vector.load`, spec/dialects/vector.td:N)
const IS_64_BIT_SIGNLESS_INTEGER_ATTRIBUTE_WHOSE_VALUE: ir::AttrConstraint = ir::AttrConstraint {
    summary: "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0",
    check: |ctx: &Context, a: Attribute| {
        ir::pred::attr::integer_attr_of(
            ctx,
            a,
            &|ctx: &Context, x: Type| -> bool {
                ir::pred::ty::integer_of_width(ctx, x, 64i64)
            },
        ) && dialects::gen::constraints::int_positive_power_of2(ctx, a)
    },
};
/// Type constraint: memref of any type values (`AnyMemRef`, spec/constraints.td:N)
const ANY_MEM_REF: ir::TypeConstraint = ir::TypeConstraint {
    summary: "memref of any type values",
    check: dialects::gen::constraints::any_mem_ref,
};
/// Verifies `vector.load` (spec/dialects/vector.td:N) and the ops that check the same things.
fn verify_load_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::vector::verify_load(op)?;
    Ok(())
}
/// Parses `vector.load` (spec/dialects/vector.td:N) (and the ops of the same format) from its custom syntax.
fn parse_load_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_base: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_base: Option<Vec<Type>> = None;
    let mut ol_indices: u32 = start;
    let mut o_indices: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_indices: Option<Vec<Type>> = None;
    let mut rt_result: Option<Vec<Type>> = None;
    o_base.push(p.parse_operand()?);
    p.expect_literal("[")?;
    ol_indices = p.peek().offset;
    o_indices.extend(p.parse_operand_list()?);
    p.expect_literal("]")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_base = Some(vec![p.parse_type() ?]);
    p.expect_literal(",")?;
    rt_result = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    if ot_indices.is_none() {
        ot_indices = Some(vec![ctx.index_type(); o_indices.len()]);
    }
    let types = ot_base.unwrap_or_default();
    p.resolve_operands(&o_base, &types, start, &mut st.operands)?;
    let types = ot_indices.unwrap_or_default();
    p.resolve_operands(&o_indices, &types, ol_indices, &mut st.operands)?;
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `vector.load` (spec/dialects/vector.td:N) (and the ops of the same format) in its custom syntax.
fn print_load_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write("[");
    p.print_operands(ods::operand_group_at(op, 1usize));
    p.write("]");
    p.print_optional_attr_dict(op, &[]);
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
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `vector.load` (spec/dialects/vector.td:N): reads an n-D slice of memory into an n-D vector
pub static LOAD_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "vector.load",
    dialect: "vector",
    traits: ir::Traits::MEMORY_READ,
    attrs: &[
        ir::AttrInfo {
            name: "nontemporal",
            optional: true,
            default: Some(&LOAD_OP_NONTEMPORAL_DEFAULT),
            constraint: Some(IS_BOOL_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "alignment",
            optional: true,
            constraint: Some(IS_64_BIT_SIGNLESS_INTEGER_ATTRIBUTE_WHOSE_VALUE),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/vector.td",
        line: &dialects::gen::vector::__spec_lines::LINES[19usize],
    },
    verify: verify_load_op,
    parse: Some(&(parse_load_op as parse::ops::ParseFn)),
    print: Some(&(print_load_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_memref::cast_operands,
        kind: "",
        elements: true,
    }),
    operand_types: &[ANY_MEM_REF, IS_VARIADIC_OF_INDEX],
    result_types: &[VECTOR_ANY_VECTOR_OF_ANY_RANK],
    operand_arities: &[ods::Arity::Single, ods::Arity::Variadic],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `vector.store` (spec/dialects/vector.td:N): writes an n-D vector to an n-D slice of memory
#[derive(Copy, Clone)]
pub struct StoreOp<'a>(pub OpRef<'a>);
impl<'a> StoreOp<'a> {
    pub const NAME: &'static str = "vector.store";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &STORE_OP_INFO).then_some(StoreOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `valueToStore`: vector of any type values
    pub fn value_to_store(&self) -> Value {
        ods::operand_group(self.0, STORE_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `base`: memref of any type values
    pub fn base(&self) -> Value {
        ods::operand_group(self.0, STORE_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Operand `indices`: variadic of index
    pub fn indices(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, STORE_OP_INFO.operand_arities, 2usize)
    }
    /// Attribute `nontemporal`: bool attribute
    pub fn nontemporal_attr(&self) -> Option<Attribute> {
        self.0.attr("nontemporal")
    }
    pub fn nontemporal(&self) -> Option<bool> {
        ods::attr_bool(self.0, "nontemporal")
    }
    /// Attribute `alignment`: 64-bit signless integer attribute
    pub fn alignment_attr(&self) -> Option<Attribute> {
        self.0.attr("alignment")
    }
    pub fn alignment(&self) -> Option<i64> {
        ods::attr_int(self.0, "alignment")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        value_to_store: Value,
        base: Value,
        indices: &[Value],
        nontemporal_attr: Option<Attribute>,
        alignment_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &STORE_OP_INFO, loc);
        st.operands.push(value_to_store);
        st.operands.push(base);
        st.operands.extend_from_slice(indices);
        st.set_attr(ctx, "nontemporal", nontemporal_attr);
        st.set_attr(ctx, "alignment", alignment_attr);
        st
    }
}
/// Verifies `vector.store` (spec/dialects/vector.td:N) and the ops that check the same things.
fn verify_store_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::vector::verify_store(op)?;
    Ok(())
}
/// Parses `vector.store` (spec/dialects/vector.td:N) (and the ops of the same format) from its custom syntax.
fn parse_store_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_value_to_store: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_value_to_store: Option<Vec<Type>> = None;
    let mut o_base: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_base: Option<Vec<Type>> = None;
    let mut ol_indices: u32 = start;
    let mut o_indices: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_indices: Option<Vec<Type>> = None;
    o_value_to_store.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_base.push(p.parse_operand()?);
    p.expect_literal("[")?;
    ol_indices = p.peek().offset;
    o_indices.extend(p.parse_operand_list()?);
    p.expect_literal("]")?;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_base = Some(vec![p.parse_type() ?]);
    p.expect_literal(",")?;
    ot_value_to_store = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    if ot_indices.is_none() {
        ot_indices = Some(vec![ctx.index_type(); o_indices.len()]);
    }
    let types = ot_value_to_store.unwrap_or_default();
    p.resolve_operands(&o_value_to_store, &types, start, &mut st.operands)?;
    let types = ot_base.unwrap_or_default();
    p.resolve_operands(&o_base, &types, start, &mut st.operands)?;
    let types = ot_indices.unwrap_or_default();
    p.resolve_operands(&o_indices, &types, ol_indices, &mut st.operands)?;
    Ok(())
}
/// Prints `vector.store` (spec/dialects/vector.td:N) (and the ops of the same format) in its custom syntax.
fn print_store_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 1usize));
    p.write("[");
    p.print_operands(ods::operand_group_at(op, 2usize));
    p.write("]");
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 1usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(",");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `vector.store` (spec/dialects/vector.td:N): writes an n-D vector to an n-D slice of memory
pub static STORE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "vector.store",
    dialect: "vector",
    traits: ir::Traits::MEMORY_WRITE,
    attrs: &[
        ir::AttrInfo {
            name: "nontemporal",
            optional: true,
            default: Some(&LOAD_OP_NONTEMPORAL_DEFAULT),
            constraint: Some(IS_BOOL_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "alignment",
            optional: true,
            constraint: Some(IS_64_BIT_SIGNLESS_INTEGER_ATTRIBUTE_WHOSE_VALUE),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/vector.td",
        line: &dialects::gen::vector::__spec_lines::LINES[20usize],
    },
    verify: verify_store_op,
    parse: Some(&(parse_store_op as parse::ops::ParseFn)),
    print: Some(&(print_store_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_memref::cast_operands,
        kind: "",
        elements: true,
    }),
    operand_types: &[VECTOR_ANY_VECTOR_OF_ANY_RANK, ANY_MEM_REF, IS_VARIADIC_OF_INDEX],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single, ods::Arity::Variadic],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `vector.maskedload` (spec/dialects/vector.td:N): loads elements from memory into a vector as defined by a mask vector
#[derive(Copy, Clone)]
pub struct MaskedLoadOp<'a>(pub OpRef<'a>);
impl<'a> MaskedLoadOp<'a> {
    pub const NAME: &'static str = "vector.maskedload";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &MASKED_LOAD_OP_INFO).then_some(MaskedLoadOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `base`: memref of any type values
    pub fn base(&self) -> Value {
        ods::operand_group(self.0, MASKED_LOAD_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `indices`: variadic of index
    pub fn indices(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, MASKED_LOAD_OP_INFO.operand_arities, 1usize)
    }
    /// Operand `mask`: vector of 1-bit signless integer values
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, MASKED_LOAD_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Operand `pass_thru`: vector of any type values
    pub fn pass_thru(&self) -> Value {
        ods::operand_group(self.0, MASKED_LOAD_OP_INFO.operand_arities, 3usize).get(0)
    }
    /// Result `result`: vector of any type values
    pub fn result(&self) -> Value {
        ods::results_group(self.0, MASKED_LOAD_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `alignment`: 64-bit signless integer attribute
    pub fn alignment_attr(&self) -> Option<Attribute> {
        self.0.attr("alignment")
    }
    pub fn alignment(&self) -> Option<i64> {
        ods::attr_int(self.0, "alignment")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        base: Value,
        indices: &[Value],
        mask: Value,
        pass_thru: Value,
        alignment_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &MASKED_LOAD_OP_INFO, loc);
        st.operands.push(base);
        st.operands.extend_from_slice(indices);
        st.operands.push(mask);
        st.operands.push(pass_thru);
        st.set_attr(ctx, "alignment", alignment_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// Type constraint: vector of 1-bit signless integer values (`Vector_BoolVectorOfNonZeroRank`, spec/dialects/vector.td:N)
const VECTOR_BOOL_VECTOR_OF_NON_ZERO_RANK: ir::TypeConstraint = ir::TypeConstraint {
    summary: "vector of 1-bit signless integer values",
    check: dialects::gen::vector::vector_bool_vector_of_non_zero_rank,
};
/// Verifies `vector.maskedload` (spec/dialects/vector.td:N) and the ops that check the same things.
fn verify_masked_load_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::vector::verify_maskedload(op)?;
    Ok(())
}
/// Parses `vector.maskedload` (spec/dialects/vector.td:N) (and the ops of the same format) from its custom syntax.
fn parse_masked_load_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_base: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_base: Option<Vec<Type>> = None;
    let mut ol_indices: u32 = start;
    let mut o_indices: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_indices: Option<Vec<Type>> = None;
    let mut o_mask: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_mask: Option<Vec<Type>> = None;
    let mut o_pass_thru: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_pass_thru: Option<Vec<Type>> = None;
    let mut rt_result: Option<Vec<Type>> = None;
    o_base.push(p.parse_operand()?);
    p.expect_literal("[")?;
    ol_indices = p.peek().offset;
    o_indices.extend(p.parse_operand_list()?);
    p.expect_literal("]")?;
    p.expect_literal(",")?;
    o_mask.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_pass_thru.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_base = Some(vec![p.parse_type() ?]);
    p.expect_literal(",")?;
    ot_mask = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    p.expect_literal(",")?;
    ot_pass_thru = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    p.expect_literal("into")?;
    rt_result = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    if ot_indices.is_none() {
        ot_indices = Some(vec![ctx.index_type(); o_indices.len()]);
    }
    let types = ot_base.unwrap_or_default();
    p.resolve_operands(&o_base, &types, start, &mut st.operands)?;
    let types = ot_indices.unwrap_or_default();
    p.resolve_operands(&o_indices, &types, ol_indices, &mut st.operands)?;
    let types = ot_mask.unwrap_or_default();
    p.resolve_operands(&o_mask, &types, start, &mut st.operands)?;
    let types = ot_pass_thru.unwrap_or_default();
    p.resolve_operands(&o_pass_thru, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `vector.maskedload` (spec/dialects/vector.td:N) (and the ops of the same format) in its custom syntax.
fn print_masked_load_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write("[");
    p.print_operands(ods::operand_group_at(op, 1usize));
    p.write("]");
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 2usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 3usize));
    p.print_optional_attr_dict(op, &[]);
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
        ods::operand_group_at(op, 2usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(",");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 3usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(" into");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `vector.maskedload` (spec/dialects/vector.td:N): loads elements from memory into a vector as defined by a mask vector
pub static MASKED_LOAD_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "vector.maskedload",
    dialect: "vector",
    traits: ir::Traits::MEMORY_READ,
    attrs: &[
        ir::AttrInfo {
            name: "alignment",
            optional: true,
            constraint: Some(IS_64_BIT_SIGNLESS_INTEGER_ATTRIBUTE_WHOSE_VALUE),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/vector.td",
        line: &dialects::gen::vector::__spec_lines::LINES[21usize],
    },
    verify: verify_masked_load_op,
    parse: Some(&(parse_masked_load_op as parse::ops::ParseFn)),
    print: Some(&(print_masked_load_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_memref::cast_operands,
        kind: "",
        elements: true,
    }),
    operand_types: &[
        ANY_MEM_REF,
        IS_VARIADIC_OF_INDEX,
        VECTOR_BOOL_VECTOR_OF_NON_ZERO_RANK,
        VECTOR_ANY_VECTOR_OF_NON_ZERO_RANK,
    ],
    result_types: &[VECTOR_ANY_VECTOR_OF_NON_ZERO_RANK],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Variadic,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `vector.maskedstore` (spec/dialects/vector.td:N): stores elements from a vector into memory as defined by a mask vector
#[derive(Copy, Clone)]
pub struct MaskedStoreOp<'a>(pub OpRef<'a>);
impl<'a> MaskedStoreOp<'a> {
    pub const NAME: &'static str = "vector.maskedstore";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &MASKED_STORE_OP_INFO).then_some(MaskedStoreOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `base`: memref of any type values
    pub fn base(&self) -> Value {
        ods::operand_group(self.0, MASKED_STORE_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `indices`: variadic of index
    pub fn indices(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, MASKED_STORE_OP_INFO.operand_arities, 1usize)
    }
    /// Operand `mask`: vector of 1-bit signless integer values
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, MASKED_STORE_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Operand `valueToStore`: vector of any type values
    pub fn value_to_store(&self) -> Value {
        ods::operand_group(self.0, MASKED_STORE_OP_INFO.operand_arities, 3usize).get(0)
    }
    /// Attribute `alignment`: 64-bit signless integer attribute
    pub fn alignment_attr(&self) -> Option<Attribute> {
        self.0.attr("alignment")
    }
    pub fn alignment(&self) -> Option<i64> {
        ods::attr_int(self.0, "alignment")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        base: Value,
        indices: &[Value],
        mask: Value,
        value_to_store: Value,
        alignment_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &MASKED_STORE_OP_INFO, loc);
        st.operands.push(base);
        st.operands.extend_from_slice(indices);
        st.operands.push(mask);
        st.operands.push(value_to_store);
        st.set_attr(ctx, "alignment", alignment_attr);
        st
    }
}
/// Verifies `vector.maskedstore` (spec/dialects/vector.td:N) and the ops that check the same things.
fn verify_masked_store_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::vector::verify_maskedstore(op)?;
    Ok(())
}
/// Parses `vector.maskedstore` (spec/dialects/vector.td:N) (and the ops of the same format) from its custom syntax.
fn parse_masked_store_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_base: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_base: Option<Vec<Type>> = None;
    let mut ol_indices: u32 = start;
    let mut o_indices: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_indices: Option<Vec<Type>> = None;
    let mut o_mask: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_mask: Option<Vec<Type>> = None;
    let mut o_value_to_store: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_value_to_store: Option<Vec<Type>> = None;
    o_base.push(p.parse_operand()?);
    p.expect_literal("[")?;
    ol_indices = p.peek().offset;
    o_indices.extend(p.parse_operand_list()?);
    p.expect_literal("]")?;
    p.expect_literal(",")?;
    o_mask.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_value_to_store.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_base = Some(vec![p.parse_type() ?]);
    p.expect_literal(",")?;
    ot_mask = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    p.expect_literal(",")?;
    ot_value_to_store = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    if ot_indices.is_none() {
        ot_indices = Some(vec![ctx.index_type(); o_indices.len()]);
    }
    let types = ot_base.unwrap_or_default();
    p.resolve_operands(&o_base, &types, start, &mut st.operands)?;
    let types = ot_indices.unwrap_or_default();
    p.resolve_operands(&o_indices, &types, ol_indices, &mut st.operands)?;
    let types = ot_mask.unwrap_or_default();
    p.resolve_operands(&o_mask, &types, start, &mut st.operands)?;
    let types = ot_value_to_store.unwrap_or_default();
    p.resolve_operands(&o_value_to_store, &types, start, &mut st.operands)?;
    Ok(())
}
/// Prints `vector.maskedstore` (spec/dialects/vector.td:N) (and the ops of the same format) in its custom syntax.
fn print_masked_store_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write("[");
    p.print_operands(ods::operand_group_at(op, 1usize));
    p.write("]");
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 2usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 3usize));
    p.print_optional_attr_dict(op, &[]);
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
        ods::operand_group_at(op, 2usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(",");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 3usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `vector.maskedstore` (spec/dialects/vector.td:N): stores elements from a vector into memory as defined by a mask vector
pub static MASKED_STORE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "vector.maskedstore",
    dialect: "vector",
    traits: ir::Traits::MEMORY_WRITE,
    attrs: &[
        ir::AttrInfo {
            name: "alignment",
            optional: true,
            constraint: Some(IS_64_BIT_SIGNLESS_INTEGER_ATTRIBUTE_WHOSE_VALUE),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/vector.td",
        line: &dialects::gen::vector::__spec_lines::LINES[22usize],
    },
    verify: verify_masked_store_op,
    parse: Some(&(parse_masked_store_op as parse::ops::ParseFn)),
    print: Some(&(print_masked_store_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_memref::cast_operands,
        kind: "",
        elements: true,
    }),
    operand_types: &[
        ANY_MEM_REF,
        IS_VARIADIC_OF_INDEX,
        VECTOR_BOOL_VECTOR_OF_NON_ZERO_RANK,
        VECTOR_ANY_VECTOR_OF_NON_ZERO_RANK,
    ],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Variadic,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `vector.gather` (spec/dialects/vector.td:N): Gathers elements from memory or ranked tensor into a vector as defined by an index vector and a mask vector.
#[derive(Copy, Clone)]
pub struct GatherOp<'a>(pub OpRef<'a>);
impl<'a> GatherOp<'a> {
    pub const NAME: &'static str = "vector.gather";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &GATHER_OP_INFO).then_some(GatherOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `base`: Tensor or MemRef of any type values
    pub fn base(&self) -> Value {
        ods::operand_group(self.0, GATHER_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `offsets`: variadic of index
    pub fn offsets(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, GATHER_OP_INFO.operand_arities, 1usize)
    }
    /// Operand `indices`: vector of integer or index values
    pub fn indices(&self) -> Value {
        ods::operand_group(self.0, GATHER_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Operand `mask`: vector of 1-bit signless integer values
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, GATHER_OP_INFO.operand_arities, 3usize).get(0)
    }
    /// Operand `pass_thru`: vector of any type values
    pub fn pass_thru(&self) -> Value {
        ods::operand_group(self.0, GATHER_OP_INFO.operand_arities, 4usize).get(0)
    }
    /// Result `result`: vector of any type values
    pub fn result(&self) -> Value {
        ods::results_group(self.0, GATHER_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `alignment`: 64-bit signless integer attribute
    pub fn alignment_attr(&self) -> Option<Attribute> {
        self.0.attr("alignment")
    }
    pub fn alignment(&self) -> Option<i64> {
        ods::attr_int(self.0, "alignment")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        base: Value,
        offsets: &[Value],
        indices: Value,
        mask: Value,
        pass_thru: Value,
        alignment_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &GATHER_OP_INFO, loc);
        st.operands.push(base);
        st.operands.extend_from_slice(offsets);
        st.operands.push(indices);
        st.operands.push(mask);
        st.operands.push(pass_thru);
        st.set_attr(ctx, "alignment", alignment_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// Type constraint: Tensor or MemRef of any type values (`Vector_TensorOrMemRef`, spec/dialects/vector.td:N)
const VECTOR_TENSOR_OR_MEM_REF: ir::TypeConstraint = ir::TypeConstraint {
    summary: "Tensor or MemRef of any type values",
    check: dialects::gen::vector::vector_tensor_or_mem_ref,
};
/// Type constraint: vector of integer or index values (`Vector_IntOrIndexVectorOfNonZeroRank`, spec/dialects/vector.td:N)
const VECTOR_INT_OR_INDEX_VECTOR_OF_NON_ZERO_RANK: ir::TypeConstraint = ir::TypeConstraint {
    summary: "vector of integer or index values",
    check: dialects::gen::vector::vector_int_or_index_vector_of_non_zero_rank,
};
/// Verifies `vector.gather` (spec/dialects/vector.td:N) and the ops that check the same things.
fn verify_gather_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::vector::verify_gather(op)?;
    Ok(())
}
/// Parses `vector.gather` (spec/dialects/vector.td:N) (and the ops of the same format) from its custom syntax.
fn parse_gather_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_base: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_base: Option<Vec<Type>> = None;
    let mut ol_offsets: u32 = start;
    let mut o_offsets: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_offsets: Option<Vec<Type>> = None;
    let mut o_indices: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_indices: Option<Vec<Type>> = None;
    let mut o_mask: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_mask: Option<Vec<Type>> = None;
    let mut o_pass_thru: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_pass_thru: Option<Vec<Type>> = None;
    let mut rt_result: Option<Vec<Type>> = None;
    o_base.push(p.parse_operand()?);
    p.expect_literal("[")?;
    ol_offsets = p.peek().offset;
    o_offsets.extend(p.parse_operand_list()?);
    p.expect_literal("]")?;
    p.expect_literal("[")?;
    o_indices.push(p.parse_operand()?);
    p.expect_literal("]")?;
    p.expect_literal(",")?;
    o_mask.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_pass_thru.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_base = Some(vec![p.parse_type() ?]);
    p.expect_literal(",")?;
    ot_indices = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    p.expect_literal(",")?;
    ot_mask = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    p.expect_literal(",")?;
    ot_pass_thru = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    p.expect_literal("into")?;
    rt_result = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    if ot_offsets.is_none() {
        ot_offsets = Some(vec![ctx.index_type(); o_offsets.len()]);
    }
    let types = ot_base.unwrap_or_default();
    p.resolve_operands(&o_base, &types, start, &mut st.operands)?;
    let types = ot_offsets.unwrap_or_default();
    p.resolve_operands(&o_offsets, &types, ol_offsets, &mut st.operands)?;
    let types = ot_indices.unwrap_or_default();
    p.resolve_operands(&o_indices, &types, start, &mut st.operands)?;
    let types = ot_mask.unwrap_or_default();
    p.resolve_operands(&o_mask, &types, start, &mut st.operands)?;
    let types = ot_pass_thru.unwrap_or_default();
    p.resolve_operands(&o_pass_thru, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `vector.gather` (spec/dialects/vector.td:N) (and the ops of the same format) in its custom syntax.
fn print_gather_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write("[");
    p.print_operands(ods::operand_group_at(op, 1usize));
    p.write("]");
    p.write(" [");
    p.print_operands(ods::operand_group_at(op, 2usize));
    p.write("]");
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 3usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 4usize));
    p.print_optional_attr_dict(op, &[]);
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
        ods::operand_group_at(op, 2usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(",");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 3usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(",");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 4usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(" into");
    p.write(" ");
    p.print_types(
        ods::results_group_at(op, 0usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
}
/// `vector.gather` (spec/dialects/vector.td:N): Gathers elements from memory or ranked tensor into a vector as defined by an index vector and a mask vector.
pub static GATHER_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "vector.gather",
    dialect: "vector",
    traits: ir::Traits::MEMORY_READ,
    attrs: &[
        ir::AttrInfo {
            name: "alignment",
            optional: true,
            constraint: Some(IS_64_BIT_SIGNLESS_INTEGER_ATTRIBUTE_WHOSE_VALUE),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/vector.td",
        line: &dialects::gen::vector::__spec_lines::LINES[23usize],
    },
    verify: verify_gather_op,
    parse: Some(&(parse_gather_op as parse::ops::ParseFn)),
    print: Some(&(print_gather_op as print::ops::PrintFn)),
    operand_types: &[
        VECTOR_TENSOR_OR_MEM_REF,
        IS_VARIADIC_OF_INDEX,
        VECTOR_INT_OR_INDEX_VECTOR_OF_NON_ZERO_RANK,
        VECTOR_BOOL_VECTOR_OF_NON_ZERO_RANK,
        VECTOR_ANY_VECTOR_OF_NON_ZERO_RANK,
    ],
    result_types: &[VECTOR_ANY_VECTOR_OF_NON_ZERO_RANK],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Variadic,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `vector.scatter` (spec/dialects/vector.td:N): scatters elements from a vector into memory or ranked tensor as defined by an index vector and a mask vector
#[derive(Copy, Clone)]
pub struct ScatterOp<'a>(pub OpRef<'a>);
impl<'a> ScatterOp<'a> {
    pub const NAME: &'static str = "vector.scatter";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &SCATTER_OP_INFO).then_some(ScatterOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `base`: Tensor or MemRef of any type values
    pub fn base(&self) -> Value {
        ods::operand_group(self.0, SCATTER_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `offsets`: variadic of index
    pub fn offsets(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, SCATTER_OP_INFO.operand_arities, 1usize)
    }
    /// Operand `indices`: vector of integer or index values
    pub fn indices(&self) -> Value {
        ods::operand_group(self.0, SCATTER_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Operand `mask`: vector of 1-bit signless integer values
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, SCATTER_OP_INFO.operand_arities, 3usize).get(0)
    }
    /// Operand `valueToStore`: vector of any type values
    pub fn value_to_store(&self) -> Value {
        ods::operand_group(self.0, SCATTER_OP_INFO.operand_arities, 4usize).get(0)
    }
    /// Result `result`: ranked tensor of any type values
    pub fn result(&self) -> Option<Value> {
        ods::results_group(self.0, SCATTER_OP_INFO.result_arities, 0usize).first()
    }
    /// Attribute `alignment`: 64-bit signless integer attribute
    pub fn alignment_attr(&self) -> Option<Attribute> {
        self.0.attr("alignment")
    }
    pub fn alignment(&self) -> Option<i64> {
        ods::attr_int(self.0, "alignment")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        base: Value,
        offsets: &[Value],
        indices: Value,
        mask: Value,
        value_to_store: Value,
        alignment_attr: Option<Attribute>,
        result_ty: Option<Type>,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &SCATTER_OP_INFO, loc);
        st.operands.push(base);
        st.operands.extend_from_slice(offsets);
        st.operands.push(indices);
        st.operands.push(mask);
        st.operands.push(value_to_store);
        st.set_attr(ctx, "alignment", alignment_attr);
        st.result_types.extend(result_ty);
        st
    }
}
/// Verifies `vector.scatter` (spec/dialects/vector.td:N) and the ops that check the same things.
fn verify_scatter_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::vector::verify_scatter(op)?;
    Ok(())
}
/// Parses `vector.scatter` (spec/dialects/vector.td:N) (and the ops of the same format) from its custom syntax.
fn parse_scatter_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_base: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_base: Option<Vec<Type>> = None;
    let mut ol_offsets: u32 = start;
    let mut o_offsets: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_offsets: Option<Vec<Type>> = None;
    let mut o_indices: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_indices: Option<Vec<Type>> = None;
    let mut o_mask: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_mask: Option<Vec<Type>> = None;
    let mut o_value_to_store: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_value_to_store: Option<Vec<Type>> = None;
    let mut rt_result: Option<Vec<Type>> = None;
    o_base.push(p.parse_operand()?);
    p.expect_literal("[")?;
    ol_offsets = p.peek().offset;
    o_offsets.extend(p.parse_operand_list()?);
    p.expect_literal("]")?;
    p.expect_literal("[")?;
    o_indices.push(p.parse_operand()?);
    p.expect_literal("]")?;
    p.expect_literal(",")?;
    o_mask.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_value_to_store.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_base = Some(vec![p.parse_type() ?]);
    p.expect_literal(",")?;
    ot_indices = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    p.expect_literal(",")?;
    ot_mask = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    p.expect_literal(",")?;
    ot_value_to_store = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    if p.eat_literal("->") {
        rt_result = Some(p.parse_optional_type()?.into_iter().collect());
    }
    if ot_offsets.is_none() {
        ot_offsets = Some(vec![ctx.index_type(); o_offsets.len()]);
    }
    let types = ot_base.unwrap_or_default();
    p.resolve_operands(&o_base, &types, start, &mut st.operands)?;
    let types = ot_offsets.unwrap_or_default();
    p.resolve_operands(&o_offsets, &types, ol_offsets, &mut st.operands)?;
    let types = ot_indices.unwrap_or_default();
    p.resolve_operands(&o_indices, &types, start, &mut st.operands)?;
    let types = ot_mask.unwrap_or_default();
    p.resolve_operands(&o_mask, &types, start, &mut st.operands)?;
    let types = ot_value_to_store.unwrap_or_default();
    p.resolve_operands(&o_value_to_store, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `vector.scatter` (spec/dialects/vector.td:N) (and the ops of the same format) in its custom syntax.
fn print_scatter_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write("[");
    p.print_operands(ods::operand_group_at(op, 1usize));
    p.write("]");
    p.write(" [");
    p.print_operands(ods::operand_group_at(op, 2usize));
    p.write("]");
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 3usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 4usize));
    p.print_optional_attr_dict(op, &[]);
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
        ods::operand_group_at(op, 2usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(",");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 3usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    p.write(",");
    p.write(" ");
    p.print_types(
        ods::operand_group_at(op, 4usize)
            .iter()
            .map(|v| op.value_type(v))
            .collect::<Vec<Type>>(),
    );
    if !ods::results_group_at(op, 0usize).is_empty() {
        p.write(" ->");
        p.write(" ");
        p.print_types(
            ods::results_group_at(op, 0usize)
                .iter()
                .map(|v| op.value_type(v))
                .collect::<Vec<Type>>(),
        );
    }
}
/// `vector.scatter` (spec/dialects/vector.td:N): scatters elements from a vector into memory or ranked tensor as defined by an index vector and a mask vector
pub static SCATTER_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "vector.scatter",
    dialect: "vector",
    traits: ir::Traits::MEMORY_WRITE,
    attrs: &[
        ir::AttrInfo {
            name: "alignment",
            optional: true,
            constraint: Some(IS_64_BIT_SIGNLESS_INTEGER_ATTRIBUTE_WHOSE_VALUE),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/vector.td",
        line: &dialects::gen::vector::__spec_lines::LINES[24usize],
    },
    verify: verify_scatter_op,
    parse: Some(&(parse_scatter_op as parse::ops::ParseFn)),
    print: Some(&(print_scatter_op as print::ops::PrintFn)),
    operand_types: &[
        VECTOR_TENSOR_OR_MEM_REF,
        IS_VARIADIC_OF_INDEX,
        VECTOR_INT_OR_INDEX_VECTOR_OF_NON_ZERO_RANK,
        VECTOR_BOOL_VECTOR_OF_NON_ZERO_RANK,
        VECTOR_ANY_VECTOR_OF_NON_ZERO_RANK,
    ],
    result_types: &[IS_RANKED_TENSOR_OF_ANY_TYPE_VALUES],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Variadic,
        ods::Arity::Single,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[ods::Arity::Optional],
    ..ir::OpInfo::DEFAULT
};
/// `vector.expandload` (spec/dialects/vector.td:N): reads elements from memory and spreads them into a vector as defined by a mask
#[derive(Copy, Clone)]
pub struct ExpandLoadOp<'a>(pub OpRef<'a>);
impl<'a> ExpandLoadOp<'a> {
    pub const NAME: &'static str = "vector.expandload";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &EXPAND_LOAD_OP_INFO).then_some(ExpandLoadOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `base`: memref of any type values
    pub fn base(&self) -> Value {
        ods::operand_group(self.0, EXPAND_LOAD_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `indices`: variadic of index
    pub fn indices(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, EXPAND_LOAD_OP_INFO.operand_arities, 1usize)
    }
    /// Operand `mask`: fixed-length vector of 1-bit signless integer values
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, EXPAND_LOAD_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Operand `pass_thru`: vector of any type values
    pub fn pass_thru(&self) -> Value {
        ods::operand_group(self.0, EXPAND_LOAD_OP_INFO.operand_arities, 3usize).get(0)
    }
    /// Result `result`: vector of any type values
    pub fn result(&self) -> Value {
        ods::results_group(self.0, EXPAND_LOAD_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `alignment`: 64-bit signless integer attribute
    pub fn alignment_attr(&self) -> Option<Attribute> {
        self.0.attr("alignment")
    }
    pub fn alignment(&self) -> Option<i64> {
        ods::attr_int(self.0, "alignment")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        base: Value,
        indices: &[Value],
        mask: Value,
        pass_thru: Value,
        alignment_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &EXPAND_LOAD_OP_INFO, loc);
        st.operands.push(base);
        st.operands.extend_from_slice(indices);
        st.operands.push(mask);
        st.operands.push(pass_thru);
        st.set_attr(ctx, "alignment", alignment_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// Type constraint: fixed-length vector of 1-bit signless integer values (`Vector_FixedBoolVectorOfNonZeroRank`, spec/dialects/vector.td:N)
const VECTOR_FIXED_BOOL_VECTOR_OF_NON_ZERO_RANK: ir::TypeConstraint = ir::TypeConstraint {
    summary: "fixed-length vector of 1-bit signless integer values",
    check: dialects::gen::vector::vector_fixed_bool_vector_of_non_zero_rank,
};
/// Verifies `vector.expandload` (spec/dialects/vector.td:N) and the ops that check the same things.
fn verify_expand_load_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::vector::verify_expandload(op)?;
    Ok(())
}
/// `vector.expandload` (spec/dialects/vector.td:N): reads elements from memory and spreads them into a vector as defined by a mask
pub static EXPAND_LOAD_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "vector.expandload",
    dialect: "vector",
    traits: ir::Traits::MEMORY_READ,
    attrs: &[
        ir::AttrInfo {
            name: "alignment",
            optional: true,
            constraint: Some(IS_64_BIT_SIGNLESS_INTEGER_ATTRIBUTE_WHOSE_VALUE),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/vector.td",
        line: &dialects::gen::vector::__spec_lines::LINES[25usize],
    },
    verify: verify_expand_load_op,
    parse: Some(&(parse_masked_load_op as parse::ops::ParseFn)),
    print: Some(&(print_masked_load_op as print::ops::PrintFn)),
    operand_types: &[
        ANY_MEM_REF,
        IS_VARIADIC_OF_INDEX,
        VECTOR_FIXED_BOOL_VECTOR_OF_NON_ZERO_RANK,
        VECTOR_ANY_VECTOR_OF_NON_ZERO_RANK,
    ],
    result_types: &[VECTOR_ANY_VECTOR_OF_NON_ZERO_RANK],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Variadic,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `vector.compressstore` (spec/dialects/vector.td:N): writes elements selectively from a vector as defined by a mask
#[derive(Copy, Clone)]
pub struct CompressStoreOp<'a>(pub OpRef<'a>);
impl<'a> CompressStoreOp<'a> {
    pub const NAME: &'static str = "vector.compressstore";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &COMPRESS_STORE_OP_INFO).then_some(CompressStoreOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `base`: memref of any type values
    pub fn base(&self) -> Value {
        ods::operand_group(self.0, COMPRESS_STORE_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `indices`: variadic of index
    pub fn indices(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, COMPRESS_STORE_OP_INFO.operand_arities, 1usize)
    }
    /// Operand `mask`: fixed-length vector of 1-bit signless integer values
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, COMPRESS_STORE_OP_INFO.operand_arities, 2usize).get(0)
    }
    /// Operand `valueToStore`: vector of any type values
    pub fn value_to_store(&self) -> Value {
        ods::operand_group(self.0, COMPRESS_STORE_OP_INFO.operand_arities, 3usize).get(0)
    }
    /// Attribute `alignment`: 64-bit signless integer attribute
    pub fn alignment_attr(&self) -> Option<Attribute> {
        self.0.attr("alignment")
    }
    pub fn alignment(&self) -> Option<i64> {
        ods::attr_int(self.0, "alignment")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        base: Value,
        indices: &[Value],
        mask: Value,
        value_to_store: Value,
        alignment_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &COMPRESS_STORE_OP_INFO, loc);
        st.operands.push(base);
        st.operands.extend_from_slice(indices);
        st.operands.push(mask);
        st.operands.push(value_to_store);
        st.set_attr(ctx, "alignment", alignment_attr);
        st
    }
}
/// Verifies `vector.compressstore` (spec/dialects/vector.td:N) and the ops that check the same things.
fn verify_compress_store_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::vector::verify_compressstore(op)?;
    Ok(())
}
/// `vector.compressstore` (spec/dialects/vector.td:N): writes elements selectively from a vector as defined by a mask
pub static COMPRESS_STORE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "vector.compressstore",
    dialect: "vector",
    traits: ir::Traits::MEMORY_WRITE,
    attrs: &[
        ir::AttrInfo {
            name: "alignment",
            optional: true,
            constraint: Some(IS_64_BIT_SIGNLESS_INTEGER_ATTRIBUTE_WHOSE_VALUE),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/vector.td",
        line: &dialects::gen::vector::__spec_lines::LINES[26usize],
    },
    verify: verify_compress_store_op,
    parse: Some(&(parse_masked_store_op as parse::ops::ParseFn)),
    print: Some(&(print_masked_store_op as print::ops::PrintFn)),
    operand_types: &[
        ANY_MEM_REF,
        IS_VARIADIC_OF_INDEX,
        VECTOR_FIXED_BOOL_VECTOR_OF_NON_ZERO_RANK,
        VECTOR_ANY_VECTOR_OF_NON_ZERO_RANK,
    ],
    operand_arities: &[
        ods::Arity::Single,
        ods::Arity::Variadic,
        ods::Arity::Single,
        ods::Arity::Single,
    ],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `vector.shape_cast` (spec/dialects/vector.td:N): shape_cast casts between vector shapes
#[derive(Copy, Clone)]
pub struct ShapeCastOp<'a>(pub OpRef<'a>);
impl<'a> ShapeCastOp<'a> {
    pub const NAME: &'static str = "vector.shape_cast";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &SHAPE_CAST_OP_INFO).then_some(ShapeCastOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `source`: vector of any type values
    pub fn source(&self) -> Value {
        ods::operand_group(self.0, SHAPE_CAST_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: vector of any type values
    pub fn result(&self) -> Value {
        ods::results_group(self.0, SHAPE_CAST_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        source: Value,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &SHAPE_CAST_OP_INFO, loc);
        st.operands.push(source);
        st.result_types.push(result_ty);
        st
    }
}
/// Verifies `vector.shape_cast` (spec/dialects/vector.td:N) and the ops that check the same things.
fn verify_shape_cast_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    dialects::native::vector::verify_shape_cast(op)?;
    Ok(())
}
/// Parses `vector.shape_cast` (spec/dialects/vector.td:N) (and the ops of the same format) from its custom syntax.
fn parse_shape_cast_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut o_source: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_source: Option<Vec<Type>> = None;
    let mut rt_result: Option<Vec<Type>> = None;
    o_source.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_source = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    p.expect_literal("to")?;
    rt_result = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    let types = ot_source.unwrap_or_default();
    p.resolve_operands(&o_source, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// `vector.shape_cast` (spec/dialects/vector.td:N): shape_cast casts between vector shapes
pub static SHAPE_CAST_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "vector.shape_cast",
    dialect: "vector",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/vector.td",
        line: &dialects::gen::vector::__spec_lines::LINES[27usize],
    },
    verify: verify_shape_cast_op,
    parse: Some(&(parse_shape_cast_op as parse::ops::ParseFn)),
    print: Some(&(print_broadcast_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_vector::shape_cast,
        kind: "",
        elements: true,
    }),
    operand_types: &[VECTOR_ANY_VECTOR_OF_ANY_RANK],
    result_types: &[VECTOR_ANY_VECTOR_OF_ANY_RANK],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `vector.bitcast` (spec/dialects/vector.td:N): bitcast casts between vectors
#[derive(Copy, Clone)]
pub struct BitCastOp<'a>(pub OpRef<'a>);
impl<'a> BitCastOp<'a> {
    pub const NAME: &'static str = "vector.bitcast";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &BIT_CAST_OP_INFO).then_some(BitCastOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `source`: vector of any type values
    pub fn source(&self) -> Value {
        ods::operand_group(self.0, BIT_CAST_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: vector of any type values
    pub fn result(&self) -> Value {
        ods::results_group(self.0, BIT_CAST_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        source: Value,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &BIT_CAST_OP_INFO, loc);
        st.operands.push(source);
        st.result_types.push(result_ty);
        st
    }
}
/// Verifies `vector.bitcast` (spec/dialects/vector.td:N) and the ops that check the same things.
fn verify_bit_cast_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    if !dialects::native::vector::same_rank_op0_res0(op) {
        return Err(
            ods::op_error(
                op,
                "failed to verify that all of {source, result} have same rank",
            ),
        );
    }
    dialects::native::vector::verify_bitcast(op)?;
    Ok(())
}
/// `vector.bitcast` (spec/dialects/vector.td:N): bitcast casts between vectors
pub static BIT_CAST_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "vector.bitcast",
    dialect: "vector",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/vector.td",
        line: &dialects::gen::vector::__spec_lines::LINES[28usize],
    },
    verify: verify_bit_cast_op,
    parse: Some(&(parse_shape_cast_op as parse::ops::ParseFn)),
    print: Some(&(print_broadcast_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_vector::bitcast,
        kind: "",
        elements: true,
    }),
    operand_types: &[VECTOR_ANY_VECTOR_OF_ANY_RANK],
    result_types: &[VECTOR_ANY_VECTOR_OF_ANY_RANK],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `vector.type_cast` (spec/dialects/vector.td:N): type_cast op converts a scalar memref to a vector memref
#[derive(Copy, Clone)]
pub struct TypeCastOp<'a>(pub OpRef<'a>);
impl<'a> TypeCastOp<'a> {
    pub const NAME: &'static str = "vector.type_cast";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &TYPE_CAST_OP_INFO).then_some(TypeCastOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `memref`: statically shaped memref of any type values
    pub fn memref(&self) -> Value {
        ods::operand_group(self.0, TYPE_CAST_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: memref of any type values
    pub fn result(&self) -> Value {
        ods::results_group(self.0, TYPE_CAST_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        memref: Value,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &TYPE_CAST_OP_INFO, loc);
        st.operands.push(memref);
        st.result_types.push(result_ty);
        st
    }
}
/// Type constraint: statically shaped memref of any type values (`AnyStaticShapeMemRef`, spec/constraints.td:N)
const ANY_STATIC_SHAPE_MEM_REF: ir::TypeConstraint = ir::TypeConstraint {
    summary: "statically shaped memref of any type values",
    check: dialects::gen::constraints::any_static_shape_mem_ref,
};
/// Verifies `vector.type_cast` (spec/dialects/vector.td:N) and the ops that check the same things.
fn verify_type_cast_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    dialects::native::vector::verify_type_cast(op)?;
    Ok(())
}
/// Parses `vector.type_cast` (spec/dialects/vector.td:N) (and the ops of the same format) from its custom syntax.
fn parse_type_cast_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut o_memref: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_memref: Option<Vec<Type>> = None;
    let mut rt_result: Option<Vec<Type>> = None;
    o_memref.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_memref = Some(vec![p.parse_type() ?]);
    p.expect_literal("to")?;
    rt_result = Some(vec![p.parse_type() ?]);
    let types = ot_memref.unwrap_or_default();
    p.resolve_operands(&o_memref, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// `vector.type_cast` (spec/dialects/vector.td:N): type_cast op converts a scalar memref to a vector memref
pub static TYPE_CAST_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "vector.type_cast",
    dialect: "vector",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/vector.td",
        line: &dialects::gen::vector::__spec_lines::LINES[29usize],
    },
    verify: verify_type_cast_op,
    parse: Some(&(parse_type_cast_op as parse::ops::ParseFn)),
    print: Some(&(print_broadcast_op as print::ops::PrintFn)),
    operand_types: &[ANY_STATIC_SHAPE_MEM_REF],
    result_types: &[ANY_MEM_REF],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `vector.constant_mask` (spec/dialects/vector.td:N): creates a constant vector mask
#[derive(Copy, Clone)]
pub struct ConstantMaskOp<'a>(pub OpRef<'a>);
impl<'a> ConstantMaskOp<'a> {
    pub const NAME: &'static str = "vector.constant_mask";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &CONSTANT_MASK_OP_INFO).then_some(ConstantMaskOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Result `result`: vector of 1-bit signless integer values
    pub fn result(&self) -> Value {
        ods::results_group(self.0, CONSTANT_MASK_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `mask_dim_sizes`: i64 dense array attribute
    pub fn mask_dim_sizes_attr(&self) -> Option<Attribute> {
        self.0.attr("mask_dim_sizes")
    }
    pub fn mask_dim_sizes(&self) -> Option<&'a [i64]> {
        ods::attr_dense_ints(self.0, "mask_dim_sizes")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        mask_dim_sizes_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &CONSTANT_MASK_OP_INFO, loc);
        st.set_attr(ctx, "mask_dim_sizes", mask_dim_sizes_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// Type constraint: vector of 1-bit signless integer values (`Vector_BoolVectorOfAnyRank`, spec/dialects/vector.td:N)
const VECTOR_BOOL_VECTOR_OF_ANY_RANK: ir::TypeConstraint = ir::TypeConstraint {
    summary: "vector of 1-bit signless integer values",
    check: dialects::gen::vector::vector_bool_vector_of_any_rank,
};
/// Verifies `vector.constant_mask` (spec/dialects/vector.td:N) and the ops that check the same things.
fn verify_constant_mask_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    dialects::native::vector::verify_constant_mask(op)?;
    Ok(())
}
/// Parses `vector.constant_mask` (spec/dialects/vector.td:N) (and the ops of the same format) from its custom syntax.
fn parse_constant_mask_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut rt_result: Option<Vec<Type>> = None;
    let a = ods::parse_dense_array_literal(p, 64u32)?;
    st.add_attr(ctx.ident("mask_dim_sizes"), a);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    let outs = p.parse_optional_type_list()?;
    rt_result = Some(outs.clone());
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `vector.constant_mask` (spec/dialects/vector.td:N) (and the ops of the same format) in its custom syntax.
fn print_constant_mask_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    if let Some(a) = op.attr("mask_dim_sizes") {
        ods::print_dense_array_literal(p, a);
    }
    p.print_optional_attr_dict(op, &["mask_dim_sizes"]);
    p.write(" :");
    p.write(" ");
    p.print_types(op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>());
}
/// `vector.constant_mask` (spec/dialects/vector.td:N): creates a constant vector mask
pub static CONSTANT_MASK_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "vector.constant_mask",
    dialect: "vector",
    traits: ir::Traits::PURE,
    attrs: &[
        ir::AttrInfo {
            name: "mask_dim_sizes",
            constraint: Some(DENSE_I64_ARRAY_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/vector.td",
        line: &dialects::gen::vector::__spec_lines::LINES[30usize],
    },
    verify: verify_constant_mask_op,
    parse: Some(&(parse_constant_mask_op as parse::ops::ParseFn)),
    print: Some(&(print_constant_mask_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_vector::constant_mask,
        kind: "",
        elements: true,
    }),
    result_types: &[VECTOR_BOOL_VECTOR_OF_ANY_RANK],
    operand_arities: &[],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `vector.create_mask` (spec/dialects/vector.td:N): creates a vector mask
#[derive(Copy, Clone)]
pub struct CreateMaskOp<'a>(pub OpRef<'a>);
impl<'a> CreateMaskOp<'a> {
    pub const NAME: &'static str = "vector.create_mask";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &CREATE_MASK_OP_INFO).then_some(CreateMaskOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operands`: variadic of index
    pub fn operands(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, CREATE_MASK_OP_INFO.operand_arities, 0usize)
    }
    /// Result `result`: vector of 1-bit signless integer values
    pub fn result(&self) -> Value {
        ods::results_group(self.0, CREATE_MASK_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        operands: &[Value],
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &CREATE_MASK_OP_INFO, loc);
        st.operands.extend_from_slice(operands);
        st.result_types.push(result_ty);
        st
    }
}
/// Verifies `vector.create_mask` (spec/dialects/vector.td:N) and the ops that check the same things.
fn verify_create_mask_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    dialects::native::vector::verify_create_mask(op)?;
    Ok(())
}
/// Parses `vector.create_mask` (spec/dialects/vector.td:N) (and the ops of the same format) from its custom syntax.
fn parse_create_mask_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut ol_operands: u32 = start;
    let mut o_operands: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_operands: Option<Vec<Type>> = None;
    let mut rt_result: Option<Vec<Type>> = None;
    ol_operands = p.peek().offset;
    o_operands.extend(p.parse_operand_list()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    let outs = p.parse_optional_type_list()?;
    rt_result = Some(outs.clone());
    if ot_operands.is_none() {
        ot_operands = Some(vec![ctx.index_type(); o_operands.len()]);
    }
    let types = ot_operands.unwrap_or_default();
    p.resolve_operands(&o_operands, &types, ol_operands, &mut st.operands)?;
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `vector.create_mask` (spec/dialects/vector.td:N) (and the ops of the same format) in its custom syntax.
fn print_create_mask_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.print_optional_attr_dict(op, &[]);
    p.write(" :");
    p.write(" ");
    p.print_types(op.results().map(|v| op.value_type(v)).collect::<Vec<Type>>());
}
/// `vector.create_mask` (spec/dialects/vector.td:N): creates a vector mask
pub static CREATE_MASK_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "vector.create_mask",
    dialect: "vector",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/vector.td",
        line: &dialects::gen::vector::__spec_lines::LINES[31usize],
    },
    verify: verify_create_mask_op,
    parse: Some(&(parse_create_mask_op as parse::ops::ParseFn)),
    print: Some(&(print_create_mask_op as print::ops::PrintFn)),
    operand_types: &[IS_VARIADIC_OF_INDEX],
    result_types: &[VECTOR_BOOL_VECTOR_OF_ANY_RANK],
    operand_arities: &[ods::Arity::Variadic],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `vector.mask` (spec/dialects/vector.td:N): Predicates a maskable vector operation
#[derive(Copy, Clone)]
pub struct MaskOp<'a>(pub OpRef<'a>);
impl<'a> MaskOp<'a> {
    pub const NAME: &'static str = "vector.mask";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &MASK_OP_INFO).then_some(MaskOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `mask`: vector of 1-bit signless integer values
    pub fn mask(&self) -> Value {
        ods::operand_group(self.0, MASK_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `passthru`: any type
    pub fn passthru(&self) -> Option<Value> {
        ods::operand_group(self.0, MASK_OP_INFO.operand_arities, 1usize).first()
    }
    /// Result `results`: variadic of any type
    pub fn results(&self) -> ods::Group<'a> {
        ods::results_group(self.0, MASK_OP_INFO.result_arities, 0usize)
    }
    pub fn mask_region(&self) -> RegionId {
        self.0.regions()[0usize]
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        mask: Value,
        passthru: Option<Value>,
        results_ty: &[Type],
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &MASK_OP_INFO, loc);
        st.operands.push(mask);
        st.operands.extend(passthru);
        st.result_types.extend_from_slice(results_ty);
        st
    }
}
/// Verifies `vector.mask` (spec/dialects/vector.td:N) and the ops that check the same things.
fn verify_mask_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    if op.regions_body().region(op.regions()[0usize]).blocks.len() > 1usize {
        return Err(
            ods::op_error(
                op,
                "region #0 ('maskRegion') failed to verify constraint: region with 1 blocks",
            ),
        );
    }
    dialects::native::vector::verify_mask(op)?;
    Ok(())
}
/// `vector.mask` (spec/dialects/vector.td:N): Predicates a maskable vector operation
pub static MASK_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "vector.mask",
    dialect: "vector",
    traits: ir::Traits::SINGLE_BLOCK_IMPLICIT_TERMINATOR
        .union(ir::Traits::RECURSIVE_MEMORY_EFFECTS)
        .union(ir::Traits::NO_REGION_ARGUMENTS),
    defined_at: ir::SpecPos {
        file: "spec/dialects/vector.td",
        line: &dialects::gen::vector::__spec_lines::LINES[32usize],
    },
    verify: verify_mask_op,
    parse: Some(&(dialects::native::vector::parse_mask as parse::ops::ParseFn)),
    print: Some(&(dialects::native::vector::print_mask as print::ops::PrintFn)),
    implicit_terminator: Some("vector.yield"),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_vector::mask,
        kind: "",
        elements: true,
    }),
    operand_types: &[VECTOR_BOOL_VECTOR_OF_NON_ZERO_RANK, IS_ANY_TYPE],
    result_types: &[IS_VARIADIC_OF_ANY_TYPE],
    regions: 1usize,
    operand_arities: &[ods::Arity::Single, ods::Arity::Optional],
    result_arities: &[ods::Arity::Variadic],
    ..ir::OpInfo::DEFAULT
};
/// `vector.transpose` (spec/dialects/vector.td:N): vector transpose operation
#[derive(Copy, Clone)]
pub struct TransposeOp<'a>(pub OpRef<'a>);
impl<'a> TransposeOp<'a> {
    pub const NAME: &'static str = "vector.transpose";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &TRANSPOSE_OP_INFO).then_some(TransposeOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `vector`: vector of any type values
    pub fn vector(&self) -> Value {
        ods::operand_group(self.0, TRANSPOSE_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Result `result`: vector of any type values
    pub fn result(&self) -> Value {
        ods::results_group(self.0, TRANSPOSE_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Attribute `permutation`: i64 dense array attribute
    pub fn permutation_attr(&self) -> Option<Attribute> {
        self.0.attr("permutation")
    }
    pub fn permutation(&self) -> Option<&'a [i64]> {
        ods::attr_dense_ints(self.0, "permutation")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        vector: Value,
        permutation_attr: Option<Attribute>,
        result_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &TRANSPOSE_OP_INFO, loc);
        st.operands.push(vector);
        st.set_attr(ctx, "permutation", permutation_attr);
        st.result_types.push(result_ty);
        st
    }
}
/// Verifies `vector.transpose` (spec/dialects/vector.td:N) and the ops that check the same things.
fn verify_transpose_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    if !dialects::native::vector::same_elem_res0_op0(op) {
        return Err(
            ods::op_error(
                op,
                "failed to verify that operand and result have same element type",
            ),
        );
    }
    dialects::native::vector::verify_transpose(op)?;
    Ok(())
}
/// Parses `vector.transpose` (spec/dialects/vector.td:N) (and the ops of the same format) from its custom syntax.
fn parse_transpose_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_vector: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_vector: Option<Vec<Type>> = None;
    let mut rt_result: Option<Vec<Type>> = None;
    o_vector.push(p.parse_operand()?);
    p.expect_literal(",")?;
    let a = ods::parse_dense_array_literal(p, 64u32)?;
    st.add_attr(ctx.ident("permutation"), a);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_vector = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    p.expect_literal("to")?;
    rt_result = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    let types = ot_vector.unwrap_or_default();
    p.resolve_operands(&o_vector, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `vector.transpose` (spec/dialects/vector.td:N) (and the ops of the same format) in its custom syntax.
fn print_transpose_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(",");
    p.write(" ");
    if let Some(a) = op.attr("permutation") {
        ods::print_dense_array_literal(p, a);
    }
    p.print_optional_attr_dict(op, &["permutation"]);
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
/// `vector.transpose` (spec/dialects/vector.td:N): vector transpose operation
pub static TRANSPOSE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "vector.transpose",
    dialect: "vector",
    traits: ir::Traits::PURE,
    attrs: &[
        ir::AttrInfo {
            name: "permutation",
            constraint: Some(DENSE_I64_ARRAY_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/vector.td",
        line: &dialects::gen::vector::__spec_lines::LINES[33usize],
    },
    verify: verify_transpose_op,
    parse: Some(&(parse_transpose_op as parse::ops::ParseFn)),
    print: Some(&(print_transpose_op as print::ops::PrintFn)),
    fold: Some(ir::FoldHook {
        func: dialects::native::fold_vector::transpose,
        kind: "",
        elements: true,
    }),
    operand_types: &[VECTOR_ANY_VECTOR_OF_ANY_RANK],
    result_types: &[VECTOR_ANY_VECTOR_OF_ANY_RANK],
    operand_arities: &[ods::Arity::Single],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
static PRINT_OP_PUNCTUATION_DEFAULT: ir::SpecDefault = ir::SpecDefault {
    text: "#vector.punctuation<newline>",
    value: ir::SpecValue::Enum(
        &dialects::gen::vector::VECTOR_PRINT_PUNCTUATION_ATTR_ENUM,
        1u64,
    ),
};
/// `vector.print` (spec/dialects/vector.td:N): print operation (for testing and debugging)
#[derive(Copy, Clone)]
pub struct PrintOp<'a>(pub OpRef<'a>);
impl<'a> PrintOp<'a> {
    pub const NAME: &'static str = "vector.print";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &PRINT_OP_INFO).then_some(PrintOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `source`:
    pub fn source(&self) -> Option<Value> {
        ods::operand_group(self.0, PRINT_OP_INFO.operand_arities, 0usize).first()
    }
    /// Attribute `punctuation`: Punctuation for separating vectors or vector elements
    pub fn punctuation_attr(&self) -> Option<Attribute> {
        self.0.attr("punctuation")
    }
    pub fn punctuation(&self) -> Option<dialects::gen::vector::PrintPunctuation> {
        ods::attr_enum_value(self.0, "punctuation")
            .and_then(dialects::gen::vector::PrintPunctuation::from_value)
    }
    /// Attribute `stringLiteral`: string attribute
    pub fn string_literal_attr(&self) -> Option<Attribute> {
        self.0.attr("stringLiteral")
    }
    pub fn string_literal(&self) -> Option<&'a str> {
        ods::attr_str(self.0, "stringLiteral")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        source: Option<Value>,
        punctuation_attr: Option<Attribute>,
        string_literal_attr: Option<Attribute>,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &PRINT_OP_INFO, loc);
        st.operands.extend(source);
        st.set_attr(ctx, "punctuation", punctuation_attr);
        st.set_attr(ctx, "stringLiteral", string_literal_attr);
        st
    }
}
/// Attribute constraint: Punctuation for separating vectors or vector elements (first used by `vector.print`, spec/dialects/vector.td:N)
const IS_PUNCTUATION_FOR_SEPARATING_VECTORS_OR_VECTOR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "Punctuation for separating vectors or vector elements",
    check: |ctx: &Context, a: Attribute| ir::pred::attr::enum_attr_pred(
        ctx,
        a,
        "PrintPunctuation",
    ),
};
/// Attribute constraint: string attribute (first used by `vector.print`, spec/dialects/vector.td:N)
const IS_STRING_ATTRIBUTE: ir::AttrConstraint = ir::AttrConstraint {
    summary: "string attribute",
    check: |ctx: &Context, a: Attribute| ir::pred::attr::string_attr_pred(ctx, a),
};
/// Type constraint:  (first used by `vector.print`, spec/dialects/vector.td:N)
const IS: ir::TypeConstraint = ir::TypeConstraint {
    summary: "",
    check: |ctx: &Context, t: Type| {
        (ir::pred::ty::vector_of(
            ctx,
            t,
            &|ctx: &Context, x: Type| -> bool { ir::pred::ty::any_type_pred(ctx, x) },
        ) || ir::pred::ty::integer(ctx, t) || ir::pred::ty::index_pred(ctx, t)
            || ir::pred::ty::float(ctx, t))
    },
};
/// Verifies `vector.print` (spec/dialects/vector.td:N) and the ops that check the same things.
fn verify_print_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    if !dialects::native::vector::print_string_alone(op) {
        return Err(
            ods::op_error(
                op,
                "failed to verify that `source` or `punctuation` are not set when printing strings",
            ),
        );
    }
    Ok(())
}
/// `vector.print` (spec/dialects/vector.td:N): print operation (for testing and debugging)
pub static PRINT_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "vector.print",
    dialect: "vector",
    traits: ir::Traits::MEMORY_WRITE,
    attrs: &[
        ir::AttrInfo {
            name: "punctuation",
            optional: true,
            default: Some(&PRINT_OP_PUNCTUATION_DEFAULT),
            materialize: true,
            constraint: Some(IS_PUNCTUATION_FOR_SEPARATING_VECTORS_OR_VECTOR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "stringLiteral",
            optional: true,
            constraint: Some(IS_STRING_ATTRIBUTE),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/vector.td",
        line: &dialects::gen::vector::__spec_lines::LINES[34usize],
    },
    verify: verify_print_op,
    parse: Some(&(dialects::native::vector::parse_print as parse::ops::ParseFn)),
    print: Some(&(dialects::native::vector::print_print as print::ops::PrintFn)),
    operand_types: &[IS],
    operand_arities: &[ods::Arity::Optional],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// `vector.vscale` (spec/dialects/vector.td:N): Load vector scale size
#[derive(Copy, Clone)]
pub struct VectorScaleOp<'a>(pub OpRef<'a>);
impl<'a> VectorScaleOp<'a> {
    pub const NAME: &'static str = "vector.vscale";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &VECTOR_SCALE_OP_INFO).then_some(VectorScaleOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Result `res`: index
    pub fn res(&self) -> Value {
        ods::results_group(self.0, VECTOR_SCALE_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute, res_ty: Type) -> OperationState {
        let mut st = OperationState::for_op(ctx, &VECTOR_SCALE_OP_INFO, loc);
        st.result_types.push(res_ty);
        st
    }
}
/// Type constraint: index (`Index`, spec/constraints.td:N)
const INDEX: ir::TypeConstraint = ir::TypeConstraint {
    summary: "index",
    check: dialects::gen::constraints::index,
};
/// Verifies `vector.vscale` (spec/dialects/vector.td:N) and the ops that check the same things.
fn verify_vector_scale_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    Ok(())
}
/// Parses `vector.vscale` (spec/dialects/vector.td:N) (and the ops of the same format) from its custom syntax.
fn parse_vector_scale_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut rt_res: Option<Vec<Type>> = None;
    p.parse_optional_attr_dict(st)?;
    if rt_res.is_none() {
        rt_res = Some(vec![ctx.index_type()]);
    }
    st.result_types.extend(rt_res.unwrap_or_default());
    Ok(())
}
/// Prints `vector.vscale` (spec/dialects/vector.td:N) (and the ops of the same format) in its custom syntax.
fn print_vector_scale_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.print_optional_attr_dict(op, &[]);
}
/// `vector.vscale` (spec/dialects/vector.td:N): Load vector scale size
pub static VECTOR_SCALE_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "vector.vscale",
    dialect: "vector",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/vector.td",
        line: &dialects::gen::vector::__spec_lines::LINES[35usize],
    },
    verify: verify_vector_scale_op,
    parse: Some(&(parse_vector_scale_op as parse::ops::ParseFn)),
    print: Some(&(print_vector_scale_op as print::ops::PrintFn)),
    asm_names: ir::AsmNames::Groups(&["vscale"]),
    result_types: &[INDEX],
    operand_arities: &[],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `vector.scan` (spec/dialects/vector.td:N): Scan operation
#[derive(Copy, Clone)]
pub struct ScanOp<'a>(pub OpRef<'a>);
impl<'a> ScanOp<'a> {
    pub const NAME: &'static str = "vector.scan";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &SCAN_OP_INFO).then_some(ScanOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `source`: vector of any type values
    pub fn source(&self) -> Value {
        ods::operand_group(self.0, SCAN_OP_INFO.operand_arities, 0usize).get(0)
    }
    /// Operand `initial_value`: vector of any type values
    pub fn initial_value(&self) -> Value {
        ods::operand_group(self.0, SCAN_OP_INFO.operand_arities, 1usize).get(0)
    }
    /// Result `dest`: vector of any type values
    pub fn dest(&self) -> Value {
        ods::results_group(self.0, SCAN_OP_INFO.result_arities, 0usize).get(0)
    }
    /// Result `accumulated_value`: vector of any type values
    pub fn accumulated_value(&self) -> Value {
        ods::results_group(self.0, SCAN_OP_INFO.result_arities, 1usize).get(0)
    }
    /// Attribute `kind`: Kind of combining function for contractions and reductions
    pub fn kind_attr(&self) -> Option<Attribute> {
        self.0.attr("kind")
    }
    pub fn kind(&self) -> Option<dialects::gen::vector::CombiningKind> {
        ods::attr_enum_value(self.0, "kind")
            .and_then(dialects::gen::vector::CombiningKind::from_value)
    }
    /// Attribute `reduction_dim`: 64-bit signless integer attribute
    pub fn reduction_dim_attr(&self) -> Option<Attribute> {
        self.0.attr("reduction_dim")
    }
    pub fn reduction_dim(&self) -> Option<i64> {
        ods::attr_int(self.0, "reduction_dim")
    }
    /// Attribute `inclusive`: bool attribute
    pub fn inclusive_attr(&self) -> Option<Attribute> {
        self.0.attr("inclusive")
    }
    pub fn inclusive(&self) -> Option<bool> {
        ods::attr_bool(self.0, "inclusive")
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(
        ctx: &Context,
        loc: Attribute,
        source: Value,
        initial_value: Value,
        kind_attr: Option<Attribute>,
        reduction_dim_attr: Option<Attribute>,
        inclusive_attr: Option<Attribute>,
        dest_ty: Type,
        accumulated_value_ty: Type,
    ) -> OperationState {
        let mut st = OperationState::for_op(ctx, &SCAN_OP_INFO, loc);
        st.operands.push(source);
        st.operands.push(initial_value);
        st.set_attr(ctx, "kind", kind_attr);
        st.set_attr(ctx, "reduction_dim", reduction_dim_attr);
        st.set_attr(ctx, "inclusive", inclusive_attr);
        st.result_types.push(dest_ty);
        st.result_types.push(accumulated_value_ty);
        st
    }
}
/// Attribute constraint: bool attribute (`BoolAttr`, spec/constraints.td:N)
const BOOL_ATTR: ir::AttrConstraint = ir::AttrConstraint {
    summary: "bool attribute",
    check: dialects::gen::constraints::bool_attr,
};
/// Verifies `vector.scan` (spec/dialects/vector.td:N) and the ops that check the same things.
fn verify_scan_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_attributes(op)?;
    ods::verify_types(op)?;
    ods::all_equal(
        op,
        &[
            ods::operand_group_at(op, 0usize).first().map(|v| op.value_type(v)),
            ods::results_group_at(op, 0usize).first().map(|v| op.value_type(v)),
        ],
        "failed to verify that all of {source, dest} have same type",
    )?;
    ods::all_equal(
        op,
        &[
            ods::operand_group_at(op, 1usize).first().map(|v| op.value_type(v)),
            ods::results_group_at(op, 1usize).first().map(|v| op.value_type(v)),
        ],
        "failed to verify that all of {initial_value, accumulated_value} have same type",
    )?;
    dialects::native::vector::verify_scan(op)?;
    Ok(())
}
/// Parses `vector.scan` (spec/dialects/vector.td:N) (and the ops of the same format) from its custom syntax.
fn parse_scan_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let ctx = p.ctx();
    let start = p.peek().offset;
    let mut o_source: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_source: Option<Vec<Type>> = None;
    let mut o_initial_value: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_initial_value: Option<Vec<Type>> = None;
    let mut rt_dest: Option<Vec<Type>> = None;
    let mut rt_accumulated_value: Option<Vec<Type>> = None;
    let v = ods::parse_enum_stripped(
        p,
        &dialects::gen::vector::VECTOR_COMBINING_KIND_ATTR_ENUM,
    )?;
    st.add_attr(
        ctx.ident("kind"),
        ctx.enum_attr(&dialects::gen::vector::VECTOR_COMBINING_KIND_ATTR_ENUM, v),
    );
    p.expect_literal(",")?;
    o_source.push(p.parse_operand()?);
    p.expect_literal(",")?;
    o_initial_value.push(p.parse_operand()?);
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    ot_source = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    p.expect_literal(",")?;
    ot_initial_value = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    for &t in ot_source.iter().flatten() {
        if !(dialects::gen::vector::vector_any_vector_of_non_zero_rank(ctx, t)) {
            return p
                .custom_err_loc(
                    st.loc,
                    format!(
                        "'source' must be vector of any type values, but got '{}'",
                        ::descent::print::attrs::type_to_string(ctx, t)
                    ),
                );
        }
    }
    for &t in ot_initial_value.iter().flatten() {
        if !(dialects::gen::vector::vector_any_vector_of_any_rank(ctx, t)) {
            return p
                .custom_err_loc(
                    st.loc,
                    format!(
                        "'initial_value' must be vector of any type values, but got '{}'",
                        ::descent::print::attrs::type_to_string(ctx, t)
                    ),
                );
        }
    }
    if rt_dest.is_none() {
        if let Some(t) = ot_source.as_ref().and_then(|v| v.first().copied()) {
            rt_dest = Some(vec![t; 1usize]);
        }
    }
    if rt_accumulated_value.is_none() {
        if let Some(t) = ot_initial_value.as_ref().and_then(|v| v.first().copied()) {
            rt_accumulated_value = Some(vec![t; 1usize]);
        }
    }
    let types = ot_source.unwrap_or_default();
    p.resolve_operands(&o_source, &types, start, &mut st.operands)?;
    let types = ot_initial_value.unwrap_or_default();
    p.resolve_operands(&o_initial_value, &types, start, &mut st.operands)?;
    st.result_types.extend(rt_dest.unwrap_or_default());
    st.result_types.extend(rt_accumulated_value.unwrap_or_default());
    Ok(())
}
/// Prints `vector.scan` (spec/dialects/vector.td:N) (and the ops of the same format) in its custom syntax.
fn print_scan_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    if let Some(a) = op.attr("kind") {
        ods::print_enum_stripped(
            p,
            &dialects::gen::vector::VECTOR_COMBINING_KIND_ATTR_ENUM,
            a,
        );
    }
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 0usize));
    p.write(",");
    p.write(" ");
    p.print_operands(ods::operand_group_at(op, 1usize));
    p.print_optional_attr_dict(op, &["kind"]);
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
}
/// `vector.scan` (spec/dialects/vector.td:N): Scan operation
pub static SCAN_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "vector.scan",
    dialect: "vector",
    traits: ir::Traits::PURE,
    attrs: &[
        ir::AttrInfo {
            name: "kind",
            constraint: Some(VECTOR_COMBINING_KIND_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "reduction_dim",
            constraint: Some(I64_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
        ir::AttrInfo {
            name: "inclusive",
            constraint: Some(BOOL_ATTR),
            ..ir::AttrInfo::DEFAULT
        },
    ],
    defined_at: ir::SpecPos {
        file: "spec/dialects/vector.td",
        line: &dialects::gen::vector::__spec_lines::LINES[36usize],
    },
    verify: verify_scan_op,
    parse: Some(&(parse_scan_op as parse::ops::ParseFn)),
    print: Some(&(print_scan_op as print::ops::PrintFn)),
    asm_names: ir::AsmNames::Groups(&["dest", "accumulated_value"]),
    operand_types: &[VECTOR_ANY_VECTOR_OF_NON_ZERO_RANK, VECTOR_ANY_VECTOR_OF_ANY_RANK],
    result_types: &[VECTOR_ANY_VECTOR_OF_NON_ZERO_RANK, VECTOR_ANY_VECTOR_OF_ANY_RANK],
    operand_arities: &[ods::Arity::Single, ods::Arity::Single],
    result_arities: &[ods::Arity::Single, ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `vector.step` (spec/dialects/vector.td:N): A linear sequence of values from 0 to N
#[derive(Copy, Clone)]
pub struct StepOp<'a>(pub OpRef<'a>);
impl<'a> StepOp<'a> {
    pub const NAME: &'static str = "vector.step";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &STEP_OP_INFO).then_some(StepOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Result `result`: vector of index values of ranks 1
    pub fn result(&self) -> Value {
        ods::results_group(self.0, STEP_OP_INFO.result_arities, 0usize).get(0)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute, result_ty: Type) -> OperationState {
        let mut st = OperationState::for_op(ctx, &STEP_OP_INFO, loc);
        st.result_types.push(result_ty);
        st
    }
}
/// Type constraint: vector of index values of ranks 1 (`Vector_IndexVectorOfRank1`, spec/dialects/vector.td:N)
const VECTOR_INDEX_VECTOR_OF_RANK1: ir::TypeConstraint = ir::TypeConstraint {
    summary: "vector of index values of ranks 1",
    check: dialects::gen::vector::vector_index_vector_of_rank1,
};
/// Parses `vector.step` (spec/dialects/vector.td:N) (and the ops of the same format) from its custom syntax.
fn parse_step_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut rt_result: Option<Vec<Type>> = None;
    p.parse_optional_attr_dict(st)?;
    p.expect_literal(":")?;
    rt_result = Some(vec![p.parse_type_of_class("builtin.vector") ?]);
    st.result_types.extend(rt_result.unwrap_or_default());
    Ok(())
}
/// Prints `vector.step` (spec/dialects/vector.td:N) (and the ops of the same format) in its custom syntax.
fn print_step_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
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
/// `vector.step` (spec/dialects/vector.td:N): A linear sequence of values from 0 to N
pub static STEP_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "vector.step",
    dialect: "vector",
    traits: ir::Traits::PURE,
    defined_at: ir::SpecPos {
        file: "spec/dialects/vector.td",
        line: &dialects::gen::vector::__spec_lines::LINES[37usize],
    },
    verify: verify_vector_scale_op,
    parse: Some(&(parse_step_op as parse::ops::ParseFn)),
    print: Some(&(print_step_op as print::ops::PrintFn)),
    result_types: &[VECTOR_INDEX_VECTOR_OF_RANK1],
    operand_arities: &[],
    result_arities: &[ods::Arity::Single],
    ..ir::OpInfo::DEFAULT
};
/// `vector.yield` (spec/dialects/vector.td:N): Terminates and yields values from vector regions.
#[derive(Copy, Clone)]
pub struct YieldOp<'a>(pub OpRef<'a>);
impl<'a> YieldOp<'a> {
    pub const NAME: &'static str = "vector.yield";
    /// The view of `op` if it is this op.
    pub fn cast(op: OpRef<'a>) -> Option<Self> {
        ods::is_op(op, &YIELD_OP_INFO).then_some(YieldOp(op))
    }
    pub fn op(&self) -> OpRef<'a> {
        self.0
    }
    /// Operand `operands`: variadic of any type
    pub fn operands(&self) -> ods::Group<'a> {
        ods::operand_group(self.0, YIELD_OP_INFO.operand_arities, 0usize)
    }
    /// An `OperationState` for this op; regions are added by the caller.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &Context, loc: Attribute, operands: &[Value]) -> OperationState {
        let mut st = OperationState::for_op(ctx, &YIELD_OP_INFO, loc);
        st.operands.extend_from_slice(operands);
        st
    }
}
/// Verifies `vector.yield` (spec/dialects/vector.td:N) and the ops that check the same things.
fn verify_yield_op(op: OpRef<'_>) -> Result<(), diag::Diagnostic> {
    ods::verify_shape(op)?;
    ods::verify_types(op)?;
    ods::is_terminator(op)?;
    Ok(())
}
/// Parses `vector.yield` (spec/dialects/vector.td:N) (and the ops of the same format) from its custom syntax.
fn parse_yield_op<'p, 'a>(
    p: &'p mut parse::ops::OpParser<'a>,
    st: &'p mut OperationState,
) -> parse::PResult<()> {
    let start = p.peek().offset;
    let mut ol_operands: u32 = start;
    let mut o_operands: Vec<parse::ops::UnresolvedOperand<'a>> = Vec::new();
    let mut ot_operands: Option<Vec<Type>> = None;
    p.parse_optional_attr_dict(st)?;
    if p.at_operand() {
        ol_operands = p.peek().offset;
        o_operands.extend(p.parse_operand_list()?);
        p.expect_literal(":")?;
        ot_operands = Some(p.parse_optional_type_list()?);
    }
    let types = ot_operands.unwrap_or_default();
    p.resolve_operands(&o_operands, &types, ol_operands, &mut st.operands)?;
    Ok(())
}
/// Prints `vector.yield` (spec/dialects/vector.td:N) (and the ops of the same format) in its custom syntax.
fn print_yield_op<'p, 'a>(p: &'p mut print::ops::OpPrinter<'a>, op: OpRef<'a>) {
    p.print_optional_attr_dict(op, &[]);
    if !ods::operand_group_at(op, 0usize).is_empty() {
        p.write(" ");
        p.print_operands(ods::operand_group_at(op, 0usize));
        p.write(" :");
        p.write(" ");
        p.print_types(
            ods::operand_group_at(op, 0usize)
                .iter()
                .map(|v| op.value_type(v))
                .collect::<Vec<Type>>(),
        );
    }
}
/// `vector.yield` (spec/dialects/vector.td:N): Terminates and yields values from vector regions.
pub static YIELD_OP_INFO: ir::OpInfo = ir::OpInfo {
    name: "vector.yield",
    dialect: "vector",
    traits: ir::Traits::PURE
        .union(ir::Traits::RETURN_LIKE)
        .union(ir::Traits::TERMINATOR),
    defined_at: ir::SpecPos {
        file: "spec/dialects/vector.td",
        line: &dialects::gen::vector::__spec_lines::LINES[38usize],
    },
    verify: verify_yield_op,
    parse: Some(&(parse_yield_op as parse::ops::ParseFn)),
    print: Some(&(print_yield_op as print::ops::PrintFn)),
    operand_types: &[IS_VARIADIC_OF_ANY_TYPE],
    operand_arities: &[ods::Arity::Variadic],
    result_arities: &[],
    ..ir::OpInfo::DEFAULT
};
/// Registration table of the dialect.
pub static DIALECT: ir::DialectInfo = ir::DialectInfo {
    name: "vector",
    ops: &[
        &dialects::gen::vector::CONTRACTION_OP_INFO,
        &dialects::gen::vector::REDUCTION_OP_INFO,
        &dialects::gen::vector::MULTI_DIM_REDUCTION_OP_INFO,
        &dialects::gen::vector::BROADCAST_OP_INFO,
        &dialects::gen::vector::SHUFFLE_OP_INFO,
        &dialects::gen::vector::INTERLEAVE_OP_INFO,
        &dialects::gen::vector::DEINTERLEAVE_OP_INFO,
        &dialects::gen::vector::EXTRACT_OP_INFO,
        &dialects::gen::vector::FMA_OP_INFO,
        &dialects::gen::vector::TO_ELEMENTS_OP_INFO,
        &dialects::gen::vector::FROM_ELEMENTS_OP_INFO,
        &dialects::gen::vector::INSERT_OP_INFO,
        &dialects::gen::vector::SCALABLE_INSERT_OP_INFO,
        &dialects::gen::vector::SCALABLE_EXTRACT_OP_INFO,
        &dialects::gen::vector::INSERT_STRIDED_SLICE_OP_INFO,
        &dialects::gen::vector::OUTER_PRODUCT_OP_INFO,
        &dialects::gen::vector::EXTRACT_STRIDED_SLICE_OP_INFO,
        &dialects::gen::vector::TRANSFER_READ_OP_INFO,
        &dialects::gen::vector::TRANSFER_WRITE_OP_INFO,
        &dialects::gen::vector::LOAD_OP_INFO,
        &dialects::gen::vector::STORE_OP_INFO,
        &dialects::gen::vector::MASKED_LOAD_OP_INFO,
        &dialects::gen::vector::MASKED_STORE_OP_INFO,
        &dialects::gen::vector::GATHER_OP_INFO,
        &dialects::gen::vector::SCATTER_OP_INFO,
        &dialects::gen::vector::EXPAND_LOAD_OP_INFO,
        &dialects::gen::vector::COMPRESS_STORE_OP_INFO,
        &dialects::gen::vector::SHAPE_CAST_OP_INFO,
        &dialects::gen::vector::BIT_CAST_OP_INFO,
        &dialects::gen::vector::TYPE_CAST_OP_INFO,
        &dialects::gen::vector::CONSTANT_MASK_OP_INFO,
        &dialects::gen::vector::CREATE_MASK_OP_INFO,
        &dialects::gen::vector::MASK_OP_INFO,
        &dialects::gen::vector::TRANSPOSE_OP_INFO,
        &dialects::gen::vector::PRINT_OP_INFO,
        &dialects::gen::vector::VECTOR_SCALE_OP_INFO,
        &dialects::gen::vector::SCAN_OP_INFO,
        &dialects::gen::vector::STEP_OP_INFO,
        &dialects::gen::vector::YIELD_OP_INFO,
    ],
    enums: &[
        &dialects::gen::vector::VECTOR_COMBINING_KIND_ATTR_ENUM,
        &dialects::gen::vector::VECTOR_ITERATOR_TYPE_ATTR_ENUM,
        &dialects::gen::vector::VECTOR_PRINT_PUNCTUATION_ATTR_ENUM,
    ],
    attr_defs: &[],
    type_defs: &[],
    on_register: Some(dialects::native::fold_vector::on_register),
    allow_unknown_ops: false,
    attributes: ir::AttrSyntax::Closed,
    verbatim_attrs: &[],
};
#[doc(hidden)]
pub mod __spec_lines {
    /// The lines the positions of this file's definitions refer to.
    pub static LINES: [u32; 39usize] = [
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
    ];
}
