//! `vector.contract` in the vector-to-vector step of `-convert-vector-to-llvm`
//! (`spec/conversion/vector_to_llvm.td`): MLIR 22's ContractionOpLowering and its
//! strategies (`vector-contract-lowering`): `dot` (row-by-column products and reductions),
//! `outerproduct` (one vector.outerproduct per reduction step), `parallelarith` (unit
//! reduction dims as elementwise ops), `llvmintr` (`llvm.intr.matrix.multiply`), and the
//! generic fallback every strategy ends in: one parallel or reduction dim unrolled into
//! contractions of one rank less, which are lowered in turn down to 1-D dot products.
//!
//! Each term builds vector ops on the values as written and declines (returning `None`)
//! before building anything when its form does not apply.

use super::expand_transfer::{contract_arith, kind_keyword, zero_constant};
use super::expand_vector::{binary_op, extract, fixed, insert};
use crate::conversion::{ContractLowering, Rewriter};
use crate::dialects::gen::vector::CombiningKind;
use crate::ir::{AffineExpr, AffineMap, AttrData, Attribute, Type, TypeData, Value};

/// What the lowerings read of the contraction being rewritten (the rewriter's root).
struct Contract {
    /// Per map (lhs, rhs, acc): the iterator dim each of its results reads.
    maps: [Vec<u32>; 3],
    /// Per iterator: whether it is a reduction.
    reduction: Vec<bool>,
    /// The `#vector.iterator_type` attributes, to build lower-rank contractions from.
    iterators: Vec<Attribute>,
    kind_attr: Option<Attribute>,
    kind: &'static str,
}

impl Contract {
    fn read(rw: &Rewriter<'_, '_>) -> Option<Contract> {
        Contract::of(rw, rw.root()?)
    }

    fn of(rw: &Rewriter<'_, '_>, root: crate::ir::OpId) -> Option<Contract> {
        let ctx = rw.ctx;
        let attr = |n: &str| rw.body.attr(root, ctx.ident(n));
        let AttrData::Array(iterators) = ctx.attr_data(attr("iterator_types")?) else { return None };
        let iterators = iterators.to_vec();
        let n = iterators.len() as u32;
        let AttrData::Array(maps) = ctx.attr_data(attr("indexing_maps")?) else { return None };
        let mut dims = maps.iter().map(|&a| {
            let m = super::vector::affine_map(ctx, Some(a))?;
            // Maps of all the iterators and no symbols, as MLIR's layouts are inferred.
            if m.num_dims != n || m.num_symbols != 0 {
                return None;
            }
            map_dims(&m)
        });
        let maps = [dims.next()??, dims.next()??, dims.next()??];
        let reduction =
            iterators.iter().map(|&e| matches!(ctx.attr_data(e), AttrData::Enum { value: 1, .. })).collect();
        let kind_attr = attr("kind");
        Some(Contract { maps, reduction, iterators, kind_attr, kind: kind_keyword(rw, kind_attr) })
    }

    /// Whether the maps are `l`, `r` and `o` (MLIR's `maps == infer({l, r, o})`).
    fn is(&self, l: &[u32], r: &[u32], o: &[u32]) -> bool {
        self.maps[0] == l && self.maps[1] == r && self.maps[2] == o
    }

    fn iters(&self, reduction: &[bool]) -> bool {
        self.reduction == reduction
    }
}

/// The dims each result of a contraction's indexing map reads (`None` for other exprs).
fn map_dims(m: &AffineMap) -> Option<Vec<u32>> {
    m.results
        .iter()
        .map(|e| match e {
            AffineExpr::Dim(d) => Some(*d),
            _ => None,
        })
        .collect()
}

/// The position among `map`'s results of iterator `dim`.
fn position(map: &[u32], dim: u32) -> Option<usize> {
    map.iter().position(|&d| d == dim)
}

fn is_int_type(rw: &Rewriter<'_, '_>, t: Type) -> bool {
    matches!(rw.ctx.type_data(t), TypeData::Integer { .. })
}

/// Shape and scalable flags (one per dim) of a vector type.
fn dims_of(rw: &Rewriter<'_, '_>, ty: Type) -> Option<(Vec<i64>, Vec<bool>, Type)> {
    let TypeData::Vector { shape, scalable, elem } = rw.ctx.type_data(ty) else { return None };
    let sc = (0..shape.len()).map(|i| scalable.get(i).copied().unwrap_or(false)).collect();
    Some((shape.to_vec(), sc, *elem))
}

/// `ty` without dim `i` (fixed-size vectors).
fn drop_dim(rw: &Rewriter<'_, '_>, ty: Type, i: usize) -> Option<Type> {
    let (mut shape, scalable, elem) = dims_of(rw, ty)?;
    if scalable.iter().any(|s| *s) || i >= shape.len() {
        return None;
    }
    shape.remove(i);
    Some(rw.ctx.intern_type(TypeData::Vector { shape: shape.into(), scalable: Box::new([]), elem }))
}

