// Enums of the LLVM dialect (MLIR 22), with their storage as mlir-opt-22 prints them.
// Included from spec/dialects/llvm.td after LLVM_Dialect is defined; see the conventions
// block at the top of llvm.td.
//
// Storage, checked with `mlir-opt-22 --mlir-print-op-generic`:
//   int, i64     ICmpPredicate, FCmpPredicate, AtomicOrdering, AtomicBinOp, Visibility,
//                UnnamedAddr, Comdat, AsmDialect, ModRefInfo    (`predicate = 2 : i64`)
//   int, i32     IntegerOverflowFlags, GEPNoWrapFlags (bit enums) (`overflowFlags = 3 : i32`)
//   dialect      Linkage `#llvm.linkage<internal>`, CConv `#llvm.cconv<fastcc>`,
//                TailCallKind `#llvm.tailcallkind<tail>`, FramePointerKind
//                `#llvm.framePointerKind<all>`, UWTableKind `#llvm.uwtableKind<async>`,
//                FastmathFlags (bit enum) `#llvm.fastmath<nnan, ninf>`
//
// Printing inside a declarative assembly format (MLIR's rules):
//   - an int-storage enum prints its bare keyword (`seq_cst`, `hidden`, `nusw|nuw`);
//   - an int-storage enum that has a `mnemonic` prints `mnemonic<keywords>`
//     (`overflow<nsw, nuw>`), as MLIR's NamedEnumPropWithAttrForm does; in generic form it is
//     an IntegerAttr, and the generic parser also accepts the dialect attribute form
//     `#llvm.overflow<nsw>` for it;
//   - a dialect-storage enum prints stripped of the dialect prefix (`tail_call_kind = <tail>`);
//   - an optional group anchored on a default-valued enum is absent when the value equals the
//     default.
// Bit enums print (MLIR's printBitEnumPrimaryGroups): the group cases (several bits) fully
// contained in the value first, then the remaining single-bit cases, in case-list order,
// joined by `separator`; the empty set prints the keyword of the value-0 case (`none`).
// NEEDS-BASE: base.td's EnumAttr comment does not yet state the last two rules (mnemonic on an
// int-storage enum, group-first printing); they are what MLIR does for these enums.

// ---------------------------------------------------------------------------------------
// LLVM-specific enum classes.
// ---------------------------------------------------------------------------------------

// A case with its LLVM IR spelling, used by translation templates (`$predicate` in
// `icmp $predicate $lhs, %rhs`). "" when LLVM IR prints nothing for the case.
// NEEDS-BASE: EnumCase has no field for a spelling in another language (LLVM IR).
class LLVM_EnumCase<string sym, int val, string str, string ir = str>
    : EnumCase<sym, val, str> {
  string llvmKeyword = ir;
}

// An I64EnumAttr of the LLVM dialect: stored as `N : i64`.
class LLVM_IntEnumAttr<string enumName, string desc, list<EnumCase> enumCases>
    : EnumAttr<LLVM_Dialect, enumName, desc, enumCases> {
  let storage = "int";
  let intType = "i64";
}

// An enum stored as the dialect attribute `#llvm.<mnemonic><keyword>` (`#llvm.linkage<weak>`).
class LLVM_DialectEnumAttr<string enumName, string desc, string attrMnemonic,
                           list<EnumCase> enumCases>
    : EnumAttr<LLVM_Dialect, enumName, desc, enumCases> {
  let storage = "dialect";
  let mnemonic = attrMnemonic;
}

// A bit enum. `llvmFlagOrder` lists case symbols in the order LLVM IR prints the flags; a
// translation template renders the value by walking that list and emitting " <llvmKeyword>"
// for each case whose bits are all still set, then clearing them.
// NEEDS-BASE: `llvmFlagOrder` is not a base.td field.
class LLVM_BitEnumAttr<string enumName, string desc, list<EnumCase> enumCases,
                       list<string> irOrder>
    : EnumAttr<LLVM_Dialect, enumName, desc, enumCases> {
  let bitEnum = 1;
  list<string> llvmFlagOrder = irOrder;
}

