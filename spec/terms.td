// The extern terms every rule may call: typed questions about types and values, and the
// constants and types rules build. The functions are in the runtime's
// `conversion::terms` (lowering/conversion/src/terms.rs); the build checks each one
// against the signature written here.

include "base.td"

// Types.
def TypeOf : Term<"descent::conversion::terms::type_of", "(Value) -> Type">;
def StructOf : Term<"descent::conversion::terms::struct_of", "(Type, Type) -> Type">;
// The type of field N of a struct (or the element of an array); fails on other types.
def FieldType : Term<"descent::conversion::terms::field_type", "(Type, Int) -> Type?">;
// Integers (or vectors of them) of twice the element width; fails on other types.
def DoubleWidth : Term<"descent::conversion::terms::double_width", "(Type) -> Type?">;
// The integer type `index` converts to.
def IndexType : Term<"descent::conversion::terms::index_type", "() -> Type">;
// The signless integer type of a width; fails on widths MLIR does not have.
def IntegerType : Term<"descent::conversion::terms::integer_type", "(Int) -> Type?">;
// `!llvm.ptr` in an address space; fails on a negative one.
def PointerType : Term<"descent::conversion::terms::llvm_pointer_type", "(Int) -> Type?">;

// Attributes.
// The integer (splat for vectors) of the given type.
def IntAttrOf : Term<"descent::conversion::terms::int_attr_of", "(Type, Int) -> Attr">;
// The float (splat for vectors) of the given type; fails on other types.
def FloatValueOf : Term<"descent::conversion::terms::float_attr_of", "(Type, Int) -> Attr?">;
// The integer as an attribute of type `index`.
def IndexValue : Term<"descent::conversion::terms::index_attr", "(Int) -> Attr">;
// The value of an integer or bool attribute (0 when absent) as an i32 attribute.
def AsI32 : Term<"descent::conversion::terms::as_i32", "(Attr?) -> Attr">;
// The value of an integer attribute; fails on other attributes.
def IntValueOf : Term<"descent::conversion::terms::int_value_of", "(Attr) -> Int?">;
// A type as an attribute (`elem_type` and the like).
def AsTypeAttr : Term<"descent::conversion::terms::type_attr_of", "(Type) -> Attr">;
// `true` or `false`.
def BoolAttrOf : Term<"descent::conversion::terms::bool_attr_of", "(Bool) -> Attr">;
// An array attribute of one string.
def StringArrayOf : Term<"descent::conversion::terms::string_array_of", "(Str) -> Attr">;
// The integer width of a type's elements; fails when they are not integers.
def IntWidthOf : Term<"descent::conversion::terms::int_width_of", "(Type) -> Int?">;

// Constraints.
// An attribute that is present.
def Present : Term<"descent::conversion::terms::present", "(Attr?) -> Bool">;
// A bool attribute that is present and true.
def IsTrue : Term<"descent::conversion::terms::is_true", "(Attr?) -> Bool">;
def SameType : Term<"descent::conversion::terms::same_type", "(Type, Type) -> Bool">;
def IsLLVMArray : Term<"descent::conversion::terms::is_llvm_array", "(Type) -> Bool">;
def IsLLVMStruct : Term<"descent::conversion::terms::is_llvm_struct", "(Type) -> Bool">;
// Integer elements of the first type are narrower than / as wide as the second's.
def NarrowerInt : Term<"descent::conversion::terms::narrower_int", "(Type, Type) -> Bool">;
def SameIntWidth : Term<"descent::conversion::terms::same_int_width", "(Type, Type) -> Bool">;

// Values.
// The value followed by the values (an indirect call's callee and arguments).
def Prepend : Term<"descent::conversion::terms::prepend", "(Value, Values) -> Values">;
// The type written in MLIR syntax; fails when the text is not a type.
def ParsedType : Term<"descent::conversion::terms::parsed_type", "(Str) -> Type?">;

// Blocks and module symbols.
// Moves the root and the ops after it to a new block (given); the rule then builds at the
// end of the root's old block.
def SplitBlock : Term<"descent::conversion::terms::split_block", "() -> Block?">;
// A new empty block at the end of the region; fill it with `(atEndOf $block)`.
def AppendBlock : Term<"descent::conversion::terms::append_block", "() -> Block?">;
// Whether the module can have the runtime function of this name and LLVM function type
// (reports MLIR's error when not): a constraint, tested before blocks are split.
def FunctionFits : Term<"descent::conversion::terms::function_fits", "(Str, Type) -> Bool">;
// @name, declared in the module with this LLVM function type when it is not there.
def RuntimeFunction : Term<"descent::conversion::terms::runtime_function", "(Str, Type) -> Attr?">;
// A pointer to a new private constant global (named after the Str) holding the string
// attribute's text NUL-terminated.
def StringAddress : Term<"descent::conversion::terms::string_address", "(Str, Attr) -> Value?">;
// Converts a successor block's argument types (an entry block keeps its own); false when
// one has no conversion.
def ConvertSignature : Term<"descent::conversion::terms::convert_signature", "(Block) -> Bool">;
def ConvertSignatures : Term<"descent::conversion::terms::convert_signatures", "(Blocks) -> Bool">;
