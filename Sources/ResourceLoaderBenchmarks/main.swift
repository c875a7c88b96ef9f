#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Usage: resourceloader-benchmarks [core|store|paging|lists|refresh|refetch|refetch-loopback|shared-items|cold-start|cache]. With no suite every suite runs.
// Build and run in release mode: swift run -c release resourceloader-benchmarks
// The refetch-loopback suite takes row counts to run (`refetch-loopback 10000`); REFETCH_ONLY=none|one|all runs one
// change of one page only, and REFETCH_ROUNDS=N sets its rounds (for profiling it under perf).
// The limits suite (Linux; a few minutes) runs only when asked: resourceloader-benchmarks limits [runs per kind]
// (each of its cases runs in a child process started as `resourceloader-benchmarks limits-case <kind> <port>`).
// The memory suite (Linux; about a minute) also runs only when asked: resourceloader-benchmarks memory [loads]
// (its two children run as `resourceloader-benchmarks memory-case ours|control <port> <loads>`).
let suite = CommandLine.arguments.dropFirst().first
switch suite {
case nil:
    await CoreBenchmarks.run()
    print("")
    StoreBenchmarks.run()
    print("")
    await PagingBenchmarks.run()
    print("")
    await PagedListBenchmarks.run()
    await ColdStartBenchmark.run()
    print("")
    CacheBenchmarks.run()
    await RevalidationBenchmark.run()
    print("")
    await LoopbackRefetchBenchmark.run()
case "core":
    await CoreBenchmarks.run()
case "store":
    StoreBenchmarks.run()
case "paging":
    await PagingBenchmarks.run()
case "lists":
    await PagedListBenchmarks.run()
    await ColdStartBenchmark.run()
case "refresh":
    await PagedListBenchmarks.runRefresh()
case "refetch":
    await PagedListBenchmarks.runRefetch()
case "refetch-loopback":
    let sizes = CommandLine.arguments.dropFirst(2).compactMap { Int($0) }
    await LoopbackRefetchBenchmark.run(sizes: sizes.isEmpty ? [1_000, 10_000, 100_000] : sizes)
case "shared-items":
    await PagedListBenchmarks.runSharedItems()
case "cold-start":
    await ColdStartBenchmark.run()
case "cache":
    CacheBenchmarks.run()
    await RevalidationBenchmark.run()
case "limits":
    exit(await LimitsSuite.run(runs: CommandLine.arguments.dropFirst(2).first.flatMap { Int($0) } ?? 5))
case "limits-case":
    let arguments = Array(CommandLine.arguments.dropFirst(2))
    guard arguments.count == 2, let port = Int(arguments[1]) else {
        print("usage: resourceloader-benchmarks limits-case declared|chunked|gzip <port>")
        exit(2)
    }
    exit(await LimitsSuite.runCase(kind: arguments[0], port: port))
case "memory":
    exit(await MemorySuite.run(loads: CommandLine.arguments.dropFirst(2).first.flatMap { Int($0) } ?? 20_000))
case "memory-case":
    let arguments = Array(CommandLine.arguments.dropFirst(2))
    guard arguments.count == 3, let port = Int(arguments[1]), let loads = Int(arguments[2]) else {
        print("usage: resourceloader-benchmarks memory-case ours|control <port> <loads>")
        exit(2)
    }
    exit(await MemorySuite.runCase(kind: arguments[0], port: port, loads: loads))
default:
    print(
        "unknown suite \(suite ?? ""); known suites: core, store, paging, lists, refetch, refetch-loopback, shared-items, cold-start, cache, "
            + "limits, memory")
    exit(2)
}
