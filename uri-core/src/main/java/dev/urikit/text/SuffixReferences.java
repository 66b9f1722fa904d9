package dev.urikit.text;

import dev.urikit.CharClass;
import dev.urikit.SchemeRegistry;
import dev.urikit.UriSyntaxException;
import dev.urikit.UriSyntaxException.Kind;

/**
 * Where the scheme of cleaned user input ends, whether text that reads as a scheme and a path is a host
 * and a port instead, and the scheme that completes a suffix reference (RFC 3986 section 4.5).
 *
 * <table>
 *   <caption>Cleaned text and what it reads as</caption>
 *   <tr><th>text</th><th>reads as</th></tr>
 *   <tr><td>{@code http://a/b}, {@code tel:911}, {@code foo.bar:x}</td><td>a scheme and the rest</td></tr>
 *   <tr><td>{@code example.com:8080}, {@code localhost:3000/x}</td><td>a host and a port</td></tr>
 *   <tr><td>{@code www.example.com/a}, {@code 192.0.2.1?q}, {@code [::1]:80}</td><td>a host, then the rest</td></tr>
 *   <tr><td>{@code ../a}, {@code #f}, {@code example/a}, {@code me@example.com}</td><td>none of them</td></tr>
 * </table>
 *
 * <p>A host here is what people type as one: {@code localhost}, a dotted name whose last label begins
 * with a letter (or a character beyond US-ASCII), or four dotted numbers. Each check reads the text's
 * beginning once, up to its first {@code "/"}, {@code "?"} or {@code "#"}.
 */
final class SuffixReferences {

  private SuffixReferences() {}

  /** The characters of a host as people type one, beyond US-ASCII aside. */
  private static final CharClass HOST = CharClass.UNRESERVED.union(CharClass.of("%"));

  /**
   * What goes in front of {@code in}'s text for it to have a scheme: {@code ""} when it has one, the
   * completing {@code "http://"} or {@code "ftp://"} when {@code completion} asks for it and the text
   * begins with a host.
   *
   * @throws UriSyntaxException of kind {@link Kind#MISSING_SCHEME} when the text has no scheme and is not
   *     completed, saying whether it reads as a host and port, a suffix reference or a malformed scheme
   */
  static String prefix(CleanedInput in, SchemeRegistry registry, Completion completion) {
    String t = in.text;
    int colon = schemeEnd(t);
    boolean hostAndPort = colon >= 0 && registry.lookup(t, 0, colon) == null && isHostAndPort(t, colon);
    if (colon >= 0 && !hostAndPort) {
      return "";
    }
    boolean suffix = hostAndPort || isSuffixReference(t);
    String scheme = firstLabelIsFtp(t) ? "ftp" : "http";
    if (suffix && completion == Completion.SUFFIX_REFERENCES) {
      return scheme + "://";
    }
    int at = in.origin(0);
    String hint = completion == Completion.OFF ? "; completing suffix references would add \"" + scheme + "://\"" : "";
    if (hostAndPort) {
      throw new UriSyntaxException(Kind.MISSING_SCHEME, at, "missing scheme at index " + at
          + ": the text begins with a host and a port, not a scheme (RFC 3986 section 4.5)" + hint);
    }
    if (suffix) {
      throw new UriSyntaxException(Kind.MISSING_SCHEME, at, "missing scheme at index " + at
          + ": the text begins with a host, a suffix reference (RFC 3986 section 4.5)" + hint);
    }
    int bad = schemeFault(t);
    if (bad >= 0) {
      int index = in.origin(bad);
      throw new UriSyntaxException(Kind.MISSING_SCHEME, index, "missing scheme: invalid character "
          + shown(t.charAt(bad)) + " in scheme at index " + index + " (RFC 3986 section 3.1)");
    }
    if (t.isEmpty()) {
      throw new UriSyntaxException(Kind.MISSING_SCHEME, at,
          "missing scheme at index " + at + ": no text is left once whitespace and delimiters are stripped");
    }
    throw new UriSyntaxException(Kind.MISSING_SCHEME, at,
        "missing scheme at index " + at + ": the text is a relative reference (RFC 3986 section 4.2)");
  }

  /** The index of the {@code ":"} that ends the scheme at the beginning of {@code t}, or -1 (RFC 3986 section 3.1). */
  static int schemeEnd(String t) {
    int n = t.length();
    if (n == 0 || !CharClass.ALPHA.contains(t.charAt(0))) {
      return -1;
    }
    int i = 1;
    while (i < n && CharClass.SCHEME.contains(t.charAt(i))) {
      i++;
    }
    return i < n && t.charAt(i) == ':' ? i : -1;
  }

