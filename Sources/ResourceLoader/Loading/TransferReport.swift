/// How one ``DataLoader`` transfer went, as the loader saw it: what it held and what the platform delivered.
///
/// Only the limits suite and the tests ask for it; it proves the loader's own bound independently of what the
/// platform buffers.
package struct TransferReport: Sendable {
    /// The task's identifier in its session.
    package var taskIdentifier: Int
    /// The most bytes of body the loader held at once.
    package var largestBodyHeld = 0
    /// The body bytes written to the body file of a download (see ``TransferObservation/bodyFile``).
    package var bytesWrittenToFile: Int64 = 0
    /// Every body byte the platform handed to the delegate, those dropped after the limit included.
    package var bytesDelivered: Int64 = 0
    /// Whether the response's declared length alone refused it, before any byte of its body was kept.
    package var refusedByDeclaredLength = false
    /// The bytes delivered when the loader cancelled the task for passing the limit; `nil` if it did not.
    package var cancelledAfterBytes: Int64?
    /// Whether an authentication challenge was rejected.
    package var rejectedChallenge = false
    /// The task's `priority` when it was sent (see ``RequestPriority``).
    package var priority: Float = 0.5

    /// A report of nothing yet, for the task `taskIdentifier`.
    package init(taskIdentifier: Int) {
        self.taskIdentifier = taskIdentifier
    }
}