// ---------------------------------------------------------------------------------------
// Comparison predicates (int storage, i64).
// ---------------------------------------------------------------------------------------

def LLVM_ICmpPredicateAttr : LLVM_IntEnumAttr<"ICmpPredicate",
    "llvm.icmp comparison predicate", [
  LLVM_EnumCase<"Eq", 0, "eq">,
  LLVM_EnumCase<"Ne", 1, "ne">,
  LLVM_EnumCase<"Slt", 2, "slt">,
  LLVM_EnumCase<"Sle", 3, "sle">,
  LLVM_EnumCase<"Sgt", 4, "sgt">,
  LLVM_EnumCase<"Sge", 5, "sge">,
  LLVM_EnumCase<"Ult", 6, "ult">,
  LLVM_EnumCase<"Ule", 7, "ule">,
  LLVM_EnumCase<"Ugt", 8, "ugt">,
  LLVM_EnumCase<"Uge", 9, "uge">
]>;

def LLVM_FCmpPredicateAttr : LLVM_IntEnumAttr<"FCmpPredicate",
    "llvm.fcmp comparison predicate", [
  LLVM_EnumCase<"False", 0, "_false", "false">,
  LLVM_EnumCase<"Oeq", 1, "oeq">,
  LLVM_EnumCase<"Ogt", 2, "ogt">,
  LLVM_EnumCase<"Oge", 3, "oge">,
  LLVM_EnumCase<"Olt", 4, "olt">,
  LLVM_EnumCase<"Ole", 5, "ole">,
  LLVM_EnumCase<"One", 6, "one">,
  LLVM_EnumCase<"Ord", 7, "ord">,
  LLVM_EnumCase<"Ueq", 8, "ueq">,
  LLVM_EnumCase<"Ugt", 9, "ugt">,
  LLVM_EnumCase<"Uge", 10, "uge">,
  LLVM_EnumCase<"Ult", 11, "ult">,
  LLVM_EnumCase<"Ule", 12, "ule">,
  LLVM_EnumCase<"Une", 13, "une">,
  LLVM_EnumCase<"Uno", 14, "uno">,
  LLVM_EnumCase<"True", 15, "_true", "true">
]>;

// ---------------------------------------------------------------------------------------
// Atomics (int storage, i64). Note the gaps in AtomicOrdering's values (no 3).
// ---------------------------------------------------------------------------------------

def LLVM_AtomicOrderingAttr : LLVM_IntEnumAttr<"AtomicOrdering",
    "Atomic ordering for LLVM's memory model", [
  LLVM_EnumCase<"NotAtomic", 0, "not_atomic">,
  LLVM_EnumCase<"Unordered", 1, "unordered">,
  LLVM_EnumCase<"Monotonic", 2, "monotonic">,
  LLVM_EnumCase<"Acquire", 4, "acquire">,
  LLVM_EnumCase<"Release", 5, "release">,
  LLVM_EnumCase<"AcqRel", 6, "acq_rel">,
  LLVM_EnumCase<"SeqCst", 7, "seq_cst">
]>;

def LLVM_AtomicBinOpAttr : LLVM_IntEnumAttr<"AtomicBinOp",
    "llvm.atomicrmw binary operations", [
  LLVM_EnumCase<"Xchg", 0, "xchg">,
  LLVM_EnumCase<"Add", 1, "add">,
  LLVM_EnumCase<"Sub", 2, "sub">,
  LLVM_EnumCase<"And", 3, "_and", "and">,
  LLVM_EnumCase<"Nand", 4, "nand">,
  LLVM_EnumCase<"Or", 5, "_or", "or">,
  LLVM_EnumCase<"Xor", 6, "_xor", "xor">,
  LLVM_EnumCase<"Max", 7, "max">,
  LLVM_EnumCase<"Min", 8, "min">,
  LLVM_EnumCase<"UMax", 9, "umax">,
  LLVM_EnumCase<"UMin", 10, "umin">,
  LLVM_EnumCase<"FAdd", 11, "fadd">,
  LLVM_EnumCase<"FSub", 12, "fsub">,
  LLVM_EnumCase<"FMax", 13, "fmax">,
  LLVM_EnumCase<"FMin", 14, "fmin">,
  LLVM_EnumCase<"UIncWrap", 15, "uinc_wrap">,
  LLVM_EnumCase<"UDecWrap", 16, "udec_wrap">,
  LLVM_EnumCase<"USubCond", 17, "usub_cond">,
  LLVM_EnumCase<"USubSat", 18, "usub_sat">,
  LLVM_EnumCase<"FMaximum", 19, "fmaximum">,
  LLVM_EnumCase<"FMinimum", 20, "fminimum">
]>;

