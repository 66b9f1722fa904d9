package dev.urikit;

/**
 * Where the base URI of a document comes from: the layers of RFC 3986 section 5.1, innermost first, in the
 * order in which {@link DocumentBase} consults them.
 *
 * <table>
 *   <caption>The layers</caption>
 *   <tr><th>layer</th><th>for example</th><th>may be relative</th></tr>
 *   <tr><td>{@link #EMBEDDED}</td><td>HTML {@code <base href="../">}, {@code xml:base}</td><td>yes</td></tr>
 *   <tr><td>{@link #ENCAPSULATING_ENTITY}</td><td>a MIME part's {@code Content-Location}</td><td>yes</td></tr>
 *   <tr><td>{@link #RETRIEVAL_URI}</td><td>the URI of the last request, after redirects</td><td>no</td></tr>
 *   <tr><td>{@link #APPLICATION_DEFAULT}</td><td>a configured URI</td><td>no</td></tr>
 * </table>
 *
 * <pre>{@code
 * DocumentBase.builder().embedded("../").retrievalUri("http://a/b/c/d").establish().layer()   // EMBEDDED
 * DocumentBase.builder().retrievalUri("http://a/b/c/d").establish().layer()                   // RETRIEVAL_URI
 * }</pre>
 */
public enum BaseLayer {
  /** A base embedded in the content itself (RFC 3986 section 5.1.1): an HTML {@code <base>} element's href. */
  EMBEDDED,
  /**
   * The base of the entity in which the document is encapsulated, such as a message or another document
   * (RFC 3986 section 5.1.2): a {@code Content-Location} header field of a MIME part (RFC 2557).
   */
  ENCAPSULATING_ENTITY,
  /**
   * The URI used to retrieve the document, the last one when the request was redirected (RFC 3986
   * section 5.1.3).
   */
  RETRIEVAL_URI,
  /** The base that the application defines when no other layer gives one (RFC 3986 section 5.1.4). */
  APPLICATION_DEFAULT;

  /** Whether a relative reference given for this layer is resolved against the layers below it. */
  boolean takesRelative() {
    return this == EMBEDDED || this == ENCAPSULATING_ENTITY;
  }

  /** The layer's name in messages, such as {@code "embedded base"}. */
  String label() {
    return switch (this) {
      case EMBEDDED -> "embedded base";
      case ENCAPSULATING_ENTITY -> "encapsulating entity's base";
      case RETRIEVAL_URI -> "retrieval URI";
      case APPLICATION_DEFAULT -> "application default";
    };
  }
}
