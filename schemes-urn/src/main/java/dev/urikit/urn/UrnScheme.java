package dev.urikit.urn;

import dev.urikit.CharClass;
import dev.urikit.OpaqueUri;
import dev.urikit.PercentEncoding;
import dev.urikit.Uri;
import dev.urikit.spi.Scheme;
import dev.urikit.spi.SchemeForm;
import dev.urikit.spi.SchemeViolation;
import dev.urikit.spi.UriLayout;
import dev.urikit.spi.UriParts;
import dev.urikit.spi.UriView;
import dev.urikit.spi.ViewDescription;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The {@code urn} scheme (RFC 8141): its syntax, its equivalence and the {@link Urn} view, with the
 * rules of the {@link UrnNamespace}s it is given.
 *
 * <table>
 *   <caption>What the scheme decides</caption>
 *   <tr><th>input</th><th>result</th></tr>
 *   <tr><td>{@code URN:EXAMPLE:a123,z456?+r}</td><td>equal to {@code urn:example:a123,z456} (section 3)</td></tr>
 *   <tr><td>{@code urn:example:a123%2cz456}</td><td>equal to {@code urn:example:a123%2Cz456}, not to
 *       {@code urn:example:a123,z456}</td></tr>
 *   <tr><td>{@code urn:a:b}</td><td>refused: the NID has 2 to 32 characters (section 2)</td></tr>
 *   <tr><td>{@code urn:ab:c?x}</td><td>refused: {@code ?} begins {@code ?+} or {@code ?=} (section 2.3)</td></tr>
 *   <tr><td>{@code urn:isbn:978-0-306-40615-6}</td><td>refused: check digit (the isbn namespace)</td></tr>
 * </table>
 *
 * <p>A URN is never a resolution base and its NSS is not a hierarchy, so normalization keeps its
 * dot-segments. Normalization writes {@code urn} and the NID in lower case, percent-encoding hex
 * digits in upper case and the NSS in its namespace's normal form, and keeps the r-, q- and
 * f-components; equivalence ignores them.
 * {@link #validate(Uri)} reads offsets only and allocates nothing when the URN is acceptable.
 */
public final class UrnScheme implements Scheme {

  private final UrnNamespaces namespaces;

  /** The scheme with the {@link UrnNamespaces#installed() installed} namespaces. */
  public UrnScheme() {
    this(UrnNamespaces.installed());
  }

  /** The scheme with exactly {@code namespaces}. */
  public UrnScheme(UrnNamespaces namespaces) {
    this.namespaces = namespaces;
  }

  /** The namespaces this scheme consults. */
  public UrnNamespaces namespaces() {
    return namespaces;
  }

  @Override
  public String name() {
    return "urn";
  }

  @Override
  public SchemeForm form() {
    return SchemeForm.OPAQUE;
  }

  /** False: a URN names, it does not locate, so nothing resolves against it (RFC 8141 section 2). */
  @Override
  public boolean canBeBase() {
    return false;
  }

  /** False: {@code "/"} in an NSS carries no hierarchy, so {@code "."} and {@code ".."} are kept. */
  @Override
  public boolean hasHierarchicalPath() {
    return false;
  }

  /**
   * False: percent-encodings are compared as written, only their hex digits' case normalized, so
   * {@code urn:example:%41} and {@code urn:example:A} differ (RFC 8141 section 3.1).
   */
  @Override
  public boolean decodesUnreserved() {
    return false;
  }

  @Override
  public @Nullable SchemeViolation validate(Uri uri) {
    String text = uri.toString();
    int start = UriLayout.pathStart(uri);
    int end = UriLayout.pathEnd(uri);
    // One pass over the NID: where it ends (-1 at a character that cannot be in it), and its lookup key.
    int colon = -1;
    long key = 0;
    for (int i = start; i < end; i++) {
      char c = text.charAt(i);
      if (c == ':') {
        colon = i;
        break;
      }
      if (!UrnRules.isLdh(c)) {
        break;
      }
      key = UrnNamespaces.keyWith(key, i - start, c);
    }
    SchemeViolation violation = UrnRules.checkAssignedName(text, start, colon, end);
    if (violation != null) {
      return violation;
    }
    if (UriLayout.hasQuery(uri)) {
      violation = UrnRules.checkComponents(text, UriLayout.queryStart(uri), UriLayout.queryEnd(uri));
      if (violation != null) {
        return violation;
      }
    }
    UrnNamespaces.Entry entry = namespaces.entry(key, text, start, colon);
    if (entry == null) {
      return null;
    }
    UrnNamespace namespace = entry.namespace;
    if (namespace == null) {
      return new SchemeViolation(start, "urn.namespace.conflict", String.valueOf(entry.conflict));
    }
    try {
      return namespace.validate(text, colon + 1, end);
    } catch (RuntimeException | Error e) {
      throw new IllegalStateException("URN namespace \"" + entry.nid + "\" (" + namespace.getClass().getName()
          + ") failed to validate: " + UrnNamespaces.describe(e), e);
    }
  }

  /**
   * RFC 8141 section 3.1 on top of RFC 3986 section 6.2.2: the NID in lower case, and the NSS in its
   * namespace's normal form ({@link UrnNamespace#normalize(String)}: {@code urn:uuid:} in lower case),
   * so that equal URNs with the same r-, q- and f-components normalize to one text. The r-, q- and
   * f-components stay.
   */
  @Override
  public void normalize(UriParts parts) {
    String path = parts.path();
    int colon = path.indexOf(':');
    if (colon > 0) {
      String nid = path.substring(0, colon).toLowerCase(Locale.ROOT);
      parts.path(nid + ":" + normalizedNss(nid, path.substring(colon + 1)));
    }
  }

  /**
   * {@code nss} in the normal form of the namespace of {@code nid}: as it is when no namespace claims
   * {@code nid}, or when the namespace throws or gives what it or RFC 8141 section 2 would refuse.
   */
  private String normalizedNss(String nid, String nss) {
    UrnNamespace namespace = namespaces.lookup(nid);
    if (namespace == null) {
      return nss;
    }
    try {
      String normalized = namespace.normalize(nss);
      boolean valid = normalized != null && !normalized.isEmpty() && normalized.charAt(0) != '/'
          && PercentEncoding.isEncoded(normalized, CharClass.PATH)
          && namespace.validate(normalized, 0, normalized.length()) == null;
      return valid ? normalized : nss;
    } catch (RuntimeException | Error e) {
      return nss; // the namespace failed: the generic rules alone
    }
  }

  /**
   * {@code "urn:"}, the NID in lower case, {@code ":"} and the NSS's key: its namespace's
   * {@link UrnNamespace#equivalenceKey(String)}, or the NSS with upper-case percent-encoding (RFC 8141
   * section 3.1). The r-, q- and f-components are not part of it.
   */
  @Override
  public String equivalenceKey(UriParts normalized) {
    String path = normalized.path();
    int colon = path.indexOf(':');
    String nid = path.substring(0, colon).toLowerCase(Locale.ROOT);
    String nss = path.substring(colon + 1);
    UrnNamespace namespace = namespaces.lookup(nid);
    if (namespace != null) {
      try {
        return "urn:" + nid + ":" + namespace.equivalenceKey(nss);
      } catch (RuntimeException | Error e) {
        // the namespace failed: generic rules, kept apart from any key the namespace gives
        return "urn:" + nid + ":\u0000" + nss;
      }
    }
    return "urn:" + nid + ":" + nss;
  }

  /** The {@link Urn} view, which {@link #view(Uri, Class)} makes of every URI of this scheme. */
  @Override
  public List<Class<? extends UriView<?, ?>>> viewTypes() {
    return List.of(Urn.class);
  }

  /** {@link Urn} for {@code Urn.class}; otherwise what the URN's namespace offers ({@code UUID}, {@link IsbnUrn}...). */
  @Override
  public <T> @Nullable T view(Uri uri, Class<T> type) {
    Urn urn = Urn.wrap((OpaqueUri) uri, this);
    if (type == Urn.class) {
      return type.cast(urn);
    }
    return urn.namespaceView(type);
  }

  /**
   * The {@code "urn"} description: {@code nid}, {@code nss}, {@code r_component}, {@code q_component}
   * and {@code f_component} as written (null when absent), and a {@code "namespace"} object when the
   * namespace describes its view.
   */
  @Override
  public ViewDescription describe(Uri uri) {
    Urn urn = Urn.wrap((OpaqueUri) uri, this);
    ViewDescription.Builder builder = ViewDescription.builder("urn")
        .put("nid", urn.nid())
        .put("nss", urn.nss())
        .put("r_component", urn.rComponent())
        .put("q_component", urn.qComponent())
        .put("f_component", urn.fComponent());
    UrnNamespace namespace = urn.namespace();
    if (namespace != null) {
      ViewDescription.Builder members = ViewDescription.builder("namespace");
      namespace.describe(urn, members);
      Map<String, @Nullable Object> described = members.build().members();
      if (!described.isEmpty()) {
        builder.putObject("namespace", nested -> copy(described, nested));
      }
    }
    return builder.build();
  }

  @Override
  public String toString() {
    return "UrnScheme" + namespaces.namespaces().keySet();
  }

  /** Puts {@code members}, which a description already holds as JSON values, into {@code into}. */
  private static void copy(Map<String, @Nullable Object> members, ViewDescription.Builder into) {
    members.forEach((key, value) -> {
      if (value instanceof Map<?, ?> map) {
        @SuppressWarnings("unchecked")
        Map<String, @Nullable Object> nested = (Map<String, @Nullable Object>) map;
        into.putObject(key, inner -> copy(nested, inner));
      } else if (value instanceof List<?> list) {
        into.put(key, list);
      } else if (value instanceof Boolean bool) {
        into.put(key, bool);
      } else if (value instanceof Number number) {
        into.put(key, number);
      } else {
        into.put(key, (String) value);
      }
    });
  }
}
