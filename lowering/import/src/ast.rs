//! The module model the parser builds: LLVM IR as written, names unresolved (the importer
//! resolves `%x`, `@f`, `%struct.S` and `!7` against the module's tables).

pub use crate::lexer::Pos;

/// An LLVM type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Type {
    /// `void`.
    Void,
    /// `iN`.
    Int(u32),
    /// A floating-point type by its LLVM name (`half`, `bfloat`, `float`, `double`,
    /// `x86_fp80`, `fp128`, `ppc_fp128`).
    Float(&'static str),
    /// `x86_amx`.
    X86Amx,
    /// `label`.
    Label,
    /// `token`.
    Token,
    /// `metadata`.
    Metadata,
    /// `ptr addrspace(N)`.
    Ptr(u32),
    /// `<N x T>` or `<vscale x N x T>`.
    Vector {
        /// `vscale x`.
        scalable: bool,
        /// Element count.
        len: u64,
        /// Element type.
        elem: Box<Type>,
    },
    /// `[N x T]`.
    Array(u64, Box<Type>),
    /// `{ ... }` or `<{ ... }>`.
    Struct {
        /// `<{ }>`.
        packed: bool,
        /// Field types.
        fields: Vec<Type>,
    },
    /// `%name`: a named (identified) struct type.
    Named(String),
    /// `ret (params...)`.
    Func {
        /// Result type.
        ret: Box<Type>,
        /// Parameter types.
        params: Vec<Type>,
        /// `...`.
        vararg: bool,
    },
    /// `target("name", types..., ints...)`.
    TargetExt {
        /// The name.
        name: String,
        /// Type parameters.
        types: Vec<Type>,
        /// Integer parameters.
        ints: Vec<u64>,
    },
}

/// A typed operand.
#[derive(Clone, Debug, PartialEq)]
pub struct TV {
    /// Its type.
    pub ty: Type,
    /// Its value.
    pub v: Val,
    /// Where the value is written.
    pub pos: Pos,
}

/// An operand's value (its type is in [`TV`]).
#[derive(Clone, Debug, PartialEq)]
pub enum Val {
    /// `%x`: an instruction, argument or block.
    Local(String),
    /// A constant (globals included).
    Const(Const),
    /// `metadata ...` operands of intrinsics.
    Metadata(Md),
    /// `asm sideeffect "..." , "..."`.
    InlineAsm {
        /// `sideeffect`, `alignstack`, `inteldialect`, `unwind`.
        flags: Vec<String>,
        /// The assembly.
        asm: Vec<u8>,
        /// The constraints.
        constraints: Vec<u8>,
    },
}

/// A constant.
#[derive(Clone, Debug, PartialEq)]
pub enum Const {
    /// An integer (also `true`/`false`), two's complement in 128 bits.
    Int(i128),
    /// A wide integer literal (more than 128 bits) as its decimal text.
    BigInt(String),
    /// A decimal float literal as written.
    Float(String),
    /// A hex float: the letter after `0x` and the digits.
    HexFloat(char, String),
    /// `null`.
    Null,
    /// `none`.
    None,
    /// `undef`.
    Undef,
    /// `poison`.
    Poison,
    /// `zeroinitializer`.
    Zero,
    /// `[...]`.
    Array(Vec<TV>),
    /// `<...>`.
    Vector(Vec<TV>),
    /// `{...}` or `<{...}>`.
    Struct(Vec<TV>),
    /// `c"..."`.
    CStr(Vec<u8>),
    /// `splat (T v)`.
    Splat(Box<TV>),
    /// `@name`.
    Global(String),
    /// A constant expression.
    Expr(Box<ConstExpr>),
    /// `blockaddress(@f, %bb)`.
    BlockAddress(String, String),
    /// `dso_local_equivalent @f`.
    DsoLocalEquivalent(String),
    /// `no_cfi @f`.
    NoCfi(String),
}

/// A constant expression.
#[derive(Clone, Debug, PartialEq)]
pub struct ConstExpr {
    /// The opcode (`getelementptr`, `bitcast`, `add`, ...).
    pub op: String,
    /// Flags written after the opcode (`inbounds`, `nuw`, `nsw`, ...).
    pub flags: Vec<String>,
    /// For `getelementptr`: the source element type; for casts: the result type.
    pub ty: Option<Type>,
    /// The operands.
    pub operands: Vec<TV>,
}

