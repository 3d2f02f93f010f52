//! Memref layouts, as MLIR's builtin memref type has them: strides and offset of a memref
//! type (MLIR's `MemRefType::getStridesAndOffset`), strided layouts as affine maps,
//! canonical strided layouts, and `simplifyAffineExpr` (flattening into a sum of terms, with the
//! semi-affine ordering of `getSemiAffineExprFromFlatForm`).

use crate::{AffineExpr, AffineMap, AttrData, Attribute, Context, Type, TypeData, DYNAMIC};

/// The pieces of a ranked memref type.
#[derive(Clone, Copy)]
pub struct MemRefParts<'c> {
    /// The dimension sizes, `DYNAMIC` for `?`.
    pub shape: &'c [i64],
    /// The element type.
    pub elem: Type,
    /// The layout attribute, `None` for the identity layout.
    pub layout: Option<Attribute>,
    /// The memory space attribute, `None` for the default space.
    pub memory_space: Option<Attribute>,
}

/// The pieces of `t` when it is a ranked memref.
pub fn memref_parts(ctx: &Context, t: Type) -> Option<MemRefParts<'_>> {
    match ctx.type_data(t) {
        TypeData::MemRef { shape, elem, layout, memory_space } => {
            Some(MemRefParts { shape, elem: *elem, layout: *layout, memory_space: *memory_space })
        }
        _ => None,
    }
}

/// Element type and memory space of a ranked or unranked memref.
pub fn base_memref_parts(ctx: &Context, t: Type) -> Option<(Type, Option<Attribute>)> {
    match ctx.type_data(t) {
        TypeData::MemRef { elem, memory_space, .. } | TypeData::UnrankedMemRef { elem, memory_space } => {
            Some((*elem, *memory_space))
        }
        _ => None,
    }
}

/// Whether a size, stride or offset is dynamic (`?`).
pub fn is_dynamic(v: i64) -> bool {
    v == DYNAMIC
}

/// The ranked memref type of the given pieces.
pub fn make_memref(
    ctx: &Context,
    shape: &[i64],
    elem: Type,
    layout: Option<Attribute>,
    memory_space: Option<Attribute>,
) -> Type {
    ctx.intern_type(TypeData::MemRef { shape: shape.into(), elem, layout, memory_space })
}

/// The `strided<[strides], offset: offset>` layout attribute.
pub fn strided_layout(ctx: &Context, offset: i64, strides: &[i64]) -> Attribute {
    ctx.intern_attr(AttrData::StridedLayout { offset, strides: strides.into() })
}

/// The identity map of `rank` dimensions, `(d0, ..., dn) -> (d0, ..., dn)`.
pub fn identity_map(rank: usize) -> AffineMap {
    AffineMap { num_dims: rank as u32, num_symbols: 0, results: (0..rank as u32).map(AffineExpr::Dim).collect() }
}

/// MLIR's `makeStridedLinearLayoutMap`: `offset + sum(d_i * stride_i)`, a new symbol for
/// each dynamic entry (offset first).
pub fn strided_linear_map(strides: &[i64], offset: i64) -> AffineMap {
    let mut syms = 0u32;
    let mut expr = if is_dynamic(offset) {
        syms += 1;
        AffineExpr::Symbol(0)
    } else {
        AffineExpr::Const(offset)
    };
    for (i, &s) in strides.iter().enumerate() {
        let mult = if is_dynamic(s) {
            syms += 1;
            AffineExpr::Symbol(syms - 1)
        } else {
            AffineExpr::Const(s)
        };
        expr = AffineExpr::sum(expr, AffineExpr::product(AffineExpr::Dim(i as u32), mult));
    }
    AffineMap { num_dims: strides.len() as u32, num_symbols: syms, results: vec![expr].into() }
}

/// The layout of a memref of rank `rank` as an affine map (`getLayout().getAffineMap()`);
/// `None` for layouts Descent cannot see into.
pub fn layout_map(ctx: &Context, rank: usize, layout: Option<Attribute>) -> Option<AffineMap> {
    let Some(l) = layout else {
        return Some(identity_map(rank));
    };
    match ctx.attr_data(l) {
        AttrData::AffineMap(m) => Some(m.clone()),
        AttrData::StridedLayout { offset, strides } => Some(strided_linear_map(strides, *offset)),
        _ => None,
    }
}

