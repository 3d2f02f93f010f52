//! Parsing: runs the pest grammar over one file and turns the parse tree into an
//! [`crate::ast::File`]; pest failures and malformed literals become [`Diagnostic`]s.

use pest::iterators::Pair;
use pest::Parser as _;

use crate::ast::*;
use crate::diag::{Diagnostic, FileId, Span};

#[derive(pest_derive::Parser)]
#[grammar = "grammar.pest"]
struct SpecParser;

/// Values nest through lists, dags, bang operators and instantiations; past this depth
/// the file is rejected rather than risking the stack in later recursive passes.
const MAX_NESTING: usize = 128;

/// Parses one file. On failure returns every error found (pest stops at the first
/// syntax error; literal errors are all collected).
pub fn parse_file(file: FileId, text: &str) -> Result<File, Vec<Diagnostic>> {
    // Without this, pest only reports rule names, not the tokens it expected.
    pest::set_error_detail(true);
    let pairs = match SpecParser::parse(Rule::file, text) {
        Ok(pairs) => pairs,
        Err(err) => return Err(vec![syntax_error(file, text, &err)]),
    };
    let mut b = Builder { file, diags: Vec::new(), depth: 0 };
    let mut items = Vec::new();
    for pair in pairs.take(1).flat_map(|p| p.into_inner()) {
        if let Some(item) = b.item(pair) {
            items.push(item);
        }
    }
    if b.diags.is_empty() {
        Ok(File { id: file, items })
    } else {
        Err(b.diags)
    }
}

fn syntax_error(file: FileId, text: &str, err: &pest::error::Error<Rule>) -> Diagnostic {
    let error_pos = match err.location {
        pest::error::InputLocation::Pos(p) => p,
        pest::error::InputLocation::Span((s, _)) => s,
    };
    let mut pos = error_pos;
    let mut expected: Vec<String> = Vec::new();
    let mut push = |s: String| {
        if !expected.contains(&s) {
            expected.push(s);
        }
    };
    if let pest::error::ErrorVariant::ParsingError { positives, .. } = &err.variant {
        for rule in positives {
            if let Some(name) = rule_name(*rule) {
                push(name.to_string());
            }
        }
    }
    if let Some(attempts) = err.parse_attempts() {
        // The tokens are those expected at the farthest point any rule reached, which
        // is where the error really is.
        pos = attempts.max_position.max(pos);
        // pest does not export its token type; its Display form is the literal text for
        // exact tokens, `a..z` for ranges and BUILTIN_RULE otherwise, none of which
        // `token_name` accepts.
        for token in attempts.expected_tokens() {
            if let Some(name) = token_name(&token.to_string()) {
                push(name);
            }
        }
    }
    // Unterminated tokens fail where they start: say so there.
    let start = floor_char_boundary(text, error_pos.min(text.len()));
    let rest = &text[start..];
    let unterminated = if rest.starts_with("/*") {
        Some("unterminated '/*' comment")
    } else if rest.starts_with('"') && !rest[1..].split('\n').next().unwrap_or("").contains('"') {
        Some("unterminated string (strings end on the same line; use [{ ... }] for text spanning lines)")
    } else if rest.starts_with("[{") || (rest.starts_with('{') && text[..start].ends_with('[')) {
        Some("unterminated code block: missing '}]'")
    } else {
        None
    };
    if let Some(message) = unterminated {
        let start = if rest.starts_with('{') { start - 1 } else { start };
        return Diagnostic::error(Span::new(file, start, start), message);
    }
    let pos = floor_char_boundary(text, pos.min(text.len()));
    let span = Span::new(file, pos, pos);
    let rest = &text[pos..];
    let mentions = |what: &str| expected.iter().any(|e| e == what);
    // Tokens that merely start a named construct add noise next to its name.
    let mut implied: Vec<&str> = Vec::new();
    if mentions("value") {
        implied.extend(["'!'", "'\"'", "'('", "'?'", "'['", "'[{'", "'_'"]);
    }
    if mentions("string") {
        implied.push("'\"'");
    }
    if mentions("identifier") || mentions("type") {
        implied.push("'_'");
    }
    // A value can always be continued with `#` or `.field`; that is rarely the fix.
    if expected.iter().any(|e| e != "'#'" && e != "'.'") {
        implied.extend(["'#'", "'.'"]);
    }
    expected.retain(|e| !implied.contains(&e.as_str()));
    let found = describe_found(rest);
    let message = if expected.is_empty() {
        format!("unexpected {found}")
    } else {
        format!("expected {}, found {found}", one_of(&expected))
    };
    Diagnostic::error(span, message)
}