/// One attribute of a parameter, a result or a function.
#[derive(Clone, Debug, PartialEq)]
pub enum Attr {
    /// A keyword (`noundef`, `nounwind`).
    Flag(String),
    /// `align N`, `dereferenceable(N)`, `alignstack(N)`...: a keyword and an integer.
    Int(String, u64),
    /// `byval(T)`, `sret(T)`, `elementtype(T)`...: a keyword and a type.
    Type(String, Type),
    /// `"key"` or `"key"="value"`.
    Str(String, Option<String>),
    /// Any other `keyword(...)`: the tokens inside the parentheses, as written.
    Paren(String, Vec<String>),
    /// `#N`: an attribute group.
    Group(u32),
}

/// An instruction's typed argument (calls) with its attributes.
#[derive(Clone, Debug, PartialEq)]
pub struct Arg {
    /// The operand.
    pub tv: TV,
    /// Parameter attributes.
    pub attrs: Vec<Attr>,
}

/// A metadata operand or node.
#[derive(Clone, Debug, PartialEq)]
pub enum Md {
    /// `null` in a tuple.
    Null,
    /// `!12` or `!name`.
    Ref(String),
    /// `!"..."`.
    Str(Vec<u8>),
    /// A typed value (`i32 4`, `ptr @f`).
    Value(Box<TV>),
    /// `!{...}`, `distinct !{...}`.
    Tuple {
        /// `distinct`.
        distinct: bool,
        /// The operands.
        elems: Vec<Md>,
    },
    /// `!DIxxx(...)` and other specialized nodes: their name and fields.
    Special {
        /// `DILocation`, ...
        name: String,
        /// `distinct`.
        distinct: bool,
        /// Field names (empty for the operands of `!DIExpression(...)`) and values.
        fields: Vec<(String, Field)>,
    },
    /// `!DIArgList(...)`.
    ArgList(Vec<Md>),
}

/// The value of a specialized node's field.
#[derive(Clone, Debug, PartialEq)]
pub enum Field {
    /// A metadata operand: `!12`, `null`, `!{...}`, `!DIExpression(...)`.
    Md(Md),
    /// `"..."`.
    Str(Vec<u8>),
    /// Anything else as written, tokens separated by a space: `12`, `DW_TAG_member`,
    /// `DIFlagPrototyped | DIFlagPublic`, `true`.
    Text(String),
}

/// A call's operand bundle: `"tag"(T v, ...)`.
#[derive(Clone, Debug, PartialEq)]
pub struct Bundle {
    /// Its tag.
    pub tag: String,
    /// Its operands.
    pub args: Vec<TV>,
}

/// What a call, invoke or callbr has in common.
#[derive(Clone, Debug, PartialEq)]
pub struct CallInfo {
    /// `tail`, `musttail`, `notail`, or empty.
    pub tail: String,
    /// Fast-math flags.
    pub fmf: Vec<String>,
    /// The calling convention keyword (`fastcc`, `cc 10` as `cc10`), empty for `ccc`.
    pub cconv: String,
    /// Result attributes.
    pub ret_attrs: Vec<Attr>,
    /// The written type: the result type, or the whole function type.
    pub ty: Type,
    /// The callee.
    pub callee: TV,
    /// The arguments.
    pub args: Vec<Arg>,
    /// Function attributes.
    pub fn_attrs: Vec<Attr>,
    /// Operand bundles.
    pub bundles: Vec<Bundle>,
}

/// An atomic ordering with its sync scope.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Atomic {
    /// `syncscope("...")`, if given.
    pub scope: Option<String>,
    /// The ordering (`monotonic`, `acquire`...).
    pub ordering: String,
}

