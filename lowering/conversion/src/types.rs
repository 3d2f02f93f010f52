//! The LLVM type converter: which LLVM dialect type stands for a builtin type, as MLIR's
//! `LLVMTypeConverter` decides it, and how function signatures are converted (argument
//! expansion, result packing).

use smallvec::SmallVec;

use crate::ir::{AttrData, Attribute, Context, FloatKind, Type, TypeData};
use crate::llvm_types::{self, LlvmStruct, LlvmType};

/// Options shared by the passes that convert to the LLVM dialect.
#[derive(Clone, Debug, Default)]
pub struct LlvmOptions {
    /// Width of `index` once lowered; 0: from the module's data layout (`dlti.dl_spec`),
    /// 64 without one.
    pub index_bitwidth: u32,
    /// `use-bare-ptr-memref-call-conv`: statically shaped memrefs cross calls as one pointer.
    pub bare_ptr_memrefs: bool,
    /// `use-aligned-alloc`: memref.alloc calls `aligned_alloc` instead of `malloc`.
    pub use_aligned_alloc: bool,
    /// `use-generic-functions`: allocation goes through `_mlir_memref_to_llvm_alloc` and
    /// friends.
    pub use_generic_functions: bool,
    /// `complex-range`: how complex division is expanded (the complex conversions).
    pub complex_range: ComplexRange,
    /// `-convert-vector-to-llvm`'s `reassociate-fp-reductions`: float reductions get the
    /// `reassoc` flag.
    pub reassociate_fp_reductions: bool,
    /// `-arith-expand`'s `include-bf16`: f32 <-> bf16 casts are expanded into integer ops.
    pub arith_expand_bf16: bool,
    /// `-arith-expand`'s `include-f8e8m0`: casts to and from f8E8M0FNU are expanded into
    /// integer ops.
    pub arith_expand_f8e8m0: bool,
    /// `-convert-vector-to-scf`'s options, read by the rules of its greedy steps.
    pub vector_to_scf: VectorToScfOptions,
    /// `-convert-vector-to-llvm`'s `force-32bit-vector-indices=0`: materialized masks
    /// compare 64-bit positions (the option defaults to 32-bit ones).
    pub vector_indices_64bit: bool,
    /// `-convert-vector-to-llvm`'s `use-vector-alignment`: vector loads and stores without
    /// an alignment of their own are aligned as their vector type, not the memref's
    /// element type.
    pub use_vector_alignment: bool,
    /// `-convert-vector-to-llvm`'s `vector-transpose-lowering`.
    pub vector_transpose_lowering: TransposeLowering,
    /// `-convert-vector-to-llvm`'s `vector-contract-lowering`.
    pub vector_contract_lowering: ContractLowering,
    /// `allow-pattern-rollback=0`: MLIR's one-shot conversion builds a new materialization
    /// for every operand it remaps instead of reusing the one made for the same value
    /// and type, so a value used twice gets two casts.
    pub no_rollback: bool,
}

/// The options of `-convert-vector-to-scf` (MLIR's `VectorTransferToSCFOptions`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct VectorToScfOptions {
    /// `full-unroll`: transfers are unrolled into vector.insert/extract, not looped over a
    /// buffer.
    pub full_unroll: bool,
    /// `target-rank`: transfers are unpacked down to this rank (1-D ones of other maps
    /// or strides become scalar loops only when it is 1).
    pub target_rank: u32,
    /// `lower-tensors`: transfers of tensors are lowered too.
    pub lower_tensors: bool,
    /// `lower-scalable`: the scalable-vector lowerings that introduce loops.
    pub lower_scalable: bool,
}

impl Default for VectorToScfOptions {
    fn default() -> Self {
        VectorToScfOptions { full_unroll: false, target_rank: 1, lower_tensors: false, lower_scalable: false }
    }
}