// ---------------------------------------------------------------------------------------
// Flags (bit enums).
// ---------------------------------------------------------------------------------------

// `#llvm.fastmath<nnan, ninf>`; `fast` is the group of all seven bits. LLVM IR prints
// `fast`, or the flags in the order reassoc nnan ninf nsz arcp contract afn.
def LLVM_FastmathFlagsAttr : LLVM_BitEnumAttr<"FastmathFlags", "LLVM fastmath flags", [
  LLVM_EnumCase<"None", 0, "none", "">,
  LLVM_EnumCase<"Nnan", 1, "nnan">,
  LLVM_EnumCase<"Ninf", 2, "ninf">,
  LLVM_EnumCase<"Nsz", 4, "nsz">,
  LLVM_EnumCase<"Arcp", 8, "arcp">,
  LLVM_EnumCase<"Contract", 16, "contract">,
  LLVM_EnumCase<"Afn", 32, "afn">,
  LLVM_EnumCase<"Reassoc", 64, "reassoc">,
  LLVM_EnumCase<"Fast", 127, "fast">
], ["Fast", "Reassoc", "Nnan", "Ninf", "Nsz", "Arcp", "Contract", "Afn"]> {
  let storage = "dialect";
  let mnemonic = "fastmath";
  let separator = ", ";
}

// A property: generic form `overflowFlags = 3 : i32`, custom form `overflow<nsw, nuw>`
// (MLIR's LLVM_IntegerOverflowFlagsProp). LLVM IR prints nuw before nsw.
def LLVM_IntegerOverflowFlagsAttr : LLVM_BitEnumAttr<"IntegerOverflowFlags",
    "LLVM integer overflow flags", [
  LLVM_EnumCase<"None", 0, "none", "">,
  LLVM_EnumCase<"Nsw", 1, "nsw">,
  LLVM_EnumCase<"Nuw", 2, "nuw">
], ["Nuw", "Nsw"]> {
  let storage = "int";
  let intType = "i32";
  let mnemonic = "overflow";
  let separator = ", ";
}

// A property: generic form `noWrapFlags = 3 : i32`, custom form bare keywords joined by `|`
// (`inbounds|nuw`). `inbounds` is the group inbounds_flag|nusw; `inbounds_flag` alone is
// rejected by the GEP verifier ("'inbounds_flag' cannot be used directly.").
def LLVM_GEPNoWrapFlagsAttr : LLVM_BitEnumAttr<"GEPNoWrapFlags",
    "::mlir::LLVM::GEPNoWrapFlags", [
  LLVM_EnumCase<"None", 0, "none", "">,
  LLVM_EnumCase<"InboundsFlag", 1, "inbounds_flag", "inbounds">,
  LLVM_EnumCase<"Nusw", 2, "nusw">,
  LLVM_EnumCase<"Nuw", 4, "nuw">,
  LLVM_EnumCase<"Inbounds", 3, "inbounds">
], ["Inbounds", "Nusw", "Nuw"]> {
  let storage = "int";
  let intType = "i32";
  let separator = "|";
}

// ---------------------------------------------------------------------------------------
// Global value properties.
// ---------------------------------------------------------------------------------------

