// ResourceLoaderUI binds a `PagedList` to the app's views: UIKit diffable data sources (fenced with
// `#if canImport(UIKit)`) and SwiftUI (fenced with `#if canImport(SwiftUI)`), over platform-neutral decisions that
// the Linux tests cover. Importing it also imports the list model and the service.
@_exported import ResourceLoader
@_exported import ResourcePaging
@_exported import ResourceStore
