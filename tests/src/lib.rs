//! Shared helpers for Descent's golden-file and end-to-end tests.

pub mod randprog;

use std::path::{Path, PathBuf};

/// The workspace root.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().map(Path::to_path_buf).unwrap_or_default()
}

/// The descent binary the end-to-end tests run: `DESCENT_BIN`, or the release build
/// under `CARGO_TARGET_DIR` (relative to the workspace root, where cargo runs) or
/// `target/`.
pub fn descent_bin() -> PathBuf {
    if let Some(b) = std::env::var_os("DESCENT_BIN") {
        return PathBuf::from(b);
    }
    match std::env::var_os("CARGO_TARGET_DIR") {
        Some(t) => root().join(t).join("release/descent"),
        None => root().join("target/release/descent"),
    }
}

/// Whether golden files should be rewritten (`DESCENT_BLESS=1`).
pub fn blessing() -> bool {
    std::env::var_os("DESCENT_BLESS").is_some_and(|v| v == "1")
}

/// Compares `actual` with the golden file at `path` (rewriting it when blessing). Returns a
/// readable unified diff on mismatch.
pub fn check_golden(path: &Path, actual: &str) -> Result<(), String> {
    if blessing() {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(|e| e.to_string())?;
        }
        std::fs::write(path, actual).map_err(|e| format!("{}: {e}", path.display()))?;
        return Ok(());
    }
    let expected = std::fs::read_to_string(path)
        .map_err(|e| format!("{}: {e} (run with DESCENT_BLESS=1 to create it)", path.display()))?;
    if expected == actual {
        return Ok(());
    }
    let diff = similar::TextDiff::from_lines(expected.as_str(), actual);
    let mut out = format!("{} differs (DESCENT_BLESS=1 rewrites it after you read the diff):\n", path.display());
    out.push_str(&diff.unified_diff().context_radius(3).header("expected", "actual").to_string());
    Err(out)
}

/// Every `.mlir` file below `dirs` (twins with altered expectations left out), sorted.
pub fn mlir_files(dirs: &[PathBuf]) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack: Vec<PathBuf> = dirs.to_vec();
    while let Some(d) = stack.pop() {
        let Ok(rd) = std::fs::read_dir(&d) else { continue };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "mlir") && !p.to_string_lossy().contains("vdtwin") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}
