import Foundation
import ResourceSupport

/// A real HTTP/1.1 server on 127.0.0.1 for integration tests and benchmarks.
///
/// The server is `Server/test_server.py` next to this file, run by `python3` from `PATH`. Its routes are listed
/// in the script's docstring (`/users`, `/echo`, `/status/{code}`, `/drop`, `/slow`, `/flaky/{key}`, `/big`…).
/// The script exits on its own when its standard input closes, so it never outlives the process that started it.
///
/// ```swift
/// let server = try TestServer.shared()
/// let (data, _) = try await URLSession.shared.data(from: server.url("/users?offset=0&limit=5"))
/// ```
public final class TestServer: Sendable {
    /// Why a server could not be started.
    public enum Error: Swift.Error, CustomStringConvertible {
        /// The Python script is not where the harness expects it.
        case scriptMissing(path: String)
        /// `/usr/bin/env` could not find `python3` on `PATH`.
        case pythonMissing
        /// The process could not be launched at all.
        case launchFailed(underlying: any Swift.Error)
        /// The script exited before printing its `PORT <n>` line.
        case exitedBeforeReportingPort(status: Int32)
        /// No `PORT <n>` line arrived within the timeout.
        case noPortLine(timeout: TimeInterval)
        /// The first line the script printed was not `PORT <n>`.
        case unexpectedFirstLine(String)

        /// A sentence saying what went wrong and what to check.
        public var description: String {
            switch self {
            case .scriptMissing(let path):
                "TestServer: the server script is missing at \(path)"
            case .pythonMissing:
                "TestServer: python3 was not found on PATH; install Python 3 to run the integration tests"
            case .launchFailed(let underlying):
                "TestServer: could not launch /usr/bin/env python3: \(underlying)"
            case .exitedBeforeReportingPort(let status):
                "TestServer: the server exited with status \(status) before printing its port (see stderr)"
            case .noPortLine(let timeout):
                "TestServer: no 'PORT <n>' line from the server within \(timeout) seconds"
            case .unexpectedFirstLine(let line):
                "TestServer: expected 'PORT <n>' as the server's first line, got '\(line)'"
            }
        }
    }

    /// The server's root, `http://127.0.0.1:<port>`.
    public let baseURL: URL

    /// The TCP port the server listens on.
    public let port: Int

    /// The running process and its pipes; `nil` once stopped. `Process` is only ever touched under this lock.
    private let running: Locked<Running?>

    private struct Running {
        let process: Process
        /// Kept open for the server's lifetime: the script exits when it reads end-of-file on its stdin.
        let input: Pipe
        let output: Pipe
    }

    private enum FirstLine {
        case line(String)
        case endOfFile
        case timedOut
    }

    /// How long `start()` waits for the `PORT <n>` line.
    private static let startupTimeout: TimeInterval = 10

    /// Found through `#filePath` rather than a resource bundle, so release-mode executables find it too.
    private static let scriptURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Server/test_server.py")

    private static let sharedServer = Locked<TestServer?>(nil)

    private init(port: Int, running: Running) {
        self.port = port
        self.baseURL = URL(string: "http://127.0.0.1:\(port)")!
        self.running = Locked(running)
    }

    deinit {
        stop()
    }

    /// Starts a new server on a free port and returns once it accepts connections.
    ///
    /// Each call starts its own process; prefer ``shared()`` unless a test needs a server of its own
    /// (for instance to stop it).
    ///
    /// - Throws: ``TestServer/Error`` when the script or `python3` is missing, or no port is reported within 10 s.
    public static func start() throws -> TestServer {
        let script = scriptURL
        guard FileManager.default.fileExists(atPath: script.path) else {
            throw Error.scriptMissing(path: script.path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-u", script.path]
        let running = Running(process: process, input: Pipe(), output: Pipe())
        process.standardInput = running.input
        process.standardOutput = running.output
        // Standard error is inherited, so a Python traceback shows up in the test log.
        do {
            try process.run()
        } catch {
            throw Error.launchFailed(underlying: error)
        }

        switch readFirstLine(from: running.output.fileHandleForReading, timeout: startupTimeout) {
        case .line(let line):
            let words = line.split(separator: " ")
            guard words.count == 2, words[0] == "PORT", let port = Int(words[1]) else {
                terminate(running)
                throw Error.unexpectedFirstLine(line)
            }
            return TestServer(port: port, running: running)
        case .endOfFile:
            process.waitUntilExit()
            // `env` exits with 127 when it cannot find the command.
            throw process.terminationStatus == 127
                ? Error.pythonMissing : Error.exitedBeforeReportingPort(status: process.terminationStatus)
        case .timedOut:
            terminate(running)
            throw Error.noPortLine(timeout: startupTimeout)
        }
    }

    /// The server shared by every test in this process, started on first use and reused afterwards.
    ///
    /// Thread-safe: concurrent first calls start exactly one server. Tests must not `stop()` it; if it was
    /// stopped or died anyway, the next call starts a fresh one.
    ///
    /// - Throws: ``TestServer/Error`` when the server cannot be started.
    public static func shared() throws -> TestServer {
        try sharedServer.withLock { shared in
            if let server = shared, server.isRunning {
                return server
            }
            let server = try start()
            shared = server
            return server
        }
    }

    /// Whether the server process is still alive.
    public var isRunning: Bool {
        running.withLock { $0?.process.isRunning ?? false }
    }

    /// The absolute URL of `pathAndQuery` on this server, for example `url("/echo?q=a%2Bb")`.
    ///
    /// `pathAndQuery` is used exactly as written (no percent-encoding is added or removed); a missing leading
    /// slash is added.
    public func url(_ pathAndQuery: String) -> URL {
        let separator = pathAndQuery.hasPrefix("/") ? "" : "/"
        guard let url = URL(string: baseURL.absoluteString + separator + pathAndQuery) else {
            preconditionFailure("TestServer.url: '\(pathAndQuery)' is not a valid path and query")
        }
        return url
    }

    /// Terminates the server and waits for it to exit. Calling it again does nothing.
    public func stop() {
        let stopped = running.withLock { running in
            defer { running = nil }
            return running
        }
        if let stopped {
            Self.terminate(stopped)
        }
    }

    /// Closes the server's stdin (the script exits on end-of-file) and sends SIGTERM, then waits for the exit.
    private static func terminate(_ running: Running) {
        do {
            try running.input.fileHandleForWriting.close()
        } catch {
            // Closing can only fail if the descriptor is already closed; SIGTERM below still stops the server.
        }
        if running.process.isRunning {
            running.process.terminate()
        }
        running.process.waitUntilExit()
    }

    /// Reads up to the first newline of `handle` on a background thread, waiting at most `timeout` seconds.
    private static func readFirstLine(from handle: FileHandle, timeout: TimeInterval) -> FirstLine {
        let result = Locked<FirstLine>(.endOfFile)
        let finished = DispatchSemaphore(value: 0)
        // A thread of its own: callers may block every cooperative and dispatch worker thread while they wait here.
        Thread.detachNewThread {
            var bytes = Data()
            while !bytes.contains(UInt8(ascii: "\n")) {
                let chunk = handle.availableData  // empty at end of file
                if chunk.isEmpty { break }
                bytes.append(chunk)
            }
            if let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: bytes[..<newline], as: UTF8.self)
                result.withLock { $0 = .line(line.trimmingCharacters(in: .whitespacesAndNewlines)) }
            }
            finished.signal()
        }
        guard finished.wait(timeout: .now() + timeout) == .success else {
            return .timedOut
        }
        return result.value
    }
}
