// RUN: %kcc -O2 -Wall -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --allow-empty --implicit-check-not=warning:
// RUN: %kcc -O2 -g -Wall -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --allow-empty --implicit-check-not=warning:

// A pointer null on one path and only passed to calls after: GCC isolates
// the null path (and warns on the calls there) only where the pointer is
// then dereferenced; here nothing is, and GCC says nothing.

unsigned long name_len (int kind, const char *given)
{
  const char *name = 0;

  if (kind == 1)
    name = "min";
  else if (kind == 2)
    name = given;
  return __builtin_strlen (name);
}
