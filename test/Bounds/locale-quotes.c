// RUN: env LC_ALL=C.UTF-8 %kcc -O2 -Wall -c %s -o /dev/null -fdiagnostics-color=never -fdiagnostics-show-context=1 2>&1 | FileCheck %s --check-prefix=UTF8
// RUN: env LC_ALL=C %kcc -O2 -Wall -c %s -o /dev/null -fdiagnostics-color=never -fdiagnostics-show-context=1 2>&1 | FileCheck %s --check-prefix=ASCII
// RUN: env LC_ALL=C.UTF-8 %kcc -O2 -Wall -c %s -o /dev/null -fdiagnostics-format=json 2>&1 | FileCheck %s --check-prefix=JSON

// GCC quotes names and types with U+2018 and U+2019 when its locale's
// character set is UTF-8, with "'" otherwise: so does kcc (JSON has them
// as UTF-8, where GCC escapes them: the same string).

int table[4];

int pick(int i) {
  if (i >= 4)
    return table[i];
  return 0;
}
// UTF8: In function ‘pick’:
// UTF8: warning: array subscript 4 is above array bounds of ‘int[4]’ [-Warray-bounds]
// UTF8: ‘pick’: event
// UTF8: note: while referencing ‘table’
// ASCII: In function 'pick':
// ASCII: warning: array subscript 4 is above array bounds of 'int[4]' [-Warray-bounds]
// ASCII: 'pick': event
// ASCII: note: while referencing 'table'
// JSON: "message": "while referencing ‘table’"
// JSON: "message": "array subscript 4 is above array bounds of ‘int[4]’"
