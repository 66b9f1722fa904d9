package dev.urikit.urn;

import dev.urikit.OpaqueUri;
import dev.urikit.PercentEncoding;
import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import dev.urikit.spi.UriView;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import org.jspecify.annotations.Nullable;

/**
 * A URN (RFC 8141) read by its parts: namespace identifier, namespace-specific string, and the r-, q-
 * and f-components; with its namespace's own view where one is installed.
 *
 * <pre>{@code
 * Urn urn = Urn.parse("URN:EXAMPLE:a123,z456?+r?=lang=en#x");
 * urn.nid()                                   // "EXAMPLE"
 * urn.nss()                                   // "a123,z456"
 * urn.rComponent()                            // "r"
 * urn.qComponent()                            // "lang=en"
 * urn.qParameters()                           // [lang=en]
 * urn.fComponent()                            // "x"
 * urn.equals(Urn.parse("urn:example:a123,z456"))   // true: RFC 8141 section 3
 * Urn.parse("URN:UUID:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6").normalize()
 * // urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6: the uuid namespace's hex digits are case-insensitive
 * Urn.ofUuid(UUID.fromString("f81d4fae-7dec-11d0-a765-00a0c91e6bf6")).namespaceView(UUID.class)
 * }</pre>
 *
 * <p>Obtained from {@link #parse(String)}, {@link #from(Uri)}, {@code uri.view(Urn.class)}, the
 * factories or {@link #builder()}. Immutable and thread-safe; {@code equals}, {@code hashCode} and
 * {@code compareTo} follow URN-equivalence (RFC 8141 section 3), like {@link Uri}'s, and
 * {@link #normalize()} writes equal URNs with the same r-, q- and f-components as one text.
 */
public final class Urn extends UriView<OpaqueUri, Urn> implements Comparable<Urn> {

  private final UrnScheme scheme;

  private Urn(OpaqueUri uri, UrnScheme scheme) {
    super(uri);
    this.scheme = scheme;
  }

  @Override
  protected Urn rewrap(Uri normalized) {
    return wrap((OpaqueUri) normalized, scheme);
  }

  static Urn wrap(OpaqueUri uri, UrnScheme scheme) {
    return new Urn(uri, scheme);
  }

  /**
   * Parses a URN with the installed namespaces.
   *
   * @throws UriSyntaxException if {@code text} is not a URI, or RFC 8141 or its namespace refuses it
   * @throws IllegalArgumentException if the URI's scheme is not {@code urn}
   */
  public static Urn parse(String text) {
    return from(Uri.parse(text, Installed.registry()));
  }

  /** Like {@link #parse(String)}, but null where that throws. */
  public static @Nullable Urn parseOrNull(String text) {
    Uri uri = Uri.parseOrNull(text, Installed.registry());
    return uri != null && uri.registeredScheme() instanceof UrnScheme urn ? wrap((OpaqueUri) uri, urn) : null;
  }

  /**
   * The view of {@code uri}. A URI validated by a urn scheme is wrapped as it is; one parsed without
   * the urn rules is checked by them first.
   *
   * @throws UriSyntaxException if the urn rules refuse it
   * @throws IllegalArgumentException if its scheme is not {@code urn}
   */
  public static Urn from(Uri uri) {
    if (uri.registeredScheme() instanceof UrnScheme urn) {
      return wrap((OpaqueUri) uri, urn);
    }
    if (!uri.scheme().equalsIgnoreCase("urn")) {
      throw new IllegalArgumentException("not a URN (scheme \"" + uri.scheme() + "\")");
    }
    return parse(uri.toString());
  }

  /** A builder for a new URN. */
  public static UrnBuilder builder() {
    return new UrnBuilder(Installed.registry());
  }

  /** {@code urn:uuid:} and the UUID in lower case (RFC 9562 section 4). */
  public static Urn ofUuid(UUID uuid) {
    return parse("urn:uuid:" + uuid);
  }

  /**
   * {@code urn:isbn:} and the ISBN-10 or ISBN-13 as given, hyphens included (RFC 8254).
   *
   * @throws UriSyntaxException if it is not an ISBN, its check digit included
   */
  public static Urn ofIsbn(String isbn) {
    return builder().nid("isbn").nss(isbn).build();
  }

  /**
   * {@code urn:issn:} and the ISSN, {@code NNNN-NNNC} (RFC 8254, ISO 3297).
   *
   * @throws UriSyntaxException if it is not an ISSN, its check digit included
   */
  public static Urn ofIssn(String issn) {
    return builder().nid("issn").nss(issn).build();
  }

  /**
   * {@code urn:oid:} and the dotted-decimal object identifier (RFC 3061).
   *
   * @throws UriSyntaxException if it is not dotted decimal without leading zeros
   */
  public static Urn ofOid(String oid) {
    return builder().nid("oid").nss(oid).build();
  }

