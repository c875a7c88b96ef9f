import Foundation

extension JSONDecoder {
    /// The names this decoder's containers give the JSON object keys `keys`, after its key strategy: `page_info`
    /// is `pageInfo` to a decoder that converts from snake case, and itself to one that uses the keys as they are.
    ///
    /// A path written with the JSON's own keys becomes a path the decoder's containers can walk. The names come
    /// from the decoder itself (it decodes a small object made of `keys`), so they match whatever its strategy
    /// does; a custom strategy sees each key as if it were at the document's root.
    ///
    /// - Throws: what the key strategy throws.
    package func decodingNames(of keys: [String]) throws -> [String] {
        switch keyDecodingStrategy {
        case .useDefaultKeys:
            return keys
        case .convertFromSnakeCase:
            // Only a key with an underscore changes, and the conversion depends on the key alone: remember it.
            guard keys.contains(where: { $0.contains("_") }) else { return keys }
            return try SnakeCaseNames.shared.names(of: keys) { try probeNames(of: $0) }
        default:
            return try probeNames(of: keys)
        }
    }

    /// Decodes `{"key": index, …}` and reads back the name each key was given.
    private func probeNames(of keys: [String]) throws -> [String] {
        var indices: [String: Int] = [:]
        for key in keys where indices[key] == nil { indices[key] = indices.count }
        let data = try JSONEncoder().encode(indices)
        let names = try decode(KeyNameProbe.self, from: data).names
        return keys.map { key in indices[key].flatMap { names[$0] } ?? key }
    }
}

/// The names a decoder gave the keys of an object whose values are the keys' indices.
private struct KeyNameProbe: Decodable {
    var names: [Int: String] = [:]

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: JSONKey.self)
        for key in container.allKeys {
            names[try container.decode(Int.self, forKey: key)] = key.stringValue
        }
    }
}

/// Snake-case keys and their converted names, shared by every decoder that converts from snake case.
private final class SnakeCaseNames: @unchecked Sendable {
    // Safe to be `@unchecked Sendable`: `names` is read and written only while `lock` is held.
    static let shared = SnakeCaseNames()

    private let lock = NSLock()
    private var names: [String: String] = [:]
    /// The most names kept; paths name a handful of keys, so this is only a bound against unbounded input.
    private let capacity = 1_024

    func names(of keys: [String], probing probe: ([String]) throws -> [String]) throws -> [String] {
        lock.lock()
        let known = keys.map { $0.contains("_") ? names[$0] : $0 }
        lock.unlock()
        if known.allSatisfy({ $0 != nil }) { return known.map { $0 ?? "" } }
        let converted = try probe(keys)
        lock.lock()
        if names.count + keys.count > capacity { names.removeAll() }
        for (key, name) in zip(keys, converted) where key.contains("_") { names[key] = name }
        lock.unlock()
        return converted
    }
}
