// Running the view updates whose observed state changed, before each layout pass (see
// ViewObservation).

extension TermWindow {
    /// Runs the updates whose observed state changed, each once, in the order the changes came.
    /// An update that changes observed state again (its own or another's) runs again in the
    /// same call, up to a bound that stops a pair of updates feeding each other forever.
    func runPendingObservations() {
        for _ in 0..<16 {
            let posted = observationInbox.take()
            if posted.isEmpty { return }
            for (observation, generation) in posted { observation.runIfCurrent(generation) }
        }
    }
}
