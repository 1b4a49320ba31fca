// SPDX-License-Identifier: GPL-2.0
/*
 * kcc_test: an out-of-tree module built by kcc against the configured tree
 * (make M=). Its init makes an indirect call through a pointer whose
 * prototype matches the callee, so under CFI the call is checked and passes;
 * the guest init looks for the line it prints.
 */
#include <linux/init.h>
#include <linux/module.h>
#include <linux/printk.h>

static noinline int kcc_test_answer(int x)
{
	return x * 2;
}

/* Keep the call indirect: the compiler must not see through the pointer. */
static int (*volatile kcc_test_fn)(int) = kcc_test_answer;

static int __init kcc_test_init(void)
{
	pr_info("kcc_test: indirect call returned %d\n", kcc_test_fn(21));
	return 0;
}

static void __exit kcc_test_exit(void)
{
}

module_init(kcc_test_init);
module_exit(kcc_test_exit);
MODULE_DESCRIPTION("kcc test module: modules built by kcc load and run");
MODULE_LICENSE("GPL");