/// How `-convert-vector-to-llvm` lowers vector.transpose (MLIR's
/// `VectorTransposeLowering`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum TransposeLowering {
    /// Element by element (`eltwise`, the default).
    #[default]
    EltWise,
    /// A 2-D transpose as `llvm.intr.matrix.transpose` of the flattened vector (`llvmintr`).
    Flat,
    /// A 2-D transpose as one shuffle of the flattened vector (`shuffle1d`).
    Shuffle1D,
    /// As `shuffle1d`, with a dedicated sequence for 16x16 (`shuffle16x16`).
    Shuffle16x16,
}

impl TransposeLowering {
    /// The lowering an option value names.
    pub fn from_keyword(s: &str) -> Option<TransposeLowering> {
        Some(match s {
            "eltwise" => TransposeLowering::EltWise,
            "llvmintr" => TransposeLowering::Flat,
            "shuffle1d" => TransposeLowering::Shuffle1D,
            "shuffle16x16" => TransposeLowering::Shuffle16x16,
            _ => return None,
        })
    }
}

/// How `-convert-vector-to-llvm` lowers vector.contract (MLIR's
/// `VectorContractLowering`); each ends in the generic unrolling where its form does not
/// apply.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum ContractLowering {
    /// Row-by-column products and reductions (`dot`, the default).
    #[default]
    Dot,
    /// Matrix-matrix contractions as `llvm.intr.matrix.multiply` (`llvmintr`).
    LlvmIntr,
    /// One vector.outerproduct per reduction step (`outerproduct`).
    OuterProduct,
    /// Unit reduction dims as elementwise ops (`parallelarith`).
    ParallelArith,
}

impl ContractLowering {
    /// The lowering an option value names.
    pub fn from_keyword(s: &str) -> Option<ContractLowering> {
        Some(match s {
            "dot" => ContractLowering::Dot,
            "llvmintr" => ContractLowering::LlvmIntr,
            "outerproduct" => ContractLowering::OuterProduct,
            "parallelarith" => ContractLowering::ParallelArith,
            _ => return None,
        })
    }
}

/// The `complex-range` option of MLIR's complex conversions (`ComplexRangeFlags`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum ComplexRange {
    /// Smith's algorithm with MLIR's special cases for zeros, infinities and NaNs.
    Improved,
    /// The algebraic formula (the default of `-convert-complex-to-llvm`).
    #[default]
    Basic,
    /// As `basic`.
    None,
}

impl ComplexRange {
    /// The option value naming this range.
    pub fn keyword(self) -> &'static str {
        match self {
            ComplexRange::Improved => "improved",
            ComplexRange::Basic => "basic",
            ComplexRange::None => "none",
        }
    }

    /// The range an option value names.
    pub fn from_keyword(s: &str) -> Option<ComplexRange> {
        [ComplexRange::Improved, ComplexRange::Basic, ComplexRange::None].into_iter().find(|r| r.keyword() == s)
    }
}

/// Converts builtin types to LLVM dialect types. Cheap to share between threads.
pub struct TypeConverter<'c> {
    /// The context types are interned in.
    pub ctx: &'c Context,
    /// The pass options, with `index_bitwidth` resolved (never 0 once constructed).
    pub opts: LlvmOptions,
    index: Type,
    /// The spec's rule for each `TypeKind`.
    rules: [Option<ConvertFn>; TypeKind::COUNT],
    /// Ranked memref types whose memory space has no address space, in the order they
    /// were first met: MLIR reports each once (its converter caches the failure).
    bad_memory_spaces: std::sync::Mutex<Vec<Type>>,
    /// Every type converts to itself: the converter of a pass that produces another
    /// dialect than LLVM (`-arith-expand`, `-convert-scf-to-cf`) and changes no type.
    identity: bool,
}

