//! Native code the `cf` spec names: custom syntax, checks and predicates that no
//! declarative spec construct covers.

#[allow(unused_imports)]
use crate::diag::Diagnostic;
#[allow(unused_imports)]
use crate::dialects::native::pending::*;
#[allow(unused_imports)]
use crate::ir::{Attribute, BlockId, Context, OpRef, OperationState, Type};
use crate::ods;
#[allow(unused_imports)]
use crate::parse::ops::{OpParser, UnresolvedOperand};
#[allow(unused_imports)]
use crate::parse::PResult;
#[allow(unused_imports)]
use crate::print::ops::OpPrinter;

/// `verifyWeights` of `WeightedBranchOpInterface`.
fn verify_weights(op: OpRef<'_>, weights: &[i64], expected: usize) -> Result<(), Diagnostic> {
    if weights.is_empty() {
        return Ok(());
    }
    if weights.len() != expected {
        return Err(Diagnostic::error(
            op.loc(),
            format!("expects number of branch weights to match number of successors: {} vs {expected}", weights.len()),
        ));
    }
    if weights.iter().all(|&w| w == 0) {
        return Err(Diagnostic::error(op.loc(), "branch weights cannot all be zero"));
    }
    Ok(())
}

/// The verifier of MLIR's `WeightedBranchOpInterface` (`cf.cond_br`, `llvm.cond_br`,
/// `llvm.switch`, `llvm.invoke`): the optional `branch_weights`, one per successor.
pub fn verify_branch_weights(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let weights = ods::attr_dense_ints(op, "branch_weights").unwrap_or(&[]);
    verify_weights(op, weights, op.successors().len())
}

/// `cf.cond_br`: optional branch weights, one per successor.
pub fn verify_cond_br(op: OpRef<'_>) -> Result<(), Diagnostic> {
    verify_branch_weights(op)
}

/// The integer case values of `cf.switch` (`None` when absent or not integer elements)
/// and their element type.
fn case_values(ctx: &Context, a: Attribute) -> Option<(Type, Vec<i128>, i64)> {
    use crate::ir::{AttrData, DenseValues};
    let AttrData::DenseElements { ty, splat, values: DenseValues::Int(v) } = ctx.attr_data(a) else {
        return None;
    };
    let elem = ctx.element_type_or_self(*ty);
    let count: i64 = match ctx.shape(*ty) {
        Some(shape) => shape.iter().product(),
        None => v.len() as i64,
    };
    let vals = if *splat { vec![v.first().copied().unwrap_or(0); count.max(0) as usize] } else { v.to_vec() };
    Some((elem, vals, count))
}

/// `BranchOpInterface` for `cf.switch`: the default operands and each case's operands
/// (sized by `case_operand_segments`) match the arguments of their successor.
fn verify_successor_operands(op: OpRef<'_>, segs: &[i64]) -> Result<(), Diagnostic> {
    let succs = op.successors();
    if segs.len() + 1 != succs.len() {
        return Ok(());
    }
    let sizes = ods::attr_dense_ints(op, "operandSegmentSizes").unwrap_or(&[]);
    let (Some(&n_flag), Some(&n_default)) = (sizes.first(), sizes.get(1)) else {
        return Ok(());
    };
    let operands = op.operands();
    let mut start = n_flag.max(0) as usize;
    let groups = std::iter::once(n_default).chain(segs.iter().copied());
    for (i, (&succ, n)) in succs.iter().zip(groups).enumerate() {
        let n = n.max(0) as usize;
        let Some(values) = operands.get(start..start + n) else {
            return Ok(());
        };
        start += n;
        let args = &op.body.block(succ).args;
        if values.len() != args.len() {
            return Err(Diagnostic::error(
                op.loc(),
                format!("branch has {n} operands for successor #{i}, but target block has {}", args.len()),
            ));
        }
        for (k, (&v, &a)) in values.iter().zip(args.iter()).enumerate() {
            if op.value_type(v) != op.body.value_type(a) {
                return Err(Diagnostic::error(
                    op.loc(),
                    format!("type mismatch for bb argument #{k} of successor #{i}"),
                ));
            }
        }
    }
    Ok(())
}

