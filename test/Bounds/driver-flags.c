// What kcc hands to clang for its bounds flags.

// RUN: env KCC_CLANG=%S/../Driver/Inputs/fake-clang %kcc -c %s -Warray-bounds 2>/dev/null | FileCheck %s --check-prefix=AB
// AB: fake-clang: [-fpass-plugin={{[^]]*}}KccPlugin.so] [-fplugin={{[^]]*}}KccFrontend.so] [-mllvm] [-kcc-warn-array-bounds] [-c] [{{[^]]*}}] [-Warray-bounds] [-Xclang] [-opt-record-file] [-Xclang] [{{[^]]*}}.opt.bitstream] [-Xclang] [-opt-record-passes] [-Xclang] [kcc-bounds] [-Xclang] [-opt-record-format] [-Xclang] [bitstream] [-Xclang] [-mllvm] [-Xclang] [-remarks-section=false] [-fno-discard-value-names]{{$}}

// -Warray-bounds=2: clang gets its own spelling, kcc the level.
// RUN: env KCC_CLANG=%S/../Driver/Inputs/fake-clang %kcc -c %s -Warray-bounds=2 2>/dev/null | FileCheck %s --check-prefix=AB2
// AB2: [-Warray-bounds] [-fplugin={{[^]]*}}] [-mllvm] [-kcc-warn-array-bounds] [-mllvm] [-kcc-array-bounds-level=2] [-c]

// -Wstringop-overflow=3 and -Wstringop-overread: unknown to clang, so only
// the plugin sees them.
// RUN: env KCC_CLANG=%S/../Driver/Inputs/fake-clang %kcc -c %s -Wstringop-overflow=3 -Wstringop-overread 2>/dev/null | FileCheck %s --check-prefix=SO
// SO: [-mllvm] [-kcc-warn-stringop-overflow] [-mllvm] [-kcc-stringop-overflow-level=3] [-mllvm] [-kcc-warn-stringop-overread] [-c]
// SO-NOT: [-Wstringop

// -fstrict-flex-arrays= reaches clang and kcc's check.
// RUN: env KCC_CLANG=%S/../Driver/Inputs/fake-clang %kcc -c %s -fstrict-flex-arrays=3 2>/dev/null | FileCheck %s --check-prefix=FLEX
// FLEX: [-mllvm] [-kcc-strict-flex-arrays=3] [-c] [{{[^]]*}}] [-fstrict-flex-arrays=3]{{$}}
// GCC's -fstrict-flex-arrays (level 3) and -fno-strict-flex-arrays (0).
// RUN: env KCC_CLANG=%S/../Driver/Inputs/fake-clang %kcc -c %s -fstrict-flex-arrays 2>/dev/null | FileCheck %s --check-prefix=FLEX-GCC
// FLEX-GCC: [-fstrict-flex-arrays=3] [-mllvm] [-kcc-strict-flex-arrays=3] [-c]
// RUN: env KCC_CLANG=%S/../Driver/Inputs/fake-clang %kcc -c %s -fstrict-flex-arrays -fno-strict-flex-arrays 2>/dev/null | FileCheck %s --check-prefix=FLEX-NO
// FLEX-NO: [-fstrict-flex-arrays=0] [-mllvm] [-kcc-strict-flex-arrays=0] [-c]

// The context flags turn on the move history and bound the event path.
// RUN: env KCC_CLANG=%S/../Driver/Inputs/fake-clang %kcc -c %s -Warray-bounds -fdiagnostics-show-context=3 2>/dev/null | FileCheck %s --check-prefix=CTX
// CTX: [-mllvm] [-kcc-move-history] [-mllvm] [-kcc-bounds-context=3]
// RUN: env KCC_CLANG=%S/../Driver/Inputs/fake-clang %kcc -c %s -Warray-bounds -fdiagnostics-details 2>/dev/null | FileCheck %s --check-prefix=DETAILS
// DETAILS: [-mllvm] [-kcc-move-history] [-mllvm] [-kcc-bounds-context=-1]

// kcc's output formats are kcc's: clang does not see them.
// RUN: env KCC_CLANG=%S/../Driver/Inputs/fake-clang %kcc -c %s -Warray-bounds -fdiagnostics-format=json 2>/dev/null | FileCheck %s --check-prefix=FORMAT
// FORMAT-NOT: [-fdiagnostics-format

// Bad values are errors, as the kernel's cc-option probes need.
// RUN: not %kcc -c %s -o /dev/null -Warray-bounds=3 2>&1 | FileCheck %s --check-prefix=BAD-AB
// BAD-AB: kcc: error: invalid value '3' in '-Warray-bounds=3' (expected 1, 2)
// RUN: not %kcc -c %s -o /dev/null -Wstringop-overflow=5 2>&1 | FileCheck %s --check-prefix=BAD-SO
// BAD-SO: kcc: error: invalid value '5' in '-Wstringop-overflow=5' (expected 1, 2, 3, 4)
// RUN: not %kcc -c %s -o /dev/null -fdiagnostics-show-context=x 2>&1 | FileCheck %s --check-prefix=BAD-CTX
// BAD-CTX: kcc: error: invalid value 'x' in '-fdiagnostics-show-context=x' (expected a non-negative integer)

// The kernel's probes for these flags succeed.
// RUN: %kcc -Werror -Wstringop-overflow -c -x c /dev/null -o %t.o
// RUN: %kcc -Werror -Wno-stringop-overflow -c -x c /dev/null -o %t.o
// RUN: %kcc -Werror -fstrict-flex-arrays=3 -c -x c /dev/null -o %t.o

// One remark file per compile: several sources with an explicit bounds
// flag are an error; with only -Wall's, a warning that they are not checked.
// RUN: not %kcc -c %s %s -o /dev/null -Warray-bounds 2>&1 | FileCheck %s --check-prefix=MULTI
// MULTI: kcc: error: kcc's -Warray-bounds and -Wstringop-* need one source file per command; this one has 2
// RUN: rm -rf %t.dir && mkdir %t.dir && cd %t.dir && %kcc -S %s %S/negative.c -Wall 2>&1 | FileCheck %s --check-prefix=MULTI-WALL
// MULTI-WALL: kcc: warning: -Wall's -Warray-bounds after optimization is only checked when a command compiles one source file; this one has 2

int f(int i) { return i; }