/// A conversion rule: the LLVM type for a type of its kind.
pub type ConvertFn = fn(&TypeConverter<'_>, Type) -> Option<Type>;

/// The kinds of types a `TypeConversion` record can name (spec `TypeKind`s).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum TypeKind {
    /// `iN`, `siN`, `uiN`.
    Integer,
    /// `index`.
    Index,
    /// The builtin float types.
    Float,
    /// `complex<T>`.
    Complex,
    /// `vector<...xT>`, scalable dimensions included.
    Vector,
    /// Builtin function types.
    Function,
    /// Ranked `memref<...xT>`.
    Memref,
    /// `memref<*xT>`.
    UnrankedMemref,
    /// `!llvm.array<N x T>`.
    LlvmArray,
    /// `!llvm.struct<...>`, literal or identified.
    LlvmStruct,
    /// `!llvm.func<...>`.
    LlvmFunction,
    /// Any other LLVM dialect type (`!llvm.ptr`, `!llvm.void`, ...).
    LlvmOther,
}

impl TypeKind {
    /// The number of kinds: the size of a table indexed by `kind as usize`.
    pub const COUNT: usize = 12;
}

/// One `TypeConversion` record, as generated.
#[derive(Debug)]
pub struct TypeConversionRule {
    /// The kind of type the rule converts.
    pub kind: TypeKind,
    /// `spec/conversion/llvm_type_conversion.td:12`.
    pub defined_at: crate::ir::SpecPos,
    /// The rule itself.
    pub apply: ConvertFn,
}

/// The kind of `ty`, if a conversion rule could apply to it.
pub fn kind_of(ctx: &Context, ty: Type) -> Option<TypeKind> {
    Some(match ctx.type_data(ty) {
        TypeData::Integer { .. } => TypeKind::Integer,
        TypeData::Index => TypeKind::Index,
        TypeData::Float(_) => TypeKind::Float,
        TypeData::Complex(_) => TypeKind::Complex,
        TypeData::Vector { .. } => TypeKind::Vector,
        TypeData::Function { .. } => TypeKind::Function,
        TypeData::MemRef { .. } => TypeKind::Memref,
        TypeData::UnrankedMemRef { .. } => TypeKind::UnrankedMemref,
        _ => match llvm_types::view(ctx, ty) {
            Some(LlvmType::Array { .. }) => TypeKind::LlvmArray,
            Some(LlvmType::Struct(_)) => TypeKind::LlvmStruct,
            Some(LlvmType::Func { .. }) => TypeKind::LlvmFunction,
            _ if llvm_types::is_llvm_type(ctx, ty) => TypeKind::LlvmOther,
            _ => return None,
        },
    })
}

/// The `KeepType` rule.
pub fn keep(_: &TypeConverter<'_>, ty: Type) -> Option<Type> {
    Some(ty)
}

/// A type parameter `StructOfConverted` names (`elementType`).
pub fn type_param(ctx: &Context, ty: Type, name: &str) -> Option<Type> {
    match (name, ctx.type_data(ty)) {
        ("elementType", TypeData::Complex(e)) => Some(*e),
        ("elementType", TypeData::Vector { elem, .. })
        | ("elementType", TypeData::MemRef { elem, .. })
        | ("elementType", TypeData::UnrankedMemRef { elem, .. }) => Some(*elem),
        _ => None,
    }
}

/// How a function signature converts: the new argument list and, for each original
/// argument, the slice of new arguments standing for it.
pub struct SignatureConversion {
    /// The converted argument types, memref arguments expanded.
    pub inputs: SmallVec<[Type; 8]>,
    /// For each original argument, the half-open range `(start, end)` of `inputs` that
    /// stands for it.
    pub arg_ranges: SmallVec<[(usize, usize); 8]>,
    /// The LLVM result type: `void`, the single converted result, or a packing struct.
    pub result: Type,
}

