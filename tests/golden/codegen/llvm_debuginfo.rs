// @generated from spec/dialects/llvm_debuginfo.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{dialects, ir, parse, print};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
/// `LLVM_DIEmissionKind` (spec/dialects/llvm_debuginfo.td:N): LLVM debug emission kind
pub fn llvm_di_emission_kind(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::enum_attr_pred(ctx, x, "DIEmissionKind")
}
/// `LLVM_DINameTableKind` (spec/dialects/llvm_debuginfo.td:N): LLVM debug name table kind
pub fn llvm_di_name_table_kind(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::enum_attr_pred(ctx, x, "DINameTableKind")
}
/// `LLVM_DIFlags` (spec/dialects/llvm_debuginfo.td:N): LLVM DI flags
pub fn llvm_di_flags(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::enum_attr_pred(ctx, x, "DIFlags")
}
/// `LLVM_DISubprogramFlags` (spec/dialects/llvm_debuginfo.td:N): LLVM DISubprogram flags
pub fn llvm_di_subprogram_flags(ctx: &Context, x: Attribute) -> bool {
    ir::pred::attr::enum_attr_pred(ctx, x, "DISubprogramFlags")
}
/// `LLVM_DIEmissionKind` (spec/dialects/llvm_debuginfo.td): LLVM debug emission kind
pub static LLVM_DI_EMISSION_KIND_ENUM: ir::EnumDef = ir::EnumDef {
    name: "DIEmissionKind",
    summary: "LLVM debug emission kind",
    dialect: "llvm",
    mnemonic: "",
    cases: &[
        ("None", 0u64),
        ("Full", 1u64),
        ("LineTablesOnly", 2u64),
        ("DebugDirectivesOnly", 3u64),
    ],
    bit_enum: false,
    separator: ",",
    int_width: 64u32,
    llvm_keywords: &[],
    llvm_flag_order: &[],
    groups: &[],
};
/// `LLVM_DIEmissionKind` (spec/dialects/llvm_debuginfo.td): LLVM debug emission kind
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[repr(i64)]
pub enum DiEmissionKind {
    None = 0,
    Full = 1,
    LineTablesOnly = 2,
    DebugDirectivesOnly = 3,
}
impl DiEmissionKind {
    pub fn from_value(v: u64) -> Option<Self> {
        match v {
            0u64 => Some(DiEmissionKind::None),
            1u64 => Some(DiEmissionKind::Full),
            2u64 => Some(DiEmissionKind::LineTablesOnly),
            3u64 => Some(DiEmissionKind::DebugDirectivesOnly),
            _ => None,
        }
    }
    pub fn value(self) -> u64 {
        self as i64 as u64
    }
    pub fn keyword(self) -> &'static str {
        LLVM_DI_EMISSION_KIND_ENUM.keyword(self.value()).unwrap_or("")
    }
    /// The attribute holding this value.
    pub fn attr(self, ctx: &ir::Context) -> ir::Attribute {
        let v = self.value();
        ctx.integer_attr(ctx.integer_type(64u32), v as i128)
    }
}
/// `LLVM_DINameTableKind` (spec/dialects/llvm_debuginfo.td): LLVM debug name table kind
pub static LLVM_DI_NAME_TABLE_KIND_ENUM: ir::EnumDef = ir::EnumDef {
    name: "DINameTableKind",
    summary: "LLVM debug name table kind",
    dialect: "llvm",
    mnemonic: "",
    cases: &[("Default", 0u64), ("GNU", 1u64), ("None", 2u64), ("Apple", 3u64)],
    bit_enum: false,
    separator: ",",
    int_width: 64u32,
    llvm_keywords: &[],
    llvm_flag_order: &[],
    groups: &[],
};
/// `LLVM_DINameTableKind` (spec/dialects/llvm_debuginfo.td): LLVM debug name table kind
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[repr(i64)]
pub enum DiNameTableKind {
    Default = 0,
    Gnu = 1,
    None = 2,
    Apple = 3,
}
impl DiNameTableKind {
    pub fn from_value(v: u64) -> Option<Self> {
        match v {
            0u64 => Some(DiNameTableKind::Default),
            1u64 => Some(DiNameTableKind::Gnu),
            2u64 => Some(DiNameTableKind::None),
            3u64 => Some(DiNameTableKind::Apple),
            _ => None,
        }
    }
    pub fn value(self) -> u64 {
        self as i64 as u64
    }
    pub fn keyword(self) -> &'static str {
        LLVM_DI_NAME_TABLE_KIND_ENUM.keyword(self.value()).unwrap_or("")
    }
    /// The attribute holding this value.
    pub fn attr(self, ctx: &ir::Context) -> ir::Attribute {
        let v = self.value();
        ctx.integer_attr(ctx.integer_type(64u32), v as i128)
    }
}
/// `LLVM_DIFlags` (spec/dialects/llvm_debuginfo.td): LLVM DI flags
pub static LLVM_DI_FLAGS_ENUM: ir::EnumDef = ir::EnumDef {
    name: "DIFlags",
    summary: "LLVM DI flags",
    dialect: "llvm",
    mnemonic: "",
    cases: &[
        ("Zero", 0u64),
        ("Bit0", 1u64),
        ("Bit1", 2u64),
        ("Private", 1u64),
        ("Protected", 2u64),
        ("Public", 3u64),
        ("FwdDecl", 4u64),
        ("AppleBlock", 8u64),
        ("ReservedBit4", 16u64),
        ("Virtual", 32u64),
        ("Artificial", 64u64),
        ("Explicit", 128u64),
        ("Prototyped", 256u64),
        ("ObjcClassComplete", 512u64),
        ("ObjectPointer", 1024u64),
        ("Vector", 2048u64),
        ("StaticMember", 4096u64),
        ("LValueReference", 8192u64),
        ("RValueReference", 16384u64),
        ("ExportSymbols", 32768u64),
        ("SingleInheritance", 65536u64),
        ("MultipleInheritance", 65536u64),
        ("VirtualInheritance", 65536u64),
        ("IntroducedVirtual", 262144u64),
        ("BitField", 524288u64),
        ("NoReturn", 1048576u64),
        ("TypePassByValue", 4194304u64),
        ("TypePassByReference", 8388608u64),
        ("EnumClass", 16777216u64),
        ("Thunk", 33554432u64),
        ("NonTrivial", 67108864u64),
        ("BigEndian", 134217728u64),
        ("LittleEndian", 268435456u64),
        ("AllCallsDescribed", 536870912u64),
    ],
    bit_enum: true,
    separator: "|",
    int_width: 64u32,
    llvm_keywords: &[],
    llvm_flag_order: &[],
    groups: &[3u16, 4u16, 5u16],
};
/// `LLVM_DIFlags` (spec/dialects/llvm_debuginfo.td): LLVM DI flags
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct DiFlags(pub u64);
impl DiFlags {
    pub const ZERO: DiFlags = DiFlags(0u64);
    pub const BIT0: DiFlags = DiFlags(1u64);
    pub const BIT1: DiFlags = DiFlags(2u64);
    pub const PRIVATE: DiFlags = DiFlags(1u64);
    pub const PROTECTED: DiFlags = DiFlags(2u64);
    pub const PUBLIC: DiFlags = DiFlags(3u64);
    pub const FWD_DECL: DiFlags = DiFlags(4u64);
    pub const APPLE_BLOCK: DiFlags = DiFlags(8u64);
    pub const RESERVED_BIT4: DiFlags = DiFlags(16u64);
    pub const VIRTUAL: DiFlags = DiFlags(32u64);
    pub const ARTIFICIAL: DiFlags = DiFlags(64u64);
    pub const EXPLICIT: DiFlags = DiFlags(128u64);
    pub const PROTOTYPED: DiFlags = DiFlags(256u64);
    pub const OBJC_CLASS_COMPLETE: DiFlags = DiFlags(512u64);
    pub const OBJECT_POINTER: DiFlags = DiFlags(1024u64);
    pub const VECTOR: DiFlags = DiFlags(2048u64);
    pub const STATIC_MEMBER: DiFlags = DiFlags(4096u64);
    pub const L_VALUE_REFERENCE: DiFlags = DiFlags(8192u64);
    pub const R_VALUE_REFERENCE: DiFlags = DiFlags(16384u64);
    pub const EXPORT_SYMBOLS: DiFlags = DiFlags(32768u64);
    pub const SINGLE_INHERITANCE: DiFlags = DiFlags(65536u64);
    pub const MULTIPLE_INHERITANCE: DiFlags = DiFlags(65536u64);
    pub const VIRTUAL_INHERITANCE: DiFlags = DiFlags(65536u64);
    pub const INTRODUCED_VIRTUAL: DiFlags = DiFlags(262144u64);
    pub const BIT_FIELD: DiFlags = DiFlags(524288u64);
    pub const NO_RETURN: DiFlags = DiFlags(1048576u64);
    pub const TYPE_PASS_BY_VALUE: DiFlags = DiFlags(4194304u64);
    pub const TYPE_PASS_BY_REFERENCE: DiFlags = DiFlags(8388608u64);
    pub const ENUM_CLASS: DiFlags = DiFlags(16777216u64);
    pub const THUNK: DiFlags = DiFlags(33554432u64);
    pub const NON_TRIVIAL: DiFlags = DiFlags(67108864u64);
    pub const BIG_ENDIAN: DiFlags = DiFlags(134217728u64);
    pub const LITTLE_ENDIAN: DiFlags = DiFlags(268435456u64);
    pub const ALL_CALLS_DESCRIBED: DiFlags = DiFlags(536870912u64);
    pub fn bits(self) -> u64 {
        self.0
    }
    pub fn contains(self, other: DiFlags) -> bool {
        self.0 & other.0 == other.0
    }
    pub fn from_value(v: u64) -> Option<Self> {
        Some(DiFlags(v))
    }
    pub fn value(self) -> u64 {
        self.0
    }
    /// The attribute holding this value.
    pub fn attr(self, ctx: &ir::Context) -> ir::Attribute {
        let v = self.value();
        ctx.integer_attr(ctx.integer_type(64u32), v as i128)
    }
}
/// `LLVM_DISubprogramFlags` (spec/dialects/llvm_debuginfo.td): LLVM DISubprogram flags
pub static LLVM_DI_SUBPROGRAM_FLAGS_ENUM: ir::EnumDef = ir::EnumDef {
    name: "DISubprogramFlags",
    summary: "LLVM DISubprogram flags",
    dialect: "llvm",
    mnemonic: "",
    cases: &[
        ("Virtual", 1u64),
        ("PureVirtual", 2u64),
        ("LocalToUnit", 4u64),
        ("Definition", 8u64),
        ("Optimized", 16u64),
        ("Pure", 32u64),
        ("Elemental", 64u64),
        ("Recursive", 128u64),
        ("MainSubprogram", 256u64),
        ("Deleted", 512u64),
        ("ObjCDirect", 2048u64),
    ],
    bit_enum: true,
    separator: "|",
    int_width: 64u32,
    llvm_keywords: &[],
    llvm_flag_order: &[],
    groups: &[],
};
/// `LLVM_DISubprogramFlags` (spec/dialects/llvm_debuginfo.td): LLVM DISubprogram flags
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct DiSubprogramFlags(pub u64);
impl DiSubprogramFlags {
    pub const VIRTUAL: DiSubprogramFlags = DiSubprogramFlags(1u64);
    pub const PURE_VIRTUAL: DiSubprogramFlags = DiSubprogramFlags(2u64);
    pub const LOCAL_TO_UNIT: DiSubprogramFlags = DiSubprogramFlags(4u64);
    pub const DEFINITION: DiSubprogramFlags = DiSubprogramFlags(8u64);
    pub const OPTIMIZED: DiSubprogramFlags = DiSubprogramFlags(16u64);
    pub const PURE: DiSubprogramFlags = DiSubprogramFlags(32u64);
    pub const ELEMENTAL: DiSubprogramFlags = DiSubprogramFlags(64u64);
    pub const RECURSIVE: DiSubprogramFlags = DiSubprogramFlags(128u64);
    pub const MAIN_SUBPROGRAM: DiSubprogramFlags = DiSubprogramFlags(256u64);
    pub const DELETED: DiSubprogramFlags = DiSubprogramFlags(512u64);
    pub const OBJ_C_DIRECT: DiSubprogramFlags = DiSubprogramFlags(2048u64);
    pub fn bits(self) -> u64 {
        self.0
    }
    pub fn contains(self, other: DiSubprogramFlags) -> bool {
        self.0 & other.0 == other.0
    }
    pub fn from_value(v: u64) -> Option<Self> {
        Some(DiSubprogramFlags(v))
    }
    pub fn value(self) -> u64 {
        self.0
    }
    /// The attribute holding this value.
    pub fn attr(self, ctx: &ir::Context) -> ir::Attribute {
        let v = self.value();
        ctx.integer_attr(ctx.integer_type(64u32), v as i128)
    }
}
/// `#llvm.di_expression` (spec/dialects/llvm_debuginfo.td:N): LLVM debug info expression
pub static LLVM_DI_EXPRESSION_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "DIExpressionAttr",
    dialect: "llvm",
    mnemonic: "di_expression",
    summary: "LLVM debug info expression",
    params: &[
        ir::ParamInfo {
            name: "operations",
            kind: ir::ParamKind::Native {
                parse: &(dialects::native::llvm::di_expression_ops::parse
                    as parse::parser::NativeParamParse),
                print: &(dialects::native::llvm::di_expression_ops::print
                    as print::attrs::NativeParamPrint),
            },
            default: None,
            optional: true,
            cpp_type: "::llvm::ArrayRef<DIExpressionElemAttr>",
            invalid_keyword: "",
        },
    ],
    custom: false,
    mnemonic_alias: false,
    optional_body: false,
    format: &[
        ir::FormatItem::Literal("<"),
        ir::FormatItem::Param(0u16),
        ir::FormatItem::Literal(">"),
    ],
    ods_name: "LLVM_DIExpressionAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_debuginfo.td",
        line: &dialects::gen::llvm_debuginfo::__spec_lines::LINES[0usize],
    },
};
/// `#llvm.di_null_type` (spec/dialects/llvm_debuginfo.td:N): LLVM debug info null type
pub static LLVM_DI_NULL_TYPE_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "DINullTypeAttr",
    dialect: "llvm",
    mnemonic: "di_null_type",
    summary: "LLVM debug info null type",
    params: &[],
    custom: false,
    mnemonic_alias: true,
    optional_body: false,
    format: &[],
    ods_name: "LLVM_DINullTypeAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_debuginfo.td",
        line: &dialects::gen::llvm_debuginfo::__spec_lines::LINES[1usize],
    },
};
/// `#llvm.di_basic_type` (spec/dialects/llvm_debuginfo.td:N): LLVM debug info basic type
pub static LLVM_DI_BASIC_TYPE_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "DIBasicTypeAttr",
    dialect: "llvm",
    mnemonic: "di_basic_type",
    summary: "LLVM debug info basic type",
    params: &[
        ir::ParamInfo {
            name: "tag",
            kind: ir::ParamKind::Enum(&dialects::gen::llvm_dwarf::LLVM_DI_TAG_ENUM),
            default: Some(
                &ir::SpecDefault {
                    text: "0 : i64",
                    value: ir::SpecValue::Int {
                        value: 0i64,
                        ty: ir::SpecIntType::Integer {
                            width: 64u32,
                            signedness: ir::Signedness::Signless,
                        },
                    },
                },
            ),
            optional: false,
            cpp_type: "unsigned",
            invalid_keyword: "invalid debug info debug info tag name: {}",
        },
        ir::ParamInfo {
            name: "name",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: false,
            cpp_type: "StringAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "sizeInBits",
            kind: ir::ParamKind::Int,
            default: Some(
                &ir::SpecDefault {
                    text: "0 : i64",
                    value: ir::SpecValue::Int {
                        value: 0i64,
                        ty: ir::SpecIntType::Integer {
                            width: 64u32,
                            signedness: ir::Signedness::Signless,
                        },
                    },
                },
            ),
            optional: false,
            cpp_type: "uint64_t",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "encoding",
            kind: ir::ParamKind::Enum(&dialects::gen::llvm_dwarf::LLVM_DI_ENCODING_ENUM),
            default: Some(
                &ir::SpecDefault {
                    text: "0 : i64",
                    value: ir::SpecValue::Int {
                        value: 0i64,
                        ty: ir::SpecIntType::Integer {
                            width: 64u32,
                            signedness: ir::Signedness::Signless,
                        },
                    },
                },
            ),
            optional: false,
            cpp_type: "unsigned",
            invalid_keyword: "invalid debug info debug info encoding name: {}",
        },
    ],
    custom: false,
    mnemonic_alias: true,
    optional_body: false,
    format: &[],
    ods_name: "LLVM_DIBasicTypeAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_debuginfo.td",
        line: &dialects::gen::llvm_debuginfo::__spec_lines::LINES[2usize],
    },
};
/// `#llvm.di_file` (spec/dialects/llvm_debuginfo.td:N): LLVM debug info file
pub static LLVM_DI_FILE_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "DIFileAttr",
    dialect: "llvm",
    mnemonic: "di_file",
    summary: "LLVM debug info file",
    params: &[
        ir::ParamInfo {
            name: "name",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: false,
            cpp_type: "StringAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "directory",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: false,
            cpp_type: "StringAttr",
            invalid_keyword: "",
        },
    ],
    custom: false,
    mnemonic_alias: true,
    optional_body: false,
    format: &[
        ir::FormatItem::Literal("<"),
        ir::FormatItem::Param(0u16),
        ir::FormatItem::Literal("in"),
        ir::FormatItem::Param(1u16),
        ir::FormatItem::Literal(">"),
    ],
    ods_name: "LLVM_DIFileAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_debuginfo.td",
        line: &dialects::gen::llvm_debuginfo::__spec_lines::LINES[3usize],
    },
};
/// `#llvm.di_compile_unit` (spec/dialects/llvm_debuginfo.td:N): LLVM debug info compile unit
pub static LLVM_DI_COMPILE_UNIT_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "DICompileUnitAttr",
    dialect: "llvm",
    mnemonic: "di_compile_unit",
    summary: "LLVM debug info compile unit",
    params: &[
        ir::ParamInfo {
            name: "id",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: false,
            cpp_type: "DistinctAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "sourceLanguage",
            kind: ir::ParamKind::Enum(&dialects::gen::llvm_dwarf::LLVM_DI_LANGUAGE_ENUM),
            default: None,
            optional: false,
            cpp_type: "unsigned",
            invalid_keyword: "invalid debug info debug info language name: {}",
        },
        ir::ParamInfo {
            name: "file",
            kind: ir::ParamKind::Nested("di_file"),
            default: None,
            optional: false,
            cpp_type: "DIFileAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "producer",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "StringAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "isOptimized",
            kind: ir::ParamKind::Bool,
            default: None,
            optional: false,
            cpp_type: "bool",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "emissionKind",
            kind: ir::ParamKind::Enum(
                &dialects::gen::llvm_debuginfo::LLVM_DI_EMISSION_KIND_ENUM,
            ),
            default: None,
            optional: false,
            cpp_type: "DIEmissionKind",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "nameTableKind",
            kind: ir::ParamKind::Enum(
                &dialects::gen::llvm_debuginfo::LLVM_DI_NAME_TABLE_KIND_ENUM,
            ),
            default: Some(
                &ir::SpecDefault {
                    text: "0 : i64",
                    value: ir::SpecValue::Int {
                        value: 0i64,
                        ty: ir::SpecIntType::Integer {
                            width: 64u32,
                            signedness: ir::Signedness::Signless,
                        },
                    },
                },
            ),
            optional: false,
            cpp_type: "DINameTableKind",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "splitDebugFilename",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "StringAttr",
            invalid_keyword: "",
        },
    ],
    custom: false,
    mnemonic_alias: true,
    optional_body: false,
    format: &[],
    ods_name: "LLVM_DICompileUnitAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_debuginfo.td",
        line: &dialects::gen::llvm_debuginfo::__spec_lines::LINES[4usize],
    },
};
/// `#llvm.di_composite_type` (spec/dialects/llvm_debuginfo.td:N): LLVM debug info composite type
pub static LLVM_DI_COMPOSITE_TYPE_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "DICompositeTypeAttr",
    dialect: "llvm",
    mnemonic: "di_composite_type",
    summary: "LLVM debug info composite type",
    params: &[
        ir::ParamInfo {
            name: "recId",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "DistinctAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "isRecSelf",
            kind: ir::ParamKind::Bool,
            default: Some(
                &ir::SpecDefault {
                    text: "false",
                    value: ir::SpecValue::Bool(false),
                },
            ),
            optional: false,
            cpp_type: "bool",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "tag",
            kind: ir::ParamKind::Enum(&dialects::gen::llvm_dwarf::LLVM_DI_TAG_ENUM),
            default: Some(
                &ir::SpecDefault {
                    text: "0 : i64",
                    value: ir::SpecValue::Int {
                        value: 0i64,
                        ty: ir::SpecIntType::Integer {
                            width: 64u32,
                            signedness: ir::Signedness::Signless,
                        },
                    },
                },
            ),
            optional: false,
            cpp_type: "unsigned",
            invalid_keyword: "invalid debug info debug info tag name: {}",
        },
        ir::ParamInfo {
            name: "name",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "StringAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "file",
            kind: ir::ParamKind::Nested("di_file"),
            default: None,
            optional: true,
            cpp_type: "DIFileAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "line",
            kind: ir::ParamKind::Int,
            default: Some(
                &ir::SpecDefault {
                    text: "0 : i64",
                    value: ir::SpecValue::Int {
                        value: 0i64,
                        ty: ir::SpecIntType::Integer {
                            width: 64u32,
                            signedness: ir::Signedness::Signless,
                        },
                    },
                },
            ),
            optional: false,
            cpp_type: "uint32_t",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "scope",
            kind: ir::ParamKind::OneOf(
                "DIScopeAttr",
                &[
                    "di_file",
                    "di_compile_unit",
                    "di_composite_type",
                    "di_derived_type",
                    "di_lexical_block",
                    "di_lexical_block_file",
                    "di_subprogram",
                    "di_module",
                    "di_namespace",
                    "di_common_block",
                ],
            ),
            default: None,
            optional: true,
            cpp_type: "DIScopeAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "baseType",
            kind: ir::ParamKind::OneOf(
                "DITypeAttr",
                &[
                    "di_null_type",
                    "di_basic_type",
                    "di_composite_type",
                    "di_derived_type",
                    "di_subroutine_type",
                    "di_string_type",
                ],
            ),
            default: None,
            optional: true,
            cpp_type: "DITypeAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "flags",
            kind: ir::ParamKind::Enum(
                &dialects::gen::llvm_debuginfo::LLVM_DI_FLAGS_ENUM,
            ),
            default: Some(
                &ir::SpecDefault {
                    text: "0 : i64",
                    value: ir::SpecValue::Int {
                        value: 0i64,
                        ty: ir::SpecIntType::Integer {
                            width: 64u32,
                            signedness: ir::Signedness::Signless,
                        },
                    },
                },
            ),
            optional: false,
            cpp_type: "DIFlags",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "sizeInBits",
            kind: ir::ParamKind::Int,
            default: Some(
                &ir::SpecDefault {
                    text: "0 : i64",
                    value: ir::SpecValue::Int {
                        value: 0i64,
                        ty: ir::SpecIntType::Integer {
                            width: 64u32,
                            signedness: ir::Signedness::Signless,
                        },
                    },
                },
            ),
            optional: false,
            cpp_type: "uint64_t",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "alignInBits",
            kind: ir::ParamKind::Int,
            default: Some(
                &ir::SpecDefault {
                    text: "0 : i64",
                    value: ir::SpecValue::Int {
                        value: 0i64,
                        ty: ir::SpecIntType::Integer {
                            width: 64u32,
                            signedness: ir::Signedness::Signless,
                        },
                    },
                },
            ),
            optional: false,
            cpp_type: "uint64_t",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "dataLocation",
            kind: ir::ParamKind::Nested("di_expression"),
            default: None,
            optional: true,
            cpp_type: "DIExpressionAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "rank",
            kind: ir::ParamKind::Nested("di_expression"),
            default: None,
            optional: true,
            cpp_type: "DIExpressionAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "allocated",
            kind: ir::ParamKind::Nested("di_expression"),
            default: None,
            optional: true,
            cpp_type: "DIExpressionAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "associated",
            kind: ir::ParamKind::Nested("di_expression"),
            default: None,
            optional: true,
            cpp_type: "DIExpressionAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "elements",
            kind: ir::ParamKind::ListOf(
                "::llvm::ArrayRef<DINodeAttr>",
                &[
                    "di_null_type",
                    "di_basic_type",
                    "di_file",
                    "di_compile_unit",
                    "di_composite_type",
                    "di_derived_type",
                    "di_global_variable",
                    "di_lexical_block",
                    "di_lexical_block_file",
                    "di_local_variable",
                    "di_subprogram",
                    "di_module",
                    "di_namespace",
                    "di_imported_entity",
                    "di_annotation",
                    "di_subrange",
                    "di_common_block",
                    "di_generic_subrange",
                    "di_subroutine_type",
                    "di_label",
                    "di_string_type",
                ],
            ),
            default: None,
            optional: true,
            cpp_type: "::llvm::ArrayRef<DINodeAttr>",
            invalid_keyword: "",
        },
    ],
    custom: false,
    mnemonic_alias: true,
    optional_body: false,
    format: &[],
    ods_name: "LLVM_DICompositeTypeAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_debuginfo.td",
        line: &dialects::gen::llvm_debuginfo::__spec_lines::LINES[5usize],
    },
};
/// `#llvm.di_derived_type` (spec/dialects/llvm_debuginfo.td:N): LLVM debug info derived type
pub static LLVM_DI_DERIVED_TYPE_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "DIDerivedTypeAttr",
    dialect: "llvm",
    mnemonic: "di_derived_type",
    summary: "LLVM debug info derived type",
    params: &[
        ir::ParamInfo {
            name: "tag",
            kind: ir::ParamKind::Enum(&dialects::gen::llvm_dwarf::LLVM_DI_TAG_ENUM),
            default: Some(
                &ir::SpecDefault {
                    text: "0 : i64",
                    value: ir::SpecValue::Int {
                        value: 0i64,
                        ty: ir::SpecIntType::Integer {
                            width: 64u32,
                            signedness: ir::Signedness::Signless,
                        },
                    },
                },
            ),
            optional: false,
            cpp_type: "unsigned",
            invalid_keyword: "invalid debug info debug info tag name: {}",
        },
        ir::ParamInfo {
            name: "name",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "StringAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "baseType",
            kind: ir::ParamKind::OneOf(
                "DITypeAttr",
                &[
                    "di_null_type",
                    "di_basic_type",
                    "di_composite_type",
                    "di_derived_type",
                    "di_subroutine_type",
                    "di_string_type",
                ],
            ),
            default: None,
            optional: true,
            cpp_type: "DITypeAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "sizeInBits",
            kind: ir::ParamKind::Int,
            default: Some(
                &ir::SpecDefault {
                    text: "0 : i64",
                    value: ir::SpecValue::Int {
                        value: 0i64,
                        ty: ir::SpecIntType::Integer {
                            width: 64u32,
                            signedness: ir::Signedness::Signless,
                        },
                    },
                },
            ),
            optional: false,
            cpp_type: "uint64_t",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "alignInBits",
            kind: ir::ParamKind::Int,
            default: Some(
                &ir::SpecDefault {
                    text: "0 : i64",
                    value: ir::SpecValue::Int {
                        value: 0i64,
                        ty: ir::SpecIntType::Integer {
                            width: 64u32,
                            signedness: ir::Signedness::Signless,
                        },
                    },
                },
            ),
            optional: false,
            cpp_type: "uint32_t",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "offsetInBits",
            kind: ir::ParamKind::Int,
            default: Some(
                &ir::SpecDefault {
                    text: "0 : i64",
                    value: ir::SpecValue::Int {
                        value: 0i64,
                        ty: ir::SpecIntType::Integer {
                            width: 64u32,
                            signedness: ir::Signedness::Signless,
                        },
                    },
                },
            ),
            optional: false,
            cpp_type: "uint64_t",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "dwarfAddressSpace",
            kind: ir::ParamKind::Int,
            default: None,
            optional: true,
            cpp_type: "std::optional<unsigned>",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "extraData",
            kind: ir::ParamKind::OneOf(
                "DINodeAttr",
                &[
                    "di_null_type",
                    "di_basic_type",
                    "di_file",
                    "di_compile_unit",
                    "di_composite_type",
                    "di_derived_type",
                    "di_global_variable",
                    "di_lexical_block",
                    "di_lexical_block_file",
                    "di_local_variable",
                    "di_subprogram",
                    "di_module",
                    "di_namespace",
                    "di_imported_entity",
                    "di_annotation",
                    "di_subrange",
                    "di_common_block",
                    "di_generic_subrange",
                    "di_subroutine_type",
                    "di_label",
                    "di_string_type",
                ],
            ),
            default: None,
            optional: true,
            cpp_type: "DINodeAttr",
            invalid_keyword: "",
        },
    ],
    custom: false,
    mnemonic_alias: true,
    optional_body: false,
    format: &[],
    ods_name: "LLVM_DIDerivedTypeAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_debuginfo.td",
        line: &dialects::gen::llvm_debuginfo::__spec_lines::LINES[6usize],
    },
};
/// `#llvm.di_global_variable_expression` (spec/dialects/llvm_debuginfo.td:N): LLVM debug info global variable expression
pub static LLVM_DI_GLOBAL_VARIABLE_EXPRESSION_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "DIGlobalVariableExpressionAttr",
    dialect: "llvm",
    mnemonic: "di_global_variable_expression",
    summary: "LLVM debug info global variable expression",
    params: &[
        ir::ParamInfo {
            name: "var",
            kind: ir::ParamKind::Nested("di_global_variable"),
            default: None,
            optional: false,
            cpp_type: "DIGlobalVariableAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "expr",
            kind: ir::ParamKind::Nested("di_expression"),
            default: None,
            optional: true,
            cpp_type: "DIExpressionAttr",
            invalid_keyword: "",
        },
    ],
    custom: false,
    mnemonic_alias: true,
    optional_body: false,
    format: &[],
    ods_name: "LLVM_DIGlobalVariableExpressionAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_debuginfo.td",
        line: &dialects::gen::llvm_debuginfo::__spec_lines::LINES[7usize],
    },
};
/// `#llvm.di_global_variable` (spec/dialects/llvm_debuginfo.td:N): LLVM debug info global variable
pub static LLVM_DI_GLOBAL_VARIABLE_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "DIGlobalVariableAttr",
    dialect: "llvm",
    mnemonic: "di_global_variable",
    summary: "LLVM debug info global variable",
    params: &[
        ir::ParamInfo {
            name: "scope",
            kind: ir::ParamKind::OneOf(
                "DIScopeAttr",
                &[
                    "di_file",
                    "di_compile_unit",
                    "di_composite_type",
                    "di_derived_type",
                    "di_lexical_block",
                    "di_lexical_block_file",
                    "di_subprogram",
                    "di_module",
                    "di_namespace",
                    "di_common_block",
                ],
            ),
            default: None,
            optional: true,
            cpp_type: "DIScopeAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "name",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "StringAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "linkageName",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "StringAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "file",
            kind: ir::ParamKind::Nested("di_file"),
            default: None,
            optional: false,
            cpp_type: "DIFileAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "line",
            kind: ir::ParamKind::Int,
            default: None,
            optional: false,
            cpp_type: "unsigned",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "type",
            kind: ir::ParamKind::OneOf(
                "DITypeAttr",
                &[
                    "di_null_type",
                    "di_basic_type",
                    "di_composite_type",
                    "di_derived_type",
                    "di_subroutine_type",
                    "di_string_type",
                ],
            ),
            default: None,
            optional: false,
            cpp_type: "DITypeAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "isLocalToUnit",
            kind: ir::ParamKind::Bool,
            default: Some(
                &ir::SpecDefault {
                    text: "false",
                    value: ir::SpecValue::Bool(false),
                },
            ),
            optional: false,
            cpp_type: "bool",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "isDefined",
            kind: ir::ParamKind::Bool,
            default: Some(
                &ir::SpecDefault {
                    text: "false",
                    value: ir::SpecValue::Bool(false),
                },
            ),
            optional: false,
            cpp_type: "bool",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "alignInBits",
            kind: ir::ParamKind::Int,
            default: Some(
                &ir::SpecDefault {
                    text: "0 : i64",
                    value: ir::SpecValue::Int {
                        value: 0i64,
                        ty: ir::SpecIntType::Integer {
                            width: 64u32,
                            signedness: ir::Signedness::Signless,
                        },
                    },
                },
            ),
            optional: false,
            cpp_type: "unsigned",
            invalid_keyword: "",
        },
    ],
    custom: false,
    mnemonic_alias: true,
    optional_body: false,
    format: &[],
    ods_name: "LLVM_DIGlobalVariable",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_debuginfo.td",
        line: &dialects::gen::llvm_debuginfo::__spec_lines::LINES[8usize],
    },
};
/// `#llvm.di_lexical_block` (spec/dialects/llvm_debuginfo.td:N): LLVM debug info lexical block
pub static LLVM_DI_LEXICAL_BLOCK_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "DILexicalBlockAttr",
    dialect: "llvm",
    mnemonic: "di_lexical_block",
    summary: "LLVM debug info lexical block",
    params: &[
        ir::ParamInfo {
            name: "scope",
            kind: ir::ParamKind::OneOf(
                "DIScopeAttr",
                &[
                    "di_file",
                    "di_compile_unit",
                    "di_composite_type",
                    "di_derived_type",
                    "di_lexical_block",
                    "di_lexical_block_file",
                    "di_subprogram",
                    "di_module",
                    "di_namespace",
                    "di_common_block",
                ],
            ),
            default: None,
            optional: false,
            cpp_type: "DIScopeAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "file",
            kind: ir::ParamKind::Nested("di_file"),
            default: None,
            optional: true,
            cpp_type: "DIFileAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "line",
            kind: ir::ParamKind::Int,
            default: Some(
                &ir::SpecDefault {
                    text: "0 : i64",
                    value: ir::SpecValue::Int {
                        value: 0i64,
                        ty: ir::SpecIntType::Integer {
                            width: 64u32,
                            signedness: ir::Signedness::Signless,
                        },
                    },
                },
            ),
            optional: false,
            cpp_type: "unsigned",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "column",
            kind: ir::ParamKind::Int,
            default: Some(
                &ir::SpecDefault {
                    text: "0 : i64",
                    value: ir::SpecValue::Int {
                        value: 0i64,
                        ty: ir::SpecIntType::Integer {
                            width: 64u32,
                            signedness: ir::Signedness::Signless,
                        },
                    },
                },
            ),
            optional: false,
            cpp_type: "unsigned",
            invalid_keyword: "",
        },
    ],
    custom: false,
    mnemonic_alias: true,
    optional_body: false,
    format: &[],
    ods_name: "LLVM_DILexicalBlockAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_debuginfo.td",
        line: &dialects::gen::llvm_debuginfo::__spec_lines::LINES[9usize],
    },
};
/// `#llvm.di_lexical_block_file` (spec/dialects/llvm_debuginfo.td:N): LLVM debug info lexical block file
pub static LLVM_DI_LEXICAL_BLOCK_FILE_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "DILexicalBlockFileAttr",
    dialect: "llvm",
    mnemonic: "di_lexical_block_file",
    summary: "LLVM debug info lexical block file",
    params: &[
        ir::ParamInfo {
            name: "scope",
            kind: ir::ParamKind::OneOf(
                "DIScopeAttr",
                &[
                    "di_file",
                    "di_compile_unit",
                    "di_composite_type",
                    "di_derived_type",
                    "di_lexical_block",
                    "di_lexical_block_file",
                    "di_subprogram",
                    "di_module",
                    "di_namespace",
                    "di_common_block",
                ],
            ),
            default: None,
            optional: false,
            cpp_type: "DIScopeAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "file",
            kind: ir::ParamKind::Nested("di_file"),
            default: None,
            optional: true,
            cpp_type: "DIFileAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "discriminator",
            kind: ir::ParamKind::Int,
            default: None,
            optional: false,
            cpp_type: "unsigned",
            invalid_keyword: "",
        },
    ],
    custom: false,
    mnemonic_alias: true,
    optional_body: false,
    format: &[],
    ods_name: "LLVM_DILexicalBlockFile",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_debuginfo.td",
        line: &dialects::gen::llvm_debuginfo::__spec_lines::LINES[10usize],
    },
};
/// `#llvm.di_local_variable` (spec/dialects/llvm_debuginfo.td:N): LLVM debug info local variable
pub static LLVM_DI_LOCAL_VARIABLE_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "DILocalVariableAttr",
    dialect: "llvm",
    mnemonic: "di_local_variable",
    summary: "LLVM debug info local variable",
    params: &[
        ir::ParamInfo {
            name: "scope",
            kind: ir::ParamKind::OneOf(
                "DIScopeAttr",
                &[
                    "di_file",
                    "di_compile_unit",
                    "di_composite_type",
                    "di_derived_type",
                    "di_lexical_block",
                    "di_lexical_block_file",
                    "di_subprogram",
                    "di_module",
                    "di_namespace",
                    "di_common_block",
                ],
            ),
            default: None,
            optional: false,
            cpp_type: "DIScopeAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "name",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "StringAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "file",
            kind: ir::ParamKind::Nested("di_file"),
            default: None,
            optional: true,
            cpp_type: "DIFileAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "line",
            kind: ir::ParamKind::Int,
            default: Some(
                &ir::SpecDefault {
                    text: "0 : i64",
                    value: ir::SpecValue::Int {
                        value: 0i64,
                        ty: ir::SpecIntType::Integer {
                            width: 64u32,
                            signedness: ir::Signedness::Signless,
                        },
                    },
                },
            ),
            optional: false,
            cpp_type: "unsigned",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "arg",
            kind: ir::ParamKind::Int,
            default: Some(
                &ir::SpecDefault {
                    text: "0 : i64",
                    value: ir::SpecValue::Int {
                        value: 0i64,
                        ty: ir::SpecIntType::Integer {
                            width: 64u32,
                            signedness: ir::Signedness::Signless,
                        },
                    },
                },
            ),
            optional: false,
            cpp_type: "unsigned",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "alignInBits",
            kind: ir::ParamKind::Int,
            default: Some(
                &ir::SpecDefault {
                    text: "0 : i64",
                    value: ir::SpecValue::Int {
                        value: 0i64,
                        ty: ir::SpecIntType::Integer {
                            width: 64u32,
                            signedness: ir::Signedness::Signless,
                        },
                    },
                },
            ),
            optional: false,
            cpp_type: "unsigned",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "type",
            kind: ir::ParamKind::OneOf(
                "DITypeAttr",
                &[
                    "di_null_type",
                    "di_basic_type",
                    "di_composite_type",
                    "di_derived_type",
                    "di_subroutine_type",
                    "di_string_type",
                ],
            ),
            default: None,
            optional: true,
            cpp_type: "DITypeAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "flags",
            kind: ir::ParamKind::Enum(
                &dialects::gen::llvm_debuginfo::LLVM_DI_FLAGS_ENUM,
            ),
            default: Some(
                &ir::SpecDefault {
                    text: "0 : i64",
                    value: ir::SpecValue::Int {
                        value: 0i64,
                        ty: ir::SpecIntType::Integer {
                            width: 64u32,
                            signedness: ir::Signedness::Signless,
                        },
                    },
                },
            ),
            optional: false,
            cpp_type: "DIFlags",
            invalid_keyword: "",
        },
    ],
    custom: false,
    mnemonic_alias: true,
    optional_body: false,
    format: &[],
    ods_name: "LLVM_DILocalVariableAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_debuginfo.td",
        line: &dialects::gen::llvm_debuginfo::__spec_lines::LINES[11usize],
    },
};
/// `#llvm.di_subprogram` (spec/dialects/llvm_debuginfo.td:N): LLVM debug info subprogram
pub static LLVM_DI_SUBPROGRAM_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "DISubprogramAttr",
    dialect: "llvm",
    mnemonic: "di_subprogram",
    summary: "LLVM debug info subprogram",
    params: &[
        ir::ParamInfo {
            name: "recId",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "DistinctAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "isRecSelf",
            kind: ir::ParamKind::Bool,
            default: Some(
                &ir::SpecDefault {
                    text: "false",
                    value: ir::SpecValue::Bool(false),
                },
            ),
            optional: false,
            cpp_type: "bool",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "id",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "DistinctAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "compileUnit",
            kind: ir::ParamKind::Nested("di_compile_unit"),
            default: None,
            optional: true,
            cpp_type: "DICompileUnitAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "scope",
            kind: ir::ParamKind::OneOf(
                "DIScopeAttr",
                &[
                    "di_file",
                    "di_compile_unit",
                    "di_composite_type",
                    "di_derived_type",
                    "di_lexical_block",
                    "di_lexical_block_file",
                    "di_subprogram",
                    "di_module",
                    "di_namespace",
                    "di_common_block",
                ],
            ),
            default: None,
            optional: true,
            cpp_type: "DIScopeAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "name",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "StringAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "linkageName",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "StringAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "file",
            kind: ir::ParamKind::Nested("di_file"),
            default: None,
            optional: true,
            cpp_type: "DIFileAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "line",
            kind: ir::ParamKind::Int,
            default: Some(
                &ir::SpecDefault {
                    text: "0 : i64",
                    value: ir::SpecValue::Int {
                        value: 0i64,
                        ty: ir::SpecIntType::Integer {
                            width: 64u32,
                            signedness: ir::Signedness::Signless,
                        },
                    },
                },
            ),
            optional: false,
            cpp_type: "unsigned",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "scopeLine",
            kind: ir::ParamKind::Int,
            default: Some(
                &ir::SpecDefault {
                    text: "0 : i64",
                    value: ir::SpecValue::Int {
                        value: 0i64,
                        ty: ir::SpecIntType::Integer {
                            width: 64u32,
                            signedness: ir::Signedness::Signless,
                        },
                    },
                },
            ),
            optional: false,
            cpp_type: "unsigned",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "subprogramFlags",
            kind: ir::ParamKind::Enum(
                &dialects::gen::llvm_debuginfo::LLVM_DI_SUBPROGRAM_FLAGS_ENUM,
            ),
            default: Some(
                &ir::SpecDefault {
                    text: "0 : i64",
                    value: ir::SpecValue::Int {
                        value: 0i64,
                        ty: ir::SpecIntType::Integer {
                            width: 64u32,
                            signedness: ir::Signedness::Signless,
                        },
                    },
                },
            ),
            optional: false,
            cpp_type: "DISubprogramFlags",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "type",
            kind: ir::ParamKind::Nested("di_subroutine_type"),
            default: None,
            optional: true,
            cpp_type: "DISubroutineTypeAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "retainedNodes",
            kind: ir::ParamKind::ListOf(
                "::llvm::ArrayRef<DINodeAttr>",
                &[
                    "di_null_type",
                    "di_basic_type",
                    "di_file",
                    "di_compile_unit",
                    "di_composite_type",
                    "di_derived_type",
                    "di_global_variable",
                    "di_lexical_block",
                    "di_lexical_block_file",
                    "di_local_variable",
                    "di_subprogram",
                    "di_module",
                    "di_namespace",
                    "di_imported_entity",
                    "di_annotation",
                    "di_subrange",
                    "di_common_block",
                    "di_generic_subrange",
                    "di_subroutine_type",
                    "di_label",
                    "di_string_type",
                ],
            ),
            default: None,
            optional: true,
            cpp_type: "::llvm::ArrayRef<DINodeAttr>",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "annotations",
            kind: ir::ParamKind::ListOf(
                "::llvm::ArrayRef<DINodeAttr>",
                &[
                    "di_null_type",
                    "di_basic_type",
                    "di_file",
                    "di_compile_unit",
                    "di_composite_type",
                    "di_derived_type",
                    "di_global_variable",
                    "di_lexical_block",
                    "di_lexical_block_file",
                    "di_local_variable",
                    "di_subprogram",
                    "di_module",
                    "di_namespace",
                    "di_imported_entity",
                    "di_annotation",
                    "di_subrange",
                    "di_common_block",
                    "di_generic_subrange",
                    "di_subroutine_type",
                    "di_label",
                    "di_string_type",
                ],
            ),
            default: None,
            optional: true,
            cpp_type: "::llvm::ArrayRef<DINodeAttr>",
            invalid_keyword: "",
        },
    ],
    custom: false,
    mnemonic_alias: true,
    optional_body: false,
    format: &[],
    ods_name: "LLVM_DISubprogramAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_debuginfo.td",
        line: &dialects::gen::llvm_debuginfo::__spec_lines::LINES[12usize],
    },
};
/// `#llvm.di_module` (spec/dialects/llvm_debuginfo.td:N): LLVM debug info module
pub static LLVM_DI_MODULE_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "DIModuleAttr",
    dialect: "llvm",
    mnemonic: "di_module",
    summary: "LLVM debug info module",
    params: &[
        ir::ParamInfo {
            name: "file",
            kind: ir::ParamKind::Nested("di_file"),
            default: None,
            optional: true,
            cpp_type: "DIFileAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "scope",
            kind: ir::ParamKind::OneOf(
                "DIScopeAttr",
                &[
                    "di_file",
                    "di_compile_unit",
                    "di_composite_type",
                    "di_derived_type",
                    "di_lexical_block",
                    "di_lexical_block_file",
                    "di_subprogram",
                    "di_module",
                    "di_namespace",
                    "di_common_block",
                ],
            ),
            default: None,
            optional: true,
            cpp_type: "DIScopeAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "name",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "StringAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "configMacros",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "StringAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "includePath",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "StringAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "apinotes",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "StringAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "line",
            kind: ir::ParamKind::Int,
            default: Some(
                &ir::SpecDefault {
                    text: "0 : i64",
                    value: ir::SpecValue::Int {
                        value: 0i64,
                        ty: ir::SpecIntType::Integer {
                            width: 64u32,
                            signedness: ir::Signedness::Signless,
                        },
                    },
                },
            ),
            optional: false,
            cpp_type: "unsigned",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "isDecl",
            kind: ir::ParamKind::Bool,
            default: Some(
                &ir::SpecDefault {
                    text: "false",
                    value: ir::SpecValue::Bool(false),
                },
            ),
            optional: false,
            cpp_type: "bool",
            invalid_keyword: "",
        },
    ],
    custom: false,
    mnemonic_alias: true,
    optional_body: false,
    format: &[],
    ods_name: "LLVM_DIModuleAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_debuginfo.td",
        line: &dialects::gen::llvm_debuginfo::__spec_lines::LINES[13usize],
    },
};
/// `#llvm.di_namespace` (spec/dialects/llvm_debuginfo.td:N): LLVM debug info namespace
pub static LLVM_DI_NAMESPACE_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "DINamespaceAttr",
    dialect: "llvm",
    mnemonic: "di_namespace",
    summary: "LLVM debug info namespace",
    params: &[
        ir::ParamInfo {
            name: "name",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "StringAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "scope",
            kind: ir::ParamKind::OneOf(
                "DIScopeAttr",
                &[
                    "di_file",
                    "di_compile_unit",
                    "di_composite_type",
                    "di_derived_type",
                    "di_lexical_block",
                    "di_lexical_block_file",
                    "di_subprogram",
                    "di_module",
                    "di_namespace",
                    "di_common_block",
                ],
            ),
            default: None,
            optional: true,
            cpp_type: "DIScopeAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "exportSymbols",
            kind: ir::ParamKind::Bool,
            default: None,
            optional: false,
            cpp_type: "bool",
            invalid_keyword: "",
        },
    ],
    custom: false,
    mnemonic_alias: true,
    optional_body: false,
    format: &[],
    ods_name: "LLVM_DINamespaceAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_debuginfo.td",
        line: &dialects::gen::llvm_debuginfo::__spec_lines::LINES[14usize],
    },
};
/// `#llvm.di_imported_entity` (spec/dialects/llvm_debuginfo.td:N): LLVM debug info imported entity
pub static LLVM_DI_IMPORTED_ENTITY_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "DIImportedEntityAttr",
    dialect: "llvm",
    mnemonic: "di_imported_entity",
    summary: "LLVM debug info imported entity",
    params: &[
        ir::ParamInfo {
            name: "tag",
            kind: ir::ParamKind::Enum(&dialects::gen::llvm_dwarf::LLVM_DI_TAG_ENUM),
            default: Some(
                &ir::SpecDefault {
                    text: "0 : i64",
                    value: ir::SpecValue::Int {
                        value: 0i64,
                        ty: ir::SpecIntType::Integer {
                            width: 64u32,
                            signedness: ir::Signedness::Signless,
                        },
                    },
                },
            ),
            optional: false,
            cpp_type: "unsigned",
            invalid_keyword: "invalid debug info debug info tag name: {}",
        },
        ir::ParamInfo {
            name: "scope",
            kind: ir::ParamKind::OneOf(
                "DIScopeAttr",
                &[
                    "di_file",
                    "di_compile_unit",
                    "di_composite_type",
                    "di_derived_type",
                    "di_lexical_block",
                    "di_lexical_block_file",
                    "di_subprogram",
                    "di_module",
                    "di_namespace",
                    "di_common_block",
                ],
            ),
            default: None,
            optional: false,
            cpp_type: "DIScopeAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "entity",
            kind: ir::ParamKind::OneOf(
                "DINodeAttr",
                &[
                    "di_null_type",
                    "di_basic_type",
                    "di_file",
                    "di_compile_unit",
                    "di_composite_type",
                    "di_derived_type",
                    "di_global_variable",
                    "di_lexical_block",
                    "di_lexical_block_file",
                    "di_local_variable",
                    "di_subprogram",
                    "di_module",
                    "di_namespace",
                    "di_imported_entity",
                    "di_annotation",
                    "di_subrange",
                    "di_common_block",
                    "di_generic_subrange",
                    "di_subroutine_type",
                    "di_label",
                    "di_string_type",
                ],
            ),
            default: None,
            optional: false,
            cpp_type: "DINodeAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "file",
            kind: ir::ParamKind::Nested("di_file"),
            default: None,
            optional: true,
            cpp_type: "DIFileAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "line",
            kind: ir::ParamKind::Int,
            default: Some(
                &ir::SpecDefault {
                    text: "0 : i64",
                    value: ir::SpecValue::Int {
                        value: 0i64,
                        ty: ir::SpecIntType::Integer {
                            width: 64u32,
                            signedness: ir::Signedness::Signless,
                        },
                    },
                },
            ),
            optional: false,
            cpp_type: "unsigned",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "name",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "StringAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "elements",
            kind: ir::ParamKind::ListOf(
                "::llvm::ArrayRef<DINodeAttr>",
                &[
                    "di_null_type",
                    "di_basic_type",
                    "di_file",
                    "di_compile_unit",
                    "di_composite_type",
                    "di_derived_type",
                    "di_global_variable",
                    "di_lexical_block",
                    "di_lexical_block_file",
                    "di_local_variable",
                    "di_subprogram",
                    "di_module",
                    "di_namespace",
                    "di_imported_entity",
                    "di_annotation",
                    "di_subrange",
                    "di_common_block",
                    "di_generic_subrange",
                    "di_subroutine_type",
                    "di_label",
                    "di_string_type",
                ],
            ),
            default: None,
            optional: true,
            cpp_type: "::llvm::ArrayRef<DINodeAttr>",
            invalid_keyword: "",
        },
    ],
    custom: false,
    mnemonic_alias: true,
    optional_body: false,
    format: &[],
    ods_name: "LLVM_DIImportedEntityAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_debuginfo.td",
        line: &dialects::gen::llvm_debuginfo::__spec_lines::LINES[15usize],
    },
};
/// `#llvm.di_annotation` (spec/dialects/llvm_debuginfo.td:N): LLVM debug info annotation
pub static LLVM_DI_ANNOTATION_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "DIAnnotationAttr",
    dialect: "llvm",
    mnemonic: "di_annotation",
    summary: "LLVM debug info annotation",
    params: &[
        ir::ParamInfo {
            name: "name",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: false,
            cpp_type: "StringAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "value",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: false,
            cpp_type: "StringAttr",
            invalid_keyword: "",
        },
    ],
    custom: false,
    mnemonic_alias: false,
    optional_body: false,
    format: &[],
    ods_name: "LLVM_DIAnnotationAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_debuginfo.td",
        line: &dialects::gen::llvm_debuginfo::__spec_lines::LINES[16usize],
    },
};
/// `#llvm.di_subrange` (spec/dialects/llvm_debuginfo.td:N): LLVM debug info subrange
pub static LLVM_DI_SUBRANGE_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "DISubrangeAttr",
    dialect: "llvm",
    mnemonic: "di_subrange",
    summary: "LLVM debug info subrange",
    params: &[
        ir::ParamInfo {
            name: "count",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "Attribute",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "lowerBound",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "Attribute",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "upperBound",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "Attribute",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "stride",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "Attribute",
            invalid_keyword: "",
        },
    ],
    custom: false,
    mnemonic_alias: false,
    optional_body: false,
    format: &[],
    ods_name: "LLVM_DISubrangeAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_debuginfo.td",
        line: &dialects::gen::llvm_debuginfo::__spec_lines::LINES[17usize],
    },
};
/// `#llvm.di_common_block` (spec/dialects/llvm_debuginfo.td:N): LLVM debug info common block
pub static LLVM_DI_COMMON_BLOCK_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "DICommonBlockAttr",
    dialect: "llvm",
    mnemonic: "di_common_block",
    summary: "LLVM debug info common block",
    params: &[
        ir::ParamInfo {
            name: "scope",
            kind: ir::ParamKind::OneOf(
                "DIScopeAttr",
                &[
                    "di_file",
                    "di_compile_unit",
                    "di_composite_type",
                    "di_derived_type",
                    "di_lexical_block",
                    "di_lexical_block_file",
                    "di_subprogram",
                    "di_module",
                    "di_namespace",
                    "di_common_block",
                ],
            ),
            default: None,
            optional: false,
            cpp_type: "DIScopeAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "decl",
            kind: ir::ParamKind::Nested("di_global_variable"),
            default: None,
            optional: true,
            cpp_type: "DIGlobalVariableAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "name",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: false,
            cpp_type: "StringAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "file",
            kind: ir::ParamKind::Nested("di_file"),
            default: None,
            optional: true,
            cpp_type: "DIFileAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "line",
            kind: ir::ParamKind::Int,
            default: Some(
                &ir::SpecDefault {
                    text: "0 : i64",
                    value: ir::SpecValue::Int {
                        value: 0i64,
                        ty: ir::SpecIntType::Integer {
                            width: 64u32,
                            signedness: ir::Signedness::Signless,
                        },
                    },
                },
            ),
            optional: false,
            cpp_type: "unsigned",
            invalid_keyword: "",
        },
    ],
    custom: false,
    mnemonic_alias: true,
    optional_body: false,
    format: &[],
    ods_name: "LLVM_DICommonBlockAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_debuginfo.td",
        line: &dialects::gen::llvm_debuginfo::__spec_lines::LINES[18usize],
    },
};
/// `#llvm.di_generic_subrange` (spec/dialects/llvm_debuginfo.td:N): LLVM debug info generic subrange
pub static LLVM_DI_GENERIC_SUBRANGE_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "DIGenericSubrangeAttr",
    dialect: "llvm",
    mnemonic: "di_generic_subrange",
    summary: "LLVM debug info generic subrange",
    params: &[
        ir::ParamInfo {
            name: "count",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "Attribute",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "lowerBound",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: false,
            cpp_type: "Attribute",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "upperBound",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "Attribute",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "stride",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: false,
            cpp_type: "Attribute",
            invalid_keyword: "",
        },
    ],
    custom: false,
    mnemonic_alias: false,
    optional_body: false,
    format: &[],
    ods_name: "LLVM_DIGenericSubrangeAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_debuginfo.td",
        line: &dialects::gen::llvm_debuginfo::__spec_lines::LINES[19usize],
    },
};
/// `#llvm.di_subroutine_type` (spec/dialects/llvm_debuginfo.td:N): LLVM debug info subroutine type
pub static LLVM_DI_SUBROUTINE_TYPE_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "DISubroutineTypeAttr",
    dialect: "llvm",
    mnemonic: "di_subroutine_type",
    summary: "LLVM debug info subroutine type",
    params: &[
        ir::ParamInfo {
            name: "callingConvention",
            kind: ir::ParamKind::Enum(
                &dialects::gen::llvm_dwarf::LLVM_DI_CALLING_CONVENTION_ENUM,
            ),
            default: Some(
                &ir::SpecDefault {
                    text: "0 : i64",
                    value: ir::SpecValue::Int {
                        value: 0i64,
                        ty: ir::SpecIntType::Integer {
                            width: 64u32,
                            signedness: ir::Signedness::Signless,
                        },
                    },
                },
            ),
            optional: false,
            cpp_type: "unsigned",
            invalid_keyword: "invalid debug info debug info calling convention name: {}",
        },
        ir::ParamInfo {
            name: "types",
            kind: ir::ParamKind::ListOf(
                "::llvm::ArrayRef<DITypeAttr>",
                &[
                    "di_null_type",
                    "di_basic_type",
                    "di_composite_type",
                    "di_derived_type",
                    "di_subroutine_type",
                    "di_string_type",
                ],
            ),
            default: None,
            optional: true,
            cpp_type: "::llvm::ArrayRef<DITypeAttr>",
            invalid_keyword: "",
        },
    ],
    custom: false,
    mnemonic_alias: true,
    optional_body: false,
    format: &[],
    ods_name: "LLVM_DISubroutineTypeAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_debuginfo.td",
        line: &dialects::gen::llvm_debuginfo::__spec_lines::LINES[20usize],
    },
};
/// `#llvm.di_label` (spec/dialects/llvm_debuginfo.td:N): LLVM debug info label
pub static LLVM_DI_LABEL_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "DILabelAttr",
    dialect: "llvm",
    mnemonic: "di_label",
    summary: "LLVM debug info label",
    params: &[
        ir::ParamInfo {
            name: "scope",
            kind: ir::ParamKind::OneOf(
                "DIScopeAttr",
                &[
                    "di_file",
                    "di_compile_unit",
                    "di_composite_type",
                    "di_derived_type",
                    "di_lexical_block",
                    "di_lexical_block_file",
                    "di_subprogram",
                    "di_module",
                    "di_namespace",
                    "di_common_block",
                ],
            ),
            default: None,
            optional: false,
            cpp_type: "DIScopeAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "name",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: true,
            cpp_type: "StringAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "file",
            kind: ir::ParamKind::Nested("di_file"),
            default: None,
            optional: true,
            cpp_type: "DIFileAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "line",
            kind: ir::ParamKind::Int,
            default: Some(
                &ir::SpecDefault {
                    text: "0 : i64",
                    value: ir::SpecValue::Int {
                        value: 0i64,
                        ty: ir::SpecIntType::Integer {
                            width: 64u32,
                            signedness: ir::Signedness::Signless,
                        },
                    },
                },
            ),
            optional: false,
            cpp_type: "unsigned",
            invalid_keyword: "",
        },
    ],
    custom: false,
    mnemonic_alias: true,
    optional_body: false,
    format: &[],
    ods_name: "LLVM_DILabelAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_debuginfo.td",
        line: &dialects::gen::llvm_debuginfo::__spec_lines::LINES[21usize],
    },
};
/// `#llvm.di_string_type` (spec/dialects/llvm_debuginfo.td:N): LLVM debug info string type
pub static LLVM_DI_STRING_TYPE_ATTR_DEF_ATTR_DEF: ir::AttrDefInfo = ir::AttrDefInfo {
    name: "DIStringTypeAttr",
    dialect: "llvm",
    mnemonic: "di_string_type",
    summary: "LLVM debug info string type",
    params: &[
        ir::ParamInfo {
            name: "tag",
            kind: ir::ParamKind::Enum(&dialects::gen::llvm_dwarf::LLVM_DI_TAG_ENUM),
            default: Some(
                &ir::SpecDefault {
                    text: "0 : i64",
                    value: ir::SpecValue::Int {
                        value: 0i64,
                        ty: ir::SpecIntType::Integer {
                            width: 64u32,
                            signedness: ir::Signedness::Signless,
                        },
                    },
                },
            ),
            optional: false,
            cpp_type: "unsigned",
            invalid_keyword: "invalid debug info debug info tag name: {}",
        },
        ir::ParamInfo {
            name: "name",
            kind: ir::ParamKind::Attr,
            default: None,
            optional: false,
            cpp_type: "StringAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "sizeInBits",
            kind: ir::ParamKind::Int,
            default: Some(
                &ir::SpecDefault {
                    text: "0 : i64",
                    value: ir::SpecValue::Int {
                        value: 0i64,
                        ty: ir::SpecIntType::Integer {
                            width: 64u32,
                            signedness: ir::Signedness::Signless,
                        },
                    },
                },
            ),
            optional: false,
            cpp_type: "uint64_t",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "alignInBits",
            kind: ir::ParamKind::Int,
            default: Some(
                &ir::SpecDefault {
                    text: "0 : i64",
                    value: ir::SpecValue::Int {
                        value: 0i64,
                        ty: ir::SpecIntType::Integer {
                            width: 64u32,
                            signedness: ir::Signedness::Signless,
                        },
                    },
                },
            ),
            optional: false,
            cpp_type: "uint32_t",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "stringLength",
            kind: ir::ParamKind::OneOf(
                "DIVariableAttr",
                &["di_global_variable", "di_local_variable"],
            ),
            default: None,
            optional: true,
            cpp_type: "DIVariableAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "stringLengthExp",
            kind: ir::ParamKind::Nested("di_expression"),
            default: None,
            optional: true,
            cpp_type: "DIExpressionAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "stringLocationExp",
            kind: ir::ParamKind::Nested("di_expression"),
            default: None,
            optional: true,
            cpp_type: "DIExpressionAttr",
            invalid_keyword: "",
        },
        ir::ParamInfo {
            name: "encoding",
            kind: ir::ParamKind::Enum(&dialects::gen::llvm_dwarf::LLVM_DI_ENCODING_ENUM),
            default: Some(
                &ir::SpecDefault {
                    text: "0 : i64",
                    value: ir::SpecValue::Int {
                        value: 0i64,
                        ty: ir::SpecIntType::Integer {
                            width: 64u32,
                            signedness: ir::Signedness::Signless,
                        },
                    },
                },
            ),
            optional: false,
            cpp_type: "unsigned",
            invalid_keyword: "invalid debug info debug info encoding name: {}",
        },
    ],
    custom: false,
    mnemonic_alias: true,
    optional_body: false,
    format: &[],
    ods_name: "LLVM_DIStringTypeAttr",
    defined_at: ir::SpecPos {
        file: "spec/dialects/llvm_debuginfo.td",
        line: &dialects::gen::llvm_debuginfo::__spec_lines::LINES[22usize],
    },
};
#[doc(hidden)]
pub mod __spec_lines {
    /// The lines the positions of this file's definitions refer to.
    pub static LINES: [u32; 23usize] = [
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32,
    ];
}