/// `vector.transpose %v, perm`.
fn transpose(rw: &mut Rewriter<'_, '_>, v: Value, perm: &[i64]) -> Option<Value> {
    let (shape, scalable, elem) = dims_of(rw, rw.value_type(v))?;
    let at = |i: &i64| usize::try_from(*i).ok();
    let shape: Vec<i64> = perm.iter().map(|i| at(i).and_then(|i| shape.get(i).copied())).collect::<Option<_>>()?;
    let scalable: Box<[bool]> = if scalable.iter().any(|s| *s) {
        perm.iter().map(|i| at(i).and_then(|i| scalable.get(i).copied())).collect::<Option<_>>()?
    } else {
        Box::new([])
    };
    let ty = rw.ctx.intern_type(TypeData::Vector { shape: shape.into(), scalable, elem });
    let mut st = rw.state("vector.transpose");
    st.operands.push(v);
    st.add_attr(rw.ctx.ident("permutation"), rw.ctx.dense_i64_array(perm));
    st.result_types.push(ty);
    Some(rw.insert_value(st))
}

/// `vector.reduction <add>, %v (, %acc)`.
fn reduce_add(rw: &mut Rewriter<'_, '_>, v: Value, acc: Option<Value>) -> Value {
    let elem = rw.ctx.element_type_or_self(rw.value_type(v));
    let mut st = rw.state("vector.reduction");
    st.add_attr(rw.ctx.ident("kind"), CombiningKind::Add.attr(rw.ctx));
    st.operands.push(v);
    st.operands.extend(acc);
    st.result_types.push(elem);
    rw.insert_value(st)
}

/// Term `ContractLower`: MLIR's ContractionOpLowering (with the standalone
/// ContractionOpToOuterProductOpLowering, which also takes other kinds and mixed element
/// types): the strategy's form when it applies, else the generic unrolling, for an add
/// contraction whose operands have the accumulator's element type.
pub fn contract_lower(rw: &mut Rewriter<'_, '_>, lhs: Value, rhs: Value, acc: Value, dst: Type) -> Option<Value> {
    let c = Contract::read(rw)?;
    let strategy = rw.tc.opts.vector_contract_lowering;
    if strategy == ContractLowering::OuterProduct {
        if let Some(v) = outer_products(rw, &c, [lhs, rhs, acc], None) {
            return Some(v);
        }
    }
    if !generic_supported(rw, &c, lhs, rhs, acc) {
        return None;
    }
    let strategic = match strategy {
        ContractLowering::Dot => contract_dot(rw, &c, lhs, rhs, acc, dst),
        ContractLowering::ParallelArith => elementwise(rw, &c, lhs, rhs, acc, dst),
        _ => None,
    };
    strategic.or_else(|| generic(rw, &c, [lhs, rhs, acc], dst, None))
}

/// MLIR's `matchSupportedGenericContraction`: an add contraction whose operands have the
/// accumulator's element type.
fn generic_supported(rw: &Rewriter<'_, '_>, c: &Contract, lhs: Value, rhs: Value, acc: Value) -> bool {
    let acc_elem = rw.ctx.element_type_or_self(rw.value_type(acc));
    let elem_of = |v: Value| rw.ctx.element_type_or_self(rw.value_type(v));
    c.kind == "add" && elem_of(lhs) == acc_elem && elem_of(rhs) == acc_elem
}

/// Term `MaskedContractLower`: a `vector.mask` (without pass-through) of a contraction, as
/// MLIR's ContractionOpLowering rewrites a masked one: the `outerproduct` form takes the
/// mask (transposed as its operands, one row per outer product); the `dot` and
/// `parallelarith` forms decline it, so the generic unrolling runs with the mask sliced
/// along each unrolled iterator, every smaller contraction (and the final reduction)
/// masked in turn.
pub fn masked_contract_lower(rw: &mut Rewriter<'_, '_>, mask: Value, region: crate::ir::RegionId) -> Option<Value> {
    let block = rw.body.entry_block(region)?;
    let op = rw.body.block_ops(block).next()?;
    if rw.ctx.ident_str(rw.body.op(op).name.ident) != "vector.contract" {
        return None;
    }
    let c = Contract::of(rw, op)?;
    let [lhs, rhs, acc] = rw.body.op(op).operands[..] else { return None };
    // What replaces it is at the contraction's location, as MLIR builds it there.
    let root_loc = std::mem::replace(&mut rw.loc, rw.body.op(op).loc);
    let mut v = None;
    if rw.tc.opts.vector_contract_lowering == ContractLowering::OuterProduct {
        v = outer_products(rw, &c, [lhs, rhs, acc], Some(mask));
    }
    if v.is_none() && generic_supported(rw, &c, lhs, rhs, acc) {
        let dst = rw.value_type(acc);
        v = generic(rw, &c, [lhs, rhs, acc], dst, Some(mask));
    }
    rw.loc = root_loc;
    v
}

