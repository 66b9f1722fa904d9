package dev.urikit.news;

/**
 * The quick way through validation for the names most news and nntp URIs hold: a newsgroup such as
 * {@code comp.lang.java}, a message-id such as {@code 1234.5@example.org}, an article number such as
 * {@code 12345}, written with letters, digits and a few other characters that no rule treats apart.
 *
 * <p>Each method here answers only "certainly acceptable": true means the general checks of
 * {@link NewsRules} and the schemes would find no violation in the same text, false means "not known",
 * and the caller then runs those general checks, which find the violation, if any, with its index and
 * code. So a name is read once when it is plain, and the rare name that is not is read as before.
 *
 * <p>Why true is safe: a plain character is one that both {@code wildmat-exact} (RFC 3977 section 4.1)
 * and {@code atext} (RFC 5322 section 3.2.3) accept as written, so a newsgroup name check and a
 * message-id check accept it alike; {@code '%'}, {@code '/'}, {@code '@'}, {@code '*'} and {@code ','},
 * the characters that decide a name's kind or its number of segments, are not plain, and neither is
 * anything outside ASCII. A run of plain characters in non-empty parts separated by single dots is then
 * both a newsgroup name (RFC 5536 section 3.1.4) and a {@code dot-atom-text} (RFC 5536 section 3.1.3).
 */
final class PlainNames {

  /**
   * The ASCII characters both a newsgroup name and a message-id accept as written, less {@code '%'},
   * which starts a triplet, and {@code '/'}, which ends a segment; {@code "."} is neither (it separates).
   */
  private static final boolean[] PLAIN = new boolean[128];

  static {
    for (int b = 0; b < 128; b++) {
      PLAIN[b] = NewsRules.isExact(b) && NewsRules.isAtext(b) && b != '%' && b != '/';
    }
  }

  private PlainNames() {}

  /**
   * Whether the one segment {@code s[start, end)} of a news URI is certainly acceptable: a newsgroup
   * name of plain characters, or a message-id of at most 248 characters whose two sides, around its
   * one {@code '@'}, are plain dot-atoms.
   */
  static boolean isNewsName(String s, int start, int end) {
    int stop = dotAtomEnd(s, start, end);
    if (stop == end) {
      return true;
    }
    return stop >= 0 && s.charAt(stop) == '@' && end - start <= NewsRules.MAX_MESSAGE_ID_OCTETS
        && dotAtomEnd(s, stop + 1, end) == end;
  }

  /**
   * Whether the path of an nntp URI from {@code start}, just after its first {@code '/'}, to {@code end}
   * is certainly acceptable: a newsgroup name of plain characters, alone or followed by {@code '/'} and
   * an article number of 1 to 16 digits from 1 to 2,147,483,647.
   */
  static boolean isNntpPath(String s, int start, int end) {
    int stop = dotAtomEnd(s, start, end);
    if (stop == end) {
      return true;
    }
    if (stop < 0 || s.charAt(stop) != '/') {
      return false;
    }
    long number = NewsRules.articleNumber(s, stop + 1, end);
    return number >= 1 && number <= NewsRules.MAX_ARTICLE_NUMBER;
  }

  /**
   * Where the plain dot-atom that starts {@code s[start, end)} ends: the index of the first character
   * that is neither plain nor {@code "."}, or {@code end}; -1 when what comes before it is not non-empty
   * runs of plain characters separated by single dots (empty, or a dot first, last or doubled).
   */
  static int dotAtomEnd(String s, int start, int end) {
    int atomStart = start;
    int i = start;
    for (; i < end; i++) {
      char c = s.charAt(i);
      if (c == '.') {
        if (i == atomStart) {
          return -1;
        }
        atomStart = i + 1;
      } else if (c >= 128 || !PLAIN[c]) {
        break;
      }
    }
    return i > atomStart ? i : -1;
  }
}
