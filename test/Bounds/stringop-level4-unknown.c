// RUN: %kcc -O2 -Wstringop-overflow=4 -c %s -o /dev/null -fdiagnostics-color=never 2>&1 | FileCheck %s --allow-empty --implicit-check-not=warning:

// At -Wstringop-overflow=3 and 4 the least size of the destination counts,
// but an object of unknown size (what a pointer argument points to) has
// none: a struct assignment through a pointer (a memcpy in the IR) or a
// memset of one is no overflow, as with GCC.

typedef struct { unsigned long v; } pte_t;
struct big { char b[84]; };

void set(pte_t *tbl, unsigned long v) { *tbl = (pte_t){v}; }
void copy_big(struct big *d, const struct big *s) { *d = *s; }
void clear(char *d) { __builtin_memset(d, 0, 64); }
