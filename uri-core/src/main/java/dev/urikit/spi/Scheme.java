package dev.urikit.spi;

import dev.urikit.Uri;
import org.jspecify.annotations.Nullable;

/**
 * Everything that is specific to one URI scheme.
 *
 * <p>The core parses, resolves and normalizes every URI by the generic rules of RFC 3986; a registered
 * scheme only adds to them. Only {@link #name()} is required:
 *
 * <pre>{@code
 * final class S3Scheme implements Scheme {
 *   public String name() { return "s3"; }
 *   public SchemeForm form() { return SchemeForm.HIERARCHICAL; }
 * }
 * }</pre>
 *
 * <p>Implementations are immutable and thread-safe.
 */
public interface Scheme {

  /** The scheme name in lower case, for example {@code "http"}. */
  String name();

  /** The port implied when the authority names none, or null when the scheme has no such notion. */
  default @Nullable Integer defaultPort() {
    return null;
  }

  /** Which shapes the scheme allows; a URI of another shape is refused at parse time. */
  default SchemeForm form() {
    return SchemeForm.ANY;
  }

  /**
   * Checks the scheme's own syntax on a URI that is valid generic syntax, already of an allowed
   * {@link #form() form}. Called once per parse; it must not allocate on success.
   *
   * @return null when the URI is acceptable, otherwise the first violation
   */
  default @Nullable SchemeViolation validate(Uri uri) {
    return null;
  }

  /**
   * Scheme-based normalization (RFC 3986 section 6.2.3) on components that syntax-based normalization
   * (section 6.2.2) has already processed. The core has already removed an empty port and the
   * {@link #defaultPort() default port}; a scheme adds its own rules here, such as an empty path
   * becoming {@code "/"}. The result must stay valid for the scheme and normalizing it again must not
   * change it.
   */
  default void normalize(UriParts parts) {}

  /**
   * The key under which two URIs of this scheme are equivalent, from the components that
   * {@link #normalize(UriParts)} has just processed. The default is the text they make; schemes whose
   * equivalence is not plain normalization (a URN's namespace-specific string, say) override it. It is
   * computed once per URI and backs {@code equals}, {@code hashCode} and {@code compareTo}.
   */
  default String equivalenceKey(UriParts normalized) {
    return normalized.toString();
  }

  /**
   * The typed view of a URI of this scheme ({@code HttpUri}, {@code Urn}, ...), or null when the scheme
   * offers none. Reached through {@link Uri#view(Class)}.
   */
  default @Nullable Object view(Uri uri) {
    return null;
  }
}
