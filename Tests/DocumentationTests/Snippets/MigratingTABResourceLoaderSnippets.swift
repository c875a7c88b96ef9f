import Foundation
import ResourceLoader

// The ```swift blocks of Docs/Migrating/TABResourceLoader.md, compiled here so they cannot rot.
// DocumentationSnippetTests checks that every block appears below, line for line. Edit the guide and this file
// together.

enum MigratingTABResourceLoaderSnippets {
    // MARK: The same screen

    struct City: Decodable, Sendable, Identifiable {
        let id: Int
        let name: String
    }

    struct CitiesResource: NetworkJSONResourceType {
        typealias Model = [City]

        let continent: String

        var baseURL: URL? { URL(string: "https://api.example.com") }
        var path: String { "\(continent).json" }
        var queryItems: [QueryItem] { [QueryItem("sort", "name")] }
    }

    @MainActor
    final class CitiesScreen {
        private(set) var cities: [City] = []
        private(set) var message = ""
        private let service: any ResourceService

        init(service: any ResourceService) {
            self.service = service
        }

        /// viewDidLoad, from a `Task`; cancelling the task cancels the request.
        func appear() async {
            do throws(ResourceError) {
                cities = try await service.fetch(CitiesResource(continent: "europe"))
            } catch .unacceptableStatus(let code, _, _, _) {
                message = "HTTP \(code)"  // was .statusCodeError(statusCode:)
            } catch .cancelled {
                // The screen went away: nothing to show.
            } catch {
                message = error.description  // says what failed and where: URL, status, coding path…
            }
        }
    }

    // MARK: With an OperationQueue

    static func loadCities(service: any ResourceService, queue: OperationQueue) {
        let operation = ResourceOperation(resource: CitiesResource(continent: "europe"), service: service) { result in
            // Runs on the thread the fetch finished on: hop to the main actor before touching the UI.
            if case .success(let cities) = result { print(cities.count) }
        }
        queue.addOperation(operation)
    }

    // MARK: Completion handlers

    @MainActor
    static func loadWithCompletion(service: any ResourceService) -> FetchTask {
        service.fetch(CitiesResource(continent: "europe")) { result in
            // On the main queue unless you pass queue:; TABResourceLoader called back on the session's queue.
            switch result {
            case .success(let cities): print(cities.map(\.name))
            case .failure(let error): print(error)
            }
        }
    }
}
