import Testing
import TrellisCore
import TrellisTesting

/// A view that fills itself with one character.
@MainActor
private final class FillView: TermView {
    let character: Character

    init(_ character: Character) {
        self.character = character
        super.init()
        translatesAutoresizingMaskIntoConstraints = false
    }

    override func draw(in canvas: Canvas) {
        canvas.fill(with: Cell(character))
    }
}

/// A bar whose width constraint the tests animate, with a marker that follows its right edge.
@MainActor
private struct AnimatedBar {
    let terminal: TestTerminal
    let bar: FillView
    let marker: FillView
    let width: LayoutConstraint

    init(width initialWidth: Double = 10, terminalWidth: Int = 40) {
        var bar: FillView!
        var marker: FillView!
        var width: LayoutConstraint!
        terminal = TestTerminal(width: terminalWidth, height: 1) { app in
            bar = FillView("#")
            marker = FillView("|")
            app.window.addSubview(bar)
            app.window.addSubview(marker)
            width = bar.widthAnchor.constraint(equalToConstant: initialWidth)
            LayoutConstraint.activate([
                bar.leftAnchor.constraint(equalTo: app.window.leftAnchor),
                bar.topAnchor.constraint(equalTo: app.window.topAnchor),
                bar.heightAnchor.constraint(equalToConstant: 1),
                width,
                marker.leftAnchor.constraint(equalTo: bar.rightAnchor),
                marker.topAnchor.constraint(equalTo: bar.topAnchor),
                marker.widthAnchor.constraint(equalToConstant: 1),
                marker.heightAnchor.constraint(equalToConstant: 1),
            ])
        }
        self.bar = bar
        self.marker = marker
        self.width = width
    }

    /// The screen expected with a bar of `cells` cells.
    func screen(barWidth cells: Int) -> [String] {
        let width = terminal.backend.size.width
        let line = String(repeating: "#", count: cells) + "|"
        return [line + String(repeating: " ", count: width - line.count)]
    }
}

@MainActor
@Suite struct ConstraintAnimationTests {
    @Test func aLinearAnimationMovesTheLayoutFrameByFrame() {
        let setup = AnimatedBar()
        var completions: [Bool] = []
        TermView.animate(duration: .seconds(1), curve: .linear) {
            setup.width.constant = 30
        } completion: {
            completions.append($0)
        }
        // Captured, not applied: the layout starts where it was.
        #expect(setup.width.constant == 10)
        setup.terminal.runUntilIdle()
        setup.terminal.assertScreen(setup.screen(barWidth: 10))

        setup.terminal.advance(by: .milliseconds(250))
        #expect(setup.width.constant == 15)
        #expect(setup.bar.frame.width == 15)
        #expect(setup.marker.frame.minX == 15)
        setup.terminal.assertScreen(setup.screen(barWidth: 15))

        setup.terminal.advance(by: .milliseconds(250))
        #expect(setup.width.constant == 20)
        setup.terminal.assertScreen(setup.screen(barWidth: 20))
        #expect(completions.isEmpty)

        setup.terminal.advance(by: .milliseconds(500))
        #expect(setup.width.constant == 30)
        setup.terminal.assertScreen(setup.screen(barWidth: 30))
        #expect(completions == [true])

        // Done: no more frames are asked for.
        setup.terminal.advance(by: .milliseconds(100))
        #expect(completions == [true])
        #expect(setup.terminal.app.nextWakeUpForTesting == nil)
    }

    @Test func everyFrameInBetweenIsDrawn() {
        let setup = AnimatedBar()
        var widths: [Int] = []
        // The bar, not the setup: the setup holds the terminal, which would then hold itself.
        setup.terminal.app.onFrame = { [bar = setup.bar] _ in widths.append(bar.frame.width) }
        TermView.animate(duration: .milliseconds(160), curve: .linear) {
            setup.width.constant = 20
        }
        setup.terminal.advance(by: .milliseconds(160))
        // Ten frames of 16 ms: one cell per frame.
        #expect(widths == [11, 12, 13, 14, 15, 16, 17, 18, 19, 20])
    }

    @Test func easingCurvesShapeTheIntermediateFrames() {
        for (curve, quarter) in [
            (AnimationCurve.easeIn, 0.0934647), (.easeOut, 0.378138), (.easeInOut, 0.129162),
        ] {
            let setup = AnimatedBar(width: 0)
            TermView.animate(duration: .seconds(1), curve: curve) {
                setup.width.constant = 100
            }
            setup.terminal.advance(by: .milliseconds(250))
            #expect(abs(setup.width.constant - 100 * quarter) < 1e-3, "\(curve)")
            #expect(setup.bar.frame.width == Int((100 * quarter).rounded()), "\(curve)")
            setup.terminal.advance(by: .milliseconds(750))
            #expect(setup.width.constant == 100, "\(curve)")
        }
    }

