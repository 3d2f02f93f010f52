//! Folding, MLIR's `fold` hooks: what an op can be replaced by, or how it can be rewritten
//! in place, given which of its operands are constants. Ops name their folder in the spec
//! (`Folder<"fold_arith::int_binary", "add">`); the `Commutative` and `Idempotent` traits
//! fold without one. Conversions apply folds before an op's patterns (see
//! `conversion::fold`), as MLIR's legalizer does.

use smallvec::SmallVec;

pub use crate::body::{FoldFn, FoldHook, FoldInput, FoldValue, Folded};
use crate::{AttrData, Attribute, Context, DenseValues, OpRef, Traits, Type, TypeData, Value, ValueDef};

/// An integer constant as MLIR's `APInt`: the low `width` bits of `bits`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Int {
    /// The value, zero-extended; bits above `width` are clear.
    pub bits: u128,
    /// Bit width (at most 128).
    pub width: u32,
}

impl Int {
    /// `value` truncated to `width` bits (two's complement).
    pub fn new(value: i128, width: u32) -> Int {
        Int { bits: value as u128 & Self::mask(width), width }
    }
    fn mask(width: u32) -> u128 {
        if width >= 128 {
            u128::MAX
        } else {
            (1u128 << width) - 1
        }
    }
    /// The value read as signed.
    pub fn sext(self) -> i128 {
        match self.width {
            0 => 0,
            w if w >= 128 => self.bits as i128,
            w => ((self.bits << (128 - w)) as i128) >> (128 - w),
        }
    }
    /// Whether the value is 0.
    pub fn is_zero(self) -> bool {
        self.bits == 0
    }
    /// Whether the value is 1.
    pub fn is_one(self) -> bool {
        self.bits == 1
    }
    /// Whether every bit is set (`-1` read as signed).
    pub fn is_all_ones(self) -> bool {
        self.bits == Self::mask(self.width)
    }
    /// Whether the value is the largest signed one (`0111...1`).
    pub fn is_max_signed(self) -> bool {
        self.width > 0 && self.bits == Self::mask(self.width) >> 1
    }
    /// Whether the value is the smallest signed one (`1000...0`).
    pub fn is_min_signed(self) -> bool {
        self.width > 0 && self.bits == 1u128 << (self.width - 1)
    }
    /// Same width, wrapped.
    pub fn with(self, bits: u128) -> Int {
        Int { bits: bits & Self::mask(self.width), width: self.width }
    }
    /// Signed `v` truncated to this width.
    pub fn from_signed(self, v: i128) -> Int {
        Int::new(v, self.width)
    }
}

/// `a <pred> b` for the integer comparison predicates (arith.cmpi's numbering, which
/// `index.cmp` and `llvm.icmp` share: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge).
pub fn compare_ints(pred: u64, a: Int, b: Int) -> Option<bool> {
    let (sa, sb, ua, ub) = (a.sext(), b.sext(), a.bits, b.bits);
    Some(match pred {
        0 => ua == ub,
        1 => ua != ub,
        2 => sa < sb,
        3 => sa <= sb,
        4 => sa > sb,
        5 => sa >= sb,
        6 => ua < ub,
        7 => ua <= ub,
        8 => ua > ub,
        9 => ua >= ub,
        _ => return None,
    })
}

/// `a <pred> b` for the float comparison predicates (arith.cmpf's numbering, which
/// `llvm.fcmp` shares: false, oeq, ogt, oge, olt, ole, one, ord, ueq, ugt, uge, ult, ule,
/// une, uno, true). Ordered predicates are false on NaN, unordered ones true.
pub fn compare_floats(pred: u64, a: f64, b: f64) -> Option<bool> {
    let uno = a.is_nan() || b.is_nan();
    let ord = !uno;
    Some(match pred {
        0 => false,
        1 => ord && a == b,
        2 => ord && a > b,
        3 => ord && a >= b,
        4 => ord && a < b,
        5 => ord && a <= b,
        6 => ord && a != b,
        7 => ord,
        8 => uno || a == b,
        9 => uno || a > b,
        10 => uno || a >= b,
        11 => uno || a < b,
        12 => uno || a <= b,
        13 => uno || a != b,
        14 => uno,
        15 => true,
        _ => return None,
    })
}

