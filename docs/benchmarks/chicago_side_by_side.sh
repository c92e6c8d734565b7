#!/bin/sh
# Issue 29's yardstick: Chicago Express random playouts beside OpenSpiel's bridge and Tokyo Metro's, in one run on
# one machine (the same yardstick as issue 14's, docs/benchmarks/README.md):
#   chicago_side_by_side.sh [PYTHON]
# PYTHON: a Python with `open_spiel` installed (`pip install open_spiel`). Builds the two playouts examples, then
# five interleaved rounds: OpenSpiel bridge (uniform random bots), Chicago Express 4 players (uniform random, then
# westward), Tokyo Metro 4 players (uniform random). Run on an otherwise idle machine; the ratios are what count.
set -eu
PY=${1:-python3}
HERE=$(dirname "$0")
cargo build --release --locked -p metro-chicago --example chicago_playouts
cargo build --release --locked -p metro-engine --example playouts
for i in 1 2 3 4 5; do
  echo "== round $i"
  "$PY" "$HERE/openspiel.py" bridge
  target/release/examples/chicago_playouts 20000 4
  METRO_CLONES=0 target/release/examples/playouts 20000
done
