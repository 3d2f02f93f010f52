// The class library every Descent spec file builds on: dialects, ops, traits, type and
// attribute constraints, enums, type/attribute definitions, patterns and type conversions.
// The code generator interprets records derived from the classes declared here; their
// meaning is documented in spec/README.md.

// ---------------------------------------------------------------------------------------
// Dag operators. These records mark what a dag is for; they carry no fields.
// ---------------------------------------------------------------------------------------

def ins;        // (ins Constraint:$name, ...)       op operands and attributes
def outs;       // (outs Constraint:$name, ...)      op results
def region;     // (region RegionConstraint:$name, ...)
def successor;  // (successor SuccessorConstraint:$name, ...)
def params;     // (params Parameter:$name, ...)     type/attribute parameters

// ---------------------------------------------------------------------------------------
// Dialects
// ---------------------------------------------------------------------------------------

class Dialect {
  // The prefix of every op name, `arith` in `arith.addi`.
  string name = ?;
  string summary = "";
  string description = "";
  // A Rust `fn(&Context)` under the native root, run when the dialect is registered: it
  // registers what the dialect adds to other layers' tables (printing hooks, ...).
  string onRegister = "";
  // Whether ops of this namespace that the dialect does not define are accepted (MLIR's
  // allowUnknownOperations); otherwise the verifier rejects them.
  bit allowUnknownOperations = 0;
  // How `#name.mnemonic` attributes parse. "open": a mnemonic nothing here defines is kept
  // as written. "closed": only those the dialect defines (AttrDefs, dialect enums, hooks,
  // `verbatimAttributes`); any other is MLIR's "unknown attribute" error. "none": the
  // dialect has no attributes, so `#name.x` is MLIR's "provides no attribute parsing
  // hook" error.
  string attributes = "open";
  // Attributes MLIR 22 defines for the dialect that nothing here defines: kept as written.
  list<string> verbatimAttributes = [];
}

// ---------------------------------------------------------------------------------------
// Predicates. A predicate is a dag whose operator names a check the runtime provides
// (lowering/ir/src/pred.rs): `(SignlessInteger)`, `(IntegerOfWidth 32)`,
// `(VectorOf (Float))`. Combinators: `(And p...)`, `(Or p...)`, `(Not p)`.
// `(Native "dialect::fn")` calls a Rust `fn(&Context, Type) -> bool` (or the attribute
// equivalent) found under the generator's native root (`::descent::dialects::native::`). Arguments may be ints, strings, lists of ints or nested predicates.
// ---------------------------------------------------------------------------------------

class PredOp<int minArgs = 0, int maxArgs = -1> {
  int minArity = minArgs;
  int maxArity = maxArgs;
  // The runtime module holding the check (`llvm_types::pred` for the LLVM dialect's
  // types); empty for the IR's predicate library (`ir::pred::ty` / `ir::pred::attr`).
  string library = "";
}

