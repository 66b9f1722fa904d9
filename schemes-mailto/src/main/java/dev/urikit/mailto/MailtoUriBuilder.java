package dev.urikit.mailto;

import dev.urikit.PercentEncoding;
import dev.urikit.Uri;
import dev.urikit.spi.UriLayout;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Builds a {@link MailtoUri} from decoded values, encoding each as RFC 6068 sections 2 and 5 require, so
 * that user data can never add a header or a recipient.
 *
 * <pre>{@code
 * MailtoUri.builder()
 *     .to("a@example.com")
 *     .cc("b@example.com")
 *     .subject("Hi there & bye")
 *     .body("line1\nline2")
 *     .build()
 *     .toString()
 * // "mailto:a@example.com?cc=b@example.com&subject=Hi%20there%20%26%20bye&body=line1%0D%0Aline2"
 * }</pre>
 *
 * <table>
 *   <caption>Encoding of values</caption>
 *   <tr><th>decoded</th><th>written</th></tr>
 *   <tr><td>space</td><td>{@code %20}, never {@code +}</td></tr>
 *   <tr><td>{@code & = # % ? + / "}</td><td>{@code %26 %3D %23 %25 %3F %2B %2F %22}</td></tr>
 *   <tr><td>a line break in the body ({@code \n}, {@code \r} or {@code \r\n})</td><td>{@code %0D%0A}</td></tr>
 *   <tr><td>{@code é}</td><td>{@code %C3%A9} (UTF-8)</td></tr>
 *   <tr><td>{@code "a;b"@example.com}</td><td>{@code %22a%3Bb%22@example.com}: {@code ;} always encoded in an address</td></tr>
 *   <tr><td>{@code "a,b"@x}, {@code "not@me"@x}</td><td>{@code %22a%2Cb%22@x}, {@code %22not%40me%22@x}: a
 *       {@code ","} or {@code "@"} inside quotes is data</td></tr>
 * </table>
 *
 * <p>Refused with {@link IllegalArgumentException} whose message starts with the code of the rule (the
 * codes of {@link MailtoScheme}) and names the header: an address that is not one {@code addr-spec}
 * (RFC 6068 section 2: {@code "victim@example.org;attacker@evil.example"} is refused, not encoded), a CR, LF
 * or other control character in any value but the body's and a NUL in the body (RFC 6068 sections 5 and
 * 7), a header name that is not a field name (RFC 5322 section 3.6.8), and text that is not well-formed
 * UTF-16 (an unpaired surrogate, in any argument of any method), which no UTF-8 encoding can carry. The
 * builder checks what it encodes with the parser's own checks, so whatever it builds parses. Not
 * thread-safe.
 */
public final class MailtoUriBuilder {

  /** The addresses before {@code "?"}, as they will be written: as parsed, or encoded when given. */
  private final StringBuilder to = new StringBuilder();
  /** The header fields as they will be written: as parsed, or encoded when given. */
  private final List<Field> headers = new ArrayList<>();
  /** The fragment as written, or null. */
  private @Nullable String fragment;

  /** One header field, name and value as written (percent-encoded). */
  private record Field(String rawName, String rawValue) {
    boolean hasName(String name) {
      return PercentEncoding.decode(rawName).equalsIgnoreCase(name);
    }
  }

  MailtoUriBuilder() {}

  /** Starts from {@code uri}'s addresses, fields and fragment exactly as written: what the edit does not touch is not re-encoded. */
  MailtoUriBuilder(MailtoUri uri) {
    Uri raw = uri.toUri();
    String text = raw.toString();
    to.append(text, UriLayout.pathStart(raw), UriLayout.pathEnd(raw));
    if (UriLayout.hasQuery(raw)) {
      Fields.forEach(text, UriLayout.queryStart(raw), UriLayout.queryEnd(raw), (nameStart, nameEnd, valueStart, end) ->
          headers.add(new Field(text.substring(nameStart, nameEnd), text.substring(valueStart, end))));
    }
    fragment = raw.fragment();
  }

  /**
   * Appends addresses to those before {@code "?"}.
   *
   * @throws IllegalArgumentException if one is not a single address (RFC 6068 section 2, addr-spec)
   */
  public MailtoUriBuilder to(String... addresses) {
    String[] encoded = encodedAddresses("to", addresses);
    for (String address : encoded) {
      if (to.length() > 0) {
        to.append(',');
      }
      to.append(address);
    }
    return this;
  }
  /** Removes the addresses before {@code "?"}; {@code to} headers stay. */
  public MailtoUriBuilder clearTo() {
    to.setLength(0);
    return this;
  }

