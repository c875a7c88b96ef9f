import Foundation

/// Reads the HTTP date forms of RFC 9110 §5.6.7 that a recipient must accept: the IMF-fixdate
/// (`Sun, 06 Nov 1994 08:49:37 GMT`), the obsolete RFC 850 form (`Sunday, 06-Nov-94 08:49:37 GMT`) and the
/// obsolete asctime form (`Sun Nov  6 08:49:37 1994`).
enum HTTPDate {
    /// The date `text` names, or `nil` when it is in none of the three forms.
    ///
    /// - Parameter now: the current time: an RFC 850 two-digit year that would be more than 50 years after it
    ///   is taken from the century before, as RFC 9110 asks.
    static func parse(_ text: String, now: Date) -> Date? {
        // asctime pads a one-digit day with a space; collapse runs of spaces so one pattern reads both.
        let words = text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        for format in ["EEE, dd MMM yyyy HH:mm:ss 'GMT'", "EEEE, dd-MMM-yy HH:mm:ss 'GMT'", "EEE MMM d HH:mm:ss yyyy"] {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "GMT")
            formatter.dateFormat = format
            formatter.twoDigitStartDate = now.addingTimeInterval(-50 * 365.2425 * 86_400)
            if let date = formatter.date(from: words) { return date }
        }
        return nil
    }
}
