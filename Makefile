# kcc: two commands set everything up on a fresh Debian 12 machine.
#
#   make demo          install missing packages, build, run kcc on the examples
#   make check         install missing packages, build, run the lit suite
#   make check-kernel  build and boot the arm64 and riscv64 kernels in QEMU
#   make check-kernel-kunit  the larger kernels with KUnit, kcc vs clang-22
#                      (about an hour on 2 cores: not part of CI)
#
# BUILD selects the build directory (default: build/).

BUILD ?= build
NINJA := ninja

.PHONY: all deps build demo check check-kernel check-kernel-kunit clean

all: build

deps:
	tools/install-deps

$(BUILD)/build.ninja: | deps
	cmake -S . -B $(BUILD) -G Ninja \
	  -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22

build: deps $(BUILD)/build.ninja
	$(NINJA) -C $(BUILD)

demo: build
	BUILD=$(abspath $(BUILD)) tools/demo

check: build
	$(NINJA) -C $(BUILD) check

check-kernel: build
	tools/install-deps --kernel
	BUILD=$(abspath $(BUILD)) kernel/check

check-kernel-kunit: build
	tools/install-deps --kernel
	BUILD=$(abspath $(BUILD)) kernel/kunit

clean:
	rm -rf $(BUILD)
