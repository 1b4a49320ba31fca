"""The C compiles of a kernel built by kernel/run (shared by tools/*).

compile_commands(build, arch) returns the entries of the kernel's
compile_commands.json (generating it with the tree's
scripts/clang-tools/gen_compile_commands.py if needed) whose compiler is
kcc; without_output(argv) helps rerunning them differently; arches()
reads the architectures' table, kernel/arches.
"""
import json
import os
import shlex
import subprocess
import sys

TOP = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def arches():
    """kernel/arches: {arch: {"karch", "triple", "image", "console",
    "qemu_package", "qemu" (a list)}}, in the table's order."""
    table = {}
    with open(os.path.join(TOP, "kernel", "arches")) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            arch, karch, triple, image, console, package, qemu = \
                line.rstrip("\n").split("\t")
            table[arch] = {"karch": karch, "triple": triple, "image": image,
                           "console": console, "qemu_package": package,
                           "qemu": qemu.split()}
    return table


def compile_commands(build, arch):
    out = os.path.join(build, "kernel", arch)
    db = os.path.join(out, "compile_commands.json")
    if not os.path.exists(db):
        src = os.path.join(build, "kernel", "src")
        if not os.path.isdir(out) or not os.path.isdir(src):
            sys.exit(f"no kernel build in {out}: run kernel/run {arch} first")
        subprocess.run([os.path.join(src, "scripts/clang-tools/gen_compile_commands.py"),
                        "-d", out, "-o", db], check=True)
    entries = []
    for e in json.load(open(db)):
        argv = e.get("arguments") or shlex.split(e["command"])
        if e["file"].endswith(".c") and os.path.basename(argv[0]) in ("kcc", "kcc++"):
            entries.append((e["directory"], e["file"], argv))
    return entries


def without_output(argv):
    """argv without -o FILE and the dependency-file flags kbuild adds."""
    out, skip = [], False
    for a in argv:
        if skip:
            skip = False
        elif a == "-o":
            skip = True
        elif not (a.startswith("-Wp,-MMD") or a.startswith("-Wp,-MD")):
            out.append(a)
    return out


def run(argv, directory):
    p = subprocess.run(argv, cwd=directory, capture_output=True, text=True)
    if p.returncode:
        raise RuntimeError(f"{shlex.join(argv[:1])} failed: {p.stderr[-400:]}")
    return p.stdout
