// swift-tools-version:6.2
//===----------------------------------------------------------------------===//
//
// This source file is part of the Trellis open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import PackageDescription

#if os(macOS)
    import Foundation
#endif

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
// - CNcurses: the system ncurses (wide-character API), wrapped by a shim header.
// - TrellisNcurses: the ncurses backend and event source; the only importer of CNcurses.
// - Trellis: the umbrella an app imports; runs an Application on the real terminal.
// - TrellisTesting: a headless terminal for app authors' tests.
//
// Where the ncurses headers and library come from (README, Platforms):
// - Linux: the system ncursesw and tinfo (Debian and Ubuntu's libncurses-dev), in the default
//   search paths, so pkg-config is not consulted (its -D flags only earned a warning).
// - macOS: Homebrew's ncurses 6 when it is installed (keg-only, so found through its
//   pkg-config file, which SwiftPM looks for under `brew --prefix`), else the system's
//   ncurses 5.7 from the SDK. The shim takes whichever headers are on the search path.
#if os(macOS)
    let ncursesPkgConfig: String? =
        ["/opt/homebrew", "/usr/local"].contains {
            FileManager.default.fileExists(atPath: "\($0)/opt/ncurses/lib/pkgconfig/ncursesw.pc")
        } ? "ncursesw" : nil
#else
    let ncursesPkgConfig: String? = nil
#endif

let package = Package(
    name: "Trellis",
    // Duration and ContinuousClock need macOS 13; 14 is the oldest macOS Trellis is built for.
    platforms: [.macOS(.v14)],
    products: [
        // The solver on its own, for anyone who wants constraints without a UI.
        .library(name: "Cassowary", targets: ["Cassowary"]),
        // What an app imports: `import Trellis`.
        .library(name: "Trellis", targets: ["Trellis"]),
        // What an app's tests import: `import TrellisTesting`.
        .library(name: "TrellisTesting", targets: ["TrellisTesting"]),
        // The solver benchmarks (Benchmarks/WORKLOADS.md) and `solve FILE.json` for cross-checks.
        .executable(name: "trellis-bench", targets: ["trellis-bench"]),
        // A live system monitor from /proc whose layout degrades by priorities: `swift run dashboard`.
        .executable(name: "dashboard", targets: ["dashboard"]),
        // Type constraints, watch four views follow them: `swift run playground`.
        .executable(name: "playground", targets: ["playground"]),
        // A board of progress bars drawn inline, below the prompt: `swift run inline-progress`.
        .executable(name: "inline-progress", targets: ["InlineProgress"]),
    ],
    targets: [
        .target(name: "Cassowary"),
        // An exact reference for checking the solver (a rational lexicographic LP) and
        // generators of hard systems: used by the solver's tests and `trellis-bench crosscheck`.
        .target(name: "CassowaryReference", dependencies: ["Cassowary"]),
        // The system ncurses (see above).
        .systemLibrary(
            name: "CNcurses",
            pkgConfig: ncursesPkgConfig,
            providers: [.apt(["libncurses-dev"]), .brew(["ncurses"])]
        ),
        .target(name: "TrellisCore", dependencies: ["Cassowary"]),
        // Benchmarks: `swift run -c release trellis-bench solver`. W1's data is read from
        // Benchmarks/enaml_like.cns next to the sources.
        .executableTarget(
            name: "trellis-bench",
            dependencies: ["Cassowary", "CassowaryReference", "Trellis", "TrellisTesting"]),
        // Reads kiwisolver cross-check fixtures (Fixtures/, made by
        // Scripts/make-kiwi-fixtures.py) next to its sources.
        .testTarget(
            name: "CassowaryTests",
            dependencies: ["Cassowary", "CassowaryReference"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "TrellisCoreTests", dependencies: ["TrellisCore", "TrellisTesting", "CassowaryReference"]),
        // A headless terminal for app authors' tests (and ours).
        .target(name: "TrellisTesting", dependencies: ["TrellisCore"]),
        .testTarget(name: "TrellisTestingTests", dependencies: ["TrellisTesting"]),
        // The ncurses backend, the terminal's event source and session; the only importer of
        // CNcurses.
        .target(
            name: "TrellisNcurses", dependencies: ["TrellisCore", "CNcurses"],
            linkerSettings: [
                .linkedLibrary("ncursesw", .when(platforms: [.linux])),
                .linkedLibrary("tinfo", .when(platforms: [.linux])),
                // The system's libncurses has the wide-character API and terminfo; Homebrew's
                // libncurses (found first when pkg-config added its directory) is its ncursesw.
                .linkedLibrary("ncurses", .when(platforms: [.macOS])),
            ]),
        .testTarget(name: "TrellisNcursesTests", dependencies: ["TrellisNcurses", "TrellisTesting"]),
        // A small full-screen program the end-to-end tests run in tmux (built by
        // `swift build --build-tests`, which `swift test` runs).
        .executableTarget(
            name: "trellis-terminal-check", dependencies: ["TrellisCore", "TrellisNcurses"]),
        // The umbrella an app imports: the core, the ncurses backend, and running on the terminal.
        .target(name: "Trellis", dependencies: ["TrellisCore", "TrellisNcurses"]),
        // Demos: `swift run gallery` (every widget, in tabs) and `swift run seeds` (the seed
        // libraries' README examples, each laid out in its own style).
        .executableTarget(name: "gallery", dependencies: ["Trellis", "DemoKit"], path: "Demos/Gallery"),
        .executableTarget(name: "seeds", dependencies: ["Trellis", "DemoKit"], path: "Demos/Seeds"),
        // What the demos share: the header bar, the headless `--capture` and Ctrl-S screenshots.
        .target(name: "DemoKit", dependencies: ["Trellis"], path: "Demos/DemoKit"),
        // `swift run dashboard` (a live system monitor from /proc whose layout degrades by
        // priorities) and `swift run playground` (constraints typed in, views laid out live).
        .executableTarget(name: "dashboard", dependencies: ["Trellis", "DemoKit"], path: "Demos/Dashboard"),
        .executableTarget(
            name: "playground", dependencies: ["Trellis", "DemoKit"], path: "Demos/Playground"),
        // `swift run inline-progress`: inline mode (no alternate screen), the board stays in the
        // scrollback.
        .executableTarget(
            name: "InlineProgress", dependencies: ["Trellis", "DemoKit"], path: "Demos/InlineProgress"),
        // The example apps of the README: `swift run todo` (a todo list over an @Observable
        // model, a row of widgets per item) and `swift run monitor` (processes from /proc in a
        // sortable table, refreshed every second).
        .executableTarget(name: "todo", dependencies: ["Trellis", "DemoKit"], path: "Demos/Todo"),
        .executableTarget(name: "monitor", dependencies: ["Trellis", "DemoKit"], path: "Demos/Monitor"),
        // The tools of trellis-bench that are not benchmarks (`solve`, the job caps).
        .testTarget(
            name: "BenchToolTests", dependencies: ["trellis-bench", "TrellisCore", "TrellisTesting"]),
        // The demos' headless snapshots, interactions and end-to-end runs in tmux.
        .testTarget(
            name: "DemosTests",
            dependencies: [
                "gallery", "seeds", "dashboard", "playground", "InlineProgress", "todo", "monitor", "DemoKit",
                "Trellis", "TrellisTesting",
            ],
            exclude: ["Snapshots"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
