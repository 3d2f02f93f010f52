//! Constructors and queries of types and attributes on the `Context` (`ctx.integer_type(32)`,
//! `ctx.integer_attr(ty, 1)`, `ctx.int_width(ty)`), kept apart from the data definitions
//! so that those do not depend on the context that interns them.

use crate::attrs::*;
use crate::context::Context;
use crate::handles::{Attribute, Ident, Type};
use crate::types::*;

impl Context {
    /// The attribute a spec default value denotes, built once per context.
    pub fn default_attr(&self, d: &'static SpecDefault) -> Attribute {
        let key = d as *const SpecDefault as usize;
        Attribute(self.spec_cached(key, || {
            if let Some(a) = self.defaults.lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
                return a.0;
            }
            let a = self.build_spec_value(&d.value);
            self.defaults.lock().unwrap_or_else(|e| e.into_inner()).insert(key, a);
            a.0
        }))
    }

    fn build_spec_value(&self, v: &SpecValue) -> Attribute {
        match *v {
            SpecValue::Int { value, ty } => {
                let ty = match ty {
                    SpecIntType::Index => self.index_type(),
                    SpecIntType::Integer { width, signedness: Signedness::Signless } => self.integer_type(width),
                    SpecIntType::Integer { width, signedness } => {
                        self.intern_type(TypeData::Integer { width, signedness })
                    }
                };
                self.integer_attr(ty, value as i128)
            }
            SpecValue::Bool(b) => self.bool_attr(b),
            SpecValue::Unit => self.unit_attr(),
            SpecValue::Enum(def, value) => self.enum_attr(def, value),
            // Every parameter at its default (or absent).
            SpecValue::Def(def) => {
                let params: Vec<Attribute> = def
                    .params
                    .iter()
                    .map(|p| p.default.map(|d| self.default_attr(d)).unwrap_or_else(|| self.unit_attr()))
                    .collect();
                self.intern_attr(AttrData::Dialect { def: AttrDefRef(def), params: params.into() })
            }
        }
    }

    /// The unit attribute (`unit`).
    pub fn unit_attr(&self) -> Attribute {
        self.common().unit
    }

    /// `true` or `false`.
    pub fn bool_attr(&self, b: bool) -> Attribute {
        if b {
            self.common().true_
        } else {
            self.common().false_
        }
    }

    /// The integer attribute `value : ty`.
    pub fn integer_attr(&self, ty: Type, value: i128) -> Attribute {
        // The same few constants (0, 1, sizes) come back on every function: a per-thread
        // cache spares the shared table's lock for them.
        let Ok(small) = i64::try_from(value) else { return self.intern_attr(AttrData::Integer { ty, value }) };
        self.cached_integer_attr(ty, small, || self.intern_attr(AttrData::Integer { ty, value }))
    }

    /// `value` as a constant of `ty`: an integer attribute, or its splat when `ty` is shaped
    /// (`dense<value> : vector<4xi32>`).
    pub fn int_or_splat_attr(&self, ty: Type, value: i128) -> Attribute {
        if self.element_type_or_self(ty) == ty {
            return self.integer_attr(ty, value);
        }
        self.intern_attr(AttrData::DenseElements { ty, splat: true, values: DenseValues::Int(Box::new([value])) })
    }

    /// `value` as a constant of `ty`: a float attribute, or its splat when `ty` is shaped.
    pub fn float_or_splat_attr(&self, ty: Type, value: f64) -> Attribute {
        let bits = value.to_bits();
        if self.element_type_or_self(ty) == ty {
            return self.intern_attr(AttrData::Float { ty, bits });
        }
        self.intern_attr(AttrData::DenseElements { ty, splat: true, values: DenseValues::Float(Box::new([bits])) })
    }

    /// `value : i64`.
    pub fn i64_attr(&self, value: i64) -> Attribute {
        self.integer_attr(self.common().i64, value as i128)
    }

    /// An untyped string attribute (`"s"`).
    pub fn string_attr(&self, s: &str) -> Attribute {
        self.intern_attr(AttrData::String { value: s.into(), ty: None })
    }

    /// `ty` as a type attribute.
    pub fn type_attr(&self, ty: Type) -> Attribute {
        self.intern_attr(AttrData::Type(ty))
    }

    /// The array attribute `[elems...]`.
    pub fn array_attr(&self, elems: &[Attribute]) -> Attribute {
        self.intern_attr(AttrData::Array(elems.into()))
    }

    /// `@name`: a symbol reference with no nested references.
    pub fn flat_symbol_ref(&self, name: &str) -> Attribute {
        self.intern_attr(AttrData::SymbolRef { root: self.ident(name), nested: Box::new([]) })
    }

    /// `dense<values> : ty` for an integer (or index) element type.
    pub fn dense_int_elements(&self, ty: Type, values: Vec<i128>) -> Attribute {
        self.dense_elements(ty, DenseValues::Int(values.into()))
    }

    /// `dense<values> : ty`, stored (and printed) as a splat when every element is the
    /// same, as MLIR's `DenseElementsAttr::get` does.
    pub fn dense_elements(&self, ty: Type, values: DenseValues) -> Attribute {
        let (splat, values) = match values {
            DenseValues::Int(v) if !v.is_empty() && v.windows(2).all(|w| w[0] == w[1]) => {
                (true, DenseValues::Int(v[..1].into()))
            }
            DenseValues::Float(v) if !v.is_empty() && v.windows(2).all(|w| w[0] == w[1]) => {
                (true, DenseValues::Float(v[..1].into()))
            }
            v => (false, v),
        };
        self.intern_attr(AttrData::DenseElements { ty, splat, values })
    }

    /// `array<i32: values...>`, as segment size attributes are made.
    pub fn dense_i32_array(&self, values: &[i64]) -> Attribute {
        let make = || self.intern_attr(AttrData::DenseArrayInt { elem: self.common().i32, values: values.into() });
        // Segment sizes (`[1, 2, 0]`) are made for most branch ops: short arrays of small
        // counts go through the per-thread cache, keyed by their packed values.
        match pack_small_counts(values) {
            Some(key) => self.cached_integer_attr(DENSE_I32_KEY, key, make),
            None => make(),
        }
    }

    /// `array<i64: values...>`.
    pub fn dense_i64_array(&self, values: &[i64]) -> Attribute {
        self.intern_attr(AttrData::DenseArrayInt { elem: self.common().i64, values: values.into() })
    }

    /// The attribute of the registered AttrDef `#dialect.mnemonic` with the named
    /// parameters set and every other one at its default (absent when optional). `None`
    /// when the mnemonic is unknown, a name is not one of its parameters, or a required
    /// parameter is missing.
    pub fn def_attr(&self, dialect: &str, mnemonic: &str, values: &[(&str, Attribute)]) -> Option<Attribute> {
        let def = self.with_registry(|r| r.attr_def(dialect, mnemonic))?;
        let mut params: Vec<Option<Attribute>> = vec![None; def.params.len()];
        for (name, v) in values {
            let i = def.params.iter().position(|p| p.name == *name)?;
            params[i] = Some(*v);
        }
        let mut out = Vec::with_capacity(params.len());
        for (info, v) in def.params.iter().zip(params) {
            out.push(match v.or_else(|| info.default.map(|d| self.default_attr(d))) {
                Some(v) => v,
                None if info.optional => self.unit_attr(),
                None => return None,
            });
        }
        Some(self.intern_attr(AttrData::Dialect { def: AttrDefRef(def), params: out.into() }))
    }

    /// The attribute for case (or flag set) `value` of a spec enum.
    pub fn enum_attr(&self, def: &'static EnumDef, value: u64) -> Attribute {
        self.intern_attr(AttrData::Enum { def: EnumRef(def), value })
    }

    /// The uniqued `file:line:col` location (same as `intern_file_loc`).
    pub fn file_loc(&self, file: Ident, line: u32, col: u32) -> Attribute {
        self.intern_file_loc(file, line, col)
    }

    /// A dictionary from entries in any order; later duplicates win.
    pub fn dictionary(&self, entries: &[NamedAttr]) -> Attribute {
        let mut v: Vec<NamedAttr> = entries.to_vec();
        v.sort_by(|a, b| self.ident_str(a.name).cmp(self.ident_str(b.name)));
        v.dedup_by(|later, earlier| {
            if later.name == earlier.name {
                earlier.value = later.value;
                true
            } else {
                false
            }
        });
        self.intern_attr(AttrData::Dictionary(v.into()))
    }

    /// Entries of a dictionary attribute (empty for other attributes).
    pub fn dict_entries(&self, attr: Attribute) -> &[NamedAttr] {
        match self.attr_data(attr) {
            AttrData::Dictionary(entries) => entries,
            _ => &[],
        }
    }

    /// The integer value of an IntegerAttr (or BoolAttr as 0/1).
    pub fn int_value(&self, attr: Attribute) -> Option<i128> {
        match self.attr_data(attr) {
            AttrData::Integer { value, .. } => Some(*value),
            AttrData::Bool(b) => Some(*b as i128),
            _ => None,
        }
    }

    /// The contents of a string attribute.
    pub fn str_value(&self, attr: Attribute) -> Option<&str> {
        match self.attr_data(attr) {
            AttrData::String { value, .. } => Some(value),
            _ => None,
        }
    }

    /// The type a `TypeAttr` holds.
    pub fn type_attr_value(&self, attr: Attribute) -> Option<Type> {
        match self.attr_data(attr) {
            AttrData::Type(t) => Some(*t),
            _ => None,
        }
    }

    /// The type carried by a typed attribute (integer, float, elements, typed string).
    pub fn attr_type(&self, attr: Attribute) -> Option<Type> {
        match self.attr_data(attr) {
            AttrData::Integer { ty, .. }
            | AttrData::WideInteger { ty, .. }
            | AttrData::Float { ty, .. }
            | AttrData::DenseElements { ty, .. }
            | AttrData::DenseResource { ty, .. }
            | AttrData::Sparse { ty, .. } => Some(*ty),
            AttrData::Bool(_) => Some(self.common().i1),
            // MLIR's StringAttr is typed; an untyped string has type `none`.
            AttrData::String { ty, .. } => Some(ty.unwrap_or(self.common().none)),
            _ => None,
        }
    }
}

