// The jobs of the stack workload (Benchmarks/WIDGETS.md), shared by the child process that runs
// them, the parent that reports them and the table beside Textual.

/// One timed job of the stack workload, or (``hideShow``) the sum of two of them.
enum StackJob: String, CaseIterable, Sendable {
    case attach
    case hideShow = "hide+show"
    case hide
    case show
    case append
    case removeFirst = "remove-first"
    case resize

    /// The jobs one app runs, in order (every job but ``hideShow``, which is computed).
    static let measured: [StackJob] = [.attach, .hide, .show, .append, .removeFirst, .resize]

    /// How reports name the job.
    var title: String {
        switch self {
        case .attach: "attach + first frame"
        case .hideShow: "hide + show middle"
        case .hide: "hide middle"
        case .show: "show middle"
        case .append: "append one"
        case .removeFirst: "remove first"
        case .resize: "resize 100x30, 120x40"
        }
    }

    /// The key of the job's median in the JSON of `Benchmarks/peers/textual_widgets.py`.
    var textualKey: String {
        switch self {
        case .attach: "attach_first_frame_ms"
        case .hideShow: "hide_show_ms"
        case .hide: "hide_ms"
        case .show: "show_ms"
        case .append: "append_ms"
        case .removeFirst: "remove_first_ms"
        case .resize: "resize_ms"
        }
    }
}
