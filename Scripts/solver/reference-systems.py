#!/usr/bin/env python3
"""Random linear constraint systems solved by kiwisolver (github.com/nucleic/kiwi),
the reference ConstraintSolver's tests compare against: writes
Tests/MockupCoreTests/Fixtures/solver-reference.json. Run again (pip install
kiwisolver==1.5.1) only to change the systems; the tests read the file offline.

Each system: variables, constraints in the order added (terms, constant,
relation, strength or "required"), which required ones kiwi refused as
unsatisfiable, and the weighted error sum of kiwi's solution (the objective a
solution must reach; ties between optimal solutions make the values
themselves differ between solvers)."""
import json, random, sys
import kiwisolver as kiwi

random.seed(20261127)
WEIGHTS = [1.0, 3.0, 10.0, 1000.0, 1e6]
RELATIONS = ["==", "<=", ">="]

def violation(value, relation):
    if relation == "==": return abs(value)
    if relation == "<=": return max(0.0, value)
    return max(0.0, -value)

systems = []
for n in range(300):
    count = random.randint(1, 7)
    names = [kiwi.Variable("v%d" % i) for i in range(count)]
    solver = kiwi.Solver()
    constraints, refused = [], []
    # Every variable anchored weakly, so that the optimum is bounded.
    for i in range(count):
        constraints.append({"terms": [[i, 1.0]], "constant": -float(random.randint(-50, 50)), "relation": "==", "strength": 1e-3 if random.random() < 0.5 else 0.5})
    for _ in range(random.randint(1, 10)):
        k = random.randint(1, min(3, count))
        chosen = random.sample(range(count), k)
        terms = [[i, float(random.choice([-2, -1, -0.5, 0.5, 1, 1, 2, 3]))] for i in chosen]
        constraints.append({
            "terms": terms, "constant": float(random.randint(-100, 100)),
            "relation": random.choice(RELATIONS),
            "strength": "required" if random.random() < 0.45 else random.choice(WEIGHTS),
        })
    def made(c):
        expression = sum((coefficient * names[i] for i, coefficient in c["terms"]), c["constant"])
        op = {"==": expression == 0, "<=": expression <= 0, ">=": expression >= 0}[c["relation"]]
        return op | (kiwi.strength.required if c["strength"] == "required" else c["strength"])
    accepted = []
    for index, c in enumerate(constraints):
        try:
            solver.addConstraint(made(c))
            accepted.append(c)
        except kiwi.UnsatisfiableConstraint:
            refused.append(index)
            # NB: kiwi leaves its tableau pivoted by a refused constraint; a refused
            # constraint is one never added, so the solver is made again without it.
            solver = kiwi.Solver()
            for a in accepted: solver.addConstraint(made(a))
    solver.updateVariables()
    values = [v.value() for v in names]
    objective = 0.0
    for index, c in enumerate(constraints):
        if index in refused or c["strength"] == "required": continue
        value = sum(coefficient * values[i] for i, coefficient in c["terms"]) + c["constant"]
        objective += c["strength"] * violation(value, c["relation"])
    systems.append({"variables": count, "constraints": constraints, "refused": refused, "objective": objective, "values": values})

json.dump({"solver": "kiwisolver " + kiwi.__version__, "systems": systems}, open(sys.argv[1], "w"), indent=None, separators=(",", ":"))
