import Foundation
import ResourceLoader

extension ResourceError {
    /// Whether `other` is the same case with equal values; wrapped errors, which need not be `Equatable`, match
    /// when they have the same type and the same reflection.
    func isSame(as other: ResourceError) -> Bool {
        switch (self, other) {
        case (.invalidRequest(let lhsReason, let lhsError), .invalidRequest(let rhsReason, let rhsError)):
            lhsReason == rhsReason && Self.same(lhsError, rhsError)
        case (.transport(let lhsURL, let lhsError), .transport(let rhsURL, let rhsError)):
            lhsURL == rhsURL && Self.same(lhsError, rhsError)
        case (.notHTTPResponse(let lhsURL), .notHTTPResponse(let rhsURL)),
            (.emptyBody(let lhsURL), .emptyBody(let rhsURL)):
            lhsURL == rhsURL
        case (
            .unacceptableStatus(let lhsCode, let lhsURL, let lhsBody, let lhsAPIError),
            .unacceptableStatus(let rhsCode, let rhsURL, let rhsBody, let rhsAPIError)
        ):
            lhsCode == rhsCode && lhsURL == rhsURL && lhsBody == rhsBody && Self.same(lhsAPIError, rhsAPIError)
        case (
            .decodingFailed(let lhsURL, let lhsPath, let lhsType, let lhsError),
            .decodingFailed(let rhsURL, let rhsPath, let rhsType, let rhsError)
        ):
            lhsURL == rhsURL && lhsPath == rhsPath && lhsType == rhsType && Self.same(lhsError, rhsError)
        case (.validationFailed(let lhsURL, let lhsError), .validationFailed(let rhsURL, let rhsError)):
            lhsURL == rhsURL && Self.same(lhsError, rhsError)
        case (.responseTooLarge(let lhsLimit, let lhsURL), .responseTooLarge(let rhsLimit, let rhsURL)):
            lhsLimit == rhsLimit && lhsURL == rhsURL
        case (.cancelled, .cancelled):
            true
        default:
            false
        }
    }

    private static func same(_ lhs: (any Error)?, _ rhs: (any Error)?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): true
        case (let lhs?, let rhs?): type(of: lhs) == type(of: rhs) && String(reflecting: lhs) == String(reflecting: rhs)
        default: false
        }
    }
}
