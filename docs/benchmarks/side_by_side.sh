#!/bin/sh
# The fourth engine-speed stop's measurement (issue 14; docs/benchmarks/README.md, last section):
#   side_by_side.sh A_BENCH B_BENCH PLAYOUTS [PYTHON]
# A_BENCH, B_BENCH: criterion binaries of `benches/games.rs` from the two commits (`cargo bench -p metro-engine
# --bench games --no-run` prints the path); PLAYOUTS: `target/release/examples/playouts` of B; PYTHON: a Python with
# `open_spiel` installed. Three interleaved A/B criterion rounds, then five rounds of OpenSpiel bridge and the
# playouts example both ways (apply_chosen, then METRO_CHECKED=1 for apply_into). Run on an otherwise idle machine.
set -eu
A=$1; B=$2; P=$3; PY=${4:-python3}
HERE=$(dirname "$0")
for i in 1 2 3; do
  echo "== criterion round $i"
  "$A" --bench --warm-up-time 2 --measurement-time 6 --noplot '^random games' 2>&1 | grep -E "^random|thrpt:" | head -2
  "$B" --bench --warm-up-time 2 --measurement-time 6 --noplot '^random games' 2>&1 | grep -E "^random|thrpt:"
done
for i in 1 2 3 4 5; do
  echo "== side by side round $i"
  "$PY" "$HERE/openspiel.py" bridge
  METRO_CLONES=0 "$P" 20000
  METRO_CHECKED=1 METRO_CLONES=0 "$P" 20000
done
