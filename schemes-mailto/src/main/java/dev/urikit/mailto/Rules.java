package dev.urikit.mailto;

import dev.urikit.spi.SchemeViolation;

/**
 * The code and rule text of each problem that {@link Validation} finds, shared by the parser
 * ({@link MailtoScheme#validate}) and the builder, so that both name a refused value the same way.
 *
 * <table>
 *   <caption>Codes</caption>
 *   <tr><th>code</th><th>example</th><th>rule</th></tr>
 *   <tr><td>{@code mailto.addr.char}, {@code mailto.hfield.char}</td><td>{@code mailto:a/b@x}</td><td>qchar (RFC 6068 section 2)</td></tr>
 *   <tr><td>{@code mailto.utf8}</td><td>{@code ?subject=%FF}</td><td>UTF-8 (RFC 3629)</td></tr>
 *   <tr><td>{@code mailto.header.crlf}</td><td>{@code ?subject=a%0D%0ABcc:x@y}</td><td>RFC 6068 sections 5 and 7</td></tr>
 *   <tr><td>{@code mailto.header.control}</td><td>{@code ?subject=a%00}, {@code %C2%85}, {@code %E2%80%A8}</td><td>RFC 5322 section 2.2</td></tr>
 *   <tr><td>{@code mailto.body.nul}</td><td>{@code ?body=a%00}</td><td>RFC 5322 section 3.5</td></tr>
 *   <tr><td>{@code mailto.addr.at-missing}</td><td>{@code mailto:javascript:alert()}</td><td>addr-spec</td></tr>
 *   <tr><td>{@code mailto.addr.at-extra}</td><td>{@code mailto:a@b@evil.example}</td><td>addr-spec</td></tr>
 *   <tr><td>{@code mailto.addr.local-empty}, {@code mailto.addr.domain-empty}</td><td>{@code mailto:@x}</td><td>addr-spec</td></tr>
 *   <tr><td>{@code mailto.addr.empty}</td><td>{@code mailto:a@x,,b@x}</td><td>to</td></tr>
 *   <tr><td>{@code mailto.addr.quote}</td><td>{@code mailto:%22a@x}</td><td>quoted-string</td></tr>
 *   <tr><td>{@code mailto.addr.local-part}</td><td>{@code mailto:a..b@x}, {@code mailto:a(c)@x}</td><td>dot-atom-text / quoted-string</td></tr>
 *   <tr><td>{@code mailto.addr.domain}</td><td>{@code mailto:a@x%40evil.test}, {@code mailto:a@%5Bx}</td><td>dot-atom-text / domain literal</td></tr>
 *   <tr><td>{@code mailto.hfield.equals-missing}, {@code mailto.hfield.name}</td><td>{@code ?subject}, {@code ?a%3Ab=c}</td><td>hfield</td></tr>
 * </table>
 */
final class Rules {

  /** Longest part of a header name that a message shows. */
  static final int NAME_SHOWN = 32;

  static final String TO_LABEL = "header \"to\" (the addresses before \"?\")";

  private static final String[][] RULES = {
      null,
      null,
      {"mailto.utf8", "percent-encoded bytes are not well-formed UTF-8 in %s (RFC 6068 section 2, RFC 3629)"},
      {"mailto.header.crlf", "CR or LF in the value of %s: only the body may hold line breaks, against header "
          + "injection (RFC 6068 sections 5 and 7)"},
      {"mailto.header.control", "a control character (C0 but HTAB, DEL, C1 such as NEL, U+2028 or U+2029) in the "
          + "value of %s: only the body may hold one, against header injection (RFC 5322 section 2.2, RFC 6068 "
          + "section 7)"},
      {"mailto.body.nul", "NUL in %s: no message text holds one (RFC 5322 section 3.5, text)"},
      {"mailto.addr.at-missing", "an address needs \"@\" between its local part and its domain in %s "
          + "(RFC 6068 section 2, addr-spec)"},
      {"mailto.addr.at-extra", "a second \"@\" outside a quoted local part in %s: an address has exactly one "
          + "(RFC 6068 section 2, addr-spec; an encoded \"@\" is data, allowed only in a quoted local part)"},
      {"mailto.addr.local-empty", "an address needs a local part before \"@\" in %s (RFC 6068 section 2, addr-spec)"},
      {"mailto.addr.domain-empty", "an address needs a domain after \"@\" in %s (RFC 6068 section 2, addr-spec)"},
      {"mailto.addr.empty", "an empty address between commas in %s (RFC 6068 section 2, to)"},
      {"mailto.addr.quote", "a quoted local part is not closed in %s (RFC 5322 section 3.2.4, quoted-string)"},
      {"mailto.addr.local-part", "a local part is dot-atom-text or a quoted string, without comments, white "
          + "space or control characters, in %s (RFC 6068 section 2, RFC 5322 sections 3.2.3 and 3.2.4; an "
          + "encoded \"@\" or \",\" is data, allowed only in a quoted local part)"},
      {"mailto.addr.domain", "a domain is dot-atom-text or \"[\" dtext \"]\" in %s (RFC 6068 section 2, RFC 5322 "
          + "section 3.4.1; an encoded \"@\" or \",\" is data, which no domain holds)"},
      null,
      null,
  };

