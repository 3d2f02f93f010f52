//! The type-class check of a rule: every value a rule passes to an operand of an op it
//! builds must be able to satisfy that operand's constraint, from what the source
//! constraints, the LLVM type conversion and the built ops' result constraints tell (the
//! classes are in `type_classes`).

use std::collections::HashMap;

use crate::model::build::Builder;
use crate::model::patterns::{BindFrom, Expr, SourceBind};
use crate::model::type_classes::{of_pred, Classes};
use crate::model::{Arg, Model};

impl Builder<'_> {
    /// Checks that every value a rule passes to a built op's operand may have a type the
    /// operand accepts, from what the source constraints, the type conversion and the
    /// built ops' result constraints tell (see `type_classes`).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn check_classes(
        &mut self,
        m: &Model,
        binds: &[SourceBind],
        constraints: &[Expr],
        entries: &[Expr],
        converted: bool,
        unsupported_floats: bool,
    ) {
        let mut env: HashMap<String, (Vec<Classes>, String)> = HashMap::new();
        for b in binds {
            if let BindFrom::Operand { index, .. } = &b.from {
                let src = &m.ops[b.op];
                let decl = &src.operands[*index];
                let mut c = of_pred(&decl.constraint.pred);
                let mut why = format!("operand '{}' of '{}' ({})", decl.name, src.name, decl.constraint.summary);
                if converted {
                    c = c.converted(unsupported_floats);
                    why.push_str(", converted");
                }
                env.insert(b.name.clone(), (vec![c], why));
            }
        }
        for e in constraints.iter().chain(entries) {
            self.classes_of(m, &mut env, e);
        }
    }

    /// The classes of each value `e` gives; reports operands that can never fit.
    fn classes_of(
        &mut self,
        m: &Model,
        env: &mut HashMap<String, (Vec<Classes>, String)>,
        e: &Expr,
    ) -> Vec<(Classes, String)> {
        match e {
            Expr::Ref(n, _) => match env.get(n) {
                Some((c, why)) => vec![(c[0], why.clone())],
                None => vec![(Classes::ALL, String::new())],
            },
            Expr::ResultOf(n, i) => match env.get(n) {
                Some((c, why)) => vec![(c.get(*i).copied().unwrap_or(Classes::ALL), why.clone())],
                None => vec![(Classes::ALL, String::new())],
            },
            Expr::Call { args, .. } => {
                for a in args {
                    self.classes_of(m, env, a);
                }
                vec![(Classes::ALL, String::new())]
            }
            Expr::Not(x) | Expr::ReplaceWith(x) => self.classes_of(m, env, x),
            Expr::ValueList(items) => {
                for x in items {
                    self.classes_of(m, env, x);
                }
                vec![(Classes::ALL, String::new())]
            }
            Expr::Build(b) => {
                let op = &m.ops[b.op];
                let mut reported = false;
                for (arg, ba) in op.args.iter().zip(&b.args) {
                    let Some(x) = ba.expr() else { continue };
                    let got = self.classes_of(m, env, x);
                    let Arg::Operand(k) = arg else { continue };
                    let decl = &op.operands[*k];
                    let want = of_pred(&decl.constraint.pred);
                    if let Some((c, why)) = got.first() {
                        if !reported && !c.is_all() && c.meet(want).is_empty() {
                            reported = true;
                            self.err(
                                b.span,
                                format!(
                                    "operand '{}' of '{}' must be {}, but it gets {} ({}), which never is",
                                    decl.name,
                                    op.name,
                                    decl.constraint.summary,
                                    why,
                                    c.describe()
                                ),
                            );
                        }
                    }
                }
                let results: Vec<Classes> = op.results.iter().map(|r| of_pred(&r.constraint.pred)).collect();
                let why = format!("a result of '{}'", op.name);
                if let Some(n) = &b.name {
                    env.insert(n.clone(), (results.clone(), why.clone()));
                }
                results.into_iter().map(|c| (c, why.clone())).collect()
            }
            _ => vec![(Classes::ALL, String::new())],
        }
    }
}
