import Foundation

// resourceloader-demo: loads users and their posts with ResourceLoader and prints them as a table.
// See DemoOptions.usage, or run `swift run resourceloader-demo --help`.

let options: DemoOptions
do {
    options = try DemoOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("resourceloader-demo: \(error)\n\n\(DemoOptions.usage)\n".utf8))
    exit(64)  // EX_USAGE
}
exit(await DemoRunner(options: options).run())
