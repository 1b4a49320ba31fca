// RUN: %kcc -O2 -g -c %s -o /dev/null -Warray-bounds 2>&1 | FileCheck %s --check-prefix=DEFAULT
// RUN: %kcc -O2 -g -c %s -o /dev/null -Warray-bounds -fstrict-flex-arrays=0 2>&1 | FileCheck %s --check-prefix=DEFAULT
// RUN: %kcc -O2 -g -c %s -o /dev/null -Warray-bounds -fstrict-flex-arrays=2 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: %kcc -O2 -g -c %s -o /dev/null -Warray-bounds=2 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: %kcc -O2 -g -c %s -o /dev/null -Warray-bounds -fstrict-flex-arrays=3 2>&1 | FileCheck %s --check-prefix=THREE

// Trailing arrays: which are flexible follows -fstrict-flex-arrays=N as
// GCC applies it to -Warray-bounds (0 and 1 change nothing: [0] and [1]
// are flexible; 2 checks [1]; GCC's -Warray-bounds=2 does the same; 3
// checks [0] too); arrays that are not last in their struct are always
// checked (interior zero-length ones by -Wzero-length-bounds).

struct one { int n; int data[1]; };
struct four { int n; int data[4]; };
struct zero { int n; int data[0]; };
struct mid { int data[1]; int n; };

int one(struct one *p, int i) { return i > 2 ? p->data[i] : 0; }
int four(struct four *p, int i) { return i > 5 ? p->data[i] : 0; }
int zero(struct zero *p, int i) { return i > 5 ? p->data[i] : 0; }
int mid(struct mid *p, int i) { return i > 2 ? p->data[i] : 0; }

// DEFAULT-NOT: 'one'
// DEFAULT: In function 'four':
// DEFAULT-NEXT: warning: array subscript 6 is above array bounds of 'int[4]'
// DEFAULT-NOT: 'zero'
// DEFAULT: In function 'mid':
// DEFAULT-NEXT: warning: array subscript 3 is above array bounds of 'int[1]'

// TWO: In function 'one':
// TWO: warning: array subscript 3 is above array bounds of 'int[1]'
// TWO: In function 'four':
// TWO: warning: array subscript 6 is above array bounds of 'int[4]'
// TWO-NOT: 'zero'
// TWO: In function 'mid':
// TWO-NEXT: warning: array subscript 3 is above array bounds of 'int[1]'


// THREE: In function 'one':
// THREE: In function 'four':
// THREE: In function 'zero':
// THREE-NEXT: warning: array subscript 6 is above array bounds of 'int[0]'
// THREE: In function 'mid':
