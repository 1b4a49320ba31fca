// RUN: %kcc -O2 -Wall -Wno-fortify-source -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// A strcat of a known string to a destination whose string is known is,
// to GCC, a memcpy after that string ("writing 5 bytes into a region of
// size 3" at offset 3), not a write from the destination's start; the
// string may come from a strcpy or from the array's initializer.

char *strcat(char *, const char *);
char *strcpy(char *, const char *);
void use(char *);

// CHECK-LABEL: In function 'after_strcpy'
// CHECK: strcat-known-string.c:[[@LINE+5]]:3: warning: '__builtin_memcpy' writing 5 bytes into a region of size 3 [-Wstringop-overflow=]
// CHECK: strcat-known-string.c:[[@LINE+2]]:8: note: at offset 3 into destination object 'b' of size 6
void after_strcpy(void) {
  char b[6];
  strcpy(b, "abc");
  strcat(b, "defg");
  use(b);
}

// CHECK-LABEL: In function 'after_initializer'
// CHECK: strcat-known-string.c:[[@LINE+3]]:3: warning: '__builtin_memcpy' writing 5 bytes into a region of size 3 [-Wstringop-overflow=]
void after_initializer(void) {
  char b[6] = "abc";
  strcat(b, "defg");
  use(b);
}