/// Convenience constructors and queries.
impl Context {
    /// The signless integer type `iN`.
    pub fn integer_type(&self, width: u32) -> Type {
        match width {
            1 => self.common().i1,
            8 => self.common().i8,
            16 => self.common().i16,
            32 => self.common().i32,
            64 => self.common().i64,
            _ => self.intern_type(TypeData::Integer { width, signedness: Signedness::Signless }),
        }
    }

    /// `index`.
    pub fn index_type(&self) -> Type {
        self.common().index
    }

    /// The float type of `kind`.
    pub fn float_type(&self, kind: FloatKind) -> Type {
        self.intern_type(TypeData::Float(kind))
    }

    /// `(inputs) -> results`.
    pub fn function_type(&self, inputs: &[Type], results: &[Type]) -> Type {
        self.intern_type(TypeData::Function { inputs: inputs.into(), results: results.into() })
    }

    /// Width of an integer type (`None` for other types).
    pub fn int_width(&self, ty: Type) -> Option<u32> {
        match self.type_data(ty) {
            TypeData::Integer { width, .. } => Some(*width),
            _ => None,
        }
    }

    /// The element type of a shaped type (vector, tensor, memref), or the type itself.
    pub fn element_type_or_self(&self, ty: Type) -> Type {
        match self.type_data(ty) {
            TypeData::Vector { elem, .. }
            | TypeData::RankedTensor { elem, .. }
            | TypeData::UnrankedTensor { elem }
            | TypeData::MemRef { elem, .. }
            | TypeData::UnrankedMemRef { elem, .. } => *elem,
            _ => ty,
        }
    }