/// An instruction.
#[derive(Clone, Debug, PartialEq)]
pub enum InstKind {
    /// `add`, `fadd`, `and`, ...: `flags` are `nuw`, `nsw`, `exact`, `disjoint` and the
    /// fast-math flags.
    Binary { op: String, flags: Vec<String>, lhs: TV, rhs: TV },
    /// `fneg`.
    FNeg { flags: Vec<String>, v: TV },
    /// `trunc`, `zext`, `bitcast`, ...
    Cast { op: String, flags: Vec<String>, v: TV, to: Type },
    /// `icmp`/`fcmp`.
    Cmp { op: String, flags: Vec<String>, pred: String, lhs: TV, rhs: TV },
    /// `alloca`.
    Alloca { ty: Type, count: Option<TV>, align: Option<u64>, addrspace: u32, inalloca: bool },
    /// `load`.
    Load { volatile: bool, atomic: Option<Atomic>, ty: Type, ptr: TV, align: Option<u64> },
    /// `store`.
    Store { volatile: bool, atomic: Option<Atomic>, val: TV, ptr: TV, align: Option<u64> },
    /// `getelementptr`.
    Gep { flags: Vec<String>, ty: Type, base: TV, indices: Vec<TV> },
    /// `select`.
    Select { flags: Vec<String>, c: TV, t: TV, f: TV },
    /// `phi`.
    Phi { flags: Vec<String>, ty: Type, incoming: Vec<(Val, Pos, String)> },
    /// `call`.
    Call(Box<CallInfo>),
    /// `invoke ... to label %a unwind label %b`.
    Invoke(Box<CallInfo>, String, String),
    /// `ret`.
    Ret(Option<TV>),
    /// `br label %x`.
    Br(String),
    /// `br i1 %c, label %t, label %f`.
    CondBr(TV, String, String),
    /// `switch`.
    Switch(TV, String, Vec<(TV, String)>),
    /// `indirectbr`.
    IndirectBr(TV, Vec<String>),
    /// `unreachable`.
    Unreachable,
    /// `resume`.
    Resume(TV),
    /// `extractvalue`.
    ExtractValue(TV, Vec<u64>),
    /// `insertvalue`.
    InsertValue(TV, TV, Vec<u64>),
    /// `extractelement`.
    ExtractElement(TV, TV),
    /// `insertelement`.
    InsertElement(TV, TV, TV),
    /// `shufflevector`.
    ShuffleVector(TV, TV, TV),
    /// `fence`.
    Fence(Atomic),
    /// `atomicrmw`.
    AtomicRmw { volatile: bool, op: String, ptr: TV, val: TV, atomic: Atomic, align: Option<u64> },
    /// `cmpxchg`.
    CmpXchg {
        weak: bool,
        volatile: bool,
        ptr: TV,
        cmp: TV,
        new: TV,
        success: Atomic,
        failure: String,
        align: Option<u64>,
    },
    /// `landingpad`.
    LandingPad { ty: Type, cleanup: bool, clauses: Vec<(bool, TV)> },
    /// `va_arg`.
    VaArg(TV, Type),
    /// `freeze`.
    Freeze(TV),
    /// Anything else (`callbr`, `catchswitch`, ...): the opcode, for a diagnostic.
    Other(String),
}

/// An instruction with its result name and metadata attachments.
#[derive(Clone, Debug, PartialEq)]
pub struct Inst {
    /// `%x = `, if any.
    pub result: Option<String>,
    /// What it is.
    pub kind: InstKind,
    /// `!name !N` attachments.
    pub md: Vec<(String, Md)>,
    /// The opcode's position.
    pub pos: Pos,
    /// The labels it names (`label %bb`), with their positions.
    pub labels: Vec<(String, Pos)>,
    /// Where the instruction starts (its result name, if any).
    pub start: Pos,
}

/// A basic block. Its debug records (`#dbg_value(...)`) are kept as calls of the debug
/// intrinsics they stand for (`llvm.dbg.value`), in place.
#[derive(Clone, Debug, PartialEq)]
pub struct Block {
    /// Its label (numbered labels as digits).
    pub name: String,
    /// Where it starts.
    pub pos: Pos,
    /// Its instructions.
    pub insts: Vec<Inst>,
}

/// A function parameter.
#[derive(Clone, Debug, PartialEq)]
pub struct Param {
    /// Its type.
    pub ty: Type,
    /// Its attributes.
    pub attrs: Vec<Attr>,
    /// Its name, if written.
    pub name: Option<String>,
}

/// What globals, functions, aliases and ifuncs share in their header.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Linkage {
    /// `private`, `internal`, ... (empty: external).
    pub linkage: String,
    /// `hidden`, `protected` (empty: default).
    pub visibility: String,
    /// `dllimport`, `dllexport`.
    pub dll: String,
    /// `dso_local`.
    pub dso_local: bool,
    /// `thread_local` or `thread_local(model)`.
    pub thread_local: Option<String>,
    /// `unnamed_addr`/`local_unnamed_addr`.
    pub unnamed_addr: String,
}