// `#llvm.linkage<internal>`. LLVM IR omits `external` on definitions (the translation of
// globals and functions decides where it is printed).
def LLVM_LinkageAttr : LLVM_DialectEnumAttr<"Linkage", "LLVM Linkage specification",
    "linkage", [
  LLVM_EnumCase<"External", 0, "external", "">,
  LLVM_EnumCase<"AvailableExternally", 1, "available_externally">,
  LLVM_EnumCase<"Linkonce", 2, "linkonce">,
  LLVM_EnumCase<"LinkonceODR", 3, "linkonce_odr">,
  LLVM_EnumCase<"Weak", 4, "weak">,
  LLVM_EnumCase<"WeakODR", 5, "weak_odr">,
  LLVM_EnumCase<"Appending", 6, "appending">,
  LLVM_EnumCase<"Internal", 7, "internal">,
  LLVM_EnumCase<"Private", 8, "private">,
  LLVM_EnumCase<"ExternWeak", 9, "extern_weak">,
  LLVM_EnumCase<"Common", 10, "common">
]>;

// `visibility_ = 1 : i64`; custom forms print `hidden` / `protected`, nothing for default.
def LLVM_VisibilityAttr : LLVM_IntEnumAttr<"Visibility", "LLVM GlobalValue Visibility", [
  LLVM_EnumCase<"Default", 0, "", "">,
  LLVM_EnumCase<"Hidden", 1, "hidden">,
  LLVM_EnumCase<"Protected", 2, "protected">
]>;

def LLVM_UnnamedAddrAttr : LLVM_IntEnumAttr<"UnnamedAddr", "LLVM GlobalValue UnnamedAddr", [
  LLVM_EnumCase<"None", 0, "", "">,
  LLVM_EnumCase<"Local", 1, "local_unnamed_addr">,
  LLVM_EnumCase<"Global", 2, "unnamed_addr">
]>;

// Selection kind of `llvm.comdat_selector` (`$any = comdat any` in LLVM IR).
def LLVM_ComdatAttr : LLVM_IntEnumAttr<"Comdat", "LLVM Comdat Types", [
  LLVM_EnumCase<"Any", 0, "any">,
  LLVM_EnumCase<"ExactMatch", 1, "exactmatch">,
  LLVM_EnumCase<"Largest", 2, "largest">,
  LLVM_EnumCase<"NoDeduplicate", 3, "nodeduplicate">,
  LLVM_EnumCase<"SameSize", 4, "samesize">
]>;

// ---------------------------------------------------------------------------------------
// Calls and functions.
// ---------------------------------------------------------------------------------------

