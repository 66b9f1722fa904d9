package dev.urikit;

import dev.urikit.UriSyntaxException.Kind;
import dev.urikit.internal.IpLiterals;
import dev.urikit.spi.Scheme;
import dev.urikit.spi.SchemeForm;
import dev.urikit.spi.SchemeViolation;
import org.jspecify.annotations.Nullable;

/**
 * The URI-reference grammar of RFC 3986 Appendix A in one forward pass.
 *
 * <p>Each character is classified through a {@link CharClass} bit set; no regular expressions, no
 * recursion, linear time. On success the only allocation is the result. On failure the lenient modes
 * return null and the throwing modes throw {@link UriSyntaxException}: the same code path serves both,
 * so no exception is used for control flow.
 */
final class ReferenceParser {

  static final int REFERENCE_THROWING = 0;
  static final int REFERENCE_LENIENT = 1;
  static final int URI_THROWING = 2;
  static final int URI_LENIENT = 3;

  private static final long USERINFO_LOW = CharClass.USERINFO.lowBits();
  private static final long USERINFO_HIGH = CharClass.USERINFO.highBits();
  private static final long REG_NAME_LOW = CharClass.REG_NAME.lowBits();
  private static final long REG_NAME_HIGH = CharClass.REG_NAME.highBits();
  private static final long PATH_LOW = CharClass.PATH.lowBits();
  private static final long PATH_HIGH = CharClass.PATH.highBits();
  private static final long QUERY_LOW = CharClass.QUERY.lowBits();
  private static final long QUERY_HIGH = CharClass.QUERY.highBits();
  private static final long SCHEME_LOW = CharClass.SCHEME.lowBits();
  private static final long SCHEME_HIGH = CharClass.SCHEME.highBits();
  private static final long HEXDIG_LOW = CharClass.HEXDIG.lowBits();
  private static final long HEXDIG_HIGH = CharClass.HEXDIG.highBits();

  private ReferenceParser() {}

