//! The `descent` command-line tool: `opt` (like mlir-opt), `translate` (like
//! mlir-translate), `compile` (the whole pipeline) and `list-ops`. The options live in
//! `descent::tool::cli`.

/// The IR is many small allocations made from several threads; mimalloc's per-thread heaps
/// serve that faster than the system allocator.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

use descent::tool::cli::{self, Cmd};
use descent::tool::opt;

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
    let cli = match cli::parse(std::env::args()) {
        Ok(c) => c,
        Err(e) => {
            let _ = e.print();
            std::process::exit(if e.use_stderr() { 1 } else { 0 });
        }
    };
    // Still single-threaded: the allocator may be tuned.
    // `compile` frees each function's IR as soon as it is translated: handing those pages
    // back promptly keeps its peak low, so it is not tuned for churn.
    tune_allocator(matches!(&cli.cmd, Cmd::Opt(a) if !a.passes.is_empty() || a.pass_pipeline.is_some()));
    if matches!(&cli.cmd, Cmd::Opt(a) if a.disable_threading) {
        // Before any parallel work: every rayon call then runs on this one worker.
        let _ = rayon::ThreadPoolBuilder::new().num_threads(1).build_global();
    }
    let code = match cli.cmd {
        Cmd::Opt(a) => opt::run(&a.into_options()),
        Cmd::Translate(a) => {
            if !a.mlir_to_llvmir {
                eprintln!("<unknown>:0: error: no translation given (the one available is --mlir-to-llvmir)");
                1
            } else {
                opt::run(&a.into_options())
            }
        }
        Cmd::Compile(a) => opt::run(&a.into_options()),
        Cmd::ListOps => {
            descent::tool::list_ops();
            0
        }
    };
    std::process::exit(code);
}