/// MLIR's `maskOperation`: the op defining `v` (built in place) moved into a new
/// `vector.mask %mask` that yields its result, which replaces `v`; `v` without a mask.
fn mask_operation(rw: &mut Rewriter<'_, '_>, v: Value, mask: Option<Value>) -> Option<Value> {
    let Some(mask) = mask else { return Some(v) };
    let op = rw.defining_op(v)?;
    let ty = rw.value_type(v);
    let region = rw.body.new_region();
    let block = rw.body.new_block();
    rw.body.push_block(region, block);
    rw.body.move_op(op, block, None);
    let saved = rw.insertion();
    rw.set_insertion(block, None);
    let mut st = rw.state("vector.yield");
    st.operands.push(v);
    rw.insert(st);
    rw.set_insertion(saved.0, saved.1);
    let mut st = rw.state("vector.mask");
    st.operands.push(mask);
    st.regions.push(region);
    st.result_types.push(ty);
    Some(rw.insert_value(st))
}

/// MLIR's ContractionOpToDotLowering (the default `vector-contract-lowering=dot`) for
/// two parallel and one reduction dims (matrix-matrix) or one of each (matrix-vector):
/// the operands transposed so the reduction dim is innermost, then per result element a
/// product of a row and a column and its `vector.reduction <add>`, and the accumulator
/// added at the end.
fn contract_dot(
    rw: &mut Rewriter<'_, '_>,
    c: &Contract,
    lhs: Value,
    rhs: Value,
    acc: Value,
    dst: Type,
) -> Option<Value> {
    let elem = rw.ctx.element_type_or_self(dst);
    let is_int = is_int_type(rw, elem);
    let mul_name = if is_int { "arith.muli" } else { "arith.mulf" };
    let (m, n, k) = (0u32, 1u32, 2u32);
    let (mut lhs, mut rhs) = (lhs, rhs);
    let t = |rw: &mut Rewriter<'_, '_>, v: Value| transpose(rw, v, &[1, 0]);
    if c.iters(&[false, false, true]) {
        if c.is(&[m, k], &[k, n], &[m, n]) {
            rhs = t(rw, rhs)?;
        } else if c.is(&[m, k], &[n, k], &[m, n]) {
        } else if c.is(&[k, m], &[k, n], &[m, n]) {
            lhs = t(rw, lhs)?;
            rhs = t(rw, rhs)?;
        } else if c.is(&[k, m], &[n, k], &[m, n]) {
            lhs = t(rw, lhs)?;
        } else if c.is(&[m, k], &[k, n], &[n, m]) {
            let tmp = lhs;
            lhs = t(rw, rhs)?;
            rhs = tmp;
        } else if c.is(&[m, k], &[n, k], &[n, m]) {
            std::mem::swap(&mut lhs, &mut rhs);
        } else if c.is(&[k, m], &[k, n], &[n, m]) {
            let tmp = lhs;
            lhs = t(rw, rhs)?;
            rhs = t(rw, tmp)?;
        } else if c.is(&[k, m], &[n, k], &[n, m]) {
            let tmp = rhs;
            rhs = t(rw, lhs)?;
            lhs = tmp;
        } else {
            return None;
        }
    } else if c.iters(&[false, true]) {
        if c.is(&[m, n], &[n], &[m]) {
        } else if c.is(&[n, m], &[n], &[m]) {
            lhs = t(rw, lhs)?;
        } else if c.is(&[n], &[m, n], &[m]) {
            std::mem::swap(&mut lhs, &mut rhs);
        } else if c.is(&[n], &[n, m], &[m]) {
            std::mem::swap(&mut lhs, &mut rhs);
            lhs = t(rw, lhs)?;
        } else {
            return None;
        }
    } else {
        return None;
    }
    let (shape, _) = fixed(rw, dst)?;
    let (rows, cols) = (shape[0], if shape.len() == 1 { 1 } else { shape[1] });
    let mut res = zero_constant(rw, dst);
    let mut columns = Vec::with_capacity(cols as usize);
    for r in 0..rows {
        let row = extract(rw, lhs, &[r])?;
        for c in 0..cols {
            if r == 0 {
                let col = if shape.len() == 1 { rhs } else { extract(rw, rhs, &[c])? };
                columns.push(col);
            }
            let ty = rw.value_type(row);
            let product = binary_op(rw, mul_name, &[row, columns[c as usize]], ty);
            let sum = reduce_add(rw, product, None);
            let pos: &[i64] = if shape.len() == 1 { &[r] } else { &[r, c] };
            res = insert(rw, sum, res, pos);
        }
    }
    let add = if is_int { "arith.addi" } else { "arith.addf" };
    Some(binary_op(rw, add, &[res, acc], dst))
}

