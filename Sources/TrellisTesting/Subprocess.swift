#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a program with `posix_spawn` and waits for it with `waitpid`.
///
/// The child starts with no signal blocked and every signal at its default disposition: tests
/// run on threads that block signals, and a tmux server (and the shell and program in its
/// pane) would otherwise inherit that mask and never see `SIGWINCH`, `SIGTERM` or `SIGTSTP`.
///
/// Foundation's `Process` cannot run tmux here: on Linux it learns that a child ended when a
/// socket the child inherited is closed by every holder, and the tmux server that `new-session`
/// leaves behind holds it for as long as it lives.
enum Subprocess {
    /// The exit status (or 128 + the signal) and what the program wrote to standard output
    /// (empty when not `capturingOutput`). Standard input and error are `/dev/null`.
    static func run(
        _ path: String, _ arguments: [String], environment: [String: String], capturingOutput: Bool
    ) throws -> (status: Int32, output: String) {
        var actions = SpawnStorage.fileActions()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pipeEnds: [Int32] = [-1, -1]
        if capturingOutput {
            guard pipe(&pipeEnds) == 0 else { throw SubprocessError.cannotStart(path, errno) }
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
            posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
            posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        var pid: pid_t = 0
        let spawned = spawn(&pid, path, arguments, environment: environment, actions: &actions)
        if capturingOutput { close(pipeEnds[1]) }
        guard spawned == 0 else {
            if capturingOutput { close(pipeEnds[0]) }
            throw SubprocessError.cannotStart(path, spawned)
        }
        var output: [UInt8] = []
        if capturingOutput {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
                if count > 0 {
                    output += buffer[0..<count]
                } else if count < 0 && errno == EINTR {
                    continue
                } else {
                    break
                }
            }
            close(pipeEnds[0])
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let signal = status & 0x7F
        let exitStatus = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
        return (exitStatus, String(decoding: output, as: UTF8.self))
    }
}

extension Subprocess {
    /// Starts a program and returns its process ID without waiting for it; standard input,
    /// output and error are `/dev/null`, and signals start as ``run(_:_:environment:capturingOutput:)``
    /// says. The caller reaps it (`waitpid`).
    static func start(_ path: String, _ arguments: [String], environment: [String: String]) throws -> pid_t {
        var actions = SpawnStorage.fileActions()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pid: pid_t = 0
        let spawned = spawn(&pid, path, arguments, environment: environment, actions: &actions)
        guard spawned == 0 else { throw SubprocessError.cannotStart(path, spawned) }
        return pid
    }

    /// `posix_spawn` with no signal blocked and every signal at its default disposition in the
    /// child; returns its result (0, or an error number).
    private static func spawn(
        _ pid: inout pid_t, _ path: String, _ arguments: [String], environment: [String: String],
        actions: inout SpawnFileActions
    ) -> Int32 {
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var attributes = SpawnStorage.attributes()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        return posix_spawn(&pid, path, &actions, &attributes, argv, envp)
    }
}

enum SubprocessError: Error {
    case cannotStart(String, Int32)
}