    /// The shape of a ranked shaped type.
    pub fn shape(&self, ty: Type) -> Option<&[i64]> {
        match self.type_data(ty) {
            TypeData::Vector { shape, .. } | TypeData::RankedTensor { shape, .. } | TypeData::MemRef { shape, .. } => {
                Some(shape)
            }
            _ => None,
        }
    }
}

/// Bits each element of a dense elements attribute takes in MLIR's raw storage
/// (`getDenseElementStorageWidth`); `1` for bit-packed `i1`.
pub fn dense_storage_bits(ctx: &Context, elem: Type) -> u32 {
    match ctx.type_data(elem) {
        TypeData::Integer { width: 1, .. } => 1,
        TypeData::Integer { width, .. } => width.div_ceil(8) * 8,
        TypeData::Index => 64,
        TypeData::Float(k) => k.layout().bits.div_ceil(8) * 8,
        TypeData::Complex(e) => 2 * dense_storage_bits(ctx, *e).max(8),
        _ => 0,
    }
}

/// Whether `ty` is an instance of the MLIR type class `class` ("builtin.integer",
/// "builtin.index"); classes Descent does not know accept every type.
pub fn type_has_class(ctx: &Context, ty: Type, class: &str) -> bool {
    match class {
        "builtin.integer" => matches!(ctx.type_data(ty), TypeData::Integer { .. }),
        "builtin.index" => matches!(ctx.type_data(ty), TypeData::Index),
        "builtin.complex" => matches!(ctx.type_data(ty), TypeData::Complex(_)),
        "builtin.vector" => matches!(ctx.type_data(ty), TypeData::Vector { .. }),
        "builtin.function" => matches!(ctx.type_data(ty), TypeData::Function { .. }),
        _ => true,
    }
}

/// The pseudo type under which short `array<i32: ...>` attributes share the integer cache
/// (never the id of a real type: ids are dense from 0).
const DENSE_I32_KEY: Type = Type(u32::MAX - 1);

/// Up to four values in `0..2^14`, with their count, packed into one key.
fn pack_small_counts(values: &[i64]) -> Option<i64> {
    if values.len() > 4 {
        return None;
    }
    let mut key = values.len() as i64;
    for (i, &v) in values.iter().enumerate() {
        if !(0..1 << 14).contains(&v) {
            return None;
        }
        key |= v << (3 + 14 * i);
    }
    Some(key)
}
