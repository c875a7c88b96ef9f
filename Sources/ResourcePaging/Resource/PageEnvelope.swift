import Foundation
import ResourceLoader

/// Decodes a page's items and the paging strategy's fields in one pass over the JSON.
///
/// What to read travels to ``init(from:)`` in a task-local plan, because a shared decoder's `userInfo` must not
/// be changed while other tasks decode with it.
struct PageEnvelope<Item: Decodable>: Decodable {
    var items: [Item]
    var fields: [PageField: JSONValue]

    static func decode(
        from data: Data,
        itemsPath: [String],
        fields: [PageField],
        using decoder: JSONDecoder
    ) throws -> PageEnvelope<Item> {
        try PageDecodingPlan.$current.withValue(PageDecodingPlan(itemsPath: itemsPath, fields: fields)) {
            try decoder.decode(PageEnvelope<Item>.self, from: data)
        }
    }

    init(from decoder: any Decoder) throws {
        let plan = PageDecodingPlan.current
        if let last = plan.itemsPath.last {
            let container = try Self.walk(try decoder.container(keyedBy: JSONKey.self), plan.itemsPath.dropLast())
            items = try container.decode([Item].self, forKey: JSONKey(last))
        } else {
            items = try [Item](from: decoder)
        }
        fields = [:]
        guard !plan.fields.isEmpty else { return }
        let root = try decoder.container(keyedBy: JSONKey.self)
        for field in plan.fields {
            if let value = try Self.read(field, from: root) { fields[field] = value }
        }
    }

    private static func walk(
        _ start: KeyedDecodingContainer<JSONKey>,
        _ path: some Sequence<String>
    ) throws -> KeyedDecodingContainer<JSONKey> {
        var container = start
        for component in path {
            container = try container.nestedContainer(keyedBy: JSONKey.self, forKey: JSONKey(component))
        }
        return container
    }

    /// The container at `path`, or `nil` when a member on the way is missing or `null`.
    private static func optionalWalk(
        _ start: KeyedDecodingContainer<JSONKey>,
        _ path: some Sequence<String>
    ) throws -> KeyedDecodingContainer<JSONKey>? {
        var container = start
        for component in path {
            let key = JSONKey(component)
            guard container.contains(key), try !container.decodeNil(forKey: key) else { return nil }
            container = try container.nestedContainer(keyedBy: JSONKey.self, forKey: key)
        }
        return container
    }

    private static func read(_ field: PageField, from root: KeyedDecodingContainer<JSONKey>) throws -> JSONValue? {
        switch field.location {
        case .path(let path):
            guard let last = path.last, let container = try optionalWalk(root, path.dropLast()) else { return nil }
            return try value(JSONKey(last), in: container)
        case .firstElement(let array, let member), .lastElement(let array, let member):
            guard let last = array.last, let container = try optionalWalk(root, array.dropLast()) else { return nil }
            let key = JSONKey(last)
            guard container.contains(key), try !container.decodeNil(forKey: key) else { return nil }
            let probes = try PageDecodingPlan.$probedMember.withValue(member) {
                try container.decode([MemberProbe].self, forKey: key)
            }
            let probe = if case .firstElement = field.location { probes.first } else { probes.last }
            return probe?.value
        }
    }

    private static func value(_ key: JSONKey, in container: KeyedDecodingContainer<JSONKey>) throws -> JSONValue? {
        guard container.contains(key) else { return nil }
        let value = try container.decode(JSONValue.self, forKey: key)
        return value.isNull ? nil : value
    }

    /// One array element, read only for the member the plan probes.
    private struct MemberProbe: Decodable {
        var value: JSONValue?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: JSONKey.self)
            value = try PageEnvelope.value(JSONKey(PageDecodingPlan.probedMember), in: container)
        }
    }
}

/// What ``PageEnvelope`` reads, passed down the decoding call in task-local values.
struct PageDecodingPlan: Sendable {
    var itemsPath: [String] = []
    var fields: [PageField] = []

    @TaskLocal static var current = PageDecodingPlan()
    @TaskLocal static var probedMember = ""
}
