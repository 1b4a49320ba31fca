// RUN: %kcc -O2 -c %s -o /dev/null -Warray-bounds -Wno-psabi -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// A vector the source stores partly past the end of its object: GCC's
// -Warray-bounds "partly outside", with the vector type spelled as GCC
// spells it ('__vector(32) char'). Checked before the vectorizers run, so
// the wide stores they make are not taken for the source's.

typedef char v32qi __attribute__((vector_size(32)));

extern char buf[32];

// CHECK-LABEL: In function 'partly'
// CHECK: object-vector-partly.c:[[@LINE+3]]:3: warning: array subscript 'v32qi {aka __vector(32) char}[0]' is partly outside array bounds of 'char[32]' [-Warray-bounds]
// CHECK: object-vector-partly.c:10:13: note: at offset 1 into object 'buf' of size 32
void partly(char c) {
  *(v32qi *)(buf + 1) = (v32qi){c};
}

// At the start: the vector fits.
void fits(char c) { *(v32qi *)buf = (v32qi){c}; }

// A loop the vectorizers widen stays quiet.
void loop(char c) {
  for (int i = 0; i < 32; i++)
    buf[i] = c;
}
