//! Checks of an assembly format against its op (every variable exists, everything is
//! written or inferable) and the type knowledge the syntax generator shares with them.
//! Apart from `format.rs`, which only parses formats, so the model can hold a parsed
//! format without depending on these checks.

use crate::format::{walk, walk_outside_types, Elem, Format, VarKind};
use crate::model::{Arity, OpDef, TraitDecl};

/// What `$name` names in `op`.
pub fn var_kind(op: &OpDef, name: &str) -> Option<VarKind> {
    if let Some(i) = op.operand(name) {
        return Some(VarKind::Operand(i));
    }
    if let Some(i) = op.attr(name) {
        return Some(VarKind::Attr(i));
    }
    if let Some(i) = op.regions.iter().position(|r| r.name == name) {
        return Some(VarKind::Region(i));
    }
    if let Some(i) = op.successors.iter().position(|r| r.name == name) {
        return Some(VarKind::Successor(i));
    }
    op.result(name).map(VarKind::Result)
}

/// Checks a format against its op: every variable exists, every operand/attribute/region/
/// successor appears (or is covered by a directive or the attribute dictionary), and every
/// operand and result type is written or can be inferred. Returns the problems found.
pub fn check(f: &Format, op: &OpDef) -> Vec<String> {
    let mut errs = Vec::new();
    let mut operands_seen = vec![false; op.operands.len()];
    let mut regions_seen = vec![false; op.regions.len()];
    let mut succ_seen = vec![false; op.successors.len()];
    let mut typed = TypeKnowledge::new(op);
    let mut has_attr_dict = false;
    let mut all_operands = false;
    walk_outside_types(&f.elems, &mut |e| match e {
        Elem::Var(n) => match var_kind(op, n) {
            None => {
                errs.push(format!("format variable '${n}' is not an operand, attribute, region or successor of the op"))
            }
            Some(VarKind::Operand(i)) => operands_seen[i] = true,
            Some(VarKind::Region(i)) => regions_seen[i] = true,
            Some(VarKind::Successor(i)) => succ_seen[i] = true,
            Some(VarKind::Result(_)) => errs.push(format!("result '${n}' can only appear inside a type directive")),
            Some(VarKind::Attr(_)) => {}
        },
        Elem::AttrDict { .. } | Elem::PropDict => has_attr_dict = true,
        Elem::Operands => all_operands = true,
        Elem::Regions => regions_seen.iter_mut().for_each(|x| *x = true),
        Elem::Successors => succ_seen.iter_mut().for_each(|x| *x = true),
        _ => {}
    });
    // Types written in the format.
    walk(&f.elems, &mut |e| match e {
        Elem::Type(inner) => typed.mark_written(inner),
        Elem::FunctionalType(a, b) => {
            typed.mark_written(a);
            typed.mark_written(b);
        }
        Elem::Custom { args, .. } => {
            for a in args {
                if let Elem::Type(inner) = a {
                    typed.mark_written(inner);
                }
            }
        }
        _ => {}
    });
    // An unknown variable makes the coverage and type checks below report consequences of
    // the same mistake; stop at it.
    if !errs.is_empty() {
        return errs;
    }
    if !has_attr_dict {
        errs.push("format has no 'attr-dict' directive".into());
    }
    for (i, seen) in operands_seen.iter().enumerate() {
        if !seen && !all_operands && !in_custom(f, &op.operands[i].name) {
            errs.push(format!("operand '${}' does not appear in the format", op.operands[i].name));
        }
    }
    for (i, seen) in regions_seen.iter().enumerate() {
        if !seen {
            errs.push(format!("region '${}' does not appear in the format", op.regions[i].name));
        }
    }
    for (i, seen) in succ_seen.iter().enumerate() {
        if !seen {
            errs.push(format!("successor '${}' does not appear in the format", op.successors[i].name));
        }
    }
    typed.infer();
    for (i, o) in op.operands.iter().enumerate() {
        if !typed.operand[i] {
            errs.push(format!("type of operand '${}' is not written in the format and cannot be inferred", o.name));
        }
    }
    for (i, r) in op.results.iter().enumerate() {
        if !typed.result[i] {
            errs.push(format!("type of result '${}' is not written in the format and cannot be inferred", r.name));
        }
    }
    errs
}