  private Rules() {}

  /** The stable code of {@code problem}; {@code charCode} for {@link Validation#CHAR}. */
  static String code(int problem, String charCode) {
    if (problem == Validation.CHAR) {
      return charCode;
    }
    if (problem == Validation.EQUALS_MISSING) {
      return "mailto.hfield.equals-missing";
    }
    if (problem == Validation.FIELD_NAME) {
      return "mailto.hfield.name";
    }
    return RULES[problem][0];
  }

  /** The rule text of {@code problem} in the value named {@code label}; {@code bad} is the character for {@link Validation#CHAR}. */
  static String text(int problem, String label, char bad) {
    switch (problem) {
      case Validation.CHAR:
        return "\"" + bad + "\" must be percent-encoded in " + label + " (RFC 6068 section 2, qchar)";
      case Validation.EQUALS_MISSING:
        return "a header field is a name, \"=\" and a value (RFC 6068 section 2, hfield)";
      case Validation.FIELD_NAME:
        return "a header name is one or more printable US-ASCII characters other than \":\" (RFC 6068 section 2, "
            + "RFC 5322 section 3.6.8)";
      default:
        return String.format(RULES[problem][1], label);
    }
  }

  /** The violation of the {@link Validation} result {@code result} in {@code s}. */
  static SchemeViolation violation(String s, long result, String charCode, String label) {
    int index = Validation.index(result);
    int problem = Validation.problem(result);
    char bad = problem == Validation.CHAR ? s.charAt(index) : '?';
    return new SchemeViolation(index, code(problem, charCode), text(problem, label, bad));
  }

  /** The builder's refusal of a value with the {@link Validation} result {@code result}. */
  static IllegalArgumentException refusal(String encoded, long result, String label) {
    SchemeViolation v = violation(encoded, result, "mailto.char", label);
    return new IllegalArgumentException(v.code() + ": " + v.rule());
  }

  /**
   * {@code header "Subject"}: the header named by the raw name {@code [nameStart, nameEnd)}, each decoded
   * byte that is not printable US-ASCII written as {@code \xHH}, {@code "} and {@code \} escaped with a
   * backslash, cut after {@link #NAME_SHOWN} characters with {@code "..."}. Reads at most a few units more
   * than it shows, whatever the name's length; a {@code "%"} without two hex digits after it is shown as
   * it is.
   */
  static String label(String s, int nameStart, int nameEnd) {
    StringBuilder sb = new StringBuilder("header \"");
    int shown = 0;
    int i = nameStart;
    while (i < nameEnd) {
      if (shown >= NAME_SHOWN) {
        sb.append("...");
        break;
      }
      int b = s.charAt(i);
      int width = 1;
      if (b == '%' && i + 2 < nameEnd && isHex(s.charAt(i + 1)) && isHex(s.charAt(i + 2))) {
        b = MailtoSyntax.byteAt(s, i);
        width = 3;
      }
      if (b == '"' || b == '\\') {
        sb.append('\\').append((char) b);
      } else if (b >= 33 && b <= 126) {
        sb.append((char) b);
      } else {
        sb.append(String.format("\\x%02X", b & 0xFFFF));
      }
      shown++;
      i += width;
    }
    return sb.append('"').toString();
  }

  private static boolean isHex(char c) {
    return (c >= '0' && c <= '9') || ((c | 0x20) >= 'a' && (c | 0x20) <= 'f');
  }
}