/// `AffineMap::isIdentity`: result `i` is `d_i` for every dim (symbols are not looked at).
pub fn map_is_identity(m: &AffineMap) -> bool {
    m.results.len() == m.num_dims as usize && m.results.iter().enumerate().all(|(i, e)| *e == AffineExpr::Dim(i as u32))
}

/// `getLayout().isIdentity()`.
pub fn layout_is_identity(ctx: &Context, rank: usize, layout: Option<Attribute>) -> bool {
    layout_map(ctx, rank, layout).is_some_and(|m| map_is_identity(&m))
}

/// Number of symbols of the layout map (0 for the identity layout).
pub fn layout_num_symbols(ctx: &Context, rank: usize, layout: Option<Attribute>) -> usize {
    match layout_map(ctx, rank, layout) {
        Some(m) if !map_is_identity(&m) => m.num_symbols as usize,
        _ => 0,
    }
}

/// Strides of the identity layout: suffix products, dynamic from the first dimension
/// (going outwards) whose size is dynamic or zero.
pub fn canonical_strides(shape: &[i64]) -> Vec<i64> {
    let mut out = vec![0i64; shape.len()];
    let mut running: i64 = 1;
    let mut poisoned = false;
    for i in (0..shape.len()).rev() {
        out[i] = if poisoned { DYNAMIC } else { running };
        let size = shape[i];
        if size > 0 && !poisoned {
            match running.checked_mul(size) {
                Some(r) => running = r,
                None => poisoned = true,
            }
        } else {
            poisoned = true;
        }
    }
    out
}

/// MLIR's `MemRefType::getStridesAndOffset`: `None` when the layout is not strided.
pub fn strides_and_offset(ctx: &Context, t: Type) -> Option<(Vec<i64>, i64)> {
    let m = memref_parts(ctx, t)?;
    let rank = m.shape.len();
    let Some(l) = m.layout else {
        return Some((canonical_strides(m.shape), 0));
    };
    let map = match ctx.attr_data(l) {
        AttrData::StridedLayout { offset, strides } => return Some((strides.to_vec(), *offset)),
        AttrData::AffineMap(map) => map,
        _ => return None,
    };
    if map_is_identity(map) {
        return Some((canonical_strides(m.shape), 0));
    }
    if map.results.len() != 1 {
        return None;
    }
    let (nd, ns) = (map.num_dims, map.num_symbols);
    let expr = simplify_affine_expr(&map.results[0], nd, ns);
    let mut strides = vec![AffineExpr::Const(0); rank];
    let mut offset = AffineExpr::Const(0);
    if !extract_strides(&expr, AffineExpr::Const(1), &mut strides, &mut offset) {
        return None;
    }
    let value = |e: &AffineExpr| simplify_affine_expr(e, nd, ns).constant().unwrap_or(DYNAMIC);
    Some((strides.iter().map(value).collect(), value(&offset)))
}

/// `isStrided()`.
pub fn is_strided(ctx: &Context, t: Type) -> bool {
    strides_and_offset(ctx, t).is_some()
}

fn extract_strides(e: &AffineExpr, factor: AffineExpr, strides: &mut [AffineExpr], offset: &mut AffineExpr) -> bool {
    use AffineExpr::*;
    match e {
        Dim(p) => match strides.get_mut(*p as usize) {
            Some(s) => {
                *s = AffineExpr::sum(s.clone(), factor);
                true
            }
            None => false,
        },
        Const(_) | Symbol(_) => {
            *offset = AffineExpr::sum(offset.clone(), AffineExpr::product(e.clone(), factor));
            true
        }
        Add(l, r) => {
            let a = extract_strides(l, factor.clone(), strides, offset);
            let b = extract_strides(r, factor, strides, offset);
            a && b
        }
        Mul(l, r) => {
            if let Dim(p) = **l {
                return match strides.get_mut(p as usize) {
                    Some(s) => {
                        *s = AffineExpr::sum(s.clone(), AffineExpr::product((**r).clone(), factor));
                        true
                    }
                    None => false,
                };
            }
            if l.is_symbolic_or_constant() {
                extract_strides(r, AffineExpr::product(factor, (**l).clone()), strides, offset)
            } else {
                extract_strides(l, AffineExpr::product(factor, (**r).clone()), strides, offset)
            }
        }
        Mod(..) | FloorDiv(..) | CeilDiv(..) => false,
    }
}

