// The scripted loader, the gates, the sleepers, the list recorder and the manual reachability moved to the public
// ResourceLoaderTesting product; tests that import this module keep seeing them under the same names.
@_exported import ResourceLoaderTesting
