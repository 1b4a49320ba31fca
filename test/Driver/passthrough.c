// kcc returns clang's exit status and leaves clang's stdout and stderr alone.

// RUN: env KCC_CLANG=%S/Inputs/fake-clang FAKE_CLANG_STATUS=0 %kcc -E %s > %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=OUT < %t.out
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// OUT: fake-clang: [-E] [{{.*}}passthrough.c]{{$}}
// ERR: fake-clang stderr line

// RUN: env KCC_CLANG=%S/Inputs/fake-clang FAKE_CLANG_STATUS=42 %kcc -E %s > /dev/null 2>&1; echo "status $?" > %t.status
// RUN: FileCheck %s --check-prefix=STATUS < %t.status
// STATUS: status 42

// Flags kcc does not know reach clang in order and unchanged, including
// quoting, -Wl, lists, -Xclang/-mllvm values and everything after "--".
// RUN: env KCC_CLANG=%S/Inputs/fake-clang %kcc -E -DSTR="a b" -Wl,-z,now -Xclang -fkcc-print-passes -mllvm -x=y -fno-such-flag -- %s 2>/dev/null | FileCheck %s --check-prefix=ORDER
// ORDER: fake-clang: [-E] [-DSTR=a b] [-Wl,-z,now] [-Xclang] [-fkcc-print-passes] [-mllvm] [-x=y] [-fno-such-flag] [--] [{{.*}}passthrough.c]{{$}}

// Real clang: an unknown flag and a missing file give clang's own messages
// and status, in the name the user ran ("kcc: error:", as GCC's "gcc:").
// RUN: not %kcc -fno-such-flag -c %s -o %t.o 2> %t.kcc.err
// RUN: not %clang -fno-such-flag -c %s -o %t.o 2> %t.clang.err
// RUN: sed 's/^clang: /kcc: /' %t.clang.err | diff %t.kcc.err -
// RUN: FileCheck %s --check-prefix=NAMED < %t.kcc.err
// NAMED: kcc: error: unknown argument: '-fno-such-flag'
// RUN: not %kcc -c %t.missing.c -o %t.o 2> %t.kcc.err
// RUN: not %clang -c %t.missing.c -o %t.o 2> %t.clang.err
// RUN: sed 's/^clang: /kcc: /' %t.clang.err | diff %t.kcc.err -
// With -no-canonical-prefixes clang finds itself by argv[0]: it keeps its
// own name.
// RUN: not %kcc -no-canonical-prefixes -fno-such-flag -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=CANON
// CANON: clang: error: unknown argument: '-fno-such-flag'

int f(void) { return 0; }
