"""Reference run of the solver workloads (Benchmarks/WORKLOADS.md) on kiwi, through its PyPI package kiwisolver.

Usage: python3 Benchmarks/peers/kiwi_ref.py [--quick] [--only W1|W2|W3] [--grid-sizes 100,1000] [--crossing] [--json]
  pip install kiwisolver   (1.5.1 was used for the figures in WORKLOADS.md)
With --json every RESULT line is also printed as one JSON object:
  {"workload": "W3 grid N=1000 resize", "median_ns": ..., "min_ns": ..., "max_ns": ..., "n": ...}
Python adds about 100 ns per call; for W2 at N >= 1000 and for W3 it is within noise.
"""
import json
import os
import statistics
import sys
import time

import kiwisolver as kw
from kiwisolver import Constraint, Expression, Solver, Term, Variable

now = time.perf_counter_ns
REQ, STRONG, MEDIUM, WEAK = (kw.strength.required, kw.strength.strong,
                             kw.strength.medium, kw.strength.weak)
STRENGTHS = {"required": REQ, "strong": STRONG, "medium": MEDIUM, "weak": WEAK,
             "mmedium": kw.strength.create(0.0, 1.0, 0.0, 1.25),
             "smedium": kw.strength.create(0.0, 100, 0.0)}
OPS = {"EQ": "==", "GE": ">=", "LE": "<="}


def fmt(ns):
    s = ns / 1e9
    if s < 1e-6:
        return f"{s*1e9:.1f} ns"
    if s < 1e-3:
        return f"{s*1e6:.3f} us"
    if s < 1:
        return f"{s*1e3:.3f} ms"
    return f"{s:.3f} s"


JSON = "--json" in sys.argv


def report(name, per_op_ns, extra=""):
    v = sorted(per_op_ns)
    if JSON:
        print(json.dumps({"workload": name, "median_ns": statistics.median(v), "min_ns": v[0],
                          "max_ns": v[-1], "n": len(v)}), flush=True)
    print(f"RESULT {name:<34} median {fmt(statistics.median(v)):<12} min {fmt(v[0]):<12} "
          f"max {fmt(v[-1]):<12} n={len(v)} {extra}", flush=True)


def checksum(vs):
    return sum(round(v.value() * 1e6) for v in vs)


def cks(c):
    sign = "-" if c < 0 else ""
    a = abs(c)
    return f"{sign}{a // 1000000}.{a % 1000000:06d}"


# ----------------------------------------------------------------- W1
def load_cns(path):
    names, cns = [], []
    for line in open(path):
        if line.startswith("# variables (creation order):"):
            names = line.split(":", 1)[1].split()
            continue
        if not line.strip() or line.startswith("#"):
            continue
        p = line.split()
        terms = [(float(p[i]), names.index(p[i + 1])) for i in range(3, len(p), 2)]
        cns.append((STRENGTHS[p[0]], OPS[p[1]], float(p[2]), terms))
    return names, cns


def build_w1(names, cns):
    v = [Variable(n) for n in names]
    s = Solver()
    s.addEditVariable(v[0], STRONG)
    s.addEditVariable(v[1], STRONG)
    for st, op, k, terms in cns:
        s.addConstraint(Constraint(Expression([Term(v[i], c) for c, i in terms], k), op, st))
    s.updateVariables()
    return s, v


SIZES = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]


def w1_objective(cns, v, W, H):
    obj = rv = 0.0
    for st, op, k, terms in cns:
        e = k + sum(c * v[i].value() for c, i in terms)
        viol = abs(e) if op == "==" else (max(0.0, -e) if op == ">=" else max(0.0, e))
        if st >= REQ:
            rv = max(rv, viol)
        else:
            obj += st * viol
    return obj + STRONG * (abs(v[0].value() - W) + abs(v[1].value() - H)), rv


