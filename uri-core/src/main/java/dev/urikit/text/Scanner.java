package dev.urikit.text;

import static dev.urikit.text.TextChars.AFTER_HYPHEN_BREAK;
import static dev.urikit.text.TextChars.CLOSE;
import static dev.urikit.text.TextChars.EXTENT;
import static dev.urikit.text.TextChars.EXTENT_CHARS;
import static dev.urikit.text.TextChars.GO_ON;
import static dev.urikit.text.TextChars.LOCAL_PART_CHARS;
import static dev.urikit.text.TextChars.NOT_BEFORE_WWW;
import static dev.urikit.text.TextChars.OPEN;
import static dev.urikit.text.TextChars.SPACE;
import static dev.urikit.text.TextChars.TRAILING;
import static dev.urikit.text.TextChars.continuesUri;
import static dev.urikit.text.TextChars.inRun;
import static dev.urikit.text.TextChars.isDomainChar;
import static dev.urikit.text.TextChars.isNameChar;

import dev.urikit.CharClass;
import dev.urikit.SchemeRegistry;
import dev.urikit.text.UriCandidate.Kind;

/**
 * Finds URI candidates in a window of text, left to right, in time linear in the window, and says how
 * much of the window is settled, so that a stream can be read window by window with the same results
 * as the whole text at once.
 *
 * <p>Candidates start at a trigger character: {@code <} (angle brackets, RFC 3986 Appendix C),
 * {@code "} (quotes), {@code :} (a scheme name before it), {@code @} (an e-mail address) and
 * {@code w} (a {@code www.} reference). A scheme name or an e-mail local part is found by looking back
 * from its {@code :} or {@code @} over the run of characters that may form it; every run is looked at
 * once. A candidate that fails is abandoned and its characters are read again as plain text, so no
 * character is read more than a few times; a bare URI longer than the limit is skipped to its end.
 *
 * <p>State kept from one window to the next: whether a too long bare URI is being skipped, the
 * character before the window, and whether a run of name characters reaching the window's start began
 * too long ago to be a scheme name or local part.
 */
final class Scanner {

  /** Receives the candidates of a window, in order. */
  interface Sink {
    /**
     * A candidate whose span is {@code window[start, end)}, for the parser {@code uriText}.
     *
     * @param iri whether the text holds characters beyond US-ASCII
     */
    void candidate(Kind kind, int start, int end, String uriText, boolean iri);
  }

  /** Returned by a candidate's reader when the window ends before the candidate does. */
  private static final int MORE = -1;
  /** Returned when the candidate is not one: read on after its first character. */
  private static final int NONE = -2;
  /** Returned by {@link #extentEnd} when a bare URI is longer than the limit. */
  private static final int TOO_LONG = -3;

  /** The characters at which a candidate may be found, for the options of this scanner. */
  private final boolean[] triggers = new boolean[128];

  private final SchemeRegistry registry;
  private final boolean anyScheme;
  private final int maxLength;

  private boolean skipping;
  private int before = -1;
  private boolean cut;

  // Results of the last extentEnd call.
  private boolean extentSpace;
  private boolean extentNonAscii;

  // Set while scanning a window.
  private String s = "";
  private int n;
  private boolean eof;
  private int floor;
  private int pending;

  Scanner(SchemeRegistry registry, boolean anyScheme, boolean www, boolean emails, int maxLength) {
    this.registry = registry;
    this.anyScheme = anyScheme;
    this.maxLength = maxLength;
    for (char c : "<\":".toCharArray()) {
      triggers[c] = true;
    }
    triggers['@'] = emails;
    triggers['w'] = www;
    triggers['W'] = www;
  }

  /**
   * Reads {@code window}, which follows the part of the text settled so far, and gives its candidates
   * to {@code sink}.
   *
   * @param last whether the window ends the text
   * @return the index of the window before which everything is settled: the window's length when
   *     {@code last}; otherwise the text from the returned index on must be read again, followed by more
   */
  int scan(String window, boolean last, Sink sink) {
    s = window;
    n = window.length();
    eof = last;
    floor = 0;
    int i = 0;
    if (skipping) {
      i = skipEnd(0);
      if (i == MORE) {
        return settle(pending, false);
      }
      if (i == n && !eof) {
        return settle(n, false);
      }
      skipping = false;
      floor = i;
    }
    while ((i = nextTrigger(i)) < n) {
      int next = switch (s.charAt(i)) {
        case '<' -> angle(i, sink);
        case '"' -> quoted(i, sink);
        case ':' -> bare(i, sink);
        case '@' -> email(i, sink);
        default -> www(i, sink);
      };
      if (next == MORE) {
        return settle(pending, false);
      }
      if (next == NONE) {
        i++;
      } else {
        i = next;
        floor = next;
      }
    }
    if (eof) {
      return settle(n, false);
    }
    // A run of name characters at the end may be the start of a scheme name or local part.
    int start = n;
    int min = Math.max(floor, n - maxLength);
    while (start > min && isNameChar(s.charAt(start - 1))) {
      start--;
    }
    boolean tooLong = start == n - maxLength && start > floor && isNameChar(s.charAt(start - 1));
    return settle(start, tooLong || (start == 0 && cut && before >= 0 && isNameChar((char) before)));
  }