  /** Parses {@code s}; in a lenient mode returns null on error, otherwise throws. */
  static @Nullable UriReference parse(String s, SchemeRegistry registry, int mode) {
    boolean throwing = (mode & 1) == 0;
    int n = s.length();
    int schemeEnd = schemeEnd(s, n);
    int pos = schemeEnd + 1;
    if (schemeEnd < 0 && mode >= URI_THROWING) {
      return fail(throwing, Kind.MISSING_SCHEME, firstNonSchemeIndex(s, n), "missing scheme");
    }

    int hostStart = -1;
    int hostEnd = -1;
    if (pos + 1 < n && s.charAt(pos) == '/' && s.charAt(pos + 1) == '/') {
      // authority = [ userinfo "@" ] host [ ":" port ]. The first loop scans what userinfo allows,
      // which also covers a reg-name host followed by ":" port; an '@' then tells which it was.
      int start = pos + 2;
      int i = start;
      int firstColon = -1;
      while (i < n) {
        char c = s.charAt(i);
        if (in(c, USERINFO_LOW, USERINFO_HIGH)) {
          if (c == ':' && firstColon < 0) {
            firstColon = i;
          }
          i++;
        } else if (c == '%') {
          if (!isPercentTriplet(s, n, i)) {
            return fail(throwing, Kind.INVALID_PERCENT_ENCODING, i, "invalid percent-encoding in authority at index " + i);
          }
          i += 3;
        } else {
          break;
        }
      }
      boolean hostFollows = i < n && s.charAt(i) == '@';
      if (hostFollows || (i == start && i < n && s.charAt(i) == '[')) {
        hostStart = hostFollows ? i + 1 : start;
        i = hostStart;
        if (i < n && s.charAt(i) == '[') {
          int close = i + 1;
          while (close < n && s.charAt(close) != ']' && !isAuthorityEnd(s.charAt(close))) {
            close++;
          }
          if (close >= n || s.charAt(close) != ']') {
            return fail(throwing, Kind.INVALID_IP_LITERAL, close, "unterminated IP literal at index " + close);
          }
          int bad = i + 1 < close && (s.charAt(i + 1) | 0x20) == 'v'
              ? IpLiterals.scanIpvFuture(s, i + 1, close)
              : IpLiterals.scanIpv6(s, i + 1, close);
          if (bad >= 0) {
            return fail(throwing, Kind.INVALID_IP_LITERAL, bad, "invalid IP literal at index " + bad);
          }
          i = close + 1;
        } else {
          while (i < n) {
            char c = s.charAt(i);
            if (in(c, REG_NAME_LOW, REG_NAME_HIGH)) {
              i++;
            } else if (c == '%') {
              if (!isPercentTriplet(s, n, i)) {
                return fail(throwing, Kind.INVALID_PERCENT_ENCODING, i, "invalid percent-encoding in host at index " + i);
              }
              i += 3;
            } else {
              break;
            }
          }
        }
        hostEnd = i;
        boolean inPort = i < n && s.charAt(i) == ':';
        if (inPort) {
          i++;
          while (i < n && isDigit(s.charAt(i))) {
            i++;
          }
        }
        if (i < n && !isAuthorityEnd(s.charAt(i))) {
          return fail(throwing, inPort ? Kind.INVALID_PORT : Kind.INVALID_CHARACTER, i,
              describeAuthority(s, i, inPort ? "port" : "host"));
        }
      } else {
        // No userinfo: what was scanned is host [":" port].
        if (i < n && !isAuthorityEnd(s.charAt(i))) {
          return fail(throwing, Kind.INVALID_CHARACTER, i,
              describeAuthority(s, i, firstColon < 0 ? "host" : "port"));
        }
        hostStart = start;
        hostEnd = firstColon < 0 ? i : firstColon;
        for (int p = hostEnd + 1; p < i; p++) {
          if (!isDigit(s.charAt(p))) {
            return fail(throwing, Kind.INVALID_PORT, p, describeAuthority(s, p, "port"));
          }
        }
      }
      pos = i;
    }

    int pathStart = pos;
    int i = pos;
    if (schemeEnd < 0 && hostStart < 0) {
      // The first segment of a relative-path reference cannot hold ':' (RFC 3986 section 4.2,
      // path-noscheme): only a scheme ends with ':' before the first '/', so this is a malformed one.
      for (char c; i < n && (c = s.charAt(i)) != '/' && c != '?' && c != '#'; i++) {
        if (c == ':') {
          int bad = firstNonSchemeIndex(s, n);
          return fail(throwing, Kind.INVALID_SCHEME, bad,
              bad == 0 && s.charAt(0) == ':' ? "empty scheme at index 0" : describe(s, bad, "scheme"));
        }
      }
      i = pos; // the characters themselves are checked with the rest of the path
    }
    while (i < n) {
      char c = s.charAt(i);
      if (in(c, PATH_LOW, PATH_HIGH)) {
        i++;
      } else if (c == '%') {
        if (!isPercentTriplet(s, n, i)) {
          return fail(throwing, Kind.INVALID_PERCENT_ENCODING, i, "invalid percent-encoding in path at index " + i);
        }
        i += 3;
      } else if (c == '?' || c == '#') {
        break;
      } else {
        return fail(throwing, Kind.INVALID_CHARACTER, i, describe(s, i, "path"));
      }
    }

    int queryMark = -1;
    if (i < n && s.charAt(i) == '?') {
      queryMark = i;
      i = scanQueryOrFragment(s, n, i + 1);
      if (i < n && s.charAt(i) != '#') {
        return fail(throwing, kindAt(s, i), i, describeComponentError(s, i, "query"));
      }
    }
    int fragmentMark = -1;
    if (i < n) {
      fragmentMark = i;
      i = scanQueryOrFragment(s, n, i + 1);
      if (i < n) {
        return fail(throwing, kindAt(s, i), i, describeComponentError(s, i, "fragment"));
      }
    }

    if (schemeEnd < 0) {
      return new RelativeReference(s, hostStart, hostEnd, pathStart, queryMark, fragmentMark, registry);
    }
    return uri(s, schemeEnd, hostStart, hostEnd, pathStart, queryMark, fragmentMark, registry, throwing);
  }

  /**
   * The URI whose valid RFC 3986 components lie at the given offsets of {@code s}, after the checks of
   * its registered scheme: for the parser, and for resolution, which assembles a target from
   * components that are already valid and needs no second parse.
   */
  static @Nullable Uri uri(String s, int schemeEnd, int hostStart, int hostEnd, int pathStart, int queryMark,
      int fragmentMark, SchemeRegistry registry, boolean throwing) {
    boolean hierarchical = hostStart >= 0 || (pathStart < s.length() && s.charAt(pathStart) == '/');
    Uri uri = hierarchical
        ? new HierarchicalUri(s, schemeEnd, hostStart, hostEnd, pathStart, queryMark, fragmentMark, registry)
        : new OpaqueUri(s, schemeEnd, pathStart, queryMark, fragmentMark, registry);
    Scheme scheme = registry.lookup(s, 0, schemeEnd);
    if (scheme == null) {
      return uri;
    }
    SchemeForm form = scheme.form();
    if (form == SchemeForm.HIERARCHICAL && !hierarchical) {
      return failScheme(throwing, scheme, pathStart,
          "a URI of this scheme must be hierarchical, with \"//\" or \"/\" after \"" + scheme.name() + ":\" (RFC 2396 section 3)");
    }
    if (form == SchemeForm.OPAQUE && hierarchical) {
      return failScheme(throwing, scheme, pathStart,
          "a URI of this scheme must be opaque, without \"/\" after \"" + scheme.name() + ":\" (RFC 2396 section 3)");
    }
    SchemeViolation violation = scheme.validate(uri);
    if (violation != null) {
      return failScheme(throwing, scheme, violation.index(), violation.rule());
    }
    return uri;
  }

