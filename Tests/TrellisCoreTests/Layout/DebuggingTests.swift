import Foundation
import Testing

@testable import TrellisCore

@MainActor
@Suite struct DebuggingTests {
    @Test func aViewMissingAConstraintIsAmbiguous() {
        let window = makeWindow(80, 24)
        let loose = makeView("loose", in: window)
        let pinned = makeView("pinned", in: window)
        LayoutConstraint.activate([
            loose.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 3),
            loose.widthAnchor.constraint(equalToConstant: 10),
            loose.heightAnchor.constraint(equalToConstant: 2),
            // no vertical position for `loose`
            pinned.leftAnchor.constraint(equalTo: window.leftAnchor),
            pinned.topAnchor.constraint(equalTo: window.topAnchor),
            pinned.widthAnchor.constraint(equalToConstant: 4),
            pinned.heightAnchor.constraint(equalToConstant: 1),
        ])
        window.layoutIfNeeded()
        let before = loose.frame
        #expect(loose.hasAmbiguousLayout)
        #expect(!pinned.hasAmbiguousLayout)
        #expect(!window.hasAmbiguousLayout)
        // Asking does not move anything.
        #expect(loose.frame == before)
        loose.exerciseAmbiguityInLayout()
        #expect(loose.frame.minY != before.minY)
        #expect(loose.frame.minX == 3 && loose.frame.size == before.size)
        #expect(window.layoutDescription().contains("loose") == true)
        #expect(window.layoutDescription().contains("AMBIGUOUS"))
    }

    @Test func ambiguityAnswersFollowEveryChangeOfTheSolver() throws {
        let window = makeWindow(80, 24)
        let loose = makeView("loose", in: window)
        LayoutConstraint.activate([
            loose.leftAnchor.constraint(equalTo: window.leftAnchor),
            loose.widthAnchor.constraint(equalToConstant: 10),
            loose.heightAnchor.constraint(equalToConstant: 2),
        ])
        #expect(loose.hasAmbiguousLayout)
        let solverConstraints = window.engine.solver.constraints.count
        let revision = window.engine.solver.revision
        // Asked again with nothing changed: answered without probing the solver again.
        #expect(loose.hasAmbiguousLayout)
        #expect(window.engine.solver.revision == revision)
        // A constraint that settles the view: the answer follows at once.
        let top = loose.topAnchor.constraint(equalTo: window.topAnchor, constant: 1)
        top.isActive = true
        #expect(!loose.hasAmbiguousLayout)
        // Its constant changed in place, then it goes: ambiguous again.
        top.constant = 4
        #expect(!loose.hasAmbiguousLayout)
        top.isActive = false
        #expect(loose.hasAmbiguousLayout)
        // A resize changes the solver too; the answer stays right.
        window.size = Size(width: 40, height: 12)
        #expect(loose.hasAmbiguousLayout)
        // The probes leave nothing behind, and the solver is consistent.
        #expect(window.engine.solver.constraints.count == solverConstraints)
        #expect(window.engine.solver._checkInvariants().isEmpty)
    }

    @Test func holdingTheProbeLevelKeepsItForEveryQuestionAndThenLetsItGo() {
        let window = makeWindow(80, 24)
        let views = (0..<5).map { makeView("v\($0)", in: window) }
        for (index, view) in views.enumerated() {
            LayoutConstraint.activate(
                [
                    view.leftAnchor.constraint(equalTo: window.leftAnchor, constant: Double(index)),
                    view.widthAnchor.constraint(equalToConstant: 3),
                    view.heightAnchor.constraint(equalToConstant: 1),
                ] + (index.isMultiple(of: 2) ? [view.topAnchor.constraint(equalTo: window.topAnchor)] : []))
        }
        window.layoutIfNeeded()
        let probeLevel = "Objective level \(ConstraintCompiler.probeLevel):"
        let constraints = window.engine.solver.constraints.count
        #expect(!window.engine.solver.description.contains(probeLevel))
        var answers: [Bool] = []
        window.engine.holdingProbeLevel {
            #expect(window.engine.solver.description.contains(probeLevel))
            answers = views.map(\.hasAmbiguousLayout)
        }
        #expect(answers == [false, true, false, true, false])
        #expect(!window.engine.solver.description.contains(probeLevel))
        #expect(window.engine.solver.constraints.count == constraints)
        #expect(window.engine.solver._checkInvariants().isEmpty)
    }

    @Test func constraintsAffectingLayoutAreSplitByAxis() {
        let window = makeWindow(80, 24)
        let label = SizedView(6, 1, id: "label")
        window.addSubview(label)
        let left = label.leftAnchor.constraint(equalTo: window.leftAnchor)
        let top = label.topAnchor.constraint(equalTo: window.topAnchor)
        LayoutConstraint.activate([left, top])
        window.layoutIfNeeded()
        let horizontal = label.constraintsAffectingLayout(for: .horizontal)
        let vertical = label.constraintsAffectingLayout(for: .vertical)
        #expect(horizontal.contains { $0 === left })
        #expect(!horizontal.contains { $0 === top })
        #expect(vertical.contains { $0 === top })
        #expect(horizontal.filter { $0.description.contains("(hugging)") }.count == 1)
        #expect(horizontal.filter { $0.description.contains("(compression)") }.count == 1)
        #expect(vertical.filter { $0.description.contains("(compression)") }.count == 1)
    }

    @Test func layoutDescriptionShowsTheTreeWithFramesAndConstraints() {
        let window = makeWindow(20, 5)
        let box = makeView("box", in: window)
        LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 1),
            box.topAnchor.constraint(equalTo: window.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 5),
            box.heightAnchor.constraint(equalToConstant: 2),
        ])
        window.layoutIfNeeded()
        let lines = window.layoutDescription().split(separator: "\n").map(String.init)
        #expect(lines[0] == "window (0, 0, 20×5) [constraints]")
        #expect(lines.contains { $0.hasPrefix("  | box.left == window.left + 1 (DebuggingTests.swift:") })
        #expect(lines.contains("    box (1, 0, 5×2) [constraints]"))
        #expect(lines.contains { $0.hasPrefix("      | box.width == 5 (DebuggingTests.swift:") })
    }

    @Test func theLayoutLogWritesOneJSONLinePerPass() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "trellis-layout-\(UUID().uuidString).jsonl"
        ).path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let log = try #require(LayoutFileLog(path: path))
        let window = makeWindow(12, 4)
        let box = makeView("b\"ox", in: window)
        LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 1),
            box.topAnchor.constraint(equalTo: window.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 5),
            box.heightAnchor.constraint(equalToConstant: 2),
        ])
        window.layoutIfNeeded()
        log.append(window: window)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let object = try #require(
            JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["size"] as? [Int] == [12, 4])
        let views = try #require(object["views"] as? [[String: Any]])
        #expect(views.count == 2)
        #expect(views[1]["id"] as? String == "b\"ox")
        #expect(views[1]["type"] as? String == "TermView")
        #expect(views[1]["frame"] as? [Int] == [1, 0, 5, 2])
    }

    @Test func theIssueLogAppendsToItsFileAndStaysBounded() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "trellis-log-\(UUID().uuidString).txt"
        ).path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let log = LayoutLog(path: path, capacity: 3)
        for index in 0..<5 {
            log.record(LayoutIssue(kind: .layoutLoop, constraint: nil, message: "issue \(index)"))
        }
        #expect(log.issues.map(\.message) == ["issue 2", "issue 3", "issue 4"])
        #expect(log.totalCount == 5)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.components(separatedBy: "\n").filter { $0.hasPrefix("[trellis] issue") }.count == 5)
    }
}