fn floor_char_boundary(text: &str, mut offset: usize) -> usize {
    while offset > 0 && !text.is_char_boundary(offset) {
        offset -= 1;
    }
    offset
}

/// How a rule is named in "expected ..." messages; `None` for rules whose expected
/// tokens already say it better.
fn rule_name(rule: Rule) -> Option<&'static str> {
    Some(match rule {
        Rule::EOI => "end of file",
        Rule::ident | Rule::class_or_ref => "identifier",
        Rule::value | Rule::value_operand => "value",
        Rule::type_expr | Rule::list_type => "type",
        Rule::string => "string",
        Rule::int => "integer",
        Rule::var_name => "'$name'",
        Rule::include | Rule::kw_include => "'include'",
        Rule::class_decl | Rule::kw_class => "'class'",
        Rule::def_decl | Rule::kw_def => "'def'",
        Rule::defvar | Rule::kw_defvar => "'defvar'",
        Rule::let_in | Rule::let_field | Rule::kw_let => "'let'",
        Rule::kw_in => "'in'",
        Rule::field_decl => "field declaration",
        _ => return None,
    })
}

/// Literal tokens worth naming; keyword spellings come through their rules instead.
fn token_name(token: &str) -> Option<String> {
    let skip = ["-", "//", "/*", "\\"];
    if token.trim().is_empty()
        || token.contains("..")
        || token.chars().any(|c| c.is_ascii_alphanumeric())
        || skip.contains(&token)
    {
        return None;
    }
    Some(format!("'{token}'"))
}

