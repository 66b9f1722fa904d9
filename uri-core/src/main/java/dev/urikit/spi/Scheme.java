package dev.urikit.spi;

import dev.urikit.Uri;
import java.util.List;
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
 *   public boolean hasHierarchicalPath() { return false; }   // object keys: "a/../b" is a key, not a walk
 *   public boolean canBeBase() { return false; }             // resolving would remove a key's dot-segments
 * }
 * }</pre>
 *
 * <h2>What the core asks, and when</h2>
 *
 * <table>
 *   <caption>Hooks</caption>
 *   <tr><th>hook</th><th>called</th></tr>
 *   <tr><td>{@link #name()}, {@link #defaultPort()}, {@link #form()}, {@link #canBeBase()},
 *       {@link #hasHierarchicalPath()}, {@link #decodesUnreserved()}, {@link #hasDnsHosts()},
 *       {@link #viewTypes()}</td><td>once, when the scheme is registered; the answers are kept</td></tr>
 *   <tr><td>{@link #validate(Uri)}</td><td>once per parse, resolution or build of a URI of this scheme</td></tr>
 *   <tr><td>{@link #normalize(UriParts)}, {@link #equivalenceKey(UriParts)}</td><td>by normalization, and once
 *       per URI for {@code equals}, {@code hashCode} and {@code compareTo}</td></tr>
 *   <tr><td>{@link #view(Uri, Class)}, {@link #describe(Uri)}, {@link #warnings(Uri)}</td><td>when a caller asks</td></tr>
 * </table>
 *
 * <p>A scheme's hooks are untrusted code to the core. One that throws while the scheme is registered
 * leaves its provider out ({@link dev.urikit.SchemeRegistry#failures()}); one that throws later turns
 * into a {@link dev.urikit.UriSyntaxException} of kind
 * {@link dev.urikit.UriSyntaxException.Kind#SCHEME_FAILURE} naming the scheme and its class, with the
 * throwable as its cause. {@code equals}, {@code hashCode} and {@code compareTo} never throw, and an
 * {@link #equivalenceKey(UriParts) equivalence key} is kept within the scheme's own namespace, so no
 * scheme can make its URIs equal another scheme's.
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
   * Whether a URI of this scheme can be the base of a resolution (RFC 3986 section 5.1). When not, as
   * for {@code urn} and {@code mailto}, resolving a relative reference against it is an error and
   * relativizing against it returns the target unchanged.
   */
  default boolean canBeBase() {
    return true;
  }

  /**
   * Whether the path is a hierarchy whose {@code "."} and {@code ".."} segments mean "here" and "up"
   * (RFC 3986 section 3.3). When not, normalization keeps dot-segments as they are written.
   */
  default boolean hasHierarchicalPath() {
    return true;
  }

  /**
   * Whether some paths of this scheme begin with a root that dot-segments cannot climb above, which
   * {@link #pathRoot(String, int, int)} then measures. False by default: RFC 3986 section 5.2.4 keeps only
   * a path's first {@code "/"}. A scheme that returns true is asked on every resolution that removes
   * dot-segments from one of its paths.
   */
  default boolean hasPathRoots() {
    return false;
  }

  /**
   * The length of the root at the start of the path {@code text[pathStart, pathEnd)}, before its first
   * {@code "/"} that dot-segment removal may keep alone, or 0 when the path has no such root. A
   * file URI's drive letter is one ({@code 3} for {@code /C:/a}, RFC 8089 Appendix E.2), so that
   * {@code ../../x} against {@code file:///C:/a/b} resolves to {@code file:///C:/x}, not {@code file:///x}.
   * Called only when {@link #hasPathRoots()} is true, for a base's path or a reference's own path; the
   * root returned must be followed by {@code "/"} or end the path, and hold no dot-segment.
   */
  default int pathRoot(String text, int pathStart, int pathEnd) {
    return 0;
  }

  /**
   * Whether normalization decodes percent-encoded unreserved characters, {@code %41} to {@code A} (RFC 3986
   * section 6.2.2.2). A scheme whose URIs are compared with their percent-encodings as written returns
   * false, as RFC 8141 section 3.1 asks of URNs: the hex digits are still put in upper case (section
   * 6.2.2.1), nothing is decoded, and {@link #normalize(UriParts)} and {@link #equivalenceKey(UriParts)}
   * see the encodings.
   */
  default boolean decodesUnreserved() {
    return true;
  }

  /**
   * Whether the registered names of this scheme's hosts are DNS names (RFC 1034 section 3.5), as for
   * http and ftp. A builder then writes a Unicode host as its IDNA A-label ({@code xn--bcher-kva.example},
   * RFC 5890) rather than as percent-encoded UTF-8, which RFC 3986 section 3.2.2 uses for other names.
   * The parser also notes, as it reads the host, whether it is a DNS host name
   * ({@link UriLayout#hostIsDnsName}), so that {@link #validate(Uri)} need not read it again, and
   * scheme-based normalization writes an IPv6 literal in the text of RFC 5952 section 4, so that
   * {@code [0:0::1]} and {@code [::1]} are equal. Such a scheme checks its authority with one
   * {@link HostRules} and maps Unicode names through the installed {@link IdnaMapping}.
   */
  default boolean hasDnsHosts() {
    return false;
  }

  /**
   * Checks the scheme's own syntax on a URI that is valid generic syntax, already of an allowed
   * {@link #form() form}. Read what the parser found through {@link UriLayout} instead of scanning the
   * text again; on success this must not allocate.
   *
   * @return null when the URI is acceptable, otherwise the first violation
   */
  default @Nullable SchemeViolation validate(Uri uri) {
    return null;
  }

  /**
   * SHOULD-level findings on an acceptable URI, which parsing does not refuse: a caller asks for them
   * with {@link Uri#warnings()}. The default finds none.
   */
  default List<SchemeViolation> warnings(Uri uri) {
    return List.of();
  }

  /**
   * Scheme-based normalization (RFC 3986 section 6.2.3) on components that syntax-based normalization
   * (section 6.2.2) has already processed. The core has already removed an empty port and the
   * {@link #defaultPort() default port} (compared by value, so {@code :080} is port 80); a scheme adds
   * its own rules here, such as an empty path becoming {@code "/"}. The result must stay valid for the
   * scheme, and normalizing it again must not change it.
   */
  default void normalize(UriParts parts) {}

  /**
   * The key under which two URIs of this scheme are equivalent, from the components that
   * {@link #normalize(UriParts)} has just processed. The default is the text they make; schemes whose
   * equivalence is not plain normalization (a URN's namespace-specific string, say) override it. It is
   * computed once per URI and backs {@code equals}, {@code hashCode} and {@code compareTo}. The core
   * keeps every key within this scheme's namespace: a key that does not begin with this scheme's name
   * and {@code ":"} is prefixed with them.
   */
  default String equivalenceKey(UriParts normalized) {
    return normalized.toString();
  }

  /**
   * The typed view of {@code uri} of type {@code type} ({@code HttpUri}, {@code Urn}, a namespace's
   * {@code UUID}, ...), or null when this scheme offers no view of that type for that URI. A scheme may
   * offer any number of views; {@link Uri#view(Class)} reaches them.
   */
  default <T> @Nullable T view(Uri uri, Class<T> type) {
    return null;
  }

  /**
   * The classes of the typed views that {@link #view(Uri, Class)} makes of every URI of this scheme, so
   * that a tool can read and write them without knowing the scheme's module: a JSON mapper, say, reads a
   * {@code HttpUri} as {@code Uri.parse(text).view(HttpUri.class)} and writes it as its
   * {@link UriView#toString() text}. Asked once, when the scheme is registered; none by default.
   *
   * <pre>{@code
   * public List<Class<? extends UriView<?, ?>>> viewTypes() {
   *   return List.of(TelUri.class);
   * }
   * }</pre>
   *
   * <p>List only views that hold their URI ({@link UriView}s), which give back its text unchanged; a
   * view that keeps less (a namespace's record of a URN's UUID) cannot be written as the URI it came from.
   */
  default List<Class<? extends UriView<?, ?>>> viewTypes() {
    return List.of();
  }

  /**
   * What the scheme's view says of {@code uri}, as named JSON-like values, for tools that print any
   * scheme's view without knowing its classes (the {@code urikit} command prints it under
   * {@link ViewDescription#name()}). Null when the scheme describes nothing.
   */
  default @Nullable ViewDescription describe(Uri uri) {
    return null;
  }
}
