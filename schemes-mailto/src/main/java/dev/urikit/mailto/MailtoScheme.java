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
import dev.urikit.spi.ViewDescription;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
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
 *   <tr><td>{@code mailto:a/b@x}</td><td>{@code mailto.addr.char}</td><td>"/", "&amp;", "=" encoded in
 *       addresses (section 2)</td></tr>
 *   <tr><td>{@code mailto:?subject=1+1=2}</td><td>{@code mailto.hfield.char}</td><td>values are qchar
 *       (section 2)</td></tr>
 *   <tr><td>{@code mailto:?subject}</td><td>{@code mailto.hfield.equals-missing}</td><td>hfname "=" hfvalue
 *       (section 2)</td></tr>
 *   <tr><td>{@code mailto:?a%3Ab=c}</td><td>{@code mailto.hfield.name}</td><td>a field name (RFC 5322
 *       section 3.6.8)</td></tr>
 *   <tr><td>{@code mailto:?subject=hi%0D%0ABcc:x@y}</td><td>{@code mailto.header.crlf}</td><td>no line
 *       break outside the body (section 7)</td></tr>
 *   <tr><td>{@code mailto:?subject=%FF}</td><td>{@code mailto.utf8}</td><td>decoded values are UTF-8
 *       (section 2)</td></tr>
 *   <tr><td>{@code mailto://x@y}</td><td>{@code form.opaque} (from the core)</td><td>opaque form only</td></tr>
 * </table>
 *
 * <p>The message of each names the header ({@code header "subject"}; {@code header "to"} for the
 * addresses before {@code "?"}) and repeats nothing else from the input. {@link #validate(Uri)} reads
 * the text through {@link UriLayout} offsets, once: each value is checked in one pass that reads
 * percent-triplets byte by byte, so it allocates nothing when the URI is acceptable.
 *
 * <h2>Equivalence</h2>
 *
 * {@link #equivalenceKey(UriParts)} makes two URIs equal when they send the same message (RFC 6068
 * sections 2 and 6.1, RFC 5321 section 2.4): the recipients, that is the addresses before {@code "?"}
 * and those of every {@code to} header, as a sorted list (so {@code mailto:a@x,b@x},
 * {@code mailto:?to=a@x,b@x} and {@code mailto:a@x?to=b@x} are one key), each decoded with its domain
 * in lower case and its local part as written; then every other header in written order with its name
 * in lower case and its value decoded as written; then the fragment. Percent-encoding differences
 * disappear, since the key holds decoded values in one canonical encoding.
 *
 * <p>Immutable and thread-safe.
 */
public final class MailtoScheme implements Scheme {

  static final String TO_LABEL = "header \"to\" (the addresses before \"?\")";
  private static final int MAX_NAME_IN_MESSAGE = 64;

  /** Code, rule and source of each address problem of {@link Validation}, from {@link Validation#AT_MISSING} on. */
  private static final String[][] ADDRESS_RULES = {
      {"mailto.addr.at-missing", "an address needs \"@\" between its local part and its domain",
          "RFC 6068 section 2, addr-spec"},
      {"mailto.addr.local-empty", "an address needs a local part before \"@\"", "RFC 6068 section 2, addr-spec"},
      {"mailto.addr.domain-empty", "an address needs a domain after \"@\"", "RFC 6068 section 2, addr-spec"},
      {"mailto.addr.empty", "an empty address between commas", "RFC 6068 section 2, to"},
      {"mailto.addr.quote", "a quoted local part is not closed", "RFC 5322 section 3.2.4"},
  };

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
      return violation(s, path, "mailto.addr.char", TO_LABEL);
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
        return violation(s, value, "mailto.hfield.char", label(s, i, eq));
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
    switch (Validation.problem(result)) {
      case Validation.EQUALS_MISSING:
        return new SchemeViolation(start, "mailto.hfield.equals-missing",
            "a header field is a name, \"=\" and a value (RFC 6068 section 2, hfield)");
      case Validation.CHAR:
        return badCharacter(s, Validation.index(result), "mailto.hfield.char",
            label(s, start, MailtoSyntax.firstEquals(s, start, end)));
      default:
        return new SchemeViolation(start, "mailto.hfield.name", "a header name is one or more printable US-ASCII "
            + "characters other than \":\" (RFC 6068 section 2, RFC 5322 section 3.6.8)");
    }
  }

  /** The violation of a {@link Validation#scan} result; {@code charCode} for a character outside qchar. */
  private static SchemeViolation violation(String s, long result, String charCode, String label) {
    int index = Validation.index(result);
    int problem = Validation.problem(result);
    switch (problem) {
      case Validation.CHAR:
        return badCharacter(s, index, charCode, label);
      case Validation.UTF8:
        return utf8(index, label);
      case Validation.LINE_BREAK:
        return lineBreak(index, label);
      default:
        String[] rule = ADDRESS_RULES[problem - Validation.AT_MISSING];
        return new SchemeViolation(index, rule[0], rule[1] + " in " + label + " (" + rule[2] + ")");
    }
  }

  private static SchemeViolation badCharacter(String s, int index, String code, String label) {
    return new SchemeViolation(index, code,
        "\"" + s.charAt(index) + "\" must be percent-encoded in " + label + " (RFC 6068 section 2, qchar)");
  }

  private static SchemeViolation utf8(int index, String label) {
    return new SchemeViolation(index, "mailto.utf8",
        "percent-encoded bytes are not well-formed UTF-8 in " + label + " (RFC 6068 section 2, RFC 3629)");
  }

  private static SchemeViolation lineBreak(int index, String label) {
    return new SchemeViolation(index, "mailto.header.crlf", "CR or LF in the value of " + label
        + ": only the body may hold line breaks, against header injection (RFC 6068 section 7)");
  }

  /** {@code header "subject"}, naming the header only when its name is a field name of reasonable length. */
  static String label(String s, int nameStart, int nameEnd) {
    if (nameEnd - nameStart > MAX_NAME_IN_MESSAGE * 3 || !MailtoSyntax.isFieldName(s, nameStart, nameEnd)) {
      return "a header whose name is not a field name";
    }
    String name = PercentEncoding.decode(s, nameStart, nameEnd);
    if (name.length() > MAX_NAME_IN_MESSAGE) {
      return "a header with a long name";
    }
    return "header \"" + name.replace("\"", "\\\"") + "\"";
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
   * The recipients sorted, then the other headers in written order with lower-case names, then the
   * fragment, all decoded and written in one canonical encoding; see the class documentation.
   */
  @Override
  public String equivalenceKey(UriParts normalized) {
    String path = normalized.path();
    String query = normalized.query();
    List<String> recipients = new ArrayList<>(Addresses.decoded(path, 0, path.length()));
    List<String> others = new ArrayList<>();
    if (query != null) {
      Fields.forEach(query, 0, query.length(), (nameStart, nameEnd, valueStart, end) -> {
        if (MailtoSyntax.decodesTo(query, nameStart, nameEnd, "to")) {
          recipients.addAll(Addresses.decoded(query, valueStart, end));
        } else {
          String name = PercentEncoding.decode(query, nameStart, nameEnd);
          others.add(Fields.canonical(Fields.asciiLowerCase(name)) + "="
              + Fields.canonical(PercentEncoding.decode(query, valueStart, end)));
        }
      });
    }
    StringBuilder key = new StringBuilder("mailto:");
    recipients.replaceAll(Fields::canonical);
    recipients.sort(null);
    key.append(String.join(",", recipients));
    if (!others.isEmpty()) {
      key.append('?').append(String.join("&", others));
    }
    String fragment = normalized.fragment();
    if (fragment != null) {
      key.append('#').append(fragment);
    }
    return key.toString();
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
