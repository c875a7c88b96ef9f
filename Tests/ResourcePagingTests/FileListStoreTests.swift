import Foundation
import ResourceLoaderTestSupport
import ResourcePaging
import Testing

@Suite("FileListStore keeps a list's rows in one file, whatever it reads")
struct FileListStoreTests {
    typealias Store = FileListStore<Row, Int>

    /// A directory of its own, removed at the end of the test.
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("file-list-store-\(UUID().uuidString)", isDirectory: true)

    func rows(_ ids: [Int], prefix: String = "Row") -> [Row] {
        ids.map { Row(id: $0, name: "\(prefix) \($0)") }
    }

    func page(_ key: Int, _ ids: [Int], next: Int? = nil) -> Page<Row, Int> {
        Page(key: key, items: rows(ids), nextKey: next, previousKey: nil)
    }

    /// Writes `text` as the store's file.
    func writeFile(_ text: String) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: directory.appendingPathComponent("list.json"))
    }

    @Test("a new store over the same directory reads the rows and keys the last one wrote")
    func reopenedStoreReadsWhatWasWritten() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = Store(directory: directory)
        try await store.write(.replace([page(0, [1, 2], next: 2)]))
        try await store.write(.append(page(2, [3, 4])))

        let reopened = Store(directory: directory)
        #expect(await reopened.loadError == nil)
        #expect(await reopened.rows == rows([1, 2, 3, 4]))
        #expect(await reopened.list.pages.map(\.key) == [0, 2])
        #expect(await reopened.list.pages.map(\.nextKey) == [2, nil])
    }

    @Test("the file has mode 0600 and its directory 0700; no temporary file is left")
    func fileModes() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = Store(directory: directory)
        try await store.write(.replace([page(0, [1])]))
        try await store.write(.edit(.update(Row(id: 1, name: "Again"))))

        let fileMode = try FileManager.default.attributesOfItem(atPath: store.fileURL.path)[.posixPermissions] as? Int
        let directoryMode = try FileManager.default.attributesOfItem(atPath: directory.path)[.posixPermissions] as? Int
        #expect(fileMode.map { $0 & 0o777 } == 0o600)
        #expect(directoryMode.map { $0 & 0o777 } == 0o700)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["list.json"])
    }

    @Test("a truncated file is a corrupt-file error and an empty store; the next write replaces it")
    func truncatedFile() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try writeFile(#"{"version":1,"savedAt":0,"pages":[{"key":0,"items":[{"id":1,"#)
        let store = Store(directory: directory)
        guard case .corrupt(let url, _) = await store.loadError else {
            Issue.record("expected a corrupt-file error")
            return
        }
        #expect(url == store.fileURL)
        #expect(await store.rows.isEmpty)

        try await store.write(.replace([page(0, [7])]))
        #expect(await Store(directory: directory).rows == rows([7]))
    }

    @Test("a file of another format, of other types or of garbage is a corrupt-file error, never a crash")
    func hostileFiles() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = [
            "",
            "\u{0}\u{1}garbage",
            #"{"version":2,"savedAt":0,"pages":[]}"#,
            #"{"version":1,"savedAt":0,"pages":[{"key":"zero","items":[]}]}"#,
            #"{"version":1,"savedAt":0,"pages":[{"key":0,"items":[],"nextKey":5},{"key":9,"items":[]}]}"#,
            "[]",
        ]
        for file in files {
            try writeFile(file)
            let store = Store(directory: directory)
            guard case .corrupt = await store.loadError else {
                Issue.record("expected a corrupt-file error for \(file.debugDescription)")
                continue
            }
            #expect(await store.list.pages.isEmpty)
        }
    }

    @Test("duplicate ids, in a file or in a written page, are stored once: the first copy stays")
    func duplicateIDsAreStoredOnce() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try writeFile(
            #"{"version":1,"savedAt":0,"pages":[{"key":0,"items":[{"id":1,"name":"a"},{"id":1,"name":"b"}],"nextKey":2},"#
                + #"{"key":2,"items":[{"id":1,"name":"c"},{"id":2,"name":"d"}]}]}"#)
        let store = Store(directory: directory)
        #expect(await store.loadError == nil)
        #expect(await store.rows == [Row(id: 1, name: "a"), Row(id: 2, name: "d")])

        try await store.write(.replace([page(0, [5, 5, 6], next: 3), page(3, [6, 7])]))
        #expect(await store.rows.map(\.id) == [5, 6, 7])
        try await store.write(.append(page(5, [7, 8, 8])))
        #expect(await store.rows.map(\.id) == [5, 6, 7, 8])
        try await store.write(.prepend(page(-3, [4, 5])))
        #expect(await store.rows.map(\.id) == [4, 5, 6, 7, 8])
    }

    @Test("the stored pages stay consecutive: a written run is cut at a page that does not follow")
    func pagesStayConsecutive() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = Store(directory: directory)
        try await store.write(.replace([page(0, [1], next: 1), page(5, [2])]))
        #expect(await store.list.pages.map(\.key) == [0])
        // An appended page is led to by the last stored page, and a page whose key is stored is not stored again.
        try await store.write(.append(page(9, [3])))
        try await store.write(.append(page(0, [4])))
        #expect(await store.list.pages.map(\.key) == [0, 9])
        #expect(await store.list.pages.map(\.nextKey) == [9, nil])
        #expect(await Store(directory: directory).list.pages.map(\.key) == [0, 9])
    }

    @Test("upsert updates a stored row in place or inserts a new one at the start; remove takes it away")
    func upsertAndRemove() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = Store(directory: directory)
        try await store.write(.replace([page(0, [1, 2, 3])]))
        try await store.upsert(Row(id: 2, name: "Two"))
        try await store.upsert(Row(id: 9, name: "Nine"))
        try await store.remove(id: 1)
        #expect(await store.rows == [Row(id: 9, name: "Nine"), Row(id: 2, name: "Two"), Row(id: 3, name: "Row 3")])
        try await store.removeAll()
        #expect(await Store(directory: directory).rows.isEmpty)
    }

    @Test("a page served with no-store is held and observed but not written to the file, nor the pages after it")
    func noStorePagesStayInMemory() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = Store(directory: directory)
        var secret = page(2, [3])
        secret.isStorable = false
        try await store.write(.replace([page(0, [1, 2], next: 2), secret]))
        #expect(await store.rows.map(\.id) == [1, 2, 3])
        #expect(await Store(directory: directory).rows.map(\.id) == [1, 2])
    }

    @Test("a reader of the contents gets them now, then after every write")
    func contentsAreObserved() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = Store(directory: directory)
        let contents = await store.contents()
        var reader = contents.makeAsyncIterator()
        #expect(await reader.next()?.pages.isEmpty == true)
        try await store.write(.replace([page(0, [1])]))
        #expect(await reader.next()?.pages.flatMap(\.items) == rows([1]))
        try await store.upsert(Row(id: 1, name: "One"))
        #expect(await reader.next()?.pages.flatMap(\.items) == [Row(id: 1, name: "One")])
    }

    @Test("a file that cannot be written is a typed error; the contents still change")
    func unwritableFile() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        // A plain file where the store's directory should be.
        try FileManager.default.createDirectory(
            at: directory.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data().write(to: directory)
        let store = Store(directory: directory)
        await #expect(throws: Store.Error.self) { try await store.write(.replace([page(0, [1])])) }
        #expect(await store.rows == rows([1]))
    }
}
