// SPDX-License-Identifier: GPL-2.0
/*
 * kcc_test: an out-of-tree module built by kcc against the configured tree
 * (make M=). Its init makes an indirect call through a pointer whose
 * prototype matches the callee, and it offers debugfs files through which
 * the guest init provokes calls on demand:
 *
 *   /sys/kernel/debug/kcc_test/call_matched   write N: indirect call, matched
 *                                             prototype; prints 2*N
 *   /sys/kernel/debug/kcc_test/call_unchecked write N: call through a pointer
 *                                             forged from another prototype,
 *                                             inside cfi_unchecked(): no trap
 *                                             (only with kcc's KCFI, which
 *                                             honours cfi_unchecked)
 *   /sys/kernel/debug/kcc_test/reserved_id    write N: print the word before
 *                                             kcc_test_direct_only(), a
 *                                             function only called directly
 *                                             (-fsanitize-kcfi-reserved-id:
 *                                             the reserved id 0)
 */
#include <linux/debugfs.h>
#include <linux/fs.h>
#include <linux/init.h>
#include <linux/module.h>
#include <linux/printk.h>

static noinline int kcc_test_double(int x)
{
	return x * 2;
}

/* Keep the calls indirect: the compiler must not see through the pointer. */
static int (*volatile kcc_test_fn)(int) = kcc_test_double;

/* Each file takes a number; writing it runs the test with that number. */
static int call_matched_set(void *data, u64 n)
{
	pr_info("kcc_test: call_matched(%d) = %d\n", (int)n, kcc_test_fn(n));
	return 0;
}
DEFINE_DEBUGFS_ATTRIBUTE(call_matched_fops, NULL, call_matched_set, "%llu\n");

#ifdef __KCC_KCFI__
static noinline long kcc_test_add(long a, long b)
{
	return a + b;
}

static int call_unchecked_set(void *data, u64 n)
{
	int (*forged)(int) = (void *)kcc_test_add;

	OPTIMIZER_HIDE_VAR(forged);
	(void)cfi_unchecked(forged(n));
	pr_info("kcc_test: call_unchecked(%d) survived\n", (int)n);
	return 0;
}
DEFINE_DEBUGFS_ATTRIBUTE(call_unchecked_fops, NULL, call_unchecked_set,
			 "%llu\n");
#endif

#if defined(__KCC_KCFI__) && defined(KCC_TEST_RESERVED_ID)
/* Called only directly: it cannot be the target of an indirect call. */
static noinline int kcc_test_direct_only(int x)
{
	return x + 3;
}

/*
 * Its address, taken in assembly so that the compiler still sees a function
 * whose address is not taken (what a corrupted pointer could aim at).
 */
static const u32 *kcc_test_direct_only_addr(void)
{
	const u32 *p;

#if defined(CONFIG_ARM64)
	asm("adr %0, kcc_test_direct_only" : "=r"(p));
#elif defined(CONFIG_RISCV)
	asm("lla %0, kcc_test_direct_only" : "=r"(p));
#else
#error "kcc_test: reserved_id needs arm64 or riscv"
#endif
	return p;
}

static int reserved_id_set(void *data, u64 n)
{
	/* The KCFI check of an indirect call reads the word before the target. */
	pr_info("kcc_test: word before kcc_test_direct_only: %08x (direct call: %d)\n",
		kcc_test_direct_only_addr()[-1], kcc_test_direct_only(n));
	return 0;
}
DEFINE_DEBUGFS_ATTRIBUTE(reserved_id_fops, NULL, reserved_id_set, "%llu\n");
#endif

static struct dentry *kcc_test_dir;

static int __init kcc_test_init(void)
{
	kcc_test_dir = debugfs_create_dir("kcc_test", NULL);
	debugfs_create_file_unsafe("call_matched", 0200, kcc_test_dir, NULL,
			    &call_matched_fops);
#ifdef __KCC_KCFI__
	debugfs_create_file_unsafe("call_unchecked", 0200, kcc_test_dir, NULL,
			    &call_unchecked_fops);
#endif
#if defined(__KCC_KCFI__) && defined(KCC_TEST_RESERVED_ID)
	debugfs_create_file_unsafe("reserved_id", 0200, kcc_test_dir, NULL,
			    &reserved_id_fops);
#endif
	pr_info("kcc_test: indirect call returned %d\n", kcc_test_fn(21));
	return 0;
}

static void __exit kcc_test_exit(void)
{
	debugfs_remove_recursive(kcc_test_dir);
}

module_init(kcc_test_init);
module_exit(kcc_test_exit);
MODULE_DESCRIPTION("kcc test module: modules built by kcc load and run");
MODULE_LICENSE("GPL");
