import Foundation

/// The bytes libFuzzer hands a target, split into the parts the target reads.
///
/// Shared by every fuzz target (it is compiled into each); the lines let one input drive a key path, a base URL or
/// a header alongside a body, so the seed corpus stays readable text.
struct FuzzInput {
    let data: Data

    init(_ start: UnsafePointer<UInt8>, _ count: Int) {
        data = Data(bytes: start, count: count)
    }

    /// The input up to its first newline, and the rest after it.
    var firstLineAndRest: (line: String, rest: Data) {
        guard let newline = data.firstIndex(of: UInt8(ascii: "\n")) else {
            return (String(decoding: data, as: UTF8.self), Data())
        }
        return (String(decoding: data[..<newline], as: UTF8.self), Data(data[(newline + 1)...]))
    }

    /// The whole input as text, invalid UTF-8 replaced.
    var text: String { String(decoding: data, as: UTF8.self) }
}
