import Foundation
import ResourceLoader
import ResourceSupport

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
        let envelope = try PageDecodingPlan.$current.withValue(plan) {
            try decoder.decode(PageEnvelope<Item>.self, from: data)
        }
        if !fields.isEmpty { PageValueKind.remember(envelope.fields, expected: plan.expectedKinds) }
        return envelope
    }

    init(from decoder: any Decoder) throws {
        let plan = PageDecodingPlan.current
        fields = [:]
        // The objects walked to, shared by the items and the fields: a field next to the items, or two fields in
        // one object, walk there once.
        var walked: ObjectsWalked?
        if let last = plan.itemsPath.last {
            walked = ObjectsWalked(root: try decoder.container(keyedBy: JSONKey.self))
            guard let container = try walked?.object(at: plan.itemsPath.dropLast()),
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
        var objects = try walked ?? ObjectsWalked(root: decoder.container(keyedBy: JSONKey.self))
        for planned in plan.fields {
            if let value = try Self.read(planned, from: &objects) { fields[planned.field] = value }
        }
    }

    /// The objects at paths from the root, each walked to once.
    private struct ObjectsWalked {
        /// Each path walked, with the object at its end (`nil` when a member on the way is missing or `null`).
        private var walked: [(path: ArraySlice<String>, object: KeyedDecodingContainer<JSONKey>?)]

        init(root: KeyedDecodingContainer<JSONKey>) {
            walked = [([], root)]
        }

        /// The object at `path`, or `nil` when a member on the way is missing or `null`; walked from the longest
        /// part of the path walked before.
        mutating func object(at path: ArraySlice<String>) throws -> KeyedDecodingContainer<JSONKey>? {
            var start = 0
            for (index, entry) in walked.enumerated()
            where entry.path.count <= path.count && entry.path.count >= walked[start].path.count
                && path.prefix(entry.path.count).elementsEqual(entry.path)
            {
                start = index
            }
            guard var container = walked[start].object else { return nil }
            var walkedPath = walked[start].path
            for component in path.dropFirst(walkedPath.count) {
                let key = JSONKey(component)
                walkedPath = path.prefix(walkedPath.count + 1)
                guard try isPresent(key, in: container) else {
                    walked.append((walkedPath, nil))
                    return nil
                }
                container = try container.nestedContainer(keyedBy: JSONKey.self, forKey: key)
                walked.append((walkedPath, container))
            }
            return container
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
                fields[probe.field] = try value(JSONKey(probe.member), in: members, expecting: probe.kind)
            }
        }
        return items
    }

    /// Whether `key` is present and not `null`.
    private static func isPresent(_ key: JSONKey, in container: KeyedDecodingContainer<JSONKey>) throws -> Bool {
        try container.contains(key) && !container.decodeNil(forKey: key)
    }

    private static func read(
        _ planned: PageDecodingPlan.PlannedField,
        from objects: inout ObjectsWalked
    ) throws -> JSONValue? {
        guard let last = planned.path.last, let container = try objects.object(at: planned.path.dropLast()) else {
            return nil
        }
        let key = JSONKey(last)
        guard let member = planned.member else { return try value(key, in: container, expecting: planned.kind) }
        guard try isPresent(key, in: container) else { return nil }
        let probes = try PageDecodingPlan.$probedMember.withValue((member, planned.kind)) {
            try container.decode([MemberProbe].self, forKey: key)
        }
        return planned.first ? probes.first?.value : probes.last?.value
    }

    /// The value of `key`, or `nil` when it is missing or `null`. The `expected` kind (the one the field held on
    /// the last page) is tried first: finding the kind by trying each in turn costs a thrown decoding error for
    /// every kind tried before the right one.
    private static func value(
        _ key: JSONKey, in container: KeyedDecodingContainer<JSONKey>, expecting expected: PageValueKind?
    ) throws -> JSONValue? {
        guard container.contains(key), try !container.decodeNil(forKey: key) else { return nil }
        do {
            switch expected {
            case .string?: return .string(try container.decode(String.self, forKey: key))
            case .bool?: return .bool(try container.decode(Bool.self, forKey: key))
            case .integer?: return .int(try container.decode(Int.self, forKey: key))
            case nil: break
            }
        } catch {
            // Another kind this time (or a number `Int` cannot hold): read it as whatever it is, below.
        }
        return try container.decode(JSONValue.self, forKey: key)
    }

    /// One element of an array other than the items, read only for the member the plan probes.
    private struct MemberProbe: Decodable {
        var value: JSONValue?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: JSONKey.self)
            let (member, kind) = PageDecodingPlan.probedMember
            value = try PageEnvelope.value(JSONKey(member), in: container, expecting: kind)
        }
    }
}

