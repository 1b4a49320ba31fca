// RUN: rm -rf %t && mkdir %t
// RUN: %kcc -O2 -g -c %s -o %t/plain.o
// RUN: %kcc -O2 -g -c %s -o %t/warn.o -Warray-bounds -Wstringop-overflow -Wstringop-overread
// RUN: cmp %t/plain.o %t/warn.o
// RUN: llvm-dwarfdump --debug-info %t/warn.o | FileCheck %s

// With -g, the warnings change no byte of the object, its DWARF included.
// The zero-initialized local is written by a constant-length memset whose
// destination capture records; when InstCombine deletes the unused alloca,
// LLVM's salvaging killed the value of the variable's assignment marker
// because of that record, and 'arr' lost its DW_AT_const_value.

void g(void);

// CHECK-LABEL: DW_AT_name ("f")
// CHECK: DW_TAG_variable
// CHECK-NEXT: DW_AT_const_value (0)
// CHECK-NEXT: DW_AT_name ("arr")
void f(void) {
  int *const arr[9] = {0};
  g();
}
