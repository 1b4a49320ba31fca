# Sourced by tools/bench's scripts. shown_path PATH: PATH as a report shows
# it, never an absolute path of the machine it ran on: "$BUILD/..." under
# the build directory, relative to the repository inside it, and a bare
# command name for a program found on PATH.
# Needs $top (the repository) and $BUILD.
shown_path() { # PATH
  local p=$1
  case "$p" in
    "$BUILD"/*) echo "\$BUILD/${p#"$BUILD"/}" ;;
    "$top"/*) echo "${p#"$top"/}" ;;
    /*) if [ "$(command -v "${p##*/}" 2> /dev/null)" = "$p" ]; then echo "${p##*/}"; else echo "$p"; fi ;;
    *) echo "$p" ;;
  esac
}