/// MLIR's UnrolledOuterProductGenerator (`vector-contract-lowering=outerproduct`): a
/// matrix-matrix (iterators parallel, parallel, reduction), matrix-vector (parallel,
/// reduction) or transposed matrix-vector (reduction, parallel) contraction in any layout,
/// its operands transposed (and swapped) so the reduction dim leads, as one
/// vector.outerproduct per reduction step onto the accumulator.
fn outer_products(
    rw: &mut Rewriter<'_, '_>,
    c: &Contract,
    [lhs, rhs, acc]: [Value; 3],
    mask: Option<Value>,
) -> Option<Value> {
    let (lshape, lscalable, _) = dims_of(rw, rw.value_type(lhs))?;
    // The reduction dim's size, when it is not scalable (it cannot be unrolled then).
    let size = |d: usize| (!lscalable.get(d)?).then(|| lshape.get(d).copied()).flatten();
    // The mask in the reduction-first order of the outer products: (k, m, n) for a
    // matrix-matrix one, (k, m) for a matrix-vector one.
    let tm = |rw: &mut Rewriter<'_, '_>, perm: &[i64]| -> Option<Option<Value>> {
        match mask {
            Some(m) => Some(Some(transpose(rw, m, perm)?)),
            None => Some(None),
        }
    };
    if c.iters(&[false, false, true]) {
        let (m, n, k) = (0u32, 1u32, 2u32);
        let layouts: [Layout<'_>; 8] = [
            (&[m, k], &[k, n], &[m, n], 1, [(0, true), (1, false)]),
            (&[m, k], &[n, k], &[m, n], 1, [(0, true), (1, true)]),
            (&[k, m], &[k, n], &[m, n], 0, [(0, false), (1, false)]),
            (&[k, m], &[n, k], &[m, n], 0, [(0, false), (1, true)]),
            (&[m, k], &[k, n], &[n, m], 1, [(1, false), (0, true)]),
            (&[m, k], &[n, k], &[n, m], 1, [(1, true), (0, true)]),
            (&[k, m], &[k, n], &[n, m], 0, [(1, false), (0, false)]),
            (&[k, m], &[n, k], &[n, m], 0, [(1, true), (0, false)]),
        ];
        return by_layout(rw, c, &layouts, [lhs, rhs, acc], &size, &|rw| tm(rw, &[2, 0, 1]));
    }
    // Matrix-vector: iterators (m, k), its mask transposed; transposed: (k, m), its mask
    // as it is. The layouts are the same.
    let (m, k, mask_perm): (u32, u32, Option<&[i64]>) = if c.iters(&[false, true]) {
        (0, 1, Some(&[1, 0]))
    } else if c.iters(&[true, false]) {
        (1, 0, None)
    } else {
        return None;
    };
    let layouts: [Layout<'_>; 4] = [
        (&[m, k], &[k], &[m], 1, [(0, true), (1, false)]),
        (&[k, m], &[k], &[m], 0, [(0, false), (1, false)]),
        (&[k], &[m, k], &[m], 0, [(1, true), (0, false)]),
        (&[k], &[k, m], &[m], 0, [(1, false), (0, false)]),
    ];
    by_layout(rw, c, &layouts, [lhs, rhs, acc], &size, &|rw| match mask_perm {
        Some(perm) => tm(rw, perm),
        None => Some(mask),
    })
}

/// A layout `outer_products` handles: the dims (by iterator) of lhs, rhs and the
/// accumulator, the dim of lhs whose size is the number of steps, and the two operands of
/// the outer products in order (0 lhs, 1 rhs; `true`: transposed first).
type Layout<'a> = (&'a [u32], &'a [u32], &'a [u32], usize, [(usize, bool); 2]);

