#!/usr/bin/env python3
"""Print the KCFI ids of an IR file (!kcfi_type and "kcfi" bundles) as
little-endian instruction words for llvm-mc --disassemble, one per line,
optionally after AND-ing them with --mask."""
import re
import sys

mask = 0xFFFFFFFF
if len(sys.argv) == 3 and sys.argv[1] == "--mask":
    mask = int(sys.argv[2], 0)
text = sys.stdin.read()
refs = set(re.findall(r"!kcfi_type !(\d+)", text))
ids = {int(v) & 0xFFFFFFFF for v in re.findall(r'"kcfi"\(i32 (-?\d+)\)', text)}
for num, val in re.findall(r"^!(\d+) = !\{i32 (-?\d+)\}$", text, re.M):
    if num in refs:
        ids.add(int(val) & 0xFFFFFFFF)
for i in sorted(ids):
    w = i & mask
    print(" ".join(f"0x{(w >> s) & 0xFF:02x}" for s in (0, 8, 16, 24)))
