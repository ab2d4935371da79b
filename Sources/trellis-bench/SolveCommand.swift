let solveCommand = Subcommand(
    name: "solve", summary: "solve a JSON constraint system (SYSTEM_FORMAT.md)", run: { _ in 0 })
