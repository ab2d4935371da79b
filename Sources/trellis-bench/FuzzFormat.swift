func runFuzzFormat(arguments: [String]) throws {}