impl<'a> FoldInput<'a> {
    /// The op and the constant values of its operands, read as they are (see `resolved`).
    pub fn new(op: OpRef<'a>) -> Self {
        Self::resolved(op, &|v| v)
    }

    /// With operands read through `resolve`: during a conversion, a value whose defining
    /// op was already replaced by one of another type stands for its replacement.
    pub fn resolved(op: OpRef<'a>, resolve: &dyn Fn(Value) -> Value) -> Self {
        let consts = op.operands().iter().map(|&v| constant_value(op, resolve(v))).collect();
        FoldInput { op, consts }
    }

    /// The context of the op.
    pub fn ctx(&self) -> &'a Context {
        self.op.ctx
    }
    /// Operand `i` of the op.
    pub fn operand(&self, i: usize) -> Value {
        self.op.operand(i)
    }
    /// The type of the op's first result.
    pub fn result_type(&self) -> Type {
        self.op.value_type(self.op.result(0))
    }
    /// Whether operand `i` is a known constant.
    pub fn is_const(&self, i: usize) -> bool {
        self.consts.get(i).is_some_and(|c| c.is_some())
    }

    /// The op defining operand `i`, if its name is `name`.
    pub fn def_named(&self, i: usize, name: &str) -> Option<OpRef<'a>> {
        def_of(self.op, self.operand(i)).filter(|d| d.name() == name)
    }

    /// Operand `i` as an integer constant (a scalar or a splat).
    pub fn int(&self, i: usize) -> Option<Int> {
        let a = (*self.consts.get(i)?)?;
        int_of(self.ctx(), a, self.op.value_type(self.operand(i)))
    }

    /// Operand `i` as a float constant (a scalar or a splat), as the f64 holding it.
    pub fn float(&self, i: usize) -> Option<f64> {
        let a = (*self.consts.get(i)?)?;
        float_of(self.ctx(), a)
    }

    /// A constant of type `ty` (scalar, or splat of a shaped type) with integer `v`.
    pub fn int_attr(&self, ty: Type, v: Int) -> Attribute {
        let ctx = self.ctx();
        let elem = ctx.element_type_or_self(ty);
        let unsigned = matches!(ctx.type_data(elem), TypeData::Integer { signedness: crate::Signedness::Unsigned, .. });
        let value = if unsigned { v.bits as i128 } else { v.sext() };
        if elem == ty && ctx.int_width(ty) == Some(1) {
            return ctx.bool_attr(v.bits != 0);
        }
        ctx.int_or_splat_attr(ty, value)
    }

    /// A constant of type `ty` (scalar, or splat) with float value `v`.
    pub fn float_attr(&self, ty: Type, v: f64) -> Attribute {
        self.ctx().float_or_splat_attr(ty, v)
    }

    /// `true`/`false` shaped like `ty`'s operands: i1, or a splat of i1 elements.
    pub fn bool_attr(&self, ty: Type, b: bool) -> Attribute {
        self.int_attr(ty, Int::new(b as i128, 1))
    }
}

/// The integer width folds compute in: the type's, 64 for `index` (MLIR's storage width).
pub fn int_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_data(ctx.element_type_or_self(ty)) {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Index => Some(64),
        _ => None,
    }
}

fn int_of(ctx: &Context, a: Attribute, ty: Type) -> Option<Int> {
    let width = int_width(ctx, ty)?;
    if width > 128 {
        return None;
    }
    match ctx.attr_data(a) {
        AttrData::Integer { value, .. } => Some(Int::new(*value, width)),
        AttrData::Bool(b) => Some(Int::new(*b as i128, width)),
        AttrData::DenseElements { splat: true, values: DenseValues::Int(v), .. } => Some(Int::new(*v.first()?, width)),
        _ => None,
    }
}

