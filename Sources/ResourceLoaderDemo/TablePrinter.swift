/// Lays out rows of text as an aligned table with a header and a rule under it.
///
/// Widths count characters (grapheme clusters), so names such as "Zoë" line up.
struct TablePrinter {
    enum Alignment {
        case left
        case right
    }

    struct Column {
        let title: String
        let alignment: Alignment
        /// The narrowest the column may be, so tables printed in chunks line up when their cells fit.
        var minimumWidth = 0
    }

    let columns: [Column]
    /// The space between two columns.
    var separator = "  "

    /// The table as lines of text: the header and a rule (unless `includesHeader` is `false`), then one line per
    /// row.
    ///
    /// A row with fewer cells than there are columns is padded with empty cells.
    func lines(for rows: [[String]], includesHeader: Bool = true) -> [String] {
        let widths = columns.indices.map { index in
            rows.reduce(max(columns[index].title.count, columns[index].minimumWidth)) { width, row in
                max(width, index < row.count ? row[index].count : 0)
            }
        }
        func line(_ cells: [String]) -> String {
            let padded = columns.indices.map { index in
                pad(index < cells.count ? cells[index] : "", to: widths[index], columns[index].alignment)
            }
            var text = padded.joined(separator: separator)
            while text.hasSuffix(" ") { text.removeLast() }
            return text
        }
        let rule = widths.map { String(repeating: "─", count: $0) }.joined(separator: separator)
        return (includesHeader ? [line(columns.map(\.title)), rule] : []) + rows.map(line)
    }

    private func pad(_ text: String, to width: Int, _ alignment: Alignment) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        switch alignment {
        case .left: return text + padding
        case .right: return padding + text
        }
    }
}