/// A function (declaration when `blocks` is `None`).
#[derive(Clone, Debug, PartialEq)]
pub struct Function {
    /// `@name`.
    pub name: String,
    /// Where `@name` is.
    pub pos: Pos,
    /// Linkage and friends.
    pub link: Linkage,
    /// Calling convention keyword (empty: `ccc`).
    pub cconv: String,
    /// Result attributes.
    pub ret_attrs: Vec<Attr>,
    /// Result type.
    pub ret: Type,
    /// Parameters.
    pub params: Vec<Param>,
    /// `...`.
    pub vararg: bool,
    /// `addrspace(N)`.
    pub addrspace: u32,
    /// Function attributes (groups included).
    pub attrs: Vec<Attr>,
    /// `section "..."`.
    pub section: Option<String>,
    /// `partition "..."`.
    pub partition: Option<String>,
    /// `comdat` / `comdat($c)`.
    pub comdat: Option<String>,
    /// `align N`.
    pub align: Option<u64>,
    /// `gc "..."`.
    pub gc: Option<String>,
    /// `prefix`.
    pub prefix: Option<TV>,
    /// `prologue`.
    pub prologue: Option<TV>,
    /// `personality`.
    pub personality: Option<TV>,
    /// Metadata attachments (`!dbg !3`).
    pub md: Vec<(String, Md)>,
    /// The body.
    pub blocks: Option<Vec<Block>>,
}

/// A global variable.
#[derive(Clone, Debug, PartialEq)]
pub struct Global {
    /// `@name`.
    pub name: String,
    /// Where `@name` is.
    pub pos: Pos,
    /// Linkage and friends.
    pub link: Linkage,
    /// `addrspace(N)`.
    pub addrspace: u32,
    /// `externally_initialized`.
    pub externally_initialized: bool,
    /// `constant` (else `global`).
    pub constant: bool,
    /// The value type.
    pub ty: Type,
    /// The initializer.
    pub init: Option<TV>,
    /// `section "..."`.
    pub section: Option<String>,
    /// `partition "..."`.
    pub partition: Option<String>,
    /// `comdat` / `comdat($c)`.
    pub comdat: Option<String>,
    /// `align N`.
    pub align: Option<u64>,
    /// `code_model "..."`.
    pub code_model: Option<String>,
    /// Attributes (`#0`, `"key"="value"`).
    pub attrs: Vec<Attr>,
    /// Metadata attachments.
    pub md: Vec<(String, Md)>,
}

/// `@a = alias T, ptr @x` or `@a = ifunc T, ptr @resolver`.
#[derive(Clone, Debug, PartialEq)]
pub struct Alias {
    /// `@name`.
    pub name: String,
    /// Where `@name` is.
    pub pos: Pos,
    /// Linkage and friends.
    pub link: Linkage,
    /// The value type (the function type for an ifunc).
    pub ty: Type,
    /// The aliasee or resolver.
    pub target: TV,
    /// An ifunc.
    pub ifunc: bool,
    /// `addrspace(N)` of an alias's pointer (from its target's type).
    pub addrspace: u32,
}

/// A whole module.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Module {
    /// `source_filename = "..."`.
    pub source_filename: Option<String>,
    /// `target datalayout = "..."`.
    pub datalayout: Option<String>,
    /// `target triple = "..."`.
    pub triple: Option<String>,
    /// `module asm "..."` lines.
    pub module_asm: Vec<String>,
    /// Named struct types in order (`None`: opaque).
    pub types: Vec<(String, Option<Type>)>,
    /// `$c = comdat any`.
    pub comdats: Vec<(String, String)>,
    /// Globals.
    pub globals: Vec<Global>,
    /// Functions.
    pub functions: Vec<Function>,
    /// Aliases and ifuncs.
    pub aliases: Vec<Alias>,
    /// `attributes #N = { ... }`.
    pub attr_groups: Vec<(u32, Vec<Attr>)>,
    /// `!name = !{...}`.
    pub named_md: Vec<(String, Vec<Md>)>,
    /// `!N = ...`.
    pub md: Vec<(String, Md)>,
    /// Order of definitions (`'g'`, `'f'`, `'a'` with an index), as written.
    pub order: Vec<(char, usize)>,
}
