// How kcc applies GCC's warning controls to its own warnings.

// -Werror=array-bounds turns the warning on as an error: exit 1, no object.
// RUN: rm -f %t.o
// RUN: not %kcc -O2 -c %examples/sparx5.c -o %t.o -Werror=array-bounds 2>&1 | FileCheck %s --check-prefix=ERROR
// RUN: not test -e %t.o
// ERROR: sparx5.c:23:23: error: array subscript 4 is above array bounds of 'int[4]' [-Werror=array-bounds]
// ERROR: kcc: some warnings being treated as errors

// -Werror makes every warning an error, -Wno-error=array-bounds exempts it.
// RUN: not %kcc -O2 -c %examples/sparx5.c -o %t.o -Warray-bounds -Werror 2>&1 | FileCheck %s --check-prefix=ALL
// ALL: error: array subscript {{.*}} [-Werror=array-bounds]
// ALL: kcc: all warnings being treated as errors
// RUN: %kcc -O2 -c %examples/sparx5.c -o %t.o -Warray-bounds -Werror -Wno-error=array-bounds 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: test -e %t.o
// WARN: warning: array subscript {{.*}} [-Warray-bounds]

// -Wall turns -Warray-bounds on, as in GCC; -Wno-array-bounds wins over it
// wherever it is; -w silences kcc's warnings as clang's.
// RUN: %kcc -O2 -c %examples/sparx5.c -o %t.o -Wall 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %kcc -O2 -c %examples/sparx5.c -o %t.o -Wno-array-bounds -Wall 2>&1 | count 0
// RUN: %kcc -O2 -c %examples/sparx5.c -o %t.o -Wall -Wno-array-bounds 2>&1 | count 0
// RUN: %kcc -O2 -c %examples/sparx5.c -o %t.o -Warray-bounds -Werror -w 2>&1 | count 0

// -Werror=stringop-overflow: clang does not know the name, kcc does.
// RUN: not %kcc -O2 -c %s -o %t.o -Werror=stringop-overflow -Wno-fortify-source 2>&1 | FileCheck %s --check-prefix=STRINGOP
// RUN: %kcc -O2 -c %s -o %t.o -Wstringop-overflow -Werror -Wno-error=stringop-overflow -Wno-stringop-overread -Wno-fortify-source 2>&1 | FileCheck %s --check-prefix=STRINGOP-WARN
// STRINGOP: error: '__builtin_memset' writing 12 bytes into a region of size 4 overflows the destination [-Werror=stringop-overflow=]
// STRINGOP-WARN: warning: '__builtin_memset' writing 12 bytes into a region of size 4 overflows the destination [-Wstringop-overflow=]

char buf[4];
void clear(void) { __builtin_memset(buf, 0, 12); }

// The same for -Wstringop-overread.
// RUN: not %kcc -O2 -c %s -o %t.o -Werror=stringop-overread 2>&1 | FileCheck %s --check-prefix=OVERREAD
// RUN: %kcc -O2 -c %s -o %t.o -Wstringop-overread -Werror -Wno-error=stringop-overread -Wno-stringop-overflow -Wno-fortify-source 2>&1 | FileCheck %s --check-prefix=OVERREAD-WARN
// RUN: %kcc -O2 -c %s -o %t.o -Wstringop-overread -Wno-stringop-overread -Wno-stringop-overflow -Wno-fortify-source 2>&1 | count 0
// OVERREAD: error: '__builtin_memcpy' reading 12 bytes from a region of size 4 [-Werror=stringop-overread]
// OVERREAD-WARN: warning: '__builtin_memcpy' reading 12 bytes from a region of size 4 [-Wstringop-overread]

void copy(char *d) { __builtin_memcpy(d, buf, 12); }