/// MLIR's `makeCanonicalStridedLayoutExpr` for dims `d0..dn` (simplified).
pub fn canonical_strided_layout_expr(shape: &[i64]) -> AffineExpr {
    if shape.is_empty() {
        return AffineExpr::Const(0);
    }
    let mut syms = 0u32;
    let mut expr: Option<AffineExpr> = None;
    let mut poisoned = false;
    let mut running: i64 = 1;
    for (i, &size) in shape.iter().enumerate().rev() {
        let stride = if poisoned {
            syms += 1;
            AffineExpr::Symbol(syms - 1)
        } else {
            AffineExpr::Const(running)
        };
        let term = AffineExpr::product(AffineExpr::Dim(i as u32), stride);
        expr = Some(match expr {
            Some(e) => AffineExpr::sum(e, term),
            None => term,
        });
        if size > 0 {
            match running.checked_mul(size) {
                Some(r) => running = r,
                None => poisoned = true,
            }
        } else {
            poisoned = true;
        }
    }
    let expr = expr.unwrap_or(AffineExpr::Const(0));
    simplify_affine_expr(&expr, shape.len() as u32, syms)
}

/// `MemRefType::canonicalizeStridedLayout`.
pub fn canonicalize_strided_layout(ctx: &Context, t: Type) -> Type {
    let Some(m) = memref_parts(ctx, t) else {
        return t;
    };
    let Some(map) = layout_map(ctx, m.shape.len(), m.layout) else {
        return t;
    };
    if map_is_identity(&map) || map.results.len() > 1 {
        return t;
    }
    let Some(r0) = map.results.first() else {
        return t;
    };
    let without_layout = || make_memref(ctx, m.shape, m.elem, None, m.memory_space);
    if map.num_dims == 0 && map.num_symbols == 0 {
        if r0.constant() == Some(0) {
            return without_layout();
        }
        return t;
    }
    if m.shape.is_empty() {
        return t;
    }
    let expr = canonical_strided_layout_expr(m.shape);
    let simplified = simplify_affine_expr(r0, map.num_dims, map.num_symbols);
    if expr != simplified {
        let l = ctx.intern_attr(AttrData::AffineMap(AffineMap {
            num_dims: map.num_dims,
            num_symbols: map.num_symbols,
            results: vec![simplified].into(),
        }));
        return make_memref(ctx, m.shape, m.elem, Some(l), m.memory_space);
    }
    without_layout()
}

// ---- simplifyAffineExpr ------------------------------------------------------------------

/// A flattened expression: coefficients of dims then symbols, of local expressions, and
/// the constant term.
#[derive(Clone, Debug)]
struct Flat {
    ids: Vec<i64>,
    locals: Vec<i64>,
    cst: i64,
}

struct Flattener {
    nd: u32,
    ns: u32,
    locals: Vec<AffineExpr>,
}

impl Flattener {
    fn zero(&self) -> Flat {
        Flat { ids: vec![0; (self.nd + self.ns) as usize], locals: vec![0; self.locals.len()], cst: 0 }
    }

    fn pad(&self, f: &mut Flat) {
        f.locals.resize(self.locals.len(), 0);
    }

