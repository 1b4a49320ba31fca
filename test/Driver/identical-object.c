// With no kcc feature enabled, kcc's objects are byte-identical to clang's,
// although kcc loads its plugin into the compile.

// RUN: rm -rf %t && mkdir %t
// RUN: %kcc -O2 -c %s -o %t/kcc.o
// RUN: %clang -O2 -c %s -o %t/clang.o
// RUN: cmp %t/kcc.o %t/clang.o
// RUN: %kcc -O2 -g -c %s -o %t/kcc-g.o
// RUN: %clang -O2 -g -c %s -o %t/clang-g.o
// RUN: cmp %t/kcc-g.o %t/clang-g.o
// RUN: %kcc -O2 -c %examples/sparx5.c -o %t/kcc-sparx5.o
// RUN: %clang -O2 -c %examples/sparx5.c -o %t/clang-sparx5.o
// RUN: cmp %t/kcc-sparx5.o %t/clang-sparx5.o

// REQUIRES: aarch64-registered-target, riscv-registered-target
// RUN: %kcc --target=aarch64-linux-gnu -O2 -c %s -o %t/kcc-arm64.o
// RUN: %clang --target=aarch64-linux-gnu -O2 -c %s -o %t/clang-arm64.o
// RUN: cmp %t/kcc-arm64.o %t/clang-arm64.o
// RUN: %kcc --target=riscv64-linux-gnu -O2 -c %s -o %t/kcc-rv64.o
// RUN: %clang --target=riscv64-linux-gnu -O2 -c %s -o %t/clang-rv64.o
// RUN: cmp %t/kcc-rv64.o %t/clang-rv64.o

static int table[4];

int lookup(int i, int (*fn)(int)) {
  if (i < 0 || i >= 4)
    return fn(i);
  return table[i];
}