// `#llvm.cconv<fastcc>`. Case order and the set of cases are MLIR 22's (it has no
// avr_signalcc / amdgpu_pscc). The LLVM IR spellings are what LLVM 22's writer prints
// (`ccc` prints nothing; `cc_11` prints `cc11`; AVR_INTR prints "avr_intrcc " with a space,
// giving two spaces before the return type).
def LLVM_CConvAttr : LLVM_DialectEnumAttr<"CConv", "LLVM Calling Convention specification",
    "cconv", [
  LLVM_EnumCase<"C", 0, "ccc", "">,
  LLVM_EnumCase<"Fast", 8, "fastcc">,
  LLVM_EnumCase<"Cold", 9, "coldcc">,
  LLVM_EnumCase<"GHC", 10, "cc_10", "ghccc">,
  LLVM_EnumCase<"HiPE", 11, "cc_11", "cc11">,
  LLVM_EnumCase<"AnyReg", 13, "anyregcc">,
  LLVM_EnumCase<"PreserveMost", 14, "preserve_mostcc">,
  LLVM_EnumCase<"PreserveAll", 15, "preserve_allcc">,
  LLVM_EnumCase<"Swift", 16, "swiftcc">,
  LLVM_EnumCase<"CXX_FAST_TLS", 17, "cxx_fast_tlscc">,
  LLVM_EnumCase<"Tail", 18, "tailcc">,
  LLVM_EnumCase<"CFGuard_Check", 19, "cfguard_checkcc">,
  LLVM_EnumCase<"SwiftTail", 20, "swifttailcc">,
  LLVM_EnumCase<"X86_StdCall", 64, "x86_stdcallcc">,
  LLVM_EnumCase<"X86_FastCall", 65, "x86_fastcallcc">,
  LLVM_EnumCase<"ARM_APCS", 66, "arm_apcscc">,
  LLVM_EnumCase<"ARM_AAPCS", 67, "arm_aapcscc">,
  LLVM_EnumCase<"ARM_AAPCS_VFP", 68, "arm_aapcs_vfpcc">,
  LLVM_EnumCase<"MSP430_INTR", 69, "msp430_intrcc">,
  LLVM_EnumCase<"X86_ThisCall", 70, "x86_thiscallcc">,
  LLVM_EnumCase<"PTX_Kernel", 71, "ptx_kernelcc", "ptx_kernel">,
  LLVM_EnumCase<"PTX_Device", 72, "ptx_devicecc", "ptx_device">,
  LLVM_EnumCase<"SPIR_FUNC", 75, "spir_funccc", "spir_func">,
  LLVM_EnumCase<"SPIR_KERNEL", 76, "spir_kernelcc", "spir_kernel">,
  LLVM_EnumCase<"Intel_OCL_BI", 77, "intel_ocl_bicc">,
  LLVM_EnumCase<"X86_64_SysV", 78, "x86_64_sysvcc">,
  LLVM_EnumCase<"Win64", 79, "win64cc">,
  LLVM_EnumCase<"X86_VectorCall", 80, "x86_vectorcallcc">,
  LLVM_EnumCase<"DUMMY_HHVM", 81, "hhvmcc">,
  LLVM_EnumCase<"DUMMY_HHVM_C", 82, "hhvm_ccc">,
  LLVM_EnumCase<"X86_INTR", 83, "x86_intrcc">,
  LLVM_EnumCase<"AVR_INTR", 84, "avr_intrcc", "avr_intrcc ">,
  LLVM_EnumCase<"AVR_BUILTIN", 86, "avr_builtincc", "cc86">,
  LLVM_EnumCase<"AMDGPU_VS", 87, "amdgpu_vscc", "amdgpu_vs">,
  LLVM_EnumCase<"AMDGPU_GS", 88, "amdgpu_gscc", "amdgpu_gs">,
  LLVM_EnumCase<"AMDGPU_CS", 90, "amdgpu_cscc", "amdgpu_cs">,
  LLVM_EnumCase<"AMDGPU_KERNEL", 91, "amdgpu_kernelcc", "amdgpu_kernel">,
  LLVM_EnumCase<"X86_RegCall", 92, "x86_regcallcc">,
  LLVM_EnumCase<"AMDGPU_HS", 93, "amdgpu_hscc", "amdgpu_hs">,
  LLVM_EnumCase<"MSP430_BUILTIN", 94, "msp430_builtincc", "cc94">,
  LLVM_EnumCase<"AMDGPU_LS", 95, "amdgpu_lscc", "amdgpu_ls">,
  LLVM_EnumCase<"AMDGPU_ES", 96, "amdgpu_escc", "amdgpu_es">,
  LLVM_EnumCase<"AArch64_VectorCall", 97, "aarch64_vectorcallcc", "aarch64_vector_pcs">,
  LLVM_EnumCase<"AArch64_SVE_VectorCall", 98, "aarch64_sve_vectorcallcc",
                "aarch64_sve_vector_pcs">,
  LLVM_EnumCase<"WASM_EmscriptenInvoke", 99, "wasm_emscripten_invokecc", "cc99">,
  LLVM_EnumCase<"AMDGPU_Gfx", 100, "amdgpu_gfxcc", "amdgpu_gfx">,
  LLVM_EnumCase<"M68k_INTR", 101, "m68k_intrcc", "cc101">
]>;

