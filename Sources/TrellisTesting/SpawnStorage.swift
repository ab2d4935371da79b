#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Empty `posix_spawn` file actions and attributes, for `posix_spawn_file_actions_init` and
/// `posix_spawnattr_init` to set up. Glibc's are structs; Darwin's are pointers (imported as
/// optionals) that the init functions allocate.
enum SpawnStorage {
    #if canImport(Darwin)
        static func fileActions() -> posix_spawn_file_actions_t? { nil }
        static func attributes() -> posix_spawnattr_t? { nil }
    #else
        static func fileActions() -> posix_spawn_file_actions_t { posix_spawn_file_actions_t() }
        static func attributes() -> posix_spawnattr_t { posix_spawnattr_t() }
    #endif
}

#if canImport(Darwin)
    /// The type of `posix_spawn`'s file actions on this platform (see ``SpawnStorage``).
    typealias SpawnFileActions = posix_spawn_file_actions_t?
#else
    /// The type of `posix_spawn`'s file actions on this platform (see ``SpawnStorage``).
    typealias SpawnFileActions = posix_spawn_file_actions_t
#endif
