import Foundation
import ResourceLoaderTestSupport
import ResourceSupport
import Testing

@testable import ResourceLoader

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Uploads of a file body: read from disk as it is sent, with progress up to its size")
struct FileUploadTests {
    /// What `/transfers/upload` answers: the bytes it received and their SHA-256.
    struct Receipt: Decodable, Sendable {
        let bytes: Int
        let sha256: String
    }

    /// A file of `count` bytes of a repeating pattern in a fresh directory.
    static func makeFile(bytes count: Int) throws -> URL {
        let directory = try DownloadToFileTests.makeDirectory()
        let file = directory.appendingPathComponent("upload.bin")
        try Data((0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }).write(to: file)
        return file
    }

    /// A `POST` of `file` to the loopback's upload counter.
    static func upload(_ file: URL, server: TestServer) -> TestResource<Receipt> {
        var resource = TestResource<Receipt>(server.url("/transfers/upload"))
        resource.method = .post
        resource.body = .file(file, contentType: "application/octet-stream")
        return resource
    }

    @Test("an upload of a 4 MiB file reports progress up to its size, and the server received every byte")
    func uploadReportsProgress() async throws {
        let server = try TestServer.shared()
        let bytes = 4 * 1_048_576
        let file = try Self.makeFile(bytes: bytes)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }

        // When the file is sent with its upload progress watched
        let transfer = NetworkResourceService.withoutRetries().transfer(Self.upload(file, server: server))
        let (progress, value) = await TransferProgressTests.collect(transfer, upload: true)

        // Then the server got all of it, unchanged
        let receipt = try value.get()
        #expect(receipt.bytes == bytes)
        #expect(receipt.sha256 == SHA256.hex(SHA256.digest(try Data(contentsOf: file))))
        // And the progress rose to the file's size, its total known from the start
        #expect(!progress.isEmpty)
        #expect(TransferProgressTests.isMonotonic(progress))
        #expect(progress.last == TransferProgress(bytesSoFar: Int64(bytes), expectedBytes: Int64(bytes)))
    }

    @Test("a plain fetch sends a file body too")
    func fetchSendsFileBody() async throws {
        let server = try TestServer.shared()
        let file = try Self.makeFile(bytes: 300_000)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }

        let receipt = try await NetworkResourceService.withoutRetries().fetch(Self.upload(file, server: server))

        #expect(receipt.bytes == 300_000)
    }

    @Test("another loader gets the file as a fresh body stream on every attempt, with its Content-Length")
    func otherLoaderReadsStreamEachAttempt() async throws {
        let file = try Self.makeFile(bytes: 50_000)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let attempts = Locked<[Int]>([])
        let loader = ScriptedDataLoader { request in
            attempts.withLock { $0.append(Self.drain(request.httpBodyStream)) }
            #expect(request.value(forHTTPHeaderField: "Content-Length") == "50000")
            let status = attempts.value.count == 1 ? 503 : 200
            return ScriptedDataLoader.response(
                to: request, status: status, body: Data(#"{"bytes":50000,"sha256":""}"#.utf8))
        }
        let service = NetworkResourceService.testing(loader) {
            $0.retryPolicy = RetryPolicy(maximumAttempts: 2, baseDelay: 0, jitter: 0)
        }
        var resource = TestResource<Receipt>("https://x.test/upload")
        resource.method = .put
        resource.body = .file(file, contentType: nil)

        _ = try await service.fetch(resource)

        #expect(attempts.value == [50_000, 50_000])
    }

    @Test("a file body that cannot be read fails the request before it is sent")
    func missingFileIsInvalidRequest() async {
        var resource = TestResource<Receipt>("https://x.test/upload")
        resource.method = .post
        resource.body = .file(URL(fileURLWithPath: "/nonexistent/\(UUID().uuidString)"), contentType: nil)
        let loader = ScriptedDataLoader(body: "{}")

        let result = await NetworkResourceService.testing(loader).result(for: resource)

        guard case .failure(.invalidRequest) = result else {
            Issue.record("expected invalidRequest, got \(result)")
            return
        }
    }

    /// How many bytes `stream` holds, read to its end.
    static func drain(_ stream: InputStream?) -> Int {
        guard let stream else { return 0 }
        stream.open()
        defer { stream.close() }
        var buffer = [UInt8](repeating: 0, count: 16_384)
        var total = 0
        while true {
            let read = stream.read(&buffer, maxLength: buffer.count)
            if read <= 0 { return total }
            total += read
        }
    }
}
