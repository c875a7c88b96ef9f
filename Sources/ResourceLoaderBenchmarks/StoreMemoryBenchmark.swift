enum StoreMemoryBenchmark {
    static func run() {}
}
