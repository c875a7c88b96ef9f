import Foundation
import Testing

/// Checks that every ```swift block of README.md and Docs/*.md is compiled: each must appear, line for line, in
/// the sources of this target (the files under `Snippets/`), which the test build compiles.
@Suite("Documentation code blocks")
struct DocumentationSnippetTests {
    /// The package's root: this file is `Tests/DocumentationTests/DocumentationSnippetTests.swift`.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("every swift block in README.md and Docs/*.md appears in the compiled snippet sources")
    func everySwiftBlockIsCompiled() throws {
        let sources = try Self.swiftSources(in: Self.packageRoot.appendingPathComponent("Tests/DocumentationTests"))
        let sourceLines = MarkdownCodeBlocks.normalized(sources.joined(separator: "\n"))
        let documents = try Self.documentationFiles()
        #expect(documents.contains { $0.lastPathComponent == "README.md" })

        var checked = 0
        for document in documents {
            let name = Self.relativePath(of: document)
            let parsed = MarkdownCodeBlocks(markdown: try String(contentsOf: document, encoding: .utf8))
            for line in parsed.unterminatedFenceLines {
                Issue.record("\(name):\(line): a code fence is never closed")
            }
            for block in parsed.blocks where block.language == "swift" {
                checked += 1
                let lines = MarkdownCodeBlocks.normalized(block.text)
                guard !lines.isEmpty else {
                    Issue.record("\(name):\(block.firstLine): the swift block is empty")
                    continue
                }
                if !MarkdownCodeBlocks.contains(sourceLines, contiguous: lines) {
                    let missing = MarkdownCodeBlocks.firstMissingLine(of: lines, in: sourceLines) ?? lines[0]
                    Issue.record(
                        """
                        \(name):\(block.firstLine): this swift block is not in Tests/DocumentationTests, so it is \
                        not compiled. Copy it into a snippet file there (inside a function or type), or mark it \
                        ```text if it is not Swift meant to compile. Block starts: `\(lines[0])`; \
                        first line not found as part of the block: `\(missing)`
                        """
                    )
                }
            }
        }
        #expect(checked > 0, "no swift blocks were found; is the package root right? \(Self.packageRoot.path)")
    }

    @Test("the snippets that use a fake loader really work")
    func snippetsRunAgainstFakes() async throws {
        let post = try await GettingStartedSnippets.loadPostWithoutNetwork()
        #expect(post.id == 42)
        #expect(post.title == "Hello")

        let url = try ResourcesSnippets.searchURL()
        #expect(
            url?.absoluteString
                == "https://api.example.com/search?lang=en&q=a%26b%2Bc%20%23d%25e%3Df%20Zo%C3%AB&limit=20"
        )
    }

    // MARK: - Files

    /// README.md and every Markdown file under Docs/, sorted by path.
    static func documentationFiles() throws -> [URL] {
        var files = [packageRoot.appendingPathComponent("README.md")]
        let docs = packageRoot.appendingPathComponent("Docs")
        if let enumerator = FileManager.default.enumerator(at: docs, includingPropertiesForKeys: nil) {
            for case let url as URL in enumerator where url.pathExtension.lowercased() == "md" {
                files.append(url)
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The text of every `.swift` file under `directory`, sorted by path.
    static func swiftSources(in directory: URL) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
            return []
        }
        var files: [URL] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            files.append(url)
        }
        return try files.sorted { $0.path < $1.path }.map { try String(contentsOf: $0, encoding: .utf8) }
    }

    static func relativePath(of url: URL) -> String {
        let root = packageRoot.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        return path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }
}

@Suite("Markdown code block extraction")
struct MarkdownCodeBlocksTests {
    @Test("fenced blocks are found with their info string and the line they start on")
    func extractsBlocks() {
        let markdown = """
            # Title

            ```swift
            let a = 1
            ```

            Text with ``` inline ``` fences stays text.

            ```console
            swift test
            ```

              ~~~swift title
              let b = 2
              ~~~
            """
        let parsed = MarkdownCodeBlocks(markdown: markdown)
        #expect(parsed.blocks.map(\.language) == ["swift", "console", "swift"])
        #expect(parsed.blocks.map(\.firstLine) == [4, 10, 14])
        #expect(
            parsed.blocks.map { $0.text.trimmingCharacters(in: .whitespaces) } == [
                "let a = 1", "swift test", "let b = 2",
            ])
        #expect(parsed.unterminatedFenceLines.isEmpty)
    }

    @Test("a longer fence is closed only by a fence at least as long, of the same character")
    func nestedFences() {
        let markdown = "````markdown\n```swift\nlet x = 1\n```\n````\n```swift\nlet y = 2\n"
        let parsed = MarkdownCodeBlocks(markdown: markdown)
        #expect(parsed.blocks.map(\.language) == ["markdown"])
        #expect(parsed.unterminatedFenceLines == [6])
    }

    @Test("matching trims each line, drops blank lines and needs a contiguous run")
    func matching() {
        let source = MarkdownCodeBlocks.normalized("func f() {\n    let a = 1\n\n    let b = 2\n}\n")
        #expect(MarkdownCodeBlocks.contains(source, contiguous: ["let a = 1", "let b = 2"]))
        #expect(
            MarkdownCodeBlocks.contains(source, contiguous: MarkdownCodeBlocks.normalized("let a = 1\n\nlet b = 2")))
        #expect(!MarkdownCodeBlocks.contains(source, contiguous: ["let a = 1", "}"]))
        #expect(MarkdownCodeBlocks.firstMissingLine(of: ["let a = 1", "let c = 3"], in: source) == "let c = 3")
    }
}
