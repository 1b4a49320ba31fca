// RUN: %kcc -O2 -Warray-bounds -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --allow-empty --implicit-check-not=warning:

// Code under `__builtin_constant_p (x) ? ... : ...` with an x that is not
// a constant is deleted when the builtin is lowered (to false), after the
// checks that run before the end of the pipeline: they do not look at it
// (GCC folds the builtin before its warnings, too).

static const char pattern[] = "abcd";

int pick(unsigned state) {
  if (state < 4)
    return __builtin_constant_p(state) ? pattern[state + 6] : 0;
  return -1;
}

int pick_negated(unsigned state) {
  if (state < 4 && !__builtin_constant_p(state))
    return 0;
  return state < 4 ? pattern[state + 6] : -1;
}