// Type predicates.
def AnyTypePred : PredOp<0, 0>;
def Integer : PredOp<0, 0>;                 // any integer type
def SignlessInteger : PredOp<0, 0>;
def SignedInteger : PredOp<0, 0>;
def UnsignedInteger : PredOp<0, 0>;
def IntegerOfWidth : PredOp<1, 1>;          // (IntegerOfWidth 32): signless iN
def IntegerOfWidths : PredOp<1, 1>;         // (IntegerOfWidths [1, 8])
def IndexPred : PredOp<0, 0>;
def Float : PredOp<0, 0>;                   // any floating-point type
def FloatOfWidth : PredOp<1, 1>;            // (FloatOfWidth 32)
def FloatNamed : PredOp<1, 1>;              // (FloatNamed "bf16")
def NoneTypePred : PredOp<0, 0>;
def VectorOf : PredOp<1, 1>;                // (VectorOf elem-pred): vector with elements
def FixedVectorOf : PredOp<1, 1>;           // not scalable
def VectorOfRank : PredOp<1, 1>;            // (VectorOfRank [1])
def TensorOf : PredOp<1, 1>;                // ranked or unranked tensor of
def RankedTensorOf : PredOp<1, 1>;
def MemRefOf : PredOp<1, 1>;                // ranked or unranked memref of
def RankedMemRefOf : PredOp<1, 1>;
def UnrankedMemRefOf : PredOp<1, 1>;
def StaticShapeMemRef : PredOp<0, 0>;
def MemRefOfRank : PredOp<1, 1>;            // (MemRefOfRank [0, 1])
def ComplexOf : PredOp<1, 1>;
def FunctionTypePred : PredOp<0, 0>;
def ShapedOf : PredOp<1, 1>;                // vector, tensor or memref with elements
def LLVMCompatible : PredOp<0, 0> { let library = "llvm_types::pred"; }          // any type valid in the LLVM dialect
def LLVMPointer : PredOp<0, 0> { let library = "llvm_types::pred"; }
def LLVMPointerInAddrSpace : PredOp<1, 1> { let library = "llvm_types::pred"; }
def LLVMStruct : PredOp<0, 0> { let library = "llvm_types::pred"; }
def LLVMArray : PredOp<0, 0> { let library = "llvm_types::pred"; }
def LLVMVoid : PredOp<0, 0> { let library = "llvm_types::pred"; }
def LLVMToken : PredOp<0, 0> { let library = "llvm_types::pred"; }
def LLVMFunctionTypePred : PredOp<0, 0> { let library = "llvm_types::pred"; }
def LLVMVectorOf : PredOp<1, 1> { let library = "llvm_types::pred"; }            // LLVM-compatible vector (builtin vector)
def LLVMFirstClass : PredOp<0, 0> { let library = "llvm_types::pred"; }          // LLVM first-class value (not void/func/label)

// Attribute predicates.
def AnyAttrPred : PredOp<0, 0>;
def IntegerAttrOf : PredOp<1, 1>;           // (IntegerAttrOf (IntegerOfWidth 64))
def AnyIntegerAttrPred : PredOp<0, 0>;
def FloatAttrOf : PredOp<1, 1>;
def AnyFloatAttrPred : PredOp<0, 0>;
def BoolAttrPred : PredOp<0, 0>;
def StringAttrPred : PredOp<0, 0>;
def UnitAttrPred : PredOp<0, 0>;
def TypeAttrOf : PredOp<1, 1>;              // (TypeAttrOf (FunctionTypePred))
def SymbolRefAttrPred : PredOp<0, 0>;
def FlatSymbolRefAttrPred : PredOp<0, 0>;
def ArrayAttrOf : PredOp<1, 1>;             // elements satisfy an attribute predicate
def DenseI64ArrayAttrPred : PredOp<0, 0>;
def DenseI32ArrayAttrPred : PredOp<0, 0>;
def DenseBoolArrayAttrPred : PredOp<0, 0>;
def DictionaryAttrPred : PredOp<0, 0>;
def TypedAttrPred : PredOp<0, 0>;           // integer, float, elements...
def ElementsAttrPred : PredOp<0, 0>;
def EnumAttrPred : PredOp<1, 1>;            // (EnumAttrPred "Arith_CmpIPredicate")
def StridedLayoutAttrPred : PredOp<0, 0>;
def AffineMapAttrPred : PredOp<0, 0>;
def DialectAttrPred : PredOp<1, 1>;         // (DialectAttrPred "llvm.blockaddress"): an AttrDef's attribute

// Combinators and escape hatch.
def And : PredOp<1>;
def Or : PredOp<1>;
def Not : PredOp<1, 1>;
def Native : PredOp<1, 2>;                   // (Native "dialect::function"[, "classes"]): see README §3.8

// ---------------------------------------------------------------------------------------
// Type constraints: what an operand or result accepts. `summary` is what diagnostics say
// ("operand #0 must be <summary>, but got 'f32'"). `builder` names a type the format
// parser can build when the type is not written (e.g. "i1", "index", "!llvm.ptr").
// ---------------------------------------------------------------------------------------

class TypeConstraint<dag pred, string desc, string build = ""> {
  dag predicate = pred;
  string summary = desc;
  string builder = build;
  // The one MLIR type class every type satisfying the constraint belongs to
  // ("builtin.integer"), if there is one: a declarative parser reading an unqualified
  // `type($x)` for such a value rejects a type of another class right there, with MLIR's
  // "invalid kind of type specified: expected <class>, but found '<type>'".
  string typeClass = "";
}

