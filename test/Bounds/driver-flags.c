// What kcc hands to clang for its bounds flags. kcc reports array subscripts
// itself, so clang's own -Warray-bounds is turned off after the user's
// flags.

// RUN: env KCC_CLANG=%S/../Driver/Inputs/fake-clang %kcc -c %s -Warray-bounds -Wno-stringop-overflow -Wno-stringop-overread 2>/dev/null | FileCheck %s --check-prefix=AB
// AB: fake-clang: [-fpass-plugin={{[^]]*}}KccPlugin.so] [-fplugin={{[^]]*}}KccFrontend.so] [-Xclang] [-mllvm] [-Xclang] [-kcc-warn-array-bounds] [-c] [{{[^]]*}}] [-Warray-bounds] [-Wno-array-bounds] [-Xclang] [-mllvm] [-Xclang] [-kcc-bounds-remarks={{[^]]*}}] [-Rpass-missed=^$] [-fno-discard-value-names]{{$}}

// -Warray-bounds=2: clang gets its own spelling, kcc the level.
// RUN: env KCC_CLANG=%S/../Driver/Inputs/fake-clang %kcc -c %s -Warray-bounds=2 2>/dev/null | FileCheck %s --check-prefix=AB2
// AB2: [-Warray-bounds] [-Xclang] [-mllvm] [-Xclang] [-kcc-warn-array-bounds] [-Xclang] [-mllvm] [-Xclang] [-kcc-array-bounds-level=2]

// -Wstringop-overflow=3 and -Wstringop-overread: unknown to clang, so only
// the plugin sees them.
// RUN: env KCC_CLANG=%S/../Driver/Inputs/fake-clang %kcc -c %s -Wstringop-overflow=3 -Wstringop-overread 2>/dev/null | FileCheck %s --check-prefix=SO
// SO: [-Xclang] [-mllvm] [-Xclang] [-kcc-warn-stringop-overflow] [-Xclang] [-mllvm] [-Xclang] [-kcc-stringop-overflow-level=3] [-Xclang] [-mllvm] [-Xclang] [-kcc-warn-stringop-overread] [-c]
// SO-NOT: [-Wstringop

// -fstrict-flex-arrays= reaches clang and kcc's check.
// RUN: env KCC_CLANG=%S/../Driver/Inputs/fake-clang %kcc -c %s -fstrict-flex-arrays=3 2>/dev/null | FileCheck %s --check-prefix=FLEX
// FLEX: [-Xclang] [-mllvm] [-Xclang] [-kcc-strict-flex-arrays=3] {{.*}}[-c] [{{[^]]*}}] [-fstrict-flex-arrays=3] 
// GCC's -fstrict-flex-arrays (level 3) and -fno-strict-flex-arrays (0).
// RUN: env KCC_CLANG=%S/../Driver/Inputs/fake-clang %kcc -c %s -fstrict-flex-arrays 2>/dev/null | FileCheck %s --check-prefix=FLEX-GCC
// FLEX-GCC: [-fstrict-flex-arrays=3] [-Xclang] [-mllvm] [-Xclang] [-kcc-strict-flex-arrays=3]
// RUN: env KCC_CLANG=%S/../Driver/Inputs/fake-clang %kcc -c %s -fstrict-flex-arrays -fno-strict-flex-arrays 2>/dev/null | FileCheck %s --check-prefix=FLEX-NO
// FLEX-NO: [-fstrict-flex-arrays=0] [-Xclang] [-mllvm] [-Xclang] [-kcc-strict-flex-arrays=0]

// The context flags turn on the move history and bound the event path.
// RUN: env KCC_CLANG=%S/../Driver/Inputs/fake-clang %kcc -c %s -Warray-bounds -fdiagnostics-show-context=3 2>/dev/null | FileCheck %s --check-prefix=CTX
// CTX: [-Xclang] [-mllvm] [-Xclang] [-kcc-bounds-context=3] [-Xclang] [-mllvm] [-Xclang] [-kcc-bounds-details=false]
// RUN: env KCC_CLANG=%S/../Driver/Inputs/fake-clang %kcc -c %s -Warray-bounds -fdiagnostics-details 2>/dev/null | FileCheck %s --check-prefix=DETAILS
// DETAILS: [-Xclang] [-mllvm] [-Xclang] [-kcc-move-history] [-Xclang] [-mllvm] [-Xclang] [-kcc-bounds-context=-1]

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


int f(int i) { return i; }
// Past what cc1 parses as an int: kcc's error, not cc1's.
// RUN: not %kcc -c %s -o /dev/null -fdiagnostics-show-context=2147483648 2>&1 | FileCheck %s --check-prefix=BIG-CTX
// BIG-CTX: kcc: error: invalid value '2147483648' in '-fdiagnostics-show-context=2147483648' (expected a non-negative integer)
