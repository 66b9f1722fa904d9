package dev.urikit;

import dev.urikit.internal.DotSegments;
import dev.urikit.internal.Recomposition;
import dev.urikit.spi.Scheme;
import dev.urikit.spi.UriParts;
import org.jspecify.annotations.Nullable;

/**
 * Normalization (RFC 3986 sections 6.2.2 and 6.2.3) and the equivalence keys built on it.
 *
 * <p>Syntax-based: scheme and host in lower case; percent-triplets of unreserved characters decoded
 * and the others written with upper-case hex digits (section 6.2.2.2), before dot-segments are removed
 * from a hierarchical URI's path (section 6.2.2.3), so that {@code %2E%2E} is treated like {@code ..}
 * and the result is stable. Relative references keep their dot-segments, and so do opaque paths, which
 * are not hierarchical. Scheme-based: an empty port and the scheme's default port removed, then the
 * scheme's own {@link Scheme#normalize(UriParts)}.
 */
final class Normalization {

  private Normalization() {}

  static UriReference normalize(UriReference ref, NormalizationLevel level) {
    String text = normalizedText(ref, level);
    if (text.equals(ref.text)) {
      return ref;
    }
    return reparse(ref, text);
  }

  static String key(UriReference ref, Equivalence policy) {
    switch (policy) {
      case EXACT:
        return ref.text;
      case SYNTAX:
        return normalizedText(ref, NormalizationLevel.SYNTAX);
      case SCHEME:
      default:
        Scheme scheme = ref.registered();
        return scheme == null
            ? text(ref, syntaxParts(ref))
            : scheme.equivalenceKey(schemeParts(ref, scheme));
    }
  }

  private static UriReference reparse(UriReference ref, String text) {
    UriReference result = UriReference.parseOrNull(text, ref.registry);
    if (result == null) {
      Scheme scheme = ref.registered();
      throw new IllegalStateException("normalization produced an invalid reference"
          + (scheme == null ? "" : "; the normalize hook of scheme \"" + scheme.name() + "\" (" + scheme.getClass().getName() + ") is at fault"));
    }
    return result;
  }

  static String normalizedText(UriReference ref, NormalizationLevel level) {
    Scheme registered = level == NormalizationLevel.SCHEME ? ref.registered() : null;
    return text(ref, registered == null ? syntaxParts(ref) : schemeParts(ref, registered));
  }

  /** The components after section 6.2.3 as {@code registered} defines it, on top of section 6.2.2. */
  private static UriParts schemeParts(UriReference ref, Scheme registered) {
    UriParts parts = syntaxParts(ref);
    String port = parts.port();
    if (port != null && (port.isEmpty() || isDefaultPort(port, registered))) {
      parts.port(null);
    }
    registered.normalize(parts);
    return parts;
  }

  /** The components after section 6.2.2; the scheme is {@code ""} for a relative reference. */
  private static UriParts syntaxParts(UriReference ref) {
    String s = ref.text;
    String scheme = ref.schemeEnd >= 0 ? lowerCase(s, 0, ref.schemeEnd) : "";
    @Nullable String userInfo = null;
    @Nullable String host = null;
    @Nullable String port = null;
    if (ref.hostStart >= 0) {
      int authorityStart = ref.schemeEnd + 3;
      if (ref.hostStart > authorityStart) {
        userInfo = percentNormalized(s, authorityStart, ref.hostStart - 1, false);
      }
      host = percentNormalized(s, ref.hostStart, ref.hostEnd, true);
      port = ref.port0();
    }
    String path = percentNormalized(s, ref.pathStart, ref.pathEnd(), false);
    if (ref instanceof HierarchicalUri) {
      path = DotSegments.remove(path);
      if (host == null && path.startsWith("//")) {
        // Without an authority a path cannot start with "//" (RFC 3986 section 3.3).
        path = "/." + path;
      }
    }
    @Nullable String query = ref.queryMark < 0 ? null : percentNormalized(s, ref.queryMark + 1, ref.queryEnd(), false);
    @Nullable String fragment = ref.fragmentMark < 0 ? null : percentNormalized(s, ref.fragmentMark + 1, s.length(), false);
    return new UriParts(scheme, userInfo, host, port, path, query, fragment);
  }

  /** The text of normalized components of {@code ref}: a relative reference stays without a scheme. */
  private static String text(UriReference ref, UriParts parts) {
    return ref.isRelative()
        ? Recomposition.recompose(null, parts.userInfo(), parts.host(), parts.port(), parts.path(), parts.query(), parts.fragment())
        : parts.toString();
  }

  private static boolean isDefaultPort(String port, Scheme scheme) {
    Integer defaultPort = scheme.defaultPort();
    return defaultPort != null && port.equals(defaultPort.toString());
  }

  /**
   * {@code s[start, end)} with triplets of unreserved characters decoded and the others in upper case;
   * with {@code lowerCase}, letters outside triplets in lower case as well (for the host).
   */
  static String percentNormalized(String s, int start, int end, boolean lowerCase) {
    StringBuilder sb = null;
    for (int i = start; i < end; i++) {
      char c = s.charAt(i);
      char replacement;
      if (c == '%') { // a valid reference has two hex digits after every '%'
        int value = PercentEncoding.hexValue(s.charAt(i + 1)) << 4 | PercentEncoding.hexValue(s.charAt(i + 2));
        if (CharClass.UNRESERVED.contains(value)) {
          if (sb == null) {
            sb = new StringBuilder(end - start).append(s, start, i);
          }
          sb.append(lowerCase ? toLower((char) value) : (char) value);
          i += 2;
          continue;
        }
        char hi = Character.toUpperCase(s.charAt(i + 1));
        char lo = Character.toUpperCase(s.charAt(i + 2));
        if (hi != s.charAt(i + 1) || lo != s.charAt(i + 2)) {
          if (sb == null) {
            sb = new StringBuilder(end - start).append(s, start, i);
          }
        }
        if (sb != null) {
          sb.append('%').append(hi).append(lo);
        }
        i += 2;
        continue;
      }
      replacement = lowerCase ? toLower(c) : c;
      if (replacement != c && sb == null) {
        sb = new StringBuilder(end - start).append(s, start, i);
      }
      if (sb != null) {
        sb.append(replacement);
      }
    }
    return sb == null ? s.substring(start, end) : sb.toString();
  }

  private static String lowerCase(String s, int start, int end) {
    StringBuilder sb = new StringBuilder(end - start);
    for (int i = start; i < end; i++) {
      sb.append(toLower(s.charAt(i)));
    }
    return sb.toString();
  }

  private static char toLower(char c) {
    return c >= 'A' && c <= 'Z' ? (char) (c | 0x20) : c;
  }
}
