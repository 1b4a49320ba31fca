// RUN: %kcc -O2 -Wall -Wno-alloc-size -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: %kcc -O2 -g -Wall -Wno-alloc-size -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --implicit-check-not=warning:

// An access through `p->` where `*p` starts in the object p points into and
// ends past it (a block smaller than the struct, a buffer cast to a larger
// struct): GCC checks the struct, whether or not the member itself is in
// the object, and puts its caret at the `->`.

typedef __SIZE_TYPE__ size_t;
void *malloc (size_t);

struct msg { long hdr; long body[3]; };
struct pair { int x, y, z; };
struct node { struct node *next; int val; };

struct node *head;

// CHECK-LABEL: In function 'first_in_bounds'
// CHECK: member-struct-partly-outside.c:[[@LINE+8]]:4: warning: array subscript 'struct msg[0]' is partly outside array bounds of 'unsigned char[16]' [-Warray-bounds]
// CHECK-NEXT: [[@LINE+7]] |   m->hdr = 1;
// CHECK-NEXT: |    ^~
// CHECK: note: object of size 16 allocated by 'malloc'
struct msg *first_in_bounds (void)
{
  struct msg *m = malloc (16);

  m->hdr = 1;
  return m;
}

// CHECK-LABEL: In function 'past_the_block'
// CHECK: member-struct-partly-outside.c:[[@LINE+5]]:4: warning: array subscript 'struct pair[0]' is partly outside array bounds of 'unsigned char[8]' [-Warray-bounds]
struct pair *past_the_block (void)
{
  struct pair *p = malloc (8);

  p->z = 1;
  return p;
}

// CHECK-LABEL: In function 'cast_buffer'
// CHECK: member-struct-partly-outside.c:[[@LINE+6]]:11: warning: array subscript 'struct msg[0]' is partly outside array bounds of 'char[16]' [-Warray-bounds]
// CHECK: note: object 'buf' of size 16
long cast_buffer (void)
{
  char buf[16] = { 0 };
  struct msg *m = (struct msg *) buf;
  return m->body[2];
}

struct pair *whole (void)
{
  struct pair *p = malloc (sizeof *p);

  p->z = 1;
  return p;
}

int second (void)
{
  return head->next->val;
}
