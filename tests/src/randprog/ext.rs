//! Statements of the dialects issue #16 added, for random programs of a richer flavor:
//! `affine` maps, loops, conditions and memory ops, 1-D and 2-D `vector` values and
//! `complex` numbers. The base flavor draws nothing from the generator here, so its
//! programs (and the seeds tests name) stay what they were.
//!
//! The same rule as the rest of the generator holds: no undefined behaviour. Affine
//! subscripts are `mod` the dimension size (affine `mod` is never negative), affine
//! divisions are by positive constants, index arithmetic wraps, vector integer ops never
//! divide, and only the complex ops `-convert-to-llvm` lowers by itself are used.
//! Affine operands respect MLIR's dimension/symbol rules: symbols are defined at the
//! function's top level (or are constants), dimensions may also be affine induction
//! variables and `affine.apply` results of those.

use super::{FnGen, Ty, Val, S};

/// Which extension dialects a program's statements may use.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Flavor {
    pub affine: bool,
    pub vector: bool,
    pub complex: bool,
}

impl Flavor {
    /// `func`, `arith`, `math`, `index`, `cf`, `scf` and `memref` only.
    pub const BASE: Flavor = Flavor { affine: false, vector: false, complex: false };
    /// Everything.
    pub const ALL: Flavor = Flavor { affine: true, vector: true, complex: true };

    pub(super) fn any(self) -> bool {
        self.affine || self.vector || self.complex
    }
}

/// A vector type: `rows` 1 is `vector<n x elem>`, more is `vector<rows x n x elem>`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct VecTy {
    elem: S,
    rows: u32,
    n: u32,
}

impl VecTy {
    pub(super) fn name(&self) -> String {
        if self.rows == 1 {
            format!("vector<{}x{}>", self.n, self.elem.name())
        } else {
            format!("vector<{}x{}x{}>", self.rows, self.n, self.elem.name())
        }
    }

    fn flat(&self) -> VecTy {
        VecTy { elem: self.elem, rows: 1, n: self.n * self.rows }
    }

    fn mask(&self) -> String {
        VecTy { elem: S::I1, ..*self }.name()
    }
}

const VEC_ELEMS: [S; 5] = [S::I8, S::I32, S::I64, S::F32, S::F64];
const INT_VEC_OPS: [&str; 8] = ["addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minui"];
const FLOAT_VEC_OPS: [&str; 5] = ["addf", "subf", "mulf", "maximumf", "minnumf"];
const INT_KINDS: [&str; 9] = ["add", "mul", "and", "or", "xor", "minsi", "maxsi", "minui", "maxui"];
const FLOAT_KINDS: [&str; 6] = ["add", "mul", "minimumf", "maximumf", "minnumf", "maxnumf"];

fn names(prefix: &str, n: usize) -> String {
    (0..n).map(|i| format!("{prefix}{i}")).collect::<Vec<_>>().join(", ")
}

