import Foundation
import Observation

/// One update of a view that follows observable state: it runs once when made, records which
/// properties of `@Observable` objects it read, and after any of them changes runs again —
/// once, before the window's next layout pass, however many of them changed meanwhile.
///
/// Owned by its view (an update lives as long as the view and never keeps it alive); the
/// change notice holds it weakly, so a model that outlives its views calls nothing.
///
/// A change notice comes before the new value is stored, on the thread that changes it, so the
/// update never runs inside it. It posts the update to its window's inbox, which the next
/// layout pass empties (so a change followed by `layoutIfNeeded()` shows at once), and asks
/// the main actor for a frame. Each run has a number (its generation); a notice from an older
/// run than the last one is stale and ignored, so an update runs once per round of changes.
@MainActor
final class ViewObservation {
    /// The view whose state the update sets.
    private(set) weak var view: TermView?
    private let update: @MainActor () -> Void
    /// The number of the last run; notices carry the number of the run that read the state.
    private(set) var generation = 0
    /// Whether ``cancel()`` was called: a cancelled update never runs again.
    private(set) var isCancelled = false
    /// How many times the update has run (for tests of batching).
    var runCount: Int { generation }

    init(view: TermView, update: @escaping @MainActor () -> Void) {
        self.view = view
        self.update = update
    }

    /// Runs the update now, tracking what it reads.
    func run() {
        guard !isCancelled, let view else { return }
        generation += 1
        let runNumber = generation
        let window = view.window
        let inbox = window?.observationInbox
        withObservationTracking(update) { [weak self, weak window] in
            guard let self else { return }
            inbox?.post(self, generation: runNumber)
            Task { @MainActor [weak self] in
                self?.noteChange(ofRun: runNumber, postedTo: window)
            }
        }
    }

    /// On the main actor after a change of what run `runNumber` read, unless a later run
    /// already took it into account: asks the view's window for a frame (posting there too if
    /// the view has moved since), or, for a view in no window, runs the update now.
    func noteChange(ofRun runNumber: Int, postedTo window: TermWindow?) {
        guard runNumber == generation, !isCancelled, let view else { return }
        if let current = view.window {
            if current !== window { current.observationInbox.post(self, generation: runNumber) }
            current.setNeedsFrame()
        } else {
            run()
        }
    }

    /// Runs the update if run `runNumber` is still its last one (the notice is not stale).
    func runIfCurrent(_ runNumber: Int) {
        if runNumber == generation { run() }
    }

    /// Stops following: the update never runs again.
    func cancel() {
        isCancelled = true
        view?.observations.removeAll { $0 === self }
    }
}

/// A handle on an update made by ``TermView/observe(_:)``: cancel it to stop following. The
/// update lives as long as its view whether the handle is kept or not.
@MainActor
public final class ObservationHandle {
    private weak var observation: ViewObservation?

    init(_ observation: ViewObservation) {
        self.observation = observation
    }

    /// Stops the update: it never runs again, even if the state it read changes.
    public func cancel() {
        observation?.cancel()
    }
}

extension TermView {
    /// Runs `update` now, and again whenever a property of an `@Observable` object that it read
    /// changes: once, before the window's next layout pass, however many properties changed
    /// since (so a frame shows the model as a whole, never half-updated).
    ///
    /// ```swift
    /// @Observable final class Download { var done = 0.0; var name = "" }
    /// let download = Download()
    /// bar.observe { [unowned bar] in bar.value = download.done }
    /// title.observe { [unowned title] in title.text = "Fetching \(download.name)" }
    /// download.done = 0.5   // the bar shows it in the next frame
    /// ```
    ///
    /// The update belongs to this view: it lives as long as the view, and it stops when the view
    /// goes. Capture the view `unowned` (or `weak`) in `update`, as above, or the view keeps
    /// itself alive. Changes may come from any thread; the update always runs on the main
    /// actor. For a view in no window the update runs from the main actor's queue instead, and
    /// it runs once more when the view joins a window, to follow from there.
    ///
    /// - Parameter update: Reads observable state and sets this view (or its subviews) from it.
    /// - Returns: A handle to cancel the update early.
    @discardableResult
    public func observe(_ update: @escaping @MainActor () -> Void) -> ObservationHandle {
        let observation = ViewObservation(view: self, update: update)
        observations.append(observation)
        observation.run()
        return ObservationHandle(observation)
    }
}

/// Views whose properties can follow observable state (every ``TermView``): see
/// ``bind(_:to:)``.
@MainActor
public protocol ObservationBindable: TermView {}

extension TermView: ObservationBindable {}

extension ObservationBindable {
    /// Keeps a property of this view equal to `value()`, which reads `@Observable` state: set
    /// now, and again before the next layout pass after the state changes — only when the value
    /// differs, so a change that leaves it equal costs no layout and no drawing.
    ///
    /// ```swift
    /// label.bind(\.text) { model.title }
    /// checkbox.bind(\.isChecked) { model.isDone }
    /// row.bind(\.isHidden) { model.isArchived }
    /// ```
    ///
    /// - Parameters:
    ///   - keyPath: The property to set.
    ///   - value: Computes the property's value from observable state.
    /// - Returns: A handle to cancel the binding early.
    @discardableResult
    public func bind<Value: Equatable>(
        _ keyPath: ReferenceWritableKeyPath<Self, Value>, to value: @escaping @MainActor () -> Value
    ) -> ObservationHandle {
        observe { [unowned self] in
            let newValue = value()
            if self[keyPath: keyPath] != newValue { self[keyPath: keyPath] = newValue }
        }
    }
}