// A concrete type; `builder` is its MLIR syntax.
class Type<dag pred, string desc, string build = ""> : TypeConstraint<pred, desc, build>;

// Operand and result modifiers.
class Variadic<TypeConstraint c> : TypeConstraint<c.predicate, "variadic of " # c.summary, c.builder> {
  TypeConstraint baseType = c;
}
class Optional<TypeConstraint c> : TypeConstraint<c.predicate, c.summary, c.builder> {
  TypeConstraint baseType = c;
}
// A variadic group made of several variadic sub-groups whose sizes are stored in the
// DenseI32ArrayAttr named `segmentAttr` (cf.switch's caseOperands). It counts as one
// segment in `operandSegmentSizes`.
class VariadicOfVariadic<TypeConstraint c, string segmentAttrName> : Variadic<c> {
  string segmentAttr = segmentAttrName;
}

// ---------------------------------------------------------------------------------------
// Attribute constraints. `kind` selects the typed Rust accessor the generator emits:
//   "int" (i64 from an IntegerAttr), "apint" (the IntegerAttr itself), "float", "bool",
//   "str", "unit", "type", "symbol" (SymbolRefAttr), "flatsymbol", "array", "i64array",
//   "i32array", "boolarray", "dict", "typed", "elements", "enum", "any".
// ---------------------------------------------------------------------------------------

class AttrConstraint<dag pred, string desc, string k = "any"> {
  dag predicate = pred;
  string summary = desc;
  string kind = k;
  // The type the attribute is built with when a format shows it without one ("i64",
  // "i32", "index"); formats then print it without its type.
  string storageType = "";
  // Whether a missing attribute is acceptable; set by OptionalAttr / DefaultValuedAttr.
  bit optional = 0;
  // The default, in MLIR attribute syntax ("0 : i64", "#arith.overflow<none>", "false").
  // Elided from printed attribute dictionaries when equal.
  string defaultValue = "";
  // Whether parsers and builders store `defaultValue` when the attribute is absent.
  bit materializeDefault = 1;
  // In a format, print and parse as a symbol name (`@foo`) while stored as a string.
  bit isSymbolName = 0;
  // For attributes of one AttrDef (`"llvm.blockaddress"`): formats print and parse them
  // without the `#dialect.mnemonic` prefix, as MLIR does for such attributes.
  string dialectAttr = "";
}

class Attr<dag pred, string desc, string k = "any"> : AttrConstraint<pred, desc, k>;

class OptionalAttr<AttrConstraint a> : AttrConstraint<a.predicate, a.summary, a.kind> {
  AttrConstraint baseAttr = a;
  let storageType = a.storageType;
  let isSymbolName = a.isSymbolName;
  let dialectAttr = a.dialectAttr;
  let optional = 1;
}

class DefaultValuedAttr<AttrConstraint a, string default> :
    AttrConstraint<a.predicate, a.summary, a.kind> {
  AttrConstraint baseAttr = a;
  let storageType = a.storageType;
  let isSymbolName = a.isSymbolName;
  let dialectAttr = a.dialectAttr;
  let optional = 1;
  let defaultValue = default;
}

// MLIR's DefaultValuedOptionalAttr: the default is what an absent attribute means and is
// elided when printing, but parsers and builders leave the attribute absent (MLIR's
// generic form then shows no value), unlike DefaultValuedAttr.
class DefaultValuedOptionalAttr<AttrConstraint a, string default> :
    DefaultValuedAttr<a, default> {
  let materializeDefault = 0;
}

// An attribute further restricted by extra predicates (e.g. non-negative integers).
class ConfinedAttr<AttrConstraint a, list<AttrConstraint> extra> :
    AttrConstraint<a.predicate, a.summary, a.kind> {
  AttrConstraint baseAttr = a;
  list<AttrConstraint> constraints = extra;
  let storageType = a.storageType;
  let isSymbolName = a.isSymbolName;
  let dialectAttr = a.dialectAttr;
}

