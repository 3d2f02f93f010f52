#!/usr/bin/env python3
"""Differential test of folding during conversion: random arith programs full of
constants (scalars and splat vectors), lowered with `--convert-to-llvm` by Descent and by
mlir-opt-22, must print the same LLVM dialect text.

    python3 scripts/fold_diff.py --descent target/release/descent [--seeds 300] [--start 1]

Prints the failing seeds (their programs are kept in --keep DIR) and a summary; exits 1
on any difference.
"""
import argparse
import os
import random
import subprocess
import sys
import tempfile

INT_OPS = ['addi', 'subi', 'muli', 'divui', 'divsi', 'ceildivui', 'ceildivsi', 'floordivsi', 'remui',
           'remsi', 'andi', 'ori', 'xori', 'shli', 'shrui', 'shrsi', 'maxsi', 'maxui', 'minsi', 'minui']
FLOAT_OPS = ['addf', 'subf', 'mulf', 'divf']
INT_PREDS = ['eq', 'ne', 'slt', 'sle', 'sgt', 'sge', 'ult', 'ule', 'ugt', 'uge']
FLOAT_PREDS = ['oeq', 'one', 'olt', 'uno', 'ord', 'ugt', 'true', 'false']
INT_CONSTS = [0, 1, -1, 2, 3, 7, -8, 127, -128, 255, 64, 63, 1 << 31, -(1 << 63)]
FLOAT_CONSTS = ['0.0', '-0.0', '1.0', '2.5', '-3.0', '1.0e+10', '0.1']


def program(seed):
    rng = random.Random(seed)
    elem = rng.choice(['i8', 'i16', 'i32', 'i64', 'index', 'i1'])
    felem = rng.choice(['f32', 'f64'])
    vector = rng.random() < 0.25 and elem != 'index'
    wrap = (lambda t: f'vector<4x{t}>') if vector else (lambda t: t)
    ty, fty, bty = wrap(elem), wrap(felem), wrap('i1')
    lines, vals = [], {ty: ['%a', '%b'], fty: ['%x'], bty: []}
    count = [0]

    def new():
        count[0] += 1
        return f'%v{count[0]}'

    def const(t, e):
        v = new()
        if e in ('f32', 'f64'):
            c = rng.choice(FLOAT_CONSTS)
        elif e == 'i1':
            c = rng.choice(['true', 'false'])
        else:
            w = 64 if e == 'index' else int(e[1:])
            c = rng.choice([c for c in INT_CONSTS if -(1 << (w - 1)) <= c < (1 << w)])
        lines.append(f'  {v} = arith.constant dense<{c}> : {t}' if vector else
                     (f'  {v} = arith.constant {c}' if e == 'i1' else f'  {v} = arith.constant {c} : {t}'))
        vals[t].append(v)

    for _ in range(4):
        const(ty, elem)
    for _ in range(2):
        const(fty, felem)
    pick = rng.choice
    for _ in range(rng.randint(4, 14)):
        r = rng.random()
        v = new()
        if r < 0.5:
            op = pick(INT_OPS)
            if elem == 'i1' and op.startswith('sh'):
                op = 'andi'
            lines.append(f'  {v} = arith.{op} {pick(vals[ty])}, {pick(vals[ty])} : {ty}')
            vals[ty].append(v)
        elif r < 0.68:
            lines.append(f'  {v} = arith.cmpi {pick(INT_PREDS)}, {pick(vals[ty])}, {pick(vals[ty])} : {ty}')
            vals[bty].append(v)
        elif r < 0.8 and vals[bty]:
            types = f'{bty}, {ty}' if vector else ty
            lines.append(f'  {v} = arith.select {pick(vals[bty])}, {pick(vals[ty])}, {pick(vals[ty])} : {types}')
            vals[ty].append(v)
        elif r < 0.9:
            op = pick(FLOAT_OPS + ['negf'])
            if op == 'negf':
                lines.append(f'  {v} = arith.negf {pick(vals[fty])} : {fty}')
            else:
                lines.append(f'  {v} = arith.{op} {pick(vals[fty])}, {pick(vals[fty])} : {fty}')
            vals[fty].append(v)
        else:
            lines.append(f'  {v} = arith.cmpf {pick(FLOAT_PREDS)}, {pick(vals[fty])}, {pick(vals[fty])} : {fty}')
            vals[bty].append(v)
    if elem not in ('index', 'i1') and not vector:
        src = pick(vals[ty])
        e, t, i = new(), new(), new()
        lines.append(f'  {e} = arith.extsi {src} : {ty} to i128')
        lines.append(f'  {t} = arith.trunci {e} : i128 to {ty}')
        lines.append(f'  {i} = arith.index_cast {src} : {ty} to index')
        lines.append(f'  "test.use"({e}, {i}) : (i128, index) -> ()')
        vals[ty].append(t)
    uses = [(vals[ty][-1], ty), (vals[fty][-1], fty)] + ([(vals[bty][-1], bty)] if vals[bty] else [])
    lines.append(f'  "test.use"({", ".join(u for u, _ in uses)}) : ({", ".join(t for _, t in uses)}) -> ()')
    return f'func.func @f(%a: {ty}, %b: {ty}, %x: {fty}) {{\n' + '\n'.join(lines) + '\n  return\n}\n'


def lower(cmd, path):
    r = subprocess.run(cmd + ['--allow-unregistered-dialect', '--convert-to-llvm', path],
                       capture_output=True, text=True, timeout=60)
    return r.returncode, r.stdout


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--descent', required=True)
    ap.add_argument('--mlir-opt', default='mlir-opt-22')
    ap.add_argument('--seeds', type=int, default=300)
    ap.add_argument('--start', type=int, default=1)
    ap.add_argument('--keep', default=None, help='directory for the programs that differ')
    args = ap.parse_args()
    passed, failed, skipped = 0, [], 0
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, 'in.mlir')
        for seed in range(args.start, args.start + args.seeds):
            text = program(seed)
            with open(path, 'w') as f:
                f.write(text)
            code, ref = lower([args.mlir_opt], path)
            if code != 0:
                skipped += 1
                continue
            _, ours = lower([args.descent, 'opt'], path)
            if ours == ref:
                passed += 1
                continue
            failed.append(seed)
            if args.keep:
                os.makedirs(args.keep, exist_ok=True)
                with open(os.path.join(args.keep, f'seed{seed}.mlir'), 'w') as f:
                    f.write(text)
    print(f'fold diff: seeds {args.start}..{args.start + args.seeds - 1}: {passed} same, '
          f'{len(failed)} differ, {skipped} rejected by mlir-opt')
    if failed:
        print('differ:', ' '.join(map(str, failed)))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