fn one_of(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

fn describe_found(rest: &str) -> String {
    let rest = rest.trim_start_matches([' ', '\t']);
    let Some(c) = rest.chars().next() else {
        return "end of file".to_string();
    };
    if c == '\n' || c == '\r' {
        return "end of line".to_string();
    }
    if c.is_ascii_alphanumeric() || c == '_' {
        let word: String = rest.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').take(40).collect();
        return format!("'{word}'");
    }
    format!("'{c}'")
}

struct Builder {
    file: FileId,
    diags: Vec<Diagnostic>,
    depth: usize,
}

type P<'i> = Pair<'i, Rule>;

impl Builder {
    fn span(&self, p: &P) -> Span {
        let s = p.as_span();
        Span::new(self.file, s.start(), s.end())
    }

    fn error(&mut self, span: Span, message: impl Into<String>) {
        self.diags.push(Diagnostic::error(span, message));
    }

    fn ident(&self, p: P) -> Ident {
        Ident { name: p.as_str().to_string(), span: self.span(&p) }
    }

    fn item(&mut self, p: P) -> Option<Item> {
        Some(match p.as_rule() {
            Rule::include => Item::Include(self.include(p)),
            Rule::class_decl => Item::Class(self.class_decl(p)),
            Rule::def_decl => Item::Def(self.def_decl(p)),
            Rule::defvar => Item::Defvar(self.defvar(p)),
            Rule::let_in => Item::LetIn(self.let_in(p)),
            _ => return None, // EOI
        })
    }

    fn include(&mut self, p: P) -> Include {
        let mut path = String::new();
        let mut span = self.span(&p);
        for c in p.into_inner() {
            if c.as_rule() == Rule::string {
                span = self.span(&c);
                path = self.string(c);
            }
        }
        Include { path, span, target: None }
    }

    fn class_decl(&mut self, p: P) -> ClassDecl {
        let mut name = None;
        let mut params = Vec::new();
        let mut parents = Vec::new();
        let mut body = Vec::new();
        for c in p.into_inner() {
            match c.as_rule() {
                Rule::ident => name = Some(self.ident(c)),
                Rule::template_params => params = c.into_inner().map(|tp| self.template_param(tp)).collect(),
                Rule::parents => parents = self.parents(c),
                Rule::body => body = self.body(c),
                _ => {}
            }
        }
        let name = name.unwrap_or_else(|| Ident { name: String::new(), span: Span::new(self.file, 0, 0) });
        ClassDecl { name, params, parents, body }
    }

    fn template_param(&mut self, p: P) -> TemplateParam {
        let span = self.span(&p);
        let mut ty = None;
        let mut name = None;
        let mut default = None;
        for c in p.into_inner() {
            match c.as_rule() {
                Rule::type_expr => ty = Some(self.type_expr(c)),
                Rule::ident => name = Some(self.ident(c)),
                Rule::value => default = Some(self.value(c)),
                _ => {}
            }
        }
        TemplateParam {
            ty: ty.unwrap_or(TypeExpr { kind: TypeKind::Int, span }),
            name: name.unwrap_or(Ident { name: String::new(), span }),
            default,
        }
    }

    fn parents(&mut self, p: P) -> Vec<ParentRef> {
        p.into_inner()
            .map(|parent| {
                let span = self.span(&parent);
                let mut class = Ident { name: String::new(), span };
                let mut args = Vec::new();
                for c in parent.into_inner() {
                    match c.as_rule() {
                        Rule::ident => class = self.ident(c),
                        Rule::template_values => args = self.values(c),
                        _ => {}
                    }
                }
                ParentRef { class, args, span }
            })
            .collect()
    }

    fn values(&mut self, p: P) -> Vec<Expr> {
        p.into_inner().map(|v| self.value(v)).collect()
    }

    fn body(&mut self, p: P) -> Vec<BodyItem> {
        let mut items = Vec::new();
        for c in p.into_inner() {
            match c.as_rule() {
                Rule::let_field => items.push(BodyItem::Let(self.let_binding(c))),
                Rule::defvar => items.push(BodyItem::Defvar(self.defvar(c))),
                Rule::field_decl => {
                    let span = self.span(&c);
                    let mut ty = None;
                    let mut name = None;
                    let mut value = None;
                    for f in c.into_inner() {
                        match f.as_rule() {
                            Rule::type_expr => ty = Some(self.type_expr(f)),
                            Rule::ident => name = Some(self.ident(f)),
                            Rule::value => value = Some(self.value(f)),
                            _ => {}
                        }
                    }
                    items.push(BodyItem::Field(FieldDecl {
                        ty: ty.unwrap_or(TypeExpr { kind: TypeKind::Int, span }),
                        name: name.unwrap_or(Ident { name: String::new(), span }),
                        value,
                    }));
                }
                _ => {}
            }
        }
        items
    }

    fn def_decl(&mut self, p: P) -> DefDecl {
        let span = self.span(&p);
        let mut keyword = span;
        let mut name = None;
        let mut parents = Vec::new();
        let mut body = Vec::new();
        for c in p.into_inner() {
            match c.as_rule() {
                Rule::kw_def => keyword = self.span(&c),
                Rule::ident => name = Some(self.ident(c)),
                Rule::parents => parents = self.parents(c),
                Rule::body => body = self.body(c),
                _ => {}
            }
        }
        DefDecl { keyword, name, parents, body, span }
    }

    /// `let name = value` (in a body or a `let ... in`) and `defvar name = value` share
    /// a shape: an identifier and a value.
    fn name_value(&mut self, p: P) -> (Ident, Expr) {
        let span = self.span(&p);
        let mut name = Ident { name: String::new(), span };
        let mut value = Expr { kind: ExprKind::Uninit, span };
        for c in p.into_inner() {
            match c.as_rule() {
                Rule::ident => name = self.ident(c),
                Rule::value => value = self.value(c),
                _ => {}
            }
        }
        (name, value)
    }

    fn let_binding(&mut self, p: P) -> LetBinding {
        let (name, value) = self.name_value(p);
        LetBinding { name, value }
    }

    fn defvar(&mut self, p: P) -> Defvar {
        let (name, value) = self.name_value(p);
        Defvar { name, value }
    }

    fn let_in(&mut self, p: P) -> LetIn {
        let mut bindings = Vec::new();
        let mut items = Vec::new();
        let mut braced = false;
        for c in p.into_inner() {
            match c.as_rule() {
                Rule::let_binding => bindings.push(self.let_binding(c)),
                Rule::let_block => {
                    braced = true;
                    for i in c.into_inner() {
                        if let Some(item) = self.item(i) {
                            items.push(item);
                        }
                    }
                }
                Rule::kw_let | Rule::kw_in => {}
                _ => {
                    if let Some(item) = self.item(c) {
                        items.push(item);
                    }
                }
            }
        }
        LetIn { bindings, items, braced }
    }

    fn type_expr(&mut self, p: P) -> TypeExpr {
        let span = self.span(&p);
        let Some(inner) = p.into_inner().next() else {
            return TypeExpr { kind: TypeKind::Int, span };
        };
        let kind = match inner.as_rule() {
            Rule::list_type => match inner.into_inner().next() {
                Some(elem) => TypeKind::List(Box::new(self.type_expr(elem))),
                None => TypeKind::Int,
            },
            _ => match inner.as_str() {
                "int" => TypeKind::Int,
                "bit" => TypeKind::Bit,
                "string" => TypeKind::String,
                "code" => TypeKind::Code,
                "dag" => TypeKind::Dag,
                other => TypeKind::Class(other.to_string()),
            },
        };
        TypeExpr { kind, span }
    }

    fn value(&mut self, p: P) -> Expr {
        let span = self.span(&p);
        if self.depth >= MAX_NESTING {
            self.error(span, "value is nested too deeply");
            return Expr { kind: ExprKind::Uninit, span };
        }
        self.depth += 1;
        let mut result: Option<Expr> = None;
        for operand in p.into_inner() {
            let rhs = self.operand(operand);
            result = Some(match result {
                None => rhs,
                Some(lhs) => {
                    let span = Span { file: self.file, start: lhs.span.start, end: rhs.span.end };
                    Expr { kind: ExprKind::Paste(Box::new(lhs), Box::new(rhs)), span }
                }
            });
        }
        self.depth -= 1;
        result.unwrap_or(Expr { kind: ExprKind::Uninit, span })
    }

    fn operand(&mut self, p: P) -> Expr {
        let span = self.span(&p);
        let mut result: Option<Expr> = None;
        for c in p.into_inner() {
            result = Some(match result.take() {
                None => self.simple(c),
                Some(base) => {
                    let Some(f) = c.into_inner().next() else {
                        result = Some(base);
                        continue;
                    };
                    let field = self.ident(f);
                    let span = Span { file: self.file, start: base.span.start, end: field.span.end };
                    Expr { kind: ExprKind::Field { base: Box::new(base), field }, span }
                }
            });
        }
        result.unwrap_or(Expr { kind: ExprKind::Uninit, span })
    }

    fn simple(&mut self, p: P) -> Expr {
        let span = self.span(&p);
        let kind = match p.as_rule() {
            Rule::uninit => ExprKind::Uninit,
            Rule::int => ExprKind::Int(self.int(p.as_str(), span)),
            Rule::boolean => ExprKind::Bit(p.as_str() == "true"),
            Rule::string => ExprKind::Str(self.string(p)),
            Rule::code => {
                let s = p.as_str();
                ExprKind::Code(s.get(2..s.len().saturating_sub(2)).unwrap_or("").to_string())
            }
            Rule::list => {
                let mut elems = Vec::new();
                let mut elem_type = None;
                for c in p.into_inner() {
                    match c.as_rule() {
                        Rule::value => elems.push(self.value(c)),
                        Rule::list_elem_type => elem_type = c.into_inner().next().map(|t| self.type_expr(t)),
                        _ => {}
                    }
                }
                ExprKind::List { elems, elem_type }
            }
            Rule::dag => {
                let mut inner = p.into_inner();
                let op = match inner.next() {
                    Some(op) => self.value(op),
                    None => Expr { kind: ExprKind::Uninit, span },
                };
                let mut op_name = None;
                let mut args = Vec::new();
                for a in inner {
                    if a.as_rule() == Rule::dag_op_name {
                        if let Some(n) = a.into_inner().next() {
                            let s = self.span(&n);
                            op_name = Some(Ident { name: n.as_str().trim_start_matches('$').to_string(), span: s });
                        }
                    } else {
                        args.push(self.dag_arg(a));
                    }
                }
                ExprKind::Dag { op: Box::new(op), op_name, args }
            }
            Rule::bang => {
                let mut op = Ident { name: String::new(), span };
                let mut type_arg = None;
                let mut args = Vec::new();
                for c in p.into_inner() {
                    match c.as_rule() {
                        Rule::bang_op => {
                            op = Ident { name: c.as_str().trim_start_matches('!').to_string(), span: self.span(&c) }
                        }
                        Rule::type_expr => type_arg = Some(self.type_expr(c)),
                        Rule::value => args.push(self.value(c)),
                        _ => {}
                    }
                }
                ExprKind::Bang { op, type_arg, args }
            }
            Rule::class_or_ref => {
                let mut inner = p.into_inner();
                let name = match inner.next() {
                    Some(n) => self.ident(n),
                    None => Ident { name: String::new(), span },
                };
                match inner.next() {
                    Some(args) => ExprKind::Instantiate { class: name, args: self.values(args) },
                    None => ExprKind::Ref(name.name),
                }
            }
            _ => ExprKind::Uninit,
        };
        Expr { kind, span }
    }

    fn dag_arg(&mut self, p: P) -> DagArgExpr {
        let span = self.span(&p);
        let mut value = None;
        let mut name = None;
        for c in p.into_inner() {
            match c.as_rule() {
                Rule::value => value = Some(self.value(c)),
                Rule::var_name => {
                    let s = self.span(&c);
                    name = Some(Ident { name: c.as_str().trim_start_matches('$').to_string(), span: s })
                }
                _ => {}
            }
        }
        DagArgExpr { value, name, span }
    }

    fn int(&mut self, text: &str, span: Span) -> i64 {
        let (negative, digits) = match text.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, text),
        };
        // Hex and binary literals are bit patterns: the full u64 range is accepted and
        // reinterpreted, as TableGen does.
        let parsed = if let Some(hex) = digits.strip_prefix("0x") {
            u64::from_str_radix(hex, 16).ok().map(|v| v as i64)
        } else if let Some(bin) = digits.strip_prefix("0b") {
            u64::from_str_radix(bin, 2).ok().map(|v| v as i64)
        } else {
            // Parse with the sign so that i64::MIN is accepted.
            let signed = if negative { format!("-{digits}") } else { digits.to_string() };
            return match signed.parse::<i64>() {
                Ok(v) => v,
                Err(_) => {
                    self.error(span, format!("integer literal '{text}' is out of range"));
                    0
                }
            };
        };
        match parsed {
            Some(v) if negative => v.wrapping_neg(),
            Some(v) => v,
            None => {
                self.error(span, format!("integer literal '{text}' is out of range"));
                0
            }
        }
    }

    fn string(&mut self, p: P) -> String {
        let raw = p.as_str();
        let start = p.as_span().start();
        let body = raw.get(1..raw.len().saturating_sub(1)).unwrap_or("");
        let mut out = String::with_capacity(body.len());
        let mut chars = body.char_indices();
        while let Some((i, c)) = chars.next() {
            if c != '\\' {
                out.push(c);
                continue;
            }
            match chars.next() {
                Some((_, '"')) => out.push('"'),
                Some((_, '\\')) => out.push('\\'),
                Some((_, 'n')) => out.push('\n'),
                Some((_, 't')) => out.push('\t'),
                Some((j, other)) => {
                    // +1 for the opening quote.
                    let span = Span::new(self.file, start + 1 + i, start + 1 + j + other.len_utf8());
                    let shown =
                        if other.is_control() { format!("\\u{{{:x}}}", other as u32) } else { other.to_string() };
                    self.error(span, format!("unknown escape sequence '\\{shown}'"));
                }
                None => {}
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Result<File, Vec<Diagnostic>> {
        parse_file(FileId(0), text)
    }

    fn first_value(text: &str) -> Expr {
        let file = parse(&format!("defvar v = {text};")).expect("parses");
        match file.items.into_iter().next() {
            Some(Item::Defvar(d)) => d.value,
            other => panic!("unexpected {other:?}"),
        }
    }

    fn error_message(text: &str) -> String {
        match parse(text) {
            Ok(_) => panic!("parsed: {text}"),
            Err(d) => d[0].message.clone(),
        }
    }

    #[test]
    fn literals() {
        assert_eq!(first_value("-12").kind, ExprKind::Int(-12));
        assert_eq!(first_value("0x1F").kind, ExprKind::Int(31));
        assert_eq!(first_value("0b101").kind, ExprKind::Int(5));
        assert_eq!(first_value("-9223372036854775808").kind, ExprKind::Int(i64::MIN));
        assert_eq!(first_value("true").kind, ExprKind::Bit(true));
        assert_eq!(first_value(r#""a\"b\\c\nd\te""#).kind, ExprKind::Str("a\"b\\c\nd\te".into()));
        assert_eq!(first_value("[{ x\n  y }]").kind, ExprKind::Code(" x\n  y ".into()));
        assert_eq!(first_value("?").kind, ExprKind::Uninit);
    }

    #[test]
    fn paste_binds_looser_than_field_access() {
        let e = first_value(r#""a" # c.summary # 1"#);
        let ExprKind::Paste(lhs, rhs) = e.kind else { panic!() };
        assert!(matches!(rhs.kind, ExprKind::Int(1)));
        let ExprKind::Paste(_, mid) = lhs.kind else { panic!() };
        assert!(matches!(mid.kind, ExprKind::Field { .. }));
    }

    #[test]
    fn dags() {
        let e = first_value("(ins I32:$a, $b, (Float), \"s\":$c)");
        let ExprKind::Dag { op, args, .. } = e.kind else { panic!() };
        assert_eq!(op.kind, ExprKind::Ref("ins".into()));
        assert_eq!(args.len(), 4);
        assert_eq!(args[0].name.as_ref().map(|n| n.name.as_str()), Some("a"));
        assert!(args[1].value.is_none());
        assert!(matches!(args[2].value.as_ref().map(|v| &v.kind), Some(ExprKind::Dag { .. })));
    }

    #[test]
    fn lists_and_instantiations() {
        let e = first_value("[1, 2,]");
        assert!(matches!(e.kind, ExprKind::List { ref elems, elem_type: None } if elems.len() == 2));
        let e = first_value("[]<string>");
        assert!(matches!(e.kind, ExprKind::List { elem_type: Some(_), .. }));
        let e = first_value("Variadic<I32>");
        assert!(matches!(e.kind, ExprKind::Instantiate { ref args, .. } if args.len() == 1));
        let e = first_value("!foreach(x, l, !strconcat(x, \"a\"))");
        assert!(matches!(e.kind, ExprKind::Bang { ref op, .. } if op.name == "foreach"));
    }

    #[test]
    fn items() {
        let f = parse(
            "include \"a.td\"\nclass A<int x, string y = \"d\"> : B<x>, C { int f = x; let g = 1; }\n\
             class D;\ndef E : A<1>;\ndef : A<2> { }\nlet f = 3, g = 4 in { def F; }\nlet f = 5 in def G;",
        )
        .expect("parses");
        assert_eq!(f.items.len(), 7);
        let Item::Class(a) = &f.items[1] else { panic!() };
        assert_eq!(a.params.len(), 2);
        assert_eq!(a.parents.len(), 2);
        assert_eq!(a.body.len(), 2);
        let Item::Def(anon) = &f.items[4] else { panic!() };
        assert!(anon.name.is_none());
        let Item::LetIn(l) = &f.items[5] else { panic!() };
        assert!(l.braced && l.bindings.len() == 2);
        let Item::LetIn(l) = &f.items[6] else { panic!() };
        assert!(!l.braced && l.items.len() == 1);
    }

    #[test]
    fn keywords_are_not_names() {
        assert!(parse("def defvar;").is_err());
        assert!(parse("def definition; def inside;").is_ok());
        assert!(parse("class A { string type = \"x\"; }").is_ok());
    }

    #[test]
    fn syntax_errors_name_what_was_expected() {
        assert_eq!(error_message("def A : B<1>\ndef C;"), "expected ',', ';' or '{', found 'def'");
    }

    #[test]
    fn literal_errors_are_all_reported() {
        let errs = parse("defvar a = \"\\q\"; defvar b = 99999999999999999999;").unwrap_err();
        assert_eq!(errs.len(), 2);
        assert_eq!(errs[0].message, "unknown escape sequence '\\q'");
        assert_eq!(errs[0].span.start, 12);
        assert!(errs[1].message.contains("out of range"));
    }

    #[test]
    fn deep_nesting_is_an_error_not_a_crash() {
        let text = format!("defvar a = {}1{};", "[".repeat(500), "]".repeat(500));
        assert!(parse(&text).is_err());
    }
}