fn in_custom(f: &Format, name: &str) -> bool {
    let mut found = false;
    walk(&f.elems, &mut |e| {
        if let Elem::Custom { args, .. } = e {
            let mut inner = false;
            walk(args, &mut |a| {
                if matches!(a, Elem::Var(n) if n == name) {
                    inner = true;
                }
            });
            found |= inner;
        }
    });
    found
}

/// Which operand/result types are known after parsing, directly or by inference.
pub struct TypeKnowledge<'o> {
    op: &'o OpDef,
    pub operand: Vec<bool>,
    pub result: Vec<bool>,
}

impl<'o> TypeKnowledge<'o> {
    pub fn new(op: &'o OpDef) -> Self {
        TypeKnowledge { op, operand: vec![false; op.operands.len()], result: vec![false; op.results.len()] }
    }

    pub fn mark_written(&mut self, e: &Elem) {
        match e {
            Elem::Var(n) => {
                if let Some(i) = self.op.operand(n) {
                    self.operand[i] = true;
                } else if let Some(i) = self.op.result(n) {
                    self.result[i] = true;
                }
            }
            Elem::Operands => self.operand.iter_mut().for_each(|x| *x = true),
            Elem::Results => self.result.iter_mut().for_each(|x| *x = true),
            Elem::Ref(i) => self.mark_written(i),
            _ => {}
        }
    }

    fn known(&self, name: &str) -> bool {
        if let Some(i) = self.op.operand(name) {
            return self.operand[i];
        }
        if let Some(i) = self.op.result(name) {
            return self.result[i];
        }
        // Attributes: a TypesMatchWith from an attribute (e.g. constant's value).
        self.op.attr(name).is_some()
    }

    fn set(&mut self, name: &str) -> bool {
        if let Some(i) = self.op.operand(name) {
            let was = self.operand[i];
            self.operand[i] = true;
            return !was;
        }
        if let Some(i) = self.op.result(name) {
            let was = self.result[i];
            self.result[i] = true;
            return !was;
        }
        false
    }

    /// Propagates knowledge through type-equality traits and buildable types until
    /// nothing changes.
    pub fn infer(&mut self) {
        let op = self.op;
        for (i, o) in op.operands.iter().enumerate() {
            if !o.constraint.builder.is_empty() {
                self.operand[i] = true;
            }
        }
        for (i, r) in op.results.iter().enumerate() {
            if !r.constraint.builder.is_empty() && r.arity == Arity::Single {
                self.result[i] = true;
            }
        }
        loop {
            let mut changed = false;
            for g in type_groups(op) {
                if g.iter().any(|n| self.known(n)) {
                    for n in &g {
                        changed |= self.set(n);
                    }
                }
            }
            for t in &op.traits {
                if let TraitDecl::TypesMatchWith { from, to, .. } = t {
                    if self.known(from) {
                        changed |= self.set(to);
                    }
                }
            }
            if !changed {
                break;
            }
        }
    }
}

/// Groups of values whose types are equal by trait.
pub fn type_groups(op: &OpDef) -> Vec<Vec<String>> {
    let mut groups = Vec::new();
    for t in &op.traits {
        match t {
            TraitDecl::AllTypesMatch(names) => groups.push(names.clone()),
            TraitDecl::Native(n) if n == "SameOperandsAndResultType" => {
                let mut g: Vec<String> = op.operands.iter().map(|o| o.name.clone()).collect();
                g.extend(op.results.iter().map(|r| r.name.clone()));
                groups.push(g);
            }
            TraitDecl::Native(n) if n == "SameTypeOperands" => {
                groups.push(op.operands.iter().map(|o| o.name.clone()).collect());
            }
            _ => {}
        }
    }
    groups
}
