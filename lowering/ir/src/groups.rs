//! Operand and result groups of ops with variadic or optional operands (MLIR's ODS
//! arities and segment sizes) and typed attribute getters: the IR-level part of what
//! generated op views use. Checks, messages and syntax helpers are in `crate::ods`.

use crate::attrs::AttrData;
pub use crate::body::Arity;
use crate::body::{OpRef, Value};
use crate::context::{Attribute, Context, Type};
use crate::handles::Ident;

/// The values of one operand or result group.
#[derive(Copy, Clone, Debug)]
pub enum Group<'a> {
    /// Operand values, borrowed from the op.
    Slice(&'a [Value]),
    /// Consecutive result values `start..start + len`.
    Range(u32, u32),
}

impl<'a> Group<'a> {
    /// Number of values in the group.
    pub fn len(&self) -> usize {
        match self {
            Group::Slice(s) => s.len(),
            Group::Range(_, n) => *n as usize,
        }
    }
    /// Whether the group is empty (an absent optional or an empty variadic group).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// The `i`th value; out of range only on malformed IR, which verification rejects
    /// before accessors are used, so fall back to the first value id.
    pub fn get(&self, i: usize) -> Value {
        match self {
            Group::Slice(s) => s.get(i).copied().unwrap_or(Value(0)),
            Group::Range(start, _) => Value(start + i as u32),
        }
    }
    /// The first value, if any (the value of an optional group that is present).
    pub fn first(&self) -> Option<Value> {
        (!self.is_empty()).then(|| self.get(0))
    }
    /// The values, in order.
    pub fn iter(&self) -> impl Iterator<Item = Value> + 'a {
        let g = *self;
        (0..g.len()).map(move |i| g.get(i))
    }
    /// The values, collected.
    pub fn to_vec(&self) -> Vec<Value> {
        self.iter().collect()
    }
}

impl<'a> IntoIterator for Group<'a> {
    type Item = Value;
    type IntoIter = GroupIter<'a>;
    fn into_iter(self) -> Self::IntoIter {
        GroupIter { group: self, next: 0 }
    }
}

/// Iterator over the values of a group.
pub struct GroupIter<'a> {
    group: Group<'a>,
    next: usize,
}

impl Iterator for GroupIter<'_> {
    type Item = Value;
    fn next(&mut self) -> Option<Value> {
        if self.next >= self.group.len() {
            return None;
        }
        self.next += 1;
        Some(self.group.get(self.next - 1))
    }
}

/// (start, len) of group `index` among `total` values, given the groups' arities and, for
/// ops with segment sizes, the segment attribute.
fn group_range(
    op: OpRef<'_>,
    arities: &[Arity],
    index: usize,
    total: usize,
    segments: Option<Ident>,
) -> (usize, usize) {
    if let Some(seg) = segments {
        if let Some(sizes) = op.attr_named(seg).and_then(|a| dense_ints(op.ctx, a)) {
            let start: i64 = sizes.iter().take(index).sum();
            let len = sizes.get(index).copied().unwrap_or(0);
            let start = (start.max(0) as usize).min(total);
            let len = (len.max(0) as usize).min(total - start);
            return (start, len);
        }
    }
    let fixed = arities.iter().filter(|a| **a == Arity::Single).count();
    let variable = arities.len() - fixed;
    let extra = total.saturating_sub(fixed);
    // With one variable group it takes the rest; with several (and no segments), split
    // evenly as MLIR does for SameVariadicOperandSize.
    let per_var = extra.checked_div(variable).unwrap_or(0);
    let mut start = 0;
    for a in &arities[..index.min(arities.len())] {
        start += if *a == Arity::Single { 1 } else { per_var };
    }
    let len = match arities.get(index) {
        Some(Arity::Single) => 1,
        Some(_) => per_var,
        None => 0,
    };
    let start = start.min(total);
    (start, len.min(total - start))
}

