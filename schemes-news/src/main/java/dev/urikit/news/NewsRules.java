package dev.urikit.news;

import dev.urikit.Uri;
import dev.urikit.spi.HostRules;
import dev.urikit.spi.SchemeViolation;
import dev.urikit.spi.UriLayout;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The rules that the news and nntp families share, read with index arithmetic only: each check returns
 * the first violation, with the index of the offending character, or null, and allocates nothing when
 * there is none. The builders run the same checks on the text they are about to write.
 *
 * <table>
 *   <caption>What each part may hold, once percent-decoded</caption>
 *   <tr><th>part</th><th>refused (code suffix)</th><th>rule</th></tr>
 *   <tr><td>server</td><td>what {@link HostRules} refuses: a host that is not a DNS name, an IPv4 address
 *       or an IPv6 literal, encoded controls in user information, a port above 65535 (user information
 *       is allowed: the server is an RFC 3986 authority)</td><td>RFC 5538 section 2</td></tr>
 *   <tr><td>newsgroup name</td><td>an octet outside wildmat-exact ({@code group.character}: controls, space,
 *       DEL, {@code ! * , ? [ \ ]}), non-ASCII octets that are not UTF-8 ({@code group.utf8}), an empty
 *       dot-separated component ({@code group.dot})</td>
 *       <td>RFC 3977 sections 4.1 and 9.8, RFC 5536 section 3.1.4</td></tr>
 *   <tr><td>message-id</td><td>nothing on one side of {@code @} ({@code message-id.empty-side}), an empty
 *       dot-separated atom ({@code message-id.dot}), an octet outside atext or, in {@code [...]}, outside
 *       mdtext ({@code message-id.character}), an unclosed {@code [} ({@code message-id.literal}), more than
 *       248 octets ({@code message-id.length})</td><td>RFC 5536 section 3.1.3</td></tr>
 *   <tr><td>wildmat</td><td>an empty pattern, {@code !} other than after {@code ,}, an octet outside
 *       wildmat-exact but the wildcards {@code *} and {@code ?} (written {@code %3F}) ({@code wildmat})</td>
 *       <td>RFC 3977 section 4.1</td></tr>
 *   <tr><td>article number</td><td>anything but 1 to 16 digits ({@code article.digits}), a value outside
 *       1 to 2,147,483,647 ({@code article.range})</td><td>RFC 3977 sections 6 and 9.8</td></tr>
 * </table>
 *
 * <p>Every {@code '%'} in a URI that reached a scheme's validation is followed by two hex digits: the
 * core has checked the generic syntax. The builders percent-encode before checking, so the same holds
 * for them.
 */
final class NewsRules {

  /** The highest port number (RFC 3986 section 3.2.3; TCP ports are 16-bit, RFC 9293 section 3.1). */
  static final int MAX_PORT = 65535;

  /** The most digits an article number has (RFC 3977 section 9.8: {@code article-number = 1*16DIGIT}). */
  static final int MAX_ARTICLE_DIGITS = 16;

  /** The highest article number (RFC 3977 section 6: "between 1 and 2,147,483,647, inclusive"). */
  static final long MAX_ARTICLE_NUMBER = 2_147_483_647L;

  /**
   * The most octets of a message-id in a URI: RFC 5536 section 3.1.3 allows 250 for {@code msg-id}, whose
   * angle brackets RFC 5538 section 2.1 leaves out.
   */
  static final int MAX_MESSAGE_ID_OCTETS = 248;

  /** The warning for a password in the user information. */
  private static final String PASSWORD = "a password in the user information (\"user:password\") is deprecated: "
      + "it travels and is shown as clear text (RFC 3986 section 3.2.1, RFC 5538 section 7)";

  private static final String GROUP_CHARACTER = "a newsgroup name holds only wildmat-exact octets once decoded: no "
      + "control, space, '!', '*', ',', '?', '[', '\\' or ']' (RFC 3977 section 4.1, ";
  private static final String GROUP_UTF8 = "the non-ASCII octets of a newsgroup name are UTF-8 (RFC 3977 sections "
      + "4.1 and 9.8, UTF8-non-ascii of RFC 3629; ";
  private static final String GROUP_DOT = "a newsgroup name is non-empty components separated by single '.' "
      + "(RFC 5536 section 3.1.4, ";
  private static final String ID_EMPTY_SIDE = "a message-id has text on both sides of '@' (RFC 5536 section 3.1.3, "
      + "msg-id-core = id-left \"@\" id-right; ";
  private static final String ID_DOT = "the parts of a message-id are dot-atom-text: non-empty atoms separated by "
      + "single '.' (RFC 5536 section 3.1.3, RFC 5322 section 3.2.3; ";
  private static final String ID_CHARACTER = "a message-id holds atext once decoded, and mdtext inside '[' ']' "
      + "after its '@': printable US-ASCII without '\"', '(', ')', ',', ':', ';', '<', '>', '@', '[', '\\', ']' "
      + "outside the brackets (RFC 5536 section 3.1.3, RFC 5322 section 3.2.3; ";
  private static final String ID_LITERAL = "a message-id's '[' after the '@' is closed by a final ']' "
      + "(RFC 5536 section 3.1.3, no-fold-literal; ";
  private static final String ID_LENGTH = "a message-id is at most 250 octets with its angle brackets, 248 without "
      + "(RFC 5536 section 3.1.3; ";
  private static final String WILDMAT = "a wildmat is patterns of wildmat-exact octets and the wildcards '*' and "
      + "'?' (written %3F) separated by ',', none empty, each after the first optionally negated by '!' "
      + "(RFC 3977 section 4.1, ";
  private static final String ARTICLE_DIGITS = "an article number is 1 to 16 decimal digits (RFC 3977 section 9.8, ";
  private static final String ARTICLE_RANGE = "an article number is 1 to 2,147,483,647 (RFC 3977 section 6, ";

  private final String prefix;
  private final String groupCharacter;
  private final String groupUtf8;
  private final String groupDot;
  private final String idEmptySide;
  private final String idDot;
  private final String idCharacter;
  private final String idLiteral;
  private final String idLength;
  private final String wildmat;
  private final String articleDigits;
  private final String articleRange;
  private final HostRules hosts;

  /**
   * Rules whose codes start with {@code prefix} ({@code "news"} or {@code "nntp"}) and whose messages
   * name {@code section}.
   */
  NewsRules(String prefix, String section) {
    this.prefix = prefix;
    this.groupCharacter = GROUP_CHARACTER + section + ")";
    this.groupUtf8 = GROUP_UTF8 + section + ")";
    this.groupDot = GROUP_DOT + section + ")";
    this.idEmptySide = ID_EMPTY_SIDE + section + ")";
    this.idDot = ID_DOT + section + ")";
    this.idCharacter = ID_CHARACTER + section + ")";
    this.idLiteral = ID_LITERAL + section + ")";
    this.idLength = ID_LENGTH + section + ")";
    this.wildmat = WILDMAT + section + ")";
    this.articleDigits = ARTICLE_DIGITS + section + ")";
    this.articleRange = ARTICLE_RANGE + section + ")";
    this.hosts = HostRules.of(prefix, section);
  }

  /**
   * The first violation of the server, or null; the URI has an authority. The server is checked by the
   * host facility ({@link HostRules}) as every scheme with DNS hosts is: user information without
   * encoded controls, a non-empty DNS name, IPv4 address or IPv6 literal, a port up to 65535. User
   * information itself is no violation: RFC 5538 takes the server to be an RFC 3986 authority, whose
   * user information is optional (RFC 5538 section 7), and only its {@code user:password} form is
   * deprecated ({@link #warnings}).
   */
  @Nullable SchemeViolation checkServer(Uri uri) {
    return hosts.checkAuthority(uri);
  }

  /** The host facility with this family's codes, for the builders' servers and the views' display. */
  HostRules hosts() {
    return hosts;
  }

  /**
   * A warning for a password in the user information, at its {@code ":"}: the {@code user:password}
   * form is deprecated (RFC 3986 section 3.2.1, which RFC 5538 section 7 repeats); none otherwise, nor
   * for an empty password after the {@code ":"}, which section 3.2.1 reads as no password.
   */
  List<SchemeViolation> warnings(Uri uri) {
    if (!UriLayout.hasUserInfo(uri)) {
      return List.of();
    }
    int at = UriLayout.hostStart(uri) - 1;
    int colon = Octets.indexOf(uri.toString(), ':', UriLayout.authorityStart(uri), at);
    return colon + 1 >= at ? List.of()
        : List.of(new SchemeViolation(colon, prefix + ".userinfo.password", PASSWORD));
  }

  /**
   * The first violation of the newsgroup name {@code s[start, end)}, non-empty and percent-encoded
   * (RFC 3977 section 9.8: {@code newsgroup-name = 1*wildmat-exact}; RFC 5536 section 3.1.4:
   * {@code newsgroup-name = component *("." component)}), or null.
   */
  @Nullable SchemeViolation checkGroup(String s, int start, int end) {
    int utf8 = 0;
    int sequenceStart = start;
    int componentLength = 0;
    int lastDot = start;
    for (int i = start; i < end; i++) {
      int at = i;
      int b = s.charAt(i);
      if (b == '%') {
        b = Octets.octet(s, i);
        i += 2;
      }
      if (b >= 0x80 || utf8 != 0) {
        sequenceStart = utf8 == 0 ? at : sequenceStart;
        utf8 = Octets.utf8Step(utf8, b);
        if (utf8 < 0) {
          return new SchemeViolation(sequenceStart, prefix + ".group.utf8", groupUtf8);
        }
        componentLength++;
      } else if (b == '.') {
        if (componentLength == 0) {
          return new SchemeViolation(at, prefix + ".group.dot", groupDot);
        }
        componentLength = 0;
        lastDot = at;
      } else if (!EXACT[b]) {
        return new SchemeViolation(at, prefix + ".group.character", groupCharacter);
      } else {
        componentLength++;
      }
    }
    if (utf8 != 0) {
      return new SchemeViolation(sequenceStart, prefix + ".group.utf8", groupUtf8);
    }
    return componentLength == 0 ? new SchemeViolation(lastDot, prefix + ".group.dot", groupDot) : null;
  }

  /**
   * The first violation of the wildmat {@code s[start, end)}, non-empty and percent-encoded (RFC 3977
   * section 4.1: {@code wildmat = wildmat-pattern *("," ["!"] wildmat-pattern)}, a pattern being one or
   * more wildmat-exact octets and wildcards {@code "*"} and {@code "?"}), or null. A {@code "?"} can only
   * be written {@code %3F} in a URI; {@code "*"}, {@code ","} and {@code "!"} are taken as written, and
   * their percent-encodings are octets that wildmat-exact leaves out.
   */
  @Nullable SchemeViolation checkWildmat(String s, int start, int end) {
    int utf8 = 0;
    int sequenceStart = start;
    boolean first = true;
    boolean negated = false;
    int length = 0;
    for (int i = start; i < end; i++) {
      int at = i;
      int b = s.charAt(i);
      boolean written = b != '%';
      if (!written) {
        b = Octets.octet(s, i);
        i += 2;
      }
      if (b >= 0x80 || utf8 != 0) {
        sequenceStart = utf8 == 0 ? at : sequenceStart;
        utf8 = Octets.utf8Step(utf8, b);
        if (utf8 < 0) {
          return new SchemeViolation(sequenceStart, prefix + ".wildmat", wildmat);
        }
        length++;
      } else if (written && b == ',') {
        if (length == 0) {
          return new SchemeViolation(at, prefix + ".wildmat", wildmat);
        }
        first = false;
        negated = false;
        length = 0;
      } else if (written && b == '!') {
        if (length > 0 || first || negated) {
          return new SchemeViolation(at, prefix + ".wildmat", wildmat);
        }
        negated = true;
      } else if (EXACT[b] || b == '.' || b == '?' || written && b == '*') {
        length++;
      } else {
        return new SchemeViolation(at, prefix + ".wildmat", wildmat);
      }
    }
    if (utf8 != 0) {
      return new SchemeViolation(sequenceStart, prefix + ".wildmat", wildmat);
    }
    return length == 0 ? new SchemeViolation(Math.max(start, end - 1), prefix + ".wildmat", wildmat) : null;
  }

  /**
   * The first violation of the message-id {@code s[start, end)}, percent-encoded and without angle
   * brackets (RFC 5536 section 3.1.3: {@code msg-id-core = id-left "@" id-right}, {@code id-left =
   * dot-atom-text}, {@code id-right = dot-atom-text / no-fold-literal}, at most 250 octets with the
   * brackets), or null. The first {@code "@"}, written or encoded, ends the id-left, which cannot hold one.
   */
  @Nullable SchemeViolation checkMessageId(String s, int start, int end) {
    int state = LEFT;
    int atomLength = 0;
    int lastDot = start;
    int literal = start;
    int octets = 0;
    for (int i = start; i < end; i++) {
      int at = i;
      int b = s.charAt(i);
      if (b == '%') {
        b = Octets.octet(s, i);
        i += 2;
      }
      if (++octets > MAX_MESSAGE_ID_OCTETS) {
        return new SchemeViolation(at, prefix + ".message-id.length", idLength);
      }
      if (b >= 0x80) {
        return new SchemeViolation(at, prefix + ".message-id.character", idCharacter);
      }
      if (state == LITERAL) {
        if (b == ']') {
          state = CLOSED;
        } else if (!MDTEXT[b]) {
          return new SchemeViolation(at, prefix + ".message-id.character", idCharacter);
        }
      } else if (state == CLOSED) {
        return new SchemeViolation(at, prefix + ".message-id.character", idCharacter);
      } else if (b == '@' && state == LEFT) {
        if (octets == 1) {
          return new SchemeViolation(at, prefix + ".message-id.empty-side", idEmptySide);
        }
        if (atomLength == 0) {
          return new SchemeViolation(lastDot, prefix + ".message-id.dot", idDot);
        }
        state = RIGHT_START;
        atomLength = 0;
      } else if (b == '[' && state == RIGHT_START) {
        state = LITERAL;
        literal = at;
      } else if (b == '.') {
        if (atomLength == 0) {
          return new SchemeViolation(at, prefix + ".message-id.dot", idDot);
        }
        atomLength = 0;
        lastDot = at;
      } else if (ATEXT[b]) {
        atomLength++;
        if (state == RIGHT_START) {
          state = RIGHT;
        }
      } else {
        return new SchemeViolation(at, prefix + ".message-id.character", idCharacter);
      }
    }
    if (state == LEFT || state == RIGHT_START) {
      return new SchemeViolation(Math.max(start, end - 1), prefix + ".message-id.empty-side", idEmptySide);
    }
    if (state == LITERAL) {
      return new SchemeViolation(literal, prefix + ".message-id.literal", idLiteral);
    }
    return state == RIGHT && atomLength == 0 ? new SchemeViolation(lastDot, prefix + ".message-id.dot", idDot) : null;
  }

  /**
   * The first violation of the article number {@code s[start, end)} (RFC 3977 section 9.8:
   * {@code article-number = 1*16DIGIT}; section 6: from 1 to 2,147,483,647, leading zeros allowed), or null.
   */
  @Nullable SchemeViolation checkArticleNumber(String s, int start, int end) {
    int at = Math.min(start, s.length() - 1);
    long value = articleNumber(s, start, end);
    if (value < 0) {
      return new SchemeViolation(at, prefix + ".article.digits", articleDigits);
    }
    return value < 1 || value > MAX_ARTICLE_NUMBER
        ? new SchemeViolation(at, prefix + ".article.range", articleRange) : null;
  }

  /**
   * The value of the 1 to 16 decimal digits {@code s[start, end)}, which a {@code long} holds, or -1 when
   * that text is not 1 to 16 digits; the range is the caller's to check.
   */
  static long articleNumber(String s, int start, int end) {
    if (end <= start || end - start > MAX_ARTICLE_DIGITS) {
      return -1;
    }
    long value = 0;
    for (int i = start; i < end; i++) {
      char c = s.charAt(i);
      if (c < '0' || c > '9') {
        return -1;
      }
      value = value * 10 + (c - '0');
    }
    return value;
  }

  /** Where {@link #checkMessageId} is: before the {@code "@"}, just after it, in a dot-atom, in or after a literal. */
  private static final int LEFT = 0;
  private static final int RIGHT_START = 1;
  private static final int RIGHT = 2;
  private static final int LITERAL = 3;
  private static final int CLOSED = 4;

  /**
   * {@code wildmat-exact}'s ASCII octets (RFC 3977 section 4.1: {@code %x22-29 / %x2B / %x2D-3E / %x40-5A
   * / %x5E-7E}), less the {@code "."} that separates the components of a newsgroup name.
   */
  private static final boolean[] EXACT = new boolean[128];
  /** {@code atext} (RFC 5322 section 3.2.3): letters, digits and {@code ! # $ % & ' * + - / = ? ^ _ ` { | } ~}. */
  private static final boolean[] ATEXT = new boolean[128];
  /** {@code mdtext = %d33-61 / %d63-90 / %d94-126} (RFC 5536 section 3.1.3). */
  private static final boolean[] MDTEXT = new boolean[128];

  static {
    for (int b = 0; b < 128; b++) {
      EXACT[b] = b >= 0x22 && b <= 0x29 || b == 0x2B || b >= 0x2D && b <= 0x3E && b != '.' || b >= 0x40 && b <= 0x5A
          || b >= 0x5E && b <= 0x7E;
      ATEXT[b] = b >= 'A' && b <= 'Z' || b >= 'a' && b <= 'z' || b >= '0' && b <= '9'
          || b < 0x7F && "!#$%&'*+-/=?^_`{|}~".indexOf(b) >= 0;
      MDTEXT[b] = b >= 33 && b <= 61 || b >= 63 && b <= 90 || b >= 94 && b <= 126;
    }
  }

  /** Whether the ASCII octet {@code b} is {@code wildmat-exact}, less {@code "."}: a newsgroup name's character. */
  static boolean isExact(int b) {
    return EXACT[b];
  }

  /** Whether the ASCII octet {@code b} is {@code atext}: a message-id's character outside a literal. */
  static boolean isAtext(int b) {
    return ATEXT[b];
  }
}
