"""The layout benchmarks' scenes (Benchmarks/Sources/OpenTouchBenchmarks/LayoutScenes.swift) solved by
kiwisolver (C++ Cassowary, the anchor): a 250-card screen (1,001 views, 12 constraints a card plus
intrinsic sizes) and chains of N constraints (N/4 views, 4 constraints each). Times the solve only:
add every constraint, then read every variable. Prints ms per scene (min of 5 runs).

Run: pip install kiwisolver && python3 layout_anchor.py
The intrinsic sizes below (title 60 x 20.3, detail 230 x 20.3, button 30 x 34) stand in for the labels'
and button's measured sizes; use the project's own values when comparing, and check that both solvers
give the same frames before comparing times. Measured twice here (kiwisolver 1.5.1, 2 shared cores,
load varying): card screen 2.3-5.4 s; chains of 100 / 1,000 / 10,000 constraints 0.14-0.16 /
13.8-22.9 / 2,363-5,068 ms. Compare only figures taken in the same run.

Extended for OpenTouch's benchmarks (`opentouch-benchmarks --layout` runs it in the same run):
stacks (a column of N/4 views, each pinned below the previous and to both sides of the root, with a
height) and independent siblings (N/4 views each placed against the root only), a chain of 100,000
constraints, the card screen's moved constant (the first card's top constraint removed and added
again with another constant, then every variable read), and a machine-readable mode:

    python3 layout_anchor.py --machine [--sizes FILE] [--frames FILE] [--budget S] SCENE...

SCENE is `cards`, `cards-moved`, or `chain-N`, `stack-N`, `siblings-N`. Each scene prints one line
`scene NAME ms T1,T2,...` (every run's time), or `skipped NAME predicted S` when the previous size
of that shape predicts more than the budget (seconds, default 60; growth assumed quadratic).
`--sizes` reads the intrinsic sizes per card (JSON: a list of [title w, title h, detail w, detail
h, like w, like h]) instead of the stand-ins; `--frames` writes the card screen's frames (JSON: a
list of [x, y, w, h], root first) for the benchmark to compare with its own."""
import time, sys
from kiwisolver import Variable, Solver, strength

REQ, HUG, CR = strength.required, strength.create(0, 0, 250), strength.create(0, 0, 750)

class V:
    def __init__(s, n):
        s.l, s.t, s.w, s.h = Variable(n+'l'), Variable(n+'t'), Variable(n+'w'), Variable(n+'h')
    r = property(lambda s: s.l + s.w); b = property(lambda s: s.t + s.h); cy = property(lambda s: s.t + s.h / 2)
    def all(s): return [s.l, s.t, s.w, s.h]

def intrinsic(v, w, h):  # hugging + compression resistance, as Auto Layout adds them
    return [(v.w <= w) | HUG, (v.w >= w) | CR, (v.h <= h) | HUG, (v.h >= h) | CR, (v.w >= 0), (v.h >= 0)]

def card_screen(cards, sizes=None):
    root = V('root'); cs = [root.l == 0, root.t == 0, root.w == 375, root.h == 100000]; vs = [root]
    prev = root.t
    for i in range(cards):
        card, title, detail, like = V('c'), V('t'), V('d'), V('k'); vs += [card, title, detail, like]
        cs += [card.t == prev + 8, card.l == root.l + 16, card.r == root.r - 16,
               title.t == card.t + 12, title.l == card.l + 12, title.r <= like.l - 8,
               like.cy == title.cy, like.r == card.r - 12, detail.t == title.b + 4,
               detail.l == title.l, detail.r == card.r - 12, detail.b == card.b - 12]
        tw, th, dw, dh, kw, kh = sizes[i] if sizes else (60, 20.3, 230, 20.3, 30, 34)
        cs += intrinsic(title, tw, th) + intrinsic(detail, dw, dh) + intrinsic(like, kw, kh)
        cs += [card.w >= 0, card.h >= 0]
        prev = card.b
    return cs, vs