/// `cf.switch`: case operand segments add up, case values have the flag's type and one
/// destination each.
pub fn verify_switch(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let segs = ods::attr_dense_ints(op, "case_operand_segments").unwrap_or(&[]);
    if segs.iter().any(|&s| s < 0) {
        return Err(ods::op_error(op, "'case_operand_segments' attribute cannot have negative elements"));
    }
    let total: i64 = segs.iter().sum();
    let n_case_operands = ods::attr_dense_ints(op, "operandSegmentSizes").and_then(|s| s.get(2).copied()).unwrap_or(0);
    if total != n_case_operands {
        return Err(ods::op_error(
            op,
            format!(
                "caseOperands count ({n_case_operands}) does not match with the total size ({total}) specified in attribute 'case_operand_segments'"
            ),
        ));
    }
    verify_successor_operands(op, segs)?;
    let n_dests = op.successors().len().saturating_sub(1);
    let values = op.attr("case_values").and_then(|a| case_values(ctx, a));
    let Some((elem, _, count)) = values else {
        // Without case values there must be no case destinations (MLIR dereferences the
        // missing attribute otherwise).
        if n_dests != 0 {
            return Err(ods::op_error(
                op,
                format!("number of case values (0) should match number of case destinations ({n_dests})"),
            ));
        }
        return Ok(());
    };
    let Some(&flag) = op.operands().first() else {
        return Ok(());
    };
    let flag = op.value_type(flag);
    if elem != flag {
        return Err(ods::op_error(
            op,
            format!(
                "'flag' type ('{}') should match case value type ('{}')",
                crate::print::attrs::type_to_string(ctx, flag),
                crate::print::attrs::type_to_string(ctx, elem)
            ),
        ));
    }
    if count != n_dests as i64 {
        return Err(ods::op_error(
            op,
            format!("number of case values ({count}) should match number of case destinations ({n_dests})"),
        ));
    }
    Ok(())
}

/// The `custom<...>` directives of the cf assembly formats.
pub mod directives {
    use super::*;
    use crate::parse::lexer::TokenKind;

