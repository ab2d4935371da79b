#!/usr/bin/env python3
"""Generates the kiwi cross-check fixtures for CassowaryTests.

Random constraint systems on kiwi's single weighted level, in the JSON format of
trellis-bench solve (Benchmarks/SYSTEM_FORMAT.md), each solved with kiwisolver and stored with
kiwi's objective (Σ strength·violation over optional constraints and edit variables) or, when kiwi
rejects a required constraint, the index of the first one it rejects.

Usage: python3 Scripts/make-kiwi-fixtures.py [--count 300] [--seed 2024]
       [--out Tests/CassowaryTests/Fixtures/kiwi_systems.json]
Requires: pip install kiwisolver (1.5.1 was used for the committed fixtures).
"""
import argparse
import json
import random

import kiwisolver as kw

STRENGTHS = {"required": kw.strength.required, "strong": kw.strength.strong,
             "medium": kw.strength.medium, "weak": kw.strength.weak}


def strength_value(strength):
    return STRENGTHS[strength] if isinstance(strength, str) else float(strength)


def random_system(rng):
    names = [f"v{i}" for i in range(rng.randint(2, 8))]
    constraints = []
    for _ in range(rng.randint(3, 22)):
        terms = [[rng.choice([-3, -2, -1, -0.5, 0.5, 1, 1, 2, 3]), rng.choice(names)]
                 for _ in range(rng.randint(1, 3))]
        strength = rng.choice(["required", "required", "strong", "medium", "weak",
                               rng.choice([2.5, 1250, 100000, 7])])
        constraints.append({"terms": terms, "constant": rng.randint(-50, 50),
                            "op": rng.choice(["==", "<=", ">="]), "strength": strength})
    edits = []
    for name in rng.sample(names, rng.randint(0, min(2, len(names)))):
        edits.append({"variable": name, "strength": rng.choice(["strong", "medium", "weak", 500]),
                      "suggest": rng.randint(-60, 60)})
    return {"variables": names, "constraints": constraints, "edits": edits}


def solve_with_kiwi(system):
    variables = {name: kw.Variable(name) for name in system["variables"]}
    solver = kw.Solver()
    for index, c in enumerate(system["constraints"]):
        expression = sum((coefficient * variables[name] for coefficient, name in c["terms"]),
                         kw.Expression([], c["constant"]))
        relation = {"==": expression == 0, "<=": expression <= 0, ">=": expression >= 0}[c["op"]]
        try:
            solver.addConstraint(relation | strength_value(c["strength"]))
        except kw.UnsatisfiableConstraint:
            return {"unsatisfiable": index}
    for edit in system["edits"]:
        solver.addEditVariable(variables[edit["variable"]], strength_value(edit["strength"]))
        solver.suggestValue(variables[edit["variable"]], edit["suggest"])
    solver.updateVariables()
    objective = 0.0
    for c in system["constraints"]:
        value = c["constant"] + sum(coefficient * variables[name].value() for coefficient, name in c["terms"])
        violation = {"==": abs(value), "<=": max(0.0, value), ">=": max(0.0, -value)}[c["op"]]
        if strength_value(c["strength"]) < kw.strength.required:
            objective += strength_value(c["strength"]) * violation
    for edit in system["edits"]:
        objective += strength_value(edit["strength"]) * abs(variables[edit["variable"]].value() - edit["suggest"])
    return {"objective": round(objective, 9)}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=300)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--out", default="Tests/CassowaryTests/Fixtures/kiwi_systems.json")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    systems = []
    for _ in range(args.count):
        system = random_system(rng)
        system.update(solve_with_kiwi(system))
        systems.append(system)
    with open(args.out, "w") as out:
        out.write('{"kiwisolver": "%s", "systems": [\n' % kw.__version__)
        out.write(",\n".join(json.dumps(s, separators=(",", ":")) for s in systems))
        out.write("\n]}\n")
    rejected = sum(1 for s in systems if "unsatisfiable" in s)
    print(f"wrote {len(systems)} systems ({rejected} with an unsatisfiable constraint) to {args.out}")


if __name__ == "__main__":
    main()
