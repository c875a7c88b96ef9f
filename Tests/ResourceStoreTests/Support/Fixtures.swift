import Foundation

@testable import ResourceStore

/// A small item for store tests: an identifier and a displayed name.
struct Contact: Identifiable, Equatable, Sendable, CustomStringConvertible {
    let id: Int
    var name: String

    init(_ id: Int, _ name: String = "") {
        self.id = id
        self.name = name.isEmpty ? "contact \(id)" : name
    }

    var description: String { "\(id):\(name)" }
}

typealias ContactStore = SectionedStore<String, Contact>

extension SectionedStore where Item == Contact {
    /// The identifiers of each section, for compact expectations.
    var layout: [[Int]] { sections.map { $0.items.map(\.id) } }
    /// The items of the first section.
    var firstSectionItems: [Contact] { sections.first?.items ?? [] }
}

/// A lock-guarded log that callbacks running on other threads can append to.
final class Recorder<Entry: Sendable>: @unchecked Sendable {
    // Safe to be `@unchecked Sendable`: `entries` is only read or written while `lock` is held.
    private let lock = NSLock()
    private var entries: [Entry] = []

    func append(_ entry: Entry) {
        lock.lock()
        entries.append(entry)
        lock.unlock()
    }

    var all: [Entry] {
        lock.lock()
        defer { lock.unlock() }
        return entries
    }
}