    fn flatten(&mut self, e: &AffineExpr) -> Option<Flat> {
        use AffineExpr::*;
        match e {
            Dim(p) => {
                let mut f = self.zero();
                if *p >= self.nd {
                    return None;
                }
                *f.ids.get_mut(*p as usize)? = 1;
                Some(f)
            }
            Symbol(p) => {
                let mut f = self.zero();
                if *p >= self.ns {
                    return None;
                }
                *f.ids.get_mut((self.nd + *p) as usize)? = 1;
                Some(f)
            }
            Const(c) => {
                let mut f = self.zero();
                f.cst = *c;
                Some(f)
            }
            Add(l, r) => {
                let mut a = self.flatten(l)?;
                let mut b = self.flatten(r)?;
                self.pad(&mut a);
                self.pad(&mut b);
                // MLIR's flattener adds and multiplies coefficients as plain int64s: they
                // wrap.
                for (x, y) in a.ids.iter_mut().zip(&b.ids) {
                    *x = x.wrapping_add(*y);
                }
                for (x, y) in a.locals.iter_mut().zip(&b.locals) {
                    *x = x.wrapping_add(*y);
                }
                a.cst = a.cst.wrapping_add(b.cst);
                Some(a)
            }
            Mul(l, r) => {
                let mut a = self.flatten(l)?;
                let mut b = self.flatten(r)?;
                self.pad(&mut a);
                self.pad(&mut b);
                if let Const(c) = **r {
                    for x in a.ids.iter_mut().chain(a.locals.iter_mut()) {
                        *x = x.wrapping_mul(c);
                    }
                    a.cst = a.cst.wrapping_mul(c);
                    return Some(a);
                }
                let ea = self.to_expr(&a);
                let eb = self.to_expr(&b);
                Some(self.semi_affine_local(AffineExpr::product(ea, eb)))
            }
            Mod(l, r) | FloorDiv(l, r) | CeilDiv(l, r) => {
                if let Const(c) = **r {
                    let a = self.flatten(l)?;
                    return self.divide_by_constant(e, a, c);
                }
                let mut a = self.flatten(l)?;
                let mut b = self.flatten(r)?;
                self.pad(&mut a);
                self.pad(&mut b);
                let ea = self.to_expr(&a);
                let eb = self.to_expr(&b);
                if self.is_rounded_down(&a, &eb) {
                    return Some(self.zero());
                }
                let local = match e {
                    Mod(..) => AffineExpr::modulo(ea, eb),
                    FloorDiv(..) => AffineExpr::floor_div(ea, eb),
                    _ => AffineExpr::ceil_div(ea, eb),
                };
                Some(self.semi_affine_local(local))
            }
        }
    }

    /// A division or modulo of the flat `a` by the constant `c` (MLIR's `visitDivExpr` and
    /// `visitModExpr` on a pure affine expression): the common divisor of `c` and every
    /// coefficient of `a` cancels; a quotient that remains is a local variable standing
    /// for the (simplified) floordiv or ceildiv; `a mod c` is `a - c * (a floordiv c)`,
    /// or 0 when `c` divides every coefficient. Fails (the expression is left alone) when
    /// `c` is not positive.
    fn divide_by_constant(&mut self, e: &AffineExpr, mut a: Flat, c: i64) -> Option<Flat> {
        use AffineExpr::*;
        if c <= 0 {
            return None;
        }
        self.pad(&mut a);
        let entries = || a.ids.iter().chain(&a.locals).chain(std::iter::once(&a.cst));
        let is_mod = matches!(e, Mod(..));
        if is_mod && entries().all(|x| x % c == 0) {
            return Some(self.zero());
        }
        let g = entries().fold(c.unsigned_abs(), |g, x| gcd_u64(g, x.unsigned_abs())) as i64;
        let mut dividend = a.clone();
        if g != 1 {
            for x in dividend.ids.iter_mut().chain(dividend.locals.iter_mut()) {
                *x /= g;
            }
            dividend.cst /= g;
        }
        let divisor = c / g;
        if !is_mod && divisor == 1 {
            return Some(dividend);
        }
        let num = self.to_expr(&dividend);
        let local = match e {
            CeilDiv(..) => AffineExpr::ceil_div(num, Const(divisor)),
            _ => AffineExpr::floor_div(num, Const(divisor)),
        };
        let q = self.semi_affine_local(local);
        let pos = q.locals.iter().position(|&x| x == 1)?;
        if is_mod {
            // `a - c * q`, the coefficient of q set (not added), as MLIR sets it.
            self.pad(&mut a);
            a.locals[pos] = -c;
            Some(a)
        } else {
            Some(q)
        }
    }

