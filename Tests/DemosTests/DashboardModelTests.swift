import Testing

@testable import dashboard

/// The view-model: rates from consecutive samples, the table's order, the histories.
@Suite("Dashboard: model")
@MainActor
struct DashboardModelTests {
    /// A model after `count` samples of the fake system.
    private func model(after count: Int, source: DashboardFakeSource = DashboardFakeSource()) throws
        -> DashboardModel
    {
        var model = DashboardModel()
        for _ in 0..<count { model.update(with: try source.sample()) }
        return model
    }

    @Test func cpuUsageComesFromTheDifferenceOfTwoSamples() throws {
        let model = try model(after: 2)
        // Cores are 20, 40, 60 and 80 % busy; their ticks advance equally.
        #expect(model.coreUsages.map { ($0 * 100).rounded() } == [20, 40, 60, 80])
        #expect((model.cpuUsage * 100).rounded() == 50)
    }

    @Test func processCPUIsItsShareOfOneCPUBetweenSamples() throws {
        let model = try model(after: 2)
        // 100 ticks per CPU passed; cc1 used 95 of them, make 70.
        let cc1 = try #require(model.rows.first { $0.pid == 1338 })
        #expect(abs(cc1.cpuPercent - 95) < 1e-9)
        let make = try #require(model.rows.first { $0.pid == 1337 })
        #expect(abs(make.cpuPercent - 70) < 1e-9)
        #expect(make.user == "alice")
        #expect(make.memoryPercent == 220.0 / 16384 * 100)
    }

    @Test func theFirstSampleShowsAveragesSinceBootAndSinceEachProcessStarted() throws {
        let model = try model(after: 1)
        // 10,000 ticks per core, busy 20/40/60/80 %.
        #expect(model.coreUsages.map { ($0 * 100).rounded() } == [20, 40, 60, 80])
        // 500 ticks used in (100,000 s × 100 ticks − started at tick PID).
        let initProcess = try #require(model.rows.first { $0.pid == 1 })
        #expect(abs(initProcess.cpuPercent - 500 / (10_000_000 - 1) * 100) < 1e-9)
    }

    @Test func aReusedPIDIsANewProcess() throws {
        let source = DashboardFakeSource()
        var first = try source.sample()
        var model = DashboardModel()
        // Before: PID 1337 was another process, started later and with more ticks.
        first.processes = first.processes.map { process in
            var copy = process
            if copy.pid == 1337 {
                copy.startTicks = 5_000
                copy.cpuTicks = 99_999
            }
            return copy
        }
        model.update(with: first)
        model.update(with: try source.sample())
        let make = try #require(model.rows.first { $0.pid == 1337 })
        // Its average since it started, not a negative or huge difference.
        #expect(abs(make.cpuPercent - 570 / (10_000_100 - 1337) * 100) < 1e-9)
    }

    @Test func sortsByCPUHighestFirstAndBreaksTiesByPID() throws {
        let model = try model(after: 2)
        #expect(model.sortColumn == .cpu)
        #expect(!model.sortAscending)
        #expect(model.rows.prefix(4).map(\.pid) == [1338, 1337, 2002, 2001])
        // Processes that used nothing keep PID order.
        #expect(model.rows.suffix(3).map(\.pid) == [2, 431, 900])
    }

    @Test func sortingAgainByTheSameColumnTurnsTheOrderRound() throws {
        var model = try model(after: 2)
        model.sort(by: .memory)
        #expect(model.rows.first?.pid == 2001)
        #expect(!model.sortAscending)
        model.sort(by: .memory)
        #expect(model.sortAscending)
        #expect(model.rows.first?.pid == 2)
        model.sort(by: .command)
        #expect(model.sortAscending)
        #expect(model.rows.first?.command == "-bash")
        model.sort(by: .pid, ascending: false)
        #expect(model.rows.first?.pid == 4096)
        #expect(model.rowIndex(ofPID: 4096) == 0)
        #expect(model.rowIndex(ofPID: 12345) == nil)
    }

    @Test func theOrderSurvivesTheNextSample() throws {
        let source = DashboardFakeSource()
        var model = DashboardModel()
        model.update(with: try source.sample())
        model.sort(by: .user)
        model.update(with: try source.sample())
        #expect(model.sortColumn == .user)
        #expect(model.rows.map(\.user) == model.rows.map(\.user).sorted())
        // Kernel threads (no command line) show their name in brackets.
        #expect(model.rows.contains { $0.command == "[kthreadd]" })
    }

    @Test func historiesKeepTheMostRecentReadings() throws {
        let model = try model(after: DashboardModel.historyLength + 5)
        #expect(model.cpuHistory.count == DashboardModel.historyLength)
        #expect(model.memoryHistory.count == DashboardModel.historyLength)
        // Memory use grows by 64 MiB a sample: the newest reading is last.
        #expect(model.memoryHistory.last! > model.memoryHistory.first!)
        #expect(model.sampleCount == DashboardModel.historyLength + 5)
    }

    @Test func shortcutsNameTheirColumns() {
        #expect(ProcessColumn.forShortcut("c") == .cpu)
        #expect(ProcessColumn.forShortcut("m") == .memory)
        #expect(ProcessColumn.forShortcut("p") == .pid)
        #expect(ProcessColumn.forShortcut("x") == nil)
        #expect(Set(ProcessColumn.allCases.map(\.shortcut)).count == ProcessColumn.allCases.count)
    }

    @Test func formatsNumbersShortly() {
        #expect(DashboardFormat.bytes(512) == "512B")
        #expect(DashboardFormat.bytes(980 * 1024) == "980K")
        #expect(DashboardFormat.bytes(1000 * 1024) == "1.0M")
        #expect(DashboardFormat.bytes(1_288_490_189) == "1.2G")
        #expect(DashboardFormat.bytes(24 << 30) == "24G")
        #expect(DashboardFormat.percent(12.345) == "12.3")
        #expect(DashboardFormat.percent(-1) == "0.0")
        #expect(DashboardFormat.percent(.nan) == "0.0")
        #expect(DashboardFormat.uptime(5174.97) == "01:26:14")
        #expect(DashboardFormat.uptime(3 * 86_400 + 4 * 3600 + 12 * 60 + 59) == "3d 04:12")
        #expect(DashboardFormat.load(0.5) == "0.50")
        #expect(DashboardFormat.load(12.345) == "12.35")
    }
}
