#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Usage: resourceloader-benchmarks [suite]. With no suite every suite runs.
let suite = CommandLine.arguments.dropFirst().first
switch suite {
case nil, "store":
    StoreBenchmarks.run()
default:
    print("unknown suite \(suite ?? ""); known suites: store")
    exit(2)
}