  /**
   * Whether the scheme and path that {@code t} has by RFC 3986 (its scheme ending at {@code colon}) are a
   * host and a port: the "scheme" is a host, and only digits follow up to the end or a {@code "/"},
   * {@code "?"} or {@code "#"}.
   */
  private static boolean isHostAndPort(String t, int colon) {
    if (!isHost(t, 0, colon)) {
      return false;
    }
    int i = digits(t, colon + 1);
    return i > colon + 1 && (i == t.length() || isPathStart(t.charAt(i)));
  }

  /**
   * Whether {@code t}, which has no scheme, begins with a host and maybe a port, then ends or goes on with a
   * path, query or fragment.
   */
  private static boolean isSuffixReference(String t) {
    int n = t.length();
    int i;
    if (n > 0 && t.charAt(0) == '[') {
      i = 1;
      while (i < n && t.charAt(i) != ']' && !isPathStart(t.charAt(i))) {
        i++;
      }
      if (i == n || t.charAt(i) != ']') {
        return false;
      }
      i++;
    } else {
      i = 0;
      while (i < n && (HOST.contains(t.charAt(i)) || t.charAt(i) >= 0x80)) {
        i++;
      }
      if (!isHost(t, 0, i)) {
        return false;
      }
    }
    if (i < n && t.charAt(i) == ':') {
      int port = digits(t, i + 1);
      if (port == i + 1) {
        return false;
      }
      i = port;
    }
    return i == n || isPathStart(t.charAt(i));
  }

  /**
   * Whether {@code t[start, end)} is a host as people type one: {@code localhost}, a name of two or more
   * labels whose last label begins with a letter or a character beyond US-ASCII (RFC 1123 section 2.1
   * asks a letter of a top-level label), or four numbers joined by dots. A final dot is allowed.
   */
  private static boolean isHost(String t, int start, int end) {
    if (end - start == 9 && t.regionMatches(true, start, "localhost", 0, 9)) {
      return true;
    }
    int last = end > start && t.charAt(end - 1) == '.' ? end - 1 : end;
    int dots = 0;
    int lastDot = -1;
    boolean numeric = true;
    for (int i = start; i < last; i++) {
      char c = t.charAt(i);
      if (!HOST.contains(c) && c < 0x80) {
        return false;
      }
      if (c == '.') {
        if (i == start || i - 1 == lastDot) {
          return false;
        }
        dots++;
        lastDot = i;
      } else if (c < '0' || c > '9') {
        numeric = false;
      }
    }
    if (dots == 0 || lastDot == last - 1) {
      return false;
    }
    if (numeric) {
      return dots == 3;
    }
    char first = t.charAt(lastDot + 1);
    return CharClass.ALPHA.contains(first) || first >= 0x80;
  }

  /** Whether the first label of the host {@code t} begins with is {@code ftp}, in any case. */
  private static boolean firstLabelIsFtp(String t) {
    return t.length() > 4 && t.regionMatches(true, 0, "ftp.", 0, 4);
  }

  /**
   * In text with a {@code ":"} before its first {@code "/"}, {@code "?"} or {@code "#"}, which can only
   * end a scheme, the index of the first character that no scheme can hold there; -1 for other text.
   */
  private static int schemeFault(String t) {
    int n = t.length();
    int colon = -1;
    for (int i = 0; i < n && colon < 0; i++) {
      char c = t.charAt(i);
      if (c == ':') {
        colon = i;
      } else if (isPathStart(c)) {
        return -1;
      }
    }
    if (colon < 0) {
      return -1;
    }
    if (colon == 0 || !CharClass.ALPHA.contains(t.charAt(0))) {
      return 0;
    }
    int i = 1;
    while (i < colon && CharClass.SCHEME.contains(t.charAt(i))) {
      i++;
    }
    return i;
  }

  private static int digits(String t, int i) {
    while (i < t.length() && t.charAt(i) >= '0' && t.charAt(i) <= '9') {
      i++;
    }
    return i;
  }

  private static boolean isPathStart(char c) {
    return c == '/' || c == '?' || c == '#';
  }

  /** A character as messages show it: {@code 'x'} when printable US-ASCII, {@code U+0020} otherwise. */
  static String shown(char c) {
    return c > 0x20 && c < 0x7f ? "'" + c + "'" : String.format("U+%04X", (int) c);
  }
}
