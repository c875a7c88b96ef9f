import Foundation
import ResourceLoader

/// Decodes a page's items and the paging strategy's fields in one pass over the JSON.
///
/// Each item is decoded once: a field read from the first or the last element of the items array (a
/// Stripe-style cursor) is read from that element while it is decoded. Paths name the JSON's own keys; they are
/// turned into the decoder's names (see `JSONDecoder.decodingNames(of:)`) once, before decoding. What to read
/// travels to ``init(from:)`` in a task-local plan, because a shared decoder's `userInfo` must not be changed
/// while other tasks decode with it.
struct PageEnvelope<Item: Decodable>: Decodable {
    var items: [Item]
    var fields: [PageField: JSONValue]

    /// Decodes `data`.
    ///
    /// - Throws: ``PagingError/missingPageField(path:)`` when a component of `itemsPath` is missing or `null`,
    ///   a `DecodingError` when the JSON does not match.
    static func decode(
        from data: Data,
        itemsPath: [String],
        fields: [PageField],
        using decoder: JSONDecoder
    ) throws -> PageEnvelope<Item> {
        let plan = try PageDecodingPlan(itemsPath: itemsPath, fields: fields, decoder: decoder)
        return try PageDecodingPlan.$current.withValue(plan) {
            try decoder.decode(PageEnvelope<Item>.self, from: data)
        }
    }

    init(from decoder: any Decoder) throws {
        let plan = PageDecodingPlan.current
        fields = [:]
        if let last = plan.itemsPath.last {
            let root = try decoder.container(keyedBy: JSONKey.self)
            guard let container = try Self.optionalWalk(root, plan.itemsPath.dropLast()),
                try Self.isPresent(JSONKey(last), in: container)
            else { throw PagingError.missingPageField(path: plan.itemsPathDescription) }
            if plan.itemProbes.isEmpty {
                items = try container.decode([Item].self, forKey: JSONKey(last))
            } else {
                var elements = try container.nestedUnkeyedContainer(forKey: JSONKey(last))
                items = try Self.decodeItems(from: &elements, probing: plan.itemProbes, into: &fields)
            }
        } else if plan.itemProbes.isEmpty {
            items = try [Item](from: decoder)
        } else {
            var elements = try decoder.unkeyedContainer()
            items = try Self.decodeItems(from: &elements, probing: plan.itemProbes, into: &fields)
        }
        guard !plan.fields.isEmpty else { return }
        let root = try decoder.container(keyedBy: JSONKey.self)
        for planned in plan.fields {
            if let value = try Self.read(planned, from: root) { fields[planned.field] = value }
        }
    }

    /// Decodes every element as an item, reading the probed members of the first and the last element from the
    /// element itself.
    private static func decodeItems(
        from elements: inout any UnkeyedDecodingContainer,
        probing probes: [PageDecodingPlan.Probe],
        into fields: inout [PageField: JSONValue]
    ) throws -> [Item] {
        var items: [Item] = []
        let count = elements.count ?? 0
        items.reserveCapacity(count)
        while !elements.isAtEnd {
            let index = items.count
            guard index == 0 || index == count - 1 else {
                items.append(try elements.decode(Item.self))
                continue
            }
            let element = try elements.superDecoder()
            items.append(try element.singleValueContainer().decode(Item.self))
            let members = try element.container(keyedBy: JSONKey.self)
            for probe in probes where probe.first ? index == 0 : index == count - 1 {
                fields[probe.field] = try value(JSONKey(probe.member), in: members)
            }
        }
        return items
    }

    /// Whether `key` is present and not `null`.
    private static func isPresent(_ key: JSONKey, in container: KeyedDecodingContainer<JSONKey>) throws -> Bool {
        try container.contains(key) && !container.decodeNil(forKey: key)
    }

    /// The container at `path`, or `nil` when a member on the way is missing or `null`.
    private static func optionalWalk(
        _ start: KeyedDecodingContainer<JSONKey>,
        _ path: some Sequence<String>
    ) throws -> KeyedDecodingContainer<JSONKey>? {
        var container = start
        for component in path {
            let key = JSONKey(component)
            guard try isPresent(key, in: container) else { return nil }
            container = try container.nestedContainer(keyedBy: JSONKey.self, forKey: key)
        }
        return container
    }

    private static func read(
        _ planned: PageDecodingPlan.PlannedField,
        from root: KeyedDecodingContainer<JSONKey>
    ) throws -> JSONValue? {
        guard let last = planned.path.last, let container = try optionalWalk(root, planned.path.dropLast()) else {
            return nil
        }
        let key = JSONKey(last)
        guard let member = planned.member else { return try value(key, in: container) }
        guard try isPresent(key, in: container) else { return nil }
        let probes = try PageDecodingPlan.$probedMember.withValue(member) {
            try container.decode([MemberProbe].self, forKey: key)
        }
        return planned.first ? probes.first?.value : probes.last?.value
    }

    private static func value(_ key: JSONKey, in container: KeyedDecodingContainer<JSONKey>) throws -> JSONValue? {
        guard container.contains(key) else { return nil }
        let value = try container.decode(JSONValue.self, forKey: key)
        return value.isNull ? nil : value
    }

    /// One element of an array other than the items, read only for the member the plan probes.
    private struct MemberProbe: Decodable {
        var value: JSONValue?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: JSONKey.self)
            value = try PageEnvelope.value(JSONKey(PageDecodingPlan.probedMember), in: container)
        }
    }
}

/// What ``PageEnvelope`` reads, with every path in the decoder's names, passed down the decoding call in
/// task-local values.
struct PageDecodingPlan: Sendable {
    /// A field to read, with its path in the decoder's names.
    struct PlannedField: Sendable {
        var field: PageField
        /// The path to the value, or to the array whose first or last element holds it.
        var path: [String]
        /// The member of the element, for a field read from an array's element.
        var member: String?
        /// Whether the element is the array's first (or its last).
        var first: Bool
    }

    /// A field read from the first or last element of the items array, while that element is decoded.
    struct Probe: Sendable {
        var field: PageField
        var member: String
        var first: Bool
    }

    var itemsPath: [String] = []
    /// The items path as the resource wrote it, for errors.
    var itemsPathDescription = ""
    var fields: [PlannedField] = []
    var itemProbes: [Probe] = []

    @TaskLocal static var current = PageDecodingPlan()
    @TaskLocal static var probedMember = ""

    init() {}

    init(itemsPath: [String], fields: [PageField], decoder: JSONDecoder) throws {
        itemsPathDescription = itemsPath.joined(separator: ".")
        self.itemsPath = try decoder.decodingNames(of: itemsPath)
        for field in fields {
            switch field.location {
            case .path(let path):
                self.fields.append(
                    PlannedField(field: field, path: try decoder.decodingNames(of: path), member: nil, first: true))
            case .firstElement(let array, let member), .lastElement(let array, let member):
                let first = if case .firstElement = field.location { true } else { false }
                let names = try decoder.decodingNames(of: array + [member])
                let path = Array(names.dropLast())
                if path == self.itemsPath {
                    itemProbes.append(Probe(field: field, member: names[names.count - 1], first: first))
                } else {
                    self.fields.append(
                        PlannedField(field: field, path: path, member: names[names.count - 1], first: first))
                }
            }
        }
    }
}
