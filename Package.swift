// swift-tools-version:6.0
//===----------------------------------------------------------------------===//
//
// This source file is part of the Trellis open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import PackageDescription

// The module graph. Every arrow points one way:
//
//     Cassowary ← TrellisCore ← TrellisNcurses ← Trellis
//                      ↑
//               TrellisTesting
//
// - Cassowary: the incremental constraint solver. Standard library only.
// - TrellisCore: views, constraints, the layout engine, drawing, the run loop
//   and widgets — everything except the terminal library, so all of it can be
//   tested headless.
// - CNcurses: the system ncursesw (wide-character API), wrapped by a shim header.
// - TrellisNcurses: the ncurses backend and event source; the only importer of CNcurses.
// - Trellis: the umbrella an app imports; runs an Application on the real terminal.
// - TrellisTesting: a headless terminal for app authors' tests.
let package = Package(
    name: "Trellis",
    products: [
        // The solver on its own, for anyone who wants constraints without a UI.
        .library(name: "Cassowary", targets: ["Cassowary"]),
        // What an app imports: `import Trellis`.
        .library(name: "Trellis", targets: ["TrellisCore"]),
    ],
    targets: [
        .target(name: "Cassowary"),
        .systemLibrary(
            name: "CNcurses",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncurses-dev"])]
        ),
        .target(name: "TrellisCore", dependencies: ["Cassowary"]),
        .testTarget(name: "TrellisCoreTests", dependencies: ["TrellisCore"]),
        // The ncurses backend, the terminal's event source and session; the only importer of
        // CNcurses.
        .target(name: "TrellisNcurses", dependencies: ["TrellisCore", "CNcurses"]),
        .testTarget(name: "TrellisNcursesTests", dependencies: ["TrellisNcurses"]),
        // A small full-screen program the end-to-end tests run in tmux (built by
        // `swift build --build-tests`, which `swift test` runs).
        .executableTarget(
            name: "trellis-terminal-check", dependencies: ["TrellisCore", "TrellisNcurses"]),
    ],
    swiftLanguageModes: [.v6]
)
