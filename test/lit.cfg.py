# -*- Python -*-
# The kcc lit suite. Run it through the build: `make check`, or
# `/usr/lib/llvm-22/bin/lit -sv build/test`.

import os
import platform
import shutil

import lit.formats

config.name = "kcc"
config.test_format = lit.formats.ShTest(not lit_config.useValgrind)
config.suffixes = [".ll", ".c", ".test"]
config.excludes = ["Inputs", "examples", "CMakeLists.txt", "lit.cfg.py",
                   "lit.site.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.kcc_obj_root, "test")

# Tests run with the LLVM 22 tools first on PATH (FileCheck, not, count),
# then kcc's own.
path = os.pathsep.join([config.kcc_tools_dir, config.llvm_tools_dir,
                        config.environment.get("PATH", os.environ["PATH"])])
config.environment["PATH"] = path
# A user's overrides must not leak into the tests.
for var in ("KCC_CLANG", "KCC_PLUGIN"):
    config.environment.pop(var, None)

# Longer names first: lit substitutes in order.
def tool(name):
    return os.path.join(config.llvm_tools_dir, name)

config.substitutions.append(("%kcc_src_root", config.kcc_src_root))
config.substitutions.append(("%kcc_version", config.kcc_version))
config.substitutions.append(("%kcc_plugin", config.kcc_plugin))
config.substitutions.append(("%kcc_frontend", config.kcc_frontend))
config.substitutions.append(("%kccxx", os.path.join(config.kcc_tools_dir, "kcc++")))
config.substitutions.append(("%kcc", os.path.join(config.kcc_tools_dir, "kcc")))
config.substitutions.append(("%clang", tool("clang")))
config.substitutions.append(("%opt", tool("opt")))
config.substitutions.append(("%llvm_readelf", tool("llvm-readelf")))
config.substitutions.append(("%llc", tool("llc")))
config.substitutions.append(("%run_lit", os.path.join(config.kcc_src_root, "tools", "run-lit")))
config.substitutions.append(("%examples", os.path.join(config.kcc_src_root, "test", "examples")))

for target in config.llvm_targets:
    config.available_features.add(target.lower() + "-registered-target")

config.available_features.add("host-" + platform.machine())

# rustc with -Zsanitizer=kcfi (nightly, or stable with RUSTC_BOOTSTRAP=1).
def rustc_has_kcfi():
    import subprocess, tempfile
    rustc = shutil.which("rustc")
    if not rustc:
        return "rustc not found"
    with tempfile.TemporaryDirectory() as d:
        src = os.path.join(d, "probe.rs")
        with open(src, "w") as f:
            f.write("#![no_std]\n")
        env = dict(os.environ, RUSTC_BOOTSTRAP="1")
        p = subprocess.run([rustc, "--crate-type=lib", "--emit=obj",
                            "-Cpanic=abort", "-Zsanitizer=kcfi",
                            "-Cunsafe-allow-abi-mismatch=sanitizer",
                            src, "-o", os.path.join(d, "probe.o")],
                           env=env, capture_output=True, text=True)
        return None if p.returncode == 0 else "rustc rejects -Zsanitizer=kcfi"

why = rustc_has_kcfi()
if why is None:
    config.available_features.add("rustc-kcfi")
else:
    lit_config.note("Rust/C KCFI interop tests skipped: " + why)

if shutil.which("gcc"):
    config.available_features.add("gcc")
