//! LLVM types as the LLVM dialect spells them, and the data layout facts the importer needs:
//! the ABI alignment LLVM's parser gives loads and stores written without `align`, and the
//! `dlti.dl_spec` entries MLIR derives from the layout string.

use crate::ast::Type;
use rustc_hash::FxHashMap;

/// Named struct types: bodies (`None`: opaque) and the names MLIR gives them.
#[derive(Clone, Debug, Default)]
pub struct Structs {
    bodies: FxHashMap<String, Option<Type>>,
    /// Numbered types (`%0 = type ...`) have no name in LLVM; MLIR names them `""`, then
    /// `".1"`, `".2"`... as it converts them (inner types first).
    names: FxHashMap<String, String>,
}

impl Structs {
    /// The named types of a module, in definition order.
    pub fn new(types: &[(String, Option<Type>)]) -> Structs {
        let mut s = Structs { bodies: types.iter().cloned().collect(), names: FxHashMap::default() };
        let mut taken: Vec<String> = Vec::new();
        for (n, _) in types {
            s.name_numbered(n, &mut taken, 0);
        }
        s
    }

    fn name_numbered(&mut self, n: &str, taken: &mut Vec<String>, depth: u32) {
        if depth > 64 || !n.bytes().all(|c| c.is_ascii_digit()) || self.names.contains_key(n) {
            return;
        }
        let mut inner = Vec::new();
        if let Some(Some(b)) = self.bodies.get(n) {
            collect_named(b, &mut inner);
        }
        for i in inner {
            self.name_numbered(&i, taken, depth + 1);
        }
        let mut name = String::new();
        let mut k = 0;
        while taken.contains(&name) {
            k += 1;
            name = format!(".{k}");
        }
        taken.push(name.clone());
        self.names.insert(n.to_string(), name);
    }

    /// The body of named type `n`.
    pub fn get(&self, n: &str) -> Option<&Option<Type>> {
        self.bodies.get(n)
    }

    /// The name MLIR gives type `%n`.
    pub fn mlir_name<'a>(&'a self, n: &'a str) -> &'a str {
        self.names.get(n).map_or(n, String::as_str)
    }
}

fn collect_named(t: &Type, out: &mut Vec<String>) {
    match t {
        Type::Named(n) => out.push(n.clone()),
        Type::Array(_, e) => collect_named(e, out),
        Type::Vector { elem, .. } => collect_named(elem, out),
        Type::Struct { fields, .. } => fields.iter().for_each(|f| collect_named(f, out)),
        Type::Func { ret, params, .. } => {
            collect_named(ret, out);
            params.iter().for_each(|p| collect_named(p, out));
        }
        _ => {}
    }
}

/// The MLIR spelling of `t`; `nested` drops the `!llvm.` prefix inside LLVM dialect types.
pub fn type_text(t: &Type, structs: &Structs, literal: bool, nested: bool) -> String {
    let llvm = |s: String| if nested { s } else { format!("!llvm.{s}") };
    match t {
        Type::Void => llvm("void".into()),
        Type::Int(w) => format!("i{w}"),
        Type::Float(f) => match *f {
            "half" => "f16".into(),
            "bfloat" => "bf16".into(),
            "float" => "f32".into(),
            "double" => "f64".into(),
            "x86_fp80" => "f80".into(),
            "fp128" => "f128".into(),
            _ => llvm("ppc_fp128".into()),
        },
        Type::X86Amx => llvm("x86_amx".into()),
        Type::Label => llvm("label".into()),
        Type::Token => llvm("token".into()),
        Type::Metadata => llvm("metadata".into()),
        Type::Ptr(0) => llvm("ptr".into()),
        Type::Ptr(a) => llvm(format!("ptr<{a}>")),
        Type::Vector { scalable, len, elem } => {
            // Vectors are builtin vectors of any LLVM element type (`vector<4x!llvm.ptr>`).
            let e = type_text(elem, structs, literal, false);
            if *scalable {
                format!("vector<[{len}]x{e}>")
            } else {
                format!("vector<{len}x{e}>")
            }
        }
        Type::Array(n, e) => llvm(format!("array<{n} x {}>", type_text(e, structs, literal, true))),
        Type::Struct { packed, fields } => {
            let f: Vec<String> = fields.iter().map(|f| type_text(f, structs, literal, true)).collect();
            llvm(format!("struct<{}({})>", if *packed { "packed " } else { "" }, f.join(", ")))
        }
        Type::Named(n) => {
            let body = structs.get(n).cloned().flatten();
            if literal {
                return match body {
                    Some(b) => type_text(&b, structs, literal, nested),
                    None => llvm("struct<()>".into()),
                };
            }
            let q = quote(structs.mlir_name(n));
            match body {
                None => llvm(format!("struct<{q}, opaque>")),
                Some(Type::Struct { packed, fields }) => {
                    let f: Vec<String> = fields.iter().map(|f| type_text(f, structs, literal, true)).collect();
                    llvm(format!("struct<{q}, {}({})>", if packed { "packed " } else { "" }, f.join(", ")))
                }
                Some(other) => type_text(&other, structs, literal, nested),
            }
        }
        Type::Func { ret, params, vararg } => {
            let mut p: Vec<String> = params.iter().map(|f| type_text(f, structs, literal, true)).collect();
            if *vararg {
                p.push("...".into());
            }
            llvm(format!("func<{} ({})>", type_text(ret, structs, literal, true), p.join(", ")))
        }
        Type::TargetExt { name, types, ints } => {
            let mut p = vec![quote(name)];
            p.extend(types.iter().map(|t| type_text(t, structs, literal, true)));
            p.extend(ints.iter().map(|i| i.to_string()));
            llvm(format!("target<{}>", p.join(", ")))
        }
    }
}