fn segment_attr(op: OpRef<'_>, results: bool) -> Option<Ident> {
    use crate::body::Traits;
    let info = op.info()?;
    let names = op.ctx.common().segment_names;
    if results && info.has_trait(Traits::ATTR_SIZED_RESULT_SEGMENTS) {
        Some(names.results)
    } else if !results && info.has_trait(Traits::ATTR_SIZED_OPERAND_SEGMENTS) {
        Some(names.operands)
    } else {
        None
    }
}

/// Operand group `index` of `op`, found from the groups' `arities` and, for ops with
/// `AttrSizedOperandSegments`, the `operandSegmentSizes` attribute.
pub fn operand_group<'a>(op: OpRef<'a>, arities: &[Arity], index: usize) -> Group<'a> {
    let ops = op.operands();
    let (s, l) = group_range(op, arities, index, ops.len(), segment_attr(op, false));
    Group::Slice(&ops[s..s + l])
}

/// Result group `index` of `op`, found from the groups' `arities` and, for ops with
/// `AttrSizedResultSegments`, the `resultSegmentSizes` attribute.
pub fn results_group<'a>(op: OpRef<'a>, arities: &[Arity], index: usize) -> Group<'a> {
    let d = op.data();
    let (s, l) = group_range(op, arities, index, d.num_results as usize, segment_attr(op, true));
    Group::Range(d.first_result + s as u32, l as u32)
}

/// Whether `op` is an instance of the registered op `info` (what a typed view's `cast`
/// checks).
pub fn is_op(op: OpRef<'_>, info: &'static crate::body::OpInfo) -> bool {
    matches!(op.info(), Some(i) if ::core::ptr::eq(i, info))
}

/// Operand group `index` of `op`, with the arities of the op's registered definition;
/// generated verifiers and printers use it so that ops of the same shape share one body.
pub fn operand_group_at(op: OpRef<'_>, index: usize) -> Group<'_> {
    operand_group(op, op.info().map_or(&[], |i| i.operand_arities), index)
}

/// Result group `index` of `op`, with the arities of the op's registered definition.
pub fn results_group_at(op: OpRef<'_>, index: usize) -> Group<'_> {
    results_group(op, op.info().map_or(&[], |i| i.result_arities), index)
}

/// Index of the first value of a group (for `operand #N` messages).
pub fn group_start(op: OpRef<'_>, arities: &[Arity], index: usize, results: bool) -> usize {
    let total = if results { op.num_results() } else { op.operands().len() };
    group_range(op, arities, index, total, segment_attr(op, results)).0
}

// ---- typed attribute getters -----------------------------------------------------------

/// The attribute `name`, or the spec default of that inherent attribute when it is absent
/// (ops built without it), so typed accessors always see the effective value.
pub fn attr_or_default(op: OpRef<'_>, name: &str) -> Option<Attribute> {
    if let Some(a) = op.attr(name) {
        return Some(a);
    }
    let d = op.info()?.attrs.iter().find(|a| a.name == name)?.default?;
    Some(op.ctx.default_attr(d))
}

/// Whether attribute `name` is present with a value other than its spec default (what an
/// optional group anchored on a defaulted attribute prints for).
pub fn attr_differs_from_default(op: OpRef<'_>, name: &str) -> bool {
    let Some(a) = op.attr(name) else { return false };
    let default = op.info().and_then(|i| i.attrs.iter().find(|x| x.name == name)).and_then(|x| x.default);
    default.is_none_or(|d| a != op.ctx.default_attr(d))
}

/// Attribute `name` (or its default) as an integer; a BoolAttr gives 0 or 1.
pub fn attr_int(op: OpRef<'_>, name: &str) -> Option<i64> {
    attr_or_default(op, name).and_then(|a| op.ctx.int_value(a)).map(|v| v as i64)
}

/// Attribute `name` (or its default) as a BoolAttr's value.
pub fn attr_bool(op: OpRef<'_>, name: &str) -> Option<bool> {
    match op.ctx.attr_data(attr_or_default(op, name)?) {
        AttrData::Bool(b) => Some(*b),
        _ => None,
    }
}

/// Attribute `name` (or its default) as a StringAttr's contents.
pub fn attr_str<'a>(op: OpRef<'a>, name: &str) -> Option<&'a str> {
    op.ctx.str_value(attr_or_default(op, name)?)
}

