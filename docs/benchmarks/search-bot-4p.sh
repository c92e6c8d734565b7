#!/bin/bash
# The search bot (mcts:40) against three heuristic bots, 4 players, rotated through every seat; one JSON Lines file
# per configuration and seat, and the CPU time of each run (for "≤ 1 s a move on one core").
# Usage: METRO=target/release/metro G=10 BASE=7000 OUT=/tmp/mcts4 docs/benchmarks/search-bot-4p.sh
# then:  python3 docs/benchmarks/search_bot_summary.py /tmp/mcts4
set -eu
METRO=${METRO:-target/release/metro}
G=${G:-10}
BASE=${BASE:-7000}
OUT=${OUT:-/tmp/mcts4}
mkdir -p "$OUT"
for cfg in "osaka osaka --drinks" "osaka osaka" "tokyo tokyo --drinks" "tokyo tokyo"; do
  set -- $cfg
  map=$1; cards=$2; extra=${3:-}
  tag=$map${extra:+-drinks}
  for seat in 0 1 2 3; do
    bots=$(echo heuristic,heuristic,heuristic,heuristic | awk -F, -v s=$seat 'BEGIN{OFS=","}{$(s+1)="mcts:40"; print}')
    out=$OUT/$tag-seat$seat-$BASE
    [ -s "$out.jsonl" ] && continue
    /usr/bin/time -f "%U %S %e" -o "$out.time" "$METRO" sim --map $map --cards $cards --players 4 --bots $bots \
      --games $G --seed $((BASE + seat * 100)) --jobs 1 $extra --json "$out.part" > "$out.txt"
    mv "$out.part" "$out.jsonl"
  done
done