// ---------------------------------------------------------------------------------------
// Enums. `EnumAttr` cases have a keyword (`slt`) and a value. Storage decides how the
// attribute looks in generic form:
//   "int"     an IntegerAttr of `intType` (arith.cmpi's predicate = 2 : i64),
//   "dialect" a dialect attribute `#<dialect>.<mnemonic><case>` (#arith.overflow<nsw>).
// Bit enums (bitEnum = 1) combine cases: `#arith.fastmath<nnan,ninf>`; the case of value 0
// is the empty set's keyword (`none`).
// ---------------------------------------------------------------------------------------

class EnumCase<string sym, int val, string str = sym> {
  string symbol = sym;
  int value = val;
  string keyword = str;
  // A bit enum's group case (MLIR's BitEnumCaseGroup): printed before the single flags,
  // consuming its bits, even when it has one bit (cases of several bits always are).
  bit isGroup = 0;
}
class EnumCaseGroup<string sym, int val, string str = sym> : EnumCase<sym, val, str> {
  let isGroup = 1;
}

class EnumAttr<Dialect d, string enumName, string desc, list<EnumCase> enumCases>
    : AttrConstraint<(EnumAttrPred enumName), desc, "enum"> {
  Dialect dialect = d;
  string name = enumName;
  list<EnumCase> cases = enumCases;
  string storage = "int";
  string intType = "i64";
  string mnemonic = "";
  bit bitEnum = 0;
  // For bit enums: the separator between keywords when printed ("," or "|").
  string separator = ",";
  // How the dialect attribute form prints its payload: "<" keyword ">" normally; some
  // LLVM enums print as `#llvm<icmp slt>` style; set to "spaced" for that form.
  string form = "angle";
}

// ---------------------------------------------------------------------------------------
// Regions and successors.
// ---------------------------------------------------------------------------------------

class RegionConstraint<string desc> {
  string summary = desc;
  // 0: any number of blocks; N: at most N blocks (SizedRegion<N>).
  int maxBlocks = 0;
  bit variadic = 0;
}
def AnyRegion : RegionConstraint<"any region">;
class SizedRegion<int n> : RegionConstraint<"region with " # n # " blocks"> {
  let maxBlocks = n;
}
class VariadicRegion<RegionConstraint r> : RegionConstraint<"variadic of " # r.summary> {
  let maxBlocks = r.maxBlocks;
  let variadic = 1;
}

class SuccessorConstraint<string desc> {
  string summary = desc;
  bit variadic = 0;
}
def AnySuccessor : SuccessorConstraint<"any successor">;
class VariadicSuccessor<SuccessorConstraint s> : SuccessorConstraint<"variadic successor"> {
  let variadic = 1;
}

// ---------------------------------------------------------------------------------------
// Traits. Structural traits the generated verifier enforces, and marker traits other
// parts of Descent read (purity, symbols, terminators, interfaces).
// ---------------------------------------------------------------------------------------

class Trait;

// A trait known to the runtime by name, checked by generated or runtime code.
class NativeTrait<string n> : Trait {
  string traitName = n;
}

