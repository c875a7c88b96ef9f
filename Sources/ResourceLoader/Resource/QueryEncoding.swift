/// Percent-encoding for query strings that servers read back exactly.
enum QueryEncoding {
    /// Encodes `string` so that only RFC 3986 unreserved characters stay literal.
    ///
    /// - Complexity: O(n) in the UTF-8 length of `string`.
    static func percentEncode(_ string: String) -> String {
        var output = [UInt8]()
        output.reserveCapacity(string.utf8.count)
        for byte in string.utf8 {
            if isUnreserved(byte) {
                output.append(byte)
            } else {
                output.append(UInt8(ascii: "%"))
                output.append(hexDigits[Int(byte >> 4)])
                output.append(hexDigits[Int(byte & 0x0F)])
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

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            true
        default:
            false
        }
    }
}