  /** The index of the ':' ending a scheme at the start of {@code s}, or -1. */
  private static int schemeEnd(String s, int n) {
    int end = firstNonSchemeIndex(s, n);
    return end > 0 && end < n && s.charAt(end) == ':' ? end : -1;
  }

  /** The first index that cannot continue a scheme at the start of {@code s} (0 unless it starts with a letter). */
  private static int firstNonSchemeIndex(String s, int n) {
    if (n == 0 || !CharClass.ALPHA.contains(s.charAt(0))) {
      return 0;
    }
    int i = 1;
    while (i < n && in(s.charAt(i), SCHEME_LOW, SCHEME_HIGH)) {
      i++;
    }
    return i;
  }

  private static boolean isAuthorityEnd(char c) {
    return c == '/' || c == '?' || c == '#';
  }

  /** Scans {@code query} (or the identical {@code fragment}) characters and triplets; returns the first other index. */
  private static int scanQueryOrFragment(String s, int n, int i) {
    while (i < n) {
      char c = s.charAt(i);
      if (in(c, QUERY_LOW, QUERY_HIGH)) {
        i++;
      } else if (c == '%' && isPercentTriplet(s, n, i)) {
        i += 3;
      } else {
        return i;
      }
    }
    return i;
  }

  /**
   * Whether {@code c} is in the set whose bits are {@code low} and {@code high}. The hot loops call this
   * with the {@code static final} copies below, which the JIT folds into constants; a shift by
   * {@code c} uses its low six bits, so {@code high >>> c} tests bit {@code c - 64}.
   */
  private static boolean in(char c, long low, long high) {
    return c < 128 && (((c < 64 ? low : high) >>> c) & 1L) != 0;
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  private static Kind kindAt(String s, int i) {
    return s.charAt(i) == '%' ? Kind.INVALID_PERCENT_ENCODING : Kind.INVALID_CHARACTER;
  }

  private static String describeComponentError(String s, int i, String component) {
    return s.charAt(i) == '%'
        ? "invalid percent-encoding in " + component + " at index " + i
        : describe(s, i, component);
  }

  static boolean isPercentTriplet(String s, int n, int i) {
    return i + 2 < n && in(s.charAt(i + 1), HEXDIG_LOW, HEXDIG_HIGH) && in(s.charAt(i + 2), HEXDIG_LOW, HEXDIG_HIGH);
  }

  /** "invalid character ' ' in path at index 4", with control and non-ASCII characters as U+XXXX. */
  private static String describe(String s, int i, String component) {
    if (i >= s.length()) {
      return "unexpected end of input in " + component + " at index " + i;
    }
    char c = s.charAt(i);
    String shown = c > 0x20 && c < 0x7f ? "'" + c + "'" : String.format("U+%04X", (int) c);
    return "invalid character " + shown + " in " + component + " at index " + i;
  }

  /** Like {@link #describe} but shows only delimiters and controls, never letters that may be userinfo. */
  private static String describeAuthority(String s, int i, String component) {
    char c = s.charAt(i);
    if (CharClass.UNRESERVED.contains(c) || CharClass.SUB_DELIMS.contains(c)) {
      return "invalid character in " + component + " at index " + i;
    }
    return describe(s, i, component);
  }

  private static @Nullable UriReference fail(boolean throwing, Kind kind, int index, String message) {
    if (throwing) {
      throw new UriSyntaxException(kind, index, message);
    }
    return null;
  }

  private static @Nullable Uri failScheme(boolean throwing, Scheme scheme, int index, String rule) {
    if (throwing) {
      throw new UriSyntaxException(Kind.SCHEME_SPECIFIC, index, scheme.name() + ": " + rule + " at index " + index, scheme.name());
    }
    return null;
  }
}