  /** A builder holding this URN's parts as written ({@code urn} itself in lower case), for an edited copy. */
  public UrnBuilder toBuilder() {
    return new UrnBuilder(this, Installed.registryFor(scheme));
  }

  /** The namespace identifier as written: {@code "EXAMPLE"} in {@code URN:EXAMPLE:a}. */
  public String nid() {
    String path = toUri().path();
    return path.substring(0, path.indexOf(':'));
  }

  /** The namespace-specific string as written (percent-encoded). */
  public String nss() {
    String path = toUri().path();
    return path.substring(path.indexOf(':') + 1);
  }

  /** The namespace-specific string percent-decoded as UTF-8. */
  public String decodedNss() {
    return PercentEncoding.decode(nss());
  }

  /** The r-component as written, without {@code "?+"}, or null (RFC 8141 section 2.3.1). */
  public @Nullable String rComponent() {
    String query = toUri().query();
    if (query == null || !query.startsWith("+")) {
      return null;
    }
    int q = UrnRules.qMarker(query, 1, query.length());
    return query.substring(1, q < 0 ? query.length() : q);
  }

  /** The q-component as written, without {@code "?="}, or null (RFC 8141 section 2.3.2). */
  public @Nullable String qComponent() {
    String query = toUri().query();
    if (query == null) {
      return null;
    }
    if (query.startsWith("=")) {
      return query.substring(1);
    }
    int q = UrnRules.qMarker(query, 1, query.length());
    return q < 0 ? null : query.substring(q + 2);
  }

  /**
   * The q-component read as {@code name=value} pairs separated by {@code "&"}, decoded ({@code "+"}
   * stays a plus); empty when there is no q-component. RFC 8141 section 2.3.2 leaves the syntax to
   * the resolver; this is the form its examples use.
   */
  public List<UrnParameter> qParameters() {
    String q = qComponent();
    if (q == null) {
      return List.of();
    }
    List<UrnParameter> parameters = new ArrayList<>();
    int start = 0;
    while (start <= q.length()) {
      int amp = q.indexOf('&', start);
      int end = amp < 0 ? q.length() : amp;
      if (end > start) {
        int eq = start;
        while (eq < end && q.charAt(eq) != '=') {
          eq++;
        }
        String name = PercentEncoding.decode(q, start, eq);
        String value = eq < end ? PercentEncoding.decode(q, eq + 1, end) : null;
        parameters.add(new UrnParameter(name, value));
      }
      if (amp < 0) {
        break;
      }
      start = amp + 1;
    }
    return Collections.unmodifiableList(parameters);
  }

  /** The f-component as written, without {@code "#"}, or null; {@code ""} when empty (RFC 8141 section 2.3.3). */
  public @Nullable String fComponent() {
    return toUri().fragment();
  }

  /** The namespace that claims this URN's NID, or null when it follows the generic rules alone. */
  public @Nullable UrnNamespace namespace() {
    return scheme.namespaces().lookup(nid());
  }

  /**
   * The namespace's typed view of type {@code type}, or null when there is none: {@code UUID.class} or
   * {@link UuidUrn} for {@code urn:uuid:}, {@link IsbnUrn} for {@code urn:isbn:}, ...
   */
  public <T> @Nullable T namespaceView(Class<T> type) {
    UrnNamespace namespace = namespace();
    return namespace == null ? null : namespace.view(this, type);
  }

  /** The NID in lower case, as URN-equivalence compares it: {@code "example"}. */
  public String normalizedNid() {
    return nid().toLowerCase(Locale.ROOT);
  }

  /** The order of the underlying URIs, consistent with {@link #equals(Object)}. */
  @Override
  public int compareTo(Urn other) {
    return toUri().compareTo(other.toUri());
  }

  /** The registry that {@link #parse(String)} uses: the urn scheme with the installed namespaces. */
  static final class Installed {

    private static volatile @Nullable SchemeRegistry registry;

    private Installed() {}

    static SchemeRegistry registry() {
      SchemeRegistry result = registry;
      if (result != null) {
        return result;
      }
      UrnNamespaces namespaces = UrnNamespaces.installed();
      result = SchemeRegistry.builder().add(new UrnScheme(namespaces)).build();
      if (UrnNamespaces.isDiscovered()) {
        registry = result; // not while the namespaces are being discovered: they are not all there yet
      }
      return result;
    }

    /** The installed registry for the installed scheme; a registry of {@code scheme} for any other. */
    static SchemeRegistry registryFor(UrnScheme scheme) {
      SchemeRegistry installed = registry();
      return installed.lookup("urn") == scheme ? installed : SchemeRegistry.builder().add(scheme).build();
    }
  }
}
