// RUN: %kcc -O2 -Wall -S -emit-llvm %s -o - 2>&1 | FileCheck %s --check-prefix=IR
// RUN: %kcc -O2 -Wall -c %s -o /dev/null -DUNTERMINATED 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %kcc -O2 -Wall -x c++ -c %s -o /dev/null -DUNTERMINATED 2>&1 | FileCheck %s --check-prefix=WARN

// GCC's library builtins that clang lacks compile as the library calls
// they stand for, in C and C++, and kcc's warnings name them as written.

#ifdef __cplusplus
extern "C" {
#endif
typedef __SIZE_TYPE__ size_t;

// IR-LABEL: define {{.*}} @length(
// IR: call i64 @strnlen(ptr
size_t length(const char *s, size_t n) { return __builtin_strnlen(s, n); }

// IR-LABEL: define {{.*}} @clear(
// IR: call void @llvm.memset
void clear(char *p, size_t n) { __builtin_bzero(p, n); }

// IR-LABEL: define {{.*}} @copy(
// IR: call void @llvm.memmove
void copy(const char *s, char *d, size_t n) { __builtin_bcopy(s, d, n); }

#ifdef UNTERMINATED
const char abcd[] = {'a', 'b', 'c', 'd'};
// WARN: gnu-builtins.c:[[@LINE+1]]:28: warning: '__builtin_strnlen' specified bound 5 exceeds the size 4 of unterminated array [-Wstringop-overread]
size_t past(void) { return __builtin_strnlen(abcd, 5); }
#endif
#ifdef __cplusplus
}
#endif
