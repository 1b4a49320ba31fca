// The kernel's cfi_unchecked(expr) (kernel/patches/0002), for the tests:
// kcc's clang plugin recognises the marker; the sizeof is never evaluated.
extern char __kcc_cfi_unchecked_marker;
#define cfi_unchecked(expr)                                                    \
  ({                                                                           \
    (void)sizeof(__kcc_cfi_unchecked_marker);                                  \
    (expr);                                                                    \
  })
