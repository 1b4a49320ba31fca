// RUN: %kcc -O2 -Wall -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// CHECK-LABEL: In function 'fill',
// CHECK-NEXT: inlined from 'user'

// Stores the vectorizers or store merging later combine into one wide
// store are checked once inlining is done, while each is still its own:
// every store past the buffer is reported at its own line (the wide store
// is only partly outside, which is not reported).

struct hdr {
  int len;
  short data[];
};

void sink(void *);

static void fill(struct hdr *h) {
  h->data[0] = 1;
  h->data[1] = 2;
  // CHECK: merged-stores.c:[[@LINE+1]]:10: warning: array subscript 4 is outside array bounds of 'char[8]' [-Warray-bounds]
  h->data[2] = 3;
  // CHECK: merged-stores.c:[[@LINE+1]]:10: warning: array subscript 5 is outside array bounds of 'char[8]' [-Warray-bounds]
  h->data[3] = 4;
}


void user(void) {
  char buf[sizeof(struct hdr) + 2 * sizeof(short)];
  fill((struct hdr *)buf);
  sink(buf);
}
