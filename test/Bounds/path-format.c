// RUN: %kcc -O2 -c %examples/sparx5.c -o /dev/null -Warray-bounds -fdiagnostics-show-context=2 -fdiagnostics-color=never 2>&1 | FileCheck %s --check-prefix=INLINE --strict-whitespace --match-full-lines
// RUN: %kcc -O2 -c %examples/sparx5.c -o /dev/null -Warray-bounds -fdiagnostics-show-context=2 -fdiagnostics-path-format=inline-events -fdiagnostics-show-caret -fdiagnostics-show-line-numbers -fdiagnostics-color=never 2>&1 | FileCheck %s --check-prefix=INLINE --strict-whitespace --match-full-lines
// RUN: %kcc -O2 -c %examples/sparx5.c -o /dev/null -Warray-bounds -fdiagnostics-show-context=2 -fdiagnostics-path-format=separate-events -fdiagnostics-color=never 2>&1 | FileCheck %s --check-prefix=SEPARATE
// RUN: %kcc -O2 -c %examples/sparx5.c -o /dev/null -Warray-bounds -fdiagnostics-show-context=2 -fdiagnostics-path-format=none -fdiagnostics-color=never 2>&1 | FileCheck %s --check-prefix=NONE --implicit-check-not=events --implicit-check-not="(1)"
// RUN: %kcc -O2 -c %examples/sparx5.c -o /dev/null -Warray-bounds -fdiagnostics-show-context=2 -fno-diagnostics-show-caret -fdiagnostics-color=never 2>&1 | FileCheck %s --check-prefix=NOCARET --implicit-check-not=" | "
// RUN: %kcc -O2 -c %examples/sparx5.c -o /dev/null -Warray-bounds -fdiagnostics-show-context=2 -fno-diagnostics-show-line-numbers -fdiagnostics-color=never 2>&1 | FileCheck %s --check-prefix=NOLINES --strict-whitespace --match-full-lines
// RUN: not %kcc -c %examples/sparx5.c -o /dev/null -fdiagnostics-path-format=sideways 2>&1 | FileCheck %s --check-prefix=BAD

// GCC's three layouts of an event path (-fdiagnostics-path-format=), its
// default the inline one; -f[no-]diagnostics-show-caret and
// -f[no-]diagnostics-show-line-numbers as GCC prints them. With
// -fdiagnostics-show-context alone, the path is GCC 16's: its conditions
// pointed at their start, worded as GCC words them.

//      INLINE:{{.*}}sparx5.c:23:23: warning: array subscript 4 is above array bounds of 'int[4]' [-Warray-bounds]
// INLINE-NEXT:   23 |   int *val = &sg->vals[index];
// INLINE-NEXT:      |               ~~~~~~~~^~~~~~~
// INLINE-NEXT:  'sparx5_set': events 1-2
// INLINE-NEXT:   17 |   if (*index >= 4)
// INLINE-NEXT:      |      ^
// INLINE-NEXT:      |      |
// INLINE-NEXT:      |      (1) when the condition is evaluated to true
// INLINE-NEXT:......
// INLINE-NEXT:   23 |   int *val = &sg->vals[index];
// INLINE-NEXT:      |               ~~~~~~~~~~~~~~~
// INLINE-NEXT:      |                       |
// INLINE-NEXT:      |                       (2) warning happens here
// INLINE-NEXT:{{.*}}sparx5.c:11:7: note: while referencing 'vals'

// SEPARATE: sparx5.c:17:6: note: (1) when the condition is evaluated to true
// SEPARATE: sparx5.c:23:23: note: (2) warning happens here

// NONE: warning: array subscript 4 is above array bounds of 'int[4]'
// NONE: note: while referencing 'vals'

// NOCARET: warning: array subscript 4 is above array bounds of 'int[4]'
// NOCARET-NEXT:  'sparx5_set': events 1-2
// NOCARET-NEXT:    (1) when the condition is evaluated to true
// NOCARET-NEXT:    (2) warning happens here

//      NOLINES:{{.*}}warning: array subscript 4 is above array bounds of 'int[4]' [-Warray-bounds]
// NOLINES-NEXT:   int *val = &sg->vals[index];
// NOLINES-NEXT:               ~~~~~~~~^~~~~~~

// BAD: kcc: error: invalid value 'sideways' in '-fdiagnostics-path-format=sideways'

// -fno-diagnostics-show-option drops the option tag, as in GCC;
// -ftrack-macro-expansion=N (GCC's macro notes) is accepted.
// RUN: %kcc -O2 -c %examples/sparx5.c -o /dev/null -Warray-bounds -fno-diagnostics-show-option -ftrack-macro-expansion=0 -fdiagnostics-color=never 2>&1 | FileCheck %s --check-prefix=NOTAG --match-full-lines
// NOTAG: {{.*}}sparx5.c:23:23: warning: array subscript 4 is above array bounds of 'int[4]'