    @Test func curvesRunFromZeroToOneWithTheirKnownShapes() {
        let expected: [AnimationCurve: [Double]] = [
            .linear: [0.25, 0.5, 0.75],
            .easeIn: [0.0934647, 0.3153568, 0.6218619],
            .easeOut: [0.3781381, 0.6846432, 0.9065353],
            .easeInOut: [0.1291619, 0.5, 0.8708381],
        ]
        for curve in AnimationCurve.allCases {
            #expect(curve.value(at: 0) == 0)
            #expect(curve.value(at: 1) == 1)
            #expect(curve.value(at: -3) == 0)
            #expect(curve.value(at: 7) == 1)
            #expect(curve.value(at: .nan) == 0)
            for (index, progress) in [0.25, 0.5, 0.75].enumerated() {
                #expect(
                    abs(curve.value(at: progress) - expected[curve]![index]) < 1e-6, "\(curve) \(progress)")
            }
            var previous = 0.0
            for step in 1...100 {
                let value = curve.value(at: Double(step) / 100)
                #expect(value >= previous - 1e-12, "\(curve) decreases at \(step)")
                previous = value
            }
        }
    }

    @Test func aNewerAnimationOfTheSameConstraintTakesOverFromWhereItIs() {
        let setup = AnimatedBar()
        var first: [Bool] = []
        var second: [Bool] = []
        let older = TermView.animate(duration: .seconds(1), curve: .linear) {
            setup.width.constant = 30
        } completion: {
            first.append($0)
        }
        setup.terminal.advance(by: .milliseconds(500))
        #expect(setup.width.constant == 20)

        TermView.animate(duration: .seconds(1), curve: .linear) {
            setup.width.constant = 0
        } completion: {
            second.append($0)
        }
        #expect(first == [false])
        #expect(older.isFinished)
        #expect(older.constraints.isEmpty)

        setup.terminal.advance(by: .milliseconds(500))
        #expect(setup.width.constant == 10)
        setup.terminal.assertScreen(setup.screen(barWidth: 10))
        setup.terminal.advance(by: .milliseconds(500))
        #expect(setup.width.constant == 0)
        #expect(first == [false])
        #expect(second == [true])
    }

    @Test func settingTheConstantDirectlyStopsAnimatingIt() {
        let setup = AnimatedBar()
        var completions: [Bool] = []
        TermView.animate(duration: .seconds(1), curve: .linear) {
            setup.width.constant = 30
        } completion: {
            completions.append($0)
        }
        setup.terminal.advance(by: .milliseconds(300))
        setup.width.constant = 5
        #expect(completions == [false])
        setup.terminal.advance(by: .seconds(1))
        #expect(setup.width.constant == 5)
        setup.terminal.assertScreen(setup.screen(barWidth: 5))
    }

    @Test func anAnimationOfSeveralConstraintsIsInterruptedWhenOneIsTakenAway() {
        let setup = AnimatedBar()
        let height = setup.bar.constraintsAffectingLayout(for: .vertical).first {
            $0.firstAttribute == .height && $0.secondItem == nil
        }!
        var completions: [Bool] = []
        let animation = TermView.animate(duration: .seconds(1), curve: .linear) {
            setup.width.constant = 20
            height.constant = 3
        } completion: {
            completions.append($0)
        }
        #expect(animation.constraints.count == 2)
        setup.terminal.advance(by: .milliseconds(500))
        #expect(setup.width.constant == 15)
        #expect(height.constant == 2)
        TermView.animate(duration: .seconds(1), curve: .linear) { height.constant = 1 }
        #expect(completions.isEmpty)
        #expect(animation.constraints.map { $0 === setup.width } == [true])
        setup.terminal.advance(by: .milliseconds(500))
        #expect(setup.width.constant == 20)
        #expect(completions == [false])
    }

    @Test func cancellingJumpsToTheTargets() {
        let setup = AnimatedBar()
        var completions: [Bool] = []
        let animation = TermView.animate(duration: .seconds(1)) {
            setup.width.constant = 30
        } completion: {
            completions.append($0)
        }
        setup.terminal.advance(by: .milliseconds(100))
        animation.cancel()
        animation.cancel()
        #expect(completions == [false])
        #expect(setup.width.constant == 30)
        setup.terminal.runUntilIdle()
        setup.terminal.assertScreen(setup.screen(barWidth: 30))
    }

    @Test func changingTheSameConstraintTwiceAnimatesToTheLastValue() {
        let setup = AnimatedBar()
        TermView.animate(duration: .seconds(1), curve: .linear) {
            setup.width.constant = 50
            setup.width.constant = 20
        }
        #expect(setup.width.constant == 10)
        setup.terminal.advance(by: .milliseconds(500))
        #expect(setup.width.constant == 15)
    }

    @Test func withoutAnApplicationOrDurationConstantsChangeAtOnce() {
        let window = TermWindow(size: Size(width: 20, height: 2))
        let view = TermView()
        window.addSubview(view)
        view.translatesAutoresizingMaskIntoConstraints = false
        let width = view.widthAnchor.constraint(equalToConstant: 4)
        width.isActive = true
        var completions: [Bool] = []
        TermView.animate(duration: .seconds(1)) {
            width.constant = 8
        } completion: {
            completions.append($0)
        }
        #expect(width.constant == 8)
        #expect(completions == [true])
        window.layoutIfNeeded()
        #expect(view.frame.width == 8)

        let setup = AnimatedBar()
        TermView.animate(duration: .zero) {
            setup.width.constant = 12
        } completion: {
            completions.append($0)
        }
        #expect(setup.width.constant == 12)
        #expect(completions == [true, true])

        // An empty block completes at once too.
        TermView.animate(duration: .seconds(1)) {
        } completion: {
            completions.append($0)
        }
        #expect(completions == [true, true, true])
    }

    @Test func anAnimationStartedFromACompletionRunsNext() {
        let setup = AnimatedBar()
        var order: [String] = []
        TermView.animate(duration: .milliseconds(100), curve: .linear) {
            setup.width.constant = 20
        } completion: { _ in
            order.append("first")
            TermView.animate(duration: .milliseconds(100), curve: .linear) {
                setup.width.constant = 10
            } completion: { _ in
                order.append("second")
            }
        }
        setup.terminal.advance(by: .milliseconds(100))
        #expect(setup.width.constant == 20)
        setup.terminal.advance(by: .milliseconds(50))
        #expect(setup.width.constant == 15)
        setup.terminal.advance(by: .milliseconds(50))
        #expect(order == ["first", "second"])
        #expect(setup.width.constant == 10)
    }
}
