// RUN: %kcc -O2 -Wall -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --allow-empty --implicit-check-not=warning:
// RUN: %kcc -O2 -g -Wall -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --allow-empty --implicit-check-not=warning:

// In a macro every access of the expansion is at one place: the load of
// `attr_speed.def` there is no access through `t->`, and the struct `*t`
// is not measured against 'attr_speed' (gcc-12 says nothing; kcc once said
// "array subscript 'struct tp[0]' is partly outside array bounds of
// 'struct attr[1]'"). The struct check needs the access's address to be p
// plus the member's offset, outside macros.

struct attr { unsigned char field; unsigned char def; long pad; };
struct tp { unsigned char speed; long more[4]; };
extern struct attr attr_speed;
void reset (struct tp *);

#define NEEDS_RESET(t) ((t)->speed != attr_speed.def)

void defaults (struct tp *t)
{
  if (NEEDS_RESET (t))
    reset (t);
}