/// The elements of an integer constant of shaped type `ty` (a splat repeated), for folds
/// that compute element by element.
pub fn int_elements(ctx: &Context, a: Attribute, ty: Type) -> Option<Vec<Int>> {
    let width = int_width(ctx, ty)?;
    let count: i64 = ctx.shape(ty)?.iter().product();
    if width > 128 || count < 0 {
        return None;
    }
    match ctx.attr_data(a) {
        AttrData::DenseElements { splat: true, values: DenseValues::Int(v), .. } => {
            Some(vec![Int::new(*v.first()?, width); count as usize])
        }
        AttrData::DenseElements { splat: false, values: DenseValues::Int(v), .. } if v.len() == count as usize => {
            Some(v.iter().map(|x| Int::new(*x, width)).collect())
        }
        _ => None,
    }
}

fn float_of(ctx: &Context, a: Attribute) -> Option<f64> {
    match ctx.attr_data(a) {
        AttrData::Float { bits, .. } => Some(f64::from_bits(*bits)),
        AttrData::DenseElements { splat: true, values: DenseValues::Float(v), .. } => Some(f64::from_bits(*v.first()?)),
        _ => None,
    }
}

/// The op defining `v` (none for block arguments).
pub fn def_of<'a>(op: OpRef<'a>, v: Value) -> Option<OpRef<'a>> {
    match op.body.value(v).def {
        ValueDef::OpResult { op: d, .. } => Some(OpRef::new(op.ctx, op.body, d)),
        _ => None,
    }
}

/// The value of a constant-like op defining `v` (MLIR's `m_Constant`).
pub fn constant_value(op: OpRef<'_>, v: Value) -> Option<Attribute> {
    let d = def_of(op, v)?;
    if !d.info()?.has_trait(Traits::CONSTANT_LIKE) {
        return None;
    }
    d.attr("value")
}

/// Whether `v` is defined by a constant equal to `want` (MLIR's `m_One`/`m_Zero` on a value).
pub fn value_is_int(op: OpRef<'_>, v: Value, want: i128) -> bool {
    constant_value(op, v)
        .and_then(|a| int_of(op.ctx, a, op.value_type(v)))
        .is_some_and(|i| i == Int::new(want, i.width))
}

thread_local! {
    static AHEAD_OF_CONVERSION: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Runs `f` with folds marked as running ahead of a dialect conversion (see
/// `ahead_of_conversion`).
pub fn ahead_of_conversion_scope<R>(f: impl FnOnce() -> R) -> R {
    with_cell(&AHEAD_OF_CONVERSION, true, f)
}

/// Runs `f` with the thread's `cell` holding `value`, then restores what it held.
fn with_cell<T: Copy + 'static, R>(
    cell: &'static std::thread::LocalKey<std::cell::Cell<T>>,
    value: T,
    f: impl FnOnce() -> R,
) -> R {
    let prev = cell.with(|c| c.replace(value));
    let r = f();
    cell.with(|c| c.set(prev));
    r
}

/// Whether the folds now running are a conversion's, decided on the unconverted body
/// (`conversion::fold`). MLIR's legalizer folds an op after the ops around it were
/// converted, so a fold that looks at enclosing ops (an `affine.for` reading the bounds
/// of the loops around it) must not see them then.
pub fn ahead_of_conversion() -> bool {
    AHEAD_OF_CONVERSION.with(std::cell::Cell::get)
}

/// Which block arguments of a body a conversion has replaced by the time its folds run
/// (see `arguments_replaced`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum ReplacedArguments {
    /// None: the conversion leaves the body's owner alone.
    #[default]
    None,
    /// The entry block's: the owner's signature was converted.
    Entry,
    /// Every root block's: branch patterns convert the other blocks' signatures too.
    AllBlocks,
}

