/// Percent-encoding for query strings that servers read back exactly.
enum QueryEncoding {
    /// Encodes `string` so that only RFC 3986 unreserved characters stay literal.
    ///
    /// - Complexity: O(n) in the UTF-8 length of `string`.
    static func percentEncode(_ string: String) -> String {
        var output = [UInt8]()
        output.reserveCapacity(string.utf8.count)
        for byte in string.utf8 {
            if URLTextEncoding.isUnreserved(byte) {
                output.append(byte)
            } else {
                URLTextEncoding.appendEscape(byte, to: &output)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Encodes a list of items as `name=value&name=value`.
    static func encode(_ items: [QueryItem]) -> String {
        items.map { item in
            let name = percentEncode(item.name)
            guard let value = item.value else { return name }
            return name + "=" + percentEncode(value)
        }
        .joined(separator: "&")
    }
}
