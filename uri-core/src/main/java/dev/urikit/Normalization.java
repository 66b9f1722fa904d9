package dev.urikit;

import dev.urikit.internal.DotSegments;
import dev.urikit.internal.IpLiterals;
import dev.urikit.internal.PartsOfText;
import dev.urikit.internal.Recomposition;
import dev.urikit.spi.Scheme;
import dev.urikit.spi.UriParts;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * Normalization (RFC 3986 sections 6.2.2 and 6.2.3) and the equivalence keys built on it.
 *
 * <p>Syntax-based: scheme and host in lower case; percent-triplets of unreserved characters decoded
 * and the others written with upper-case hex digits (section 6.2.2.2), before dot-segments are removed
 * from a URI's path (section 6.2.2.3), so that {@code %2E%2E} is treated like {@code ..} and the result
 * is stable. Relative references keep their dot-segments, and so do the paths of a scheme that says
 * its path is not a hierarchy. Scheme-based: an empty port and the scheme's default port (by value:
 * {@code :080} is port 80) removed, leading zeros dropped from any other port, an IPv6 literal written
 * in the text of RFC 5952 section 4 when the scheme's hosts are network hosts
 * ({@link Scheme#hasDnsHosts()}: {@code [0:0::1]} is {@code [::1]}), then the scheme's own
 * {@link Scheme#normalize(UriParts)}.
 */
final class Normalization {

  /** Marks a key that the scheme's hooks could not give: the syntax key, kept in the scheme's namespace. */
  /** What percent-normalization does with letters outside triplets. */
  enum Letters {
    AS_WRITTEN,
    /** Lower case, for the host (RFC 3986 section 3.2.2). */
    LOWER
  }

  /** What percent-normalization does with a triplet of an unreserved character. */
  enum Unreserved {
    /** Decodes it (RFC 3986 section 6.2.2.2). */
    DECODE,
    /** Keeps it, hex digits in upper case ({@link Scheme#decodesUnreserved()} false). */
    KEEP
  }

  private static final String FAILED_KEY = ":\u0000failed:";
  /** Separates a scheme's name from a key of its own that does not start with that name. */
  private static final String FOREIGN_KEY = ":\u0000";
  private static final PartsOfText PARTS = PartsOfText.get();

  private Normalization() {}

  static UriReference normalize(UriReference ref, NormalizationLevel level) {
    Registered binding = ref.binding;
    boolean schemeLevel = level == NormalizationLevel.SCHEME && binding.scheme != null;
    UriParts parts;
    try {
      parts = schemeLevel ? schemeParts(ref, binding) : syntaxParts(ref);
    } catch (HookFailure failure) {
      throw Hooks.failure(binding, failure.hook, failure.getCause());
    }
    String scheme = ref.isRelative() ? null : parts.scheme();
    if (!schemeLevel) {
      // Syntax-based normalization keeps every component valid: its result needs no checks.
      Recomposition.Composed composed = Recomposition.compose(scheme, parts.userInfo(), parts.host(), parts.port(),
          parts.path(), parts.query(), parts.fragment());
      return composed.text().equals(ref.text) ? ref : UriReference.of(composed, ref.registry());
    }
    // A scheme's normalize hook is another module's code: its components are checked as a builder's are.
    try {
      UriReference result = new UriBuilder(ref.registry())
          .scheme(scheme).rawUserInfo(parts.userInfo()).rawHost(parts.host()).rawPort(parts.port())
          .rawPath(parts.path()).rawQuery(parts.query()).rawFragment(parts.fragment())
          .build();
      return result.text.equals(ref.text) ? ref : result;
    } catch (IllegalArgumentException | IllegalStateException e) {
      throw new IllegalStateException("the normalize hook of scheme \"" + binding.name + "\" ("
          + binding.schemeClass() + ") produced an invalid URI: " + e.getMessage(), e);
    }
  }

  /** The key under {@code policy}; for {@link Equivalence#SCHEME} see {@link #defaultKey(UriReference)}. */
  static String key(UriReference ref, Equivalence policy) {
    switch (policy) {
      case EXACT:
        return ref.text;
      case SYNTAX:
        return normalizedText(ref, NormalizationLevel.SYNTAX);
      case SCHEME:
      default:
        return defaultKey(ref);
    }
  }

  /**
   * The key behind {@code equals}: for a URI of a registered scheme, the scheme's
   * {@link Scheme#equivalenceKey(UriParts)} kept in the scheme's namespace (prefixed with its name when
   * it does not start with it); otherwise the syntax-normalized text. Never throws: when the scheme's
   * hooks fail, the key is the syntax-normalized text marked as such, in the scheme's namespace.
   */
  static String defaultKey(UriReference ref) {
    Registered binding = ref.binding;
    Scheme scheme = binding.scheme;
    if (scheme == null) {
      return normalizedText(ref, NormalizationLevel.SYNTAX);
    }
    try {
      String key = scheme.equivalenceKey(schemeParts(ref, binding));
      if (key == null) {
        throw new NullPointerException("equivalenceKey returned null");
      }
      return key.startsWith(binding.name) && key.length() > binding.name.length()
          && key.charAt(binding.name.length()) == ':'
          ? key
          : binding.name + FOREIGN_KEY + key;
    } catch (Throwable t) {
      return binding.name + FAILED_KEY + normalizedText(ref, NormalizationLevel.SYNTAX);
    }
  }

  /** The normalized text; a scheme hook that throws comes out as a {@link HookFailure}. */
  static String normalizedText(UriReference ref, NormalizationLevel level) {
    Registered binding = ref.binding;
    boolean schemeLevel = level == NormalizationLevel.SCHEME && binding.scheme != null;
    return text(ref, schemeLevel ? schemeParts(ref, binding) : syntaxParts(ref));
  }

  /** The components after section 6.2.3 as the scheme of {@code binding} defines it, on top of section 6.2.2. */
  private static UriParts schemeParts(UriReference ref, Registered binding) {
    UriParts parts = syntaxParts(ref);
    if (ref.hostStart >= 0 && ref.pathStart > ref.hostEnd) {
      int portStart = ref.hostEnd + 1;
      if (portStart == ref.pathStart || isDefaultPort(ref, binding)) {
        parts.port(null);
      } else if (ref.pathStart - portStart > 1 && ref.text.charAt(portStart) == '0') {
        parts.port(withoutLeadingZeros(ref.text.substring(portStart, ref.pathStart)));
      }
    }
    if (binding.dnsHosts && ref.hostType0() == HostType.IPV6) {
      // An IP literal is an address: its one text is RFC 5952's (section 4), so equal addresses compare equal.
      parts.host("[" + IpLiterals.canonicalIpv6(IpLiterals.ipv6Octets(ref.text, ref.hostStart + 1, ref.hostEnd - 1)) + "]");
    }
    Scheme scheme = binding.scheme;
    if (scheme != null) {
      try {
        scheme.normalize(parts);
      } catch (Throwable t) {
        throw new HookFailure("normalize", t);
      }
    }
    return parts;
  }

  /**
   * The components after section 6.2.2; the scheme is {@code ""} for a relative reference. A component
   * that normalization leaves as written is read from the text only if a hook asks for it, and a reference
   * whose every component is left as written has its text as the parts' text.
   */
  private static UriParts syntaxParts(UriReference ref) {
    String s = ref.text;
    Unreserved unreserved = ref.binding.decodesUnreserved ? Unreserved.DECODE : Unreserved.KEEP;
    UriParts parts = PARTS.of(ref);
    if (ref.schemeEnd >= 0) {
      // A registered scheme's entry holds the name in lower case already (Registered#name).
      String name = ref.binding.scheme != null ? ref.binding.name : null;
      if (name == null || !s.startsWith(name)) {
        parts.scheme(name != null ? name : lowerCase(s, 0, ref.schemeEnd));
      }
    }
    // Only a triplet changes a component other than the host: one search finds the first, if any.
    Triplets triplets = new Triplets(s, ref.schemeEnd + 1);
    if (ref.hostStart >= 0) {
      int authorityStart = ref.schemeEnd + 3;
      @Nullable String userInfo = ref.hostStart > authorityStart && triplets.within(authorityStart, ref.hostStart - 1)
          ? normalizedOrNull(s, authorityStart, ref.hostStart - 1, Letters.AS_WRITTEN, unreserved) : null;
      if (userInfo != null) {
        parts.userInfo(userInfo);
      }
      @Nullable String host = normalizedOrNull(s, ref.hostStart, ref.hostEnd, Letters.LOWER, unreserved);
      if (host != null) {
        parts.host(host);
      }
    }
    int pathEnd = ref.pathEnd();
    boolean pathTriplets = triplets.within(ref.pathStart, pathEnd);
    @Nullable String path = pathTriplets
        ? normalizedOrNull(s, ref.pathStart, pathEnd, Letters.AS_WRITTEN, unreserved) : null;
    if (!ref.isRelative() && ref.binding.hierarchicalPath) {
      if (path != null) {
        path = DotSegments.remove(path);
      } else if (pathTriplets || DotSegments.mayHoldDotSegment(s, ref.pathStart, pathEnd)) {
        String removed = DotSegments.remove(s, ref.pathStart, pathEnd);
        path = removed.length() == pathEnd - ref.pathStart ? null : removed;
      }
      if (path != null && ref.hostStart < 0 && path.startsWith("//")) {
        // Without an authority a path cannot start with "//" (RFC 3986 section 3.3).
        path = "/." + path;
      }
    }
    if (path != null) {
      parts.path(path);
    }
    @Nullable String query = ref.queryMark >= 0 && triplets.within(ref.queryMark + 1, ref.queryEnd())
        ? normalizedOrNull(s, ref.queryMark + 1, ref.queryEnd(), Letters.AS_WRITTEN, unreserved) : null;
    if (query != null) {
      parts.query(query);
    }
    @Nullable String fragment = ref.fragmentMark >= 0 && triplets.within(ref.fragmentMark + 1, s.length())
        ? normalizedOrNull(s, ref.fragmentMark + 1, s.length(), Letters.AS_WRITTEN, unreserved) : null;
    if (fragment != null) {
      parts.fragment(fragment);
    }
    return parts;
  }

  /** Where the triplets of a text are, found one search at a time, in the order of the components. */
  private static final class Triplets {
    private final String s;
    private int next;

    Triplets(String s, int from) {
      this.s = s;
      this.next = s.indexOf('%', Math.max(from, 0));
    }

    /** Whether {@code s[start, end)} holds a {@code '%'}; the ranges asked about come in text order. */
    boolean within(int start, int end) {
      if (next >= 0 && next < start) {
        next = s.indexOf('%', start);
      }
      return next >= 0 && next < end;
    }
  }

  /** The text of normalized components of {@code ref}: a relative reference stays without a scheme. */
  private static String text(UriReference ref, UriParts parts) {
    return ref.isRelative()
        ? Recomposition.recompose(null, parts.userInfo(), parts.host(), parts.port(), parts.path(), parts.query(), parts.fragment())
        : parts.toString();
  }

  /** Whether the port's value, leading zeros ignored, is the scheme's default port (RFC 3986 section 6.2.3). */
  private static boolean isDefaultPort(UriReference ref, Registered binding) {
    Integer defaultPort = binding.defaultPort;
    return defaultPort != null && ref.portValue0() == defaultPort;
  }

  private static String withoutLeadingZeros(String port) {
    int i = 0;
    while (i < port.length() - 1 && port.charAt(i) == '0') {
      i++;
    }
    return port.substring(i);
  }

  /** A scheme's hook threw while the components were normalized. */
  private static final class HookFailure extends RuntimeException {
    private static final long serialVersionUID = 1L;
    final String hook;

    HookFailure(String hook, Throwable cause) {
      super(cause);
      this.hook = hook;
    }
  }

  /**
   * {@code s[start, end)} with triplets of unreserved characters decoded (unless {@link Unreserved#KEEP}) and
   * the others in upper case; with {@link Letters#LOWER}, letters outside triplets in lower case as well (for
   * the host). Null when that is {@code s[start, end)} as written.
   */
  private static @Nullable String normalizedOrNull(String s, int start, int end, Letters letters,
      Unreserved unreserved) {
    boolean lowerCase = letters == Letters.LOWER;
    // The characters before the first triplet, or upper-case letter in a host, stay as they are.
    int first = lowerCase ? firstUpperOrPercent(s, start, end) : start;
    if (first == end) {
      return null;
    }
    if (lowerCase && s.charAt(first) != '%' && !hasPercent(s, first, end)) {
      // Letters only: a URI's text is US-ASCII, which toLowerCase maps as RFC 3986 section 6.2.2.1 does.
      return s.substring(start, end).toLowerCase(Locale.ROOT);
    }
    StringBuilder sb = null;
    for (int i = first; i < end; i++) {
      char c = s.charAt(i);
      char replacement;
      if (c == '%') { // a valid reference has two hex digits after every '%'
        int value = PercentEncoding.hexValue(s.charAt(i + 1)) << 4 | PercentEncoding.hexValue(s.charAt(i + 2));
        if (unreserved == Unreserved.DECODE && CharClass.UNRESERVED.contains(value)) {
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
    return sb == null ? null : sb.toString();
  }

  /** The index of the first {@code '%'} or letter {@code A} to {@code Z} in {@code s[start, end)}, or {@code end}. */
  private static int firstUpperOrPercent(String s, int start, int end) {
    int i = start;
    while (i < end) {
      char c = s.charAt(i);
      if (c - 'A' < 26 && c - 'A' >= 0 || c == '%') {
        break;
      }
      i++;
    }
    return i;
  }

  private static boolean hasPercent(String s, int start, int end) {
    int percent = s.indexOf('%', start);
    return percent >= 0 && percent < end;
  }

  private static String lowerCase(String s, int start, int end) {
    int upper = start;
    while (upper < end && !(s.charAt(upper) >= 'A' && s.charAt(upper) <= 'Z')) {
      upper++;
    }
    if (upper == end) {
      return s.substring(start, end);
    }
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
