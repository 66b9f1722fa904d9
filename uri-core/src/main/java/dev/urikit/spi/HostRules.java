package dev.urikit.spi;

import dev.urikit.HostType;
import dev.urikit.Uri;
import dev.urikit.UriComponent;
import dev.urikit.internal.IpLiterals;
import dev.urikit.internal.IriChars;
import java.util.EnumMap;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The host facility of every scheme whose hosts are DNS names ({@link Scheme#hasDnsHosts()}): the DNS
 * rules for a registered name, the user-information rule that stops parser confusion, the port range,
 * and the mapping of Unicode names (through the {@linkplain IdnaMapping#installed() installed}
 * {@link IdnaMapping}).
 *
 * <pre>{@code
 * HostRules rules = HostRules.of("ftp", "RFC 1738 section 3.1");
 * rules.checkAuthority(uri)               // null, or the first violation, code "ftp.host.numeric" etc.
 * rules.encodeHost("Bücher.example")      // "xn--bcher-kva.example"
 * rules.encodeHost("2001:db8::1")         // "[2001:db8::1]"
 * rules.encodeHost("a\r\nb")              // IllegalArgumentException naming the rule
 * rules.toUnicode("xn--bcher-kva.example") // "bücher.example"
 * }</pre>
 *
 * <table>
 *   <caption>What {@link #checkAuthority(Uri)} refuses, with the codes of {@code HostRules.of("http", ...)}</caption>
 *   <tr><th>authority</th><th>code</th><th>rule</th></tr>
 *   <tr><td>{@code 127.0.0.1.%00@127.2.2.2}, {@code a%7Fb@h}</td><td>{@code http.userinfo.control}</td>
 *       <td>no C0 control or DEL in user information, even encoded (RFC 3986 section 7.3)</td></tr>
 *   <tr><td>{@code ""}</td><td>{@code http.host.empty}</td><td>the scheme's section</td></tr>
 *   <tr><td>{@code [v1.x]}</td><td>{@code http.host.ipvfuture}</td><td>the scheme's section</td></tr>
 *   <tr><td>{@code a!b}, {@code a%2Fb}, {@code a%00b}</td><td>{@code http.host.character}</td><td>RFC 1123 section 2.1</td></tr>
 *   <tr><td>{@code %C3%A9.example}</td><td>{@code http.host.non-ascii}</td><td>RFC 5890: write the A-label</td></tr>
 *   <tr><td>{@code a..b}, {@code -a.b}, a 64-octet label</td><td>{@code http.host.empty-label},
 *       {@code http.host.hyphen}, {@code http.host.label-length}</td><td>RFC 1034 section 3.5, RFC 1123 section 2.1</td></tr>
 *   <tr><td>a name of 254 octets</td><td>{@code http.host.length}</td><td>RFC 1035 section 2.3.4</td></tr>
 *   <tr><td>{@code 256.1.1.1}, {@code 0x7f.1}, {@code 1}, {@code 192.168.0.%31}</td><td>{@code http.host.numeric}</td>
 *       <td>a number where a name belongs (RFC 3986 section 7.4)</td></tr>
 *   <tr><td>{@code h:65536}</td><td>{@code http.port.range}</td><td>RFC 3986 section 3.2.3</td></tr>
 * </table>
 *
 * <p>Accepted: DNS names of letters, digits, {@code '-'} and {@code '_'} (service names) in labels of 1 to
 * 63 octets, 253 at most, with one trailing dot allowed ({@code EXAMPLE.com.}), percent-encoded or not;
 * IPv4 addresses; IPv6 literals. A name the parser already read as a DNS host name
 * ({@link UriLayout#hostIsDnsName}) is not read again, and no check allocates when the URI is acceptable.
 *
 * <p>A scheme that published other codes for some rules keeps them with {@link #withCode(Rule, String)}:
 * ftp reports every label rule as {@code ftp.host.label}. Instances are immutable and thread-safe; make
 * one per scheme, once.
 */
public final class HostRules {

  /** The rules, each with the code suffix that follows the scheme's prefix by default. */
  public enum Rule {
    /** User information that decodes to a C0 control or DEL: {@code userinfo.control}. */
    USERINFO_CONTROL("userinfo.control"),
    /** An empty host: {@code host.empty}. */
    EMPTY("host.empty"),
    /** An IPvFuture literal, which no network reaches: {@code host.ipvfuture}. */
    IPVFUTURE("host.ipvfuture"),
    /** A character that no DNS label holds, once decoded: {@code host.character}. */
    CHARACTER("host.character"),
    /** A percent-encoded octet above 127, where the A-label belongs: {@code host.non-ascii}. */
    NON_ASCII("host.non-ascii"),
    /** An empty label ({@code a..b}, {@code .a}): {@code host.empty-label}. */
    EMPTY_LABEL("host.empty-label"),
    /** A label that starts or ends with {@code '-'}: {@code host.hyphen}. */
    HYPHEN("host.hyphen"),
    /** A label of more than 63 octets: {@code host.label-length}. */
    LABEL_LENGTH("host.label-length"),
    /** A name of more than 253 octets, a trailing dot not counted: {@code host.length}. */
    NAME_LENGTH("host.length"),
    /** A name whose last label is a number, which resolvers read as an address: {@code host.numeric}. */
    NUMERIC("host.numeric"),
    /** A port above 65535: {@code port.range}. */
    PORT_RANGE("port.range");

    private final String suffix;

    Rule(String suffix) {
      this.suffix = suffix;
    }
  }

  private static final int MAX_LABEL = 63;
  private static final int MAX_NAME = 253;
  private static final int MAX_PORT = 65535;
  private static final Rule[] RULES = Rule.values();

  private final String prefix;
  private final String section;
  private final String[] codes;
  private final String[] texts;

  private HostRules(String prefix, String section, String[] codes) {
    this.prefix = prefix;
    this.section = section;
    this.codes = codes;
    this.texts = texts(section);
  }

  /**
   * The rules of a scheme whose violation codes start with {@code codePrefix} ({@code "ftp"} gives
   * {@code ftp.host.empty}) and whose texts cite {@code section}, the scheme's own rule for its hosts.
   */
  public static HostRules of(String codePrefix, String section) {
    if (codePrefix.isEmpty()) {
      throw new IllegalArgumentException("a code prefix is needed, such as the scheme's name");
    }
    String[] codes = new String[RULES.length];
    for (Rule rule : RULES) {
      codes[rule.ordinal()] = codePrefix + "." + rule.suffix;
    }
    return new HostRules(codePrefix, section, codes);
  }

  /** These rules with {@code code} for {@code rule}, for a scheme that published its own code earlier. */
  public HostRules withCode(Rule rule, String code) {
    if (code.isEmpty()) {
      throw new IllegalArgumentException("a violation needs a code");
    }
    String[] copy = codes.clone();
    copy[rule.ordinal()] = code;
    return new HostRules(prefix, section, copy);
  }

  /** The code these rules give for {@code rule}. */
  public String code(Rule rule) {
    return codes[rule.ordinal()];
  }

  /**
   * The first violation in the authority of {@code uri}, in the order of the text (user information,
   * host, port), or null; null also when there is no authority, whose need the scheme decides.
   * Allocates nothing when the authority is acceptable.
   */
  public @Nullable SchemeViolation checkAuthority(Uri uri) {
    if (!UriLayout.hasAuthority(uri)) {
      return null;
    }
    SchemeViolation violation = UriLayout.hasUserInfo(uri) ? userInfoViolation(uri) : null;
    if (violation == null) {
      violation = hostViolation(uri);
    }
    if (violation == null && UriLayout.hasPort(uri) && UriLayout.portValue(uri) > MAX_PORT) {
      violation = violation(Rule.PORT_RANGE, UriLayout.portStart(uri));
    }
    return violation;
  }

  /**
   * The violation when the user information of {@code uri} decodes to a C0 control or DEL ({@code %00}
   * to {@code %1F}, {@code %7F}), or null: C code that stops at a NUL reads {@code 127.0.0.1.%00@evil}
   * as host {@code 127.0.0.1.} (RFC 3986 section 7.3). The parser refuses them unencoded.
   */
  public @Nullable SchemeViolation checkUserInfo(Uri uri) {
    return UriLayout.hasUserInfo(uri) ? userInfoViolation(uri) : null;
  }

  private @Nullable SchemeViolation userInfoViolation(Uri uri) {
    String s = uri.toString();
    for (int i = UriLayout.authorityStart(uri), end = UriLayout.hostStart(uri) - 1; i < end; i++) {
      if (s.charAt(i) == '%') {
        int octet = hexValue(s.charAt(i + 1)) << 4 | hexValue(s.charAt(i + 2));
        if (octet < 0x20 || octet == 0x7F) {
          return violation(Rule.USERINFO_CONTROL, i);
        }
        i += 2;
      }
    }
    return null;
  }

  /**
   * The first violation in the host of {@code uri}, or null: an IPv4 address and an IPv6 literal pass,
   * an IPvFuture literal does not, and a registered name must be a DNS name. A name the parser read as
   * one is not read again.
   */
  public @Nullable SchemeViolation checkHost(Uri uri) {
    return UriLayout.hasAuthority(uri) ? hostViolation(uri) : null;
  }

  private @Nullable SchemeViolation hostViolation(Uri uri) {
    if (UriLayout.hostIsDnsName(uri)) {
      return null; // the parser vouched for the name: nothing to read again
    }
    int start = UriLayout.hostStart(uri);
    HostType type = UriLayout.hostType(uri);
    if (type == HostType.IPVFUTURE) {
      return violation(Rule.IPVFUTURE, start);
    }
    if (type != HostType.REG_NAME) {
      return null;
    }
    return checkName(uri.toString(), start, UriLayout.hostEnd(uri));
  }

  /**
   * {@code host}, decoded, as the host of a URI of the scheme: an IPv6 address in brackets (added when
   * missing), an IPv4 address as it is, a Unicode name as its A-label ({@link IdnaMapping}), an ASCII
   * DNS name as it is.
   *
   * <table>
   *   <caption>Examples</caption>
   *   <tr><th>host</th><th>result</th></tr>
   *   <tr><td>{@code Example.COM}</td><td>{@code Example.COM}</td></tr>
   *   <tr><td>{@code Bücher.example}</td><td>{@code xn--bcher-kva.example}</td></tr>
   *   <tr><td>{@code 2001:DB8::1}, {@code [::1]}</td><td>{@code [2001:DB8::1]}, {@code [::1]}</td></tr>
   *   <tr><td>{@code a/b}, {@code a\r\nb}, {@code 0x7f.1}, {@code ""}, {@code [v1.x]}</td><td>refused</td></tr>
   * </table>
   *
   * @throws IllegalArgumentException if no URI of the scheme can have this host, with the rule's text
   */
  public String encodeHost(String host) {
    if (host.isEmpty()) {
      throw refused(Rule.EMPTY);
    }
    if (host.charAt(0) == '[') {
      int close = host.length() - 1;
      if (close < 1 || host.charAt(close) != ']') {
        throw new IllegalArgumentException("an IP literal is enclosed in '[' and ']' (RFC 3986 section 3.2.2)");
      }
      return "[" + ipv6(host.substring(1, close)) + "]";
    }
    if (host.indexOf(':') >= 0) {
      return "[" + ipv6(host) + "]";
    }
    String ascii = host;
    for (int i = 0; i < host.length(); i++) {
      if (host.charAt(i) >= 0x80) {
        ascii = IdnaMapping.installed().toAscii(host);
        break;
      }
    }
    if (IpLiterals.isIpv4(ascii, 0, ascii.length())) {
      return ascii;
    }
    String encoded = UriComponent.HOST.encode(ascii);
    SchemeViolation violation = checkName(encoded, 0, encoded.length());
    if (violation != null) {
      throw new IllegalArgumentException("invalid host: " + violation.rule());
    }
    return encoded;
  }

  /**
   * {@code host}, as a URI of the scheme writes it, for display: each A-label of a name as its U-label
   * ({@code xn--bcher-kva.example} gives {@code bücher.example}); an IP address as it is. A U-label that shows
   * a character unfit for display (RFC 3987 sections 4.1 and 6.1), or that does not map back to the same
   * A-label, is not shown: the A-label stays. The same path as the host of {@link dev.urikit.Uri#toIri()}.
   * Never use it to compare or to connect.
   */
  public String toUnicode(String host) {
    if (host.startsWith("[") || IpLiterals.isIpv4(host, 0, host.length())) {
      return host;
    }
    return IriChars.unicodeHost(host);
  }

  @Override
  public String toString() {
    return "HostRules[" + prefix + ", " + section + "]";
  }

  private String ipv6(String address) {
    if (!address.isEmpty() && (address.charAt(0) | 0x20) == 'v') {
      throw refused(Rule.IPVFUTURE);
    }
    int bad = IpLiterals.scanIpv6(address, 0, address.length());
    if (bad >= 0) {
      throw new IllegalArgumentException("not an IPv6 address: invalid at index " + bad + " (RFC 3986 section 3.2.2)");
    }
    return address;
  }

  private IllegalArgumentException refused(Rule rule) {
    return new IllegalArgumentException("invalid host: " + texts[rule.ordinal()]);
  }

  private SchemeViolation violation(Rule rule, int index) {
    return new SchemeViolation(index, codes[rule.ordinal()], texts[rule.ordinal()]);
  }

  /**
   * The first violation in the registered name {@code s[start, end)}, whose triplets are well-formed, or
   * null. A name without percent-encoding, nearly every one, takes one table-driven pass; an encoded one
   * is decoded as it is read by {@link #checkEncodedName}.
   */
  private @Nullable SchemeViolation checkName(String s, int start, int end) {
    if (start == end) {
      return violation(Rule.EMPTY, start);
    }
    int labelStart = start;
    int i = start;
    while (true) {
      // One label: its first character, then a tight loop over the rest up to its 64th character.
      if (s.charAt(labelStart) == '-') {
        return violation(Rule.HYPHEN, labelStart);
      }
      int limit = Math.min(end, labelStart + MAX_LABEL);
      char c = 0;
      while (i < limit && (c = s.charAt(i)) != '.') {
        if (c >= 128 || !NAME_CHARACTERS[c]) {
          return c == '%' ? checkEncodedName(s, start, end) : violation(Rule.CHARACTER, i);
        }
        i++;
      }
      if (i < end && c != '.') {
        // The label's 64th character: a bad one is reported as such, any other makes the label too long.
        c = s.charAt(i);
        if (c != '.') {
          if (c >= 128 || !NAME_CHARACTERS[c]) {
            return c == '%' ? checkEncodedName(s, start, end) : violation(Rule.CHARACTER, i);
          }
          return violation(Rule.LABEL_LENGTH, labelStart);
        }
      }
      if (i == labelStart) {
        return violation(Rule.EMPTY_LABEL, i);
      }
      if (s.charAt(i - 1) == '-') {
        return violation(Rule.HYPHEN, i - 1);
      }
      if (i == end || i + 1 == end) {
        // The last label; a trailing dot (an absolute name) ends the name: it is not counted and adds no label.
        if (i - start > MAX_NAME) {
          return violation(Rule.NAME_LENGTH, start);
        }
        return isNumber(s, labelStart, i) ? violation(Rule.NUMERIC, labelStart) : null;
      }
      labelStart = ++i;
    }
  }

  /** Whether the label {@code s[start, end)} reads as a number: all decimal digits, or "0x" and hex digits. */
  private static boolean isNumber(String s, int start, int end) {
    boolean hex = end - start >= 2 && s.charAt(start) == '0' && (s.charAt(start + 1) | 0x20) == 'x';
    for (int i = hex ? start + 2 : start; i < end; i++) {
      char c = s.charAt(i);
      if (!(c >= '0' && c <= '9') && !(hex && hexValue(c) >= 0)) {
        return false;
      }
    }
    return true;
  }

  /** The general check, for a name with percent-encoding: each triplet is one octet of the name. */
  private @Nullable SchemeViolation checkEncodedName(String s, int start, int end) {
    int total = 0;
    int labelStart = start;
    int labelLength = 0;
    int previous = -1;
    int previousAt = start;
    boolean digitsOnly = true;
    boolean hex = false;
    int lastLabelStart = start;
    boolean lastDigitsOnly = false;
    boolean lastHex = false;
    int i = start;
    while (i < end) {
      int at = i;
      int b = s.charAt(i);
      if (b == '%') {
        b = hexValue(s.charAt(i + 1)) << 4 | hexValue(s.charAt(i + 2));
        i += 3;
      } else {
        i++;
      }
      if (b >= 0x80) {
        return violation(Rule.NON_ASCII, at);
      }
      if (b == '.') {
        if (labelLength == 0) {
          return violation(Rule.EMPTY_LABEL, at);
        }
        if (previous == '-') {
          return violation(Rule.HYPHEN, previousAt);
        }
        lastLabelStart = labelStart;
        lastDigitsOnly = digitsOnly;
        lastHex = hex;
        total++;
        labelStart = i;
        labelLength = 0;
        digitsOnly = true;
        hex = false;
        previous = b;
        previousAt = at;
        continue;
      }
      if (!NAME_CHARACTERS[b]) {
        return violation(Rule.CHARACTER, at);
      }
      if (b == '-' && labelLength == 0) {
        return violation(Rule.HYPHEN, at);
      }
      if (labelLength == 1 && (b | 0x20) == 'x' && previous == '0') {
        hex = true;
      } else if (hex && hexValue((char) b) < 0) {
        hex = false;
      }
      digitsOnly &= b >= '0' && b <= '9';
      labelLength++;
      total++;
      if (labelLength > MAX_LABEL) {
        return violation(Rule.LABEL_LENGTH, labelStart);
      }
      previous = b;
      previousAt = at;
    }
    if (labelLength > 0) {
      if (previous == '-') {
        return violation(Rule.HYPHEN, previousAt);
      }
      lastLabelStart = labelStart;
      lastDigitsOnly = digitsOnly;
      lastHex = hex;
    } else {
      // A trailing dot (an absolute name) ends the name: it is not counted and adds no label.
      total--;
    }
    if (total > MAX_NAME) {
      return violation(Rule.NAME_LENGTH, start);
    }
    if (lastDigitsOnly || lastHex) {
      return violation(Rule.NUMERIC, lastLabelStart);
    }
    return null;
  }

  /** The rule texts, in the order of {@link Rule}. */
  private static String[] texts(String section) {
    Map<Rule, String> texts = new EnumMap<>(Rule.class);
    texts.put(Rule.USERINFO_CONTROL, "user information must not hold a control character, not even "
        + "percent-encoded (%00 to %1F, %7F): a parser that stops there reads another host (RFC 3986 section 7.3)");
    texts.put(Rule.EMPTY, "the host must not be empty (" + section + ")");
    texts.put(Rule.IPVFUTURE, "an IPvFuture host cannot be reached (" + section + ")");
    texts.put(Rule.CHARACTER, "the host must be a DNS name of letters, digits, '-', '_' and '.' once "
        + "percent-decoded, or an IP address (" + section + ", RFC 1123 section 2.1)");
    texts.put(Rule.NON_ASCII, "a non-ASCII host must be written as its IDNA A-label (\"xn--...\"), not "
        + "percent-encoded (RFC 3986 section 3.2.2, RFC 5890)");
    texts.put(Rule.EMPTY_LABEL, "the host has an empty label (RFC 1034 section 3.5)");
    texts.put(Rule.HYPHEN, "a host label must not start or end with '-' (RFC 1123 section 2.1)");
    texts.put(Rule.LABEL_LENGTH, "a host label is longer than 63 octets (RFC 1035 section 2.3.4)");
    texts.put(Rule.NAME_LENGTH, "the host is longer than 253 octets (RFC 1035 section 2.3.4)");
    texts.put(Rule.NUMERIC, "the host is a number but not a dotted-quad IPv4 address (" + section
        + ", RFC 3986 section 7.4)");
    texts.put(Rule.PORT_RANGE, "port above 65535 (RFC 3986 section 3.2.3; TCP ports are 16-bit, RFC 9293 section 3.1)");
    String[] array = new String[RULES.length];
    for (Rule rule : RULES) {
      array[rule.ordinal()] = texts.get(rule);
    }
    return array;
  }

  /** Letters, digits, "-" and "_": the characters of a DNS label (RFC 1123 section 2.1, and "_" for service names). */
  private static final boolean[] NAME_CHARACTERS = new boolean[128];

  static {
    for (int c = 0; c < 128; c++) {
      NAME_CHARACTERS[c] = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
          || c == '-' || c == '_';
    }
  }

  private static int hexValue(char c) {
    if (c >= '0' && c <= '9') {
      return c - '0';
    }
    int lower = c | 0x20;
    return lower >= 'a' && lower <= 'f' ? lower - 'a' + 10 : -1;
  }
}
