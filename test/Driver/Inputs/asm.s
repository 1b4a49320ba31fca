	.text
	.globl f
f:
	ret