  /**
   * Appends addresses to the {@code cc} header, adding the header at the end when there is none.
   *
   * @throws IllegalArgumentException if one is not a single address
   */
  public MailtoUriBuilder cc(String... addresses) {
    return appendAddresses("cc", addresses);
  }

  /**
   * Appends addresses to the {@code bcc} header, adding the header at the end when there is none.
   *
   * @throws IllegalArgumentException if one is not a single address
   */
  public MailtoUriBuilder bcc(String... addresses) {
    return appendAddresses("bcc", addresses);
  }

  /**
   * Sets the subject, or removes it with null; nothing changes when the first {@code subject} already
   * reads {@code subject}.
   *
   * @throws IllegalArgumentException if it holds a CR, LF or other control character (RFC 6068 section 7)
   */
  public MailtoUriBuilder subject(@Nullable String subject) {
    return setHeader("subject", subject);
  }

  /**
   * Sets the body, each line break written as {@code %0D%0A} (RFC 6068 section 5), or removes it with null;
   * nothing changes when the first {@code body} already reads {@code body}, line breaks in any form.
   *
   * @throws IllegalArgumentException if it holds a NUL (RFC 5322 section 3.5)
   */
  public MailtoUriBuilder body(@Nullable String body) {
    return setHeader("body", body);
  }

  /**
   * Appends a header field. {@code to}, {@code cc} and {@code bcc} take a comma-separated address list;
   * {@code body} may hold line breaks, written as {@code %0D%0A}.
   *
   * @throws IllegalArgumentException if the name is not a field name, or the value breaks the rules of
   *     its header
   */
  public MailtoUriBuilder header(String name, String value) {
    headers.add(checked(name, value));
    return this;
  }

  /**
   * Replaces every header called {@code name} (in any ASCII case) by one with {@code value}, in the place
   * of the first; null removes them all. Writing back what was read changes nothing: when the first
   * header called {@code name} already decodes to {@code value} (for {@code body}, line breaks in any
   * form), every field stays as written.
   *
   * @throws IllegalArgumentException as {@link #header(String, String)} does
   */
  public MailtoUriBuilder setHeader(String name, @Nullable String value) {
    checkWellFormed(name, "a header name");
    int first = indexOf(name);
    if (value != null && first >= 0 && reads(headers.get(first), name, value)) {
      return this;
    }
    @Nullable Field field = value == null ? null : checked(name, value);
    removeHeader(name);
    if (field != null) {
      headers.add(first < 0 ? headers.size() : first, field);
    }
    return this;
  }

  /**
   * Removes every header called {@code name}, in any ASCII case.
   *
   * @throws IllegalArgumentException if {@code name} holds an unpaired surrogate
   */
  public MailtoUriBuilder removeHeader(String name) {
    checkWellFormed(name, "a header name");
    headers.removeIf(header -> header.hasName(name));
    return this;
  }

  /**
   * The URI: the addresses, then {@code "?"} and the headers in the order they were added, when there are
   * any, then the fragment of the URI this builder started from, if it had one.
   */
  public MailtoUri build() {
    StringBuilder sb = new StringBuilder(64).append("mailto:").append(to);
    for (int i = 0; i < headers.size(); i++) {
      Field field = headers.get(i);
      sb.append(i == 0 ? '?' : '&').append(field.rawName()).append('=').append(field.rawValue());
    }
    if (fragment != null) {
      sb.append('#').append(fragment);
    }
    return MailtoUri.from(Uri.parse(sb.toString(), MailtoUri.registry()));
  }

  /** {@code text} with every CRLF, lone CR and lone LF as CRLF. */
  static String crlf(String text) {
    StringBuilder sb = null;
    int n = text.length();
    for (int i = 0; i < n; i++) {
      char c = text.charAt(i);
      if (c == '\r' || c == '\n') {
        if (sb == null) {
          sb = new StringBuilder(n + 8).append(text, 0, i);
        }
        sb.append("\r\n");
        if (c == '\r' && i + 1 < n && text.charAt(i + 1) == '\n') {
          i++;
        }
      } else if (sb != null) {
        sb.append(c);
      }
    }
    return sb == null ? text : sb.toString();
  }

  private MailtoUriBuilder appendAddresses(String name, String... addresses) {
    String[] encoded = encodedAddresses(name, addresses);
    if (encoded.length == 0) {
      return this;
    }
    String joined = String.join(",", encoded);
    int index = indexOf(name);
    if (index < 0) {
      headers.add(new Field(name, joined));
    } else {
      Field existing = headers.get(index);
      String value = existing.rawValue().isEmpty() ? joined : existing.rawValue() + "," + joined;
      headers.set(index, new Field(existing.rawName(), value));
    }
    return this;
  }

  private int indexOf(String name) {
    for (int i = 0; i < headers.size(); i++) {
      if (headers.get(i).hasName(name)) {
        return i;
      }
    }
    return -1;
  }

