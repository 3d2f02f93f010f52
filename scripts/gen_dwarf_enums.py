#!/usr/bin/env python3
"""Writes spec/dialects/llvm_dwarf.td: the DWARF constants the LLVM dialect's debug-info
attributes name by keyword (DW_TAG_*, DW_ATE_*, DW_LANG_*, DW_CC_*, DW_OP_*), read from
LLVM 22's llvm/BinaryFormat/Dwarf.def so the spellings and values are LLVM's own.

Usage: python3 scripts/gen_dwarf_enums.py [/usr/include/llvm-22/llvm/BinaryFormat/Dwarf.def]
"""
import re
import sys

DEF = sys.argv[1] if len(sys.argv) > 1 else "/usr/include/llvm-22/llvm/BinaryFormat/Dwarf.def"
text = open(DEF).read()


def entries(macro, prefix):
    out, seen = [], set()
    for m in re.finditer(r"^%s\((0x[0-9a-fA-F]+|\d+),\s*([A-Za-z0-9_]+)" % macro, text, re.M):
        value, name = int(m.group(1), 0), prefix + m.group(2)
        if name not in seen:
            seen.add(name)
            out.append((name, value))
    return out


tags = entries("HANDLE_DW_TAG", "DW_TAG_")
encodings = entries("HANDLE_DW_ATE", "DW_ATE_")
langs = entries("HANDLE_DW_LANG", "DW_LANG_")
ccs = entries("HANDLE_DW_CC", "DW_CC_")
ops = entries("HANDLE_DW_OP", "DW_OP_")
# The LLVM-only operations Dwarf.h defines outside the .def list.
for name, value in [("DW_OP_LLVM_fragment", 0x1000), ("DW_OP_LLVM_convert", 0x1001),
                    ("DW_OP_LLVM_tag_offset", 0x1002), ("DW_OP_LLVM_entry_value", 0x1003),
                    ("DW_OP_LLVM_implicit_pointer", 0x1004), ("DW_OP_LLVM_arg", 0x1005),
                    ("DW_OP_LLVM_extract_bits_sext", 0x1006), ("DW_OP_LLVM_extract_bits_zext", 0x1007)]:
    if name not in {n for n, _ in ops}:
        ops.append((name, value))

out = [
    "// DWARF constants of the LLVM dialect's debug-info attributes (MLIR 22 parses and prints",
    "// them with llvm::dwarf's names): tags, base type encodings, source languages, calling",
    "// conventions and expression operations. Stored as integers (`tag = DW_TAG_base_type`",
    "// is the number 0x24), so an enum here has no mnemonic. Generated from LLVM 22's",
    "// Dwarf.def by scripts/gen_dwarf_enums.py; do not edit by hand.",
    "",
]


def enum(record, name, desc, items):
    out.append(f'def {record} : LLVM_IntEnumAttr<"{name}", "{desc}", [')
    for i, (n, v) in enumerate(items):
        sep = "," if i + 1 < len(items) else ""
        out.append(f'  EnumCase<"{n}", {v}>{sep}')
    out.append("]>;")
    out.append("")


enum("LLVM_DITag", "DITag", "debug info tag", tags)
enum("LLVM_DIEncoding", "DIEncoding", "debug info encoding", encodings)
enum("LLVM_DILanguage", "DILanguage", "debug info language", langs)
enum("LLVM_DICallingConvention", "DICallingConvention", "debug info calling convention", ccs)
enum("LLVM_DIOperation", "DIOperation", "debug info operation encoding", ops)
open("spec/dialects/llvm_dwarf.td", "w").write("\n".join(out))
