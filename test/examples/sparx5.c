// The seed example of kcc (after the GCC RFC's -fdiagnostics-details
// motivation, reduced from drivers/net/ethernet/microchip/sparx5).
//
// assign() is inlined twice into sparx5_set(). After the first inlined
// `if (*index >= 4)`, jump threading copies the load of `*val` (whose
// address `&sg->vals[index]` was formed before the call) into the path on
// which index >= 4, where the subscript is out of bounds of int[4]. GCC warns
// there with -Warray-bounds and no hint of why; kcc explains it.

struct nums {
  int vals[4];
};

extern void warn(void);

static inline void assign(int val, int *regs, int *index) {
  if (*index >= 4)
    warn();
  *regs = val;
}

int sparx5_set(int *ptr, struct nums *sg, int index) {
  int *val = &sg->vals[index];

  assign(0, ptr, &index);
  assign(*val, ptr, &index);

  return 0;
}
