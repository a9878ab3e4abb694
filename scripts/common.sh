# Shared by run.sh and test.sh: the repository root, and a configured, built preset.
repo_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

# build_preset <preset> [TARGET...]: configure (once) and build the targets (default: all of them).
build_preset() {
  local preset=$1
  shift
  if [ ! -f "$repo_root/build/$preset/build.ninja" ]; then
    cmake --preset "$preset" -S "$repo_root" >/dev/null
  fi
  cmake --build --preset "$preset" ${1:+--target "$@"}
}