def run_w1(quick):
    names, cns = load_cns(os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, "enaml_like.cns"))
    print(f"W1 enaml-like: {len(names)} variables, {len(cns)} constraints (+2 edit vars)")
    s, v = build_w1(names, cns)
    ob, rv = w1_objective(cns, v, 0, 0)
    print(f"CHECK W1 build          checksum {cks(checksum(v))} objective {ob:.6f} reqviol {rv:.1e}")
    trace = 0
    for w, h in SIZES:
        s.suggestValue(v[0], w)
        s.suggestValue(v[1], h)
        s.updateVariables()
        c = checksum(v)
        trace += c
        ob, rv = w1_objective(cns, v, w, h)
        print(f"CHECK W1 size {w:4d}x{h:<4d} checksum {cks(c)} objective {ob:.6f} reqviol {rv:.1e}")
    print(f"CHECK W1 trace(6 sizes) checksum {cks(trace)}")
    nb = 200 if quick else 2000
    t = []
    for i in range(nb + 20):
        t0 = now()
        build_w1(names, cns)
        t1 = now()
        if i >= 20:
            t.append(t1 - t0)
    report("W1 build", t)
    s, v = build_w1(names, cns)
    wv, hv = v[0], v[1]
    batch = 600
    t = []
    for rep in range((21 if quick else 101) + 3):
        t0 = now()
        for i in range(batch):
            w, h = SIZES[i % 6]
            s.suggestValue(wv, w)
            s.suggestValue(hv, h)
            s.updateVariables()
        t1 = now()
        if rep >= 3:
            t.append((t1 - t0) / batch)
    report("W1 edit (6-size rotation)", t, "per op")
    print(f"CHECK W1 after rotation (800x400) checksum {cks(checksum(v))}")
    t = []
    for w, h in SIZES:
        s.suggestValue(wv, w)
        s.suggestValue(hv, h)
        s.updateVariables()
        for rep in range(5 if quick else 20):
            t0 = now()
            for j in range(1000):
                s.suggestValue(wv, w)
                s.suggestValue(hv, h)
                s.updateVariables()
            t1 = now()
            if rep >= 2:
                t.append((t1 - t0) / 1000)
    report("W1 edit (same value, nanobench)", t, "per op")


# ----------------------------------------------------------------- W2
def build_w2(n):
    x = [Variable() for _ in range(n)]
    s = Solver()
    s.addConstraint(Constraint(Expression([Term(x[0], 1.0)], 0.0), "==", REQ))
    for i in range(n):
        if i > 0:
            s.addConstraint(Constraint(Expression([Term(x[i], 1.0), Term(x[i - 1], -1.0)], -1.0), ">=", REQ))
        s.addConstraint(Constraint(Expression([Term(x[i], 1.0)], -10.0 * i), "==", WEAK))
    s.updateVariables()
    return s, x


def run_w2(quick):
    for n in (100, 1000, 5000):
        t, spent, reps = [], 0.0, 0
        budget = 3 if quick else 20
        while (reps < 5 or spent < budget) and reps < 1000:
            t0 = now()
            s, x = build_w2(n)
            t1 = now()
            c = checksum(x)
            del s
            if reps > 0 or (t1 - t0) > 5e8:
                t.append(t1 - t0)
            spent += (t1 - t0) / 1e9
            reps += 1
        expect = 10 * n * (n - 1) // 2 * 1000000
        report(f"W2 chain N={n} build", t)
        print(f"CHECK W2 N={n} checksum {cks(c)} expected {cks(expect)} {'OK' if c == expect else 'MISMATCH'}")


# ----------------------------------------------------------------- W3
def root_w(bw):
    return 10.0 * bw + 9.0


def root_h(R, bh):
    return float(R * bh + (R - 1))


