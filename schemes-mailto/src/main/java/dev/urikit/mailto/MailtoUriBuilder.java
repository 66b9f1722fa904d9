package dev.urikit.mailto;

import dev.urikit.PercentEncoding;
import dev.urikit.Uri;
import dev.urikit.spi.UriLayout;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Builds a {@link MailtoUri} from decoded values, encoding each as RFC 6068 section 5 requires, so that
 * user data can never add a header or a recipient.
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
 *   <tr><td>{@code ,} in one address</td><td>{@code %2C}</td></tr>
 * </table>
 *
 * <p>Refused with {@link IllegalArgumentException}, naming the header: a CR or LF in any value but the
 * body's (RFC 6068 section 7), an address that is not one {@code local-part "@" domain} (section 2), a
 * header name that is not a field name (RFC 5322 section 3.6.8), and text that is not well-formed UTF-16
 * (an unpaired surrogate), which no UTF-8 encoding can carry. Not thread-safe.
 */
public final class MailtoUriBuilder {

  /** The addresses before {@code "?"}, as they will be written: as parsed, or encoded when given. */
  private final StringBuilder to = new StringBuilder();
  /** The header fields as they will be written: as parsed, or encoded when given. */
  private final List<Field> headers = new ArrayList<>();

  /** One header field, name and value as written (percent-encoded). */
  private record Field(String rawName, String rawValue) {
    boolean hasName(String name) {
      return PercentEncoding.decode(rawName).equalsIgnoreCase(name);
    }
  }

  MailtoUriBuilder() {}

  /** Starts from {@code uri}'s addresses and fields exactly as written: what the edit does not touch is not re-encoded. */
  MailtoUriBuilder(MailtoUri uri) {
    Uri raw = uri.toUri();
    String text = raw.toString();
    to.append(text, UriLayout.pathStart(raw), UriLayout.pathEnd(raw));
    if (UriLayout.hasQuery(raw)) {
      Fields.forEach(text, UriLayout.queryStart(raw), UriLayout.queryEnd(raw), (nameStart, nameEnd, valueStart, end) ->
          headers.add(new Field(text.substring(nameStart, nameEnd), text.substring(valueStart, end))));
    }
  }

  /**
   * Appends addresses to those before {@code "?"}.
   *
   * @throws IllegalArgumentException if one is not a single address (RFC 6068 section 2, addr-spec)
   */
  public MailtoUriBuilder to(String... addresses) {
    for (String address : addresses) {
      checkAddress(address, "to");
    }
    for (String address : addresses) {
      if (to.length() > 0) {
        to.append(',');
      }
      to.append(PercentEncoding.encode(address, MailtoSyntax.ADDRESS_SAFE));
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
   * Sets the subject, or removes it with null.
   *
   * @throws IllegalArgumentException if it holds a CR or LF (RFC 6068 section 7)
   */
  public MailtoUriBuilder subject(@Nullable String subject) {
    return setHeader("subject", subject);
  }

  /** Sets the body, each line break written as {@code %0D%0A} (RFC 6068 section 5), or removes it with null. */
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
   * of the first; null removes them all.
   *
   * @throws IllegalArgumentException as {@link #header(String, String)} does
   */
  public MailtoUriBuilder setHeader(String name, @Nullable String value) {
    int first = indexOf(name);
    removeHeader(name);
    if (value != null) {
      headers.add(first < 0 ? headers.size() : first, checked(name, value));
    }
    return this;
  }

  /** Removes every header called {@code name}, in any ASCII case. */
  public MailtoUriBuilder removeHeader(String name) {
    headers.removeIf(header -> header.hasName(name));
    return this;
  }

  /** The URI: the addresses, then {@code "?"} and the headers in the order they were added, when there are any. */
  public MailtoUri build() {
    StringBuilder sb = new StringBuilder(64).append("mailto:").append(to);
    for (int i = 0; i < headers.size(); i++) {
      Field field = headers.get(i);
      sb.append(i == 0 ? '?' : '&').append(field.rawName()).append('=').append(field.rawValue());
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
    for (String address : addresses) {
      checkAddress(address, name);
    }
    if (addresses.length == 0) {
      return this;
    }
    String joined = PercentEncoding.encode(String.join(",", addresses), MailtoSyntax.VALUE_SAFE);
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

  /** The field {@code name=value}, checked and encoded. */
  private static Field checked(String name, String value) {
    checkWellFormed(name, "a header name");
    String encodedName = PercentEncoding.encode(name, MailtoSyntax.VALUE_SAFE);
    if (!MailtoSyntax.isFieldName(encodedName, 0, encodedName.length())) {
      throw new IllegalArgumentException("a header name is one or more printable US-ASCII characters other than "
          + "\":\" (RFC 6068 section 2, RFC 5322 section 3.6.8)");
    }
    String label = MailtoScheme.label(encodedName, 0, encodedName.length());
    checkWellFormed(value, label);
    if (name.equalsIgnoreCase("body")) {
      return new Field(encodedName, PercentEncoding.encode(crlf(value), MailtoSyntax.VALUE_SAFE));
    }
    checkNoLineBreak(value, label);
    if (MailtoScheme.isAddressHeader(encodedName, 0, encodedName.length())) {
      String encoded = PercentEncoding.encode(value, MailtoSyntax.VALUE_SAFE);
      if (addressProblem(encoded) != Validation.OK) {
        throw new IllegalArgumentException("not a list of addresses, each local-part \"@\" domain, in " + label
            + " (RFC 6068 section 2, addr-spec)");
      }
    }
    return new Field(encodedName, PercentEncoding.encode(value, MailtoSyntax.VALUE_SAFE));
  }

  private static void checkAddress(String address, String header) {
    String label = "header \"" + header + "\"";
    checkWellFormed(address, label);
    checkNoLineBreak(address, label);
    String encoded = PercentEncoding.encode(address, MailtoSyntax.ADDRESS_SAFE);
    int n = encoded.length();
    if (n == 0 || addressProblem(encoded) != Validation.OK
        || MailtoSyntax.addressEnd(encoded, 0, n) != n
        || MailtoSyntax.trimStart(encoded, 0, n) != 0 || MailtoSyntax.trimEnd(encoded, 0, n) != n) {
      throw new IllegalArgumentException("not one address local-part \"@\" domain, without spaces around it, in "
          + label + " (RFC 6068 section 2, addr-spec)");
    }
  }

  /** The problem of the address list {@code encoded}, whose characters, UTF-8 and line breaks are already checked. */
  private static int addressProblem(String encoded) {
    return Validation.problem(Validation.scan(encoded, 0, encoded.length(), Validation.Content.ADDRESS_HEADER));
  }

  private static void checkNoLineBreak(String value, String label) {
    if (value.indexOf('\r') >= 0 || value.indexOf('\n') >= 0) {
      throw new IllegalArgumentException("CR or LF in the value of " + label
          + ": only the body may hold line breaks, against header injection (RFC 6068 section 7)");
    }
  }

  private static void checkWellFormed(String text, String label) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
        i++;
      } else if (Character.isSurrogate(c)) {
        throw new IllegalArgumentException("an unpaired surrogate in " + label + ": not well-formed UTF-16, so no "
            + "UTF-8 can carry it (RFC 6068 section 5, RFC 3629)");
      }
    }
  }
}
