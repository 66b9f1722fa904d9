package dev.urikit;

import dev.urikit.UriSyntaxException.Kind;
import dev.urikit.internal.IpLiterals;
import dev.urikit.internal.IriChars;
import dev.urikit.spi.Scheme;
import dev.urikit.spi.SchemeForm;
import dev.urikit.spi.SchemeViolation;
import java.util.function.IntUnaryOperator;
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

  /** What a check does when the text breaks a rule. */
  enum OnError {
    /** Throws {@link UriSyntaxException}. */
    THROW,
    /** Returns null, allocating nothing for a message. */
    RETURN_NULL
  }

  /** What to parse, and what to do with an error. */
  enum Mode {
    /** A URI-reference; an error throws. */
    REFERENCE_THROWING(false, false, OnError.THROW),
    /** A URI-reference; an error returns null. */
    REFERENCE_LENIENT(false, false, OnError.RETURN_NULL),
    /** A URI (with a scheme); an error throws. */
    URI_THROWING(true, false, OnError.THROW),
    /** A URI (with a scheme); an error returns null. */
    URI_LENIENT(true, false, OnError.RETURN_NULL),
    /** An IRI-reference (RFC 3987 section 2.2); an error throws. */
    IRI_REFERENCE_THROWING(false, true, OnError.THROW),
    /** An IRI-reference; an error returns null. */
    IRI_REFERENCE_LENIENT(false, true, OnError.RETURN_NULL),
    /** An IRI (with a scheme); an error throws. */
    IRI_THROWING(true, true, OnError.THROW),
    /** An IRI (with a scheme); an error returns null. */
    IRI_LENIENT(true, true, OnError.RETURN_NULL);

    final boolean requiresScheme;
    /** Whether {@code ucschar} (in a query {@code iprivate} too) is read, and the result an {@link IriReference}. */
    final boolean iri;
    final OnError onError;

    Mode(boolean requiresScheme, boolean iri, OnError onError) {
      this.requiresScheme = requiresScheme;
      this.iri = iri;
      this.onError = onError;
    }
  }

  /**
   * The message of an error, built only when an exception is thrown: a lenient parse that fails
   * allocates nothing for it.
   */
  private enum Problem {
    /** "invalid character 'x' in path at index 4", controls and non-ASCII as U+XXXX. */
    CHARACTER,
    /** "invalid character in host at index 9", for parts that may be user information. */
    CHARACTER_UNQUOTED,
    /** "invalid percent-encoding in query at index 9". */
    PERCENT,
    /** "unterminated IP literal at index 20". */
    UNTERMINATED_IP_LITERAL,
    /** "invalid IP literal at index 20". */
    IP_LITERAL,
    /** "missing scheme". */
    MISSING_SCHEME,
    /** "invalid character ' ' in scheme at index 0", or "empty scheme at index 0". */
    SCHEME;

    String message(String s, int i, String component) {
      switch (this) {
        case CHARACTER:
          return describe(s, i, component);
        case CHARACTER_UNQUOTED:
          return i >= s.length() ? describe(s, i, component) : "invalid character in " + component + " at index " + i;
        case PERCENT:
          return "invalid percent-encoding in " + component + " at index " + i;
        case UNTERMINATED_IP_LITERAL:
          return "unterminated IP literal at index " + i;
        case IP_LITERAL:
          return "invalid IP literal at index " + i;
        case MISSING_SCHEME:
          return "missing scheme";
        case SCHEME:
        default:
          return i == 0 && s.startsWith(":") ? "empty scheme at index 0" : describe(s, i, "scheme");
      }
    }
  }

  // The character sets the parser reads with, as bits of one table entry (CharClass's rules of RFC 3986).
  private static final int ALPHA = 1;
  private static final int SCHEME = 1 << 1;
  private static final int USERINFO = 1 << 2;
  private static final int REG_NAME = 1 << 3;
  private static final int PATH = 1 << 4;
  private static final int QUERY = 1 << 5;
  private static final int HEXDIG = 1 << 6;
  /** For each character below 256, the sets above that hold it (none above 127). */
  private static final byte[] CLASSES = classes();

  /** The table of {@link #CLASSES}, in the order of the bits. */
  private static byte[] classes() {
    CharClass[] sets = {CharClass.ALPHA, CharClass.SCHEME, CharClass.USERINFO, CharClass.REG_NAME, CharClass.PATH,
        CharClass.QUERY, CharClass.HEXDIG};
    byte[] table = new byte[256];
    for (int c = 0; c < 128; c++) {
      for (int k = 0; k < sets.length; k++) {
        if (sets[k].contains(c)) {
          table[c] |= (byte) (1 << k);
        }
      }
    }
    return table;
  }

  // The classes of dnsNameEnd: a letter or digit, a hyphen, a dot, each with the classes that may not
  // follow it from bit DNS_FOLLOW on (RFC 1034 section 3.5, RFC 1123 section 2.1).
  private static final int DNS_LETTER_DIGIT = 1;
  private static final int DNS_HYPHEN = 1 << 1;
  private static final int DNS_DOT = 1 << 2;
  private static final int DNS_FOLLOW = 3;
  /** For each ASCII character, its class of dnsNameEnd, or 0 for a character that ends the name. */
  private static final byte[] DNS_CLASSES = dnsClasses();

  private static byte[] dnsClasses() {
    byte[] table = new byte[128];
    for (int c = 0; c < 128; c++) {
      if (CharClass.ALPHA.contains(c) || CharClass.DIGIT.contains(c)) {
        table[c] = DNS_LETTER_DIGIT;
      }
    }
    // A hyphen ends no label: no dot after it. A dot begins one: no dot or hyphen after it.
    table['-'] = DNS_HYPHEN | DNS_DOT << DNS_FOLLOW;
    table['.'] = DNS_DOT | (DNS_DOT | DNS_HYPHEN) << DNS_FOLLOW;
    return table;
  }

  /** The longest label of a DNS name, in octets (RFC 1035 section 2.3.4). */
  private static final int MAX_LABEL = 63;
  /** The longest DNS name as text, without a trailing dot: 255 octets on the wire (RFC 1035 section 2.3.4). */
  private static final int MAX_NAME = 253;

  private ReferenceParser() {}

  /** Parses {@code s} as a URI reference; in a lenient mode returns null on error, otherwise throws. */
  static @Nullable UriReference parse(String s, SchemeRegistry registry, Mode mode) {
    return (UriReference) scan(s, registry, mode);
  }

  /**
   * Parses {@code s} as an IRI reference (an IRI mode), mapping it to its URI reference; in a lenient
   * mode returns null on error, otherwise throws.
   */
  static @Nullable IriReference parseIri(String s, SchemeRegistry registry, Mode mode) {
    return (IriReference) scan(s, registry, mode);
  }

  /**
   * The one pass behind both: a {@link UriReference}, or in an IRI mode an {@link IriReference}. The
   * characters an IRI adds are only looked for where a URI's character class has already refused a
   * character, so that URI parsing runs the same loops as it would without them.
   */
  private static @Nullable Object scan(String s, SchemeRegistry registry, Mode mode) {
    OnError onError = mode.onError;
    boolean iri = mode.iri;
    // Whether an IRI character was read: then the text is no URI and must be mapped to one.
    boolean wide = false;
    int k;
    int n = s.length();
    // scheme ":", its name's registry key made on the way (SchemeRegistry.key); schemeScan is the first
    // index that cannot continue a scheme (0 unless the text starts with a letter).
    int schemeScan = 0;
    long schemeKey = 0;
    if (n > 0 && in(s.charAt(0), ALPHA)) {
      schemeScan = 1;
      schemeKey = s.charAt(0) | 0x20;
      for (char c; schemeScan < n && in(c = s.charAt(schemeScan), SCHEME); schemeScan++) {
        schemeKey = schemeKey << 8 | (c | 0x20);
      }
    }
    int schemeEnd = schemeScan > 0 && schemeScan < n && s.charAt(schemeScan) == ':' ? schemeScan : -1;
    int pos = schemeEnd + 1;
    if (schemeEnd < 0) {
      int bad = hasColonBeforePath(s, n) ? schemeScan : -1;
      if (bad >= 0) {
        // A ':' before any '/', '?' or '#' can only end a scheme, so this is a malformed one, whichever
        // entry point was called (RFC 3986 section 4.2, path-noscheme).
        return fail(onError, Kind.INVALID_SCHEME, bad, s, Problem.SCHEME, "scheme");
      }
      if (mode.requiresScheme) {
        return fail(onError, Kind.MISSING_SCHEME, schemeScan, s, Problem.MISSING_SCHEME, "");
      }
    }

    Registered binding = schemeEnd < 0
        ? registry.unregistered
        : registry.entry(s, 0, schemeEnd, schemeEnd <= SchemeRegistry.MAX_KEYED ? schemeKey : SchemeRegistry.NO_KEY);
    boolean dnsName = false;
    int hostStart = -1;
    int hostEnd = -1;
    if (pos + 1 < n && s.charAt(pos) == '/' && s.charAt(pos + 1) == '/') {
      // authority = [ userinfo "@" ] host [ ":" port ]. The first loop scans what userinfo allows,
      // which also covers a reg-name host followed by ":" port; an '@' then tells which it was. For a
      // scheme with DNS hosts, a run of host-name characters is read first, noting whether it is a DNS
      // host name: the loop goes on from where that run stops.
      int start = pos + 2;
      int i = start;
      int dnsRun = binding.dnsHosts ? dnsNameEnd(s, start, n) : -1;
      if (dnsRun != -1) {
        i = dnsRun < 0 ? ~dnsRun : dnsRun;
      }
      int firstColon = -1;
      while (i < n) {
        char c = s.charAt(i);
        if (in(c, USERINFO)) {
          if (c == ':' && firstColon < 0) {
            firstColon = i;
          }
          i++;
        } else if (c == '%') {
          if (!isPercentTriplet(s, n, i)) {
            return fail(onError, Kind.INVALID_PERCENT_ENCODING, i, s, Problem.PERCENT, "authority");
          }
          i += 3;
        } else if (iri && (k = IriChars.ucscharEnd(s, n, i)) > i) {
          wide = true;
          i = k;
        } else {
          break;
        }
      }
      boolean hostFollows = i < n && s.charAt(i) == '@';
      // Where the DNS-name run read after the '@' ends (dnsNameEnd's answer), or -1 when none was read.
      int hostRun = -1;
      if (hostFollows || (i == start && i < n && s.charAt(i) == '[')) {
        hostStart = hostFollows ? i + 1 : start;
        i = hostStart;
        if (i < n && s.charAt(i) == '[') {
          int close = i + 1;
          while (close < n && s.charAt(close) != ']' && !isAuthorityEnd(s.charAt(close))) {
            close++;
          }
          if (close >= n || s.charAt(close) != ']') {
            return fail(onError, Kind.INVALID_IP_LITERAL, close, s, Problem.UNTERMINATED_IP_LITERAL, "host");
          }
          int bad = i + 1 < close && (s.charAt(i + 1) | 0x20) == 'v'
              ? IpLiterals.scanIpvFuture(s, i + 1, close)
              : IpLiterals.scanIpv6(s, i + 1, close);
          if (bad >= 0) {
            return fail(onError, Kind.INVALID_IP_LITERAL, bad, s, Problem.IP_LITERAL, "host");
          }
          i = close + 1;
        } else {
          // As without user information: a run of host-name characters first, noting whether it is a
          // DNS host name, so that the scheme's host rules need not read the host again.
          if (binding.dnsHosts) {
            hostRun = dnsNameEnd(s, i, n);
            i = hostRun < 0 ? ~hostRun : hostRun;
          }
          while (i < n) {
            char c = s.charAt(i);
            if (in(c, REG_NAME)) {
              i++;
            } else if (c == '%') {
              if (!isPercentTriplet(s, n, i)) {
                return fail(onError, Kind.INVALID_PERCENT_ENCODING, i, s, Problem.PERCENT, "host");
              }
              i += 3;
            } else if (iri && (k = IriChars.ucscharEnd(s, n, i)) > i) {
              wide = true;
              i = k;
            } else {
              break;
            }
          }
        }
        hostEnd = i;
        dnsName = hostRun == hostEnd;
        boolean inPort = i < n && s.charAt(i) == ':';
        if (inPort) {
          i++;
          while (i < n && isDigit(s.charAt(i))) {
            i++;
          }
        }
        if (i < n && !isAuthorityEnd(s.charAt(i))) {
          return fail(onError, inPort ? Kind.INVALID_PORT : Kind.INVALID_CHARACTER, i, s,
              authorityProblem(s, i), inPort ? "port" : "host");
        }
      } else {
        // No userinfo: what was scanned is host [":" port].
        if (i < n && !isAuthorityEnd(s.charAt(i))) {
          if (atBeforeAuthorityEnd(s, n, i)) {
            // An '@' follows: the character is in user information, which no message quotes.
            return fail(onError, Kind.INVALID_CHARACTER, i, s, Problem.CHARACTER_UNQUOTED, "user information");
          }
          return fail(onError, Kind.INVALID_CHARACTER, i, s, authorityProblem(s, i), firstColon < 0 ? "host" : "port");
        }
        hostStart = start;
        hostEnd = firstColon < 0 ? i : firstColon;
        dnsName = dnsRun == hostEnd;
        for (int p = hostEnd + 1; p < i; p++) {
          if (!isDigit(s.charAt(p))) {
            return fail(onError, Kind.INVALID_PORT, p, s, authorityProblem(s, p), "port");
          }
        }
      }
      pos = i;
    }

    int pathStart = pos;
    int i = pos;
    while (i < n) {
      char c = s.charAt(i);
      if (in(c, PATH)) {
        i++;
      } else if (c == '%') {
        if (!isPercentTriplet(s, n, i)) {
          return fail(onError, Kind.INVALID_PERCENT_ENCODING, i, s, Problem.PERCENT, "path");
        }
        i += 3;
      } else if (c == '?' || c == '#') {
        break;
      } else if (iri && (k = IriChars.ucscharEnd(s, n, i)) > i) {
        wide = true;
        i = k;
      } else {
        return fail(onError, Kind.INVALID_CHARACTER, i, s, Problem.CHARACTER, "path");
      }
    }

    int queryMark = -1;
    if (i < n && s.charAt(i) == '?') {
      queryMark = i;
      i = scanQueryOrFragment(s, n, i + 1);
      if (i < n && s.charAt(i) != '#') {
        if (iri) {
          int end = scanIriQuery(s, n, i);
          wide |= end > i;
          i = end;
        }
        if (i < n && s.charAt(i) != '#') {
          return fail(onError, kindAt(s, i), i, s, problemAt(s, i), "query");
        }
      }
    }
    int fragmentMark = -1;
    if (i < n) {
      fragmentMark = i;
      i = scanQueryOrFragment(s, n, i + 1);
      if (i < n && iri) {
        int end = scanIriFragment(s, n, i);
        wide |= end > i;
        i = end;
      }
      if (i < n) {
        return fail(onError, kindAt(s, i), i, s, problemAt(s, i), "fragment");
      }
    }

    if (iri) {
      return IriMapping.iri(s, schemeEnd, hostStart, hostEnd, pathStart, queryMark, fragmentMark,
          dnsName ? binding.dnsNamed : binding, wide, onError);
    }
    if (schemeEnd < 0) {
      return new RelativeReference(s, hostStart, hostEnd, pathStart, queryMark, fragmentMark, registry.unregistered);
    }
    return uri(s, schemeEnd, hostStart, hostEnd, pathStart, queryMark, fragmentMark,
        dnsName ? binding.dnsNamed : binding, onError);
  }

  /**
   * The URI whose valid RFC 3986 components lie at the given offsets of {@code s}, after the checks of
   * its registered scheme: for the parser, and for resolution, which assembles a target from
   * components that are already valid and needs no second parse.
   */
  static @Nullable Uri uri(String s, int schemeEnd, int hostStart, int hostEnd, int pathStart, int queryMark,
      int fragmentMark, SchemeRegistry registry, OnError onError) {
    return uri(s, schemeEnd, hostStart, hostEnd, pathStart, queryMark, fragmentMark,
        registry.entry(s, 0, schemeEnd), onError);
  }

  /**
   * As above, with the entry of the scheme already found: the parser's, which knows whether the host is
   * a DNS name, or the base's for a resolution target that keeps the base's scheme (and, to pass on a
   * {@link Registered#dnsNamed} twin, its authority).
   */
  static @Nullable Uri uri(String s, int schemeEnd, int hostStart, int hostEnd, int pathStart, int queryMark,
      int fragmentMark, Registered binding, OnError onError) {
    return uri(s, schemeEnd, hostStart, hostEnd, pathStart, queryMark, fragmentMark, binding, onError,
        IntUnaryOperator.identity());
  }

  /**
   * As above, for the URI that an IRI maps to: an index the scheme reports in the URI is reported at
   * {@code inputIndex} of it, an index of the IRI that the caller gave.
   */
  static @Nullable Uri uri(String s, int schemeEnd, int hostStart, int hostEnd, int pathStart, int queryMark,
      int fragmentMark, Registered binding, OnError onError, IntUnaryOperator inputIndex) {
    boolean hierarchical = hostStart >= 0 || (pathStart < s.length() && s.charAt(pathStart) == '/');
    Uri uri = hierarchical
        ? new HierarchicalUri(s, schemeEnd, hostStart, hostEnd, pathStart, queryMark, fragmentMark, binding)
        : new OpaqueUri(s, schemeEnd, pathStart, queryMark, fragmentMark, binding);
    Scheme scheme = binding.scheme;
    if (scheme == null) {
      if (binding.conflict != null) {
        if (onError == OnError.THROW) {
          throw Hooks.conflict(binding);
        }
        return null;
      }
      return uri;
    }
    SchemeForm form = binding.form;
    if (form == SchemeForm.HIERARCHICAL && !hierarchical) {
      return failScheme(onError, binding, inputIndex.applyAsInt(pathStart), "form.hierarchical",
          "a URI of this scheme must be hierarchical, with \"//\" or \"/\" after the scheme (RFC 2396 section 3)");
    }
    if (form == SchemeForm.OPAQUE && hierarchical) {
      return failScheme(onError, binding, inputIndex.applyAsInt(pathStart), "form.opaque",
          "a URI of this scheme must be opaque, without \"/\" after the scheme (RFC 2396 section 3)");
    }
    SchemeViolation violation;
    try {
      violation = scheme.validate(uri);
    } catch (Throwable t) {
      if (onError == OnError.THROW) {
        throw Hooks.failure(binding, "validate", t);
      }
      return null;
    }
    if (violation != null) {
      return failScheme(onError, binding, inputIndex.applyAsInt(violation.index()), violation.code(), violation.rule());
    }
    return uri;
  }

  /**
   * Reads a run of letters, digits, {@code '.'} and {@code '-'} from {@code start}: the index where it
   * ends when the run is a DNS host name (as {@link dev.urikit.spi.UriLayout#hostIsDnsName} defines), its
   * complement {@code ~end} when not.
   *
   * <p>The loop branches only to leave, at the first character no name holds: each character's entry in
   * {@link #DNS_CLASSES} says what it is and which characters may not follow it, so an empty label, a
   * label that starts or ends with {@code '-'} is found by a mask, not by a branch at every dot (on
   * the corpus of the benchmarks, such branches cost a third of the host's time). Label lengths are read
   * again only for a name longer than a label may be.
   */
  static int dnsNameEnd(String s, int start, int n) {
    int bad = 0;
    // What may not come next: at the start, what may not begin a label.
    int forbidden = DNS_DOT | DNS_HYPHEN;
    int i = start;
    for (; i < n; i++) {
      char c = s.charAt(i);
      if (c >= 128) {
        break;
      }
      int entry = DNS_CLASSES[c];
      if (entry == 0) {
        break;
      }
      bad |= forbidden & entry;
      forbidden = entry >> DNS_FOLLOW;
    }
    // After a '-', a dot may not come, nor may the name end: a label ends with a letter or digit.
    if (bad != 0 || i == start || forbidden == DNS_DOT) {
      return ~i;
    }
    // After a dot, the name ends in a trailing dot (an absolute name), which is not counted.
    int end = forbidden == 0 ? i : i - 1;
    if (end - start > MAX_NAME || end - start > MAX_LABEL && !labelsFit(s, start, end)) {
      return ~i;
    }
    // The top-level label begins with a letter (RFC 1123 section 2.1), so the name is no IPv4 address.
    int top = Math.max(start, s.lastIndexOf('.', end - 1) + 1);
    return CharClass.ALPHA.contains(s.charAt(top)) ? i : ~i;
  }

  /** Whether every label between {@code start} and {@code end}, split at dots, is at most 63 octets. */
  private static boolean labelsFit(String s, int start, int end) {
    int labelStart = start;
    for (int i = start; i <= end; i++) {
      if (i == end || s.charAt(i) == '.') {
        if (i - labelStart > MAX_LABEL) {
          return false;
        }
        labelStart = i + 1;
      }
    }
    return true;
  }

  private static boolean isAuthorityEnd(char c) {
    return c == '/' || c == '?' || c == '#';
  }

  /**
   * Scans {@code query} (or the identical {@code fragment}) characters and triplets; returns the first
   * other index. Runs of plain characters are read by an inner loop of step one, which the compiler
   * turns into a counted, unrolled loop: a query of mail headers, words between {@code %20} triplets, is
   * read about a quarter faster than by one loop for characters and triplets alike (MailtoBenchmark).
   */
  private static int scanQueryOrFragment(String s, int n, int i) {
    while (true) {
      while (i < n && in(s.charAt(i), QUERY)) {
        i++;
      }
      if (i < n && s.charAt(i) == '%' && isPercentTriplet(s, n, i)) {
        i += 3;
      } else {
        return i;
      }
    }
  }

  /**
   * Goes on where {@link #scanQueryOrFragment} stopped in a query, through IRI characters
   * ({@code ucschar} and {@code iprivate}) and the query characters between them; returns the first other
   * index.
   */
  private static int scanIriQuery(String s, int n, int i) {
    for (int k; i < n && (k = IriChars.queryCharEnd(s, n, i)) > i; ) {
      i = scanQueryOrFragment(s, n, k);
    }
    return i;
  }

  /** As {@link #scanIriQuery}, in a fragment, which holds {@code ucschar} but no {@code iprivate}. */
  private static int scanIriFragment(String s, int n, int i) {
    for (int k; i < n && (k = IriChars.ucscharEnd(s, n, i)) > i; ) {
      i = scanQueryOrFragment(s, n, k);
    }
    return i;
  }

  /**
   * Whether {@code c} is in {@code set}, one of the bits of {@link #CLASSES}. The table is read at
   * {@code c}'s low byte, and the entry is masked to nothing unless the high byte is zero: one load and
   * no branch, which the hot loops, one call per character, notice.
   */
  private static boolean in(char c, int set) {
    return (CLASSES[c & 0xFF] & set & ((c >>> 8) - 1 >> 31)) != 0;
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  private static Kind kindAt(String s, int i) {
    return s.charAt(i) == '%' ? Kind.INVALID_PERCENT_ENCODING : Kind.INVALID_CHARACTER;
  }

  private static Problem problemAt(String s, int i) {
    return s.charAt(i) == '%' ? Problem.PERCENT : Problem.CHARACTER;
  }

  static boolean isPercentTriplet(String s, int n, int i) {
    return i + 2 < n && in(s.charAt(i + 1), HEXDIG) && in(s.charAt(i + 2), HEXDIG);
  }

  /** "invalid character ' ' in path at index 4", with control and non-ASCII characters as U+XXXX. */
  private static String describe(String s, int i, String component) {
    if (i >= s.length()) {
      return "unexpected end of input in " + component + " at index " + i;
    }
    return "invalid character " + shown(s.charAt(i)) + " in " + component + " at index " + i;
  }

  /** A character as messages show it: {@code 'x'} when printable ASCII, {@code U+0020} otherwise. */
  static String shown(char c) {
    return c > 0x20 && c < 0x7f ? "'" + c + "'" : String.format("U+%04X", (int) c);
  }

  /** Shows only delimiters and controls in the authority, never letters or digits that may be user information. */
  private static Problem authorityProblem(String s, int i) {
    char c = s.charAt(i);
    return CharClass.UNRESERVED.contains(c) || CharClass.SUB_DELIMS.contains(c)
        ? Problem.CHARACTER_UNQUOTED
        : Problem.CHARACTER;
  }

  /** Whether an '@' stands in the authority at or after {@code i}: then {@code i} is in user information. */
  private static boolean atBeforeAuthorityEnd(String s, int n, int i) {
    for (char c; i < n && (c = s.charAt(i)) != '/' && c != '?' && c != '#'; i++) {
      if (c == '@') {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether {@code s} has a ':' before its first '/', '?' or '#': with no scheme, such a ':' makes a
   * malformed one.
   */
  private static boolean hasColonBeforePath(String s, int n) {
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (c == ':') {
        return true;
      }
      if (c == '/' || c == '?' || c == '#') {
        return false;
      }
    }
    return false;
  }

  private static @Nullable UriReference fail(OnError onError, Kind kind, int index, String s, Problem problem,
      String component) {
    if (onError == OnError.THROW) {
      throw new UriSyntaxException(kind, index, problem.message(s, index, component));
    }
    return null;
  }

  private static @Nullable Uri failScheme(OnError onError, Registered binding, int index, String code, String rule) {
    if (onError == OnError.THROW) {
      throw new UriSyntaxException(Kind.SCHEME_SPECIFIC, index, binding.name + ": " + rule + " at index " + index,
          binding.name, code, null);
    }
    return null;
  }
}
