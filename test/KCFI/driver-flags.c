// kcc's KCFI flags: what kcc hands to clang for each of them.

// RUN: env KCC_CLANG=%S/../Driver/Inputs/fake-clang %kcc -c %s -w -fsanitize=kcfi 2>/dev/null | FileCheck %s --check-prefix=ON
// ON: fake-clang: [-fpass-plugin={{[^]]*}}KccPlugin.so] [-fplugin={{[^]]*}}KccFrontend.so] [-D__KCC_KCFI__=1] [-fexperimental-call-graph-section] [-Xclang] [-mllvm] [-Xclang] [-kcc-kcfi] [-c] [{{[^]]*}}] [-w]{{$}}

// Sanitizer lists: kcc takes kcfi, clang gets the rest.
// RUN: env KCC_CLANG=%S/../Driver/Inputs/fake-clang %kcc -c %s -w -fsanitize=shadow-call-stack,kcfi,bounds 2>/dev/null | FileCheck %s --check-prefix=LIST
// LIST: [-kcc-kcfi] [-c] [{{[^]]*}}] [-w] [-fsanitize=shadow-call-stack,bounds]{{$}}

// -fno-sanitize=kcfi after -fsanitize=kcfi turns it off again.
// RUN: env KCC_CLANG=%S/../Driver/Inputs/fake-clang %kcc -c %s -w -fsanitize=kcfi -fno-sanitize=kcfi 2>/dev/null | FileCheck %s --check-prefix=OFF
// OFF: fake-clang: [-fpass-plugin={{[^]]*}}KccPlugin.so] [-fplugin={{[^]]*}}KccFrontend.so] [-c] [{{[^]]*}}] [-w]{{$}}

// RUN: env KCC_CLANG=%S/../Driver/Inputs/fake-clang %kcc -c %s -w -fsanitize=kcfi -fsanitize-kcfi-hash=FNV-1a -fsanitize-kcfi-arity 2>/dev/null | FileCheck %s --check-prefix=OPTS
// OPTS: [-kcc-kcfi] [-Xclang] [-mllvm] [-Xclang] [-kcc-kcfi-hash=FNV-1a] [-Xclang] [-mllvm] [-Xclang] [-kcc-kcfi-arity] [-c]

// RUN: env KCC_CLANG=%S/../Driver/Inputs/fake-clang %kcc -c %s -w -fsanitize=kcfi -fsanitize-kcfi-reserved-id 2>/dev/null | FileCheck %s --check-prefix=RESERVED
// RESERVED: [-kcc-kcfi] [-Xclang] [-mllvm] [-Xclang] [-kcc-kcfi-reserved-id] [-c]
// RUN: env KCC_CLANG=%S/../Driver/Inputs/fake-clang %kcc -c %s -w -fsanitize=kcfi -fsanitize-kcfi-arch-safe-ids 2>/dev/null | FileCheck %s --check-prefix=ARCHSAFE
// ARCHSAFE: [-kcc-kcfi] [-Xclang] [-mllvm] [-Xclang] [-kcc-kcfi-arch-safe-ids] [-c]
// RUN: env KCC_CLANG=%S/../Driver/Inputs/fake-clang %kcc -c %s -w -fsanitize=kcfi -fsanitize-cfi-icall-experimental-normalize-integers 2>/dev/null | FileCheck %s --check-prefix=NORM
// NORM: [-kcc-kcfi] [-Xclang] [-mllvm] [-Xclang] [-kcc-kcfi-normalize-integers] [-c]
// The kernel's probe for CONFIG_CFI_ICALL_NORMALIZE_INTEGERS succeeds.
// RUN: %kcc -Werror -fsanitize=kcfi -fsanitize-cfi-icall-experimental-normalize-integers -c -x c /dev/null -o %t.o

// Bad values and unsupported options fail, as the kernel's cc-option
// probes need.
// RUN: not %kcc -c %s -o /dev/null -fsanitize=kcfi -fsanitize-kcfi-hash=CRC32 2>&1 | FileCheck %s --check-prefix=BADHASH
// BADHASH: kcc: error: invalid value 'CRC32' in '-fsanitize-kcfi-hash=CRC32' (expected xxHash64, FNV-1a)

// The kernel's probe for CONFIG_CFI_CLANG succeeds.
// RUN: %kcc -Werror -fsanitize=kcfi -c -x c /dev/null -o %t.o

// Link-only and preprocess-only invocations take -fsanitize=kcfi quietly,
// as clang does.
// RUN: %kcc -fsanitize=kcfi -E %s -o /dev/null 2>&1 | count 0

int f(int (*fp)(int)) { return fp(1); }