/// The kinds of JSON value a page field is expected to hold: the kind it held on the last page read, whichever
/// list read it (a field names a place in one API's pages, where a cursor stays a string and a total a number).
enum PageValueKind: Sendable {
    case string, bool, integer

    /// The kind of `value`, when it is one that is tried first.
    init?(of value: JSONValue) {
        switch value {
        case .string: self = .string
        case .bool: self = .bool
        case .int: self = .integer
        default: return nil
        }
    }

    /// The kind each field held on the last page read.
    private static let lastSeen = Locked<[PageField: PageValueKind]>([:])

    /// The kinds last seen for `fields`, in order (`nil` for a field not read yet, or last read as another kind).
    static func expected(for fields: [PageField]) -> [PageValueKind?] {
        lastSeen.withLock { seen in fields.map { seen[$0] } }
    }

    /// Remembers the kinds of the values `read`, when they differ from the kinds `expected`.
    static func remember(_ read: [PageField: JSONValue], expected: [PageField: PageValueKind]) {
        var changed: [PageField: PageValueKind?] = [:]
        for (field, value) in read {
            let kind = PageValueKind(of: value)
            if kind != expected[field] { changed[field] = kind }
        }
        guard !changed.isEmpty else { return }
        lastSeen.withLock { seen in
            for (field, kind) in changed { seen[field] = kind }
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
        /// The kind of value tried first.
        var kind: PageValueKind?
    }

    /// A field read from the first or last element of the items array, while that element is decoded.
    struct Probe: Sendable {
        var field: PageField
        var member: String
        var first: Bool
        /// The kind of value tried first.
        var kind: PageValueKind?
    }

    var itemsPath: [String] = []
    /// The items path as the resource wrote it, for errors.
    var itemsPathDescription = ""
    var fields: [PlannedField] = []
    var itemProbes: [Probe] = []
    /// The kind of value each field is expected to hold (see ``PageValueKind``).
    var expectedKinds: [PageField: PageValueKind] = [:]

    @TaskLocal static var current = PageDecodingPlan()
    /// The member read from an array's element, and the kind of value tried first.
    @TaskLocal static var probedMember: (member: String, kind: PageValueKind?) = ("", nil)

    init() {}

    init(itemsPath: [String], fields: [PageField], decoder: JSONDecoder) throws {
        itemsPathDescription = itemsPath.joined(separator: ".")
        self.itemsPath = try decoder.decodingNames(of: itemsPath)
        let kinds = fields.isEmpty ? [] : PageValueKind.expected(for: fields)
        for (field, kind) in zip(fields, kinds) {
            if let kind { expectedKinds[field] = kind }
            switch field.location {
            case .path(let path):
                self.fields.append(
                    PlannedField(
                        field: field, path: try decoder.decodingNames(of: path), member: nil, first: true, kind: kind))
            case .firstElement(let array, let member), .lastElement(let array, let member):
                let first = if case .firstElement = field.location { true } else { false }
                let names = try decoder.decodingNames(of: array + [member])
                let path = Array(names.dropLast())
                if path == self.itemsPath {
                    itemProbes.append(Probe(field: field, member: names[names.count - 1], first: first, kind: kind))
                } else {
                    self.fields.append(
                        PlannedField(
                            field: field, path: path, member: names[names.count - 1], first: first, kind: kind))
                }
            }
        }
    }
}
