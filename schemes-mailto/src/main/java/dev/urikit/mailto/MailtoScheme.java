package dev.urikit.mailto;

import dev.urikit.OpaqueUri;
import dev.urikit.PercentEncoding;
import dev.urikit.Uri;
import dev.urikit.mailto.Validation.Content;
import dev.urikit.spi.Scheme;
import dev.urikit.spi.SchemeForm;
import dev.urikit.spi.SchemeViolation;
import dev.urikit.spi.UriLayout;
import dev.urikit.spi.UriParts;
import dev.urikit.spi.UriView;
import dev.urikit.spi.ViewDescription;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.TreeSet;
import org.jspecify.annotations.Nullable;

/**
 * The {@code mailto} scheme of RFC 6068: its syntax on top of RFC 3986, its normalization, its
 * equivalence and the {@link MailtoUri} view.
 *
 * <table>
 *   <caption>What {@link #validate(Uri)} refuses, with the code of each rule</caption>
 *   <tr><th>input</th><th>code</th><th>rule</th></tr>
 *   <tr><td>{@code mailto:javascript:alert()}</td><td>{@code mailto.addr.at-missing}</td><td>an address is
 *       local-part "@" domain (section 2)</td></tr>
 *   <tr><td>{@code mailto:a@b@evil.example}</td><td>{@code mailto.addr.at-extra}</td><td>exactly one "@"
 *       outside a quoted local part (section 2)</td></tr>
 *   <tr><td>{@code mailto:a..b@x}, {@code mailto:a(c)@x}</td><td>{@code mailto.addr.local-part}</td><td>
 *       dot-atom-text or quoted-string (RFC 5322 sections 3.2.3, 3.2.4)</td></tr>
 *   <tr><td>{@code mailto:u@x.org%40evil.test}</td><td>{@code mailto.addr.domain}</td><td>dot-atom-text or
 *       "[" dtext "]"; an encoded "@" is data (RFC 5322 section 3.4.1)</td></tr>
 *   <tr><td>{@code mailto:a/b@x}</td><td>{@code mailto.addr.char}</td><td>"/", "&amp;", "=" encoded in
 *       addresses (section 2)</td></tr>
 *   <tr><td>{@code mailto:?subject=1+1=2}</td><td>{@code mailto.hfield.char}</td><td>values are qchar
 *       (section 2)</td></tr>
 *   <tr><td>{@code mailto:?subject}</td><td>{@code mailto.hfield.equals-missing}</td><td>hfname "=" hfvalue
 *       (section 2)</td></tr>
 *   <tr><td>{@code mailto:?a%3Ab=c}</td><td>{@code mailto.hfield.name}</td><td>a field name (RFC 5322
 *       section 3.6.8)</td></tr>
 *   <tr><td>{@code mailto:?subject=hi%0D%0ABcc:x@y}</td><td>{@code mailto.header.crlf}</td><td>no line
 *       break outside the body (sections 5 and 7)</td></tr>
 *   <tr><td>{@code mailto:?subject=a%00}, {@code %C2%85}, {@code %E2%80%A8}</td><td>{@code
 *       mailto.header.control}</td><td>no other control outside the body (RFC 5322 section 2.2)</td></tr>
 *   <tr><td>{@code mailto:?body=a%00}</td><td>{@code mailto.body.nul}</td><td>no NUL in the body (RFC 5322
 *       section 3.5)</td></tr>
 *   <tr><td>{@code mailto:?subject=%FF}</td><td>{@code mailto.utf8}</td><td>decoded values are UTF-8
 *       (section 2)</td></tr>
 *   <tr><td>{@code mailto://x@y}</td><td>{@code form.opaque} (from the core)</td><td>opaque form only</td></tr>
 * </table>
 *
 * <p>The message of each names the header ({@code header "subject"}; {@code header "to"} for the
 * addresses before {@code "?"}), escaped and cut short, and repeats nothing else from the input.
 * {@link #validate(Uri)} reads the text through {@link UriLayout} offsets, once: each value is checked in
 * one pass that reads percent-triplets byte by byte, so it allocates nothing when the URI is acceptable.
 * {@link MailtoUriBuilder} runs the same checks on what it encodes.
 *
 * <h2>Equivalence</h2>
 *
 * {@link #equivalenceKey(UriParts)} makes two URIs equal when they send the same message (RFC 6068
 * sections 2 and 6.1, RFC 5321 section 2.4):
 *
 * <table>
 *   <caption>Equal URIs</caption>
 *   <tr><th>what</th><th>equal</th></tr>
 *   <tr><td>recipients: the addresses before {@code "?"} and of every {@code to} header, as a set</td>
 *       <td>{@code mailto:a@x,b@x}, {@code mailto:?to=b@x,%20a@X}, {@code mailto:a@x?to=b@x}</td></tr>
 *   <tr><td>{@code cc} and {@code bcc}: the addresses of every header of that name, as a set</td>
 *       <td>{@code ?cc=a@x,b@x}, {@code ?cc=b@x&cc=a@x}</td></tr>
 *   <tr><td>other headers: names in any case, in any order of distinct names</td>
 *       <td>{@code ?subject=s&body=b}, {@code ?Body=b&subject=s}</td></tr>
 *   <tr><td>line breaks in the body</td><td>{@code %0A}, {@code %0D}, {@code %0D%0A}</td></tr>
 * </table>
 *
 * <p>Each address is decoded, its domain in lower case and its local part as written. Values are
 * compared decoded, so percent-encoding differences disappear; fields of one name keep their written
 * order; the fragment is compared too.
 *
 * <p>Immutable and thread-safe.
 */
