// REQUIRES: rustc-kcfi, host-x86_64
// Cross-language KCFI: C built by kcc and Rust built with -Zsanitizer=kcfi
// call each other through checked function pointers. Both sides normalize
// integers (Rust's i32 is the vendor type u3i32), as the kernel does with
// CONFIG_CFI_ICALL_NORMALIZE_INTEGERS.

// RUN: rm -rf %t && mkdir %t
// RUN: env RUSTC_BOOTSTRAP=1 rustc --edition 2021 --crate-type=lib --emit=obj -O -C panic=abort -Cunsafe-allow-abi-mismatch=sanitizer,sanitizer-cfi-normalize-integers -Zsanitizer=kcfi -Zsanitizer-cfi-normalize-integers %S/Inputs/rust-kcfi.rs -o %t/rust.o
// RUN: %kcc -O2 -fsanitize=kcfi -fsanitize-cfi-icall-experimental-normalize-integers %s %t/rust.o -o %t/interop
// RUN: %t/interop c-to-rust
// RUN: %t/interop rust-to-c
// RUN: %t/interop rust-to-forged; test $? -eq 132

// Without normalization on the C side the ids disagree: the C check traps.
// RUN: %kcc -O2 -fsanitize=kcfi %s %t/rust.o -o %t/mismatch
// RUN: %t/mismatch c-to-rust; test $? -eq 132

#include <string.h>

int rust_triple(int x);
int rust_call_c(int (*f)(int), int x);
int c_add_one(int x) { return x + 1; }
static long other(long a, long b) { return a + b; }
int (*volatile to_rust)(int) = rust_triple;

int main(int argc, char **argv) {
  const char *m = argc > 1 ? argv[1] : "";
  if (!strcmp(m, "c-to-rust"))
    return to_rust(14) == 42 ? 0 : 1;
  if (!strcmp(m, "rust-to-c"))
    return rust_call_c(c_add_one, 41) == 42 ? 0 : 1;
  if (!strcmp(m, "rust-to-forged"))
    return rust_call_c((int (*)(int))(void *)other, 1);
  return 2;
}