/// Makes a generated table of type conversion rules (a spec module's `TYPE_CONVERSIONS`)
/// apply to the conversions run with `ctx`; a rule registered later for a type kind
/// replaces an earlier one.
pub fn register_type_conversions(ctx: &Context, table: &'static [TypeConversionRule]) {
    crate::registered::register_table(ctx, table);
}

impl<'c> TypeConverter<'c> {
    /// A converter for a module whose data layout is `layout` (`dlti.dl_spec`, if any).
    pub fn new(ctx: &'c Context, mut opts: LlvmOptions, layout: Option<Attribute>) -> Self {
        if opts.index_bitwidth == 0 {
            opts.index_bitwidth = layout.and_then(|l| layout_index_bitwidth(ctx, l)).unwrap_or(64);
        }
        let index = ctx.integer_type(opts.index_bitwidth);
        let mut rules: [Option<ConvertFn>; TypeKind::COUNT] = [None; TypeKind::COUNT];
        for table in crate::registered::registered_tables::<TypeConversionRule>(ctx) {
            for r in table.iter() {
                rules[r.kind as usize] = Some(r.apply);
            }
        }
        TypeConverter { ctx, opts, index, rules, bad_memory_spaces: Default::default(), identity: false }
    }

    /// A converter under which every type converts to itself (for passes that do not
    /// produce the LLVM dialect).
    pub fn identity(ctx: &'c Context, opts: LlvmOptions) -> Self {
        TypeConverter { identity: true, ..Self::new(ctx, opts, None) }
    }

    /// Whether this converter changes no type (`identity`).
    pub fn is_identity(&self) -> bool {
        self.identity
    }

    /// The integer type `index` lowers to.
    pub fn index_type(&self) -> Type {
        self.index
    }

    /// The LLVM type for `ty`, or `None` when it has no LLVM counterpart (tensors,
    /// tuples, `none`, types of unknown dialects). Which rule applies to each kind of type
    /// is said by the `TypeConversion` records of `spec/conversion/llvm_type_conversion.td`.
    pub fn convert(&self, ty: Type) -> Option<Type> {
        if self.identity {
            return Some(ty);
        }
        let kind = kind_of(self.ctx, ty)?;
        (self.rules[kind as usize]?)(self, ty)
    }

    /// `integer` rule: signless integers of the same width.
    pub fn convert_integer(&self, ty: Type) -> Option<Type> {
        self.ctx.int_width(ty).map(|w| self.ctx.integer_type(w))
    }

    /// `float` rule: formats LLVM does not know travel as integers of their width.
    pub fn convert_float(&self, ty: Type) -> Option<Type> {
        match self.ctx.type_data(ty) {
            // The small formats LLVM lacks travel as integers of their width; tf32 has no
            // conversion at all (MLIR leaves ops on it alone).
            TypeData::Float(k) if llvm_has_float(*k) => Some(ty),
            TypeData::Float(FloatKind::TF32) => None,
            TypeData::Float(k) => Some(self.ctx.integer_type(k.width())),
            _ => None,
        }
    }

    /// `vector` rule: 1-D vectors stay, n-D vectors become nested arrays of 1-D ones.
    pub fn convert_vector_type(&self, ty: Type) -> Option<Type> {
        match self.ctx.type_data(ty) {
            TypeData::Vector { shape, scalable, elem } => self.convert_vector(shape, scalable, *elem),
            _ => None,
        }
    }

    /// `memref` rule: the descriptor struct.
    pub fn convert_memref(&self, ty: Type) -> Option<Type> {
        match self.ctx.type_data(ty) {
            TypeData::MemRef { shape, memory_space, elem, .. } => {
                // MLIR converts the element type first and gives up on the memref when
                // that fails (an element type of another dialect, say).
                self.convert(*elem)?;
                let ptr = llvm_types::ptr(self.ctx, self.ranked_address_space(ty, *memory_space)?);
                Some(self.memref_descriptor(ptr, shape.len()))
            }
            _ => None,
        }
    }