  /** The index of the first character from {@code i} on at which a candidate may start, or the window's length. */
  private int nextTrigger(int i) {
    String s = this.s;
    int n = this.n;
    boolean[] triggers = this.triggers;
    for (; i < n; i++) {
      char c = s.charAt(i);
      if (c < 128 && triggers[c]) {
        return i;
      }
    }
    return n;
  }

  /** Records the state for the next window, which starts at {@code index} of this one. */
  private int settle(int index, boolean runCut) {
    if (index > 0) {
      before = s.charAt(index - 1);
      cut = runCut;
    } else {
      cut = cut && runCut;
    }
    return index;
  }

  // ---------------------------------------------------------------------------------------------
  // Bare URIs: a scheme name before ':', then the extent of the URI, less trailing punctuation.

  private int bare(int colon, Sink sink) {
    int start = runStart(colon, CharClass.SCHEME);
    if (start < 0 || start == colon || !CharClass.ALPHA.contains(s.charAt(start))) {
      return NONE;
    }
    if (colon - start == 3 && s.regionMatches(true, start, "URL", 0, 3)) {
      return NONE; // the "URL:" prefix of RFC 3986 Appendix C, not a scheme
    }
    if (!anyScheme && registry.lookup(s, start, colon) == null) {
      return NONE;
    }
    return extent(Kind.BARE, start, colon + 1, sink, null);
  }

  /**
   * Reads the extent of a bare URI or {@code www.} reference that starts at {@code start} and whose
   * body starts at {@code body}; gives the candidate, unless nothing but punctuation follows the body's
   * start, and returns where to read on.
   */
  private int extent(Kind kind, int start, int body, Sink sink, String prefix) {
    int end = extentEnd(start, body);
    if (end == MORE) {
      pending = start;
      return MORE;
    }
    if (end == TOO_LONG) {
      int after = skipEnd(body);
      if (after == MORE) {
        skipping = true;
        return MORE;
      }
      if (after == n && !eof) {
        skipping = true;
        return n;
      }
      return after;
    }
    while (end > body && TRAILING.contains(s.charAt(end - 1))) {
      end--;
    }
    if (end == body) {
      return NONE;
    }
    String text = extentSpace ? withoutSpace(start, end) : s.substring(start, end);
    sink.candidate(kind, start, end, prefix == null ? text : prefix + text, extentNonAscii);
    return end;
  }

  /**
   * The end of the characters that may form a URI from {@code body} on: URI characters, letters,
   * marks, numbers and symbols beyond US-ASCII, a closing bracket only while one of its kind is open,
   * and whitespace across a line break right after a hyphen (RFC 3986 Appendix C).
   */
  private int extentEnd(int start, int body) {
    String s = this.s;
    int n = this.n;
    int maxLength = this.maxLength;
    extentSpace = false;
    extentNonAscii = false;
    int round = 0;
    int square = 0;
    int curly = 0;
    int k = body;
    while (true) {
      if (k - start > maxLength) {
        return TOO_LONG;
      }
      if (k == n) {
        return eof ? k : MORE;
      }
      char c = s.charAt(k);
      if (c >= 128) {
        if (Character.isHighSurrogate(c) && k + 1 == n && !eof) {
          return MORE; // the pair is split between windows
        }
        int cp = Character.codePointAt(s, k);
        if (!continuesUri(cp)) {
          return k;
        }
        extentNonAscii = true;
        k += Character.charCount(cp);
        continue;
      }
      byte kind = EXTENT[c];
      if (kind == GO_ON) {
        k++;
        continue;
      }
      if (kind == OPEN) {
        switch (c) {
          case '(' -> round++;
          case '[' -> square++;
          default -> curly++;
        }
      } else if (kind == CLOSE) {
        int open = switch (c) {
          case ')' -> round--;
          case ']' -> square--;
          default -> curly--;
        };
        if (open == 0) {
          return k;
        }
      } else {
        if (!SPACE.contains(c) || s.charAt(k - 1) != '-') {
          return k;
        }
        int after = hyphenBreak(k, start);
        if (after == MORE) {
          return MORE;
        }
        if (after == NONE) {
          return k;
        }
        extentSpace = true;
        k = after;
        continue;
      }
      k++;
    }
  }

