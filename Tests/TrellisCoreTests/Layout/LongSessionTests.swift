import Testing

@testable import TrellisCore

/// A window that runs for long: its solver is as big after thousands of changes as after the
/// first few. Constraints that go give their symbols back, and a view's variables leave the
/// solver with their last constraint (they kept their symbols, and the solver its objects, for
/// as long as the window lived: two dozen symbols and four variables per line of a log view).
@MainActor
@Suite struct LongSessionTests {
    /// A stack of labels at the top left of a 60×20 window.
    static func logView(lines: Int) -> (TermWindow, StackView) {
        let window = makeWindow(60, 20)
        let stack = StackView()
        stack.axis = .vertical
        for index in 0..<lines { stack.addArrangedSubview(Label("line \(index)")) }
        window.addSubview(stack)
        LayoutConstraint.activate([
            stack.leftAnchor.constraint(equalTo: window.leftAnchor),
            stack.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        return (window, stack)
    }

    /// The solver's symbols and variables.
    static func size(of window: TermWindow) -> (symbols: Int, variables: Int) {
        let solver = window.solverForChecking
        return (solver._objectiveStorage.symbols, solver.knownVariableCount)
    }

    @Test func aLogViewThatAppendsAndDropsLinesStaysTheSameSize() {
        let (window, stack) = Self.logView(lines: 20)
        var sizes: [(symbols: Int, variables: Int)] = []
        for cycle in 0..<600 {
            stack.addArrangedSubview(Label("line \(20 + cycle)"))
            window.layoutIfNeeded()
            stack.arrangedSubviews[0].removeFromSuperview()
            window.layoutIfNeeded()
            if cycle == 100 || cycle == 599 { sizes.append(Self.size(of: window)) }
        }
        #expect(sizes[0] == sizes[1], "after 100 and 600 lines: \(sizes)")
        for (index, label) in stack.arrangedSubviews.enumerated() {
            #expect(label.frame == Rect(x: 0, y: index, width: 8, height: 1), "line \(index)")
        }
        #expect(window.solverForChecking._checkInvariants().isEmpty)
    }

    @Test func hidingAndShowingAViewKeepsTheSolverTheSameSize() {
        let (window, stack) = Self.logView(lines: 20)
        let view = stack.arrangedSubviews[7]
        var sizes: [(symbols: Int, variables: Int)] = []
        for cycle in 0..<400 {
            view.isHidden = true
            window.layoutIfNeeded()
            #expect(stack.arrangedSubviews[8].frame.origin.y == 7)
            view.isHidden = false
            window.layoutIfNeeded()
            if cycle == 50 || cycle == 399 { sizes.append(Self.size(of: window)) }
        }
        #expect(sizes[0] == sizes[1], "after 50 and 400 cycles: \(sizes)")
        #expect(view.frame == Rect(x: 0, y: 7, width: 7, height: 1))
        #expect(window.solverForChecking._checkInvariants().isEmpty)
    }

    /// A view whose last constraints on its position go leaves the solver's variables but
    /// keeps its place on the screen (the variables keep the values they had), and takes a new
    /// place when new constraints come.
    @Test func aViewThatLosesItsPositionConstraintsStaysWhereItWas() {
        let window = makeWindow(40, 10)
        let label = Label("here")
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        let position = [
            label.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 12),
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 3),
        ]
        LayoutConstraint.activate(position)
        window.layoutIfNeeded()
        #expect(label.frame == Rect(x: 12, y: 3, width: 4, height: 1))
        let variables = window.solverForChecking.knownVariableCount
        LayoutConstraint.deactivate(position)
        window.layoutIfNeeded()
        #expect(window.solverForChecking.knownVariableCount == variables - 2, "minX and minY left")
        #expect(label.frame == Rect(x: 12, y: 3, width: 4, height: 1))
        LayoutConstraint.activate([
            label.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 5),
            label.bottomAnchor.constraint(equalTo: window.bottomAnchor),
        ])
        window.layoutIfNeeded()
        #expect(label.frame == Rect(x: 5, y: 9, width: 4, height: 1))
        #expect(window.solverForChecking._checkInvariants().isEmpty)
    }
}
