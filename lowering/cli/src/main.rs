//! The `descent` command-line tool: `opt` (like mlir-opt), `translate` (like
//! mlir-translate), `compile` (the whole pipeline) and `list-ops`. The tool itself is
//! `descent::tool`; this binary adds the allocator.

/// The IR is many small allocations made from several threads; mimalloc's per-thread heaps
/// serve that faster than the system allocator.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Commit arenas on demand and, unless `churn` (conversion passes free and allocate ops
/// all along, and giving pages back right away would fault them in again), return freed
/// memory to the system promptly: peak memory then stays below mlir-opt's on large inputs
/// at no measurable cost in time.
fn tune_allocator(churn: bool) {
    // Values of mimalloc's `mi_option_e` (the same in its v2 and v3; the crate does not
    // name these two).
    const ARENA_EAGER_COMMIT: libmimalloc_sys::mi_option_t = 4;
    const PURGE_DELAY: libmimalloc_sys::mi_option_t = 15;
    // SAFETY: plain option setters of the allocator, called before any thread starts.
    unsafe {
        if !churn {
            libmimalloc_sys::mi_option_set(PURGE_DELAY, 0);
        }
        libmimalloc_sys::mi_option_set(ARENA_EAGER_COMMIT, 0);
    }
}

fn main() {
    // `compile` frees each function's IR as soon as it is translated: handing those pages
    // back promptly keeps its peak low, so it is not tuned for churn.
    let code = descent::tool::run_with(std::env::args(), &[], |run| tune_allocator(run.rewrites));
    std::process::exit(code);
}