/// `"name"` with MLIR's string escapes.
pub fn quote(s: &str) -> String {
    quote_bytes(s.as_bytes())
}

/// Bytes as an MLIR string literal: printable ASCII as is, `"` and `\` escaped, the rest
/// as `\XX`.
pub fn quote_bytes(b: &[u8]) -> String {
    let mut out = String::from("\"");
    for &c in b {
        match c {
            b'"' => out.push_str("\\22"),
            b'\\' => out.push_str("\\\\"),
            b'\n' => out.push_str("\\0A"),
            b'\t' => out.push_str("\\09"),
            0x20..=0x7e => out.push(c as char),
            _ => out.push_str(&format!("\\{c:02X}")),
        }
    }
    out.push('"');
    out
}

/// The data layout entries a layout string sets, with LLVM's defaults behind them.
#[derive(Clone, Debug)]
pub struct Layout {
    /// `iN` -> (abi, pref) in bits.
    pub ints: Vec<(u32, u64, u64)>,
    /// `fN` -> (abi, pref).
    pub floats: Vec<(u32, u64, u64)>,
    /// `p[N]` -> (size, abi, pref, idx).
    pub ptrs: Vec<(u32, [u64; 4])>,
    /// `v` entries -> (abi, pref).
    pub vectors: Vec<(u32, u64, u64)>,
    /// Aggregate ABI alignment (`a:`), in bits.
    pub aggregate: u64,
}

/// LLVM's default layout, as MLIR appends it to the module's (LangRef's defaults).
pub const DEFAULT_LAYOUT: &str =
    "e-p:64:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:32:64-f16:16:16-f64:64:64-f128:128:128";

impl Layout {
    /// The layout of `s` (`None`: LLVM's default).
    pub fn parse(s: Option<&str>) -> Layout {
        let mut l =
            Layout { ints: Vec::new(), floats: Vec::new(), ptrs: Vec::new(), vectors: Vec::new(), aggregate: 0 };
        let full = match s {
            Some(s) if !s.is_empty() => format!("{s}-{DEFAULT_LAYOUT}-f32:32:32-v64:64:64-v128:128:128"),
            _ => format!("{DEFAULT_LAYOUT}-f32:32:32-v64:64:64-v128:128:128"),
        };
        for tok in full.split('-') {
            let mut parts = tok.split(':');
            let head = parts.next().unwrap_or("");
            let nums: Vec<u64> = parts.filter_map(|p| p.parse().ok()).collect();
            if let Some(w) = head.strip_prefix('i').and_then(|w| w.parse::<u32>().ok()) {
                if !l.ints.iter().any(|e| e.0 == w) && !nums.is_empty() {
                    l.ints.push((w, nums[0], *nums.get(1).unwrap_or(&nums[0])));
                }
            } else if let Some(w) = head.strip_prefix('f').and_then(|w| w.parse::<u32>().ok()) {
                if !l.floats.iter().any(|e| e.0 == w) && !nums.is_empty() {
                    l.floats.push((w, nums[0], *nums.get(1).unwrap_or(&nums[0])));
                }
            } else if let Some(w) = head.strip_prefix('v').and_then(|w| w.parse::<u32>().ok()) {
                if !l.vectors.iter().any(|e| e.0 == w) && !nums.is_empty() {
                    l.vectors.push((w, nums[0], *nums.get(1).unwrap_or(&nums[0])));
                }
            } else if let Some(a) = head.strip_prefix('p') {
                let a: u32 = if a.is_empty() { 0 } else { a.parse().unwrap_or(0) };
                if !l.ptrs.iter().any(|e| e.0 == a) && nums.len() >= 2 {
                    let size = nums[0];
                    let abi = nums[1];
                    let pref = *nums.get(2).unwrap_or(&abi);
                    let idx = *nums.get(3).unwrap_or(&size);
                    l.ptrs.push((a, [size, abi, pref, idx]));
                }
            } else if head == "a" && !nums.is_empty() {
                l.aggregate = nums[0];
            }
        }
        l
    }

