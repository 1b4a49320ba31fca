// RUN: %kcc -O2 -c %s -o /dev/null -Wall -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=note:

// The lengths of the strings a call copies: a local copy of a literal, a
// choice of literals, and for strcat the string a strcpy put at the
// destination just before.

extern char *strcpy(char *, const char *);
extern char *strcat(char *, const char *);
void sink(void *, ...);

struct M {
  char a7[7];
  char a4[4];
};
struct M gm;
char d[3];

void after_strcpy(void) {
  const char a[] = "0123456789";
  strcpy(gm.a7, a + 9);
  const char b[] = "0123456789";
  // "9" and "456789": 8 bytes from a7's start.
  // CHECK: string-lengths.c:[[@LINE+1]]:3: warning: 'strcat' offset 7 from the object at 'gm' is out of the bounds of referenced subobject 'a7' with type 'char[7]' at offset 0 [-Warray-bounds]
  strcat(gm.a7, b + 4);
  sink(gm.a7);
}
// CHECK: string-lengths.c:12:8: note: subobject 'a7' declared here

void fits(void) {
  const char a[] = "0123456789";
  strcpy(gm.a7, a + 9);
  const char b[] = "0123456789";
  strcat(gm.a7, b + 5);
  sink(gm.a7);
}

// An unknown string at the destination is taken as empty.
void choice(int i) {
  const char *s = i < 0 ? "01234567" : "89abcd";
  // CHECK: string-lengths.c:[[@LINE+1]]:3: warning: 'strcat' writing between 7 and 9 bytes into a region of size 3 overflows the destination [-Wstringop-overflow=]
  strcat(d, s);
}
// CHECK: string-lengths.c:16:6: note: destination object 'd' of size 3
