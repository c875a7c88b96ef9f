import Foundation

/// What the demo was asked to do.
///
/// Each command is one case, so a later command (`--cache`, say) is a new case, a new branch in
/// ``DemoOptions/init(arguments:)`` and a new `run` method, and nothing else changes.
enum DemoCommand: Equatable {
    /// Print the usage text.
    case help
    /// Load a few pages of users and the posts of each, print them as a table, then show the first two pages
    /// of the paged list.
    case users
    /// Page through the users with a `Paginator`, printing each page as it arrives: at most `limit` pages
    /// (`nil`: to the end), filtered by `searchText` when given.
    case pages(limit: Int?, searchText: String?)
    /// The users as a `PagedList`: its pages kept in a disk cache in `cacheDirectory` when given (shown first on
    /// a later run, then synced), every request failing as without a network when `isOffline`, and a search for
    /// `searchText` (local at once, then on the server) when given.
    case list(cacheDirectory: URL?, searchText: String?, isOffline: Bool)
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
    /// How many users a page of the paged list asks for.
    var pageSize = 10

    /// Parses the arguments that follow the executable's name.
    init(arguments: [String]) throws(ParseError) {
        var remaining = arguments[...]
        var isHelp = false
        var pageLimit: Int?
        var searchText: String?
        var cacheDirectory: URL?
        var isOffline = false
        while let argument = remaining.popFirst() {
            let (name, inlineValue) = Self.split(argument)
            switch name {
            case "-h", "--help":
                isHelp = true
            case "--pages":
                pageLimit = try Self.count(of: name, inlineValue ?? remaining.popFirst(), in: 1...1_000)
            case "--page-size":
                pageSize = try Self.count(of: name, inlineValue ?? remaining.popFirst(), in: 1...50)
            case "--search":
                guard let text = inlineValue ?? remaining.popFirst(), !text.isEmpty else {
                    throw ParseError(description: "--search needs some text, for example --search ann")
                }
                searchText = text
            case "--cache":
                guard let path = inlineValue ?? remaining.popFirst(), !path.isEmpty else {
                    throw ParseError(description: "--cache needs a directory, for example --cache /tmp/demo-cache")
                }
                cacheDirectory = URL(fileURLWithPath: path, isDirectory: true)
            case "--offline":
                isOffline = true
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
        if isHelp {
            command = .help
        } else if cacheDirectory != nil || isOffline || (searchText != nil && pageLimit == nil) {
            guard pageLimit == nil else {
                throw ParseError(description: "--cache and --offline cannot be combined with --pages")
            }
            command = .list(cacheDirectory: cacheDirectory, searchText: searchText, isOffline: isOffline)
        } else if pageLimit != nil {
            command = .pages(limit: pageLimit, searchText: searchText)
        }
    }

    /// Reads the whole number that `option` needs, within `range`.
    private static func count(of option: String, _ text: String?, in range: ClosedRange<Int>) throws(ParseError)
        -> Int
    {
        guard let text else {
            throw ParseError(description: "\(option) needs a number, for example \(option) 3")
        }
        guard let value = Int(text), range.contains(value) else {
            throw ParseError(
                description:
                    "\(option) must be a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'"
            )
        }
        return value
    }

    /// Splits `--name=value` into its name and value; other arguments have no inline value.
    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// The text `--help` prints.
    static let usage = """
        USAGE: resourceloader-demo [--pages N] [--search TEXT] [--page-size N] [--base-url URL] [--cache DIR]
                                   [--offline] [--verbose]

        Loads users and their posts with ResourceLoader and prints them as a table, then pages through the users
        with a Paginator. With no --base-url it talks to a sample API embedded in the process, so it needs no
        network.

        OPTIONS:
          --pages N       Only page through the users: print each of the first N pages as it arrives, with the
                          state of loading in each direction (1 to 1000); with --search, of the users found.
          --search TEXT   Only search the users as a PagedList: the listed users whose name or username contains
                          TEXT (ignoring case and accents) at once, then the server's results. With --pages N,
                          page through the results with a Paginator instead, at most N pages.
          --page-size N   How many users a page holds (1 to 50; default 10).
          --base-url URL  Load from a real server with the same routes:
                            GET /users?offset=N&limit=N[&q=TEXT]  {"data":{"items":[user]},"total":N}
                            GET /users/{id}                       {"id":1,"name":…,"username":…,"email":…}
                            GET /users/{id}/posts                 {"data":{"items":[post]}}
                          Errors are JSON: {"error":{"code":404,"message":"…"}}
          --cache DIR     Only show the users as a PagedList whose pages are kept in a disk cache in DIR
                          (created if missing; delete it to start again). The first run loads 3 pages from the
                          network and saves them; a later run shows the saved users at once, with the time to
                          that first content, then syncs the first page with the server and prints what it
                          inserted, updated and removed (the embedded sample API changes a few users between
                          runs; a server whose data did not change answers 304 Not Modified).
          --offline       Act as without a network (every request fails): with --cache DIR, the saved users are
                          shown in the offline state; without it, the list's offline state.
          -v, --verbose   Print every request event (started, finished, failed) to standard error.
          -h, --help      Show this help.

        EXAMPLES:
          resourceloader-demo --pages 3
          resourceloader-demo --search ann
          resourceloader-demo --search a --page-size 5 --pages 2
          resourceloader-demo --cache /tmp/resourceloader-demo-cache   (run it twice)
          resourceloader-demo --cache /tmp/resourceloader-demo-cache --offline
          resourceloader-demo --cache /tmp/resourceloader-demo-cache --search ann
        """
}
