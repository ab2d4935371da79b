/// One task of the progress board: a name and how far it has got.
struct BoardTask: Equatable {
    /// What the task is called.
    let name: String
    /// How much of the task one second of work does, from 0 to 1.
    let ratePerSecond: Double
    /// How much is done, from 0 to 1.
    private(set) var progress = 0.0

    /// Whether the task has finished.
    var isDone: Bool { progress >= 1 }

    /// Works on the task for `seconds`.
    mutating func work(for seconds: Double) {
        progress = min(1, progress + ratePerSecond * max(0, seconds))
    }

    /// The board's tasks: a small build, each step at its own pace.
    static let build = [
        BoardTask(name: "fetch sources", ratePerSecond: 0.9),
        BoardTask(name: "solve layout", ratePerSecond: 0.6),
        BoardTask(name: "compile widgets", ratePerSecond: 0.35),
        BoardTask(name: "link demos", ratePerSecond: 0.5),
        BoardTask(name: "render pictures", ratePerSecond: 0.75),
    ]
}