    /// Whether the flat `a` is `x - x mod r` for the symbolic divisor `r`: MLIR 22's
    /// flattener then takes a modulo, floordiv or ceildiv of `a` by `r` to be 0 (for the
    /// divisions too, which is not their value, but is what MLIR prints).
    fn is_rounded_down(&mut self, a: &Flat, r: &AffineExpr) -> bool {
        for j in 0..a.locals.len() {
            if a.locals[j] != -1 {
                continue;
            }
            let AffineExpr::Mod(x, m) = &self.locals[j] else { continue };
            if **m != *r {
                continue;
            }
            let x = (**x).clone();
            let Some(mut fx) = self.flatten(&x) else { continue };
            let mut rest = a.clone();
            rest.locals[j] = 0;
            self.pad(&mut rest);
            self.pad(&mut fx);
            if rest.ids == fx.ids && rest.locals == fx.locals && rest.cst == fx.cst {
                return true;
            }
        }
        false
    }

    fn semi_affine_local(&mut self, e: AffineExpr) -> Flat {
        let pos = match self.locals.iter().position(|x| *x == e) {
            Some(p) => p,
            None => {
                self.locals.push(e);
                self.locals.len() - 1
            }
        };
        let mut f = self.zero();
        f.locals[pos] = 1;
        f
    }

    /// `getAffineExprFromFlatForm`.
    fn to_expr(&self, f: &Flat) -> AffineExpr {
        let mut expr = AffineExpr::Const(0);
        for (j, &c) in f.ids.iter().enumerate() {
            if c == 0 {
                continue;
            }
            let id = self.id_expr(j as u32);
            expr = AffineExpr::sum(expr, AffineExpr::product(id, AffineExpr::Const(c)));
        }
        for (j, &c) in f.locals.iter().enumerate() {
            if c == 0 {
                continue;
            }
            if let Some(l) = self.locals.get(j) {
                expr = AffineExpr::sum(expr, AffineExpr::product(l.clone(), AffineExpr::Const(c)));
            }
        }
        if f.cst != 0 {
            expr = AffineExpr::sum(expr, AffineExpr::Const(f.cst));
        }
        expr
    }

    fn id_expr(&self, j: u32) -> AffineExpr {
        if j < self.nd {
            AffineExpr::Dim(j)
        } else {
            AffineExpr::Symbol(j - self.nd)
        }
    }