public final class MailtoScheme implements Scheme {

  /** The scheme, as {@link MailtoSchemeProvider} registers it. */
  public MailtoScheme() {}

  /** {@code "mailto"}. */
  @Override
  public String name() {
    return "mailto";
  }

  /** Opaque only: {@code mailto://x@y} is refused (RFC 6068 section 2 has no authority). */
  @Override
  public SchemeForm form() {
    return SchemeForm.OPAQUE;
  }

  /** False: a message is no base for relative references (RFC 6068 section 2). */
  @Override
  public boolean canBeBase() {
    return false;
  }

  /** False: the addresses are a list, not a hierarchy, so dot-segments stay as written. */
  @Override
  public boolean hasHierarchicalPath() {
    return false;
  }

  /** Checks the addresses and header fields of RFC 6068 section 2 and the line-break rule of section 7. */
  @Override
  public @Nullable SchemeViolation validate(Uri uri) {
    String s = uri.toString();
    long path = Validation.scan(s, UriLayout.pathStart(uri), UriLayout.pathEnd(uri), Content.PATH_ADDRESSES);
    if (Validation.problem(path) != Validation.OK) {
      return Rules.violation(s, path, "mailto.addr.char", Rules.TO_LABEL);
    }
    if (!UriLayout.hasQuery(uri)) {
      return null;
    }
    int end = UriLayout.queryEnd(uri);
    int i = UriLayout.queryStart(uri);
    while (true) {
      long name = Validation.scanName(s, i, end);
      if (Validation.problem(name) != Validation.OK) {
        return nameViolation(s, i, end, name);
      }
      int eq = Validation.index(name);
      long value = Validation.scan(s, eq + 1, end, content(s, i, eq));
      if (Validation.problem(value) != Validation.OK) {
        return Rules.violation(s, value, "mailto.hfield.char", Rules.label(s, i, eq));
      }
      int fieldEnd = Validation.index(value);
      if (fieldEnd == end) {
        return null;
      }
      i = fieldEnd + 1;
    }
  }

  /** What the value of the header named {@code [nameStart, nameEnd)}, a field name, holds. */
  private static Content content(String s, int nameStart, int nameEnd) {
    switch (MailtoSyntax.byteAt(s, nameStart) | 0x20) {
      case 'b':
        return MailtoSyntax.decodesTo(s, nameStart, nameEnd, "body") ? Content.BODY
            : MailtoSyntax.decodesTo(s, nameStart, nameEnd, "bcc") ? Content.ADDRESS_HEADER
            : Content.HEADER;
      case 'c':
        return MailtoSyntax.decodesTo(s, nameStart, nameEnd, "cc") ? Content.ADDRESS_HEADER : Content.HEADER;
      case 't':
        return MailtoSyntax.decodesTo(s, nameStart, nameEnd, "to") ? Content.ADDRESS_HEADER : Content.HEADER;
      default:
        return Content.HEADER;
    }
  }

  /** The violation of a {@link Validation#scanName} result for the field at {@code start}. */
  private static SchemeViolation nameViolation(String s, int start, int end, long result) {
    int eq = MailtoSyntax.firstEquals(s, start, end);
    return Rules.violation(s, result, "mailto.hfield.char", Rules.label(s, start, eq < 0 ? MailtoSyntax.fieldEnd(s, start, end) : eq));
  }

  /** Whether the decoded name in {@code [start, end)} is {@code to}, {@code cc} or {@code bcc}, in any case. */
  static boolean isAddressHeader(String s, int start, int end) {
    return MailtoSyntax.decodesTo(s, start, end, "to") || MailtoSyntax.decodesTo(s, start, end, "cc")
        || MailtoSyntax.decodesTo(s, start, end, "bcc");
  }

