# kcc: two commands set everything up on a fresh Debian 12 machine.
#
#   make demo          install missing packages, build, run kcc on the examples
#   make check         install missing packages, build, run the lit suite
#   make check-kernel  build and boot the arm64 and riscv64 kernels in QEMU
#
# BUILD selects the build directory (default: build/).

BUILD ?= build
NINJA := ninja

.PHONY: all deps build demo check check-kernel clean

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

clean:
	rm -rf $(BUILD)
