/// The error body the sample API sends with every failure: `{"error":{"code":404,"message":"…"}}`.
///
/// The resources decode it in ``APIResource/apiError(from:)``, so a ``ResourceError`` carries it.
struct APIProblem: Error, Decodable, CustomStringConvertible {
    struct Detail: Decodable {
        let code: Int
        let message: String
    }

    let error: Detail

    var description: String { error.message }
}
