import Foundation

/// The file format of ``DiskCache``, version 2. Every integer is big-endian:
///
/// ```text
/// "RLDC"            4 bytes, magic
/// version           UInt8 = 2 (1 is still read: it has no vary digest)
/// header length     UInt32, then the header:
///     stored at     UInt64, the bit pattern of a Float64 of seconds since 1970
///     status code   UInt32
///     method, url, partition?, variant?, response url?   strings (see below)
///     header count  UInt32, then that many (name, value) string pairs
///     vary digest?  string (version 2 only; see ``CachedResponse/varyDigest``)
/// header checksum   UInt64, FNV-1a 64 of the header bytes
/// body length       UInt64, then the body
/// ```
///
/// A string is a UInt32 byte count and that many UTF-8 bytes; an optional string is a presence byte (0 or 1)
/// before it. A file is read only if every length fits inside the file, the header checksum matches and the file
/// ends exactly after the body, so a truncated or corrupt file is recognised as such and never read past its end.
/// The body is not checksummed: an atomic rename means a file is either wholly written or not there.
enum DiskCacheFormat {
    /// Why a file could not be read.
    struct Corruption: Swift.Error, CustomStringConvertible {
        /// What was wrong, for the report.
        let description: String
    }

    /// What a file holds.
    struct Entry {
        let key: CacheKey
        let response: CachedResponse
    }

    static let magic: [UInt8] = Array("RLDC".utf8)
    static let version: UInt8 = 2
    /// The versions this build reads: version 1 differs only by having no vary digest.
    static let readableVersions: ClosedRange<UInt8> = 1...2
    /// Magic, version and header length: what must be read to find the header.
    static let preambleLength = 9

    /// The bytes of a file holding `response` under `key`.
    static func encode(_ response: CachedResponse, for key: CacheKey) -> Data {
        var header = ByteWriter()
        header.append(response.storedAt.timeIntervalSince1970.bitPattern)
        header.append(UInt32(truncatingIfNeeded: response.statusCode))
        header.append(key.method.rawValue)
        header.append(key.url)
        header.appendOptional(key.partition)
        header.appendOptional(key.variant)
        header.appendOptional(response.url?.absoluteString)
        let fields = response.headerFields.sorted { $0.key < $1.key }
        header.append(UInt32(fields.count))
        for (name, value) in fields {
            header.append(name)
            header.append(value)
        }
        header.appendOptional(response.varyDigest)

        var file = ByteWriter(capacity: preambleLength + header.bytes.count + 16 + response.body.count)
        file.bytes.append(contentsOf: magic)
        file.bytes.append(version)
        file.append(UInt32(header.bytes.count))
        file.bytes.append(contentsOf: header.bytes)
        file.append(checksum(header.bytes[...]))
        file.append(UInt64(response.body.count))
        var data = Data(file.bytes)
        data.append(response.body)
        return data
    }

    /// The key and response in `data`, a whole file.
    static func decode(_ data: Data) throws(Corruption) -> Entry {
        var reader = ByteReader(data)
        let (key, header) = try readHeader(&reader)
        let bodyLength = try reader.readUInt64()
        guard bodyLength == UInt64(reader.remaining) else {
            throw Corruption(description: "the body should have \(bodyLength) bytes, the file has \(reader.remaining)")
        }
        let response = CachedResponse(
            statusCode: header.statusCode, url: header.url, keptHeaderFields: header.fields,
            body: data.subdata(in: reader.position..<data.endIndex), storedAt: header.storedAt,
            varyDigest: header.varyDigest)
        return Entry(key: key, response: response)
    }

    /// The key and storage date of a file of `fileSize` bytes, read from its first bytes `prefix` (at least up
    /// to the body length); checks that the body length matches the file's size.
    static func decodeSummary(_ prefix: Data, fileSize: Int) throws(Corruption) -> (key: CacheKey, storedAt: Date) {
        var reader = ByteReader(prefix)
        let (key, header) = try readHeader(&reader)
        let bodyLength = try reader.readUInt64()
        let bodyStart = reader.position - prefix.startIndex
        guard bodyLength == UInt64(max(0, fileSize - bodyStart)) else {
            throw Corruption(
                description: "the body should have \(bodyLength) bytes, the file has \(fileSize - bodyStart)")
        }
        return (key, header.storedAt)
    }

    /// How many bytes from a file's start must be read for ``decodeSummary(_:fileSize:)``, given its first
    /// ``preambleLength`` bytes; `nil` when they are not this format's preamble.
    static func summaryLength(preamble data: Data) -> Int? {
        guard data.count >= preambleLength, data.prefix(4).elementsEqual(magic),
            readableVersions.contains(data[data.startIndex + 4])
        else { return nil }
        let headerLength = data.dropFirst(5).prefix(4).reduce(0) { $0 << 8 | Int($1) }
        return preambleLength + headerLength + 16
    }

