/* A corpus of prototypes for the KCFI differential test: every integer width
 * and signedness, enums, struct/union pointers, qualifiers, arrays, function
 * pointer parameters, variadics, __int128, typedefs, transparent unions, static, weak and extern
 * functions. Each is defined or declared, address-taken, and called
 * indirectly through a pointer of its own type. */
#include <stdarg.h>

struct s;
union u;
enum e { E0, E1 };
typedef unsigned long ulong_t;
typedef int (*callback_t)(void *, int);
/* The kernel's release_pages_arg: clang's KCFI hashes a transparent-union
 * parameter as its first member's type, the call-graph spelling does not. */
typedef union {
  struct s **ss;
  union u **us;
} tu_arg __attribute__((__transparent_union__));

#define DEFINE(name, ret, params, body)                                        \
  ret name params body;                                                        \
  ret (*volatile name##_ptr) params = name;

DEFINE(f_void, void, (void), {})
DEFINE(f_char, char, (char a), { return a; })
DEFINE(f_schar, signed char, (signed char a), { return a; })
DEFINE(f_uchar, unsigned char, (unsigned char a), { return a; })
DEFINE(f_short, short, (short a, unsigned short b), { return a + b; })
DEFINE(f_int, int, (int a, unsigned b), { return a + b; })
DEFINE(f_long, long, (long a, unsigned long b), { return a + b; })
DEFINE(f_llong, long long, (long long a, unsigned long long b),
       { return a + b; })
DEFINE(f_bool, _Bool, (_Bool a), { return a; })
DEFINE(f_enum, enum e, (enum e a), { return a; })
DEFINE(f_sptr, int, (struct s *a, const struct s *b), { return a == b; })
DEFINE(f_uptr, void, (union u *a, volatile int *b), {})
DEFINE(f_const, int, (const char *a, char *const b), { return a == b; })
DEFINE(f_array, int, (int a[4], int b[][3]), { return a[0] + b[0][0]; })
DEFINE(f_fnptr, int, (callback_t cb, void *arg), { return cb(arg, 1); })
DEFINE(f_fnptr2, void, (void (*cb)(int, long), int x), { cb(x, 2); })
DEFINE(f_int128, __int128, (__int128 a, unsigned __int128 b),
       { return a + b; })
DEFINE(f_float, double, (float a, double b, long double c),
       { return a + b + c; })
DEFINE(f_typedef, ulong_t, (ulong_t a), { return a; })
DEFINE(f_vaarg, int, (int n, ...), {
  va_list ap;
  va_start(ap, n);
  int v = va_arg(ap, int);
  va_end(ap);
  return v;
})
DEFINE(f_retptr, struct s *, (void *p), { return p; })
DEFINE(f_transparent, int, (tu_arg a, int n), { return a.ss != 0 && n; })

static int st_taken(int x) { return x + 1; }
int (*volatile st_ptr)(int) = st_taken;
static int st_not_taken(int x) { return x * 3; }
int use_st(int x) { return st_not_taken(x); }

__attribute__((weak)) long f_weak(long x) { return x; }
long (*volatile weak_ptr)(long) = f_weak;

extern int ext_decl(struct s *, ulong_t);
int (*volatile ext_ptr)(struct s *, ulong_t) = ext_decl;
extern void ext_not_taken(int);

int call_all(struct s *sp, callback_t cb) {
  f_void_ptr();
  int r = f_char_ptr(1) + f_schar_ptr(2) + f_uchar_ptr(3) + f_short_ptr(4, 5);
  r += f_int_ptr(6, 7) + f_long_ptr(8, 9) + f_llong_ptr(10, 11);
  r += f_bool_ptr(1) + f_enum_ptr(E1) + f_sptr_ptr(sp, sp);
  f_uptr_ptr(0, 0);
  r += f_const_ptr("a", 0) + f_array_ptr(0, 0) + f_fnptr_ptr(cb, sp);
  f_fnptr2_ptr(0, 1);
  r += (int)f_int128_ptr(1, 2) + (int)f_float_ptr(1, 2, 3);
  r += f_typedef_ptr(1) + f_vaarg_ptr(1, 2) + (f_retptr_ptr(sp) == sp);
  r += f_transparent_ptr((struct s **)0, 1);
  r += st_ptr(1) + weak_ptr(2) + ext_ptr(sp, 3) + cb(sp, 4);
  ext_not_taken(r);
  return r;
}
