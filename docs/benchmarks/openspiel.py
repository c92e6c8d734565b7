#!/usr/bin/env python3
"""Side-by-side reference for issue 14: OpenSpiel C++ games played by uniform random bots (pyspiel.evaluate_bots),
games/s and decisions/s, to compare with `cargo run --release -p metro-engine --example playouts -- 3000` run at the
same time on the same machine. Needs `pip install open_spiel`. Bridge is loaded without the double-dummy scoring,
which otherwise dominates its time. Arguments name the games to play (`openspiel.py bridge` for bridge alone, as
side_by_side.sh runs it); none plays all three."""
import time, pyspiel, sys, random
GAMES = {"bridge": "bridge(use_double_dummy_result=false)", "oh_hell": "oh_hell", "mancala": "mancala"}
for key in sys.argv[1:] or list(GAMES):
    name, n = GAMES[key], 20000
    g=pyspiel.load_game(name)
    bots=[pyspiel.make_uniform_random_bot(p, 1234+p) for p in range(g.num_players())]
    t=time.time()
    for i in range(n):
        pyspiel.evaluate_bots(g.new_initial_state(), bots, i)
    dt=time.time()-t
    rng=random.Random(0); tot=0; m=300
    for i in range(m):
        s=g.new_initial_state()
        while not s.is_terminal():
            if s.is_chance_node():
                outs=s.chance_outcomes(); s.apply_action(rng.choices([a for a,_ in outs],[p for _,p in outs])[0])
            else:
                s.apply_action(rng.choice(s.legal_actions())); tot+=1
    d=tot/m
    print(f"{name}: {n/dt:.0f} games/s, {d:.1f} decisions/game, {n/dt*d/1e6:.2f}M decisions/s", flush=True)
