// RUN: %clang -O2 -g -c %s -o /dev/null -fpass-plugin=%kcc_plugin -fplugin=%kcc_frontend -mllvm -kcc-warn-array-bounds -Rpass-analysis=kcc-bounds 2>&1 | FileCheck %s --allow-empty

// Accesses guarded by a correct check, loops within bounds and trailing
// one-element arrays (flexible under the default, GCC's -Warray-bounds=1)
// give no warning.

// CHECK-NOT: remark

int g[4];
struct flex { int n; int data[1]; };

int guarded(int i) { return i >= 0 && i < 4 ? g[i] : 0; }

int loop(void) {
  int s = 0;
  for (int i = 0; i < 4; i++)
    s += g[i];
  return s;
}

int trailing(struct flex *f, int i) { return i > 3 ? f->data[i] : 0; }