    /// `^bb(%a, %b : i32, f32)` after the successor: the operands and their types.
    fn parse_successor_operands<'a>(
        p: &mut OpParser<'a>,
        operands: &mut Vec<UnresolvedOperand<'a>>,
        types: &mut Vec<Type>,
        allow_result_number: bool,
    ) -> PResult<usize> {
        if !p.eat(TokenKind::LParen) {
            return Ok(0);
        }
        let list = p.parse_operand_list()?;
        if !allow_result_number {
            if let Some(u) = list.iter().find(|u| u.number != 0) {
                return p.err_at(u.offset + u.name.len() as u32, "result number not allowed in argument list");
            }
        }
        let n = list.len();
        operands.extend(list);
        p.expect(TokenKind::Colon, "':'")?;
        let tys = p.parse_type_list()?;
        types.extend(tys);
        p.expect(TokenKind::RParen, "')'")?;
        Ok(n)
    }

    /// MLIR's `parseSwitchOpCases`: `default: ^bb(...)` then `, value: ^bb(...)` per case.
    #[allow(clippy::too_many_arguments)]
    pub fn parse_switch_op_cases<'a>(
        p: &mut OpParser<'a>,
        st: &mut OperationState,
        flag_type: &[Type],
        default_dest: &mut Vec<BlockId>,
        default_operands: &mut Vec<UnresolvedOperand<'a>>,
        default_types: &mut Vec<Type>,
        case_values: &mut Option<Attribute>,
        case_dests: &mut Vec<BlockId>,
        case_operands: &mut Vec<UnresolvedOperand<'a>>,
        case_types: &mut Vec<Type>,
    ) -> PResult<()> {
        let ctx = p.ctx();
        let name = "cf.switch";
        if !p.eat_keyword("default") {
            return p.err(format!("custom op '{name}' expected 'default'"));
        }
        p.expect(TokenKind::Colon, "':'")?;
        default_dest.push(p.parse_successor()?);
        parse_successor_operands(p, default_operands, default_types, false)?;
        let flag = flag_type.first().copied().unwrap_or(ctx.integer_type(64));
        let width = match ctx.type_data(flag) {
            crate::ir::TypeData::Integer { width, .. } => *width,
            crate::ir::TypeData::Float(k) => k.width(),
            _ => 64,
        };
        let mut values: Vec<i128> = Vec::new();
        let mut segments: Vec<i64> = Vec::new();
        while p.eat(TokenKind::Comma) {
            let at = p.peek().offset;
            let v = match p.parse_optional_integer() {
                Ok(Some(v)) => v,
                Ok(None) => return p.err(format!("custom op '{name}' expected integer value")),
                Err(mut e) => {
                    e.message = format!("custom op '{name}' {}", e.message);
                    return Err(e);
                }
            };
            if v < i64::MIN as i128 || v > i64::MAX as i128 {
                return p.err_at(at, format!("custom op '{name}' integer value too large"));
            }
            values.push(truncate_signless(v, width));
            p.expect(TokenKind::Colon, "':'")?;
            case_dests.push(p.parse_successor()?);
            let n = parse_successor_operands(p, case_operands, case_types, true)?;
            segments.push(n as i64);
        }
        if !values.is_empty() {
            let ty = ctx.intern_type(crate::ir::TypeData::Vector {
                shape: vec![values.len() as i64].into(),
                scalable: Box::new([]),
                elem: flag,
            });
            let n = values.len() as i64;
            *case_values =
                Some(crate::parse::attrs::make_dense(ctx, ty, n, crate::ir::DenseValues::Int(values.into())));
        }
        st.add_attr(ctx.ident("case_operand_segments"), ctx.dense_i32_array(&segments));
        Ok(())
    }

    /// An `i64` case value as an APInt of the flag's width, stored as Descent stores
    /// signless integers (sign-extended; `i1` as 0/1).
    fn truncate_signless(v: i128, width: u32) -> i128 {
        if width == 0 || width >= 128 {
            return v;
        }
        let mask = (1u128 << width) - 1;
        let bits = (v as u128) & mask;
        if width == 1 {
            return bits as i128;
        }
        let sign = 1u128 << (width - 1);
        if bits & sign != 0 {
            (bits as i128) - (1i128 << width)
        } else {
            bits as i128
        }
    }

    /// The indentation of the line being printed (the op's own indentation).
    fn current_indent(out: &str) -> String {
        let line = out.rfind('\n').map_or(out, |i| &out[i + 1..]);
        line.chars().take_while(|c| *c == ' ').collect()
    }

    /// MLIR's `printSwitchOpCases`: each case on its own line, values printed unsigned
    /// (`getLimitedValue`).
    #[allow(clippy::too_many_arguments)]
    pub fn print_switch_op_cases<'a>(
        p: &mut OpPrinter<'a>,
        op: OpRef<'a>,
        _flag_type: &[Type],
        default_dest: &[BlockId],
        default_operands: ods::Group<'_>,
        _default_types: &[Type],
        values: Option<Attribute>,
        case_dests: &[BlockId],
        case_operands: ods::Group<'_>,
        _case_types: &[Type],
    ) {
        let ctx = op.ctx;
        // The generated printer writes spaces for the format's `\n`; MLIR starts a new
        // line at the op's indentation.
        while p.out.ends_with(' ') {
            p.out.pop();
        }
        let indent = current_indent(&p.out);
        p.write("\n");
        p.write(&indent);
        p.write("  default: ");
        if let Some(&d) = default_dest.first() {
            p.print_successor_and_use_list(d, &default_operands.to_vec());
        }
        let Some((_, vals, _)) = values.and_then(|a| case_values(ctx, a)) else {
            return;
        };
        let width = op.operands().first().and_then(|&f| ctx.int_width(op.value_type(f))).unwrap_or(64);
        let segs = ods::attr_dense_ints(op, "case_operand_segments").unwrap_or(&[]);
        let all: Vec<_> = case_operands.to_vec();
        let mut start = 0usize;
        for (i, v) in vals.iter().enumerate() {
            p.write(",\n");
            p.write(&indent);
            p.write("  ");
            let bits = if width >= 128 { *v as u128 } else { (*v as u128) & ((1u128 << width) - 1) };
            // `getLimitedValue`: saturates at u64::MAX.
            let shown = u64::try_from(bits).unwrap_or(u64::MAX);
            p.write(&shown.to_string());
            p.write(": ");
            let n = segs.get(i).copied().unwrap_or(0).max(0) as usize;
            let end = (start + n).min(all.len());
            let ops = all.get(start.min(end)..end).unwrap_or(&[]);
            match case_dests.get(i) {
                Some(&d) => p.print_successor_and_use_list(d, ops),
                None => p.write("<<UNKNOWN BLOCK>>"),
            }
            start = end;
        }
        p.write("\n");
        p.write(&indent);
    }
}
