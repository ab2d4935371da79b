import Foundation
import Testing
import TrellisCore

@testable import TrellisTesting
@testable import monitor

/// The monitor on a headless terminal over a fake sampler: whole screens at two sizes, the
/// screen following the model, sorting by key and by click, and the selection kept as rows
/// move between refreshes.
@Suite("Monitor: screens")
@MainActor
struct MonitorScreenTests {
    /// The monitor on a `width` × `height` terminal after two samples (so CPU shares show).
    private func monitor(
        width: Int = 80, height: Int = 14, signaller: MonitorFakeSignaller = MonitorFakeSignaller()
    ) -> (TestTerminal, MonitorApp, MonitorFakeSampler) {
        let sampler = MonitorFakeSampler()
        var monitor: MonitorApp!
        let terminal = TestTerminal(width: width, height: height) { app in
            monitor = MonitorApp(app: app, sampler: sampler, signaller: signaller)
            app.keepAlive(monitor)
        }
        terminal.advance(by: .seconds(1))
        return (terminal, monitor, sampler)
    }

    /// The commands in the table, top to bottom.
    private func commands(_ monitor: MonitorApp) -> [String] {
        monitor.model.rows.map(\.command)
    }

    /// The row of the screen that shows `text`, or -1.
    private func row(showing text: String, in terminal: TestTerminal) -> Int {
        terminal.screen.firstIndex { $0.contains(text) } ?? -1
    }

    @Test func screenAt80x14() {
        let (terminal, _, _) = monitor()
        terminal.assertSnapshot(named: "Monitor-80x14")
    }

    @Test func screenAt40x10() {
        let (terminal, _, _) = monitor(width: 40, height: 10)
        terminal.assertSnapshot(named: "Monitor-40x10")
    }

    @Test func itSamplesOnceASecondAndSortsByCPUFirst() {
        let (terminal, monitor, sampler) = monitor()
        #expect(sampler.count == 2)
        // The second sample: sshd used 45 of 100 ticks.
        #expect(commands(monitor) == ["sshd", "swift-build", "postgres", "init", "bash"])
        #expect(terminal.screen.contains { $0.contains("412") && $0.contains("sshd") && $0.contains("45.0") })
        #expect(terminal.screen.contains { $0.contains("CPU%▼") })
        terminal.advance(by: .seconds(1))
        #expect(sampler.count == 3)
        #expect(commands(monitor).first == "init")
        #expect(row(showing: "init", in: terminal) < row(showing: "sshd", in: terminal))
    }

    @Test func theScreenFollowsTheModelInOneFrame() {
        let (terminal, monitor, _) = monitor()
        monitor.model.update(
            with: ProcessSample(
                totalTicks: 1000,
                processes: [ProcessReading(pid: 7, command: "newcomer", cpuTicks: 0, residentKiB: 2048)]))
        terminal.runUntilIdle()
        #expect(row(showing: "newcomer", in: terminal) > 0)
        #expect(row(showing: "sshd", in: terminal) == -1)
        #expect(terminal.screen[0].contains("Processes (1)"))
        #expect(terminal.screen.contains { $0.contains("newcomer") && $0.contains("2.0M") })
    }

    @Test func keysAndHeaderClicksSort() throws {
        let (terminal, monitor, _) = monitor()
        terminal.type("p")
        #expect(monitor.model.sortColumn == .pid && monitor.model.ascending)
        #expect(commands(monitor) == ["init", "sshd", "postgres", "bash", "swift-build"])
        #expect(terminal.screen.contains { $0.contains("PID▲") })
        terminal.type("p")
        #expect(commands(monitor).first == "swift-build")

        terminal.type("m")
        #expect(commands(monitor).first == "swift-build")
        #expect(!monitor.model.ascending)

        let header = row(showing: "COMMAND", in: terminal)
        let column = try #require(terminal.screen[header].range(of: "COMMAND"))
        terminal.click(
            at: Point(
                x: terminal.screen[header].distance(
                    from: terminal.screen[header].startIndex, to: column.lowerBound), y: header))
        #expect(monitor.model.sortColumn == .command)
        #expect(commands(monitor) == ["bash", "init", "postgres", "sshd", "swift-build"])
    }

    @Test func theSelectedProcessStaysSelectedAsRowsMove() {
        let (terminal, monitor, _) = monitor()
        monitor.table.becomeFocused()
        terminal.press(.down)
        // The first row: sshd.
        #expect(monitor.model.selectedPID == 412)
        #expect(terminal.screen.last?.contains("412 sshd") == true)
        terminal.advance(by: .seconds(1))
        // The order changed (init, swift-build, sshd); the selection followed sshd.
        #expect(monitor.model.rows.firstIndex { $0.pid == 412 } == 2)
        #expect(monitor.table.selectedRow == 2)
        #expect(terminal.screen.last?.contains("412 sshd") == true)

        // A selected process that ends leaves nothing selected.
        monitor.model.update(with: ProcessSample(totalTicks: 10_000, processes: []))
        terminal.runUntilIdle()
        #expect(monitor.table.selectedRow == nil)
    }

