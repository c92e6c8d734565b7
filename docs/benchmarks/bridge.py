#!/usr/bin/env python3
"""The bridge line of openspiel.py alone (20,000 games), for side-by-side rounds with the playouts example."""
import time, pyspiel, random
name,n="bridge(use_double_dummy_result=false)",20000
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