    fn ptr(&self, a: u32) -> [u64; 4] {
        self.ptrs.iter().find(|p| p.0 == a).or_else(|| self.ptrs.iter().find(|p| p.0 == 0)).map_or([64; 4], |p| p.1)
    }

    /// The size in bits LLVM stores `t` in (its alloc size), for struct layout.
    pub fn alloc_bits(&self, t: &Type, structs: &Structs) -> u64 {
        let size = self.size_bits(t, structs);
        let a = self.abi_align(t, structs).max(1) * 8;
        size.div_ceil(a) * a
    }

    /// The size in bits of `t`.
    pub fn size_bits(&self, t: &Type, structs: &Structs) -> u64 {
        match t {
            Type::Int(w) => *w as u64,
            Type::Float(f) => match *f {
                "half" | "bfloat" => 16,
                "float" => 32,
                "double" => 64,
                "x86_fp80" => 80,
                _ => 128,
            },
            Type::Ptr(a) => self.ptr(*a)[0],
            Type::Vector { len, elem, .. } => len * self.size_bits(elem, structs),
            Type::Array(n, e) => n * self.alloc_bits(e, structs),
            Type::Struct { packed, fields } => {
                let mut off: u64 = 0;
                let mut align: u64 = 1;
                for f in fields {
                    let a = if *packed { 1 } else { self.abi_align(f, structs) };
                    align = align.max(a);
                    off = off.div_ceil(a * 8) * (a * 8);
                    off += self.alloc_bits(f, structs);
                }
                off.div_ceil(align * 8) * (align * 8)
            }
            Type::Named(n) => match structs.get(n).cloned().flatten() {
                Some(b) => self.size_bits(&b, structs),
                None => 0,
            },
            Type::X86Amx => 8192,
            _ => 0,
        }
    }

    /// The ABI alignment of `t` in bytes.
    pub fn abi_align(&self, t: &Type, structs: &Structs) -> u64 {
        match t {
            Type::Int(w) => {
                // The entry for the width, else the smallest larger one, else the largest.
                let mut best: Option<(u32, u64)> = None;
                for &(iw, abi, _) in &self.ints {
                    if iw == *w {
                        return abi / 8;
                    }
                    if iw > *w && best.is_none_or(|b| iw < b.0) {
                        best = Some((iw, abi));
                    }
                }
                match best {
                    Some(b) => b.1 / 8,
                    None => self.ints.iter().max_by_key(|e| e.0).map_or(8, |e| e.1 / 8),
                }
            }
            Type::Float(f) => {
                let w = self.size_bits(t, structs) as u32;
                let w = if *f == "bfloat" { 16 } else { w };
                match self.floats.iter().find(|e| e.0 == w) {
                    Some(e) => e.1 / 8,
                    None => (w as u64 / 8).next_power_of_two(),
                }
            }
            Type::Ptr(a) => self.ptr(*a)[1] / 8,
            Type::Vector { .. } => {
                let bits = self.size_bits(t, structs);
                match self.vectors.iter().find(|e| e.0 as u64 == bits) {
                    Some(e) => e.1 / 8,
                    None => (bits.div_ceil(8)).next_power_of_two().max(1),
                }
            }
            Type::Array(_, e) => self.abi_align(e, structs),
            Type::Struct { packed, fields } => {
                if *packed {
                    return (self.aggregate / 8).max(1);
                }
                let m = fields.iter().map(|f| self.abi_align(f, structs)).max().unwrap_or(1);
                m.max(self.aggregate / 8).max(1)
            }
            Type::Named(n) => match structs.get(n).cloned().flatten() {
                Some(b) => self.abi_align(&b, structs),
                None => 1,
            },
            Type::X86Amx => 64,
            _ => 1,
        }
    }

    /// The preferred alignment of `t` in bytes (allocas without `align`).
    pub fn pref_align(&self, t: &Type, structs: &Structs) -> u64 {
        match t {
            Type::Int(w) => match self.ints.iter().find(|e| e.0 == *w) {
                Some(e) => e.2 / 8,
                None => self.abi_align(t, structs),
            },
            Type::Float(_) => {
                let w = self.size_bits(t, structs) as u32;
                match self.floats.iter().find(|e| e.0 == w) {
                    Some(e) => e.2 / 8,
                    None => self.abi_align(t, structs),
                }
            }
            Type::Ptr(a) => self.ptr(*a)[2] / 8,
            Type::Array(_, e) => self.pref_align(e, structs),
            Type::Struct { packed, fields } if !packed => {
                fields.iter().map(|f| self.pref_align(f, structs)).max().unwrap_or(1).max(1)
            }
            Type::Named(n) => match structs.get(n).cloned().flatten() {
                Some(b) => self.pref_align(&b, structs),
                None => 1,
            },
            _ => self.abi_align(t, structs),
        }
    }
}

