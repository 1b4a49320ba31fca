// RUN: %kcc -O2 -Wall -c %s -o /dev/null -fdiagnostics-color=never -fdiagnostics-show-context=1 2>&1 | FileCheck %s --allow-empty --implicit-check-not=warning:

// A test of the subscript before the access that neither guards it nor
// decides anything after it: GCC has no path to copy the access onto, and
// gives no warning; neither does kcc (the subscript may be in bounds).

struct op { int code; };
extern const struct op *ops[4];
void note(unsigned);

int lookup(unsigned id)
{
  if (id > 4)
    note(id);
  return ops[id]->code;
}

// A test that guards the access is the access's range.
int guarded(unsigned id)
{
  int ok = id < 4;
  if (!ok)
    return -1;
  return ops[id]->code + ok;
}

// A selection of values after the access (`ok ? 0 : -22`) is no branch
// that GCC would copy the access for.
int fetch(unsigned id, int *out)
{
  int ok = id < 4;
  *out = ops[id]->code;
  return ok ? 0 : -22;
}
