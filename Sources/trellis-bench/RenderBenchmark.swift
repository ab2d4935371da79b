// `trellis-bench render`: drawing + diff + backend per frame (issue 5), beside the limit of
// bare ncurses — the same cells written with one `mvwadd_wch` each and one `doupdate` — in the
// same run. Full frames where every cell changes (ASCII and CJK), and a frame where one cell
// changes, at 200×60 and 400×120.

import TrellisCore
import TrellisNcurses

let renderBenchmarkCommand = Subcommand(
    name: "render",
    summary: "frame cost: draw + diff + ncurses vs bare ncurses [--json] [--frames N]",
    run: runRenderBenchmark)

/// Two alternating screens of text, so that every cell changes on every frame.
func alternatingRows(_ size: Size, wide: Bool) -> [[String]] {
    let ascii = Array("The quick brown fox jumps over the lazy dog 0123456789 ")
    let cjk = Array("天地玄黄宇宙洪荒日月盈昃辰宿列张寒来暑往秋收冬藏闰余成岁律吕调阳")
    return (0..<2).map { frame in
        (0..<size.height).map { row in
            let source = wide ? cjk : ascii
            let count = wide ? size.width / 2 : size.width
            return String((0..<count).map { source[(row * 7 + $0 + frame * 3) % source.count] })
        }
    }
}

@MainActor
func runRenderBenchmark(_ arguments: [String]) -> Int32 {
    var json = false
    var frames = 200
    var index = 0
    while index < arguments.count {
        switch arguments[index] {
        case "--json": json = true
        case "--frames":
            index += 1
            guard index < arguments.count, let count = Int(arguments[index]), count > 1 else {
                return usageError("--frames takes a count above 1")
            }
            frames = count
        default: return usageError("unknown argument \(arguments[index])")
        }
        index += 1
    }
    for size in [Size(width: 200, height: 60), Size(width: 400, height: 120)] {
        let name = "\(size.width)x\(size.height)"
        let ascii = alternatingRows(size, wide: false)
        let cjk = alternatingRows(size, wide: true)
        // Trellis: Canvas → Screen diff → NcursesBackend (into /dev/null).
        guard let backend = try? NcursesBackend.offscreen(size: size) else {
            print("render: ncurses could not open /dev/null as an xterm-256color terminal")
            return 1
        }
        let screen = Screen(size: size)
        func trellisFrames(_ pages: [[String]], count: Int) -> (times: [Double], bytes: [Double]) {
            var times: [Double] = []
            var bytes: [Double] = []
            for frame in 0..<count {
                let start = monotonicNanoseconds()
                let canvas = screen.canvas
                for (row, text) in pages[frame % 2].enumerated() {
                    _ = canvas.draw(text: text, at: Point(x: 0, y: row))
                }
                let statistics = screen.render(to: backend, cursor: nil)
                times.append(Double(monotonicNanoseconds() - start))
                bytes.append(Double(statistics.bytesWritten ?? 0))
            }
            return (Array(times.dropFirst(2)), Array(bytes.dropFirst(2)))
        }
        let full = trellisFrames(ascii, count: frames)
        let wide = trellisFrames(cjk, count: frames)
        var oneCell: [Double] = []
        var oneCellBytes: [Double] = []
        for frame in 0..<frames {
            let start = monotonicNanoseconds()
            screen.canvas.put(frame % 2 == 0 ? "x" : "y", at: Point(x: size.width / 2, y: size.height / 2))
            let statistics = screen.render(to: backend, cursor: nil)
            oneCell.append(Double(monotonicNanoseconds() - start))
            oneCellBytes.append(Double(statistics.bytesWritten ?? 0))
        }
        backend.close()
        // The limit: bare ncurses, the same cells.
        guard let reference = try? BareNcursesReference(size: size) else {
            print("render: bare ncurses could not open /dev/null")
            return 1
        }
        func bareFrames(_ pages: [[String]], count: Int) -> (times: [Double], bytes: [Double]) {
            var times: [Double] = []
            var bytes: [Double] = []
            for frame in 0..<count {
                let start = monotonicNanoseconds()
                let written = reference.drawFrame(pages[frame % 2])
                times.append(Double(monotonicNanoseconds() - start))
                bytes.append(Double(written ?? 0))
            }
            return (Array(times.dropFirst(2)), Array(bytes.dropFirst(2)))
        }
        let bare = bareFrames(ascii, count: frames)
        let bareWide = bareFrames(cjk, count: frames)
        reference.close()
        let medianOf = { (values: [Double]) in median(values.sorted()) }
        report(
            "render \(name) full frame", full.times, extra: "bytes \(fixed(medianOf(full.bytes), 0))",
            json: json)
        report(
            "render \(name) full frame, bare ncurses", bare.times,
            extra: "bytes \(fixed(medianOf(bare.bytes), 0))", json: json)
        report(
            "render \(name) CJK frame", wide.times, extra: "bytes \(fixed(medianOf(wide.bytes), 0))",
            json: json)
        report(
            "render \(name) CJK frame, bare ncurses", bareWide.times,
            extra: "bytes \(fixed(medianOf(bareWide.bytes), 0))", json: json)
        report(
            "render \(name) one cell changed", oneCell, extra: "bytes \(fixed(medianOf(oneCellBytes), 0))",
            json: json)
        print(
            "RATIO render \(name): full/bare \(fixed(medianOf(full.times) / medianOf(bare.times), 2))×, "
                + "CJK/bare \(fixed(medianOf(wide.times) / medianOf(bareWide.times), 2))×, "
                + "one-cell bytes \(fixed(medianOf(oneCellBytes), 0)) vs full \(fixed(medianOf(full.bytes), 0))"
        )
    }
    return 0
}
