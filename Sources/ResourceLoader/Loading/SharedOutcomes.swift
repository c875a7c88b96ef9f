import ResourceSupport

/// What callers sharing one coalesced response computed from it, computed once per kind of resource.
///
/// Two callers get the same outcome only when their resources are of the same type and equal (the type is
/// `Hashable`): such resources decode a body alike, so one decoding serves both. Any other caller computes its own.
final class SharedOutcomes: Sendable {
    /// Identifies resources that decode alike: the same type and equal values.
    struct Key: Hashable, @unchecked Sendable {
        // Safe to be `@unchecked Sendable`: `value` wraps a resource, and every resource is `Sendable`
        // (`ResourceType` requires it); `AnyHashable` itself is not marked `Sendable` on every toolchain.
        let type: ObjectIdentifier
        let value: AnyHashable
    }

    /// One task per key; the first caller of a key starts it and everyone else awaits its value.
    private let tasks = Locked<[Key: any Sendable]>([:])

    /// The key for `resource`, or `nil` when its type is not `Hashable` and so nothing says who decodes alike.
    static func key<Resource: ResourceType>(for resource: Resource) -> Key? {
        guard let hashable = resource as? any Hashable else { return nil }
        return Key(type: ObjectIdentifier(Resource.self), value: AnyHashable(hashable))
    }

    /// The outcome for `key`: computed by `compute` for the first caller, awaited by every later one.
    func outcome<Value: Sendable>(for key: Key, compute: @escaping @Sendable () -> Value) async -> Value {
        let task = tasks.withLock { tasks -> Task<Value, Never> in
            if let running = tasks[key] as? Task<Value, Never> { return running }
            let task = Task { compute() }
            tasks[key] = task
            return task
        }
        return await task.value
    }
}