  /**
   * Scheme-based normalization (RFC 3986 section 6.2.3) after the core's syntax-based one: the domain of
   * every address, before {@code "?"} and in {@code to}, {@code cc} and {@code bcc} headers, in lower
   * case (RFC 5321 section 2.4). Local parts, header names and values and their order stay as written.
   */
  @Override
  public void normalize(UriParts parts) {
    parts.path(Addresses.lowerCaseDomains(parts.path(), 0, parts.path().length()));
    String query = parts.query();
    if (query != null) {
      StringBuilder sb = new StringBuilder(query.length());
      Fields.forEach(query, 0, query.length(), (nameStart, nameEnd, valueStart, end) -> {
        if (nameStart > 0) {
          sb.append('&');
        }
        if (isAddressHeader(query, nameStart, nameEnd)) {
          sb.append(query, nameStart, valueStart).append(Addresses.lowerCaseDomains(query, valueStart, end));
        } else {
          sb.append(query, nameStart, end);
        }
      });
      parts.query(sb.toString());
    }
  }

  /**
   * The recipient, {@code cc} and {@code bcc} sets, then the other headers sorted by lower-case name
   * (fields of one name in written order), the body's line breaks as CRLF, then the fragment, all decoded
   * and written in one canonical encoding; see the class documentation.
   */
  @Override
  public String equivalenceKey(UriParts normalized) {
    String path = normalized.path();
    String query = normalized.query();
    TreeSet<String> to = new TreeSet<>();
    TreeSet<String> cc = new TreeSet<>();
    TreeSet<String> bcc = new TreeSet<>();
    addCanonical(to, path, 0, path.length());
    List<String[]> others = new ArrayList<>();
    if (query != null) {
      Fields.forEach(query, 0, query.length(), (nameStart, nameEnd, valueStart, end) -> {
        if (MailtoSyntax.decodesTo(query, nameStart, nameEnd, "to")) {
          addCanonical(to, query, valueStart, end);
        } else if (MailtoSyntax.decodesTo(query, nameStart, nameEnd, "cc")) {
          addCanonical(cc, query, valueStart, end);
        } else if (MailtoSyntax.decodesTo(query, nameStart, nameEnd, "bcc")) {
          addCanonical(bcc, query, valueStart, end);
        } else {
          String name = Fields.asciiLowerCase(PercentEncoding.decode(query, nameStart, nameEnd));
          String value = PercentEncoding.decode(query, valueStart, end);
          others.add(new String[] {name, name.equals("body") ? MailtoUriBuilder.crlf(value) : value});
        }
      });
    }
    others.sort(Comparator.comparing(field -> field[0]));
    StringBuilder key = new StringBuilder("mailto:").append(String.join(",", to)).append('?');
    key.append("cc=").append(String.join(",", cc)).append("&bcc=").append(String.join(",", bcc));
    for (String[] field : others) {
      key.append('&').append(Fields.canonical(field[0])).append('=').append(Fields.canonical(field[1]));
    }
    String fragment = normalized.fragment();
    if (fragment != null) {
      key.append('#').append(fragment);
    }
    return key.toString();
  }

  /** Adds the addresses of the list {@code [start, end)}, decoded, to {@code set} in the key's encoding. */
  private static void addCanonical(TreeSet<String> set, String s, int start, int end) {
    for (String address : Addresses.decoded(s, start, end)) {
      set.add(Fields.canonical(address));
    }
  }

  /** The {@link MailtoUri} view, which {@link #view(Uri, Class)} makes of every URI of this scheme. */
  @Override
  public List<Class<? extends UriView<?, ?>>> viewTypes() {
    return List.of(MailtoUri.class);
  }

  /** The {@link MailtoUri} view; null for any other type. */
  @Override
  public <T> @Nullable T view(Uri uri, Class<T> type) {
    return type == MailtoUri.class ? type.cast(MailtoUri.wrap((OpaqueUri) uri)) : null;
  }

  /**
   * The {@code "mailto"} description: {@code to} (the decoded addresses before {@code "?"}),
   * {@code headers} (decoded {@code [name, value]} pairs as written) and {@code recipients}.
   */
  @Override
  public ViewDescription describe(Uri uri) {
    MailtoUri view = MailtoUri.wrap((OpaqueUri) uri);
    List<List<String>> headers = new ArrayList<>();
    for (MailtoHeader header : view.headers()) {
      headers.add(Arrays.asList(header.name(), header.value()));
    }
    return ViewDescription.builder("mailto")
        .put("to", view.to())
        .put("headers", headers)
        .put("recipients", view.recipients())
        .build();
  }

  @Override
  public String toString() {
    return "MailtoScheme";
  }
}
