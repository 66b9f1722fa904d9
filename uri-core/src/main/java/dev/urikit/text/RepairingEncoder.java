package dev.urikit.text;

import dev.urikit.CharClass;
import dev.urikit.PercentEncoding;
import dev.urikit.UriSyntaxException;
import dev.urikit.UriSyntaxException.Kind;
import dev.urikit.internal.IriChars;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The second of {@link UserInput}'s passes: cleaned text with its scheme (completed or not) made into an
 * IRI, each US-ASCII character that its component does not allow percent-encoded, and the repairs
 * noted, each at its index in the input. Characters beyond US-ASCII that an IRI may hold where they
 * stand are left for the IRI mapping (RFC 3987 section 3.1) and noted; any other is encoded as UTF-8
 * here, as that mapping would.
 *
 * <table>
 *   <caption>Component by component (RFC 3986 section 3)</caption>
 *   <tr><th>component</th><th>kept</th><th>encoded</th></tr>
 *   <tr><td>user information, before the authority's last {@code "@"}</td><td>{@code userinfo}</td>
 *       <td>{@code "@"}, {@code "["}, {@code "]"}, ...</td></tr>
 *   <tr><td>IP literal</td><td>everything, for the parser to judge</td><td>nothing</td></tr>
 *   <tr><td>host and port</td><td>{@code reg-name}, {@code ":"}</td><td>{@code "["}, {@code "]"}, ...</td></tr>
 *   <tr><td>path, query</td><td>{@code path}, {@code query}</td><td>{@code "["}, {@code "]"}, ...</td></tr>
 *   <tr><td>fragment</td><td>{@code fragment}</td><td>{@code "#"}, {@code "["}, {@code "]"}, ...</td></tr>
 * </table>
 *
 * <p>In every component a {@code "%"} that begins a triplet is kept and any other becomes {@code "%25"}.
 * A URI is left exactly as it is. Time is linear in the length of the text.
 */
final class RepairingEncoder {

  private static final CharClass HOST_AND_PORT = CharClass.REG_NAME.union(CharClass.of(":"));
  private static final CharClass NONE = CharClass.of("");
  private static final char[] HEX = "0123456789ABCDEF".toCharArray();

  /** The prefix and the cleaned text. */
  private final String t;
  private final int prefixLength;
  private final CleanedInput in;
  private final List<Repair> repairs = new ArrayList<>();
  private @Nullable RepairKind lastKind;
  /** The index in the input just after the last repaired character. */
  private int lastEnd = -1;
  /** The IRI so far, once a character was replaced; until then the text itself. */
  private @Nullable StringBuilder out;
  private int copied;
  /** The IRI, once all of the text is encoded. */
  private String iri = "";
  /** Four numbers for each replacement: where it is in the IRI, where in the text, its two lengths. */
  private int[] edits = new int[16];
  private int editCount;

  private RepairingEncoder(String prefix, CleanedInput in) {
    this.t = prefix.isEmpty() ? in.text : prefix + in.text;
    this.prefixLength = prefix.length();
    this.in = in;
  }

  /**
   * Encodes {@code in}'s text behind {@code prefix}, which is empty or a completing scheme with
   * {@code "://"}; the whole has a scheme, which ends at its first {@code ":"}.
   *
   * @throws UriSyntaxException of kind {@link Kind#INVALID_CHARACTER} for an unpaired surrogate, which
   *     no UTF-8 can encode
   */
  static RepairingEncoder encode(String prefix, CleanedInput in) {
    RepairingEncoder encoder = new RepairingEncoder(prefix, in);
    if (!prefix.isEmpty()) {
      encoder.note(RepairKind.SCHEME_COMPLETED, 0, 1);
    }
    encoder.run();
    return encoder;
  }

  /** The IRI text. */
  String text() {
    return iri;
  }

  /** The repairs, in the order of their indexes in the input. */
  List<Repair> repairs() {
    return repairs;
  }

  /**
   * {@code e}, an error in the IRI {@link #text()}, with its index (and the index its message ends with)
   * moved to the input's character that gave the offending one.
   */
  UriSyntaxException atInput(UriSyntaxException e) {
    int index = inputIndex(e.index());
    if (index == e.index()) {
      return e;
    }
    String message = String.valueOf(e.getMessage());
    String old = " at index " + e.index();
    if (message.endsWith(old)) {
      message = message.substring(0, message.length() - old.length()) + " at index " + index;
    }
    return new UriSyntaxException(e.kind(), index, message, e.scheme(), e.code(), e);
  }

