//! Validation of `llvm.data_layout` strings as LLVM 22's `DataLayout::parse` does it, with
//! its messages (MLIR reports them as `invalid data layout descriptor: <message>`).

/// The first problem of an LLVM data layout string, if any.
pub fn data_layout_error(layout: &str) -> Option<String> {
    if layout.is_empty() {
        return None;
    }
    layout.split('-').find_map(|spec| {
        if spec.is_empty() {
            return Some("empty specification is not allowed".to_string());
        }
        specification_error(spec).err()
    })
}

type Check = Result<(), String>;

fn format_error(form: &str) -> String {
    format!("malformed specification, must be of the form \"{form}\"")
}

fn specification_error(spec: &str) -> Check {
    if let Some(rest) = spec.strip_prefix("ni") {
        let rest = rest.strip_prefix(':').ok_or_else(|| format_error("ni:<address space>[:<address space>]..."))?;
        for s in rest.split(':') {
            if addr_space(s)? == 0 {
                return Err("address space 0 cannot be non-integral".into());
            }
        }
        return Ok(());
    }
    let kind = spec.as_bytes()[0] as char;
    let rest = &spec[kind.len_utf8()..];
    match kind {
        'i' | 'f' | 'v' => primitive(kind, rest),
        'a' => aggregate(rest),
        'p' => pointer(rest),
        's' => Ok(()),
        'e' | 'E' if rest.is_empty() => Ok(()),
        'e' | 'E' => Err("malformed specification, must be just 'e' or 'E'".into()),
        'n' => rest.split(':').try_for_each(|s| size(s, "size").map(drop)),
        'S' if rest.is_empty() => Err(format_error("S<size>")),
        'S' => alignment(rest, "stack natural", false),
        'F' => {
            let mut chars = rest.chars();
            match chars.next() {
                None => Err(format_error("F<type><abi>")),
                Some('i' | 'n') => alignment(chars.as_str(), "ABI", false),
                Some(t) => Err(format!("unknown function pointer alignment type '{t}'")),
            }
        }
        'P' | 'A' | 'G' if rest.is_empty() => Err(format_error(&format!("{kind}<address space>"))),
        'P' | 'A' | 'G' => addr_space(rest).map(drop),
        'm' => match rest.strip_prefix(':') {
            None | Some("") => Err(format_error("m:<mangling>")),
            Some("e" | "l" | "o" | "w" | "x" | "m" | "a") => Ok(()),
            Some(_) => Err("unknown mangling mode".into()),
        },
        other => Err(format!("unknown specifier '{other}'")),
    }
}

/// `[ifv]<size>:<abi>[:<pref>]`.
fn primitive(kind: char, rest: &str) -> Check {
    let parts: Vec<&str> = rest.split(':').collect();
    if !(2..=3).contains(&parts.len()) {
        return Err(format_error(&format!("{kind}<size>:<abi>[:<pref>]")));
    }
    let width = size(parts[0], "size")?;
    let abi = alignment_value(parts[1], "ABI", false)?;
    if kind == 'i' && width == 8 && abi != 8 {
        return Err("i8 must be 8-bit aligned".into());
    }
    preferred(parts.get(2).copied(), abi)
}

/// `a:<abi>[:<pref>]` (a zero size before the colon is tolerated).
fn aggregate(rest: &str) -> Check {
    let parts: Vec<&str> = rest.split(':').collect();
    if !(2..=3).contains(&parts.len()) {
        return Err(format_error("a:<abi>[:<pref>]"));
    }
    if !parts[0].is_empty() && parts[0].parse::<u32>().ok() != Some(0) {
        return Err("size must be zero".into());
    }
    let abi = alignment_value(parts[1], "ABI", true)?;
    preferred(parts.get(2).copied(), abi)
}

/// `p[<n>]:<size>:<abi>[:<pref>[:<idx>]]`.
fn pointer(rest: &str) -> Check {
    let parts: Vec<&str> = rest.split(':').collect();
    if !(3..=5).contains(&parts.len()) {
        return Err(format_error("p[<n>]:<size>:<abi>[:<pref>[:<idx>]]"));
    }
    if !parts[0].is_empty() {
        addr_space(parts[0])?;
    }
    let width = size(parts[1], "pointer size")?;
    let abi = alignment_value(parts[2], "ABI", false)?;
    preferred(parts.get(3).copied(), abi)?;
    if let Some(idx) = parts.get(4) {
        if size(idx, "index size")? > width {
            return Err("index size cannot be larger than the pointer size".into());
        }
    }
    Ok(())
}

fn preferred(pref: Option<&str>, abi: u32) -> Check {
    match pref {
        Some(p) if alignment_value(p, "preferred", false)? < abi => {
            Err("preferred alignment cannot be less than the ABI alignment".into())
        }
        _ => Ok(()),
    }
}

fn size(s: &str, name: &str) -> Result<u32, String> {
    if s.is_empty() {
        return Err(format!("{name} component cannot be empty"));
    }
    match s.parse::<u32>() {
        Ok(w) if w != 0 && w < 1 << 24 => Ok(w),
        _ => Err(format!("{name} must be a non-zero 24-bit integer")),
    }
}

fn alignment(s: &str, name: &str, allow_zero: bool) -> Check {
    alignment_value(s, name, allow_zero).map(drop)
}

/// An alignment in bits (0 reads as 8 where allowed).
fn alignment_value(s: &str, name: &str, allow_zero: bool) -> Result<u32, String> {
    if s.is_empty() {
        return Err(format!("{name} alignment component cannot be empty"));
    }
    let v = match s.parse::<u32>() {
        Ok(v) if v < 1 << 16 => v,
        _ => return Err(format!("{name} alignment must be a 16-bit integer")),
    };
    if v == 0 {
        return if allow_zero { Ok(8) } else { Err(format!("{name} alignment must be non-zero")) };
    }
    if v % 8 != 0 || !(v / 8).is_power_of_two() {
        return Err(format!("{name} alignment must be a power of two times the byte width"));
    }
    Ok(v)
}

fn addr_space(s: &str) -> Result<u32, String> {
    if s.is_empty() {
        return Err("address space component cannot be empty".into());
    }
    match s.parse::<u32>() {
        Ok(a) if a < 1 << 24 => Ok(a),
        _ => Err("address space must be a 24-bit integer".into()),
    }
}

#[cfg(test)]
mod tests {
    use super::data_layout_error;

    #[test]
    fn accepts_real_layouts() {
        for l in [
            "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128",
            "E-m:e-Fi64-i64:64-n32:64-S128-v256:256:256-v512:512:512",
            "e-p:32:32-i64:64-a:0:32-ni:1:2-A5-G1-P0",
        ] {
            assert_eq!(data_layout_error(l), None, "{l}");
        }
    }

    #[test]
    fn reports_llvm_messages() {
        assert_eq!(data_layout_error("#vjkr32").as_deref(), Some("unknown specifier '#'"));
        assert_eq!(
            data_layout_error("e-p:32").as_deref(),
            Some("malformed specification, must be of the form \"p[<n>]:<size>:<abi>[:<pref>[:<idx>]]\"")
        );
        assert_eq!(data_layout_error("e--i64:64").as_deref(), Some("empty specification is not allowed"));
        assert_eq!(
            data_layout_error("i64:12").as_deref(),
            Some("ABI alignment must be a power of two times the byte width")
        );
    }
}
