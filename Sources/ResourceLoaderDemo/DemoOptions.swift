import Foundation

/// What the demo was asked to do.
///
/// Each command is one case, so later commands (`--pages N`, `--search TEXT`, `--cache`) are a new case, a new
/// branch in ``DemoOptions/init(arguments:)`` and a new `run` method, and nothing else changes.
enum DemoCommand: Equatable {
    /// Print the usage text.
    case help
    /// Load a few pages of users and the posts of each, and print them as a table.
    case users
}

/// The demo's command line, parsed by hand so the package keeps zero dependencies.
struct DemoOptions: Equatable {
    /// A parse failure, with a message meant for the person who typed the command.
    struct ParseError: Error, CustomStringConvertible {
        let description: String
    }

    /// What to do.
    var command = DemoCommand.users
    /// A real server with the sample API's routes; `nil` uses the embedded ``SampleAPI``.
    var baseURL: URL?
    /// Whether to print every ``ResourceEvent`` as it happens.
    var isVerbose = false

    /// Parses the arguments that follow the executable's name.
    init(arguments: [String]) throws(ParseError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let (name, inlineValue) = Self.split(argument)
            switch name {
            case "-h", "--help":
                command = .help
            case "-v", "--verbose":
                isVerbose = true
            case "--base-url":
                guard let text = inlineValue ?? remaining.popFirst() else {
                    throw ParseError(
                        description: "--base-url needs a URL, for example --base-url http://127.0.0.1:8080")
                }
                guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
                    scheme == "http" || scheme == "https", url.host != nil
                else {
                    throw ParseError(description: "'\(text)' is not an http or https URL")
                }
                baseURL = url
            default:
                throw ParseError(description: "unknown argument '\(argument)'")
            }
        }
    }

    /// Splits `--name=value` into its name and value; other arguments have no inline value.
    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// The text `--help` prints.
    static let usage = """
        USAGE: resourceloader-demo [--base-url URL] [--verbose]

        Loads users and their posts with ResourceLoader and prints them as a table. With no --base-url it
        talks to a sample API embedded in the process, so it needs no network.

        OPTIONS:
          --base-url URL  Load from a real server with the same routes:
                            GET /users?offset=N&limit=N  {"data":{"items":[user]},"total":N}
                            GET /users/{id}              {"id":1,"name":…,"username":…,"email":…}
                            GET /users/{id}/posts        {"data":{"items":[post]}}
                          Errors are JSON: {"error":{"code":404,"message":"…"}}
          -v, --verbose   Print every request event (started, finished, failed) to standard error.
          -h, --help      Show this help.
        """
}