  /**
   * After a hyphen, the index after the whitespace at {@code k} when it holds a line break and a URI
   * character that may follow one comes next; {@link #NONE} otherwise, also when the whitespace reaches
   * past the limit counted from {@code start}; {@link #MORE} when the window ends first.
   */
  private int hyphenBreak(int k, int start) {
    boolean lineBreak = false;
    int j = k;
    while (j < n && SPACE.contains(s.charAt(j))) {
      lineBreak |= s.charAt(j) == '\n' || s.charAt(j) == '\r';
      j++;
      if (j - start > maxLength) {
        return NONE;
      }
    }
    if (j == n) {
      return eof ? NONE : MORE;
    }
    char next = s.charAt(j);
    boolean continues = next < 128 ? AFTER_HYPHEN_BREAK.contains(next) : Character.isLetterOrDigit(next);
    return lineBreak && continues ? j : NONE;
  }

  /**
   * The end of a bare URI being skipped for its length: the first character no URI holds, a hyphen
   * break aside; {@link #MORE} when the window ends in whitespace after a hyphen. Brackets are not
   * counted, and surrogates are skipped one by one, whatever their pair, so that a pair split between
   * windows changes nothing.
   */
  private int skipEnd(int k) {
    while (k < n) {
      char c = s.charAt(k);
      if (c >= 128) {
        if (!Character.isSurrogate(c) && !continuesUri(c)) {
          return k;
        }
      } else if (!EXTENT_CHARS.contains(c)) {
        if (!SPACE.contains(c) || (k > 0 ? s.charAt(k - 1) : before) != '-') {
          return k;
        }
        int after = hyphenBreak(k, k);
        if (after == MORE) {
          return more(k);
        }
        if (after == NONE) {
          return k;
        }
        k = after;
        continue;
      }
      k++;
    }
    return k;
  }

  // ---------------------------------------------------------------------------------------------
  // Delimited URIs: <...>, <URL:...> and "...".

  private int angle(int open, Sink sink) {
    int j = open + 1;
    boolean prefixed = false;
    int available = Math.min(n - j, 4);
    if (s.regionMatches(true, j, "URL:", 0, available)) {
      if (available < 4 && !eof) {
        return more(open);
      }
      prefixed = available == 4;
    }
    if (prefixed) {
      j += 4;
    }
    while (j < n && SPACE.contains(s.charAt(j)) && j - open <= maxLength) {
      j++;
    }
    return delimited(Kind.ANGLE_BRACKETS, open, j, '>', prefixed, sink);
  }

  private int quoted(int open, Sink sink) {
    return delimited(Kind.QUOTED, open, open + 1, '"', false, sink);
  }

  /**
   * Reads a URI that starts at {@code body}, after the opening delimiter at {@code open}, up to
   * {@code close}. It begins with a scheme name and ":" (of a registered scheme unless
   * {@code anyScheme} or the {@code "URL:"} prefix says otherwise). In angle brackets whitespace may
   * stand anywhere after the scheme; in quotes only where it holds a line break. Whitespace is not part
   * of the URI.
   */
  private int delimited(Kind kind, int open, int body, char close, boolean prefixed, Sink sink) {
    int k = body;
    while (k < n && CharClass.SCHEME.contains(s.charAt(k)) && k - open <= maxLength) {
      k++;
    }
    if (k - open > maxLength) {
      return NONE;
    }
    if (k == n) {
      return eof ? NONE : more(open);
    }
    if (s.charAt(k) != ':' || k == body || !CharClass.ALPHA.contains(s.charAt(body))) {
      return NONE;
    }
    if (!prefixed && !anyScheme && registry.lookup(s, body, k) == null) {
      return NONE;
    }
    boolean space = false;
    boolean nonAscii = false;
    int end = k + 1;
    k = end;
    while (true) {
      if (k - open > maxLength) {
        return NONE;
      }
      if (k == n) {
        return eof ? NONE : more(open);
      }
      char c = s.charAt(k);
      if (c == close) {
        break;
      }
      if (SPACE.contains(c)) {
        int after = k;
        boolean lineBreak = false;
        while (after < n && SPACE.contains(s.charAt(after)) && after - open <= maxLength) {
          lineBreak |= s.charAt(after) == '\n' || s.charAt(after) == '\r';
          after++;
        }
        if (after - open > maxLength) {
          return NONE;
        }
        if (after == n && !eof) {
          return more(open);
        }
        if (!lineBreak && kind == Kind.QUOTED) {
          return NONE;
        }
        space = true;
        k = after;
        continue;
      }
      if (c == '<' || c == '>' || c == '"' || c < 0x20 || c == 0x7f) {
        return NONE;
      }
      nonAscii |= c >= 128;
      k++;
      end = k;
    }
    String text = space ? withoutSpace(body, end) : s.substring(body, end);
    sink.candidate(kind, body, end, text, nonAscii);
    return k + 1;
  }