// `#llvm.tailcallkind<tail>`. MLIR's summary really is the calling-convention one.
def LLVM_TailCallKindAttr : LLVM_DialectEnumAttr<"TailCallKind",
    "LLVM Calling Convention specification", "tailcallkind", [
  LLVM_EnumCase<"None", 0, "none", "">,
  LLVM_EnumCase<"NoTail", 3, "notail">,
  LLVM_EnumCase<"MustTail", 2, "musttail">,
  LLVM_EnumCase<"Tail", 1, "tail">
]>;

// `#llvm.framePointerKind<all>`; LLVM IR function attribute "frame-pointer"="<keyword>".
def LLVM_FramePointerKindAttr : LLVM_DialectEnumAttr<"FramePointerKind",
    "LLVM FramePointerKind", "framePointerKind", [
  LLVM_EnumCase<"None", 0, "none">,
  LLVM_EnumCase<"NonLeaf", 1, "non-leaf">,
  LLVM_EnumCase<"All", 2, "all">,
  LLVM_EnumCase<"Reserved", 3, "reserved">,
  LLVM_EnumCase<"NonLeafNoReserve", 4, "non-leaf-no-reserve">
]>;

// `#llvm.uwtableKind<async>`; LLVM IR function attribute `uwtable` (async, the default
// kind) or `uwtable(sync)`.
def LLVM_UWTableKindAttr : LLVM_DialectEnumAttr<"UWTableKind", "LLVM Unwind Behavior",
    "uwtableKind", [
  LLVM_EnumCase<"None", 0, "none">,
  LLVM_EnumCase<"Sync", 1, "sync">,
  LLVM_EnumCase<"Async", 2, "async">
]>;

// Parameter of `#llvm.memory_effects<...>`: none / read / write / readwrite.
def LLVM_ModRefInfoAttr : LLVM_IntEnumAttr<"ModRefInfo", "LLVM ModRefInfo", [
  LLVM_EnumCase<"NoModRef", 0, "none">,
  LLVM_EnumCase<"Ref", 1, "read">,
  LLVM_EnumCase<"Mod", 2, "write">,
  LLVM_EnumCase<"ModRef", 3, "readwrite">
]>;

// `asm_dialect = 1 : i64`; custom form `asm_dialect = intel`. LLVM IR: `inteldialect`.
def LLVM_AsmDialectAttr : LLVM_IntEnumAttr<"AsmDialect",
    "ATT (0) or Intel (1) asm dialect", [
  LLVM_EnumCase<"AD_ATT", 0, "att", "">,
  LLVM_EnumCase<"AD_Intel", 1, "intel", "inteldialect">
]>;

// ---------------------------------------------------------------------------------------
// Constrained floating point (int storage, i64; printed as bare keywords by the ops; the
// llvmKeyword is the metadata string LLVM's constrained intrinsics take).
// ---------------------------------------------------------------------------------------

def LLVM_RoundingModeAttr : LLVM_IntEnumAttr<"RoundingMode", "LLVM Rounding Mode", [
  LLVM_EnumCase<"TowardZero", 0, "towardzero", "round.towardzero">,
  LLVM_EnumCase<"NearestTiesToEven", 1, "tonearest", "round.tonearest">,
  LLVM_EnumCase<"TowardPositive", 2, "upward", "round.upward">,
  LLVM_EnumCase<"TowardNegative", 3, "downward", "round.downward">,
  LLVM_EnumCase<"NearestTiesToAway", 4, "tonearestaway", "round.tonearestaway">,
  LLVM_EnumCase<"Dynamic", 7, "dynamic", "round.dynamic">
]>;

def LLVM_FPExceptionBehaviorAttr : LLVM_IntEnumAttr<"FPExceptionBehavior",
    "LLVM Exception Behavior", [
  LLVM_EnumCase<"Ignore", 0, "ignore", "fpexcept.ignore">,
  LLVM_EnumCase<"MayTrap", 1, "maytrap", "fpexcept.maytrap">,
  LLVM_EnumCase<"Strict", 2, "strict", "fpexcept.strict">
]>;
