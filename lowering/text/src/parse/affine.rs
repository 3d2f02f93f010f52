//! Affine expressions, maps and integer sets: `(d0, d1)[s0] -> (d0 * 4 + s0)` and
//! `(d0)[s0] : (d0 - s0 >= 0, d0 == 0)`, following `mlir/lib/AsmParser/AffineParser.cpp`.
//!
//! Expressions are built with the simplifying constructors on `AffineExpr` in the same
//! order MLIR applies its operators, so the stored (and printed) form matches MLIR's.

use super::lexer::TokenKind;
use super::parser::{Delimiter, PResult, Parser};
use crate::ir::{AffineExpr, AffineMap, IntegerSet};

/// Largest number of operands one affine expression may have; keeps the recursive
/// expression tree (and its `Drop`/`Hash`) shallow enough for any stack.
const MAX_AFFINE_OPERANDS: usize = 1024;

/// Either result of parsing the shared `(dims)[syms]` prefix.
pub enum MapOrSet {
    /// An affine map: `(dims)[syms] -> (results)`.
    Map(AffineMap),
    /// An integer set: `(dims)[syms] : (constraints)`.
    Set(IntegerSet),
}

/// Callback resolving an SSA operand inside an affine expression (`%i`, or `symbol(%n)`
/// with `is_symbol`), for custom op syntax such as `affine.load %m[%i + 1]`. It is called
/// with the current token on the `%` identifier and must consume the use.
pub type SsaOperandFn<'f, 'a> = dyn FnMut(&mut Parser<'a>, bool) -> PResult<AffineExpr> + 'f;

struct AffineScope<'s, 'f, 'a> {
    names: Vec<(&'a str, AffineExpr)>,
    ssa: Option<&'s mut SsaOperandFn<'f, 'a>>,
    operands: usize,
}

#[derive(Copy, Clone, PartialEq, Eq)]
enum HighOp {
    Mul,
    FloorDiv,
    CeilDiv,
    Mod,
}

impl<'a> Parser<'a> {
    /// The inside of `affine_map<...>` / `affine_set<...>`: dim and symbol lists followed by
    /// `-> (results)` or `: (constraints)`.
    pub fn parse_affine_map_or_set_inline(&mut self) -> PResult<MapOrSet> {
        let mut scope = AffineScope { names: Vec::new(), ssa: None, operands: 0 };
        let (num_dims, num_symbols) = self.parse_dim_and_symbol_lists(&mut scope)?;
        if self.eat(TokenKind::Arrow) {
            let mut results = Vec::new();
            self.parse_comma_list(Delimiter::Paren, " in affine map range", |p| {
                scope.operands = 0;
                results.push(p.parse_affine_expr_in(&mut scope)?);
                Ok(())
            })?;
            return Ok(MapOrSet::Map(AffineMap { num_dims, num_symbols, results: results.into() }));
        }
        self.expect_msg(TokenKind::Colon, "expected '->' or ':'")?;
        let mut constraints = Vec::new();
        self.parse_comma_list(Delimiter::Paren, " in integer set constraint list", |p| {
            scope.operands = 0;
            constraints.push(p.parse_affine_constraint(&mut scope)?);
            Ok(())
        })?;
        if constraints.is_empty() {
            // MLIR represents the empty set of constraints as `0 == 0`.
            constraints.push((AffineExpr::Const(0), true));
        }
        Ok(MapOrSet::Set(IntegerSet { num_dims, num_symbols, constraints: constraints.into() }))
    }

    /// An affine map body (after `affine_map<`).
    pub fn parse_affine_map_body(&mut self) -> PResult<AffineMap> {
        let at = self.peek().offset;
        match self.parse_affine_map_or_set_inline()? {
            MapOrSet::Map(m) => Ok(m),
            MapOrSet::Set(_) => self.err_at(at, "expected AffineMap, but got IntegerSet"),
        }
    }

    /// An integer set body (after `affine_set<`).
    pub fn parse_integer_set_body(&mut self) -> PResult<IntegerSet> {
        let at = self.peek().offset;
        match self.parse_affine_map_or_set_inline()? {
            MapOrSet::Set(s) => Ok(s),
            MapOrSet::Map(_) => self.err_at(at, "expected IntegerSet, but got AffineMap"),
        }
    }

    /// An affine expression whose operands are SSA values (custom op syntax); `on_ssa`
    /// resolves each `%value` (see [`SsaOperandFn`]).
    pub fn parse_affine_expr_of_ssa_ids(&mut self, on_ssa: &mut SsaOperandFn<'_, 'a>) -> PResult<AffineExpr> {
        let mut scope = AffineScope { names: Vec::new(), ssa: Some(on_ssa), operands: 0 };
        self.parse_affine_expr_in(&mut scope)
    }

    fn parse_dim_and_symbol_lists(&mut self, scope: &mut AffineScope<'_, '_, 'a>) -> PResult<(u32, u32)> {
        let mut num_dims = 0u32;
        self.parse_comma_list(Delimiter::Paren, " in dimensional identifier list", |p| {
            p.parse_affine_ident_def(scope, AffineExpr::Dim(num_dims))?;
            num_dims += 1;
            Ok(())
        })?;
        let mut num_symbols = 0u32;
        if self.at(TokenKind::LSquare) {
            self.parse_comma_list(Delimiter::Square, " in symbol list", |p| {
                p.parse_affine_ident_def(scope, AffineExpr::Symbol(num_symbols))?;
                num_symbols += 1;
                Ok(())
            })?;
        }
        Ok((num_dims, num_symbols))
    }

    fn parse_affine_ident_def(&mut self, scope: &mut AffineScope<'_, '_, 'a>, e: AffineExpr) -> PResult<()> {
        let t = self.peek();
        if t.kind != TokenKind::BareIdent {
            return self.err_wrong_token("expected bare identifier");
        }
        if scope.names.iter().any(|(n, _)| *n == t.text) {
            return self.err(format!("redefinition of identifier '{}'", t.text));
        }
        self.bump();
        scope.names.push((t.text, e));
        Ok(())
    }

    fn parse_affine_constraint(&mut self, scope: &mut AffineScope<'_, '_, 'a>) -> PResult<(AffineExpr, bool)> {
        let lhs = self.parse_affine_expr_in(scope)?;
        // MLIR's sequence of `consumeIf(first) && consumeIf('=')`: a first token is
        // consumed even when no `=` follows it (the error then points past it).
        if self.eat(TokenKind::Greater) && self.eat(TokenKind::Equal) {
            let rhs = self.parse_affine_expr_in(scope)?;
            return Ok((lhs.minus(rhs), false));
        }
        if self.eat(TokenKind::Less) && self.eat(TokenKind::Equal) {
            let rhs = self.parse_affine_expr_in(scope)?;
            return Ok((rhs.minus(lhs), false));
        }
        if self.eat(TokenKind::Equal) && self.eat(TokenKind::Equal) {
            let rhs = self.parse_affine_expr_in(scope)?;
            return Ok((lhs.minus(rhs), true));
        }
        self.err("expected '== affine-expr' or '>= affine-expr' at end of affine constraint")
    }

    /// A full expression: `term ((+|-) term)*`, left associative.
    fn parse_affine_expr_in(&mut self, scope: &mut AffineScope<'_, '_, 'a>) -> PResult<AffineExpr> {
        let mut lhs = self.parse_affine_term(scope, false)?;
        loop {
            let sub = if self.at(TokenKind::Plus) {
                false
            } else if self.at(TokenKind::Minus) {
                true
            } else {
                return Ok(lhs);
            };
            self.bump();
            let rhs = self.parse_affine_term(scope, true)?;
            lhs = if sub { lhs.minus(rhs) } else { AffineExpr::sum(lhs, rhs) };
        }
    }

    fn high_op(&self) -> Option<HighOp> {
        let t = self.peek();
        match t.kind {
            TokenKind::Star => Some(HighOp::Mul),
            TokenKind::BareIdent => match t.text {
                "floordiv" => Some(HighOp::FloorDiv),
                "ceildiv" => Some(HighOp::CeilDiv),
                "mod" => Some(HighOp::Mod),
                _ => None,
            },
            _ => None,
        }
    }

    /// `operand (op operand)*` for the multiplicative operators.
    fn parse_affine_term(&mut self, scope: &mut AffineScope<'_, '_, 'a>, has_lhs: bool) -> PResult<AffineExpr> {
        let mut lhs = self.parse_affine_operand(scope, has_lhs)?;
        while let Some(op) = self.high_op() {
            let op_off = self.bump().offset;
            let rhs = self.parse_affine_operand(scope, true)?;
            // MLIR reports a non-affine combination at the following operator when there
            // is one, else at this operator.
            let err_off = if self.high_op().is_some() { self.peek().offset } else { op_off };
            lhs = self.affine_high_binop(op, lhs, rhs, err_off)?;
        }
        Ok(lhs)
    }

    fn affine_high_binop(&self, op: HighOp, lhs: AffineExpr, rhs: AffineExpr, at: u32) -> PResult<AffineExpr> {
        match op {
            HighOp::Mul => {
                if !lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant() {
                    return self.err_at(
                        at,
                        "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
                    );
                }
                Ok(AffineExpr::product(lhs, rhs))
            }
            HighOp::FloorDiv | HighOp::CeilDiv | HighOp::Mod => {
                if !rhs.is_symbolic_or_constant() {
                    let name = match op {
                        HighOp::FloorDiv => "floordiv",
                        HighOp::CeilDiv => "ceildiv",
                        _ => "mod",
                    };
                    return self.err_at(
                        at,
                        format!(
                            "non-affine expression: right operand of {name} has to be either a constant or symbolic"
                        ),
                    );
                }
                Ok(match op {
                    HighOp::FloorDiv => AffineExpr::floor_div(lhs, rhs),
                    HighOp::CeilDiv => AffineExpr::ceil_div(lhs, rhs),
                    _ => AffineExpr::modulo(lhs, rhs),
                })
            }
        }
    }

    fn parse_affine_operand(&mut self, scope: &mut AffineScope<'_, '_, 'a>, has_lhs: bool) -> PResult<AffineExpr> {
        scope.operands += 1;
        if scope.operands > MAX_AFFINE_OPERANDS {
            return self.err("affine expression is too large");
        }
        let t = self.peek();
        match t.kind {
            TokenKind::Integer => {
                let v = super::parser::parse_int_literal(t.text).and_then(|v| i64::try_from(v).ok());
                let Some(v) = v else {
                    return self.err("constant too large for index");
                };
                self.bump();
                Ok(AffineExpr::Const(v))
            }
            TokenKind::LParen => self.nested(|p| {
                p.bump();
                if p.at(TokenKind::RParen) {
                    return p.err("no expression inside parentheses");
                }
                let e = p.parse_affine_expr_in(scope)?;
                p.expect_msg(TokenKind::RParen, "expected ')'")?;
                Ok(e)
            }),
            TokenKind::Minus => self.nested(|p| {
                p.bump();
                let e = match p.parse_affine_operand(scope, has_lhs) {
                    Ok(e) => e,
                    // MLIR reports the negation too, as an error of its own at the token
                    // where the operand failed.
                    Err(mut d) => {
                        let at = p.loc_at(p.peek().offset);
                        d.notes.push(crate::diag::Diagnostic::error(at, "missing operand of negation"));
                        return Err(d);
                    }
                };
                Ok(AffineExpr::product(AffineExpr::Const(-1), e))
            }),
            TokenKind::PercentIdent => match scope.ssa.as_mut() {
                Some(f) => f(self, false),
                None => self.err_wrong_token("unexpected ssa identifier"),
            },
            TokenKind::BareIdent if t.text == "symbol" && scope.ssa.is_some() => {
                self.bump();
                self.expect_msg(TokenKind::LParen, "expected '(' at start of SSA symbol")?;
                if !self.at(TokenKind::PercentIdent) {
                    return self.err_wrong_token("expected ssa identifier");
                }
                let e = match scope.ssa.as_mut() {
                    Some(f) => f(self, true)?,
                    None => return self.err_wrong_token("unexpected ssa identifier"),
                };
                self.expect_msg(TokenKind::RParen, "expected ')' at end of SSA symbol")?;
                Ok(e)
            }
            TokenKind::BareIdent => {
                if let Some((_, e)) = scope.names.iter().find(|(n, _)| *n == t.text) {
                    let e = e.clone();
                    self.bump();
                    return Ok(e);
                }
                self.err_wrong_token("use of undeclared identifier")
            }
            TokenKind::Plus | TokenKind::Star => {
                if has_lhs {
                    self.err("missing right operand of binary operator")
                } else {
                    self.err("missing left operand of binary operator")
                }
            }
            _ => {
                if has_lhs {
                    self.err("missing right operand of binary operator")
                } else {
                    self.err("expected affine expression")
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::Context;

    fn map(src: &str) -> AffineMap {
        let ctx = Context::new();
        let mut p = Parser::new(&ctx, src, "t", 0);
        p.parse_affine_map_body().unwrap()
    }

    #[test]
    fn simplifies_like_mlir() {
        use AffineExpr::*;
        let m = map("(d0, d1) -> (d1 + d0 * 4 + 2 + 3, 4 * d0, 3 - d0, d0 * 1, (d0 * 4) floordiv 2)");
        assert_eq!(
            m.results[0],
            Add(
                Box::new(Add(Box::new(Dim(1)), Box::new(Mul(Box::new(Dim(0)), Box::new(Const(4)))))),
                Box::new(Const(5))
            )
        );
        assert_eq!(m.results[1], Mul(Box::new(Dim(0)), Box::new(Const(4))));
        assert_eq!(m.results[2], Add(Box::new(Mul(Box::new(Dim(0)), Box::new(Const(-1)))), Box::new(Const(3))));
        assert_eq!(m.results[3], Dim(0));
        assert_eq!(m.results[4], Mul(Box::new(Dim(0)), Box::new(Const(2))));
    }

    #[test]
    fn errors() {
        let ctx = Context::new();
        for (src, msg) in [
            ("(d0) -> (d1)", "use of undeclared identifier"),
            ("(d0, d0) -> (d0)", "redefinition of identifier 'd0'"),
            (
                "(d0, d1) -> (d0 * d1)",
                "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
            ),
            ("(d0) -> (,)", "expected affine expression"),
            ("(d0) -> (d0 +)", "missing right operand of binary operator"),
            (
                "(d0) -> (d0 floordiv d0)",
                "non-affine expression: right operand of floordiv has to be either a constant or symbolic",
            ),
            ("(d0) : (d0 >= 0)", "expected AffineMap, but got IntegerSet"),
        ] {
            let mut p = Parser::new(&ctx, src, "t", 0);
            let e = p.parse_affine_map_body().unwrap_err();
            assert_eq!(e.message, msg, "{src}");
        }
    }
}
