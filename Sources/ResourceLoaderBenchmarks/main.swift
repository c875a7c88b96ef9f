#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Usage: resourceloader-benchmarks [core|store|paging|cache]. With no suite every suite runs.
// Build and run in release mode: swift run -c release resourceloader-benchmarks
let suite = CommandLine.arguments.dropFirst().first
switch suite {
case nil:
    await CoreBenchmarks.run()
    print("")
    StoreBenchmarks.run()
    print("")
    await PagingBenchmarks.run()
    print("")
    CacheBenchmarks.run()
case "core":
    await CoreBenchmarks.run()
case "store":
    StoreBenchmarks.run()
case "paging":
    await PagingBenchmarks.run()
case "cache":
    CacheBenchmarks.run()
default:
    print("unknown suite \(suite ?? ""); known suites: core, store, paging, cache")
    exit(2)
}