def Pure : NativeTrait<"Pure">;
def Commutative : NativeTrait<"Commutative">;
def Idempotent : NativeTrait<"Idempotent">;
def Involution : NativeTrait<"Involution">;
def ConstantLike : NativeTrait<"ConstantLike">;
def Terminator : NativeTrait<"Terminator">;
def ReturnLike : NativeTrait<"ReturnLike">;
def NoTerminator : NativeTrait<"NoTerminator">;
def SingleBlock : NativeTrait<"SingleBlock">;
def IsolatedFromAbove : NativeTrait<"IsolatedFromAbove">;
def SymbolTable : NativeTrait<"SymbolTable">;
def Symbol : NativeTrait<"Symbol">;
def AffineScope : NativeTrait<"AffineScope">;
def AutomaticAllocationScope : NativeTrait<"AutomaticAllocationScope">;
def RecursiveMemoryEffects : NativeTrait<"RecursiveMemoryEffects">;
def NoMemoryEffect : NativeTrait<"NoMemoryEffect">;
def ElementwiseMappable : NativeTrait<"ElementwiseMappable">;
def SameOperandsAndResultType : NativeTrait<"SameOperandsAndResultType">;
def SameTypeOperands : NativeTrait<"SameTypeOperands">;
def SameOperandsAndResultShape : NativeTrait<"SameOperandsAndResultShape">;
def SameOperandsShape : NativeTrait<"SameOperandsShape">;
def SameOperandsAndResultElementType : NativeTrait<"SameOperandsAndResultElementType">;
def SameOperandsElementType : NativeTrait<"SameOperandsElementType">;
def AttrSizedOperandSegments : NativeTrait<"AttrSizedOperandSegments">;
def AttrSizedResultSegments : NativeTrait<"AttrSizedResultSegments">;
def FunctionLike : NativeTrait<"FunctionLike">;
def CallLike : NativeTrait<"CallLike">;
def BranchLike : NativeTrait<"BranchLike">;
def MemoryRead : NativeTrait<"MemoryRead">;
def MemoryWrite : NativeTrait<"MemoryWrite">;
def MemoryAlloc : NativeTrait<"MemoryAlloc">;
def MemoryFree : NativeTrait<"MemoryFree">;
// Regions of the op have no block arguments.
def NoRegionArguments : NativeTrait<"NoRegionArguments">;
// All variadic operand (result) groups have the same size: an alternative to segment
// attributes.
def SameVariadicOperandSize : NativeTrait<"SameVariadicOperandSize">;
def SameVariadicResultSize : NativeTrait<"SameVariadicResultSize">;
// The op's regions are graph regions: no dominance requirement (builtin.module).
def HasOnlyGraphRegion : NativeTrait<"HasOnlyGraphRegion">;
// MLIR's CastOpInterface: a cast whose operand types equal its result types folds to
// its operands (after the op's own folder).
def CastOpInterface : NativeTrait<"CastOpInterface">;

// A check MLIR expresses as a PredOpTrait: runs with the op's invariants (after operand,
// result and attribute constraints, before structural traits), failing with
// "failed to verify that <summary>". `function` is `fn(OpRef) -> bool`.
class PredTrait<string desc, string fnName> : Trait {
  string summary = desc;
  string function = fnName;
}

// The op must sit directly inside one of these ops.
class HasParent<list<string> opNames> : Trait {
  list<string> parents = opNames;
}

// Single-block region whose terminator may be omitted in custom syntax.
class SingleBlockImplicitTerminator<string opName> : Trait {
  string terminator = opName;
}

// The named operands/results all have the same type; the format parser uses it to infer
// types it is not shown.
class AllTypesMatch<list<string> valueNames> : Trait {
  list<string> names = valueNames;
}

// The type of `to` is `transform(type of from)`; `transform` names a Rust function
// `fn(&Context, Type) -> Type`. Used for checks and for inferring types in custom syntax.
class TypesMatchWith<string desc, string fromName, string toName, string transformFn> : Trait {
  string summary = desc;
  string from = fromName;
  string to = toName;
  string transform = transformFn;
}

// The named operands/results have the same element type / shape.
class AllElementTypesMatch<list<string> valueNames> : Trait {
  list<string> names = valueNames;
}
class AllShapesMatch<list<string> valueNames> : Trait {
  list<string> names = valueNames;
}

// A named native verifier, `fn(OpRef) -> Result<(), Diagnostic>` under the native root,
// run after the generated checks.
class NativeCheck<string fnName> : Trait {
  string function = fnName;
}

// ---------------------------------------------------------------------------------------
// Ops.
// ---------------------------------------------------------------------------------------

class Op<Dialect d, string mnemonic, list<Trait> opTraits = []> {
  Dialect dialect = d;
  string opName = mnemonic;
  list<Trait> traits = opTraits;
  string summary = "";
  string description = "";

  dag arguments = (ins);
  dag results = (outs);
  dag regions = (region);
  dag successors = (successor);
  // For branches: the operand group forwarded to each successor, in successor order
  // (`["trueDestOperands", "falseDestOperands"]`); the verifier checks them against the
  // successors' block arguments.
  list<string> successorOperands = [];

