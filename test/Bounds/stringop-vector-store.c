// RUN: %kcc -O2 -c %s -o /dev/null -Wno-psabi -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// A vector store the source writes (GCC's vector_size types) is measured
// against its object as a scalar store is: -Wstringop-overflow, on by
// default. The vector stores the vectorizers make of several scalar ones
// are not the source's and are not checked.

typedef char v4qi __attribute__((vector_size(4)));
typedef char v16qi __attribute__((vector_size(16)));

extern char two[2], four[4], fifteen[15];
extern v4qi word;

// CHECK-LABEL: In function 'too_wide'
// CHECK: stringop-vector-store.c:[[@LINE+2]]:36: warning: writing 4 bytes into a region of size 2 [-Wstringop-overflow=]
// CHECK: stringop-vector-store.c:11:13: note: destination object 'two' of size 2
void too_wide(void) { *(v4qi *)two = word; }

// CHECK-LABEL: In function 'literal'
// CHECK: stringop-vector-store.c:[[@LINE+2]]:40: warning: writing 16 bytes into a region of size 15 [-Wstringop-overflow=]
// CHECK: stringop-vector-store.c:11:30: note: destination object 'fifteen' of size 15
void literal(void) { *(v16qi *)fifteen = (v16qi){1, 2, 3}; }

// Within the object: no warning.
void fits(void) { *(v4qi *)four = word; }

// A loop the vectorizers turn into wide stores stays quiet.
void loop(void) {
  for (int i = 0; i < 15; i++)
    fifteen[i] = i;
}
