"""Win rate of the search bot over the JSON Lines files of search-bot-4p.sh, with Wilson 95% intervals, the mean
margin over the best other player, and the CPU time per searched move (the run's user time over a quarter of its
decisions: the heuristic bots' share of the time is small)."""
import collections, glob, json, math, os, re, sys

def wilson(k, n, z=1.96):
    p = k / n
    d = 1 + z * z / n
    c = p + z * z / (2 * n)
    r = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return (c - r) / d * 100, (c + r) / d * 100

folder = sys.argv[1] if len(sys.argv) > 1 else "/tmp/mcts4"
runs = collections.defaultdict(lambda: {"wins": 0, "games": 0, "margins": [], "decisions": 0, "cpu": 0.0})
for path in sorted(glob.glob(os.path.join(folder, "*.jsonl"))):
    name = os.path.basename(path)
    tag = re.sub(r"-seat\d.*", "", name)
    seat = int(re.search(r"seat(\d)", name).group(1))
    r = runs[tag]
    r["cpu"] += float(open(path[: -len(".jsonl")] + ".time").read().split()[0])
    for line in open(path):
        game = json.loads(line)
        totals = [p["total"] for p in game["players"]]
        r["games"] += 1
        r["wins"] += game["winner"] == seat
        r["margins"].append(totals[seat] - max(t for i, t in enumerate(totals) if i != seat))
        r["decisions"] += game["decisions"]
for tag, r in runs.items():
    n, k, m = r["games"], r["wins"], r["margins"]
    lo, hi = wilson(k, n)
    mean = sum(m) / n
    se = (sum((x - mean) ** 2 for x in m) / (n - 1)) ** 0.5 / n ** 0.5 if n > 1 else 0.0
    print(f"{tag:14s} {n:3d} games, {k:3d} wins = {100 * k / n:5.1f}% [{lo:4.1f}, {hi:5.1f}]"
          f"  margin {mean:+6.0f} ± {se:3.0f}  CPU a searched move ≈ {r['cpu'] / (r['decisions'] / 4):.2f} s")