  // Declarative custom syntax (see spec/README.md). Empty: the op prints in generic form
  // unless `customParser`/`customPrinter` name Rust functions.
  string assemblyFormat = "";
  // Rust functions `fn(&mut OpParser, &mut OperationState) -> PResult<()>` and
  // `fn(&mut OpPrinter, OpRef)` for syntax no declarative format covers.
  string customParser = "";
  string customPrinter = "";
  // Dialect whose ops may be written without their prefix inside this op's regions
  // (`func` for func.func, so `return` means `func.return`).
  string defaultDialect = "";

  // Set for an op generated elsewhere (an `#[op]` struct of a user crate, seen by that
  // crate's rules): the Rust path of its view type. Nothing is generated for the op here.
  string externalView = "";

  // LLVM IR translation (LLVM dialect ops only). `llvmInstruction` is a template: `$name`
  // splices an operand as `type value` or an attribute's IR spelling; see spec/README.md.
  string llvmInstruction = "";
  // Name of an LLVM intrinsic this op calls (`llvm.memcpy`); overloaded on the listed
  // operand/result types.
  string llvmIntrinsic = "";
  list<string> llvmOverloadedOn = [];
  // A Rust translation function for ops whose IR shape no template describes.
  string llvmNativeTranslation = "";
}

// OpAsmOpInterface result names, mixed into an op def as an extra parent: fixed names, one
// per result group (`%alloc`, `%alloc_0`, ...), or names computed by a Rust function
// (arith.constant: `%c42_i32`, `%cst`, `%true`). Ops with two or more result groups, all
// named, and neither mixin print their ODS result names (`%sum, %overflow`).
class AsmResultNames<list<string> names> {
  list<string> asmResultNames = names;
}
class NativeAsmResultNames<string fnName> {
  string asmResultNamesFn = fnName;
}

// MLIR's fold hook, mixed into an op def as an extra parent: a Rust function (path under
// `dialects::native`) that, given the op and which operands are constants, replaces its
// results by existing values or constants, or updates the op in place. `kind` picks the
// arithmetic of a folder shared by several ops (`"add"`, `"shl"`, `"zext"`, ...). A
// conversion tries it before the op's patterns, as MLIR's legalizer does; the traits
// `Commutative` (constants move right) and `Idempotent` (`op(x, x) = x`) fold on their own.
// The op's memory effects depend on the op (a volatile or atomic load also writes, as
// MLIR's `getEffects` says): `fnName` is `fn(OpRef) -> MemoryEffects` under the native
// root, used instead of the `Memory*` traits.
class Effects<string fnName> {
  string effectsFn = fnName;
}

// `elements`: the generic fold of an elementwise op also applies the folder to each
// element of non-splat vector constants (as MLIR's `constFoldBinaryOp` does); 0 for ops
// whose MLIR folder takes scalar attributes only (arith.cmpf).
class Folder<string fnName, string kind = "", bit elements = 1> {
  string foldFn = fnName;
  string foldKind = kind;
  bit foldElements = elements;
}

// ---------------------------------------------------------------------------------------
// Type and attribute definitions of a dialect (parameters and syntax).
// ---------------------------------------------------------------------------------------

// A type or attribute parameter. `type` says how its value is written: "u32", "u64",
// "i64", "bool" (numbers and flags), the name of an enum (`ModRefInfo`: a keyword), the
// name of another AttrDef of the dialect (`BlockTagAttr`: its `<...>` body, or the full
// attribute or its alias), `ArrayRef<...>` (attributes separated by commas), or anything
// else (an attribute in full syntax). `defaultValue` (MLIR syntax) lets it be left out;
// so does `isOptional`, without a value. `nativeSyntax` names a Rust module under the
// dialects' native root whose `parse` and `print` functions write the value.
class Parameter<string rustType, string desc = "", string default = ""> {
  string type = rustType;
  string summary = desc;
  string defaultValue = default;
  bit isOptional = 0;
  string nativeSyntax = "";
  // The C++ type MLIR's "failed to parse ... parameter" diagnostic names; by default the
  // enum's name, `uint64_t` for u64, `::llvm::ArrayRef<T>` for ArrayRef<T>, else `type`.
  string cppType = "";
  // How a keyword that is no case of the parameter's enum is reported, `{}` standing for
  // the keyword; by default MLIR's "expected one of [...] for <summary>, got: {}".
  string invalidKeyword = "";
}