def chain(n):
    root = V('root'); cs = [root.l == 0, root.t == 0, root.w == 1000000, root.h == 100]; vs = [root]
    prev = root.l
    for i in range(n // 4):
        v = V('v'); vs.append(v)
        cs += [v.l == prev + 1, v.t == root.t + 10, v.w == 10, v.h == 20]
        prev = v.r
    return cs, vs

def stack(n):
    root = V('root'); cs = [root.l == 0, root.t == 0, root.w == 375, root.h == 1000000]; vs = [root]
    prev = root.t
    for i in range(n // 4):
        v = V('s'); vs.append(v)
        cs += [v.t == prev + 4, v.l == root.l + 16, v.r == root.r - 16, v.h == 20]
        prev = v.b
    return cs, vs

def siblings(n):
    root = V('root'); cs = [root.l == 0, root.t == 0, root.w == 375, root.h == 1000000]; vs = [root]
    for i in range(n // 4):
        v = V('i'); vs.append(v)
        cs += [v.l == root.l + (i % 30) * 12, v.t == root.t + (i // 30) * 12, v.w == 10, v.h == 10]
    return cs, vs

def timed_runs(build, args, budget, moved=False):
    """Every run's ms (at least 1, up to 5, while under the budget) and the last run's frames.
    A moved run solves the scene untimed, then times the first card's top constraint (cs[4])
    replaced by one with another constant, and the read."""
    times, frames, spent = [], None, 0.0
    while len(times) < 5 and (not times or spent + times[-1] / 1000 < budget / 4):
        cs, vs = build(*args)
        if moved:
            s = Solver()
            for c in cs: s.addConstraint(c)
            s.updateVariables()
            t0 = time.perf_counter()
            s.removeConstraint(cs[4]); s.addConstraint(vs[1].t == vs[0].t + 7)
        else:
            t0 = time.perf_counter(); s = Solver()
            for c in cs: s.addConstraint(c)
        s.updateVariables()
        frames = [(v.l.value(), v.t.value(), v.w.value(), v.h.value()) for v in vs]
        dt = time.perf_counter() - t0
        times.append(dt * 1000); spent += dt
    return times, frames

def machine(argv):
    import json
    budget, sizes, frames_path, scenes = 60.0, None, None, []
    it = iter(argv)
    for a in it:
        if a == '--budget': budget = float(next(it))
        elif a == '--sizes': sizes = json.load(open(next(it)))
        elif a == '--frames': frames_path = next(it)
        elif a != '--machine': scenes.append(a)
    last = {}
    for name in scenes:
        if name in ('cards', 'cards-moved'):
            cards = len(sizes) if sizes else 250
            times, frames = timed_runs(card_screen, (cards, sizes), budget, moved=name == 'cards-moved')
            if frames_path and name == 'cards':
                json.dump(frames, open(frames_path, 'w'))
        else:
            shape, n = name.rsplit('-', 1); n = int(n)
            previous = last.get(shape)
            if previous and previous[1] / 1000 * (n / previous[0]) ** 2 > budget:
                print(f"skipped {name} predicted {previous[1] / 1000 * (n / previous[0]) ** 2:.0f}", flush=True)
                continue
            times, _ = timed_runs({'chain': chain, 'stack': stack, 'siblings': siblings}[shape], (n,), budget)
            last[shape] = (n, min(times))
        print(f"scene {name} ms " + ",".join(f"{t:.4f}" for t in times), flush=True)

def solve(build, *args):
    best = None
    for _ in range(5):
        cs, vs = build(*args)
        t0 = time.perf_counter(); s = Solver()
        for c in cs: s.addConstraint(c)
        s.updateVariables()
        frames = [(v.l.value(), v.t.value(), v.w.value(), v.h.value()) for v in vs]
        dt = time.perf_counter() - t0
        best = dt if best is None else min(best, dt)
    return best * 1000, frames

if __name__ == "__main__":
    if '--machine' in sys.argv:
        machine(sys.argv[1:]); sys.exit(0)
    ms, frames = solve(card_screen, 250)
    print(f"kiwi card screen 250 cards ({len(frames)} views): {ms:.2f} ms; card 0 frame {frames[1]}, last card {frames[-4]}")
    for n in (100, 1000, 10000):
        ms, frames = solve(chain, n)
        print(f"kiwi chain {n} constraints: {ms:.2f} ms; last view x = {frames[-1][0]}")
