#!/usr/bin/env bash
# Instructions (callgrind) of each benchmark path, with a fixed number of
# iterations: examples/bench_paths.rs built with the bench profile in the
# tree given (default: this one), run under valgrind, the `m_*` functions
# counted. Deterministic: two trees measured this way can be compared on a
# loaded machine. With a second tree, each path is run in both and the
# ratio printed (the second over the first).
#   scripts/callgrind-paths.sh [TREE [OTHER_TREE]]
# Needs valgrind. A tree older than the example gets a copy of it.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
trees=("${1:-$here}")
[ $# -ge 2 ] && trees+=("$2")
command -v valgrind >/dev/null || { echo "callgrind-paths: valgrind is not installed" >&2; exit 1; }
for t in "${trees[@]}"; do
  mkdir -p "$t/examples"
  [ -f "$t/examples/bench_paths.rs" ] || cp "$here/examples/bench_paths.rs" "$t/examples/"
  (cd "$t" && CARGO_PROFILE_BENCH_LTO=fat CARGO_PROFILE_BENCH_CODEGEN_UNITS=1 cargo build --locked -q --profile bench --example bench_paths)
done
count() { # TREE ARGS... -> instructions of the m_* functions
  local out; out=$(mktemp)
  valgrind --tool=callgrind --callgrind-out-file="$out" --collect-atstart=no --toggle-collect='bench_paths::m_*' \
    "$1/target/release/examples/bench_paths" "${@:2}" >/dev/null 2>&1
  grep -E '^(summary|totals):' "$out" | head -1 | awk '{print $2}'
  rm -f "$out"
}
paths=()
for v in mixed_board caster_forests with_planeswalker with_static_replacement; do
  for n in 10 1000 10000; do paths+=("bolt_fresh $n 5 $v" "bolt_warm $n 20 $v"); done
done
paths+=("legal 0 50" "loop716 1000 10" "loop716 10000 10")
for m in layers_3 layers_humility; do for n in 10 1000 10000; do paths+=("$m $n 1000"); done; done
paths+=("layers_every 10 3" "layers_every 1000 3" "layers_100 1000 200")
# The session copies its game when the clock says enough work was done
# since its last copy (session.rs `advanced`): its rows run long enough to
# hold several copies, under valgrind's clock as under a real one.
paths+=("session_iter 1000 200" "session_first 1000 2" "session_iter 10000 50" "session_first 10000 2")
paths+=("fanout_enters 1000 1" "fanout_enters 10000 1" "fanout_dies 1000 1")
printf '%-42s' "path (N, iterations, variant)"; for t in "${trees[@]}"; do printf ' %16s' "$(basename "$t")"; done; echo
for p in "${paths[@]}"; do
  # shellcheck disable=SC2086
  a=$(count "${trees[0]}" $p)
  printf '%-42s %16s' "$p" "$a"
  if [ ${#trees[@]} -eq 2 ]; then
    # shellcheck disable=SC2086
    b=$(count "${trees[1]}" $p)
    printf ' %16s  %.3f' "$b" "$(echo "$b / $a" | bc -l)"
  fi
  echo
done