    /// `unranked_memref` rule: `(rank, pointer to a ranked descriptor)`.
    pub fn convert_unranked_memref(&self, ty: Type) -> Option<Type> {
        match self.ctx.type_data(ty) {
            TypeData::UnrankedMemRef { memory_space, elem, .. } => {
                self.convert(*elem)?;
                self.address_space(*memory_space)?;
                Some(llvm_types::literal_struct(self.ctx, &[self.index, llvm_types::ptr(self.ctx, 0)], false))
            }
            _ => None,
        }
    }

    /// `llvm_array`, `llvm_struct`, `llvm_function` rules: LLVM containers keep their
    /// shape with converted members (identified structs are renamed `_Converted.<name>`
    /// when a member changes).
    pub fn convert_llvm_container(&self, ty: Type) -> Option<Type> {
        let ctx = self.ctx;
        match llvm_types::view(ctx, ty)? {
            LlvmType::Array { len, elem } => {
                let e = self.convert(elem)?;
                Some(if e == elem { ty } else { llvm_types::array(ctx, e, len) })
            }
            LlvmType::Struct(s) => self.convert_struct(ty, s),
            LlvmType::Func { ret, params, var_arg } => {
                let r = self.convert(ret)?;
                let ps: Option<Vec<Type>> = params.iter().map(|&p| self.convert(p)).collect();
                let ps = ps?;
                if r == ret && ps.iter().zip(params.iter()).all(|(a, b)| a == b) {
                    return Some(ty);
                }
                Some(llvm_types::func(ctx, r, &ps, var_arg))
            }
            _ => None,
        }
    }

    fn convert_vector(&self, shape: &[i64], scalable: &[bool], elem: Type) -> Option<Type> {
        let ctx = self.ctx;
        let e = self.convert(elem)?;
        if !matches!(ctx.type_data(e), TypeData::Integer { .. } | TypeData::Float(_)) && !llvm_types::is_ptr(ctx, e) {
            return None;
        }
        let n = shape.len();
        if n == 0 {
            // A 0-d vector is a vector of one element to LLVM.
            return Some(ctx.intern_type(TypeData::Vector { shape: Box::new([1]), scalable: Box::new([]), elem: e }));
        }
        // Only the innermost dimension may be scalable once unrolled.
        if scalable.iter().take(n - 1).any(|&s| s) {
            return None;
        }
        let inner_scalable: Box<[bool]> =
            if scalable.last().copied().unwrap_or(false) { Box::new([true]) } else { Box::new([]) };
        let mut t =
            ctx.intern_type(TypeData::Vector { shape: Box::new([shape[n - 1]]), scalable: inner_scalable, elem: e });
        for &d in shape[..n - 1].iter().rev() {
            t = llvm_types::array(ctx, t, d as u64);
        }
        Some(t)
    }

    fn convert_struct(&self, ty: Type, s: LlvmStruct<'_>) -> Option<Type> {
        let Some(body) = s.body else { return Some(ty) };
        let fields: Option<Vec<Type>> = body.iter().map(|&f| self.convert(f)).collect();
        let fields = fields?;
        if fields.iter().zip(body.iter()).all(|(a, b)| a == b) {
            return Some(ty);
        }
        let name = s.name.map(|n| format!("_Converted.{n}"));
        Some(llvm_types::struct_type(
            self.ctx,
            LlvmStruct { name: name.as_deref(), packed: s.packed, body: Some(&fields) },
        ))
    }

    /// The address space a memref memory space maps to (see `integer_address_space`).
    fn address_space(&self, space: Option<Attribute>) -> Option<u32> {
        integer_address_space(self.ctx, space)
    }

    /// `address_space` for the ranked memref type `ty`, remembering it when its memory
    /// space does not convert (see `memory_space_errors`).
    fn ranked_address_space(&self, ty: Type, space: Option<Attribute>) -> Option<u32> {
        let converted = self.address_space(space);
        if converted.is_none() {
            let mut bad = self.bad_memory_spaces.lock().unwrap_or_else(|e| e.into_inner());
            if !bad.contains(&ty) {
                bad.push(ty);
            }
        }
        converted
    }