thread_local! {
    static ARGUMENTS_REPLACED: std::cell::Cell<ReplacedArguments> =
        const { std::cell::Cell::new(ReplacedArguments::None) };
}

/// Runs `f` with the arguments `which` marked as being replaced (see `arguments_replaced`).
pub fn arguments_replaced_scope<R>(which: ReplacedArguments, f: impl FnOnce() -> R) -> R {
    with_cell(&ARGUMENTS_REPLACED, which, f)
}

/// Which block arguments the conversion whose folds now run has replaced. MLIR converts
/// a function's signature before it folds the ops inside, and a branch's successor
/// signature before the ops of that block: its folds see arguments of blocks that were
/// replaced and no longer belong to any op, so a function argument is no affine symbol
/// for them.
pub fn arguments_replaced() -> ReplacedArguments {
    ARGUMENTS_REPLACED.with(std::cell::Cell::get)
}

/// MLIR's fold hook for `op`: its own folder, then (when that fails or only rewrote the
/// op in place) the folds of its traits.
pub fn fold_op(op: OpRef<'_>, resolve: &dyn Fn(Value) -> Value) -> Folded {
    fold_op_steps(op, resolve, &mut None)
}

/// `fold_op`, setting `in_place` to the in-place rewrite the op's own folder made before
/// a trait fold replaced it (MLIR applies it to the op: a conversion's later folds see the
/// folded op with its rewired operands).
pub fn fold_op_steps(op: OpRef<'_>, resolve: &dyn Fn(Value) -> Value, in_place: &mut Option<Folded>) -> Folded {
    let Some(info) = op.info() else { return Folded::None };
    let input = FoldInput::resolved(op, resolve);
    let own = match info.fold {
        Some(h) => (h.func)(&input, h.kind),
        None => Folded::None,
    };
    if matches!(own, Folded::Replace(_)) {
        return own;
    }
    if let (Folded::None, Some(h)) = (&own, info.fold) {
        if info.traits.has(Traits::ELEMENTWISE_MAPPABLE) && h.elements {
            if let Some(a) = fold_elements(&input, h) {
                return Folded::attr(a);
            }
        }
    }
    match own {
        // MLIR tries the trait folds on the op as an in-place fold left it (a cast of a
        // cast whose operand was rewired may now be an identity cast).
        Folded::Update { operands, attrs } => {
            let is_const = |i: usize| constant_value(op, resolve(operands[i])).is_some();
            match fold_traits(op, &operands, &is_const, info.traits) {
                r @ Folded::Replace(_) => {
                    *in_place = Some(Folded::Update { operands, attrs });
                    r
                }
                Folded::Update { operands: reordered, .. } => Folded::Update { operands: reordered, attrs },
                _ => Folded::Update { operands, attrs },
            }
        }
        Folded::None => fold_traits(op, op.operands(), &|i| input.is_const(i), info.traits),
        other => other,
    }
}

