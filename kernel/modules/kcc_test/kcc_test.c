// SPDX-License-Identifier: GPL-2.0
/*
 * kcc_test: an out-of-tree module built by kcc against the configured tree
 * (make M=). Its init makes an indirect call through a pointer whose
 * prototype matches the callee, and it offers debugfs files through which
 * the guest init provokes calls on demand:
 *
 *   /sys/kernel/debug/kcc_test/call_matched   write N: indirect call, matched
 *                                             prototype; prints 2*N
 */
#include <linux/debugfs.h>
#include <linux/fs.h>
#include <linux/init.h>
#include <linux/kstrtox.h>
#include <linux/module.h>
#include <linux/printk.h>

static noinline int kcc_test_double(int x)
{
	return x * 2;
}

/* Keep the calls indirect: the compiler must not see through the pointer. */
static int (*volatile kcc_test_fn)(int) = kcc_test_double;

static ssize_t call_matched_write(struct file *file, const char __user *buf,
				  size_t count, loff_t *ppos)
{
	int n, ret;

	ret = kstrtoint_from_user(buf, count, 10, &n);
	if (ret)
		return ret;
	pr_info("kcc_test: call_matched(%d) = %d\n", n, kcc_test_fn(n));
	return count;
}

static const struct file_operations call_matched_fops = {
	.write = call_matched_write,
};

static struct dentry *kcc_test_dir;

static int __init kcc_test_init(void)
{
	kcc_test_dir = debugfs_create_dir("kcc_test", NULL);
	debugfs_create_file("call_matched", 0200, kcc_test_dir, NULL,
			    &call_matched_fops);
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
