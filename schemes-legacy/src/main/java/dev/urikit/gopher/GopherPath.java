package dev.urikit.gopher;

import dev.urikit.legacy.internal.Octets;
import dev.urikit.spi.SchemeViolation;
import org.jspecify.annotations.Nullable;

/**
 * Reading a gopher-path (RFC 4266 section 2, {@code gopherurl} in RFC 1738 section 5):
 * {@code "/" gtype selector ["%09" search ["%09" gopher+_string]]}, everything after the {@code "/"} up to
 * the fragment, a {@code '?'} included, since no character is reserved within it.
 *
 * <p>The first {@code %09} ends the selector, which may hold no tab, and the second ends the search;
 * the gopher+ string runs to the end and may hold tabs and line breaks (a form's data, RFC 1738 section
 * 3.4.9).
 */
final class GopherPath {

  static final int TAB = 0x09;
  private static final int LF = 0x0A;
  private static final int CR = 0x0D;

  private static final String PATH_MISSING = "the gopher-path follows a '/' after the host: "
      + "gopher://host[:port]/<gophertype><selector> (RFC 4266 section 2, gopherurl in RFC 1738 section 5)";
  private static final String TYPE_CHARACTER = "the gophertype cannot be a tab, CR or LF: a client sends none "
      + "of them in a request (RFC 4266 section 2, RFC 1436 section 2)";
  private static final String SELECTOR_LINE_BREAK = "a gopher selector may hold any octet but tab, CR and LF, "
      + "so %0D and %0A cannot appear in it (RFC 4266 section 2)";
  private static final String SEARCH_LINE_BREAK = "a gopher search string is sent on the request line, so %0D "
      + "and %0A cannot appear in it (RFC 4266 section 2, RFC 1436 section 3.7)";
  private static final String SEARCH_CHARACTER = "a '/' or '?' in a gopher search string must be encoded as "
      + "%2F or %3F (search in RFC 1738 section 5)";

  private GopherPath() {}

  /**
   * The first violation in the gopher-path {@code s[start, end)}: from where the URI's path starts to its
   * fragment's {@code '#'} or its end. Allocates nothing when there is none.
   *
   * <p>A {@linkplain #isPlain plain} gopher-path, nearly every one, is valid without being read octet by
   * octet; any other takes {@link #checkOctets}, which alone gives violations.
   */
  static @Nullable SchemeViolation check(String s, int start, int end) {
    return isPlain(s, start, end) ? null : checkOctets(s, start, end);
  }

  /**
   * Whether {@code s[start, end)} is a {@code "/"} followed by no triplet, which makes it a valid
   * gopher-path with no search: every rule above is about an octet that only a triplet can be, as the
   * parser refuses a tab, CR and LF unencoded (RFC 3986 section 2 has no control characters), and
   * without {@code %09} there is no search. One {@link String#indexOf(int, int)} reads it, which may run
   * on into the fragment but never past the text.
   */
  static boolean isPlain(String s, int start, int end) {
    if (start == end || s.charAt(start) != '/') {
      return false;
    }
    int percent = s.indexOf('%', start + 1);
    return percent < 0 || percent >= end;
  }

  /** {@link #check}, octet by octet: the general reading, for a gopher-path with triplets. */
  static @Nullable SchemeViolation checkOctets(String s, int start, int end) {
    if (start == end) {
      return null;
    }
    if (s.charAt(start) != '/') {
      return new SchemeViolation(start, "gopher.path.missing", PATH_MISSING);
    }
    int type = start + 1;
    if (type == end) {
      return null;
    }
    int octet = Octets.at(s, type);
    if (octet == TAB || octet == CR || octet == LF) {
      return new SchemeViolation(type, "gopher.type.character", TYPE_CHARACTER);
    }
    int i = Octets.next(s, type);
    for (; i < end; i = Octets.next(s, i)) {
      octet = Octets.at(s, i);
      if (octet == TAB) {
        break;
      }
      if (octet == CR || octet == LF) {
        return new SchemeViolation(i, "gopher.selector.line-break", SELECTOR_LINE_BREAK);
      }
    }
    if (i == end) {
      return null;
    }
    for (i = Octets.next(s, i); i < end; i = Octets.next(s, i)) {
      char c = s.charAt(i);
      octet = Octets.at(s, i);
      if (octet == TAB) {
        return null;
      }
      if (octet == CR || octet == LF) {
        return new SchemeViolation(i, "gopher.search.line-break", SEARCH_LINE_BREAK);
      }
      if (c == '/' || c == '?') {
        return new SchemeViolation(i, "gopher.search.character", SEARCH_CHARACTER);
      }
    }
    return null;
  }

  /**
   * Where each part of a valid gopher-path {@code s[start, end)} lies: the type character, the selector,
   * the search and the gopher+ string, each -1 when absent.
   */
  record Parts(int typeStart, int selectorStart, int selectorEnd, int searchStart, int searchEnd, int plusStart, int end) {

    static Parts of(String s, int start, int end) {
      if (end - start <= 1) {
        return new Parts(-1, -1, -1, -1, -1, -1, end);
      }
      if (isPlain(s, start, end)) {
        // No triplet: the type is one character and the selector runs to the end, as no %09 ends it.
        return new Parts(start + 1, start + 2, end, -1, -1, -1, end);
      }
      return ofOctets(s, start, end);
    }

    /** {@link #of}, octet by octet: the general reading, for a gopher-path of more than its {@code "/"}. */
    static Parts ofOctets(String s, int start, int end) {
      int typeStart = start + 1;
      int selectorStart = Octets.next(s, typeStart);
      int selectorEnd = tabOrEnd(s, selectorStart, end);
      if (selectorEnd == end) {
        return new Parts(typeStart, selectorStart, end, -1, -1, -1, end);
      }
      int searchStart = selectorEnd + 3;
      int searchEnd = tabOrEnd(s, searchStart, end);
      int plusStart = searchEnd == end ? -1 : searchEnd + 3;
      return new Parts(typeStart, selectorStart, selectorEnd, searchStart, searchEnd, plusStart, end);
    }

    private static int tabOrEnd(String s, int from, int end) {
      int tab = Octets.indexOf(s, TAB, from, end);
      return tab < 0 ? end : tab;
    }
  }
}
