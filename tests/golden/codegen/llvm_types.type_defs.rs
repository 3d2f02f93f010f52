// @generated from spec/ by descent-codegen. Do not edit.

/// `!llvm.ptr` (spec/dialects/llvm_types.td:N): LLVM pointer type
pub static LLVM_POINTER_TYPE_TYPE_DEF: ::descent::ir::TypeDefInfo = ::descent::ir::TypeDefInfo {
    name: "LLVMPointerType",
    dialect: "llvm",
    mnemonic: "ptr",
    summary: "LLVM pointer type",
    params: &[("addressSpace", "u32", "address space, 0 when not written")],
    custom: true,
    defined_at: ::descent::ir::SpecPos {
        file: "spec/dialects/llvm_types.td",
        line: &Nu32,
    },
};
/// `!llvm.array` (spec/dialects/llvm_types.td:N): LLVM array type
pub static LLVM_ARRAY_TYPE_TYPE_DEF: ::descent::ir::TypeDefInfo = ::descent::ir::TypeDefInfo {
    name: "LLVMArrayType",
    dialect: "llvm",
    mnemonic: "array",
    summary: "LLVM array type",
    params: &[
        ("elementType", "Type", "element type"),
        ("numElements", "u64", "number of elements"),
    ],
    custom: true,
    defined_at: ::descent::ir::SpecPos {
        file: "spec/dialects/llvm_types.td",
        line: &Nu32,
    },
};
/// `!llvm.func` (spec/dialects/llvm_types.td:N): LLVM function type
pub static LLVM_FUNCTION_TYPE_TYPE_DEF: ::descent::ir::TypeDefInfo = ::descent::ir::TypeDefInfo {
    name: "LLVMFunctionType",
    dialect: "llvm",
    mnemonic: "func",
    summary: "LLVM function type",
    params: &[
        ("returnType", "Type", "return type (void for none)"),
        ("params", "Vec<Type>", "parameter types"),
        ("varArg", "bool", "variadic"),
    ],
    custom: true,
    defined_at: ::descent::ir::SpecPos {
        file: "spec/dialects/llvm_types.td",
        line: &Nu32,
    },
};
/// `!llvm.struct` (spec/dialects/llvm_types.td:N): LLVM struct type
pub static LLVM_STRUCT_TYPE_TYPE_DEF: ::descent::ir::TypeDefInfo = ::descent::ir::TypeDefInfo {
    name: "LLVMStructType",
    dialect: "llvm",
    mnemonic: "struct",
    summary: "LLVM struct type",
    params: &[
        ("name", "String", "name, absent for a literal struct"),
        (
            "body",
            "Vec<Type>",
            "element types, absent for an opaque struct or a reference by name",
        ),
        ("packed", "bool", "packed"),
    ],
    custom: true,
    defined_at: ::descent::ir::SpecPos {
        file: "spec/dialects/llvm_types.td",
        line: &Nu32,
    },
};
/// `!llvm.target` (spec/dialects/llvm_types.td:N): LLVM target-specific extension type
pub static LLVM_TARGET_EXT_TYPE_TYPE_DEF: ::descent::ir::TypeDefInfo = ::descent::ir::TypeDefInfo {
    name: "LLVMTargetExtType",
    dialect: "llvm",
    mnemonic: "target",
    summary: "LLVM target-specific extension type",
    params: &[
        ("extTypeName", "String", "extension type name"),
        ("typeParams", "Vec<Type>", "type parameters"),
        ("intParams", "Vec<u32>", "integer parameters"),
    ],
    custom: true,
    defined_at: ::descent::ir::SpecPos {
        file: "spec/dialects/llvm_types.td",
        line: &Nu32,
    },
};
/// `!llvm.void` (spec/dialects/llvm_types.td:N): LLVM void type
pub static LLVM_VOID_TYPE_TYPE_DEF: ::descent::ir::TypeDefInfo = ::descent::ir::TypeDefInfo {
    name: "LLVMVoidType",
    dialect: "llvm",
    mnemonic: "void",
    summary: "LLVM void type",
    params: &[],
    custom: true,
    defined_at: ::descent::ir::SpecPos {
        file: "spec/dialects/llvm_types.td",
        line: &Nu32,
    },
};
/// `!llvm.token` (spec/dialects/llvm_types.td:N): LLVM token type
pub static LLVM_TOKEN_TYPE_TYPE_DEF: ::descent::ir::TypeDefInfo = ::descent::ir::TypeDefInfo {
    name: "LLVMTokenType",
    dialect: "llvm",
    mnemonic: "token",
    summary: "LLVM token type",
    params: &[],
    custom: true,
    defined_at: ::descent::ir::SpecPos {
        file: "spec/dialects/llvm_types.td",
        line: &Nu32,
    },
};
/// `!llvm.metadata` (spec/dialects/llvm_types.td:N): LLVM metadata type
pub static LLVM_METADATA_TYPE_TYPE_DEF: ::descent::ir::TypeDefInfo = ::descent::ir::TypeDefInfo {
    name: "LLVMMetadataType",
    dialect: "llvm",
    mnemonic: "metadata",
    summary: "LLVM metadata type",
    params: &[],
    custom: true,
    defined_at: ::descent::ir::SpecPos {
        file: "spec/dialects/llvm_types.td",
        line: &Nu32,
    },
};
/// `!llvm.label` (spec/dialects/llvm_types.td:N): LLVM label type
pub static LLVM_LABEL_TYPE_TYPE_DEF: ::descent::ir::TypeDefInfo = ::descent::ir::TypeDefInfo {
    name: "LLVMLabelType",
    dialect: "llvm",
    mnemonic: "label",
    summary: "LLVM label type",
    params: &[],
    custom: true,
    defined_at: ::descent::ir::SpecPos {
        file: "spec/dialects/llvm_types.td",
        line: &Nu32,
    },
};
/// `!llvm.x86_amx` (spec/dialects/llvm_types.td:N): LLVM x86_amx type.
pub static LLVMX86AMX_TYPE_TYPE_DEF: ::descent::ir::TypeDefInfo = ::descent::ir::TypeDefInfo {
    name: "LLVMX86AMXType",
    dialect: "llvm",
    mnemonic: "x86_amx",
    summary: "LLVM x86_amx type.",
    params: &[],
    custom: true,
    defined_at: ::descent::ir::SpecPos {
        file: "spec/dialects/llvm_types.td",
        line: &Nu32,
    },
};
/// `!llvm.ppc_fp128` (spec/dialects/llvm_types.td:N): 128 bit FP type with IBM double-double semantics
pub static LLVMPPCFP128_TYPE_TYPE_DEF: ::descent::ir::TypeDefInfo = ::descent::ir::TypeDefInfo {
    name: "LLVMPPCFP128Type",
    dialect: "llvm",
    mnemonic: "ppc_fp128",
    summary: "128 bit FP type with IBM double-double semantics",
    params: &[],
    custom: true,
    defined_at: ::descent::ir::SpecPos {
        file: "spec/dialects/llvm_types.td",
        line: &Nu32,
    },
};