    /// The errors MLIR emits (at an unknown location, without failing the pass) for ranked
    /// memref types whose memory space is not an integer; drains them.
    pub fn memory_space_errors(&self) -> Vec<crate::diag::Diagnostic> {
        let mut bad = self.bad_memory_spaces.lock().unwrap_or_else(|e| e.into_inner());
        let unknown = self.ctx.common().unknown_loc;
        bad.drain(..)
            .filter_map(|ty| match self.ctx.type_data(ty) {
                TypeData::MemRef { memory_space: Some(space), .. } => Some(crate::diag::Diagnostic::error(
                    unknown,
                    format!(
                        "conversion of memref memory space {} to integer address space failed. \
                         Consider adding memory space conversions.",
                        crate::print::attrs::attr_to_string(self.ctx, *space)
                    ),
                )),
                _ => None,
            })
            .collect()
    }

    /// `!llvm.struct<(ptr, ptr, iN, array<R x iN>, array<R x iN>)>` (no arrays at rank 0).
    pub fn memref_descriptor(&self, ptr: Type, rank: usize) -> Type {
        let i = self.index;
        if rank == 0 {
            return llvm_types::literal_struct(self.ctx, &[ptr, ptr, i], false);
        }
        let arr = llvm_types::array(self.ctx, i, rank as u64);
        llvm_types::literal_struct(self.ctx, &[ptr, ptr, i, arr, arr], false)
    }

    /// The types an argument of type `ty` expands to in a converted signature: the fields
    /// of a memref descriptor under the default convention, one pointer for a static memref
    /// under the bare-pointer one, else the converted type.
    /// `bare` selects the bare-pointer convention (the pass option, or a function's
    /// `llvm.bareptr` attribute).
    pub fn convert_argument(&self, ty: Type, out: &mut SmallVec<[Type; 8]>, bare: bool) -> Option<()> {
        let ctx = self.ctx;
        match ctx.type_data(ty) {
            TypeData::MemRef { shape, memory_space, elem, .. } => {
                // MLIR converts the element type first and gives up on the memref when
                // that fails (an element type of another dialect, say).
                self.convert(*elem)?;
                let ptr = llvm_types::ptr(ctx, self.ranked_address_space(ty, *memory_space)?);
                if bare {
                    if !bare_ptr_compatible(ctx, ty) {
                        return None;
                    }
                    out.push(ptr);
                    return Some(());
                }
                out.extend([ptr, ptr, self.index]);
                for _ in 0..shape.len() * 2 {
                    out.push(self.index);
                }
                Some(())
            }
            TypeData::UnrankedMemRef { memory_space, .. } => {
                // Unlike a result, an unranked argument's element type is not converted
                // (MLIR's unranked descriptor fields do not depend on it).
                self.address_space(*memory_space)?;
                if bare {
                    return None;
                }
                out.extend([self.index, llvm_types::ptr(ctx, 0)]);
                Some(())
            }
            _ => {
                out.push(self.convert(ty)?);
                Some(())
            }
        }
    }

    /// Results of a call or function: `void`, the one converted result, or a struct
    /// packing several.
    pub fn pack_results(&self, results: &[Type]) -> Option<Type> {
        self.pack_results_with(results, self.opts.bare_ptr_memrefs)
    }

    /// `pack_results` under the bare-pointer convention when `bare`.
    pub fn pack_results_with(&self, results: &[Type], bare: bool) -> Option<Type> {
        match results {
            [] => Some(llvm_types::void(self.ctx)),
            [one] => self.convert_result(*one, bare),
            many => {
                let fields: Option<Vec<Type>> = many.iter().map(|&t| self.convert_result(t, bare)).collect();
                Some(llvm_types::literal_struct(self.ctx, &fields?, false))
            }
        }
    }