/// `dlti.dl_spec` entries of the layout string `s` (`None`: empty), as MLIR's
/// DataLayoutImporter writes them: type entries (the module's first, then the defaults it
/// does not override), then the keyed entries. Unknown tokens are reported back.
pub fn dl_spec_text(s: Option<&str>) -> (String, Vec<String>) {
    let mut types: Vec<(String, String)> = Vec::new();
    let mut keys: Vec<(String, String)> = Vec::new();
    let mut unhandled = Vec::new();
    let full = match s {
        Some(s) if !s.is_empty() => format!("{s}-{DEFAULT_LAYOUT}"),
        _ => DEFAULT_LAYOUT.to_string(),
    };
    let dense = |v: &[u64]| {
        let n = v.len();
        if v.iter().all(|x| *x == v[0]) {
            format!("dense<{}> : vector<{n}xi64>", v[0])
        } else {
            let s: Vec<String> = v.iter().map(|x| x.to_string()).collect();
            format!("dense<[{}]> : vector<{n}xi64>", s.join(", "))
        }
    };
    let put = |list: &mut Vec<(String, String)>, k: String, v: String| {
        if !list.iter().any(|e| e.0 == k) {
            list.push((k, v));
        }
    };
    for tok in full.split('-') {
        if tok.is_empty() {
            continue;
        }
        let mut parts = tok.split(':');
        let head = parts.next().unwrap_or("");
        let rest: Vec<&str> = parts.collect();
        let nums: Vec<u64> = rest.iter().filter_map(|p| p.parse().ok()).collect();
        let alpha: String = head.chars().take_while(|c| c.is_ascii_alphabetic()).collect();
        let digits = &head[alpha.len()..];
        match alpha.as_str() {
            "e" | "E" => put(
                &mut keys,
                "\"dlti.endianness\"".into(),
                if alpha == "e" { "\"little\"".into() } else { "\"big\"".into() },
            ),
            "m" => put(&mut keys, "\"dlti.mangling_mode\"".into(), format!("\"{}\"", rest.first().unwrap_or(&""))),
            "P" => put(&mut keys, "\"dlti.program_memory_space\"".into(), format!("{digits} : ui64")),
            "G" => put(&mut keys, "\"dlti.global_memory_space\"".into(), format!("{digits} : ui64")),
            "A" => put(&mut keys, "\"dlti.alloca_memory_space\"".into(), format!("{digits} : ui64")),
            "S" => put(&mut keys, "\"dlti.stack_alignment\"".into(), format!("{digits} : i64")),
            "i" | "f" if !nums.is_empty() => {
                let w: u32 = digits.parse().unwrap_or(0);
                let name = if alpha == "i" {
                    format!("i{w}")
                } else {
                    match w {
                        16 => "f16".into(),
                        32 => "f32".into(),
                        64 => "f64".into(),
                        80 => "f80".into(),
                        128 => "f128".into(),
                        _ => {
                            unhandled.push(tok.to_string());
                            continue;
                        }
                    }
                };
                let abi = nums[0];
                let pref = *nums.get(1).unwrap_or(&abi);
                put(&mut types, name, dense(&[abi, pref]));
            }
            "p" if nums.len() >= 2 => {
                let a: u32 = if digits.is_empty() { 0 } else { digits.parse().unwrap_or(0) };
                let name = if a == 0 { "!llvm.ptr".to_string() } else { format!("!llvm.ptr<{a}>") };
                let size = nums[0];
                let abi = nums[1];
                let pref = *nums.get(2).unwrap_or(&abi);
                let idx = *nums.get(3).unwrap_or(&size);
                put(&mut types, name, dense(&[size, abi, pref, idx]));
            }
            "n" => {
                let mut ws: Vec<String> = Vec::new();
                if !digits.is_empty() {
                    ws.push(digits.to_string());
                }
                ws.extend(rest.iter().map(|s| s.to_string()));
                put(&mut keys, "\"dlti.legal_int_widths\"".into(), format!("array<i32: {}>", ws.join(", ")));
            }
            "Fi" | "Fn" => {
                let dep = alpha == "Fn";
                put(
                    &mut keys,
                    "\"dlti.function_pointer_alignment\"".into(),
                    format!("#dlti.function_pointer_alignment<{digits}, function_dependent = {dep}>"),
                );
            }
            _ => unhandled.push(tok.to_string()),
        }
    }
    let mut entries: Vec<String> = types.into_iter().map(|(k, v)| format!("{k} = {v}")).collect();
    entries.extend(keys.into_iter().map(|(k, v)| format!("{k} = {v}")));
    (format!("#dlti.dl_spec<{}>", entries.join(", ")), unhandled)
}
