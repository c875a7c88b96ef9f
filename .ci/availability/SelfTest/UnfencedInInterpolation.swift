// expect: rejected Duration
// Code inside a string interpolation is code: Duration is iOS 16 / macOS 13.
func describe(_ seconds: Int64) -> String {
    "waits \(Duration.seconds(seconds))"
}
