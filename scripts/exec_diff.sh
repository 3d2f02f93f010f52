#!/usr/bin/env bash
# Differential execution run over random programs: Descent against MLIR 22.
#
# Usage: scripts/exec_diff.sh [N] [START]     (defaults: N=200, START=0)
#
# Builds the release `descent` and `randprog` binaries, then for each seed in
# START..START+N-1 generates a program (`randprog SEED`, see tests/src/randprog.rs),
# lowers it with the reference pipeline
#   mlir-opt --expand-strided-metadata --lower-affine --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts | mlir-translate --mlir-to-llvmir
# and with `descent compile IN -o OUT`, checks our IR with llvm-as, runs both under lli and
# compares stdout and exit status. Prints pass/fail counts and the failing seeds with the
# reason; each failing seed's input and outputs stay in a temporary directory whose path is
# printed (it is removed when every seed passes). Exits 1 when a seed fails.
#
# Environment: DESCENT_BIN (descent binary to test; default
# ${CARGO_TARGET_DIR:-target}/release/descent), CARGO_TARGET_DIR, JOBS (parallel seeds,
# default: number of CPUs). Needs the LLVM/MLIR 22 tools in /usr/lib/llvm-22/bin.
# `cargo test -p descent-tests --test exec` runs the same comparison on fewer seeds.
set -euo pipefail
cd "$(dirname "$0")/.."

N="${1:-200}"
START="${2:-0}"
LLVM=/usr/lib/llvm-22/bin
UTILS=/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so.22.1
for t in mlir-opt mlir-translate lli llvm-as; do
  [[ -x "$LLVM/$t" ]] || { echo "error: $LLVM/$t is missing (apt-get install mlir-22-tools llvm-22)" >&2; exit 1; }
done

cargo build --release -p descent-cli
cargo build --release -p descent-tests --bin randprog
TARGET="${CARGO_TARGET_DIR:-target}"
DESCENT="${DESCENT_BIN:-$TARGET/release/descent}"
RANDPROG="$TARGET/release/randprog"
# Absolute paths: the workers run in their own directories.
DESCENT="$(cd "$(dirname "$DESCENT")" && pwd)/$(basename "$DESCENT")"
RANDPROG="$(cd "$(dirname "$RANDPROG")" && pwd)/$(basename "$RANDPROG")"
[[ -x "$DESCENT" ]] || { echo "error: $DESCENT is missing" >&2; exit 1; }

WORK="$(mktemp -d "${TMPDIR:-/tmp}/descent-exec-diff.XXXXXX")"
# @main returns nothing, so lli's exit status would be garbage; this entry returns 0.
cat > "$WORK/entry.ll" <<'EOF'
declare void @main()

define i32 @__descent_exec_entry() {
  call void @main()
  ret i32 0
}
EOF

# One seed: prints "PASS" or "FAIL <reason>" into $WORK/<seed>/result.
one() {
  local seed="$1" d="$WORK/$1"
  mkdir -p "$d"
  local fail=""
  "$RANDPROG" "$seed" > "$d/in.mlir"
  local run=("$LLVM/lli" "--dlopen=$UTILS" --entry-function=__descent_exec_entry "--extra-module=$WORK/entry.ll")
  if ! "$LLVM/mlir-opt" --expand-strided-metadata --lower-affine --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts "$d/in.mlir" \
      -o "$d/ref.mlir" 2> "$d/ref.err" ||
     ! "$LLVM/mlir-translate" --mlir-to-llvmir "$d/ref.mlir" -o "$d/ref.ll" 2>> "$d/ref.err"; then
    fail="reference pipeline failed (generator bug): $(head -n1 "$d/ref.err")"
  elif ! timeout 120 "$DESCENT" compile "$d/in.mlir" -o "$d/ours.ll" 2> "$d/ours.err"; then
    fail="descent compile failed: $(grep -m1 . "$d/ours.err" || true)"
  elif ! "$LLVM/llvm-as" "$d/ours.ll" -o /dev/null 2> "$d/as.err"; then
    fail="llvm-as rejects our IR: $(head -n1 "$d/as.err")"
  else
    local rs=0 os=0
    # Subshells keep bash's "Aborted"/"Segmentation fault" notices out of the report.
    (timeout 60 "${run[@]}" "$d/ref.ll" > "$d/ref.out" 2> "$d/ref.run.err") 2> /dev/null || rs=$?
    (timeout 60 "${run[@]}" "$d/ours.ll" > "$d/ours.out" 2> "$d/ours.run.err") 2> /dev/null || os=$?
    if [[ $rs != 0 ]]; then
      fail="reference run ended with status $rs (generator bug)"
    elif ! cmp -s "$d/ref.out" "$d/ours.out"; then
      local line
      line="$(cmp "$d/ref.out" "$d/ours.out" 2>&1 | grep -o 'line [0-9]*' || echo 'end of output')"
      fail="stdout differs at $line (descent run status $os)"
    elif [[ $os != 0 ]]; then
      fail="same stdout, but descent's run ended with status $os"
    fi
  fi
  if [[ -z "$fail" ]]; then
    rm -rf "$d"
    mkdir -p "$d"
    echo PASS > "$d/result"
  else
    echo "FAIL $fail" > "$d/result"
  fi
}
export -f one
export WORK LLVM UTILS DESCENT RANDPROG

seq "$START" $((START + N - 1)) | xargs -P "${JOBS:-$(nproc)}" -I{} bash -c 'one {}'

pass=0
failed=()
for seed in $(seq "$START" $((START + N - 1))); do
  r="$(cat "$WORK/$seed/result" 2>/dev/null || echo 'FAIL no result')"
  if [[ "$r" == PASS ]]; then
    pass=$((pass + 1))
    rm -rf "${WORK:?}/$seed"
  else
    failed+=("$seed")
    echo "seed $seed: ${r#FAIL }"
  fi
done
echo "exec diff: seeds $START..$((START + N - 1)): ${pass} passed, ${#failed[@]} failed"
if ((${#failed[@]})); then
  echo "failing seeds: ${failed[*]}"
  echo "inputs and outputs kept in $WORK (<seed>/in.mlir, ref.ll, ours.ll, ref.out, ours.out)"
  exit 1
fi
rm -rf "$WORK"