    /// `getSemiAffineExprFromFlatForm`: terms sorted by (position, kind) so that the result
    /// reads like `d0 + d0 * s0 + s0 + d1 * s1 + s1`.
    fn to_semi_affine_expr(&self, f: &Flat) -> AffineExpr {
        let (nd, ns) = (self.nd as i64, self.ns as i64);
        let maxds = nd.max(ns);
        let mut entries: Vec<((i64, i64), AffineExpr, i64)> = Vec::new();
        // Every key is distinct: symbols and the products after them share one running
        // offset, dimensions and the products before them another (as MLIR numbers them).
        let mut offset_sym = 0i64;
        let mut offset_dim = -1i64;
        for j in 0..ns {
            let c = f.ids.get((nd + j) as usize).copied().unwrap_or(0);
            if c != 0 {
                entries.push(((j, maxds + offset_sym), AffineExpr::Symbol(j as u32), c));
                offset_sym += 1;
            }
        }
        let mut added = vec![false; f.locals.len()];
        let pos = |e: &AffineExpr| match e {
            AffineExpr::Dim(p) | AffineExpr::Symbol(p) => Some(*p as i64),
            _ => None,
        };
        for (i, &c) in f.locals.iter().enumerate() {
            if c == 0 {
                continue;
            }
            let Some(local) = self.locals.get(i) else {
                continue;
            };
            let (l, r) = match local {
                AffineExpr::Add(l, r)
                | AffineExpr::Mul(l, r)
                | AffineExpr::Mod(l, r)
                | AffineExpr::FloorDiv(l, r)
                | AffineExpr::CeilDiv(l, r) => (&**l, &**r),
                _ => continue,
            };
            let lhs_ok = matches!(l, AffineExpr::Dim(_) | AffineExpr::Symbol(_));
            let rhs_ok = matches!(r, AffineExpr::Dim(_) | AffineExpr::Symbol(_) | AffineExpr::Const(_));
            if !(lhs_ok && rhs_ok) {
                continue;
            }
            let lpos = pos(l).unwrap_or(0);
            let key = if let AffineExpr::Const(_) = r {
                if let AffineExpr::Dim(_) = l {
                    let k = (lpos, offset_dim);
                    offset_dim -= 1;
                    k
                } else {
                    let k = (lpos, maxds + offset_sym);
                    offset_sym += 1;
                    k
                }
            } else if let AffineExpr::Dim(_) = l {
                (lpos, pos(r).unwrap_or(0))
            } else {
                let k = (lpos, maxds + offset_sym);
                offset_sym += 1;
                k
            };
            entries.push((key, local.clone(), c));
            added[i] = true;
        }
        for j in 0..nd {
            let c = f.ids.get(j as usize).copied().unwrap_or(0);
            if c != 0 {
                entries.push(((j, offset_dim), AffineExpr::Dim(j as u32), c));
                offset_dim -= 1;
            }
        }
        let mut keys: Vec<(i64, i64)> = entries.iter().map(|e| e.0).collect();
        keys.sort();
        let mut expr = AffineExpr::Const(0);
        for k in keys {
            // Duplicate keys resolve to the first entry, as MLIR's map insertion does.
            if let Some((_, e, c)) = entries.iter().find(|x| x.0 == k) {
                expr = AffineExpr::sum(expr, AffineExpr::product(e.clone(), AffineExpr::Const(*c)));
            }
        }
        for (i, &c) in f.locals.iter().enumerate() {
            if c == 0 || added.get(i).copied().unwrap_or(true) {
                continue;
            }
            if let Some(l) = self.locals.get(i) {
                expr = AffineExpr::sum(expr, AffineExpr::product(l.clone(), AffineExpr::Const(c)));
            }
        }
        if f.cst != 0 {
            expr = AffineExpr::sum(expr, AffineExpr::Const(f.cst));
        }
        expr
    }
}

/// `simplifySemiAffine` for sums and products (divisions are rebuilt as they are).
fn simplify_semi_affine(e: &AffineExpr) -> AffineExpr {
    use AffineExpr::*;
    match e {
        Dim(_) | Symbol(_) | Const(_) => e.clone(),
        Add(l, r) => AffineExpr::sum(simplify_semi_affine(l), simplify_semi_affine(r)),
        Mul(l, r) => AffineExpr::product(simplify_semi_affine(l), simplify_semi_affine(r)),
        Mod(l, r) => Mod(Box::new(simplify_semi_affine(l)), Box::new(simplify_semi_affine(r))),
        FloorDiv(l, r) => FloorDiv(Box::new(simplify_semi_affine(l)), Box::new(simplify_semi_affine(r))),
        CeilDiv(l, r) => CeilDiv(Box::new(simplify_semi_affine(l)), Box::new(simplify_semi_affine(r))),
    }
}

/// MLIR's `simplifyAffineExpr`.
pub fn simplify_affine_expr(e: &AffineExpr, nd: u32, ns: u32) -> AffineExpr {
    // Keep hostile inputs cheap: very large expressions are left as they are.
    if e.node_count() > 4096 {
        return e.clone();
    }
    let e = if e.is_pure_affine() { e.clone() } else { simplify_semi_affine(e) };
    let mut fl = Flattener { nd, ns, locals: Vec::new() };
    let Some(mut flat) = fl.flatten(&e) else {
        return e;
    };
    fl.pad(&mut flat);
    if e.is_pure_affine() {
        return fl.to_expr(&flat);
    }
    if fl.to_expr(&flat) == e {
        return e;
    }
    fl.to_semi_affine_expr(&flat)
}

fn gcd_u64(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}
