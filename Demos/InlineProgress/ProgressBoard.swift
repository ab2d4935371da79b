import DemoKit
import Trellis

/// A board of tasks with a progress bar each, drawn inline below the prompt: a title row, one
/// row per task (its name, a bar that takes whatever width is left, its percentage or "done"),
/// and a row of hints (Ctrl-S saves a picture of the board, as in every demo). When every task is done it shows so and quits, leaving the board in the
/// scrollback.
///
/// The rows are placed by constraints: names in a column as wide as the longest, the bars
/// between the names and the percentages, so a resize of the terminal only changes the bars'
/// width.
@MainActor
final class ProgressBoard {
    /// How often the tasks move.
    static let tick: Duration = .milliseconds(100)

    unowned let app: Application
    private(set) var tasks: [BoardTask]
    let title = Label()
    let hints = Label(ProgressBoard.hintText)
    /// The bottom row's usual text.
    static let hintText = "q quits (the board stays) · ^S saves a picture"
    private(set) var names: [Label] = []
    private(set) var bars: [ProgressBar] = []
    private(set) var percentages: [Label] = []
    private let speed: Double

    /// The rows the board needs: the title, one per task and the hints.
    static func lineCount(tasks: Int) -> Int { tasks + 2 }

    /// Builds the board in `app`'s window and starts the work.
    ///
    /// - Parameters:
    ///   - app: The application (run inline by `main.swift`, headless in tests).
    ///   - tasks: The tasks.
    ///   - speed: How many seconds of work pass per second (more for tests).
    @discardableResult
    static func install(in app: Application, tasks: [BoardTask] = BoardTask.build, speed: Double = 1)
        -> ProgressBoard
    {
        let board = ProgressBoard(app: app, tasks: tasks, speed: speed)
        app.keepAlive(board)
        return board
    }

    private init(app: Application, tasks: [BoardTask], speed: Double) {
        self.app = app
        self.tasks = tasks
        self.speed = speed
        buildViews()
        app.bind(.character("q")) { [unowned app] in app.quit() }
        ScreenshotKey.install(in: app, demo: "inline-progress") { [hints] message in
            hints.text = message ?? Self.hintText
        }
        // The application keeps the board alive (`install` hands it over).
        timer = app.schedule(after: Self.tick, repeating: Self.tick) { [unowned self] in advance() }
        show()
    }

    private var timer: ScheduledTimer?

    private func buildViews() {
        let window = app.window
        title.textStyle = Style(attributes: .bold)
        hints.themeStyle = \.secondaryText
        for view in [title, hints] { window.addSubview(view) }
        title.bb.left(1).right(-1).top(0).height(1)
        let nameWidth = Double(tasks.map { DisplayWidth.of($0.name) }.max() ?? 0)
        for (row, task) in tasks.enumerated() {
            let name = Label(task.name)
            let bar = ProgressBar()
            let percentage = Label()
            percentage.alignment = .trailing
            for view in [name, bar, percentage] { window.addSubview(view) }
            name.bb.left(2).top(Double(row + 1)).width(nameWidth).height(1)
            percentage.bb.right(-1).top(name).width(6).height(1)
            bar.bb.left(name.rightAnchor + 2).right(percentage.leftAnchor - 1).top(name).height(1)
            names.append(name)
            bars.append(bar)
            percentages.append(percentage)
        }
        hints.bb.left(1).right(-1).top(Double(tasks.count + 1)).height(1)
    }

    /// One tick of work: every task moves on; when all are done the board says so and the
    /// application quits.
    func advance() {
        let tick = Self.tick.components
        let seconds = (Double(tick.seconds) + Double(tick.attoseconds) * 1e-18) * speed
        for index in tasks.indices { tasks[index].work(for: seconds) }
        show()
        if tasks.allSatisfy(\.isDone) {
            timer?.cancel()
            app.quit()
        }
    }

    private func show() {
        let done = tasks.filter(\.isDone).count
        title.text =
            done == tasks.count
            ? "✓ All \(tasks.count) tasks done" : "Building: \(done) of \(tasks.count) tasks done"
        for (index, task) in tasks.enumerated() {
            bars[index].value = task.progress
            // A hair added before rounding down, so 0.1 × 9 shows as 90%, not 89%.
            percentages[index].text =
                task.isDone ? "done" : "\(Int((task.progress * 100 + 1e-9).rounded(.down)))%"
        }
    }
}
