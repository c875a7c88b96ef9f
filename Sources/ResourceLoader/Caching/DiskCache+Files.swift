import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few POSIX file calls the disk cache (and ResourcePaging's `FileListStore`) needs where Foundation cannot say
/// what it needs: create a file with mode 0600 from the start (not after), rename over an existing file atomically,
/// and touch a modification date. Each returns a description of the failure, or `nil` on success.
package enum CacheFiles {
    /// Creates `path` (it must not exist) with mode 0600 and writes `data` to it; with `synchronized`, also waits
    /// until the data is on the storage device (`fsync`) before closing it.
    package static func writeNewFile(_ data: Data, to path: String, synchronized: Bool = false) -> String? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return describe(errno) }
        var failure: String?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = describe(errno)
                    return
                }
                offset += written
            }
        }
        if synchronized, failure == nil, fsync(descriptor) != 0 { failure = describe(errno) }
        if close(descriptor) != 0, failure == nil { failure = describe(errno) }
        return failure
    }

    /// Waits until the entries of the directory at `path` (a file just renamed into it) are on the storage device.
    package static func synchronizeDirectory(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return describe(errno) }
        let failure = fsync(descriptor) == 0 ? nil : describe(errno)
        close(descriptor)
        return failure
    }

    /// Renames `source` to `destination`, atomically replacing any file there.
    package static func move(_ source: String, replacing destination: String) -> String? {
        rename(source, destination) == 0 ? nil : describe(errno)
    }

    /// Removes `path`; a file already gone is not a failure.
    package static func remove(_ path: String) -> String? {
        unlink(path) == 0 || errno == ENOENT ? nil : describe(errno)
    }

    /// Sets the modification date of `path` to now; a file already gone is not a failure.
    static func touch(_ path: String) -> String? {
        utimes(path, nil) == 0 || errno == ENOENT ? nil : describe(errno)
    }

    /// Creates `path` and its missing parents with mode 0700; a directory already there is left as it is.
    package static func createDirectory(_ path: String) -> String? {
        do {
            try FileManager.default.createDirectory(
                atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            return nil
        } catch {
            return String(describing: error)
        }
    }

    /// The system's message for `code`, with the code.
    private static func describe(_ code: Int32) -> String {
        "\(String(cString: strerror(code))) (errno \(code))"
    }
}
