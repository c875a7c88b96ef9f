/// A resource whose request goes to an origin that the service's credentials were not given to, such as a page
/// at a link that names another origin.
///
/// ``NetworkResourceService`` adds none of its credential headers (`Authorization`, `Proxy-Authorization`,
/// `Cookie`) to the request of a resource that withholds them, as it drops them on a redirect to another origin.
package protocol CredentialWithholding {
    /// Whether the service's credential headers stay off this resource's request.
    var withholdsServiceCredentials: Bool { get }
}