/// An elementwise op whose operands are all constants, some of them vectors (or tensors)
/// of distinct elements: its folder applied element by element, as MLIR's folders do
/// through `constFoldBinaryOp` and friends. `None` unless every element folds to a
/// constant.
fn fold_elements(input: &FoldInput<'_>, hook: FoldHook) -> Option<Attribute> {
    let op = input.op;
    let ctx = op.ctx;
    if op.results().len() != 1 {
        return None;
    }
    let mut count = None;
    for a in &input.consts {
        if let AttrData::DenseElements { splat: false, values, .. } = ctx.attr_data((*a)?) {
            count = Some(match values {
                DenseValues::Int(v) => v.len(),
                DenseValues::Float(v) => v.len(),
                _ => return None,
            });
        }
    }
    let count = count?;
    let result_ty = input.result_type();
    let mut ints = Vec::new();
    let mut floats = Vec::new();
    for k in 0..count {
        let mut consts = SmallVec::with_capacity(input.consts.len());
        for (i, a) in input.consts.iter().enumerate() {
            let elem = ctx.element_type_or_self(op.value_type(op.operand(i)));
            consts.push(Some(element_attr(ctx, (*a)?, elem, k)?));
        }
        let Folded::Replace(r) = (hook.func)(&FoldInput { op, consts: consts.clone() }, hook.kind) else { return None };
        let a = match r.as_slice() {
            [FoldValue::Attr(a)] => *a,
            // The element of an operand (`x + 0` is `x`): that operand's element.
            [FoldValue::Value(v)] => {
                let i = op.operands().iter().position(|o| o == v)?;
                (*consts.get(i)?)?
            }
            _ => return None,
        };
        match ctx.attr_data(a) {
            AttrData::Integer { value, .. } => ints.push(*value),
            AttrData::Bool(b) => ints.push(i128::from(*b)),
            AttrData::Float { bits, .. } => floats.push(*bits),
            AttrData::DenseElements { splat: true, values: DenseValues::Int(v), .. } => ints.push(*v.first()?),
            AttrData::DenseElements { splat: true, values: DenseValues::Float(v), .. } => floats.push(*v.first()?),
            _ => return None,
        }
    }
    match (ints.is_empty(), floats.is_empty()) {
        (_, true) => Some(ctx.dense_int_elements(result_ty, ints)),
        (true, false) => Some(ctx.dense_elements(result_ty, DenseValues::Float(floats.into()))),
        (false, false) => None,
    }
}

/// Element `k` of the constant `a` (a scalar of type `elem`).
fn element_attr(ctx: &Context, a: Attribute, elem: Type, k: usize) -> Option<Attribute> {
    let AttrData::DenseElements { splat, values, .. } = ctx.attr_data(a) else { return None };
    let at = if *splat { 0 } else { k };
    Some(match values {
        DenseValues::Int(v) => ctx.integer_attr(elem, *v.get(at)?),
        DenseValues::Float(v) => ctx.intern_attr(AttrData::Float { ty: elem, bits: *v.get(at)? }),
        _ => return None,
    })
}

/// `Commutative`: constants move behind the other operands (stable order); `Idempotent`:
/// `op(x, x) = x`; `CastOpInterface`: a cast to its operand types is its operands.
fn fold_traits(op: OpRef<'_>, ops: &[Value], is_const: &dyn Fn(usize) -> bool, traits: Traits) -> Folded {
    if traits.has(Traits::COMMUTATIVE) && ops.len() >= 2 {
        let first_const = (0..ops.len()).find(|&i| is_const(i));
        if let Some(f) = first_const {
            if (f..ops.len()).any(|i| !is_const(i)) {
                let mut new: SmallVec<[Value; 3]> = ops[..f].into();
                new.extend((f..ops.len()).filter(|&i| !is_const(i)).map(|i| ops[i]));
                new.extend((f..ops.len()).filter(|&i| is_const(i)).map(|i| ops[i]));
                return Folded::operands(new);
            }
        }
    }
    if traits.has(Traits::IDEMPOTENT) && ops.len() == 2 && ops[0] == ops[1] && op.num_results() == 1 {
        return Folded::value(ops[0]);
    }
    if traits.has(Traits::CAST_OP_INTERFACE)
        && ops.len() == op.num_results()
        && ops.iter().zip(op.results()).all(|(&a, r)| op.value_type(a) == op.value_type(r))
    {
        return Folded::Replace(ops.iter().map(|&v| FoldValue::Value(v)).collect());
    }
    Folded::None
}

#[cfg(test)]
mod tests {
    use super::Int;

    #[test]
    fn ints_wrap_and_sign_extend() {
        let x = Int::new(-1, 8);
        assert_eq!(x.bits, 0xff);
        assert_eq!(x.sext(), -1);
        assert!(x.is_all_ones());
        assert!(Int::new(127, 8).is_max_signed());
        assert!(Int::new(-128, 8).is_min_signed());
        assert_eq!(Int::new(300, 8).bits, 44);
        assert_eq!(Int::new(1, 1).sext(), -1);
    }
}
