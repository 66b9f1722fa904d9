package dev.urikit.mailto;

import dev.urikit.OpaqueUri;
import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import dev.urikit.spi.Scheme;
import dev.urikit.spi.UriLayout;
import dev.urikit.spi.UriView;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * A {@code mailto} URI (RFC 6068) read the way a mail client needs it: decoded addresses, header
 * fields, recipients, subject and body.
 *
 * <pre>{@code
 * MailtoUri uri = MailtoUri.parse("mailto:joe@example.com?to=ann@example.com&cc=bob@example.com&subject=Hi%20there&body=a%0D%0Ab");
 * uri.to()            // ["joe@example.com"]
 * uri.recipients()    // ["joe@example.com", "ann@example.com"]
 * uri.cc()            // ["bob@example.com"]
 * uri.subject()       // "Hi there"
 * uri.body()          // "a\r\nb"
 * uri.headers()       // [to=ann@example.com, cc=bob@example.com, subject=Hi there, body=a\r\nb] as MailtoHeader
 * }</pre>
 *
 * <p>Obtained from {@link #parse(String)}, {@link #from(Uri)}, {@code uri.view(MailtoUri.class)} or
 * {@link #builder()}. Immutable and thread-safe; {@code equals} and {@code hashCode} follow the
 * equivalence that {@link MailtoScheme} documents (the same message: the same recipients, {@code cc} and
 * {@code bcc} in any order and form, headers in any order and case, body line breaks in any form), like
 * {@link Uri}'s; {@link #normalize()} lower-cases domains ({@link MailtoScheme#normalize}).
 */
public final class MailtoUri extends UriView<OpaqueUri, MailtoUri> {

  private static final SchemeRegistry OWN_REGISTRY = SchemeRegistry.builder().add(new MailtoSchemeProvider()).build();

  /** The registry that {@link #registry()} chose last, with the installed registry it chose from. */
  private static Choice lastChoice = new Choice(SchemeRegistry.empty(), OWN_REGISTRY);

  private MailtoUri(OpaqueUri uri) {
    super(uri);
  }

  @Override
  protected MailtoUri rewrap(Uri normalized) {
    return wrap((OpaqueUri) normalized);
  }

  static MailtoUri wrap(OpaqueUri uri) {
    return new MailtoUri(uri);
  }

  /**
   * The installed registry when its mailto scheme is this module's, otherwise one of this module alone;
   * looked up once for each installed registry (there is another only while the installed schemes are
   * being discovered), not once for each parse.
   */
  static SchemeRegistry registry() {
    SchemeRegistry installed = SchemeRegistry.installed();
    Choice last = lastChoice;
    if (last.installed() != installed) {
      last = new Choice(installed, installed.lookup("mailto") instanceof MailtoScheme ? installed : OWN_REGISTRY);
      lastChoice = last;
    }
    return last.chosen();
  }

  /** An installed registry and the registry that mailto URIs are parsed with while it is installed. */
  private record Choice(SchemeRegistry installed, SchemeRegistry chosen) {}

  /**
   * Parses a {@code mailto} URI. A raw CR or LF, which no URI may hold (RFC 3986 section 2), is reported
   * with the header it stands in.
   *
   * @throws UriSyntaxException if {@code text} is not a URI, or RFC 6068 refuses it; the message names
   *     the rule, the RFC section and the header
   * @throws IllegalArgumentException if the URI has another scheme
   */
  public static MailtoUri parse(String text) {
    Uri parsed;
    try {
      parsed = Uri.parse(text, registry());
    } catch (UriSyntaxException e) {
      throw RawLineBreaks.named(text, e);
    }
    return from(parsed);
  }

  /** Like {@link #parse(String)}, but null where that throws. */
  public static @Nullable MailtoUri parseOrNull(String text) {
    Uri parsed = Uri.parseOrNull(text, registry());
    return parsed != null && parsed.registeredScheme() instanceof MailtoScheme ? wrap((OpaqueUri) parsed) : null;
  }

  /**
   * The view of {@code uri}. A URI validated by {@link MailtoScheme} is wrapped as it is; one parsed
   * without it (with {@link SchemeRegistry#empty()}, say) is checked by it first.
   *
   * @throws UriSyntaxException if RFC 6068 refuses it
   * @throws IllegalArgumentException if its scheme is not {@code mailto}
   */
  public static MailtoUri from(Uri uri) {
    Scheme registered = uri.registeredScheme();
    if (registered instanceof MailtoScheme) {
      return wrap((OpaqueUri) uri);
    }
    if (!uri.scheme().equalsIgnoreCase("mailto")) {
      throw new IllegalArgumentException("not a mailto URI (scheme \"" + uri.scheme() + "\")");
    }
    return parse(uri.toString());
  }

  /** A builder for a new URI: {@code MailtoUri.builder().to("a@example.com").subject("Hi").build()}. */
  public static MailtoUriBuilder builder() {
    return new MailtoUriBuilder();
  }

  /**
   * A builder holding this URI's addresses, headers and fragment as written, for an edited copy:
   * {@code toBuilder().build()} gives the same text, and what an edit does not touch stays as written.
   */
  public MailtoUriBuilder toBuilder() {
    return new MailtoUriBuilder(this);
  }

  /** The decoded addresses before {@code "?"}, in written order: {@code mailto:a@x,b@x} gives {@code [a@x, b@x]}. */
  public List<String> to() {
    OpaqueUri uri = toUri();
    return Addresses.decoded(uri.toString(), UriLayout.pathStart(uri), UriLayout.pathEnd(uri));
  }

  /** The decoded header fields in written order, names as written; empty without a query. Unmodifiable. */
  public List<MailtoHeader> headers() {
    OpaqueUri uri = toUri();
    if (!UriLayout.hasQuery(uri)) {
      return List.of();
    }
    return Fields.headers(uri.toString(), UriLayout.queryStart(uri), UriLayout.queryEnd(uri));
  }

  /** The decoded value of the first header called {@code name} in any ASCII case, or null. */
  public @Nullable String header(String name) {
    for (MailtoHeader header : headers()) {
      if (header.hasName(name)) {
        return header.value();
      }
    }
    return null;
  }

  /**
   * Everyone the message goes to (RFC 6068 section 6.1): the addresses before {@code "?"}, then those of
   * every {@code to} header, split at commas: {@code mailto:a@x?to=b@x} gives {@code [a@x, b@x]}.
   */
  public List<String> recipients() {
    List<String> recipients = new ArrayList<>(to());
    recipients.addAll(addressesOf("to"));
    return Collections.unmodifiableList(recipients);
  }

  /** The addresses of every {@code cc} header, split at commas outside quoted strings. */
  public List<String> cc() {
    return addressesOf("cc");
  }

  /** The addresses of every {@code bcc} header, split at commas outside quoted strings. */
  public List<String> bcc() {
    return addressesOf("bcc");
  }

  /** The decoded value of the first {@code subject} header, or null. */
  public @Nullable String subject() {
    return header("subject");
  }

  /**
   * The decoded value of the first {@code body} header with each line break as {@code "\r\n"} (RFC 6068
   * section 5: a lone CR or LF reads as CRLF), or null.
   */
  public @Nullable String body() {
    String body = header("body");
    return body == null ? null : MailtoUriBuilder.crlf(body);
  }

  private List<String> addressesOf(String name) {
    OpaqueUri uri = toUri();
    if (!UriLayout.hasQuery(uri)) {
      return List.of();
    }
    String s = uri.toString();
    List<String> addresses = new ArrayList<>();
    Fields.forEach(s, UriLayout.queryStart(uri), UriLayout.queryEnd(uri), (nameStart, nameEnd, valueStart, end) -> {
      if (MailtoSyntax.decodesTo(s, nameStart, nameEnd, name)) {
        addresses.addAll(Addresses.decoded(s, valueStart, end));
      }
    });
    return Collections.unmodifiableList(addresses);
  }
}
