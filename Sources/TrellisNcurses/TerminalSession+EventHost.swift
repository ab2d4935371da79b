import TrellisCore

extension TerminalSession: TerminalEventHost {
    var suspendKey: KeyEvent? { configuration.suspendKey }

    var windowSize: Size { backend.size }

    func followTerminalSize() -> Size? {
        let size = currentSize()
        guard size != backend.size else { return nil }
        backend.resize(to: size)
        return size
    }

    func terminalSupportsSynchronizedOutput() {
        if configuration.backend.synchronizedOutput == nil { backend.usesSynchronizedOutput = true }
    }
}