  private void run() {
    int n = t.length();
    int i = t.indexOf(':') + 1;
    if (i + 1 < n && t.charAt(i) == '/' && t.charAt(i + 1) == '/') {
      int start = i + 2;
      int authorityEnd = start;
      while (authorityEnd < n && !isAuthorityEnd(t.charAt(authorityEnd))) {
        authorityEnd++;
      }
      int host = start;
      for (int k = authorityEnd - 1; k >= start; k--) {
        if (t.charAt(k) == '@') {
          component(start, k, CharClass.USERINFO, false);
          host = k + 1;
          break;
        }
      }
      int rest = host;
      if (host < authorityEnd && t.charAt(host) == '[') {
        int close = host + 1;
        while (close < authorityEnd && t.charAt(close) != ']') {
          close++;
        }
        // An IP literal is left as written, brackets and all, for the parser to judge; so is an unterminated one.
        rest = close < authorityEnd ? close + 1 : authorityEnd;
      }
      component(rest, authorityEnd, HOST_AND_PORT, false);
      i = authorityEnd;
    }
    int pathEnd = i;
    while (pathEnd < n && t.charAt(pathEnd) != '?' && t.charAt(pathEnd) != '#') {
      pathEnd++;
    }
    component(i, pathEnd, CharClass.PATH, false);
    i = pathEnd;
    if (i < n && t.charAt(i) == '?') {
      int queryEnd = i + 1;
      while (queryEnd < n && t.charAt(queryEnd) != '#') {
        queryEnd++;
      }
      component(i + 1, queryEnd, CharClass.QUERY, true);
      i = queryEnd;
    }
    if (i < n) {
      // Every "#" after the first is encoded: the fragment's class holds none.
      component(i + 1, n, CharClass.FRAGMENT, false);
    }
    StringBuilder sb = out;
    iri = sb == null ? t : sb.append(t, copied, n).toString();
  }

  /**
   * Encodes what {@code t[start, end)} holds beyond {@code allowed} and well-formed triplets; characters
   * beyond US-ASCII that an IRI allows there ({@code iprivate} too in a query) are kept and noted.
   */
  private void component(int start, int end, CharClass allowed, boolean query) {
    int n = t.length();
    int i = start;
    while (i < end) {
      char c = t.charAt(i);
      if (c < 0x80) {
        if (allowed.contains(c)) {
          i++;
        } else if (c == '%' && i + 2 < n && CharClass.HEXDIG.contains(t.charAt(i + 1))
            && CharClass.HEXDIG.contains(t.charAt(i + 2))) {
          i += 3;
        } else {
          RepairKind kind = c == '%' ? RepairKind.PERCENT_SIGN_ENCODED : RepairKind.CHARACTER_ENCODED;
          replace(i, 1, 3, kind).append('%').append(HEX[c >> 4]).append(HEX[c & 0xF]);
          i++;
        }
        continue;
      }
      int k = query ? IriChars.queryCharLength(t, n, i) : IriChars.ucscharLength(t, n, i);
      if (k > 0) {
        note(RepairKind.NON_ASCII_MAPPED, i, k);
        i += k;
        continue;
      }
      if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(t.charAt(i + 1))) {
        k = 2;
      } else if (Character.isSurrogate(c)) {
        int index = origin(i);
        throw new UriSyntaxException(Kind.INVALID_CHARACTER, index, "invalid character " + SuffixReferences.shown(c)
            + " at index " + index + ": an unpaired surrogate, which no UTF-8 can encode (RFC 3629 section 3)");
      } else {
        k = 1;
      }
      String utf8 = PercentEncoding.encode(t.substring(i, i + k), NONE);
      replace(i, k, utf8.length(), RepairKind.NON_ASCII_MAPPED).append(utf8);
      i += k;
    }
  }

  private static boolean isAuthorityEnd(char c) {
    return c == '/' || c == '?' || c == '#';
  }

  /**
   * Notes a repair of the {@code length} characters at {@code i}, to be replaced by {@code replacementLength}
   * characters, and returns the IRI so far, for the caller to append them.
   */
  private StringBuilder replace(int i, int length, int replacementLength, RepairKind kind) {
    StringBuilder sb = out;
    if (sb == null) {
      sb = new StringBuilder(t.length() + 16);
      out = sb;
    }
    sb.append(t, copied, i);
    if (editCount * 4 == edits.length) {
      edits = Arrays.copyOf(edits, edits.length * 2);
    }
    int e = editCount * 4;
    edits[e] = sb.length();
    edits[e + 1] = i;
    edits[e + 2] = replacementLength;
    edits[e + 3] = length;
    editCount++;
    copied = i + length;
    note(kind, i, length);
    return sb;
  }

  /**
   * Notes a repair of the {@code length} characters at {@code i}, joined to the last one if that is of the
   * same kind and ends where this one begins in the input.
   */
  private void note(RepairKind kind, int i, int length) {
    int index = origin(i);
    int end = origin(i + length - 1) + 1;
    if (kind != lastKind || index != lastEnd) {
      repairs.add(new Repair(kind, index));
      lastKind = kind;
    }
    lastEnd = end;
  }

  /** The index in the input of the IRI's character at {@code iriIndex}. */
  private int inputIndex(int iriIndex) {
    int low = 0;
    int high = editCount - 1;
    int found = -1;
    while (low <= high) {
      int mid = (low + high) >>> 1;
      if (edits[mid * 4] <= iriIndex) {
        found = mid;
        low = mid + 1;
      } else {
        high = mid - 1;
      }
    }
    if (found < 0) {
      return origin(iriIndex);
    }
    int e = found * 4;
    int within = iriIndex - edits[e];
    return within < edits[e + 2] ? origin(edits[e + 1]) : origin(edits[e + 1] + edits[e + 3] + within - edits[e + 2]);
  }

  /**
   * The index in the input of the character at {@code textIndex} of the prefixed text: a completing
   * prefix counts as the text's first character.
   */
  private int origin(int textIndex) {
    return textIndex < prefixLength ? in.origin(0) : in.origin(textIndex - prefixLength);
  }
}