/// Attribute `name` (or its default) as a TypeAttr's type.
pub fn attr_type(op: OpRef<'_>, name: &str) -> Option<Type> {
    match op.ctx.attr_data(attr_or_default(op, name)?) {
        AttrData::Type(t) => Some(*t),
        _ => None,
    }
}

/// Attribute `name` (or its default) as a symbol reference's root name (without `@`).
pub fn attr_symbol<'a>(op: OpRef<'a>, name: &str) -> Option<&'a str> {
    match op.ctx.attr_data(attr_or_default(op, name)?) {
        AttrData::SymbolRef { root, .. } => Some(op.ctx.ident_str(*root)),
        _ => None,
    }
}

/// Attribute `name` (or its default) as the values of an integer dense array
/// (`array<i32: ...>`, `array<i64: ...>`).
pub fn attr_dense_ints<'a>(op: OpRef<'a>, name: &str) -> Option<&'a [i64]> {
    dense_ints(op.ctx, attr_or_default(op, name)?)
}

/// The value of an enum attribute, stored as an integer or as a dialect enum.
pub fn attr_enum_value(op: OpRef<'_>, name: &str) -> Option<u64> {
    match op.ctx.attr_data(attr_or_default(op, name)?) {
        AttrData::Integer { value, .. } => Some(*value as u64),
        AttrData::Enum { value, .. } => Some(*value),
        _ => None,
    }
}

/// The values of an integer dense array attribute (`array<i64: 1, 2>`), as i64.
pub fn dense_ints(ctx: &Context, a: Attribute) -> Option<&[i64]> {
    match ctx.attr_data(a) {
        AttrData::DenseArrayInt { values, .. } => Some(values),
        _ => None,
    }
}

// ---- successor operands -------------------------------------------------------------------

/// The operand positions `op` forwards to its successor `i` (MLIR's
/// `BranchOpInterface::getSuccessorOperands`), or `None` when the op's definition does not
/// say (an unregistered op, or a terminator that is not a branch). Ops whose cases share
/// one variadic group split it by their case segment attribute (`case_operand_segments`
/// of the switches, `indbr_operand_segments` of `llvm.indirectbr`).
pub fn successor_operand_range(op: OpRef<'_>, i: usize) -> Option<std::ops::Range<usize>> {
    let info = op.info()?;
    if i >= op.successors().len() {
        return None;
    }
    let names = op.ctx.common().segment_names;
    let case_segments = |name: Ident| op.attr_named(name).and_then(|a| dense_ints(op.ctx, a));
    if let Some(segs) = case_segments(names.cases) {
        // Switches: flag, default operands, then the cases' operands.
        let (ds, dl) = group_range(op, info.operand_arities, 1, op.operands().len(), segment_attr(op, false));
        if i == 0 {
            return Some(ds..ds + dl);
        }
        let (cs, _) = group_range(op, info.operand_arities, 2, op.operands().len(), segment_attr(op, false));
        let start = cs + segs.iter().take(i - 1).sum::<i64>().max(0) as usize;
        let len = segs.get(i - 1).copied()?.max(0) as usize;
        return Some(start..start + len);
    }
    if let Some(segs) = case_segments(names.indbr) {
        let start = 1 + segs.iter().take(i).sum::<i64>().max(0) as usize;
        let len = segs.get(i).copied()?.max(0) as usize;
        return Some(start..start + len);
    }
    let &g = info.successor_operands.get(i)?;
    // Two successors sharing one group cannot be told apart.
    if info.successor_operands.iter().filter(|&&x| x == g).count() > 1 {
        return None;
    }
    let (s, l) = group_range(op, info.operand_arities, g, op.operands().len(), segment_attr(op, false));
    Some(s..s + l)
}
