#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// File descriptor calls by names the same on Linux and Darwin, where no method shadows them
/// (inside a type with a `close()` method, the C library's `close` needs its module's name:
/// `Glibc.close` on Linux, `Darwin.close` on macOS).
enum FileDescriptors {
    /// Closes `descriptor`, ignoring errors (there is nothing to do about them).
    static func close(_ descriptor: Int32) {
        #if canImport(Glibc)
            _ = Glibc.close(descriptor)
        #elseif canImport(Darwin)
            _ = Darwin.close(descriptor)
        #endif
    }
}
