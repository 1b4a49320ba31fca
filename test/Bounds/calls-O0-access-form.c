// RUN: %kcc -O0 -c %s -o /dev/null -Wall -Wno-fortify-source -fdiagnostics-color=never 2>&1 | FileCheck %s --check-prefix=O0 --implicit-check-not=warning:
// RUN: %kcc -O2 -c %s -o /dev/null -Wall -Wno-fortify-source -fdiagnostics-color=never 2>&1 | FileCheck %s --check-prefix=O2 --implicit-check-not=warning:

// GCC's restrict pass, which words a call leaving its object as
// -Warray-bounds ("forming offset"), is an optimization pass: at -O0 GCC's
// access pass words the same call as -Wstringop-overflow.

char *strncpy(char *, const char *, __SIZE_TYPE__);
extern char a4[4], b5[5];
char *p;

// O0: calls-O0-access-form.c:[[@LINE+4]]:23: warning: 'strncpy' writing 5 bytes into a region of size 4 overflows the destination [-Wstringop-overflow=]
// O0: note: destination object 'a4' of size 4
// O2: calls-O0-access-form.c:[[@LINE+2]]:23: warning: 'strncpy' forming offset 4 is out of the bounds [0, 4] of object 'a4' with type 'char[4]' [-Warray-bounds]
// O2: note: 'a4' declared here
void copy(void) { p = strncpy(a4, b5, 5); }