    private struct Header {
        var storedAt: Date
        var statusCode: Int
        var url: URL?
        var fields: [String: String]
        var varyDigest: String?
    }

    private static func readHeader(_ reader: inout ByteReader) throws(Corruption) -> (CacheKey, Header) {
        guard try reader.readBytes(4).elementsEqual(magic) else { throw Corruption(description: "not a cache file") }
        let fileVersion = try reader.readUInt8()
        guard readableVersions.contains(fileVersion) else {
            throw Corruption(description: "format version \(fileVersion)")
        }
        let headerLength = Int(try reader.readUInt32())
        let headerBytes = try reader.readBytes(headerLength)
        guard try reader.readUInt64() == checksum(headerBytes) else {
            throw Corruption(description: "the header checksum does not match")
        }
        var header = ByteReader(headerBytes)
        let storedAt = Date(timeIntervalSince1970: Double(bitPattern: try header.readUInt64()))
        let statusCode = Int(try header.readUInt32())
        let key = CacheKey(
            method: HTTPMethod(rawValue: try header.readString()),
            normalizedURL: try header.readString(),
            partition: try header.readOptionalString(),
            variant: try header.readOptionalString()
        )
        let url = try header.readOptionalString().flatMap { URL(string: $0) }
        let fieldCount = try header.readUInt32()
        // Each field takes at least 8 bytes, so a count larger than that allows is hostile; refuse before looping.
        guard Int(fieldCount) <= header.remaining / 8 else { throw Corruption(description: "too many header fields") }
        var fields: [String: String] = [:]
        for _ in 0..<fieldCount {
            let name = try header.readString()
            fields[name] = try header.readString()
        }
        let varyDigest = fileVersion >= 2 ? try header.readOptionalString() : nil
        guard header.remaining == 0 else { throw Corruption(description: "bytes after the header fields") }
        guard storedAt.timeIntervalSince1970.isFinite else { throw Corruption(description: "an invalid date") }
        return (
            key,
            Header(storedAt: storedAt, statusCode: statusCode, url: url, fields: fields, varyDigest: varyDigest)
        )
    }

    /// FNV-1a 64 of `bytes`.
    static func checksum<Bytes: Collection>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }
}

/// Appends big-endian integers and length-prefixed strings to a byte array.
private struct ByteWriter {
    var bytes: [UInt8] = []

    init(capacity: Int = 256) {
        bytes.reserveCapacity(capacity)
    }

    mutating func append<Integer: FixedWidthInteger>(_ value: Integer) {
        withUnsafeBytes(of: value.bigEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ string: String) {
        let utf8 = Array(string.utf8)
        append(UInt32(utf8.count))
        bytes.append(contentsOf: utf8)
    }

    mutating func appendOptional(_ string: String?) {
        if let string {
            bytes.append(1)
            append(string)
        } else {
            bytes.append(0)
        }
    }
}

/// Reads bytes front to back; every read checks the length it is given against what remains, so a hostile length
/// is an error, never a read out of bounds.
private struct ByteReader {
    let data: Data
    /// The index of the next byte to read.
    private(set) var position: Data.Index

    init(_ data: Data) {
        self.data = data
        self.position = data.startIndex
    }

    var remaining: Int { data.endIndex - position }

    mutating func readBytes(_ count: Int) throws(DiskCacheFormat.Corruption) -> Data {
        guard count >= 0, count <= remaining else {
            throw DiskCacheFormat.Corruption(description: "a length of \(count) runs past the end of the file")
        }
        defer { position += count }
        return data[position..<position + count]
    }

    mutating func readUInt8() throws(DiskCacheFormat.Corruption) -> UInt8 {
        try readBytes(1).first ?? 0
    }

    mutating func readUInt32() throws(DiskCacheFormat.Corruption) -> UInt32 {
        try readBytes(4).reduce(0) { $0 << 8 | UInt32($1) }
    }

    mutating func readUInt64() throws(DiskCacheFormat.Corruption) -> UInt64 {
        try readBytes(8).reduce(0) { $0 << 8 | UInt64($1) }
    }

    mutating func readString() throws(DiskCacheFormat.Corruption) -> String {
        let length = Int(try readUInt32())
        guard let string = String(data: try readBytes(length), encoding: .utf8) else {
            throw DiskCacheFormat.Corruption(description: "a string that is not UTF-8")
        }
        return string
    }

    mutating func readOptionalString() throws(DiskCacheFormat.Corruption) -> String? {
        switch try readUInt8() {
        case 0: return nil
        case 1: return try readString()
        case let flag: throw DiskCacheFormat.Corruption(description: "a presence flag of \(flag)")
        }
    }
}
