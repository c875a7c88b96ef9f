/// The storage of ``MemoryCache``: a dictionary from key to slot plus a doubly linked recency list threaded
/// through arrays of slots, so every operation is O(1) without a class instance (and its reference counting) per
/// entry. Freed slots are reused. Not thread-safe on its own; ``MemoryCache`` guards it with a lock.
struct LeastRecentlyUsedList<Key: Hashable, Value> {
    /// One entry, linked to its neighbours by slot index (`-1` for none).
    fileprivate struct Slot {
        var key: Key
        var value: Value?
        var cost: Int
        var previous: Int
        var next: Int
    }

    private var slots: [Slot] = []
    private var slotByKey: [Key: Int] = [:]
    private var freeSlots: [Int] = []
    /// The least recently used slot, or `-1`.
    private var head = -1
    /// The most recently used slot, or `-1`.
    private var tail = -1

    /// The sum of the costs of the entries.
    private(set) var totalCost = 0

    /// The number of entries.
    var count: Int { slotByKey.count }

    /// The value for `key`, which becomes the most recently used.
    mutating func value(for key: Key) -> Value? {
        guard let slot = slotByKey[key] else { return nil }
        moveToTail(slot)
        return slots[slot].value
    }

    /// Stores `value` as the most recently used entry; returns the value it replaced.
    mutating func insert(_ value: Value, cost: Int, for key: Key) -> Value? {
        if let slot = slotByKey[key] {
            let old = slots[slot].value
            totalCost += cost - slots[slot].cost
            slots[slot].value = value
            slots[slot].cost = cost
            moveToTail(slot)
            return old
        }
        let entry = Slot(key: key, value: value, cost: cost, previous: tail, next: -1)
        let slot: Int
        if let free = freeSlots.popLast() {
            slots[free] = entry
            slot = free
        } else {
            slots.append(entry)
            slot = slots.count - 1
        }
        slotByKey[key] = slot
        totalCost += cost
        if tail >= 0 { slots[tail].next = slot } else { head = slot }
        tail = slot
        return nil
    }

    /// Removes the entry for `key`; returns its value.
    mutating func removeValue(for key: Key) -> Value? {
        guard let slot = slotByKey.removeValue(forKey: key) else { return nil }
        return free(slot)
    }

    /// The value for `key`, leaving the order as it is.
    func peekValue(for key: Key) -> Value? {
        slotByKey[key].flatMap { slots[$0].value }
    }

    /// Removes the least recently used entry; returns its key and value.
    mutating func removeLeastRecentlyUsed() -> (key: Key, value: Value)? {
        guard head >= 0 else { return nil }
        let slot = head
        let key = slots[slot].key
        slotByKey.removeValue(forKey: key)
        return free(slot).map { (key, $0) }
    }

    /// Removes the entries that satisfy `shouldRemove`; returns their keys and values.
    mutating func removeValues(where shouldRemove: (Key, Value) -> Bool) -> [(key: Key, value: Value)] {
        var doomed: [Key] = []
        for (key, slot) in slotByKey where slots[slot].value.map({ shouldRemove(key, $0) }) ?? false {
            doomed.append(key)
        }
        return doomed.compactMap { key in removeValue(for: key).map { (key, $0) } }
    }

    /// The keys from the least to the most recently used.
    func keysFromLeastRecentlyUsed() -> [Key] {
        var keys: [Key] = []
        keys.reserveCapacity(count)
        var slot = head
        while slot >= 0 {
            keys.append(slots[slot].key)
            slot = slots[slot].next
        }
        return keys
    }

    /// Unlinks `slot`, clears its value and cost and puts it on the free list; returns the value.
    private mutating func free(_ slot: Int) -> Value? {
        unlink(slot)
        totalCost -= slots[slot].cost
        slots[slot].cost = 0
        freeSlots.append(slot)
        defer { slots[slot].value = nil }
        return slots[slot].value
    }

    private mutating func moveToTail(_ slot: Int) {
        guard slot != tail else { return }
        unlink(slot)
        slots[slot].previous = tail
        slots[slot].next = -1
        if tail >= 0 { slots[tail].next = slot } else { head = slot }
        tail = slot
    }

    private mutating func unlink(_ slot: Int) {
        let previous = slots[slot].previous
        let next = slots[slot].next
        if previous >= 0 { slots[previous].next = next } else { head = next }
        if next >= 0 { slots[next].previous = previous } else { tail = previous }
        slots[slot].previous = -1
        slots[slot].next = -1
    }
}

// A list of sendable keys and values is itself sendable: it holds them in plain arrays and a dictionary.
extension LeastRecentlyUsedList: Sendable where Key: Sendable, Value: Sendable {}

extension LeastRecentlyUsedList.Slot: Sendable where Key: Sendable, Value: Sendable {}
