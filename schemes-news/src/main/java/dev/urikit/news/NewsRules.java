package dev.urikit.news;

import dev.urikit.Uri;
import dev.urikit.spi.HostRules;
import dev.urikit.spi.SchemeViolation;
import dev.urikit.spi.UriLayout;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The rules that the news and nntp families share, read with index arithmetic only: each scan returns
 * the index of the first offending character, or -1, and allocates nothing.
 *
 * <table>
 *   <caption>What each part may hold, once percent-decoded</caption>
 *   <tr><th>part</th><th>refused</th><th>rule</th></tr>
 *   <tr><td>server</td><td>what {@link HostRules} refuses: a host that is not a DNS name, an IPv4 address
 *       or an IPv6 literal, encoded controls in user information, a port above 65535 (user information
 *       is allowed: the server is an RFC 3986 authority)</td><td>RFC 5538 section 2</td></tr>
 *   <tr><td>newsgroup name</td><td>controls, space, DEL, {@code ! * ,}</td><td>RFC 3977 section 4.1 (wildmat-exact)</td></tr>
 *   <tr><td>message-id</td><td>controls, space, DEL, non-ASCII, {@code < >}; nothing on one side of {@code @}</td><td>RFC 5536 section 3.1.3</td></tr>
 *   <tr><td>wildmat</td><td>an empty pattern, {@code !} other than after {@code ,}</td><td>RFC 3977 section 4.1</td></tr>
 *   <tr><td>article number</td><td>anything but 1 to 16 digits</td><td>RFC 3977 section 9.8</td></tr>
 * </table>
 *
 * <p>Every {@code '%'} in a URI that reached a scheme's validation is followed by two hex digits: the
 * core has checked the generic syntax.
 */
final class NewsRules {

  /** The highest port number (RFC 3986 section 3.2.3; TCP ports are 16-bit, RFC 9293 section 3.1). */
  static final int MAX_PORT = 65535;

  /** The most digits an article number has (RFC 3977 section 9.8: {@code article-number = 1*16DIGIT}). */
  static final int MAX_ARTICLE_DIGITS = 16;

  /** The warning for a password in the user information. */
  private static final String PASSWORD = "a password in the user information (\"user:password\") is deprecated: "
      + "it travels and is shown as clear text (RFC 3986 section 3.2.1, RFC 5538 section 7)";

  private final String prefix;
  private final HostRules hosts;

  /**
   * Rules whose codes start with {@code prefix} ({@code "news"} or {@code "nntp"}) and whose messages
   * name {@code section}.
   */
  NewsRules(String prefix, String section) {
    this.prefix = prefix;
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
    int colon = indexOf(uri.toString(), ':', UriLayout.authorityStart(uri), at);
    return colon + 1 >= at ? List.of()
        : List.of(new SchemeViolation(colon, prefix + ".userinfo.password", PASSWORD));
  }

  /**
   * The index of the first character of {@code s[start, end)} that a newsgroup name cannot hold once
   * decoded (a control, space, DEL, {@code "!"}, {@code "*"} or {@code ","}), or -1. Other percent-encoded
   * octets are accepted: RFC 5538 section 2.2 shows {@code example.group.th%3Fse}.
   */
  static int badGroupCharacter(String s, int start, int end) {
    return firstRefused(s, start, end, GROUP_OCTETS);
  }

  /**
   * The index of the first character of the message-id {@code s[start, end)} that is not printable
   * US-ASCII once decoded, or is an angle bracket, or -1 (RFC 5536 section 3.1.3: the brackets
   * enclose a message-id and are not part of the URI, RFC 5538 section 2.1).
   */
  static int badMessageIdCharacter(String s, int start, int end) {
    return firstRefused(s, start, end, MESSAGE_ID_OCTETS);
  }

  /** Octets a newsgroup name may hold: all but controls, space, DEL, {@code ! * ,} (RFC 3977 section 4.1). */
  private static final boolean[] GROUP_OCTETS = new boolean[256];
  /** Octets a message-id may hold: printable US-ASCII but {@code < >} (RFC 5536 section 3.1.3). */
  private static final boolean[] MESSAGE_ID_OCTETS = new boolean[256];

  static {
    for (int b = 0x21; b < 256; b++) {
      GROUP_OCTETS[b] = b != 0x7F && b != '!' && b != '*' && b != ',';
      MESSAGE_ID_OCTETS[b] = b <= 0x7E && b != '<' && b != '>';
    }
  }

  /** The index of the first character of {@code s[start, end)} whose octet, decoded, {@code allowed} refuses, or -1. */
  private static int firstRefused(String s, int start, int end, boolean[] allowed) {
    for (int i = start; i < end; i++) {
      int at = i;
      int b = s.charAt(i);
      if (b == '%') {
        b = octet(s, i);
        i += 2;
      }
      if (!allowed[b]) {
        return at;
      }
    }
    return -1;
  }

  /**
   * The index of the first fault of the wildmat {@code s[start, end)} (RFC 3977 section 4.1:
   * patterns separated by {@code ","}, each but the first optionally negated by {@code "!"}, none
   * empty; {@code "*"} matches any run of characters), or -1.
   */
  static int badWildmat(String s, int start, int end) {
    boolean first = true;
    boolean negated = false;
    int length = 0;
    for (int i = start; i < end; i++) {
      char c = s.charAt(i);
      if (c == ',') {
        if (length == 0) {
          return i;
        }
        first = false;
        negated = false;
        length = 0;
      } else if (c == '!') {
        if (length > 0 || first || negated) {
          return i;
        }
        negated = true;
      } else if (c == '*') {
        length++;
      } else {
        int octetEnd = c == '%' ? i + 3 : i + 1;
        if (badGroupCharacter(s, i, octetEnd) >= 0) {
          return i;
        }
        i = octetEnd - 1;
        length++;
      }
    }
    return length == 0 ? end - 1 : -1;
  }

  /** Whether {@code s[start, end)} is {@code "."} or {@code ".."}, dots possibly written {@code %2E}. */
  static boolean isDotSegment(String s, int start, int end) {
    int dots = 0;
    for (int i = start; i < end; i++) {
      if (s.charAt(i) == '.') {
        dots++;
      } else if (s.charAt(i) == '%' && octet(s, i) == '.') {
        dots++;
        i += 2;
      } else {
        return false;
      }
    }
    return dots == 1 || dots == 2;
  }

  /** Whether {@code s[start, end)} is 1 to 16 decimal digits (RFC 3977 section 9.8). */
  static boolean isArticleNumber(String s, int start, int end) {
    if (end <= start || end - start > MAX_ARTICLE_DIGITS) {
      return false;
    }
    for (int i = start; i < end; i++) {
      char c = s.charAt(i);
      if (c < '0' || c > '9') {
        return false;
      }
    }
    return true;
  }

  /** The index of the first {@code c} in {@code s[start, end)}, or {@code end}. */
  static int indexOf(String s, char c, int start, int end) {
    for (int i = start; i < end; i++) {
      if (s.charAt(i) == c) {
        return i;
      }
    }
    return end;
  }

  /** The octet the triplet at {@code s[i]} ({@code '%'} and two hex digits) stands for. */
  private static int octet(String s, int i) {
    return hexValue(s.charAt(i + 1)) << 4 | hexValue(s.charAt(i + 2));
  }

  private static int hexValue(char c) {
    if (c >= '0' && c <= '9') {
      return c - '0';
    }
    return (c | 0x20) - 'a' + 10;
  }
}
