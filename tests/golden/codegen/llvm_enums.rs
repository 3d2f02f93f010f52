// @generated from spec/dialects/llvm_enums.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::ir;
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
/// `LLVM_ICmpPredicateAttr` (spec/dialects/llvm_enums.td:N): llvm.icmp comparison predicate
pub fn llvm_i_cmp_predicate_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::enum_attr_pred(ctx, x, "ICmpPredicate")
}
/// `LLVM_FCmpPredicateAttr` (spec/dialects/llvm_enums.td:N): llvm.fcmp comparison predicate
pub fn llvm_f_cmp_predicate_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::enum_attr_pred(ctx, x, "FCmpPredicate")
}
/// `LLVM_AtomicOrderingAttr` (spec/dialects/llvm_enums.td:N): Atomic ordering for LLVM's memory model
pub fn llvm_atomic_ordering_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::enum_attr_pred(ctx, x, "AtomicOrdering")
}
/// `LLVM_AtomicBinOpAttr` (spec/dialects/llvm_enums.td:N): llvm.atomicrmw binary operations
pub fn llvm_atomic_bin_op_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::enum_attr_pred(ctx, x, "AtomicBinOp")
}
/// `LLVM_FastmathFlagsAttr` (spec/dialects/llvm_enums.td:N): LLVM fastmath flags
pub fn llvm_fastmath_flags_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::enum_attr_pred(ctx, x, "FastmathFlags")
}
/// `LLVM_IntegerOverflowFlagsAttr` (spec/dialects/llvm_enums.td:N): LLVM integer overflow flags
pub fn llvm_integer_overflow_flags_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::enum_attr_pred(ctx, x, "IntegerOverflowFlags")
}
/// `LLVM_GEPNoWrapFlagsAttr` (spec/dialects/llvm_enums.td:N): ::mlir::LLVM::GEPNoWrapFlags
pub fn llvm_gep_no_wrap_flags_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::enum_attr_pred(ctx, x, "GEPNoWrapFlags")
}
/// `LLVM_LinkageAttr` (spec/dialects/llvm_enums.td:N): LLVM Linkage specification
pub fn llvm_linkage_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::enum_attr_pred(ctx, x, "Linkage")
}
/// `LLVM_VisibilityAttr` (spec/dialects/llvm_enums.td:N): LLVM GlobalValue Visibility
pub fn llvm_visibility_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::enum_attr_pred(ctx, x, "Visibility")
}
/// `LLVM_UnnamedAddrAttr` (spec/dialects/llvm_enums.td:N): LLVM GlobalValue UnnamedAddr
pub fn llvm_unnamed_addr_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::enum_attr_pred(ctx, x, "UnnamedAddr")
}
/// `LLVM_ComdatAttr` (spec/dialects/llvm_enums.td:N): LLVM Comdat Types
pub fn llvm_comdat_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::enum_attr_pred(ctx, x, "Comdat")
}
/// `LLVM_CConvAttr` (spec/dialects/llvm_enums.td:N): LLVM Calling Convention specification
pub fn llvm_c_conv_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::enum_attr_pred(ctx, x, "CConv")
}
/// `LLVM_TailCallKindAttr` (spec/dialects/llvm_enums.td:N): LLVM Calling Convention specification
pub fn llvm_tail_call_kind_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::enum_attr_pred(ctx, x, "TailCallKind")
}
/// `LLVM_FramePointerKindAttr` (spec/dialects/llvm_enums.td:N): LLVM FramePointerKind
pub fn llvm_frame_pointer_kind_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::enum_attr_pred(ctx, x, "FramePointerKind")
}
/// `LLVM_UWTableKindAttr` (spec/dialects/llvm_enums.td:N): LLVM Unwind Behavior
pub fn llvm_uw_table_kind_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::enum_attr_pred(ctx, x, "UWTableKind")
}
/// `LLVM_ModRefInfoAttr` (spec/dialects/llvm_enums.td:N): LLVM ModRefInfo
pub fn llvm_mod_ref_info_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::enum_attr_pred(ctx, x, "ModRefInfo")
}
/// `LLVM_AsmDialectAttr` (spec/dialects/llvm_enums.td:N): ATT (0) or Intel (1) asm dialect
pub fn llvm_asm_dialect_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::enum_attr_pred(ctx, x, "AsmDialect")
}
/// `LLVM_RoundingModeAttr` (spec/dialects/llvm_enums.td:N): LLVM Rounding Mode
pub fn llvm_rounding_mode_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::enum_attr_pred(ctx, x, "RoundingMode")
}
/// `LLVM_FPExceptionBehaviorAttr` (spec/dialects/llvm_enums.td:N): LLVM Exception Behavior
pub fn llvm_fp_exception_behavior_attr(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::enum_attr_pred(ctx, x, "FPExceptionBehavior")
}
/// `LLVM_ICmpPredicateAttr` (spec/dialects/llvm_enums.td): llvm.icmp comparison predicate
pub static LLVM_I_CMP_PREDICATE_ATTR_ENUM: ir::EnumDef = ir::EnumDef {
    name: "ICmpPredicate",
    summary: "llvm.icmp comparison predicate",
    dialect: "llvm",
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
    llvm_keywords: &["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"],
    llvm_flag_order: &[],
    groups: &[],
};
/// `LLVM_ICmpPredicateAttr` (spec/dialects/llvm_enums.td): llvm.icmp comparison predicate
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[repr(i64)]
pub enum ICmpPredicate {
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
impl ICmpPredicate {
    pub fn from_value(v: u64) -> Option<Self> {
        match v {
            0u64 => Some(ICmpPredicate::Eq),
            1u64 => Some(ICmpPredicate::Ne),
            2u64 => Some(ICmpPredicate::Slt),
            3u64 => Some(ICmpPredicate::Sle),
            4u64 => Some(ICmpPredicate::Sgt),
            5u64 => Some(ICmpPredicate::Sge),
            6u64 => Some(ICmpPredicate::Ult),
            7u64 => Some(ICmpPredicate::Ule),
            8u64 => Some(ICmpPredicate::Ugt),
            9u64 => Some(ICmpPredicate::Uge),
            _ => None,
        }
    }
    pub fn value(self) -> u64 {
        self as i64 as u64
    }
    pub fn keyword(self) -> &'static str {
        LLVM_I_CMP_PREDICATE_ATTR_ENUM.keyword(self.value()).unwrap_or("")
    }
    /// The attribute holding this value.
    pub fn attr(self, ctx: &ir::Context) -> ir::Attribute {
        let v = self.value();
        ctx.integer_attr(ctx.integer_type(64u32), v as i128)
    }
}
/// `LLVM_FCmpPredicateAttr` (spec/dialects/llvm_enums.td): llvm.fcmp comparison predicate
pub static LLVM_F_CMP_PREDICATE_ATTR_ENUM: ir::EnumDef = ir::EnumDef {
    name: "FCmpPredicate",
    summary: "llvm.fcmp comparison predicate",
    dialect: "llvm",
    mnemonic: "",
    cases: &[
        ("_false", 0u64),
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
        ("_true", 15u64),
    ],
    bit_enum: false,
    separator: ",",
    int_width: 64u32,
    llvm_keywords: &[
        "false",
        "oeq",
        "ogt",
        "oge",
        "olt",
        "ole",
        "one",
        "ord",
        "ueq",
        "ugt",
        "uge",
        "ult",
        "ule",
        "une",
        "uno",
        "true",
    ],
    llvm_flag_order: &[],
    groups: &[],
};
/// `LLVM_FCmpPredicateAttr` (spec/dialects/llvm_enums.td): llvm.fcmp comparison predicate
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[repr(i64)]
pub enum FCmpPredicate {
    False = 0,
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
    True = 15,
}
impl FCmpPredicate {
    pub fn from_value(v: u64) -> Option<Self> {
        match v {
            0u64 => Some(FCmpPredicate::False),
            1u64 => Some(FCmpPredicate::Oeq),
            2u64 => Some(FCmpPredicate::Ogt),
            3u64 => Some(FCmpPredicate::Oge),
            4u64 => Some(FCmpPredicate::Olt),
            5u64 => Some(FCmpPredicate::Ole),
            6u64 => Some(FCmpPredicate::One),
            7u64 => Some(FCmpPredicate::Ord),
            8u64 => Some(FCmpPredicate::Ueq),
            9u64 => Some(FCmpPredicate::Ugt),
            10u64 => Some(FCmpPredicate::Uge),
            11u64 => Some(FCmpPredicate::Ult),
            12u64 => Some(FCmpPredicate::Ule),
            13u64 => Some(FCmpPredicate::Une),
            14u64 => Some(FCmpPredicate::Uno),
            15u64 => Some(FCmpPredicate::True),
            _ => None,
        }
    }
    pub fn value(self) -> u64 {
        self as i64 as u64
    }
    pub fn keyword(self) -> &'static str {
        LLVM_F_CMP_PREDICATE_ATTR_ENUM.keyword(self.value()).unwrap_or("")
    }
    /// The attribute holding this value.
    pub fn attr(self, ctx: &ir::Context) -> ir::Attribute {
        let v = self.value();
        ctx.integer_attr(ctx.integer_type(64u32), v as i128)
    }
}
/// `LLVM_AtomicOrderingAttr` (spec/dialects/llvm_enums.td): Atomic ordering for LLVM's memory model
pub static LLVM_ATOMIC_ORDERING_ATTR_ENUM: ir::EnumDef = ir::EnumDef {
    name: "AtomicOrdering",
    summary: "Atomic ordering for LLVM's memory model",
    dialect: "llvm",
    mnemonic: "",
    cases: &[
        ("not_atomic", 0u64),
        ("unordered", 1u64),
        ("monotonic", 2u64),
        ("acquire", 4u64),
        ("release", 5u64),
        ("acq_rel", 6u64),
        ("seq_cst", 7u64),
    ],
    bit_enum: false,
    separator: ",",
    int_width: 64u32,
    llvm_keywords: &[
        "not_atomic",
        "unordered",
        "monotonic",
        "acquire",
        "release",
        "acq_rel",
        "seq_cst",
    ],
    llvm_flag_order: &[],
    groups: &[],
};
/// `LLVM_AtomicOrderingAttr` (spec/dialects/llvm_enums.td): Atomic ordering for LLVM's memory model
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[repr(i64)]
pub enum AtomicOrdering {
    NotAtomic = 0,
    Unordered = 1,
    Monotonic = 2,
    Acquire = 4,
    Release = 5,
    AcqRel = 6,
    SeqCst = 7,
}
impl AtomicOrdering {
    pub fn from_value(v: u64) -> Option<Self> {
        match v {
            0u64 => Some(AtomicOrdering::NotAtomic),
            1u64 => Some(AtomicOrdering::Unordered),
            2u64 => Some(AtomicOrdering::Monotonic),
            4u64 => Some(AtomicOrdering::Acquire),
            5u64 => Some(AtomicOrdering::Release),
            6u64 => Some(AtomicOrdering::AcqRel),
            7u64 => Some(AtomicOrdering::SeqCst),
            _ => None,
        }
    }
    pub fn value(self) -> u64 {
        self as i64 as u64
    }
    pub fn keyword(self) -> &'static str {
        LLVM_ATOMIC_ORDERING_ATTR_ENUM.keyword(self.value()).unwrap_or("")
    }
    /// The attribute holding this value.
    pub fn attr(self, ctx: &ir::Context) -> ir::Attribute {
        let v = self.value();
        ctx.integer_attr(ctx.integer_type(64u32), v as i128)
    }
}
/// `LLVM_AtomicBinOpAttr` (spec/dialects/llvm_enums.td): llvm.atomicrmw binary operations
pub static LLVM_ATOMIC_BIN_OP_ATTR_ENUM: ir::EnumDef = ir::EnumDef {
    name: "AtomicBinOp",
    summary: "llvm.atomicrmw binary operations",
    dialect: "llvm",
    mnemonic: "",
    cases: &[
        ("xchg", 0u64),
        ("add", 1u64),
        ("sub", 2u64),
        ("_and", 3u64),
        ("nand", 4u64),
        ("_or", 5u64),
        ("_xor", 6u64),
        ("max", 7u64),
        ("min", 8u64),
        ("umax", 9u64),
        ("umin", 10u64),
        ("fadd", 11u64),
        ("fsub", 12u64),
        ("fmax", 13u64),
        ("fmin", 14u64),
        ("uinc_wrap", 15u64),
        ("udec_wrap", 16u64),
        ("usub_cond", 17u64),
        ("usub_sat", 18u64),
        ("fmaximum", 19u64),
        ("fminimum", 20u64),
    ],
    bit_enum: false,
    separator: ",",
    int_width: 64u32,
    llvm_keywords: &[
        "xchg",
        "add",
        "sub",
        "and",
        "nand",
        "or",
        "xor",
        "max",
        "min",
        "umax",
        "umin",
        "fadd",
        "fsub",
        "fmax",
        "fmin",
        "uinc_wrap",
        "udec_wrap",
        "usub_cond",
        "usub_sat",
        "fmaximum",
        "fminimum",
    ],
    llvm_flag_order: &[],
    groups: &[],
};
/// `LLVM_AtomicBinOpAttr` (spec/dialects/llvm_enums.td): llvm.atomicrmw binary operations
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[repr(i64)]
pub enum AtomicBinOp {
    Xchg = 0,
    Add = 1,
    Sub = 2,
    And = 3,
    Nand = 4,
    Or = 5,
    Xor = 6,
    Max = 7,
    Min = 8,
    UMax = 9,
    UMin = 10,
    FAdd = 11,
    FSub = 12,
    FMax = 13,
    FMin = 14,
    UIncWrap = 15,
    UDecWrap = 16,
    USubCond = 17,
    USubSat = 18,
    FMaximum = 19,
    FMinimum = 20,
}
impl AtomicBinOp {
    pub fn from_value(v: u64) -> Option<Self> {
        match v {
            0u64 => Some(AtomicBinOp::Xchg),
            1u64 => Some(AtomicBinOp::Add),
            2u64 => Some(AtomicBinOp::Sub),
            3u64 => Some(AtomicBinOp::And),
            4u64 => Some(AtomicBinOp::Nand),
            5u64 => Some(AtomicBinOp::Or),
            6u64 => Some(AtomicBinOp::Xor),
            7u64 => Some(AtomicBinOp::Max),
            8u64 => Some(AtomicBinOp::Min),
            9u64 => Some(AtomicBinOp::UMax),
            10u64 => Some(AtomicBinOp::UMin),
            11u64 => Some(AtomicBinOp::FAdd),
            12u64 => Some(AtomicBinOp::FSub),
            13u64 => Some(AtomicBinOp::FMax),
            14u64 => Some(AtomicBinOp::FMin),
            15u64 => Some(AtomicBinOp::UIncWrap),
            16u64 => Some(AtomicBinOp::UDecWrap),
            17u64 => Some(AtomicBinOp::USubCond),
            18u64 => Some(AtomicBinOp::USubSat),
            19u64 => Some(AtomicBinOp::FMaximum),
            20u64 => Some(AtomicBinOp::FMinimum),
            _ => None,
        }
    }
    pub fn value(self) -> u64 {
        self as i64 as u64
    }
    pub fn keyword(self) -> &'static str {
        LLVM_ATOMIC_BIN_OP_ATTR_ENUM.keyword(self.value()).unwrap_or("")
    }
    /// The attribute holding this value.
    pub fn attr(self, ctx: &ir::Context) -> ir::Attribute {
        let v = self.value();
        ctx.integer_attr(ctx.integer_type(64u32), v as i128)
    }
}
/// `LLVM_FastmathFlagsAttr` (spec/dialects/llvm_enums.td): LLVM fastmath flags
pub static LLVM_FASTMATH_FLAGS_ATTR_ENUM: ir::EnumDef = ir::EnumDef {
    name: "FastmathFlags",
    summary: "LLVM fastmath flags",
    dialect: "llvm",
    mnemonic: "fastmath",
    cases: &[
        ("none", 0u64),
        ("nnan", 1u64),
        ("ninf", 2u64),
        ("nsz", 4u64),
        ("arcp", 8u64),
        ("contract", 16u64),
        ("afn", 32u64),
        ("reassoc", 64u64),
        ("fast", 127u64),
    ],
    bit_enum: true,
    separator: ", ",
    int_width: 0u32,
    llvm_keywords: &[
        "",
        "nnan",
        "ninf",
        "nsz",
        "arcp",
        "contract",
        "afn",
        "reassoc",
        "fast",
    ],
    llvm_flag_order: &[8u16, 7u16, 1u16, 2u16, 3u16, 4u16, 5u16, 6u16],
    groups: &[],
};
/// `LLVM_FastmathFlagsAttr` (spec/dialects/llvm_enums.td): LLVM fastmath flags
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct FastmathFlags(pub u64);
impl FastmathFlags {
    pub const NONE: FastmathFlags = FastmathFlags(0u64);
    pub const NNAN: FastmathFlags = FastmathFlags(1u64);
    pub const NINF: FastmathFlags = FastmathFlags(2u64);
    pub const NSZ: FastmathFlags = FastmathFlags(4u64);
    pub const ARCP: FastmathFlags = FastmathFlags(8u64);
    pub const CONTRACT: FastmathFlags = FastmathFlags(16u64);
    pub const AFN: FastmathFlags = FastmathFlags(32u64);
    pub const REASSOC: FastmathFlags = FastmathFlags(64u64);
    pub const FAST: FastmathFlags = FastmathFlags(127u64);
    pub fn bits(self) -> u64 {
        self.0
    }
    pub fn contains(self, other: FastmathFlags) -> bool {
        self.0 & other.0 == other.0
    }
    pub fn from_value(v: u64) -> Option<Self> {
        Some(FastmathFlags(v))
    }
    pub fn value(self) -> u64 {
        self.0
    }
    /// The attribute holding this value.
    pub fn attr(self, ctx: &ir::Context) -> ir::Attribute {
        let v = self.value();
        ctx.enum_attr(&LLVM_FASTMATH_FLAGS_ATTR_ENUM, v)
    }
}
/// `LLVM_IntegerOverflowFlagsAttr` (spec/dialects/llvm_enums.td): LLVM integer overflow flags
pub static LLVM_INTEGER_OVERFLOW_FLAGS_ATTR_ENUM: ir::EnumDef = ir::EnumDef {
    name: "IntegerOverflowFlags",
    summary: "LLVM integer overflow flags",
    dialect: "llvm",
    mnemonic: "",
    cases: &[("none", 0u64), ("nsw", 1u64), ("nuw", 2u64)],
    bit_enum: true,
    separator: ", ",
    int_width: 32u32,
    llvm_keywords: &["", "nsw", "nuw"],
    llvm_flag_order: &[2u16, 1u16],
    groups: &[],
};
/// `LLVM_IntegerOverflowFlagsAttr` (spec/dialects/llvm_enums.td): LLVM integer overflow flags
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
        ctx.integer_attr(ctx.integer_type(32u32), v as i128)
    }
}
/// `LLVM_GEPNoWrapFlagsAttr` (spec/dialects/llvm_enums.td): ::mlir::LLVM::GEPNoWrapFlags
pub static LLVM_GEP_NO_WRAP_FLAGS_ATTR_ENUM: ir::EnumDef = ir::EnumDef {
    name: "GEPNoWrapFlags",
    summary: "::mlir::LLVM::GEPNoWrapFlags",
    dialect: "llvm",
    mnemonic: "",
    cases: &[
        ("none", 0u64),
        ("inbounds_flag", 1u64),
        ("nusw", 2u64),
        ("nuw", 4u64),
        ("inbounds", 3u64),
    ],
    bit_enum: true,
    separator: "|",
    int_width: 32u32,
    llvm_keywords: &["", "inbounds", "nusw", "nuw", "inbounds"],
    llvm_flag_order: &[4u16, 2u16, 3u16],
    groups: &[],
};
/// `LLVM_GEPNoWrapFlagsAttr` (spec/dialects/llvm_enums.td): ::mlir::LLVM::GEPNoWrapFlags
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct GepNoWrapFlags(pub u64);
impl GepNoWrapFlags {
    pub const NONE: GepNoWrapFlags = GepNoWrapFlags(0u64);
    pub const INBOUNDS_FLAG: GepNoWrapFlags = GepNoWrapFlags(1u64);
    pub const NUSW: GepNoWrapFlags = GepNoWrapFlags(2u64);
    pub const NUW: GepNoWrapFlags = GepNoWrapFlags(4u64);
    pub const INBOUNDS: GepNoWrapFlags = GepNoWrapFlags(3u64);
    pub fn bits(self) -> u64 {
        self.0
    }
    pub fn contains(self, other: GepNoWrapFlags) -> bool {
        self.0 & other.0 == other.0
    }
    pub fn from_value(v: u64) -> Option<Self> {
        Some(GepNoWrapFlags(v))
    }
    pub fn value(self) -> u64 {
        self.0
    }
    /// The attribute holding this value.
    pub fn attr(self, ctx: &ir::Context) -> ir::Attribute {
        let v = self.value();
        ctx.integer_attr(ctx.integer_type(32u32), v as i128)
    }
}
/// `LLVM_LinkageAttr` (spec/dialects/llvm_enums.td): LLVM Linkage specification
pub static LLVM_LINKAGE_ATTR_ENUM: ir::EnumDef = ir::EnumDef {
    name: "Linkage",
    summary: "LLVM Linkage specification",
    dialect: "llvm",
    mnemonic: "linkage",
    cases: &[
        ("external", 0u64),
        ("available_externally", 1u64),
        ("linkonce", 2u64),
        ("linkonce_odr", 3u64),
        ("weak", 4u64),
        ("weak_odr", 5u64),
        ("appending", 6u64),
        ("internal", 7u64),
        ("private", 8u64),
        ("extern_weak", 9u64),
        ("common", 10u64),
    ],
    bit_enum: false,
    separator: ",",
    int_width: 0u32,
    llvm_keywords: &[
        "",
        "available_externally",
        "linkonce",
        "linkonce_odr",
        "weak",
        "weak_odr",
        "appending",
        "internal",
        "private",
        "extern_weak",
        "common",
    ],
    llvm_flag_order: &[],
    groups: &[],
};
/// `LLVM_LinkageAttr` (spec/dialects/llvm_enums.td): LLVM Linkage specification
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[repr(i64)]
pub enum Linkage {
    External = 0,
    AvailableExternally = 1,
    Linkonce = 2,
    LinkonceOdr = 3,
    Weak = 4,
    WeakOdr = 5,
    Appending = 6,
    Internal = 7,
    Private = 8,
    ExternWeak = 9,
    Common = 10,
}
impl Linkage {
    pub fn from_value(v: u64) -> Option<Self> {
        match v {
            0u64 => Some(Linkage::External),
            1u64 => Some(Linkage::AvailableExternally),
            2u64 => Some(Linkage::Linkonce),
            3u64 => Some(Linkage::LinkonceOdr),
            4u64 => Some(Linkage::Weak),
            5u64 => Some(Linkage::WeakOdr),
            6u64 => Some(Linkage::Appending),
            7u64 => Some(Linkage::Internal),
            8u64 => Some(Linkage::Private),
            9u64 => Some(Linkage::ExternWeak),
            10u64 => Some(Linkage::Common),
            _ => None,
        }
    }
    pub fn value(self) -> u64 {
        self as i64 as u64
    }
    pub fn keyword(self) -> &'static str {
        LLVM_LINKAGE_ATTR_ENUM.keyword(self.value()).unwrap_or("")
    }
    /// The attribute holding this value.
    pub fn attr(self, ctx: &ir::Context) -> ir::Attribute {
        let v = self.value();
        ctx.enum_attr(&LLVM_LINKAGE_ATTR_ENUM, v)
    }
}
/// `LLVM_VisibilityAttr` (spec/dialects/llvm_enums.td): LLVM GlobalValue Visibility
pub static LLVM_VISIBILITY_ATTR_ENUM: ir::EnumDef = ir::EnumDef {
    name: "Visibility",
    summary: "LLVM GlobalValue Visibility",
    dialect: "llvm",
    mnemonic: "",
    cases: &[("", 0u64), ("hidden", 1u64), ("protected", 2u64)],
    bit_enum: false,
    separator: ",",
    int_width: 64u32,
    llvm_keywords: &["", "hidden", "protected"],
    llvm_flag_order: &[],
    groups: &[],
};
/// `LLVM_VisibilityAttr` (spec/dialects/llvm_enums.td): LLVM GlobalValue Visibility
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[repr(i64)]
pub enum Visibility {
    Default = 0,
    Hidden = 1,
    Protected = 2,
}
impl Visibility {
    pub fn from_value(v: u64) -> Option<Self> {
        match v {
            0u64 => Some(Visibility::Default),
            1u64 => Some(Visibility::Hidden),
            2u64 => Some(Visibility::Protected),
            _ => None,
        }
    }
    pub fn value(self) -> u64 {
        self as i64 as u64
    }
    pub fn keyword(self) -> &'static str {
        LLVM_VISIBILITY_ATTR_ENUM.keyword(self.value()).unwrap_or("")
    }
    /// The attribute holding this value.
    pub fn attr(self, ctx: &ir::Context) -> ir::Attribute {
        let v = self.value();
        ctx.integer_attr(ctx.integer_type(64u32), v as i128)
    }
}
/// `LLVM_UnnamedAddrAttr` (spec/dialects/llvm_enums.td): LLVM GlobalValue UnnamedAddr
pub static LLVM_UNNAMED_ADDR_ATTR_ENUM: ir::EnumDef = ir::EnumDef {
    name: "UnnamedAddr",
    summary: "LLVM GlobalValue UnnamedAddr",
    dialect: "llvm",
    mnemonic: "",
    cases: &[("", 0u64), ("local_unnamed_addr", 1u64), ("unnamed_addr", 2u64)],
    bit_enum: false,
    separator: ",",
    int_width: 64u32,
    llvm_keywords: &["", "local_unnamed_addr", "unnamed_addr"],
    llvm_flag_order: &[],
    groups: &[],
};
/// `LLVM_UnnamedAddrAttr` (spec/dialects/llvm_enums.td): LLVM GlobalValue UnnamedAddr
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[repr(i64)]
pub enum UnnamedAddr {
    None = 0,
    Local = 1,
    Global = 2,
}
impl UnnamedAddr {
    pub fn from_value(v: u64) -> Option<Self> {
        match v {
            0u64 => Some(UnnamedAddr::None),
            1u64 => Some(UnnamedAddr::Local),
            2u64 => Some(UnnamedAddr::Global),
            _ => None,
        }
    }
    pub fn value(self) -> u64 {
        self as i64 as u64
    }
    pub fn keyword(self) -> &'static str {
        LLVM_UNNAMED_ADDR_ATTR_ENUM.keyword(self.value()).unwrap_or("")
    }
    /// The attribute holding this value.
    pub fn attr(self, ctx: &ir::Context) -> ir::Attribute {
        let v = self.value();
        ctx.integer_attr(ctx.integer_type(64u32), v as i128)
    }
}
/// `LLVM_ComdatAttr` (spec/dialects/llvm_enums.td): LLVM Comdat Types
pub static LLVM_COMDAT_ATTR_ENUM: ir::EnumDef = ir::EnumDef {
    name: "Comdat",
    summary: "LLVM Comdat Types",
    dialect: "llvm",
    mnemonic: "",
    cases: &[
        ("any", 0u64),
        ("exactmatch", 1u64),
        ("largest", 2u64),
        ("nodeduplicate", 3u64),
        ("samesize", 4u64),
    ],
    bit_enum: false,
    separator: ",",
    int_width: 64u32,
    llvm_keywords: &["any", "exactmatch", "largest", "nodeduplicate", "samesize"],
    llvm_flag_order: &[],
    groups: &[],
};
/// `LLVM_ComdatAttr` (spec/dialects/llvm_enums.td): LLVM Comdat Types
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[repr(i64)]
pub enum Comdat {
    Any = 0,
    ExactMatch = 1,
    Largest = 2,
    NoDeduplicate = 3,
    SameSize = 4,
}
impl Comdat {
    pub fn from_value(v: u64) -> Option<Self> {
        match v {
            0u64 => Some(Comdat::Any),
            1u64 => Some(Comdat::ExactMatch),
            2u64 => Some(Comdat::Largest),
            3u64 => Some(Comdat::NoDeduplicate),
            4u64 => Some(Comdat::SameSize),
            _ => None,
        }
    }
    pub fn value(self) -> u64 {
        self as i64 as u64
    }
    pub fn keyword(self) -> &'static str {
        LLVM_COMDAT_ATTR_ENUM.keyword(self.value()).unwrap_or("")
    }
    /// The attribute holding this value.
    pub fn attr(self, ctx: &ir::Context) -> ir::Attribute {
        let v = self.value();
        ctx.integer_attr(ctx.integer_type(64u32), v as i128)
    }
}
/// `LLVM_CConvAttr` (spec/dialects/llvm_enums.td): LLVM Calling Convention specification
pub static LLVM_C_CONV_ATTR_ENUM: ir::EnumDef = ir::EnumDef {
    name: "CConv",
    summary: "LLVM Calling Convention specification",
    dialect: "llvm",
    mnemonic: "cconv",
    cases: &[
        ("ccc", 0u64),
        ("fastcc", 8u64),
        ("coldcc", 9u64),
        ("cc_10", 10u64),
        ("cc_11", 11u64),
        ("anyregcc", 13u64),
        ("preserve_mostcc", 14u64),
        ("preserve_allcc", 15u64),
        ("swiftcc", 16u64),
        ("cxx_fast_tlscc", 17u64),
        ("tailcc", 18u64),
        ("cfguard_checkcc", 19u64),
        ("swifttailcc", 20u64),
        ("x86_stdcallcc", 64u64),
        ("x86_fastcallcc", 65u64),
        ("arm_apcscc", 66u64),
        ("arm_aapcscc", 67u64),
        ("arm_aapcs_vfpcc", 68u64),
        ("msp430_intrcc", 69u64),
        ("x86_thiscallcc", 70u64),
        ("ptx_kernelcc", 71u64),
        ("ptx_devicecc", 72u64),
        ("spir_funccc", 75u64),
        ("spir_kernelcc", 76u64),
        ("intel_ocl_bicc", 77u64),
        ("x86_64_sysvcc", 78u64),
        ("win64cc", 79u64),
        ("x86_vectorcallcc", 80u64),
        ("hhvmcc", 81u64),
        ("hhvm_ccc", 82u64),
        ("x86_intrcc", 83u64),
        ("avr_intrcc", 84u64),
        ("avr_builtincc", 86u64),
        ("amdgpu_vscc", 87u64),
        ("amdgpu_gscc", 88u64),
        ("amdgpu_cscc", 90u64),
        ("amdgpu_kernelcc", 91u64),
        ("x86_regcallcc", 92u64),
        ("amdgpu_hscc", 93u64),
        ("msp430_builtincc", 94u64),
        ("amdgpu_lscc", 95u64),
        ("amdgpu_escc", 96u64),
        ("aarch64_vectorcallcc", 97u64),
        ("aarch64_sve_vectorcallcc", 98u64),
        ("wasm_emscripten_invokecc", 99u64),
        ("amdgpu_gfxcc", 100u64),
        ("m68k_intrcc", 101u64),
    ],
    bit_enum: false,
    separator: ",",
    int_width: 0u32,
    llvm_keywords: &[
        "",
        "fastcc",
        "coldcc",
        "ghccc",
        "cc11",
        "anyregcc",
        "preserve_mostcc",
        "preserve_allcc",
        "swiftcc",
        "cxx_fast_tlscc",
        "tailcc",
        "cfguard_checkcc",
        "swifttailcc",
        "x86_stdcallcc",
        "x86_fastcallcc",
        "arm_apcscc",
        "arm_aapcscc",
        "arm_aapcs_vfpcc",
        "msp430_intrcc",
        "x86_thiscallcc",
        "ptx_kernel",
        "ptx_device",
        "spir_func",
        "spir_kernel",
        "intel_ocl_bicc",
        "x86_64_sysvcc",
        "win64cc",
        "x86_vectorcallcc",
        "hhvmcc",
        "hhvm_ccc",
        "x86_intrcc",
        "avr_intrcc ",
        "cc86",
        "amdgpu_vs",
        "amdgpu_gs",
        "amdgpu_cs",
        "amdgpu_kernel",
        "x86_regcallcc",
        "amdgpu_hs",
        "cc94",
        "amdgpu_ls",
        "amdgpu_es",
        "aarch64_vector_pcs",
        "aarch64_sve_vector_pcs",
        "cc99",
        "amdgpu_gfx",
        "cc101",
    ],
    llvm_flag_order: &[],
    groups: &[],
};
/// `LLVM_CConvAttr` (spec/dialects/llvm_enums.td): LLVM Calling Convention specification
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[repr(i64)]
pub enum CConv {
    C = 0,
    Fast = 8,
    Cold = 9,
    Ghc = 10,
    HiPe = 11,
    AnyReg = 13,
    PreserveMost = 14,
    PreserveAll = 15,
    Swift = 16,
    CxxFastTls = 17,
    Tail = 18,
    CfGuardCheck = 19,
    SwiftTail = 20,
    X86StdCall = 64,
    X86FastCall = 65,
    ArmApcs = 66,
    ArmAapcs = 67,
    ArmAapcsVfp = 68,
    Msp430Intr = 69,
    X86ThisCall = 70,
    PtxKernel = 71,
    PtxDevice = 72,
    SpirFunc = 75,
    SpirKernel = 76,
    IntelOclBi = 77,
    X8664SysV = 78,
    Win64 = 79,
    X86VectorCall = 80,
    DummyHhvm = 81,
    DummyHhvmC = 82,
    X86Intr = 83,
    AvrIntr = 84,
    AvrBuiltin = 86,
    AmdgpuVs = 87,
    AmdgpuGs = 88,
    AmdgpuCs = 90,
    AmdgpuKernel = 91,
    X86RegCall = 92,
    AmdgpuHs = 93,
    Msp430Builtin = 94,
    AmdgpuLs = 95,
    AmdgpuEs = 96,
    AArch64VectorCall = 97,
    AArch64SveVectorCall = 98,
    WasmEmscriptenInvoke = 99,
    AmdgpuGfx = 100,
    M68kIntr = 101,
}
impl CConv {
    pub fn from_value(v: u64) -> Option<Self> {
        match v {
            0u64 => Some(CConv::C),
            8u64 => Some(CConv::Fast),
            9u64 => Some(CConv::Cold),
            10u64 => Some(CConv::Ghc),
            11u64 => Some(CConv::HiPe),
            13u64 => Some(CConv::AnyReg),
            14u64 => Some(CConv::PreserveMost),
            15u64 => Some(CConv::PreserveAll),
            16u64 => Some(CConv::Swift),
            17u64 => Some(CConv::CxxFastTls),
            18u64 => Some(CConv::Tail),
            19u64 => Some(CConv::CfGuardCheck),
            20u64 => Some(CConv::SwiftTail),
            64u64 => Some(CConv::X86StdCall),
            65u64 => Some(CConv::X86FastCall),
            66u64 => Some(CConv::ArmApcs),
            67u64 => Some(CConv::ArmAapcs),
            68u64 => Some(CConv::ArmAapcsVfp),
            69u64 => Some(CConv::Msp430Intr),
            70u64 => Some(CConv::X86ThisCall),
            71u64 => Some(CConv::PtxKernel),
            72u64 => Some(CConv::PtxDevice),
            75u64 => Some(CConv::SpirFunc),
            76u64 => Some(CConv::SpirKernel),
            77u64 => Some(CConv::IntelOclBi),
            78u64 => Some(CConv::X8664SysV),
            79u64 => Some(CConv::Win64),
            80u64 => Some(CConv::X86VectorCall),
            81u64 => Some(CConv::DummyHhvm),
            82u64 => Some(CConv::DummyHhvmC),
            83u64 => Some(CConv::X86Intr),
            84u64 => Some(CConv::AvrIntr),
            86u64 => Some(CConv::AvrBuiltin),
            87u64 => Some(CConv::AmdgpuVs),
            88u64 => Some(CConv::AmdgpuGs),
            90u64 => Some(CConv::AmdgpuCs),
            91u64 => Some(CConv::AmdgpuKernel),
            92u64 => Some(CConv::X86RegCall),
            93u64 => Some(CConv::AmdgpuHs),
            94u64 => Some(CConv::Msp430Builtin),
            95u64 => Some(CConv::AmdgpuLs),
            96u64 => Some(CConv::AmdgpuEs),
            97u64 => Some(CConv::AArch64VectorCall),
            98u64 => Some(CConv::AArch64SveVectorCall),
            99u64 => Some(CConv::WasmEmscriptenInvoke),
            100u64 => Some(CConv::AmdgpuGfx),
            101u64 => Some(CConv::M68kIntr),
            _ => None,
        }
    }
    pub fn value(self) -> u64 {
        self as i64 as u64
    }
    pub fn keyword(self) -> &'static str {
        LLVM_C_CONV_ATTR_ENUM.keyword(self.value()).unwrap_or("")
    }
    /// The attribute holding this value.
    pub fn attr(self, ctx: &ir::Context) -> ir::Attribute {
        let v = self.value();
        ctx.enum_attr(&LLVM_C_CONV_ATTR_ENUM, v)
    }
}
/// `LLVM_TailCallKindAttr` (spec/dialects/llvm_enums.td): LLVM Calling Convention specification
pub static LLVM_TAIL_CALL_KIND_ATTR_ENUM: ir::EnumDef = ir::EnumDef {
    name: "TailCallKind",
    summary: "LLVM Calling Convention specification",
    dialect: "llvm",
    mnemonic: "tailcallkind",
    cases: &[("none", 0u64), ("notail", 3u64), ("musttail", 2u64), ("tail", 1u64)],
    bit_enum: false,
    separator: ",",
    int_width: 0u32,
    llvm_keywords: &["", "notail", "musttail", "tail"],
    llvm_flag_order: &[],
    groups: &[],
};
/// `LLVM_TailCallKindAttr` (spec/dialects/llvm_enums.td): LLVM Calling Convention specification
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[repr(i64)]
pub enum TailCallKind {
    None = 0,
    NoTail = 3,
    MustTail = 2,
    Tail = 1,
}
impl TailCallKind {
    pub fn from_value(v: u64) -> Option<Self> {
        match v {
            0u64 => Some(TailCallKind::None),
            3u64 => Some(TailCallKind::NoTail),
            2u64 => Some(TailCallKind::MustTail),
            1u64 => Some(TailCallKind::Tail),
            _ => None,
        }
    }
    pub fn value(self) -> u64 {
        self as i64 as u64
    }
    pub fn keyword(self) -> &'static str {
        LLVM_TAIL_CALL_KIND_ATTR_ENUM.keyword(self.value()).unwrap_or("")
    }
    /// The attribute holding this value.
    pub fn attr(self, ctx: &ir::Context) -> ir::Attribute {
        let v = self.value();
        ctx.enum_attr(&LLVM_TAIL_CALL_KIND_ATTR_ENUM, v)
    }
}
/// `LLVM_FramePointerKindAttr` (spec/dialects/llvm_enums.td): LLVM FramePointerKind
pub static LLVM_FRAME_POINTER_KIND_ATTR_ENUM: ir::EnumDef = ir::EnumDef {
    name: "FramePointerKind",
    summary: "LLVM FramePointerKind",
    dialect: "llvm",
    mnemonic: "framePointerKind",
    cases: &[
        ("none", 0u64),
        ("non-leaf", 1u64),
        ("all", 2u64),
        ("reserved", 3u64),
        ("non-leaf-no-reserve", 4u64),
    ],
    bit_enum: false,
    separator: ",",
    int_width: 0u32,
    llvm_keywords: &["none", "non-leaf", "all", "reserved", "non-leaf-no-reserve"],
    llvm_flag_order: &[],
    groups: &[],
};
/// `LLVM_FramePointerKindAttr` (spec/dialects/llvm_enums.td): LLVM FramePointerKind
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[repr(i64)]
pub enum FramePointerKind {
    None = 0,
    NonLeaf = 1,
    All = 2,
    Reserved = 3,
    NonLeafNoReserve = 4,
}
impl FramePointerKind {
    pub fn from_value(v: u64) -> Option<Self> {
        match v {
            0u64 => Some(FramePointerKind::None),
            1u64 => Some(FramePointerKind::NonLeaf),
            2u64 => Some(FramePointerKind::All),
            3u64 => Some(FramePointerKind::Reserved),
            4u64 => Some(FramePointerKind::NonLeafNoReserve),
            _ => None,
        }
    }
    pub fn value(self) -> u64 {
        self as i64 as u64
    }
    pub fn keyword(self) -> &'static str {
        LLVM_FRAME_POINTER_KIND_ATTR_ENUM.keyword(self.value()).unwrap_or("")
    }
    /// The attribute holding this value.
    pub fn attr(self, ctx: &ir::Context) -> ir::Attribute {
        let v = self.value();
        ctx.enum_attr(&LLVM_FRAME_POINTER_KIND_ATTR_ENUM, v)
    }
}
/// `LLVM_UWTableKindAttr` (spec/dialects/llvm_enums.td): LLVM Unwind Behavior
pub static LLVM_UW_TABLE_KIND_ATTR_ENUM: ir::EnumDef = ir::EnumDef {
    name: "UWTableKind",
    summary: "LLVM Unwind Behavior",
    dialect: "llvm",
    mnemonic: "uwtableKind",
    cases: &[("none", 0u64), ("sync", 1u64), ("async", 2u64)],
    bit_enum: false,
    separator: ",",
    int_width: 0u32,
    llvm_keywords: &["none", "sync", "async"],
    llvm_flag_order: &[],
    groups: &[],
};
/// `LLVM_UWTableKindAttr` (spec/dialects/llvm_enums.td): LLVM Unwind Behavior
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[repr(i64)]
pub enum UwTableKind {
    None = 0,
    Sync = 1,
    Async = 2,
}
impl UwTableKind {
    pub fn from_value(v: u64) -> Option<Self> {
        match v {
            0u64 => Some(UwTableKind::None),
            1u64 => Some(UwTableKind::Sync),
            2u64 => Some(UwTableKind::Async),
            _ => None,
        }
    }
    pub fn value(self) -> u64 {
        self as i64 as u64
    }
    pub fn keyword(self) -> &'static str {
        LLVM_UW_TABLE_KIND_ATTR_ENUM.keyword(self.value()).unwrap_or("")
    }
    /// The attribute holding this value.
    pub fn attr(self, ctx: &ir::Context) -> ir::Attribute {
        let v = self.value();
        ctx.enum_attr(&LLVM_UW_TABLE_KIND_ATTR_ENUM, v)
    }
}
/// `LLVM_ModRefInfoAttr` (spec/dialects/llvm_enums.td): LLVM ModRefInfo
pub static LLVM_MOD_REF_INFO_ATTR_ENUM: ir::EnumDef = ir::EnumDef {
    name: "ModRefInfo",
    summary: "LLVM ModRefInfo",
    dialect: "llvm",
    mnemonic: "",
    cases: &[("none", 0u64), ("read", 1u64), ("write", 2u64), ("readwrite", 3u64)],
    bit_enum: false,
    separator: ",",
    int_width: 64u32,
    llvm_keywords: &["none", "read", "write", "readwrite"],
    llvm_flag_order: &[],
    groups: &[],
};
/// `LLVM_ModRefInfoAttr` (spec/dialects/llvm_enums.td): LLVM ModRefInfo
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[repr(i64)]
pub enum ModRefInfo {
    NoModRef = 0,
    Ref = 1,
    Mod = 2,
    ModRef = 3,
}
impl ModRefInfo {
    pub fn from_value(v: u64) -> Option<Self> {
        match v {
            0u64 => Some(ModRefInfo::NoModRef),
            1u64 => Some(ModRefInfo::Ref),
            2u64 => Some(ModRefInfo::Mod),
            3u64 => Some(ModRefInfo::ModRef),
            _ => None,
        }
    }
    pub fn value(self) -> u64 {
        self as i64 as u64
    }
    pub fn keyword(self) -> &'static str {
        LLVM_MOD_REF_INFO_ATTR_ENUM.keyword(self.value()).unwrap_or("")
    }
    /// The attribute holding this value.
    pub fn attr(self, ctx: &ir::Context) -> ir::Attribute {
        let v = self.value();
        ctx.integer_attr(ctx.integer_type(64u32), v as i128)
    }
}
/// `LLVM_AsmDialectAttr` (spec/dialects/llvm_enums.td): ATT (0) or Intel (1) asm dialect
pub static LLVM_ASM_DIALECT_ATTR_ENUM: ir::EnumDef = ir::EnumDef {
    name: "AsmDialect",
    summary: "ATT (0) or Intel (1) asm dialect",
    dialect: "llvm",
    mnemonic: "",
    cases: &[("att", 0u64), ("intel", 1u64)],
    bit_enum: false,
    separator: ",",
    int_width: 64u32,
    llvm_keywords: &["", "inteldialect"],
    llvm_flag_order: &[],
    groups: &[],
};
/// `LLVM_AsmDialectAttr` (spec/dialects/llvm_enums.td): ATT (0) or Intel (1) asm dialect
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[repr(i64)]
pub enum AsmDialect {
    AdAtt = 0,
    AdIntel = 1,
}
impl AsmDialect {
    pub fn from_value(v: u64) -> Option<Self> {
        match v {
            0u64 => Some(AsmDialect::AdAtt),
            1u64 => Some(AsmDialect::AdIntel),
            _ => None,
        }
    }
    pub fn value(self) -> u64 {
        self as i64 as u64
    }
    pub fn keyword(self) -> &'static str {
        LLVM_ASM_DIALECT_ATTR_ENUM.keyword(self.value()).unwrap_or("")
    }
    /// The attribute holding this value.
    pub fn attr(self, ctx: &ir::Context) -> ir::Attribute {
        let v = self.value();
        ctx.integer_attr(ctx.integer_type(64u32), v as i128)
    }
}
/// `LLVM_RoundingModeAttr` (spec/dialects/llvm_enums.td): LLVM Rounding Mode
pub static LLVM_ROUNDING_MODE_ATTR_ENUM: ir::EnumDef = ir::EnumDef {
    name: "RoundingMode",
    summary: "LLVM Rounding Mode",
    dialect: "llvm",
    mnemonic: "",
    cases: &[
        ("towardzero", 0u64),
        ("tonearest", 1u64),
        ("upward", 2u64),
        ("downward", 3u64),
        ("tonearestaway", 4u64),
        ("dynamic", 7u64),
    ],
    bit_enum: false,
    separator: ",",
    int_width: 64u32,
    llvm_keywords: &[
        "round.towardzero",
        "round.tonearest",
        "round.upward",
        "round.downward",
        "round.tonearestaway",
        "round.dynamic",
    ],
    llvm_flag_order: &[],
    groups: &[],
};
/// `LLVM_RoundingModeAttr` (spec/dialects/llvm_enums.td): LLVM Rounding Mode
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[repr(i64)]
pub enum RoundingMode {
    TowardZero = 0,
    NearestTiesToEven = 1,
    TowardPositive = 2,
    TowardNegative = 3,
    NearestTiesToAway = 4,
    Dynamic = 7,
}
impl RoundingMode {
    pub fn from_value(v: u64) -> Option<Self> {
        match v {
            0u64 => Some(RoundingMode::TowardZero),
            1u64 => Some(RoundingMode::NearestTiesToEven),
            2u64 => Some(RoundingMode::TowardPositive),
            3u64 => Some(RoundingMode::TowardNegative),
            4u64 => Some(RoundingMode::NearestTiesToAway),
            7u64 => Some(RoundingMode::Dynamic),
            _ => None,
        }
    }
    pub fn value(self) -> u64 {
        self as i64 as u64
    }
    pub fn keyword(self) -> &'static str {
        LLVM_ROUNDING_MODE_ATTR_ENUM.keyword(self.value()).unwrap_or("")
    }
    /// The attribute holding this value.
    pub fn attr(self, ctx: &ir::Context) -> ir::Attribute {
        let v = self.value();
        ctx.integer_attr(ctx.integer_type(64u32), v as i128)
    }
}
/// `LLVM_FPExceptionBehaviorAttr` (spec/dialects/llvm_enums.td): LLVM Exception Behavior
pub static LLVM_FP_EXCEPTION_BEHAVIOR_ATTR_ENUM: ir::EnumDef = ir::EnumDef {
    name: "FPExceptionBehavior",
    summary: "LLVM Exception Behavior",
    dialect: "llvm",
    mnemonic: "",
    cases: &[("ignore", 0u64), ("maytrap", 1u64), ("strict", 2u64)],
    bit_enum: false,
    separator: ",",
    int_width: 64u32,
    llvm_keywords: &["fpexcept.ignore", "fpexcept.maytrap", "fpexcept.strict"],
    llvm_flag_order: &[],
    groups: &[],
};
/// `LLVM_FPExceptionBehaviorAttr` (spec/dialects/llvm_enums.td): LLVM Exception Behavior
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[repr(i64)]
pub enum FpExceptionBehavior {
    Ignore = 0,
    MayTrap = 1,
    Strict = 2,
}
impl FpExceptionBehavior {
    pub fn from_value(v: u64) -> Option<Self> {
        match v {
            0u64 => Some(FpExceptionBehavior::Ignore),
            1u64 => Some(FpExceptionBehavior::MayTrap),
            2u64 => Some(FpExceptionBehavior::Strict),
            _ => None,
        }
    }
    pub fn value(self) -> u64 {
        self as i64 as u64
    }
    pub fn keyword(self) -> &'static str {
        LLVM_FP_EXCEPTION_BEHAVIOR_ATTR_ENUM.keyword(self.value()).unwrap_or("")
    }
    /// The attribute holding this value.
    pub fn attr(self, ctx: &ir::Context) -> ir::Attribute {
        let v = self.value();
        ctx.integer_attr(ctx.integer_type(64u32), v as i128)
    }
}