/// The outer products of the first of `layouts` the contraction has (with a step count),
/// its operands transposed and ordered as the layout says, then `mask` in that order.
fn by_layout(
    rw: &mut Rewriter<'_, '_>,
    c: &Contract,
    layouts: &[Layout<'_>],
    [lhs, rhs, acc]: [Value; 3],
    size: &dyn Fn(usize) -> Option<i64>,
    mask: &dyn Fn(&mut Rewriter<'_, '_>) -> Option<Option<Value>>,
) -> Option<Value> {
    for &(l, r, a, dim, order) in layouts {
        if !c.is(l, r, a) {
            continue;
        }
        let Some(steps) = size(dim) else { continue };
        let mut picked = [lhs; 2];
        for (slot, (which, transposed)) in order.into_iter().enumerate() {
            let v = [lhs, rhs][which];
            picked[slot] = if transposed { transpose(rw, v, &[1, 0])? } else { v };
        }
        let m = mask(rw)?;
        return outer_prod(rw, c, [picked[0], picked[1], acc], steps, m);
    }
    None
}

/// MLIR's `outerProd`: for each of the `steps` leading rows of `lhs` and `rhs` (promoted to
/// the accumulator's element type), one vector.outerproduct onto the running result.
fn outer_prod(
    rw: &mut Rewriter<'_, '_>,
    c: &Contract,
    [lhs, rhs, acc]: [Value; 3],
    steps: i64,
    mask: Option<Value>,
) -> Option<Value> {
    let res_ty = rw.value_type(acc);
    let elem = rw.ctx.element_type_or_self(res_ty);
    let mut res = acc;
    for k in 0..steps {
        let a = extract(rw, lhs, &[k])?;
        let b = extract(rw, rhs, &[k])?;
        let a = promote(rw, a, elem);
        let b = promote(rw, b, elem);
        let step_mask = match mask {
            Some(m) => Some(extract(rw, m, &[k])?),
            None => None,
        };
        let mut st = rw.state("vector.outerproduct");
        st.operands.extend([a, b, res]);
        if let Some(kind) = c.kind_attr {
            st.add_attr(rw.ctx.ident("kind"), kind);
        }
        st.result_types.push(res_ty);
        let op = rw.insert_value(st);
        res = mask_operation(rw, op, step_mask)?;
    }
    Some(res)
}

/// `v` extended to element type `elem` (arith.extf for floats, else arith.extsi).
fn promote(rw: &mut Rewriter<'_, '_>, v: Value, elem: Type) -> Value {
    let ty = rw.value_type(v);
    if rw.ctx.element_type_or_self(ty) == elem {
        return v;
    }
    let to = match rw.ctx.type_data(ty) {
        TypeData::Vector { shape, scalable, .. } => {
            rw.ctx.intern_type(TypeData::Vector { shape: shape.clone(), scalable: scalable.clone(), elem })
        }
        _ => elem,
    };
    let name = if matches!(rw.ctx.type_data(elem), TypeData::Float(_)) { "arith.extf" } else { "arith.extsi" };
    binary_op(rw, name, &[v], to)
}

/// MLIR's ContractOpToElementwise (`vector-contract-lowering=parallelarith`): when every
/// reduction dim has size 1, each operand is broadcast to the parallel dims it lacks,
/// transposed to (reduction dims, parallel dims in the accumulator's order), its unit
/// reduction dims extracted, and the two multiplied onto the accumulator (an fma for a
/// float vector).
fn elementwise(
    rw: &mut Rewriter<'_, '_>,
    c: &Contract,
    lhs: Value,
    rhs: Value,
    acc: Value,
    dst: Type,
) -> Option<Value> {
    let (lshape, _) = fixed(rw, rw.value_type(lhs))?;
    let (rshape, _) = fixed(rw, rw.value_type(rhs))?;
    let reduction_index = |map: &[u32]| -> Vec<usize> {
        (0..map.len()).filter(|&i| c.reduction.get(map[i] as usize).copied().unwrap_or(false)).collect()
    };
    let (lred, rred) = (reduction_index(&c.maps[0]), reduction_index(&c.maps[1]));
    if lred.iter().any(|&d| lshape[d] != 1) || rred.iter().any(|&d| rshape[d] != 1) {
        return None;
    }
    let acc_map = &c.maps[2];
    let parallel = acc_map.len();
    let dst_shape = rw.ctx.shape(dst).map(<[i64]>::to_vec).unwrap_or_default();
    // Per operand: the dims to broadcast it to and its permutation.
    let plan = |map: &[u32], red: &[usize]| -> Option<(Vec<i64>, Vec<i64>)> {
        let broadcast = parallel.checked_sub(map.len() - red.len())? as i64;
        let mut dims = Vec::new();
        let mut perm: Vec<i64> = red.iter().map(|&d| broadcast + d as i64).collect();
        for (i, &it) in acc_map.iter().enumerate() {
            match position(map, it) {
                Some(p) => perm.push(broadcast + p as i64),
                None => {
                    dims.push(*dst_shape.get(i)?);
                    perm.push(dims.len() as i64 - 1);
                }
            }
        }
        Some((dims, perm))
    };
    let (ldims, lperm) = plan(&c.maps[0], &lred)?;
    let (rdims, rperm) = plan(&c.maps[1], &rred)?;
    let widen = |rw: &mut Rewriter<'_, '_>, v: Value, mut dims: Vec<i64>, shape: &[i64]| {
        if dims.is_empty() {
            return v;
        }
        dims.extend_from_slice(shape);
        let elem = rw.ctx.element_type_or_self(rw.value_type(v));
        let ty = rw.ctx.intern_type(TypeData::Vector { shape: dims.into(), scalable: Box::new([]), elem });
        super::expand_vector::broadcast(rw, v, ty)
    };
    let is_int = matches!(
        rw.ctx.type_data(rw.ctx.element_type_or_self(rw.value_type(lhs))),
        TypeData::Integer { .. } | TypeData::Index
    );
    let new_lhs = widen(rw, lhs, ldims, &lshape);
    let new_rhs = widen(rw, rhs, rdims, &rshape);
    // An identity transpose folds away.
    let permute = |rw: &mut Rewriter<'_, '_>, v: Value, perm: &[i64]| {
        if perm.iter().enumerate().all(|(i, &p)| p == i as i64) {
            Some(v)
        } else {
            transpose(rw, v, perm)
        }
    };
    let new_lhs = permute(rw, new_lhs, &lperm)?;
    let new_rhs = permute(rw, new_rhs, &rperm)?;
    let new_lhs = extract(rw, new_lhs, &vec![0; lred.len()])?;
    let new_rhs = extract(rw, new_rhs, &vec![0; rred.len()])?;
    contract_arith(rw, new_lhs, new_rhs, Some(acc), c.kind, is_int)
}

/// MLIR's `lowerGenericContraction`: the first batch dim (parallel, read by both
/// operands), else the first free dim of the lhs, else of the rhs, is unrolled
/// (`lowerParallel`); with none left, the first reduction dim (`lowerReduction`).
fn generic(rw: &mut Rewriter<'_, '_>, c: &Contract, ops: [Value; 3], dst: Type, mask: Option<Value>) -> Option<Value> {
    let both = |want_reduction: bool| {
        (0..c.reduction.len() as u32)
            .filter(move |&i| c.reduction[i as usize] == want_reduction)
            .filter_map(|i| Some((position(&c.maps[0], i)?, position(&c.maps[1], i)?)))
    };
    if let Some((l, r)) = both(false).next() {
        return lower_parallel(rw, c, ops, dst, (Some(l), Some(r)), mask);
    }
    let contracting: Vec<(usize, usize)> = both(true).collect();
    if let Some(l) = (0..c.maps[0].len()).find(|i| !contracting.iter().any(|p| p.0 == *i)) {
        return lower_parallel(rw, c, ops, dst, (Some(l), None), mask);
    }
    if let Some(r) = (0..c.maps[1].len()).find(|i| !contracting.iter().any(|p| p.1 == *i)) {
        return lower_parallel(rw, c, ops, dst, (None, Some(r)), mask);
    }
    if contracting.is_empty() {
        return None;
    }
    lower_reduction(rw, c, ops, dst, mask)
}

/// The maps and iterators of a contraction with iterator `dim` removed (MLIR's
/// `adjustMap` and `adjustIter`): `(indexing_maps, iterator_types)` attributes.
fn without_dim(rw: &Rewriter<'_, '_>, c: &Contract, dim: u32) -> (Attribute, Attribute) {
    let ctx = rw.ctx;
    let n = c.iterators.len() as u32 - 1;
    let maps: Vec<Attribute> = c
        .maps
        .iter()
        .map(|m| {
            let results: Box<[AffineExpr]> =
                m.iter().filter(|&&d| d != dim).map(|&d| AffineExpr::Dim(if d < dim { d } else { d - 1 })).collect();
            ctx.intern_attr(AttrData::AffineMap(AffineMap { num_dims: n, num_symbols: 0, results }))
        })
        .collect();
    let iters: Vec<Attribute> =
        c.iterators.iter().enumerate().filter(|(i, _)| *i as u32 != dim).map(|(_, a)| *a).collect();
    (ctx.array_attr(&maps), ctx.array_attr(&iters))
}

fn build_contract(rw: &mut Rewriter<'_, '_>, c: &Contract, ops: [Value; 3], attrs: (Attribute, Attribute)) -> Value {
    let ty = rw.value_type(ops[2]);
    let mut st = rw.state("vector.contract");
    st.operands.extend(ops);
    st.add_attr(rw.ctx.ident("indexing_maps"), attrs.0);
    st.add_attr(rw.ctx.ident("iterator_types"), attrs.1);
    if let Some(kind) = c.kind_attr {
        st.add_attr(rw.ctx.ident("kind"), kind);
    }
    st.result_types.push(ty);
    rw.insert_value(st)
}

/// MLIR's `lowerParallel`: dim `l` of the lhs and/or `r` of the rhs (one iterator)
/// unrolled: from a zero result, per position a contraction of the operands' slices onto
/// the accumulator's, stored back at that position.
fn lower_parallel(
    rw: &mut Rewriter<'_, '_>,
    c: &Contract,
    [lhs, rhs, acc]: [Value; 3],
    dst: Type,
    (l, r): (Option<usize>, Option<usize>),
    mask: Option<Value>,
) -> Option<Value> {
    let (lshape, lscalable, _) = dims_of(rw, rw.value_type(lhs))?;
    let (rshape, rscalable, _) = dims_of(rw, rw.value_type(rhs))?;
    fixed(rw, dst)?;
    let (iter, size) = match (l, r) {
        (Some(l), r) => {
            let it = c.maps[0][l];
            if r.is_some_and(|r| c.maps[1][r] != it) || lscalable[l] {
                return None;
            }
            (it, lshape[l])
        }
        (None, Some(r)) => {
            if rscalable[r] {
                return None;
            }
            (c.maps[1][r], rshape[r])
        }
        (None, None) => return None,
    };
    let res = position(&c.maps[2], iter);
    if res.is_none() && size != 1 {
        return None;
    }
    let attrs = without_dim(rw, c, iter);
    let (lty, rty) = (rw.value_type(lhs), rw.value_type(rhs));
    let mut result = zero_constant(rw, dst);
    for d in 0..size {
        let a = reshape_load(rw, lhs, lty, l, d)?;
        let b = reshape_load(rw, rhs, rty, r, d)?;
        let x = reshape_load(rw, acc, dst, res, d)?;
        let low_mask = match mask {
            Some(m) => Some(reshape_load(rw, m, rw.value_type(m), Some(iter as usize), d)?),
            None => None,
        };
        let low = build_contract(rw, c, [a, b, x], attrs);
        let low = mask_operation(rw, low, low_mask)?;
        result = reshape_store(rw, low, result, dst, res, d)?;
    }
    Some(result)
}

/// MLIR's `lowerReduction`, for a scalar result: iterator 0 (a reduction) unrolled into a
/// chain of contractions through the accumulator; at rank 1, the product reduced onto it.
fn lower_reduction(
    rw: &mut Rewriter<'_, '_>,
    c: &Contract,
    [lhs, rhs, acc]: [Value; 3],
    dst: Type,
    mask: Option<Value>,
) -> Option<Value> {
    if rw.ctx.shape(dst).is_some() {
        return None;
    }
    let (l, r) = (position(&c.maps[0], 0)?, position(&c.maps[1], 0)?);
    let (lty, rty) = (rw.value_type(lhs), rw.value_type(rhs));
    let (lshape, _, _) = dims_of(rw, lty)?;
    let (rshape, _, _) = dims_of(rw, rty)?;
    let size = lshape[l];
    if size != rshape[r] {
        return None;
    }
    if lshape.len() == 1 {
        if rshape.len() != 1 {
            return None;
        }
        let name = if is_int_type(rw, dst) { "arith.muli" } else { "arith.mulf" };
        let m = binary_op(rw, name, &[lhs, rhs], lty);
        let red = reduce_add(rw, m, Some(acc));
        return mask_operation(rw, red, mask);
    }
    let attrs = without_dim(rw, c, 0);
    let mut result = acc;
    for d in 0..size {
        let a = reshape_load(rw, lhs, lty, Some(l), d)?;
        let b = reshape_load(rw, rhs, rty, Some(r), d)?;
        let low_mask = match mask {
            Some(m) => Some(reshape_load(rw, m, rw.value_type(m), Some(0), d)?),
            None => None,
        };
        let low = build_contract(rw, c, [a, b, result], attrs);
        result = mask_operation(rw, low, low_mask)?;
    }
    Some(result)
}

/// MLIR's `reshapeLoad`: the slice of `v` (of type `ty`) at `pos` of dim `index` (`v`
/// itself without one): extracted at the leading dim, else gathered row by row into a
/// zero vector.
fn reshape_load(rw: &mut Rewriter<'_, '_>, v: Value, ty: Type, index: Option<usize>, pos: i64) -> Option<Value> {
    let Some(index) = index else { return Some(v) };
    if index == 0 {
        return extract(rw, v, &[pos]);
    }
    let row_ty = drop_dim(rw, ty, 0)?;
    let res_ty = drop_dim(rw, ty, index)?;
    let rows = *rw.ctx.shape(res_ty)?.first()?;
    let mut result = zero_constant(rw, res_ty);
    for d in 0..rows {
        let row = extract(rw, v, &[d])?;
        let slice = reshape_load(rw, row, row_ty, Some(index - 1), pos)?;
        result = insert(rw, slice, result, &[d]);
    }
    Some(result)
}

/// MLIR's `reshapeStore`: `v` stored into `result` (of type `ty`) at `pos` of dim `index`
/// (`v` itself without one), row by row below the leading dim.
fn reshape_store(
    rw: &mut Rewriter<'_, '_>,
    v: Value,
    mut result: Value,
    ty: Type,
    index: Option<usize>,
    pos: i64,
) -> Option<Value> {
    let Some(index) = index else { return Some(v) };
    if index == 0 {
        return Some(insert(rw, v, result, &[pos]));
    }
    let row_ty = drop_dim(rw, ty, 0)?;
    let rows = *rw.ctx.shape(ty)?.first()?;
    for d in 0..rows {
        let ext = extract(rw, result, &[d])?;
        let ins = extract(rw, v, &[d])?;
        let stored = reshape_store(rw, ins, ext, row_ty, Some(index - 1), pos)?;
        result = insert(rw, stored, result, &[d]);
    }
    Some(result)
}

/// Term `ContractMatmul`: under `vector-contract-lowering=llvmintr`, MLIR's
/// ContractionOpToMatmulOpLowering: a contraction with iterators (parallel m, parallel n,
/// reduction k), lhs `(m, k)` or `(k, m)`, rhs `(k, n)` or `(n, k)` and accumulator
/// `(m, n)` or `(n, m)`, of one int or float element type: lhs and rhs transposed to row
/// major, flattened, multiplied by `llvm.intr.matrix.multiply`, the product reshaped
/// (and transposed for an `(n, m)` accumulator) and added to the accumulator (whatever
/// the combining kind, as MLIR's pattern).
pub fn contract_matmul(rw: &mut Rewriter<'_, '_>, lhs: Value, rhs: Value, acc: Value, dst: Type) -> Option<Value> {
    if rw.tc.opts.vector_contract_lowering != ContractLowering::LlvmIntr {
        return None;
    }
    let ctx = rw.ctx;
    let root = rw.root()?;
    let attr = |n: &str| rw.body.attr(root, ctx.ident(n));
    let maps: Vec<AffineMap> = match ctx.attr_data(attr("indexing_maps")?) {
        AttrData::Array(elems) => {
            elems.iter().map(|&e| super::vector::affine_map(ctx, Some(e))).collect::<Option<_>>()?
        }
        _ => return None,
    };
    let reduction: Vec<bool> = match ctx.attr_data(attr("iterator_types")?) {
        AttrData::Array(elems) => {
            elems.iter().map(|&e| matches!(ctx.attr_data(e), AttrData::Enum { value: 1, .. })).collect()
        }
        _ => return None,
    };
    if reduction.get(..3) != Some(&[false, false, true][..]) || maps.len() != 3 {
        return None;
    }
    if let TypeData::Vector { scalable, .. } = ctx.type_data(dst) {
        if scalable.iter().any(|s| *s) {
            return None;
        }
    }
    let elem = ctx.element_type_or_self(rw.value_type(lhs));
    let is_int = matches!(ctx.type_data(elem), TypeData::Integer { .. });
    if !(is_int || matches!(ctx.type_data(elem), TypeData::Float(_))) || ctx.element_type_or_self(dst) != elem {
        return None;
    }
    // Maps of 3 dims and no symbols, as MLIR compares them with `AffineMap::get(3, 0, ..)`.
    let dims = |m: &AffineMap| (m.num_dims == 3 && m.num_symbols == 0).then(|| map_dims(m)).flatten();
    let (l, r, a) = (dims(&maps[0])?, dims(&maps[1])?, dims(&maps[2])?);
    let (m, n, k) = (0u32, 1u32, 2u32);
    // Whether an operand's dims are `plain` transposed; `None` for other layouts.
    let transposed = |d: &[u32], plain: [u32; 2]| match d {
        [x, y] if [*x, *y] == plain => Some(false),
        [x, y] if [*y, *x] == plain => Some(true),
        _ => None,
    };
    let (lhs_t, rhs_t, acc_t) = (transposed(&l, [m, k])?, transposed(&r, [k, n])?, transposed(&a, [m, n])?);
    let transpose = |rw: &mut Rewriter<'_, '_>, v: Value| -> Option<Value> {
        let (shape, elem) = fixed(rw, rw.value_type(v))?;
        let ty = rw.ctx.intern_type(TypeData::Vector {
            shape: [*shape.get(1)?, shape[0]].into(),
            scalable: Box::new([]),
            elem,
        });
        let mut st = rw.state("vector.transpose");
        st.operands.push(v);
        st.add_attr(rw.ctx.ident("permutation"), rw.ctx.dense_i64_array(&[1, 0]));
        st.result_types.push(ty);
        Some(rw.insert_value(st))
    };
    let lhs = if lhs_t { transpose(rw, lhs)? } else { lhs };
    let rhs = if rhs_t { transpose(rw, rhs)? } else { rhs };
    let (ls, _) = fixed(rw, rw.value_type(lhs))?;
    let (rs, _) = fixed(rw, rw.value_type(rhs))?;
    let (rows, inner, cols) = (ls[0], *ls.get(1)?, *rs.get(1)?);
    let flat = |rw: &Rewriter<'_, '_>, n: i64| {
        rw.ctx.intern_type(TypeData::Vector { shape: Box::new([n]), scalable: Box::new([]), elem })
    };
    let lf = flat(rw, rows * inner);
    let lhs = binary_op(rw, "vector.shape_cast", &[lhs], lf);
    let rf = flat(rw, rs[0] * cols);
    let rhs = binary_op(rw, "vector.shape_cast", &[rhs], rf);
    let i32t = ctx.common().i32;
    let mut st = rw.state("llvm.intr.matrix.multiply");
    st.operands.extend([lhs, rhs]);
    st.add_attr(ctx.ident("lhs_rows"), ctx.integer_attr(i32t, i128::from(rows)));
    st.add_attr(ctx.ident("lhs_columns"), ctx.integer_attr(i32t, i128::from(inner)));
    st.add_attr(ctx.ident("rhs_columns"), ctx.integer_attr(i32t, i128::from(cols)));
    st.result_types.push(flat(rw, rows * cols));
    let mul = rw.insert_value(st);
    let acc_elem = ctx.element_type_or_self(rw.value_type(acc));
    let grid =
        ctx.intern_type(TypeData::Vector { shape: Box::new([rows, cols]), scalable: Box::new([]), elem: acc_elem });
    let mut mul = binary_op(rw, "vector.shape_cast", &[mul], grid);
    if acc_t {
        mul = transpose(rw, mul)?;
    }
    let add = if is_int { "arith.addi" } else { "arith.addf" };
    Some(binary_op(rw, add, &[acc, mul], dst))
}

/// Term `MaskedOuterProductRows`: a `vector.mask` (without pass-through) of a
/// vector.outerproduct, as MLIR's OuterProductOpLowering rewrites a masked one: row by row
/// with the mask's row, each combined row selected against the accumulator's where the
/// mask is off.
pub fn masked_outer_product_rows(rw: &mut Rewriter<'_, '_>, mask: Value, region: crate::ir::RegionId) -> Option<Value> {
    let block = rw.body.entry_block(region)?;
    let op = rw.body.block_ops(block).next()?;
    if rw.ctx.ident_str(rw.body.op(op).name.ident) != "vector.outerproduct" {
        return None;
    }
    let operands = rw.body.op(op).operands.to_vec();
    let (&lhs, &rhs) = (operands.first()?, operands.get(1)?);
    let acc = operands.get(2).copied();
    let kind = rw.body.attr(op, rw.ctx.ident("kind"));
    let dst = rw.value_type(rw.body.results(op).next()?);
    // What replaces it is at the outer product's location, as MLIR builds it there.
    let root_loc = std::mem::replace(&mut rw.loc, rw.body.op(op).loc);
    let v = super::expand_transfer::outer_product_rows_with(rw, [lhs, rhs], acc, kind, dst, Some(mask));
    rw.loc = root_loc;
    v
}
