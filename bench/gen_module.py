#!/usr/bin/env python3
"""Writes a large MLIR module for benchmarks: N functions, each a counted loop in cf form
that loads from and stores to memrefs with index arithmetic, plus calls between them.
With --no-memref the loop body computes on its arguments instead (func, arith and cf
only: the conversion benchmark's input).

    python3 bench/gen_module.py --functions 20000 > /tmp/big.mlir   # about 25 MB
"""
import argparse
import random
import sys


def scalar_function(i: int, rng: random.Random) -> str:
    """A counted loop over index values mixing integer, float and comparison ops."""
    n = rng.randint(4, 64)
    ty = rng.choice(["f32", "f64", "i32", "i64"])
    is_float = ty.startswith("f")
    add = "arith.addf" if is_float else "arith.addi"
    mul = "arith.mulf" if is_float else "arith.muli"
    conv = f"arith.sitofp %ii : i64 to {ty}" if is_float else (
        f"arith.trunci %ii : i64 to {ty}" if ty != "i64" else "arith.addi %ii, %ii : i64")
    zero = "0.000000e+00" if is_float else "0"
    callee = f"@scalar{i - 1}" if i > 0 else None
    lines = [
        f"func.func @scalar{i}(%s: {ty}, %t: {ty}, %n: index) -> ({ty}, index) {{",
        "  %c0 = arith.constant 0 : index",
        "  %c1 = arith.constant 1 : index",
        f"  %cn = arith.constant {n} : index",
        f"  %init = arith.constant {zero} : {ty}",
        f"  cf.br ^loop(%c0, %init : index, {ty})",
        f"^loop(%i: index, %acc: {ty}):",
        "  %cond = arith.cmpi slt, %i, %cn : index",
        "  cf.cond_br %cond, ^body, ^exit",
        "^body:",
        "  %ii = arith.index_cast %i : index to i64",
        f"  %x = {conv}",
        f"  %p = {mul} %x, %s : {ty}",
        f"  %q = {add} %p, %t : {ty}",
        f"  %next = {add} %acc, %q : {ty}",
        "  %i1 = arith.addi %i, %c1 : index",
        f"  cf.br ^loop(%i1, %next : index, {ty})",
        "^exit:",
        "  %m = arith.muli %n, %cn : index",
        f"  return %acc, %m : {ty}, index",
        "}",
    ]
    return "\n".join(lines)


def function(i: int, rng: random.Random) -> str:
    n = rng.randint(4, 64)
    ty = rng.choice(["f32", "f64", "i32", "i64"])
    is_float = ty.startswith("f")
    add = "arith.addf" if is_float else "arith.addi"
    mul = "arith.mulf" if is_float else "arith.muli"
    zero = "0.000000e+00" if is_float else "0"
    lines = [
        f"func.func @kernel{i}(%a: memref<{n}x{ty}>, %b: memref<?x{ty}>, %s: {ty}) -> {ty} {{",
        "  %c0 = arith.constant 0 : index",
        "  %c1 = arith.constant 1 : index",
        f"  %cn = arith.constant {n} : index",
        f"  %init = arith.constant {zero} : {ty}",
        f"  cf.br ^loop(%c0, %init : index, {ty})",
        f"^loop(%i: index, %acc: {ty}):",
        "  %cond = arith.cmpi slt, %i, %cn : index",
        "  cf.cond_br %cond, ^body, ^exit",
        "^body:",
        f"  %x = memref.load %a[%i] : memref<{n}x{ty}>",
        f"  %y = memref.load %b[%i] : memref<?x{ty}>",
        f"  %p = {mul} %x, %y : {ty}",
        f"  %q = {add} %p, %s : {ty}",
        f"  memref.store %q, %b[%i] : memref<?x{ty}>",
        f"  %next = {add} %acc, %q : {ty}",
        "  %i1 = arith.addi %i, %c1 : index",
        f"  cf.br ^loop(%i1, %next : index, {ty})",
        "^exit:",
        f"  return %acc : {ty}",
        "}",
    ]
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--functions", type=int, default=20000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--no-memref", action="store_true", help="func, arith and cf only")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    out = sys.stdout
    make = scalar_function if args.no_memref else function
    for i in range(args.functions):
        out.write(make(i, rng))
        out.write("\n\n")


if __name__ == "__main__":
    main()
