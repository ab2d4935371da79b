#!/usr/bin/env python3
"""kiwi_stack.py N [N ...]: kiwi (kiwisolver) on the constraint shape of a vertical stack of N labels
(Benchmarks/WIDGETS.md): each label pinned to the left and right of the window (alignment fill), stacked with
spacing 0 (y of one = bottom of the previous), non-negative lengths (required), and its intrinsic
size as hugging (<= text, 250) and compression resistance (>= text, 750) on both axes; the window's
size as two edit variables. Constraints are added one by one, as a UI adds them, then solved once.
Prints the milliseconds per N. One plausible encoding, not the only one."""
import kiwisolver as kw, time, sys
def run(N, W=120, H=40):
    s = kw.Solver()
    win_w, win_h = kw.Variable('W'), kw.Variable('H')
    s.addEditVariable(win_w, kw.strength.create(1, 0, 0, 1)); s.addEditVariable(win_h, kw.strength.create(1, 0, 0, 1))
    s.suggestValue(win_w, W); s.suggestValue(win_h, H)
    t0 = time.perf_counter()
    prev_bottom = None
    for i in range(N):
        x, y, w, h = (kw.Variable(f'{c}{i}') for c in 'xywh')
        text = len(f'row {i}')
        s.addConstraint(x == 0); s.addConstraint(x + w == win_w)        # alignment fill
        s.addConstraint(w >= 0); s.addConstraint(h >= 0)
        s.addConstraint(y == (0 if prev_bottom is None else prev_bottom))  # spacing 0
        s.addConstraint((w <= text) | 250); s.addConstraint((w >= text) | 750)
        s.addConstraint((h <= 1) | 250); s.addConstraint((h >= 1) | 750)
        prev_bottom = y + h
    s.updateVariables()
    t1 = time.perf_counter()
    return (t1 - t0) * 1e3
for N in [int(a) for a in sys.argv[1:]]:
    print(N, f"{run(N):.1f} ms")
