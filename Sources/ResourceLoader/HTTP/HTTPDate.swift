import Foundation

/// Reads the dates of HTTP headers (`Date`, `Expires`, `Last-Modified`, `Retry-After`) in the three forms
/// RFC 9110 §5.6.7 requires a recipient to accept: the IMF-fixdate senders must use
/// (`Sun, 06 Nov 1994 08:49:37 GMT`), and the obsolete RFC 850 (`Sunday, 06-Nov-94 08:49:37 GMT`) and asctime
/// (`Sun Nov  6 08:49:37 1994`) forms.
///
/// The IMF-fixdate is read by hand: it is pure, allocation-free apart from the string's bytes and has no locale to
/// get wrong, and it is what every current server sends. The two obsolete forms, rare, go through a POSIX-locale
/// `DateFormatter`. A text in none of the forms gives `nil`, which the freshness rules treat as an absent (or, for
/// `Expires`, a past) date.
enum HTTPDate {
    /// The instant `text` names, or `nil` when it is in none of the three forms.
    static func parse(_ text: String) -> Date? {
        parse(text, now: Date())
    }

    /// The instant `text` names, or `nil` when it is in none of the three forms.
    ///
    /// - Parameter now: the current time: an RFC 850 two-digit year that would be more than 50 years after it
    ///   is taken from the century before, as RFC 9110 asks.
    static func parse(_ text: String, now: Date) -> Date? {
        parseIMFFixdate(text) ?? parseObsolete(text, now: now)
    }

    /// The obsolete RFC 850 and asctime forms.
    private static func parseObsolete(_ text: String, now: Date) -> Date? {
        // asctime pads a one-digit day with a space; collapse runs of spaces so one pattern reads both.
        let words = text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        for format in ["EEEE, dd-MMM-yy HH:mm:ss 'GMT'", "EEE MMM d HH:mm:ss yyyy"] {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "GMT")
            formatter.dateFormat = format
            formatter.twoDigitStartDate = now.addingTimeInterval(-50 * 365.2425 * 86_400)
            if let date = formatter.date(from: words) { return date }
        }
        return nil
    }

    /// The instant an IMF-fixdate names, or `nil` when `text` is not one.
    private static func parseIMFFixdate(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        // "Sun, 06 Nov 1994 08:49:37 GMT" is exactly 29 bytes.
        guard bytes.count == 29, bytes[3] == 0x2C, bytes[4] == 0x20, bytes[7] == 0x20, bytes[11] == 0x20,
            bytes[16] == 0x20, bytes[19] == 0x3A, bytes[22] == 0x3A, bytes[25] == 0x20,
            String(decoding: bytes[26...], as: UTF8.self) == "GMT",
            let day = number(bytes[5..<7]), let year = number(bytes[12..<16]),
            let hour = number(bytes[17..<19]), let minute = number(bytes[20..<22]), let second = number(bytes[23..<25]),
            let month = months.firstIndex(of: String(decoding: bytes[8..<11], as: UTF8.self)).map({ $0 + 1 }),
            (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        return Date(timeIntervalSince1970: TimeInterval(days * 86_400 + hour * 3_600 + minute * 60 + second))
    }

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// The decimal number the ASCII digits of `digits` spell, or `nil` if any byte is not a digit.
    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in digits {
            guard (0x30...0x39).contains(byte) else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return value
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's `days_from_civil`).
    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