  /** Whether {@code field}, called {@code name}, decodes to {@code value}; for the body, line breaks in any form. */
  private static boolean reads(Field field, String name, String value) {
    String decoded = PercentEncoding.decode(field.rawValue());
    return name.equalsIgnoreCase("body") ? crlf(decoded).equals(crlf(value)) : decoded.equals(value);
  }

  /** The field {@code name=value}, encoded and checked with the parser's checks. */
  private static Field checked(String name, String value) {
    checkWellFormed(name, "a header name");
    String encodedName = PercentEncoding.encode(name, MailtoSyntax.VALUE_SAFE);
    if (!MailtoSyntax.isFieldName(encodedName, 0, encodedName.length())) {
      throw new IllegalArgumentException("mailto.hfield.name: " + Rules.text(Validation.FIELD_NAME, "", '?'));
    }
    String label = Rules.label(encodedName, 0, encodedName.length());
    checkWellFormed(value, label);
    Validation.Content content;
    String encoded;
    if (name.equalsIgnoreCase("body")) {
      content = Validation.Content.BODY;
      encoded = PercentEncoding.encode(crlf(value), MailtoSyntax.VALUE_SAFE);
    } else if (MailtoScheme.isAddressHeader(encodedName, 0, encodedName.length())) {
      content = Validation.Content.ADDRESS_HEADER;
      encoded = encodeAddresses(value);
    } else {
      content = Validation.Content.HEADER;
      encoded = PercentEncoding.encode(value, MailtoSyntax.VALUE_SAFE);
    }
    check(encoded, content, label);
    return new Field(encodedName, encoded);
  }

  /** Each of {@code addresses} encoded, after checking that each is one address; all or none. */
  private static String[] encodedAddresses(String header, String... addresses) {
    String label = header.equals("to") ? Rules.TO_LABEL : "header \"" + header + "\"";
    String[] encoded = new String[addresses.length];
    for (int k = 0; k < addresses.length; k++) {
      checkWellFormed(addresses[k], label);
      String address = encodeAddresses(addresses[k]);
      check(address, Validation.Content.PATH_ADDRESSES, label);
      int n = address.length();
      if (n == 0 || MailtoSyntax.addressEnd(address, 0, n) != n
          || MailtoSyntax.trimStart(address, 0, n) != 0 || MailtoSyntax.trimEnd(address, 0, n) != n) {
        throw new IllegalArgumentException("mailto.addr.list: not one address local-part \"@\" domain, without "
            + "spaces around it, in " + label + " (RFC 6068 section 2, addr-spec)");
      }
      encoded[k] = address;
    }
    return encoded;
  }

  /** Refuses {@code encoded} with the parser's rule when the parser's check of {@code content} refuses it. */
  private static void check(String encoded, Validation.Content content, String label) {
    long result = Validation.scan(encoded, 0, encoded.length(), content);
    if (Validation.problem(result) != Validation.OK) {
      throw Rules.refusal(encoded, result, label);
    }
  }

  /**
   * The decoded address list {@code text} encoded so that its structure is written and its data encoded:
   * a comma or {@code "@"} outside a quoted local part and a domain literal is written as it is, one
   * inside them is encoded, as is every character outside {@link MailtoSyntax#ADDRESS_SAFE}. The result is then checked
   * as the parser checks it, so {@code "a@b@c"} and {@code "a;b@c"} are refused, never written.
   */
  static String encodeAddresses(String text) {
    StringBuilder sb = new StringBuilder(text.length() + 8);
    boolean quoted = false;
    boolean escaped = false;
    boolean atSeen = false;
    boolean literal = false;
    int data = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (escaped) {
        escaped = false;
      } else if (quoted && c == '\\') {
        escaped = true;
      } else if (c == '"' && !atSeen) {
        quoted = !quoted;
      } else if (atSeen && (c == '[' || c == ']')) {
        literal = c == '[';
      } else if (!quoted && !literal && (c == ',' || c == '@')) {
        sb.append(PercentEncoding.encode(text.substring(data, i), MailtoSyntax.ADDRESS_SAFE)).append(c);
        data = i + 1;
        atSeen = c == '@';
      }
    }
    return sb.append(PercentEncoding.encode(text.substring(data), MailtoSyntax.ADDRESS_SAFE)).toString();
  }

  private static void checkWellFormed(String text, String label) {
    if (PercentEncoding.unpairedSurrogate(text) >= 0) {
      throw new IllegalArgumentException("mailto.utf16: an unpaired surrogate in " + label + ": not well-formed "
          + "UTF-16, so no UTF-8 can carry it (RFC 6068 section 5, RFC 3629)");
    }
  }
}