def grid_expected(n, bw, bh):
    C, R = 10, n // 10
    s = int(root_w(bw) + root_h(R, bh))
    s += R * (bw + 1) * (C * (C - 1) // 2) + n * bw
    s += C * (bh + 1) * (R * (R - 1) // 2) + n * bh
    return s * 1000000


def build_w3(n):
    C, R = 10, n // 10
    allv = [Variable() for _ in range(4 + 4 * n)]
    rl, rt, rw, rh = allv[0:4]
    L, T, W, H = allv[4::4], allv[5::4], allv[6::4], allv[7::4]
    s = Solver()
    add = s.addConstraint

    def cn(terms, k, op, st):
        add(Constraint(Expression([Term(v, c) for v, c in terms], k), op, st))

    cn([(rl, 1)], 0, "==", REQ)
    cn([(rt, 1)], 0, "==", REQ)
    s.addEditVariable(rw, STRONG)
    s.addEditVariable(rh, STRONG)
    s.suggestValue(rw, root_w(20))
    s.suggestValue(rh, root_h(R, 20))
    for b in range(n):
        r, c = divmod(b, C)
        f = b - c
        if c == 0:
            cn([(L[b], 1), (rl, -1)], 0, "==", REQ)
        else:
            cn([(L[b], 1), (L[b - 1], -1), (W[b - 1], -1)], -1, "==", REQ)
            cn([(W[b], 1), (W[f], -1)], 0, "==", REQ)
        if c == C - 1:
            cn([(L[b], 1), (W[b], 1), (rl, -1), (rw, -1)], 0, "==", REQ)
        if c == 0:
            if r == 0:
                cn([(T[b], 1), (rt, -1)], 0, "==", REQ)
            else:
                cn([(T[b], 1), (T[b - C], -1), (H[b - C], -1)], -1, "==", REQ)
                cn([(H[b], 1), (H[0], -1)], 0, "==", REQ)
        else:
            cn([(T[b], 1), (T[f], -1)], 0, "==", REQ)
            cn([(H[b], 1), (H[f], -1)], 0, "==", REQ)
        if r == R - 1 and c == 0:
            cn([(T[b], 1), (H[b], 1), (rt, -1), (rh, -1)], 0, "==", REQ)
        cn([(W[b], 1)], -1, ">=", REQ)
        cn([(H[b], 1)], -1, ">=", REQ)
        cn([(W[b], 1)], -10, "==", WEAK)
    s.updateVariables()
    return s, allv


def run_w3(quick, grid_max, crossing, sizes=(100, 1000, 10000)):
    for n in sizes:
        if n > grid_max:
            print(f"SKIP W3 N={n} (grid-max {grid_max})")
            continue
        R = n // 10
        t, spent, reps = [], 0.0, 0
        budget = 3 if quick else 20
        keep = None
        while (reps < 5 or spent < budget) and reps < 1000:
            t0 = now()
            s, allv = build_w3(n)
            t1 = now()
            c = checksum(allv)
            if reps > 0 or (t1 - t0) > 5e8:
                t.append(t1 - t0)
            spent += (t1 - t0) / 1e9
            reps += 1
            keep = (s, allv)
            if (t1 - t0) > 30e9:
                break
        report(f"W3 grid N={n} build", t)
        e = grid_expected(n, 20, 20)
        print(f"CHECK W3 N={n} build checksum {cks(c)} expected {cks(e)} {'OK' if c == e else 'MISMATCH'}")
        s, allv = keep
        rw, rh = allv[2], allv[3]

        def seq(k):
            if crossing:
                return 1 + k % 20, 1 + (7 * k) % 20
            return 11 + k % 20, 11 + (7 * k) % 20

        trace = trace_e = 0
        ok = True
        for k in range(100):
            bw, bh = seq(k)
            s.suggestValue(rw, root_w(bw))
            s.suggestValue(rh, root_h(R, bh))
            s.updateVariables()
            ck, ex = checksum(allv), grid_expected(n, bw, bh)
            trace += ck
            trace_e += ex
            ok &= ck == ex
        print(f"CHECK W3 N={n} resize trace checksum {cks(trace)} expected {cks(trace_e)} {'OK' if ok else 'MISMATCH'}")
        tc = []
        passes = 2 if quick else (3 if n >= 10000 else 10)
        sv, up = s.suggestValue, s.updateVariables
        for _ in range(passes):
            for k in range(100):
                bw, bh = seq(k)
                W_, H_ = root_w(bw), root_h(R, bh)
                t0 = now()
                sv(rw, W_)
                sv(rh, H_)
                up()
                t1 = now()
                tc.append(t1 - t0)
        report(f"W3 grid N={n} resize{'-x' if crossing else ''}", tc,
               f"per cycle, mean {fmt(sum(tc) / len(tc))}")
        print(f"CHECK W3 N={n} final(k=99) checksum {cks(checksum(allv))}")


if __name__ == "__main__":
    args = sys.argv[1:]
    quick = "--quick" in args
    crossing = "--crossing" in args
    only = args[args.index("--only") + 1] if "--only" in args else None
    gmax = int(args[args.index("--grid-max") + 1]) if "--grid-max" in args else 10000
    print(f"kiwisolver {kw.__version__} (C++ core {kw.__kiwi_version__}), Python {sys.version.split()[0]}")
    if only in (None, "W1"):
        run_w1(quick)
    if only in (None, "W2"):
        run_w2(quick)
    gsizes = tuple(int(x) for x in args[args.index("--grid-sizes") + 1].split(",")) if "--grid-sizes" in args else (100, 1000)
    if only in (None, "W3"):
        run_w3(quick, gmax, crossing, gsizes)
