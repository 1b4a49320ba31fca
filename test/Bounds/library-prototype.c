// RUN: %kcc -O2 -c %s -o %t.o -Wstringop-overflow -Wstringop-overread -Wno-incompatible-library-redeclaration 2>&1 | FileCheck %s --allow-empty --implicit-check-not=warning

// A library function declared with a prototype that is not the library's
// is not that function: the check does not read arguments it lacks (it
// used to crash on strcpy's missing source).

// CHECK-NOT: {{.}}
char *strcpy(char *d);
char buf[4];
void f(void) { strcpy(buf); }
