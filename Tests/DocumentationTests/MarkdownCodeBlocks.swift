import Foundation

/// The fenced code blocks of a Markdown document (CommonMark fences: three or more backticks or tildes).
struct MarkdownCodeBlocks {
    struct Block {
        /// The first word of the info string, lower-cased (`swift`, `console`, `text`…); empty when there is none.
        let language: String
        /// The 1-based line of the first line inside the block.
        let firstLine: Int
        /// The lines between the fences.
        let text: String
    }

    private(set) var blocks: [Block] = []
    /// The lines of opening fences that are never closed.
    private(set) var unterminatedFenceLines: [Int] = []

    init(markdown: String) {
        var open: (fence: Character, length: Int, language: String, line: Int, lines: [String])?
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, rawLine) in lines.enumerated() {
            let line = rawLine.hasSuffix("\r") ? String(rawLine.dropLast()) : rawLine
            let indentation = line.prefix { $0 == " " }.count
            let trimmed = line.drop { $0 == " " }
            if var current = open {
                let run = trimmed.prefix { $0 == current.fence }.count
                let rest = trimmed.dropFirst(run).trimmingCharacters(in: .whitespaces)
                if indentation < 4, run >= current.length, rest.isEmpty {
                    blocks.append(
                        Block(
                            language: current.language, firstLine: current.line + 1,
                            text: current.lines.joined(separator: "\n"))
                    )
                    open = nil
                } else {
                    current.lines.append(line)
                    open = current
                }
                continue
            }
            guard indentation < 4, let fence = trimmed.first, fence == "`" || fence == "~" else { continue }
            let run = trimmed.prefix { $0 == fence }.count
            guard run >= 3 else { continue }
            let info = trimmed.dropFirst(run).trimmingCharacters(in: .whitespaces)
            if fence == "`", info.contains("`") { continue }  // not a fence: inline code
            let language = info.split(separator: " ").first.map { $0.lowercased() } ?? ""
            open = (fence, run, language, index + 1, [])
        }
        if let open { unterminatedFenceLines.append(open.line) }
    }

    /// `text` as lines with surrounding whitespace trimmed, blank lines dropped.
    static func normalized(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }

    /// Whether `needle` occurs in `haystack` as a contiguous run of lines.
    static func contains(_ haystack: [String], contiguous needle: [String]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard haystack.count >= needle.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }

    /// For a block that does not match: the first of its lines after the longest prefix that does appear.
    static func firstMissingLine(of needle: [String], in haystack: [String]) -> String? {
        var length = needle.count
        while length > 0, !contains(haystack, contiguous: Array(needle.prefix(length))) { length -= 1 }
        return length < needle.count ? needle[length] : nil
    }
}