    /// A result type: memrefs stay whole descriptors (bare pointers under that convention).
    fn convert_result(&self, ty: Type, bare: bool) -> Option<Type> {
        if bare {
            match self.ctx.type_data(ty) {
                TypeData::MemRef { memory_space, elem, .. } if bare_ptr_compatible(self.ctx, ty) => {
                    self.convert(*elem)?;
                    return Some(llvm_types::ptr(self.ctx, self.ranked_address_space(ty, *memory_space)?));
                }
                TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. } => return None,
                _ => {}
            }
        }
        self.convert(ty)
    }

    /// The converted signature of a function type.
    pub fn convert_signature(&self, inputs: &[Type], results: &[Type]) -> Option<SignatureConversion> {
        self.convert_signature_with(inputs, results, self.opts.bare_ptr_memrefs)
    }

    /// `convert_signature` under the bare-pointer convention when `bare`.
    pub fn convert_signature_with(&self, inputs: &[Type], results: &[Type], bare: bool) -> Option<SignatureConversion> {
        let mut new_inputs = SmallVec::new();
        let mut ranges = SmallVec::new();
        for &t in inputs {
            let start = new_inputs.len();
            self.convert_argument(t, &mut new_inputs, bare)?;
            ranges.push((start, new_inputs.len()));
        }
        Some(SignatureConversion {
            inputs: new_inputs,
            arg_ranges: ranges,
            result: self.pack_results_with(results, bare)?,
        })
    }

    /// Whether `ty` is already an LLVM-compatible type (what the LLVM dialect accepts).
    pub fn is_legal(&self, ty: Type) -> bool {
        self.convert(ty) == Some(ty)
    }
}

/// Whether a memref type can cross a call as one pointer: ranked, with a static shape,
/// static strides and a static offset.
pub fn bare_ptr_compatible(ctx: &Context, ty: Type) -> bool {
    use crate::ir::layout::{is_dynamic, strides_and_offset};
    let Some(shape) = ctx.shape(ty) else { return false };
    if shape.iter().any(|&d| is_dynamic(d)) {
        return false;
    }
    match strides_and_offset(ctx, ty) {
        Some((strides, offset)) => !is_dynamic(offset) && !strides.iter().any(|&s| is_dynamic(s)),
        None => false,
    }
}

/// The `index` entry of a `#dlti.dl_spec<...>` (kept in its printed form:
/// `dl_spec<index = 32 : i64, ...>`).
fn layout_index_bitwidth(ctx: &Context, layout: Attribute) -> Option<u32> {
    let AttrData::Opaque { dialect, body } = ctx.attr_data(layout) else { return None };
    if ctx.ident_str(*dialect) != "dlti" {
        return None;
    }
    let entries = body.strip_prefix("dl_spec<")?.strip_suffix('>')?;
    entries.split(", ").find_map(|e| {
        let v = e.strip_prefix("index = ")?;
        v.split(' ').next()?.parse().ok()
    })
}

/// Whether LLVM has a floating-point type for this format.
pub fn llvm_has_float(k: FloatKind) -> bool {
    k.llvm_has()
}

/// The address space a memref memory space maps to with MLIR's default mapping: none is 0,
/// an integer of a signless or index type is its value; anything else (a `1 : ui64`, a
/// dialect attribute) does not convert.
pub fn integer_address_space(ctx: &Context, space: Option<Attribute>) -> Option<u32> {
    let Some(a) = space else { return Some(0) };
    let AttrData::Integer { ty, value } = ctx.attr_data(a) else { return None };
    match ctx.type_data(*ty) {
        TypeData::Index | TypeData::Integer { signedness: crate::ir::types::Signedness::Signless, .. } => {
            u32::try_from(*value).ok()
        }
        _ => None,
    }
}
