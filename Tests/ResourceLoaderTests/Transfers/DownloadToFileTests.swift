import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourceSupport
import Testing

@Suite("Downloads to a file: the body goes to disk, never to memory, and no temporary file outlives a failure")
struct DownloadToFileTests {
    /// A fresh empty directory for one test's downloads.
    static func makeDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("DownloadToFileTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// The names in `directory`, hidden ones included.
    static func contents(of directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path)
    }

    /// A service over a `DataLoader` capped at `cap` bytes whose transfer reports land in `reports`.
    static func service(cap: Int?, reports: Locked<[TransferReport]>) -> NetworkResourceService {
        let loader = DataLoader(
            configuration: .default, maximumResponseSize: cap,
            onTransfer: { report in reports.withLock { $0.append(report) } })
        return NetworkResourceService.withoutRetries {
            $0.dataLoader = loader
            $0.maximumResponseSize = cap
        }
    }

    @Test("a download of 8 MiB lands in the file with every byte, the loader holding none of it in memory")
    func downloadLandsInFile() async throws {
        let server = try TestServer.shared()
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let reports = Locked<[TransferReport]>([])
        let bytes = 8 * 1_048_576
        let destination = directory.appendingPathComponent("big.json")

        // When 8 MiB are downloaded with their progress watched
        let transfer = Self.service(cap: nil, reports: reports)
            .transfer(TestResource<String>(server.url("/big?bytes=\(bytes)")), downloadingTo: destination)
        let (progress, value) = await TransferProgressTests.collect(transfer)

        // Then the file holds the body, byte for byte, and nothing else is left in the directory
        #expect(try value.get() == destination)
        let data = try Data(contentsOf: destination)
        let expected =
            Data(#"{"padding":""#.utf8) + Data(repeating: UInt8(ascii: "x"), count: bytes - 14) + Data(#""}"#.utf8)
        #expect(data == expected)
        #expect(try Self.contents(of: directory) == ["big.json"])
        // And the loader wrote every byte to disk while holding no body in memory
        let report = try #require(reports.value.first)
        #expect(report.largestBodyHeld == 0)
        #expect(report.bytesWrittenToFile == Int64(bytes))
        // And the progress rose to the whole body with its declared total
        #expect(TransferProgressTests.isMonotonic(progress))
        #expect(progress.last == TransferProgress(bytesSoFar: Int64(bytes), expectedBytes: Int64(bytes)))
    }

    @Test("a download replaces a file already at its destination")
    func downloadReplacesDestination() async throws {
        let server = try TestServer.shared()
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let destination = directory.appendingPathComponent("user.json")
        try Data("old".utf8).write(to: destination)

        let url = try await NetworkResourceService.withoutRetries()
            .download(TestResource<User>(server.url("/users/1")), to: destination)

        #expect(url == destination)
        #expect(try JSONDecoder().decode(User.self, from: Data(contentsOf: destination)).id == 1)
        #expect(try Self.contents(of: directory) == ["user.json"])
    }

    @Test(
        "a download past the size cap fails with responseTooLarge and leaves no file, with or without Content-Length",
        arguments: [0, 1])
    func downloadPastCapLeavesNoFile(chunked: Int) async throws {
        let server = try TestServer.shared()
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let reports = Locked<[TransferReport]>([])
        let cap = 100_000

        let result = await Self.service(cap: cap, reports: reports).downloadResult(
            TestResource<String>(server.url("/big?bytes=1000000&chunked=\(chunked)")),
            to: directory.appendingPathComponent("big.json"))

        guard case .failure(.responseTooLarge(let limit, _)) = result else {
            Issue.record("expected responseTooLarge, got \(result)")
            return
        }
        #expect(limit == cap)
        #expect(try Self.contents(of: directory).isEmpty)
        #expect(try #require(reports.value.first).bytesWrittenToFile <= Int64(cap))
    }

    @Test("a download cancelled while its body arrives leaves no file behind")
    func cancelledDownloadLeavesNoFile() async throws {
        let server = try TestServer.shared()
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let transfer = NetworkResourceService.withoutRetries().transfer(
            TestResource<String>(server.url("/transfers/stall?bytes=65536")),
            downloadingTo: directory.appendingPathComponent("stalled.bin"))

        // Given a download whose first bytes are in its temporary file
        var temporaryFiles: [String] = []
        for await progress in transfer.progress where progress.bytesSoFar > 0 {
            temporaryFiles = try Self.contents(of: directory)
            break
        }
        // When it is cancelled
        transfer.cancel()

        // Then it throws cancelled, and the temporary file that was there is gone
        let error = await #expect(throws: ResourceError.self) { try await transfer.value }
        #expect(error?.isCancellation == true)
        #expect(temporaryFiles.count == 1)
        #expect(try Self.contents(of: directory).isEmpty)
    }

    @Test("a download that passes its deadline leaves no file behind")
    func timedOutDownloadLeavesNoFile() async throws {
        let server = try TestServer.shared()
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var resource = TestResource<String>(server.url("/transfers/stall?bytes=65536"))
        resource.maximumDuration = 0.5

        let result = await NetworkResourceService.withoutRetries()
            .downloadResult(resource, to: directory.appendingPathComponent("stalled.bin"))

        #expect(result.thrown?.urlError?.code == .timedOut)
        #expect(try Self.contents(of: directory).isEmpty)
    }

    @Test("a download answered with an unacceptable status fails with it and leaves no file")
    func unacceptableStatusLeavesNoFile() async throws {
        let server = try TestServer.shared()
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }

        let result = await NetworkResourceService.withoutRetries()
            .downloadResult(TestResource<String>(server.url("/status/404")), to: directory.appendingPathComponent("x"))

        #expect(result.thrown?.statusCode == 404)
        #expect(try Self.contents(of: directory).isEmpty)
    }

    @Test("with a loader other than DataLoader, the service writes the body it got to the file")
    func otherLoaderDownloadsThroughMemory() async throws {
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let service = NetworkResourceService.testing(ScriptedDataLoader(body: "hello, file"))
        let destination = directory.appendingPathComponent("hello.txt")

        let url = try await service.download(TestResource<String>("https://x.test/hello"), to: destination)

        #expect(url == destination)
        #expect(try String(contentsOf: destination, encoding: .utf8) == "hello, file")
        #expect(try Self.contents(of: directory) == ["hello.txt"])
    }
}

extension NetworkResourceService {
    /// ``download(_:to:)``'s outcome as a `Result`.
    func downloadResult<Resource: NetworkResourceType>(
        _ resource: Resource,
        to destination: URL
    ) async -> Result<URL, ResourceError> {
        do throws(ResourceError) {
            return .success(try await download(resource, to: destination))
        } catch {
            return .failure(error)
        }
    }
}

extension Result {
    /// The error, if this is a failure.
    var thrown: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