impl FnGen<'_> {
    /// One statement of an enabled extension; `false` when the flavor enables none.
    pub(super) fn ext_stmt(&mut self, can_nest: bool, can_loop: bool) -> bool {
        let mut kinds: Vec<u8> = Vec::new();
        if self.flavor.affine {
            kinds.extend([0, 0, 1, 2, 2]);
            if can_loop {
                kinds.extend([3, 3]);
            }
            if can_nest {
                kinds.push(4);
            }
        }
        if self.flavor.vector {
            kinds.extend([5, 5, 5, 6]);
        }
        if self.flavor.complex {
            kinds.extend([7, 7]);
        }
        if kinds.is_empty() {
            return false;
        }
        match *self.rng.pick(&kinds) {
            0 => self.affine_apply(),
            1 => self.affine_min_max(),
            2 => self.affine_mem(),
            3 => self.affine_for(),
            4 => self.affine_if(),
            5 => self.vector_op(),
            6 => self.vector_sink(),
            _ => self.complex_op(),
        }
        true
    }

    // ---- affine -------------------------------------------------------------------------

    fn add_affine(&mut self, name: String, level: u8) {
        self.frames.last_mut().unwrap().vals.push(Val { name, ty: Ty::S(S::Idx), origin: None, affine: level });
    }

    /// An index value affine ops may take at `level` (1: as a dimension, 2: as a symbol):
    /// one in scope, or a new constant (constants are symbols anywhere).
    fn affine_value(&mut self, level: u8) -> (String, u8) {
        let c: Vec<(String, u8)> = self
            .frames
            .iter()
            .flat_map(|f| f.vals.iter())
            .filter(|v| v.ty == Ty::S(S::Idx) && v.affine >= level)
            .map(|v| (v.name.clone(), v.affine))
            .collect();
        if !c.is_empty() && self.rng.chance(80) {
            return self.rng.pick(&c).clone();
        }
        let k = self.rng.range(-6, 12);
        (self.cidx(k), 2)
    }

    /// Dimension and symbol operands for a map, and the level its result has.
    fn affine_operands(&mut self) -> (Vec<String>, Vec<String>, u8) {
        let nd = self.rng.below(3) as usize;
        let ns = self.rng.below(2) as usize;
        let mut level = 2;
        let dims: Vec<String> = (0..nd)
            .map(|_| {
                let (v, l) = self.affine_value(1);
                level = level.min(l);
                v
            })
            .collect();
        let syms: Vec<String> = (0..ns).map(|_| self.affine_value(2).0).collect();
        (dims, syms, level)
    }

    /// A random affine expression over `dims` and `syms` (spelled as given): sums,
    /// differences, products with constants, and divisions/remainders by positive ones.
    fn aff_expr(&mut self, dims: &[String], syms: &[String], depth: u32) -> String {
        if depth == 0 || self.rng.chance(35) {
            let k = self.rng.below((dims.len() + syms.len() + 1) as u64) as usize;
            return if k < dims.len() {
                dims[k].clone()
            } else if k < dims.len() + syms.len() {
                syms[k - dims.len()].clone()
            } else {
                self.rng.range(-8, 9).to_string()
            };
        }
        let a = self.aff_expr(dims, syms, depth - 1);
        match self.rng.below(8) {
            0 | 1 => {
                let b = self.aff_expr(dims, syms, depth - 1);
                format!("({a} + {b})")
            }
            2 => {
                let b = self.aff_expr(dims, syms, depth - 1);
                format!("({a} - {b})")
            }
            3 | 4 => format!("({a} * {})", self.rng.range(-4, 5)),
            5 => format!("({a} floordiv {})", self.rng.range(1, 6)),
            6 => format!("({a} ceildiv {})", self.rng.range(1, 6)),
            _ => format!("({a} mod {})", self.rng.range(1, 6)),
        }
    }

    fn map_exprs(&mut self, nd: usize, ns: usize, count: usize) -> Vec<String> {
        let dims: Vec<String> = (0..nd).map(|i| format!("d{i}")).collect();
        let syms: Vec<String> = (0..ns).map(|i| format!("s{i}")).collect();
        (0..count).map(|_| self.aff_expr(&dims, &syms, 3)).collect()
    }

    fn affine_apply(&mut self) {
        let (dims, syms, level) = self.affine_operands();
        let e = self.map_exprs(dims.len(), syms.len(), 1).remove(0);
        let map = format!("affine_map<({})[{}] -> ({e})>", names("d", dims.len()), names("s", syms.len()));
        let r = self.def(format!("affine.apply {map}({})[{}]", dims.join(", "), syms.join(", ")));
        self.add_affine(r, level);
    }

    fn affine_min_max(&mut self) {
        let (dims, syms, level) = self.affine_operands();
        let n = self.rng.range(1, 3) as usize;
        let es = self.map_exprs(dims.len(), syms.len(), n);
        let op = if self.rng.chance(50) { "min" } else { "max" };
        let map =
            format!("affine_map<({})[{}] -> ({})>", names("d", dims.len()), names("s", syms.len()), es.join(", "));
        let r = self.def(format!("affine.{op} {map}({})[{}]", dims.join(", "), syms.join(", ")));
        self.add_affine(r, level);
    }

    /// `affine.load`/`affine.store`/`affine.vector_load` on a memref of static shape,
    /// subscripts `mod` the sizes.
    fn affine_mem(&mut self) {
        let ms: Vec<Val> = self
            .memrefs()
            .into_iter()
            .filter(|v| matches!(v.ty, Ty::M(m) if !matches!(m.shape, super::Shape::Dyn)))
            .collect();
        let (m, mt) = if ms.is_empty() || self.rng.chance(15) {
            let mut mt = self.rand_memty();
            if mt.shape == super::Shape::Dyn {
                mt.shape = super::Shape::Fixed(self.rng.range(1, 6) as u32);
            }
            (self.make_mem(mt), mt)
        } else {
            let v = self.rng.pick(&ms).clone();
            let Ty::M(mt) = v.ty else { unreachable!() };
            (v.name, mt)
        };
        let sizes: Vec<u32> = match mt.shape {
            super::Shape::Fixed(n) => vec![n],
            super::Shape::Fixed2(a, b) => vec![a, b],
            super::Shape::Dyn => unreachable!("static shapes only"),
        };
        // MLIR's affine subscript parser remembers a value by its name without the `#N`
        // result number, so a multi-result value used twice does not parse: such values
        // go through an identity affine.apply first (no randomness drawn).
        let dims: Vec<String> = (0..self.rng.range(1, 2))
            .map(|_| {
                let v = self.affine_value(1).0;
                if v.contains('#') {
                    self.def(format!("affine.apply affine_map<(d0) -> (d0)>({v})"))
                } else {
                    v
                }
            })
            .collect();
        let syms: Vec<String> = (0..self.rng.below(2))
            .map(|_| {
                let v = self.affine_value(2).0;
                let v = if v.contains('#') {
                    self.def(format!("affine.apply affine_map<()[s0] -> (s0)>()[{v}]"))
                } else {
                    v
                };
                format!("symbol({v})")
            })
            .collect();
        let subs: Vec<String> = sizes
            .iter()
            .map(|n| {
                let e = self.aff_expr(&dims, &syms, 2);
                format!("({e}) mod {n}")
            })
            .collect();
        let ty = mt.name();
        if self.rng.chance(50) {
            let r = self.def(format!("affine.load {m}[{}] : {ty}", subs.join(", ")));
            self.add_s(r, mt.elem);
        } else {
            let x = self.get(mt.elem);
            self.emit(format!("affine.store {x}, {m}[{}] : {ty}", subs.join(", ")));
        }
    }

    /// `affine.for` with constant bounds, or an upper bound `s0 mod k + c` of a symbol,
    /// and maybe loop-carried values.
    fn affine_for(&mut self) {
        let lb = self.rng.range(-3, 3);
        let step = self.rng.range(1, 3);
        let (ub_text, ub_max) = if self.rng.chance(30) {
            let (s, _) = self.affine_value(2);
            let k = self.rng.range(1, 6);
            let c = self.rng.range(lb, lb + 4);
            (format!("affine_map<()[s0] -> (s0 mod {k} + {c})>()[{s}]"), c + k - 1)
        } else {
            let ub = lb + self.rng.range(-1, 8);
            (ub.to_string(), ub)
        };
        let trips = if ub_max > lb { ((ub_max - lb + step - 1) / step) as u64 } else { 0 };
        let ts = self.rand_types(2);
        let inits: Vec<String> = ts.iter().map(|s| self.get(*s)).collect();
        let iv = self.fresh();
        let args: Vec<String> = ts.iter().map(|_| self.fresh()).collect();
        let res = self.fresh();
        let iter = Self::iter_args_clause(&args, &inits, &ts);
        let lhs = match ts.len() {
            0 => String::new(),
            1 => format!("{res} = "),
            n => format!("{res}:{n} = "),
        };
        let step_text = if step == 1 { String::new() } else { format!(" step {step}") };
        self.emit(format!("{lhs}affine.for {iv} = {lb} to {ub_text}{step_text}{iter} {{"));
        self.enter_loop(trips.max(1));
        self.indent += 1;
        self.push_frame();
        self.add_affine(iv, 1);
        for (a, s) in args.iter().zip(&ts) {
            self.add_s(a.clone(), *s);
        }
        self.fill(1, 5);
        self.close(&ts, "affine.yield");
        self.indent -= 1;
        self.leave_loop(trips.max(1));
        self.emit("}".to_string());
        if !ts.is_empty() {
            self.add_results(&res, &ts);
        }
    }

    /// `affine.if` on an integer set of one or two constraints.
    fn affine_if(&mut self) {
        let (dims, syms, _) = self.affine_operands();
        let n = self.rng.range(1, 2) as usize;
        let es = self.map_exprs(dims.len(), syms.len(), n);
        let cs: Vec<String> =
            es.iter().map(|e| format!("{e} {} 0", if self.rng.chance(70) { ">=" } else { "==" })).collect();
        let set = format!("affine_set<({})[{}] : ({})>", names("d", dims.len()), names("s", syms.len()), cs.join(", "));
        let ts = self.rand_types(2);
        let res = self.fresh();
        let lhs = match ts.len() {
            0 => String::new(),
            1 => format!("{res} = "),
            k => format!("{res}:{k} = "),
        };
        let rt = if ts.is_empty() { String::new() } else { format!(" -> ({})", Self::type_list(&ts)) };
        self.emit(format!("{lhs}affine.if {set}({})[{}]{rt} {{", dims.join(", "), syms.join(", ")));
        self.indent += 1;
        self.region_depth += 1;
        self.body(&[], 1, 4);
        self.close(&ts, "affine.yield");
        if !ts.is_empty() || self.rng.chance(50) {
            self.indent -= 1;
            self.emit("} else {".to_string());
            self.indent += 1;
            self.body(&[], 1, 4);
            self.close(&ts, "affine.yield");
        }
        self.region_depth -= 1;
        self.indent -= 1;
        self.emit("}".to_string());
        if !ts.is_empty() {
            self.add_results(&res, &ts);
        }
    }

    // ---- vector -------------------------------------------------------------------------

    fn vec_ty(&mut self) -> VecTy {
        let elem = *self.rng.pick(&VEC_ELEMS);
        let rows = if self.rng.chance(20) { 2 } else { 1 };
        VecTy { elem, rows, n: *self.rng.pick(&[2, 4, 8]) }
    }

    fn get_vec(&mut self, vt: VecTy) -> String {
        let c = self.visible(Ty::V(vt));
        if !c.is_empty() && self.rng.chance(80) {
            return self.rng.pick(&c).clone();
        }
        self.make_vec(vt)
    }

    fn add_vec(&mut self, name: String, vt: VecTy) {
        self.add(name, Ty::V(vt));
    }

    /// A new vector: a broadcast scalar, elements from scalars, or a dense constant.
    fn make_vec(&mut self, vt: VecTy) -> String {
        let ty = vt.name();
        let e = vt.elem;
        let v = match self.rng.below(3) {
            0 if vt.rows == 1 => {
                let xs: Vec<String> = (0..vt.n).map(|_| self.get(e)).collect();
                self.def(format!("vector.from_elements {} : {ty}", xs.join(", ")))
            }
            1 => {
                let lits: Vec<String> = (0..vt.n * vt.rows)
                    .map(|_| if e.is_float() { self.float_lit(e) } else { self.int_lit(e).to_string() })
                    .collect();
                let body = if vt.rows == 1 {
                    format!("[{}]", lits.join(", "))
                } else {
                    let rows: Vec<String> = lits.chunks(vt.n as usize).map(|r| format!("[{}]", r.join(", "))).collect();
                    format!("[{}]", rows.join(", "))
                };
                self.def(format!("arith.constant dense<{body}> : {ty}"))
            }
            _ => {
                let x = self.get(e);
                self.def(format!("vector.broadcast {x} : {} to {ty}", e.name()))
            }
        };
        self.add_vec(v.clone(), vt);
        v
    }

    fn vector_op(&mut self) {
        let vt = self.vec_ty();
        let ty = vt.name();
        let e = vt.elem;
        match self.rng.below(9) {
            0 => {
                self.make_vec(vt);
            }
            1 | 2 => {
                let a = self.get_vec(vt);
                let b = self.get_vec(vt);
                let op = if e.is_float() { *self.rng.pick(&FLOAT_VEC_OPS) } else { *self.rng.pick(&INT_VEC_OPS) };
                let r = self.def(format!("arith.{op} {a}, {b} : {ty}"));
                self.add_vec(r, vt);
            }
            3 => {
                let a = self.get_vec(vt);
                let b = self.get_vec(vt);
                let m = if e.is_float() {
                    let p = *self.rng.pick(&super::CMPF);
                    self.def(format!("arith.cmpf {p}, {a}, {b} : {ty}"))
                } else {
                    let p = *self.rng.pick(&super::CMPI);
                    self.def(format!("arith.cmpi {p}, {a}, {b} : {ty}"))
                };
                let r = self.def(format!("arith.select {m}, {a}, {b} : {}, {ty}", vt.mask()));
                self.add_vec(r, vt);
            }
            4 => {
                let a = self.get_vec(vt);
                let k = self.rng.below(u64::from(vt.n));
                let (pos, rt) = if vt.rows == 1 {
                    (format!("[{k}]"), e.name().to_string())
                } else if self.rng.chance(50) {
                    let r = self.rng.below(u64::from(vt.rows));
                    (format!("[{r}, {k}]"), e.name().to_string())
                } else {
                    let r = self.rng.below(u64::from(vt.rows));
                    let row = VecTy { rows: 1, ..vt };
                    let x = self.def(format!("vector.extract {a}[{r}] : {} from {ty}", row.name()));
                    self.add_vec(x, row);
                    return;
                };
                let x = self.def(format!("vector.extract {a}{pos} : {rt} from {ty}"));
                self.add_s(x, e);
            }
            5 => {
                let a = self.get_vec(vt);
                let x = self.get(e);
                let k = self.rng.below(u64::from(vt.n));
                let pos = if vt.rows == 1 {
                    format!("[{k}]")
                } else {
                    format!("[{}, {k}]", self.rng.below(u64::from(vt.rows)))
                };
                let r = self.def(format!("vector.insert {x}, {a} {pos} : {} into {ty}", e.name()));
                self.add_vec(r, vt);
            }
            6 if vt.rows == 1 => {
                let a = self.get_vec(vt);
                let b = self.get_vec(vt);
                let mask: Vec<String> = (0..vt.n).map(|_| self.rng.below(u64::from(2 * vt.n)).to_string()).collect();
                let r = self.def(format!("vector.shuffle {a}, {b} [{}] : {ty}, {ty}", mask.join(", ")));
                self.add_vec(r, vt);
            }
            7 if e.is_float() => {
                let a = self.get_vec(vt);
                let b = self.get_vec(vt);
                let c = self.get_vec(vt);
                let r = self.def(format!("vector.fma {a}, {b}, {c} : {ty}"));
                self.add_vec(r, vt);
            }
            _ => {
                let a = self.get_vec(vt);
                let r = self.reduce(&a, vt);
                self.add_s(r, e);
            }
        }
    }

    /// `vector.reduction` of `v` (a 2-D vector is flattened by `vector.shape_cast`
    /// first), sometimes with an accumulator.
    fn reduce(&mut self, v: &str, vt: VecTy) -> String {
        let e = vt.elem;
        let (v, vt) = if vt.rows == 1 {
            (v.to_string(), vt)
        } else {
            let flat = vt.flat();
            (self.def(format!("vector.shape_cast {v} : {} to {}", vt.name(), flat.name())), flat)
        };
        let kind = if e.is_float() { *self.rng.pick(&FLOAT_KINDS) } else { *self.rng.pick(&INT_KINDS) };
        if self.rng.chance(30) {
            let acc = self.get(e);
            self.def(format!("vector.reduction <{kind}>, {v}, {acc} : {} into {}", vt.name(), e.name()))
        } else {
            self.def(format!("vector.reduction <{kind}>, {v} : {} into {}", vt.name(), e.name()))
        }
    }

    /// Folds a vector in scope (or a new one) into the checksum.
    fn vector_sink(&mut self) {
        let vs: Vec<(String, VecTy)> = self
            .frames
            .iter()
            .flat_map(|f| f.vals.iter())
            .filter_map(|v| match v.ty {
                Ty::V(vt) => Some((v.name.clone(), vt)),
                _ => None,
            })
            .collect();
        let (v, vt) = if vs.is_empty() {
            let vt = self.vec_ty();
            (self.make_vec(vt), vt)
        } else {
            self.rng.pick(&vs).clone()
        };
        let r = self.reduce(&v, vt);
        self.sink_value(&r, vt.elem);
    }

    // ---- complex ------------------------------------------------------------------------

    fn get_complex(&mut self, f: S) -> String {
        let c = self.visible(Ty::C(f));
        if !c.is_empty() && self.rng.chance(80) {
            return self.rng.pick(&c).clone();
        }
        let v = if self.rng.chance(70) {
            let re = self.get(f);
            let im = self.get(f);
            self.def(format!("complex.create {re}, {im} : complex<{}>", f.name()))
        } else {
            let (a, b) = (self.float_lit(f), self.float_lit(f));
            self.def(format!("complex.constant [{a} : {0}, {b} : {0}] : complex<{0}>", f.name()))
        };
        self.add(v.clone(), Ty::C(f));
        v
    }

    fn complex_op(&mut self) {
        let f = *self.rng.pick(&[S::F32, S::F64]);
        let ty = format!("complex<{}>", f.name());
        match self.rng.below(5) {
            0 => {
                self.get_complex(f);
            }
            1 | 2 => {
                let a = self.get_complex(f);
                let b = self.get_complex(f);
                let op = *self.rng.pick(&["add", "sub", "mul", "div"]);
                let r = self.def(format!("complex.{op} {a}, {b} : {ty}"));
                self.add(r, Ty::C(f));
            }
            3 => {
                let a = self.get_complex(f);
                let r = self.def(format!("complex.abs {a} : {ty}"));
                self.add_s(r, f);
            }
            _ => {
                let a = self.get_complex(f);
                let part = if self.rng.chance(50) { "re" } else { "im" };
                let r = self.def(format!("complex.{part} {a} : {ty}"));
                self.add_s(r, f);
            }
        }
    }
}
