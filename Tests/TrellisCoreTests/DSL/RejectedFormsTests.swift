import Foundation
import Testing

/// Forms `bb` must reject at compile time. Each is type-checked against the built TrellisCore
/// module by `swiftc -typecheck`, with one accepted form as a control: every rejected line must
/// have an error, and the control line none.
@Suite struct RejectedFormsTests {
    /// The rejected forms, each the body of a function of `a`, `b: TermView`.
    static let rejected: [(String, String)] = [
        ("a multiplier on a location", "a.bb.left(2 * b)"),
        ("a multiplier after an item on a location", "a.bb.left(b * 2)"),
        ("a multiplied offset on a location", "a.bb.left((b + 1) * 2)"),
        ("a multiplied location anchor", "a.bb.left(b.rightAnchor * 2)"),
        ("a vertical anchor for a horizontal method", "a.bb.left(b.topAnchor)"),
        ("a horizontal anchor expression for a vertical method", "a.bb.top(b.leftAnchor + 1)"),
        ("a dimension for a location", "a.bb.left(b.widthAnchor)"),
        ("a location for a dimension", "a.bb.width(b.leftAnchor)"),
        ("system spacing on a dimension", "a.bb.width(b + SystemSpacing(1))"),
        ("system spacing on a dimension anchor", "a.bb.height(b.heightAnchor + SystemSpacing(1))"),
        ("a constant after system spacing", "a.bb.left(b.rightAnchor + SystemSpacing(1) + 2)"),
        ("system spacing after a constant", "a.bb.left(b.rightAnchor + 1 + SystemSpacing(1))"),
        ("an anchor for center", "a.bb.center(b.leftAnchor)"),
        ("an item for offset", "a.bb.offset(b.leftAnchor - a.rightAnchor, b)"),
        ("a distance between different axes", "a.bb.width(b.rightAnchor - b.topAnchor)"),
        ("a difference of dimensions", "a.bb.width(b.heightAnchor - b.widthAnchor)"),
        ("size with a location anchor", "a.bb.size(b.leftAnchor + 1)"),
    ]

    /// The directory holding the built modules, next to the test bundle.
    static func modulesDirectory() -> URL? {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
                .appendingPathComponent("Modules"),
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent(".build/debug/Modules"),
        ]
        return candidates.first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("TrellisCore.swiftmodule").path)
        }
    }

    @Test func rejectedFormsDoNotTypeCheck() throws {
        let modules = try #require(Self.modulesDirectory(), "the built TrellisCore module was not found")
        var lines = ["import TrellisCore", ""]
        var rejectedLines: [Int: String] = [:]
        for (index, (name, body)) in Self.rejected.enumerated() {
            lines.append("@MainActor func rejected\(index)(_ a: TermView, _ b: TermView) {")
            lines.append("    _ = \(body)")
            rejectedLines[lines.count] = name
            lines.append("}")
        }
        lines.append("@MainActor func accepted(_ a: TermView, _ b: TermView) {")
        lines.append("    _ = a.bb.left(b.rightAnchor + 1 ~ 500).width(2 * b + 5)")
        let controlLine = lines.count
        lines.append("}")
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("trellis-rejected-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent("Rejected.swift")
        try lines.joined(separator: "\n").write(to: source, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path, source.path,
        ]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        var linesWithErrors = Set<Int>()
        for line in output.split(separator: "\n") where line.contains(": error:") {
            let parts = line.split(separator: ":")
            if let index = parts.firstIndex(where: { $0.hasSuffix("Rejected.swift") }),
                index + 1 < parts.count,
                let number = Int(parts[index + 1])
            {
                linesWithErrors.insert(number)
            }
        }
        #expect(process.terminationStatus != 0)
        #expect(!linesWithErrors.contains(controlLine), "the accepted control form failed:\n\(output)")
        #expect(!linesWithErrors.contains(1), "the module did not load:\n\(output)")
        for (line, name) in rejectedLines.sorted(by: { $0.key < $1.key }) {
            #expect(linesWithErrors.contains(line), "\(name) was accepted")
        }
    }
}