  // ---------------------------------------------------------------------------------------------
  // Abbreviated references: www.example.com and user@example.com.

  private int www(int i, Sink sink) {
    int available = Math.min(n - i, 4);
    if (!s.regionMatches(true, i, "www.", 0, available)) {
      return NONE;
    }
    int previous = i > 0 ? s.charAt(i - 1) : before;
    if (previous >= 0 && (previous < 128 ? NOT_BEFORE_WWW.contains(previous) : Character.isLetterOrDigit(previous))) {
      return NONE;
    }
    if (available < 4) {
      return eof ? NONE : more(i);
    }
    int end = domainEnd(i + 4, i);
    if (end == MORE) {
      return more(i);
    }
    if (end < 0 || labels(i + 4, end) < 2) {
      return NONE;
    }
    return extent(Kind.WWW, i, i + 4, sink, "http://");
  }

  private int email(int at, Sink sink) {
    int start = runStart(at, LOCAL_PART_CHARS);
    if (start < 0) {
      return NONE;
    }
    int previous = start > 0 ? s.charAt(start - 1) : before;
    if (previous == '/' || previous == '@') {
      return NONE;
    }
    while (start < at && s.charAt(start) == '.') {
      start++;
    }
    if (start == at || s.charAt(at - 1) == '.') {
      return NONE;
    }
    int end = domainEnd(at + 1, start);
    if (end == MORE) {
      return more(start);
    }
    if (end < 0 || labels(at + 1, end) < 2) {
      return NONE;
    }
    boolean nonAscii = false;
    for (int k = start; k < end && !nonAscii; k++) {
      nonAscii = s.charAt(k) >= 128;
    }
    String text = s.substring(start, end);
    sink.candidate(Kind.EMAIL, start, end, "mailto:" + text, nonAscii);
    return end;
  }

  /**
   * The end of the domain name from {@code k}: letters, digits, hyphens and dots, without a final
   * dot or hyphen; {@link #MORE} when the window ends first, {@link #NONE} when it is too long.
   */
  private int domainEnd(int k, int start) {
    while (k < n && isDomainChar(s.charAt(k))) {
      if (k - start > maxLength) {
        return NONE;
      }
      k++;
    }
    if (k == n && !eof) {
      return MORE;
    }
    while (s.charAt(k - 1) == '.' || s.charAt(k - 1) == '-') {
      k--;
    }
    return k;
  }

  /** The number of dot-separated labels in {@code [k, end)}, or 0 when one of them is empty. */
  private int labels(int k, int end) {
    if (k >= end) {
      return 0;
    }
    int count = 1;
    for (int j = k; j < end; j++) {
      if (s.charAt(j) == '.') {
        if (j == k || s.charAt(j - 1) == '.') {
          return 0;
        }
        count++;
      }
    }
    return count;
  }

  // ---------------------------------------------------------------------------------------------

  /**
   * The start of the run of {@code chars} (and, for a local part, letters and digits beyond US-ASCII)
   * that ends before {@code end}, reading back no further than where the window or the last candidate
   * left off; -1 when the run is longer than the limit or began before the window too long ago.
   */
  private int runStart(int end, CharClass chars) {
    int min = Math.max(floor, end - maxLength);
    int j = end;
    while (j > min && inRun(s.charAt(j - 1), chars)) {
      j--;
    }
    if (j > floor && inRun(s.charAt(j - 1), chars)) {
      return -1;
    }
    if (j == 0 && cut && before >= 0 && inRun((char) before, chars)) {
      return -1;
    }
    return j;
  }

  private int more(int start) {
    pending = start;
    return MORE;
  }

  private String withoutSpace(int start, int end) {
    StringBuilder sb = new StringBuilder(end - start);
    for (int k = start; k < end; k++) {
      char c = s.charAt(k);
      if (!SPACE.contains(c)) {
        sb.append(c);
      }
    }
    return sb.toString();
  }
}
