import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What a request carries in its body.
///
/// ```swift
/// var body: RequestBody? { .json(NewPost(title: "Hello")) }
/// var body: RequestBody? { .data(csv, contentType: "text/csv") }
/// var body: RequestBody? { .file(videoURL, contentType: "video/mp4") }
/// ```
public enum RequestBody: Sendable {
    /// Raw bytes, sent as they are, with an optional `Content-Type`.
    case data(Data, contentType: String?)
    /// Any `Encodable` value, encoded as JSON when the request is built; `Content-Type: application/json`.
    case json(any Encodable & Sendable)
    /// The contents of the local file at `url`, read while it is sent rather than loaded into memory first, with an
    /// optional `Content-Type`. ``DataLoader`` sends it with `URLSession.uploadTask(with:fromFile:)` (read anew by
    /// each attempt) and reports its progress to ``ResourceTransfer/uploadProgress``; any other ``DataLoading``
    /// gets the request with an `httpBodyStream` over the file.
    case file(URL, contentType: String?)

    /// Puts the body on `request`: its bytes (or, for a file, a stream over it and its `Content-Length`) and the
    /// content type it implies, unless `request` already has one.
    ///
    /// - Parameter encoder: the encoder for `.json` bodies.
    /// - Throws: whatever the encoder throws for a value it cannot encode; a `CocoaError` for a file that cannot
    ///   be read.
    func apply(to request: inout URLRequest, encoder: @autoclosure () -> JSONEncoder) throws {
        let contentType: String?
        switch self {
        case .data(let data, let type):
            request.httpBody = data
            contentType = type
        case .json(let value):
            request.httpBody = try encoder().encode(value)
            contentType = "application/json"
        case .file(let url, let type):
            request.httpBodyStream = try Self.stream(reading: url, sizeInto: &request)
            contentType = type
        }
        if let contentType, request.value(forHTTPHeaderField: "Content-Type") == nil {
            request.setValue(contentType, forHTTPHeaderField: "Content-Type")
        }
    }

    /// The local file this body sends, if it is `.file`.
    var fileURL: URL? {
        if case .file(let url, _) = self { return url }
        return nil
    }

    /// A stream over the file at `url`, after setting `request`'s `Content-Length` to the file's size.
    ///
    /// - Throws: a `CocoaError` when the file's size cannot be read (it does not exist, or is not readable).
    private static func stream(reading url: URL, sizeInto request: inout URLRequest) throws -> InputStream {
        let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber
        guard let size, let stream = InputStream(url: url) else { throw CocoaError(.fileReadNoSuchFile) }
        request.setValue(String(size.int64Value), forHTTPHeaderField: "Content-Length")
        return stream
    }
}
