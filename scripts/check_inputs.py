#!/usr/bin/env python3
"""Checks #3's first criterion over every conformance input: each `// -----` chunk that
mlir-opt-22 accepts (with unregistered dialects allowed) must parse and verify in Descent,
and what Descent prints for it must parse in mlir-opt-22 again.

Chunks whose ops belong to dialects Descent does not define (gpu, spirv, the test dialect,
...) written in custom form are skipped and counted: the criterion covers ops in our spec,
and unregistered ops only in generic form.

    python3 scripts/check_inputs.py [--descent target/release/descent] [--filter Dialect/]
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
UPSTREAM = os.path.join(ROOT, "..", "shared", "conformance", "upstream")
MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"

# Descent's answer for custom-form ops of dialects it does not define.
FOREIGN = re.compile(r"Dialect `[^']*' not found for custom op|custom op '[^']*' is unknown"
                     r"|unregistered operation|dialect '[^']*' is unknown|Dialect '[^']*' not found"
                     r"|dialect `[^`']*' not found|is unknown \(")


def chunks(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        text = f.read()
    return [c for c in re.split(r"^// -----.*$", text, flags=re.M) if c.strip()]


def run(cmd, text):
    try:
        p = subprocess.run(cmd, input=text, capture_output=True, text=True, timeout=60)
    except subprocess.TimeoutExpired:
        return 124, "", "timeout"
    return p.returncode, p.stdout, p.stderr


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--descent", default=os.path.join(ROOT, "target", "release", "descent"))
    ap.add_argument("--filter", default="")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()
    files = []
    for dirpath, _, names in os.walk(UPSTREAM):
        for n in sorted(names):
            if n.endswith(".mlir"):
                p = os.path.join(dirpath, n)
                if args.filter in os.path.relpath(p, UPSTREAM):
                    files.append(p)
    files.sort()
    counts = {"accepted": 0, "foreign": 0, "ok": 0, "fail": 0, "rejected_by_mlir": 0}
    failures = []
    for path in files:
        rel = os.path.relpath(path, UPSTREAM)
        for i, text in enumerate(chunks(path)):
            code, _, _ = run([MLIR_OPT, "--allow-unregistered-dialect", "-"], text)
            if code != 0:
                counts["rejected_by_mlir"] += 1
                continue
            counts["accepted"] += 1
            code, out, err = run([args.descent, "opt", "--allow-unregistered-dialect", "-"], text)
            if code != 0:
                if FOREIGN.search(err):
                    counts["foreign"] += 1
                    if args.verbose:
                        print(f"skipped {rel} chunk {i}: {err.strip().splitlines()[0]}")
                    continue
                counts["fail"] += 1
                failures.append((rel, i, "descent rejects it", err.strip().splitlines()[:3]))
                continue
            code, _, err2 = run([MLIR_OPT, "--allow-unregistered-dialect", "-"], out)
            if code != 0:
                counts["fail"] += 1
                failures.append((rel, i, "mlir-opt rejects our output", err2.strip().splitlines()[:3]))
                continue
            counts["ok"] += 1
    for rel, i, what, lines in failures:
        print(f"FAIL {rel} chunk {i}: {what}")
        for l in lines:
            print(f"    {l}")
    print(
        f"chunks MLIR accepts: {counts['accepted']}; foreign dialects in custom form (skipped): "
        f"{counts['foreign']}; pass: {counts['ok']}; fail: {counts['fail']}"
    )
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
