import Foundation
import ResourceLoader
import ResourcePaging
import Testing

/// The item every corpus document lists.
struct CorpusItem: Decodable, Hashable, Identifiable, Sendable {
    let id: Int
    let name: String
}

/// What the library must make of one corpus case: the right result or the right typed error.
enum CorpusOutcome: Sendable, CustomStringConvertible {
    /// Decoded: these ids, in order (a paginator lists each id once).
    case items([Int])
    /// One item whose name is the request target (path and query) the server received.
    case received(String)
    /// `ResourceError.decodingFailed`.
    case decodingFailed
    /// `ResourceError.emptyBody`.
    case emptyBody
    /// `ResourceError.unacceptableStatus` with this code.
    case status(Int)
    /// `ResourceError.transport` carrying a `URLError`.
    case transport
    /// `ResourceError.transport` carrying a `URLError(.timedOut)`: the request's deadline passed.
    case timedOut
    /// `ResourceError.responseTooLarge`.
    case tooLarge
    /// `ResourceError.invalidRequest`: nothing was sent.
    case invalidRequest

    var description: String {
        switch self {
        case .items(let ids): ids.count > 6 ? "items(\(ids.count))" : "items(\(ids))"
        case .received(let target): "received(\(target))"
        case .decodingFailed: "decodingFailed"
        case .emptyBody: "emptyBody"
        case .status(let code): "status(\(code))"
        case .transport: "transport"
        case .timedOut: "timedOut"
        case .tooLarge: "tooLarge"
        case .invalidRequest: "invalidRequest"
        }
    }

    /// Whether `error` is the typed error this outcome names.
    func matches(_ error: ResourceError) -> Bool {
        switch (self, error) {
        case (.decodingFailed, .decodingFailed), (.emptyBody, .emptyBody), (.tooLarge, .responseTooLarge),
            (.invalidRequest, .invalidRequest):
            true
        case (.status(let code), .unacceptableStatus(let actual, _, _, _)):
            code == actual
        case (.transport, .transport(_, let underlying)):
            underlying is URLError
        case (.timedOut, .transport(_, let underlying)):
            (underlying as? URLError)?.code == .timedOut
        default:
            false
        }
    }

    /// Whether `items` is the result this outcome names; `listsOnce` drops repeated ids as a paginator does.
    func matches(_ items: [CorpusItem], listsOnce: Bool) -> Bool {
        switch self {
        case .items(let ids):
            var seen = Set<Int>()
            let expected = listsOnce ? ids.filter { seen.insert($0).inserted } : ids
            return items.map(\.id) == expected
        case .received(let target):
            return items.count == 1 && items[0].id == 1 && items[0].name == target
        default:
            return false
        }
    }

    /// Whether the outcome is a result rather than an error.
    var isResult: Bool {
        switch self {
        case .items, .received: true
        default: false
        }
    }
}

/// One corpus case: a name the test shows, what to ask for, and what must come of it.
struct CorpusCase: Sendable, CustomTestStringConvertible {
    /// What the case asks for.
    enum Input: Sendable {
        /// The loopback server's `/hostile/{name}` response.
        case hostile
        /// A request to `/hostile-echo` built from these caller inputs.
        case request(path: String, queryItems: [QueryItem], headers: [String: String], method: HTTPMethod)
    }

    let name: String
    let input: Input
    let expected: CorpusOutcome
    /// Why the case cannot pass on this branch yet (another branch fixes it), or `nil`.
    let pending: String?
    /// The resource's deadline for the whole request (``NetworkResourceType/maximumDuration``), when the case needs
    /// a shorter one than the service's.
    var maximumDuration: TimeInterval? = nil

    var testDescription: String { "\(name) → \(expected)" }

    /// Why the cases that crash the platform's own `URLSession` are not run: a bare `URLSession.shared.dataTask`
    /// traps on them too, inside swift-corelibs-foundation, so no loader built on it can turn them into an error.
    static let platformCrash =
        "crashes swift-corelibs-foundation's URLSession itself (NativeProtocol.swift:240, \"Transfer completed, but "
        + "there's no response\"), with or without the library"

    static func hostile(
        _ name: String, _ expected: CorpusOutcome, pending: String? = nil, maximumDuration: TimeInterval? = nil
    ) -> CorpusCase {
        CorpusCase(name: name, input: .hostile, expected: expected, pending: pending, maximumDuration: maximumDuration)
    }

    static func path(_ name: String, _ path: String, _ expected: CorpusOutcome) -> CorpusCase {
        CorpusCase(
            name: name, input: .request(path: path, queryItems: [], headers: [:], method: .get), expected: expected,
            pending: nil)
    }

    static func query(_ name: String, _ items: [QueryItem], _ expected: CorpusOutcome) -> CorpusCase {
        CorpusCase(
            name: name, input: .request(path: "q", queryItems: items, headers: [:], method: .get), expected: expected,
            pending: nil)
    }

    static func header(_ name: String, _ headers: [String: String], _ expected: CorpusOutcome) -> CorpusCase {
        CorpusCase(
            name: name, input: .request(path: "h", queryItems: [], headers: headers, method: .get), expected: expected,
            pending: nil)
    }

    static func method(_ name: String, _ method: String, _ expected: CorpusOutcome) -> CorpusCase {
        CorpusCase(
            name: name, input: .request(path: "m", queryItems: [], headers: [:], method: HTTPMethod(rawValue: method)),
            expected: expected, pending: nil)
    }
}
