# Sourced by kernel/run and tools/bench: the architectures of kernel/arches.
#
# kernel_arch ARCH: sets karch (the kernel's ARCH=), triple, image, console,
# qemu_package and the array qemu from ARCH's row; returns 1 for an
# architecture the table does not have.
# kernel_arches: the architectures, separated by spaces.
kernel_arches_file=$(dirname "${BASH_SOURCE[0]}")/arches

kernel_arch() { # ARCH
  local a k t i c p q
  while IFS=$'\t' read -r a k t i c p q; do
    case $a in '#'* | '') continue ;; esac
    if [ "$a" = "$1" ]; then
      karch=$k triple=$t image=$i console=$c qemu_package=$p
      read -r -a qemu <<< "$q"
      return 0
    fi
  done < "$kernel_arches_file"
  return 1
}

kernel_arches() {
  local a rest list=
  while IFS=$'\t' read -r a rest; do
    case $a in '#'* | '') continue ;; esac
    list="${list:+$list }$a"
  done < "$kernel_arches_file"
  echo "$list"
}