// A parameter that may be absent (MLIR's OptionalParameter).
class OptionalParameter<string rustType, string desc = ""> : Parameter<rustType, desc> {
  let isOptional = 1;
}

class TypeDef<Dialect d, string defName, string typeMnemonic> {
  Dialect dialect = d;
  string name = defName;
  string mnemonic = typeMnemonic;
  string summary = "";
  dag parameters = (params);
  // Declarative syntax after `!dialect.mnemonic`; empty with `customSyntax` for types
  // whose syntax is parsed by the runtime (struct, function, ...).
  string assemblyFormat = "";
  bit customSyntax = 0;
  // When set, the static describing this definition is generated into that runtime crate
  // module (`llvm_types`: the crate the LLVM types' views and constructors live in, below
  // the dialects) and the dialect's generated module re-exports it.
  string staticsIn = "";
}

// `assemblyFormat` is "`<` struct(params) `>`" or "(`<` struct(params)^ `>`)?" (the body
// is left out when no parameter is present). With `genMnemonicAlias` the printer defines
// an alias named after the mnemonic (`#loop_annotation = #llvm.loop_annotation<...>`).
class AttrDef<Dialect d, string defName, string attrMnemonic> {
  Dialect dialect = d;
  string name = defName;
  string mnemonic = attrMnemonic;
  string summary = "";
  dag parameters = (params);
  string assemblyFormat = "";
  bit customSyntax = 0;
  bit genMnemonicAlias = 0;
  // Attribute interfaces (MLIR's base classes such as DIScopeAttr) this definition
  // implements: a parameter whose type names an interface accepts exactly the attributes
  // of the definitions that list it ("invalid kind of attribute specified" otherwise).
  list<string> implements = [];
  // The name MLIR's diagnostics give the definition (its ODS record name); by default the
  // record's name without a trailing `Def`.
  string odsName = "";
}

// ---------------------------------------------------------------------------------------
// Rewrites and type conversions (used by the conversion passes).
// ---------------------------------------------------------------------------------------

// A rule: `source` matches the root op and binds its `ins` arguments by position
// (`$name`; `(Op:$r ...)` binds nothing yet and is reserved). `results` is a list of
// result dags built in order: an op to build (`(LLVM_AddOp $a, $b)`, nested ops and
// term calls as arguments, `(Op:$name ...)` names a result for later entries, `$name__N`
// its N-th result), a term call, or `(replaceWithValue $v)`. The values of the trailing
// entries replace the root's results, one per result (a `Values` term call as the only
// replacement: all of a variadic group). `preds` are Bool term calls
// (`(Not ...)` negates one); a false one declines the pattern. spec/README.md §3.10
// describes the language.
class Pattern<dag source, list<dag> results, list<dag> preds = [], int patBenefit = 1> {
  dag sourcePattern = source;
  list<dag> resultPatterns = results;
  list<dag> constraints = preds;
  int benefit = patBenefit;
  // When set, elementwise n-D vector operands are unrolled to 1-D ops over LLVM arrays.
  bit unrollVectors = 0;
  // The dialect the rewrite produces; passes pick patterns by it and the root's dialect.
  string target = "llvm";
  // More produced dialects whose passes also apply the rule (MLIR's populate functions
  // that several passes call: arith's ceil/floor division expansions belong to
  // `-arith-expand` as well as to `-convert-arith-to-llvm`).
  list<string> alsoTargets = [];
  // Decline ops with operands or results of a float type LLVM does not have (f8, tf32,
  // ...), which the type converter turns into integers (MLIR's FailOnUnsupportedFP).
  bit declineUnsupportedFloat = 0;
  // 1: `$operands` are the converted values (a conversion pattern's adaptor). 0: the
  // values as written, for an expansion into ops the conversion then converts in turn.
  bit convertedOperands = 1;
  // Whether the ops whose results replace the root's get the root's attributes that the
  // source does not bind (MLIR's one-to-one lowerings keep them). Other ops get them
  // with a `(copySourceAttrs)` argument.
  bit copyAttributes = 1;
}

