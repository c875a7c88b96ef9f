import Testing

@Test("the package builds") func packageBuilds() { #expect(Bool(true)) }
