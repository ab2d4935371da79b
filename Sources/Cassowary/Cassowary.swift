// Cassowary: an incremental linear-arithmetic constraint solver (Badros, Borning and Stuckey's
// algorithm, with strict priority levels). See Solver.swift for the public entry point.