// A canonicalization pattern (`-canonicalize` applies it with the greedy driver): it
// rewrites ops as written, into ops of any dialect, and copies no attributes unless told.
class Canonicalization<dag source, list<dag> results, list<dag> preds = [], int patBenefit = 1>
    : Pattern<source, results, preds, patBenefit> {
  let target = "canonicalize";
  let convertedOperands = 0;
  let copyAttributes = 0;
}

// A rule with one result dag.
class Pat<dag source, dag result, list<dag> preds = [], int patBenefit = 1>
    : Pattern<source, [result], preds, patBenefit>;

// Operators with a fixed meaning in rule results.
def replaceWithValue;   // (replaceWithValue $v): a result entry that is the value $v
def returnType;         // (returnType T): the built op's result type(s), a Type or $value
def copySourceAttrs;    // (copySourceAttrs): this op gets the root's unbound attributes
def ResultType;         // (ResultType N): the root's N-th result type (converted, or as
                        // written when convertedOperands = 0; the 1-D piece when unrolled)
def Source;             // (Source $x): the operand(s) bound to $x as written, unconverted;
                        // (Source (ResultType N)): the root's N-th result type as written
def ConstantValue;      // In a source pattern, at an operand: (ConstantValue $c) matches a
                        // value a ConstantLike op defines and binds its value (Attr);
                        // (ConstantValue:$v $c) also binds the value
def atEndOf;            // (atEndOf $block): this op (and what its arguments build) goes at
                        // the end of the Block, not before the root
// `Not` (a predicate operator, above) negates a Bool term call in `preds`.

// An extern term: a Rust function rules call, `fn(&mut Rewriter, args...) -> result`.
// `sig` is `(Kind, ...) -> Kind`. Kinds: Value, Values, Type, Attr, `Attr?` (an
// attribute that may be absent; arguments only), Int, Bool, Str, Block, Blocks, Region,
// Regions (the last three arguments only). A result ending in `?`
// is an `Option`: `None` declines the pattern. A path starting with `descent::` is in the
// runtime crate; any other is under the native root. The generated code checks the Rust
// function against `sig`, and a mismatch is a compile error naming the spec line.
class Term<string fnName, string sig> {
  string function = fnName;
  string signature = sig;
}

// An algorithmic rewrite implemented in Rust: `fn(&mut Rewriter, OpId) -> LogicalResult`.
class NativePattern<Op root, string fnName, int patBenefit = 1> {
  Op rootOp = root;
  string function = fnName;
  int benefit = patBenefit;
  string target = "llvm";
}

// A type conversion rule of the LLVM type converter: types of kind `from` convert as
// `to` says. `to` is `(KeepType)` (the type itself), `(StructOfConverted $p, ...)` (a
// literal LLVM struct of the named type parameters, each converted) or
// `(NativeConversion "fn")` (a Rust function `fn(&TypeConverter, Type) -> Option<Type>`
// under the native root). A kind without a rule does not convert.
class TypeKind<string n> {
  string kindName = n;
}
class TypeConversion<TypeKind from, dag to> {
  TypeKind sourceKind = from;
  dag target = to;
}
def KeepType;
def StructOfConverted;
def NativeConversion;

// The kinds the runtime tells apart (`conversion::TypeKind`).
def IntegerTypeKind : TypeKind<"integer">;
def IndexTypeKind : TypeKind<"index">;
def FloatTypeKind : TypeKind<"float">;
def ComplexTypeKind : TypeKind<"complex">;
def VectorTypeKind : TypeKind<"vector">;
def FunctionTypeKind : TypeKind<"function">;
def MemRefTypeKind : TypeKind<"memref">;
def UnrankedMemRefTypeKind : TypeKind<"unranked_memref">;
def LLVMArrayTypeKind : TypeKind<"llvm_array">;
def LLVMStructTypeKind : TypeKind<"llvm_struct">;
def LLVMFunctionTypeKind : TypeKind<"llvm_function">;
// Every other type of the LLVM dialect (ptr, void, token, ...).
def LLVMOtherTypeKind : TypeKind<"llvm_other">;