    /// `k` asks before ending the selected process: Cancel (or Escape) sends nothing, End
    /// sends SIGTERM and the status line says so until another process is selected.
    @Test func killAsksFirstThenEndsTheSelectedProcess() throws {
        let signaller = MonitorFakeSignaller()
        let (terminal, monitor, _) = monitor(signaller: signaller)
        terminal.type("k")
        #expect(monitor.confirmation == nil, "nothing selected: nothing to ask")

        monitor.table.becomeFocused()
        terminal.press(.down)
        terminal.type("k")
        let dialog = try #require(monitor.confirmation)
        #expect(dialog.isPresented)
        #expect(terminal.screen.contains { $0.contains("Send SIGTERM to 412 sshd?") })
        #expect(terminal.screen.contains { $0.contains("[ Cancel ]") && $0.contains("[ End ]") })
        terminal.press(.enter)
        #expect(monitor.confirmation == nil)
        #expect(signaller.terminated.isEmpty)

        terminal.type("k")
        terminal.press(.escape)
        #expect(monitor.confirmation == nil)
        #expect(signaller.terminated.isEmpty)

        terminal.type("k")
        terminal.press(.tab)
        terminal.press(.enter)
        #expect(signaller.terminated == [412])
        #expect(terminal.screen.last?.contains("Sent SIGTERM to 412 sshd") == true)
        #expect(monitor.table.isFocused)
        terminal.press(.down)
        #expect(terminal.screen.last?.contains("Sent SIGTERM") == false)
    }

    /// Enter on a row asks the same question; a refused signal says why in the status line.
    @Test func aRefusedSignalSaysWhy() throws {
        let signaller = MonitorFakeSignaller()
        signaller.failure = SignalError(pid: 1, code: EPERM)
        let (terminal, monitor, _) = monitor(width: 100, signaller: signaller)
        monitor.table.becomeFocused()
        terminal.press(.end)
        let process = try #require(monitor.model.rows.last)
        terminal.press(.enter)
        #expect(
            terminal.screen.contains { $0.contains("Send SIGTERM to \(process.pid) \(process.command)?") })
        terminal.press(.tab)
        terminal.press(.enter)
        #expect(signaller.terminated.isEmpty)
        let expected = "Cannot end \(process.pid) \(process.command): \(String(cString: strerror(EPERM)))"
        #expect(terminal.screen.last?.contains(expected) == true)
    }

    @Test func aFailedSampleShowsItsErrorAndTheLastRows() {
        let (terminal, monitor, sampler) = monitor()
        sampler.failure = ProcSampler.ReadError(path: "/proc/stat")
        terminal.advance(by: .seconds(1))
        #expect(terminal.screen.last?.contains("cannot read /proc/stat") == true)
        #expect(monitor.model.rows.count == 5)
    }

    @Test func eachRowHasABarOfItsCPUShare() throws {
        let (_, monitor, _) = monitor()
        let bar = try #require(monitor.table.cellView(row: 0, column: 3) as? ProgressBar)
        #expect(bar.value == 0.45)
    }

    @Test func numbersAreShortAndRounded() {
        #expect(MonitorApp.percent(12.345) == "12.3")
        #expect(MonitorApp.percent(0) == "0.0")
        #expect(MonitorApp.memory(kib: 812) == "812K")
        #expect(MonitorApp.memory(kib: 46_285) == "45.2M")
        #expect(MonitorApp.memory(kib: 524_288) == "512M")
        #expect(MonitorApp.memory(kib: 1_363_149) == "1.3G")
    }
}

/// The monitor's reading of `/proc`.
@Suite("Monitor: /proc")
struct MonitorProcTests {
    @Test func aStatLineGivesTheNameTheTicksAndTheMemory() throws {
        let stat =
            "4242 (my (odd) name) S 1 4242 4242 0 -1 4194560 500 0 0 0 120 30 0 0 20 0 1 0 99 123456 300 184467"
        let reading = try #require(ProcSampler.reading(pid: 4242, stat: stat, pageKiB: 4))
        #expect(
            reading == ProcessReading(pid: 4242, command: "my (odd) name", cpuTicks: 150, residentKiB: 1200))
        #expect(ProcSampler.reading(pid: 1, stat: "1 (short) S 1 2", pageKiB: 4) == nil)
        #expect(ProcSampler.reading(pid: 1, stat: "no parentheses", pageKiB: 4) == nil)
    }

    @Test func theRealProcHoldsThisProcess() throws {
        let sample = try ProcSampler().sample()
        #expect(sample.totalTicks > 0)
        let me = Int(getpid())
        #expect(sample.processes.contains { $0.pid == me && $0.residentKiB > 0 })
    }

    /// The real signaller ends a real process with SIGTERM, and names the reason it cannot
    /// signal one that does not exist (or a process group).
    @Test func theSignalSenderEndsAProcess() throws {
        // Started with no signal blocked (test threads block signals, and a child inherits the
        // mask: it would never see SIGTERM).
        let child = try Subprocess.start("/bin/sleep", ["30"], environment: [:])
        try SignalSender().terminate(pid: Int(child))
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        // Ended by the signal (not by sleep's own exit after 30 s).
        #expect(status & 0x7F == SIGTERM)
        #expect(throws: SignalError(pid: 0, code: ESRCH)) { try SignalSender().terminate(pid: 0) }
        // The child is reaped: its PID names no process now.
        #expect(throws: SignalError(pid: Int(child), code: ESRCH)) {
            try SignalSender().terminate(pid: Int(child))
        }
    }

    @Test func aMissingProcIsATypedError() {
        #expect(throws: ProcSampler.ReadError.self) { try ProcSampler(root: "/nonexistent-proc").sample() }
    }
}
