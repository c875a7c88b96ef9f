import Foundation

/// Big transfers: a fetch whose progress can be watched, and a body streamed to a file instead of memory.
extension NetworkResourceService {
    /// Starts fetching `resource` as ``fetch(_:)`` does, with its progress to watch.
    ///
    /// ```swift
    /// let transfer = service.transfer(Catalogue())
    /// Task { for await progress in transfer.progress { bar.fraction = progress.fractionCompleted ?? 0 } }
    /// let catalogue = try await transfer.value
    /// ```
    ///
    /// The request is never shared with an identical one in flight (its progress is its own).
    public func transfer<Resource: NetworkResourceType>(_ resource: Resource) -> ResourceTransfer<Resource.Model> {
        ResourceTransfer { () async -> Result<Resource.Model, ResourceError> in
            do throws(ResourceError) {
                return .success(try await self.fetch(resource))
            } catch {
                return .failure(error)
            }
        }
    }

    /// Downloads `resource`'s body to the file `destination`, with its progress to watch: see
    /// ``download(_:to:)``.
    public func transfer<Resource: NetworkResourceType>(
        _ resource: Resource,
        downloadingTo destination: URL
    ) -> ResourceTransfer<URL> {
        let temporary = Self.temporaryFile(for: destination)
        return ResourceTransfer(bodyFile: temporary) { () async -> Result<URL, ResourceError> in
            do throws(ResourceError) {
                try await self.download(resource, through: temporary)
                try Self.move(temporary, to: destination)
                return .success(destination)
            } catch {
                Self.remove(temporary)
                return .failure(error)
            }
        }
    }

    /// Downloads `resource`'s body to the file `destination` and returns its URL: the body goes to disk as it
    /// arrives, never held in memory (by ``DataLoader``; another ``DataLoading`` returns it whole, and the service
    /// writes it).
    ///
    /// ```swift
    /// let file = try await service.download(Video(id: 7), to: documents.appendingPathComponent("7.mp4"))
    /// ```
    ///
    /// The body is written to a hidden temporary file beside `destination` (so the final move stays on one
    /// volume), and moved to `destination`, replacing what was there, only once it is all received and the status
    /// accepted. Whatever else happens (a failure, a body past ``Configuration/maximumResponseSize``, the
    /// deadline, a cancellation) deletes the temporary file. Retries, authentication and deadlines apply as for
    /// ``fetch(_:)``; the response cache does not, and the resource's ``NetworkResourceType/model(from:)`` is not
    /// called.
    ///
    /// - Throws: what ``fetch(_:)`` throws (an unacceptable status carries no body); ``ResourceError/fileFailed(file:underlying:)``
    ///   when the body cannot be written or moved.
    public func download<Resource: NetworkResourceType>(
        _ resource: Resource,
        to destination: URL
    ) async throws(ResourceError) -> URL {
        try await transfer(resource, downloadingTo: destination).value
    }

    /// Sends `resource`'s request and leaves its accepted body in `file`: written there by ``DataLoader`` as it
    /// came, or here from memory for any other loader.
    private func download<Resource: NetworkResourceType>(
        _ resource: Resource,
        through file: URL
    ) async throws(ResourceError) {
        let request = try prepare(resource.urlRequest(), for: resource)
        _ = try await fetchFromNetwork(resource, request: request) { response in
            guard !FileManager.default.fileExists(atPath: file.path) else { return }
            do {
                try response.data.write(to: file)
            } catch {
                throw ResourceError.fileFailed(file: file, underlying: error)
            }
        }
    }

    /// A hidden file name beside `destination`, unique to one download.
    static func temporaryFile(for destination: URL) -> URL {
        destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).download")
    }

    /// Moves the downloaded `file` to `destination`, replacing what is there.
    private static func move(_ file: URL, to destination: URL) throws(ResourceError) {
        do {
            if FileManager.default.fileExists(atPath: destination.path) {
                try FileManager.default.removeItem(at: destination)
            }
            try FileManager.default.moveItem(at: file, to: destination)
        } catch {
            throw .fileFailed(file: destination, underlying: error)
        }
    }

    /// Deletes the temporary file of a download that did not succeed, if it is there.
    private static func remove(_ file: URL) {
        guard FileManager.default.fileExists(atPath: file.path) else { return }
        // The download's error is the one to report; a file that cannot be removed now is left to the system.
        try? FileManager.default.removeItem(at: file)
    }
}
