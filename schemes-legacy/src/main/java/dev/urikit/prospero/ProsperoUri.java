package dev.urikit.prospero;

import dev.urikit.HierarchicalUri;
import dev.urikit.HostType;
import dev.urikit.PercentEncoding;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import dev.urikit.spi.UriLayout;
import dev.urikit.spi.UriView;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * A {@code prospero} URL (RFC 4157, RFC 1738 section 3.11): the host-specific object name to ask a
 * Prospero directory server about, and the fields that identify the link's target.
 *
 * <pre>{@code
 * ProsperoUri uri = ProsperoUri.parse("prospero://host.dom//pros/name;OBJECT-VERSION=2;x=a%3Bb");
 * uri.hsoname()                    // "/pros/name"
 * uri.fields()                     // [OBJECT-VERSION=2, x=a;b]
 * uri.field("OBJECT-VERSION")      // "2"
 * uri.port()                       // 1525
 * }</pre>
 *
 * <p>Obtained from {@link #parse(String)}, {@link #from(Uri)}, {@code uri.view(ProsperoUri.class)} or
 * {@link #builder()}. Immutable and thread-safe; {@code equals} and {@code hashCode} follow the URI's
 * equivalence ({@link ProsperoScheme}).
 */
public final class ProsperoUri extends UriView<HierarchicalUri, ProsperoUri> {

  private ProsperoUri(HierarchicalUri uri) {
    super(uri);
  }

  @Override
  protected ProsperoUri rewrap(Uri normalized) {
    return wrap((HierarchicalUri) normalized);
  }

  static ProsperoUri wrap(HierarchicalUri uri) {
    return new ProsperoUri(uri);
  }

  /**
   * Parses a prospero URL.
   *
   * @throws UriSyntaxException if {@code text} is not a URI, or the prospero rules refuse it
   * @throws IllegalArgumentException if the URI has another scheme
   */
  public static ProsperoUri parse(String text) {
    return from(Uri.parse(text, ProsperoScheme.registry()));
  }

  /** Like {@link #parse(String)}, but null where that throws. */
  public static @Nullable ProsperoUri parseOrNull(String text) {
    Uri uri = Uri.parseOrNull(text, ProsperoScheme.registry());
    return uri != null && uri.registeredScheme() instanceof ProsperoScheme ? wrap((HierarchicalUri) uri) : null;
  }

  /**
   * The view of {@code uri}; a prospero URI parsed without {@link ProsperoScheme} is checked by its rules first.
   *
   * @throws UriSyntaxException if the prospero rules refuse it
   * @throws IllegalArgumentException if its scheme is not prospero
   */
  public static ProsperoUri from(Uri uri) {
    if (uri.registeredScheme() instanceof ProsperoScheme) {
      return wrap((HierarchicalUri) uri);
    }
    if (!uri.scheme().equalsIgnoreCase("prospero")) {
      throw new IllegalArgumentException("not a prospero URL (scheme \"" + uri.scheme() + "\")");
    }
    return parse(uri.toString());
  }

  /** A builder for a new prospero URL. */
  public static ProsperoUriBuilder builder() {
    return new ProsperoUriBuilder();
  }

  /** A builder holding this URL's components as written, for an edited copy. */
  public ProsperoUriBuilder toBuilder() {
    return new ProsperoUriBuilder(this);
  }

  /**
   * The host in lower case, percent-decoded: {@code "host.dom"}, {@code "192.0.2.1"}, or an IPv6 literal with
   * its brackets, {@code "[2001:db8::1]"}. {@code prospero://Ex%61mple.COM/} gives {@code "example.com"}.
   */
  public String host() {
    String raw = toUri().host();
    if (raw == null) {
      throw new AssertionError("a prospero URL always has a host");
    }
    String host = toUri().hostType() == HostType.REG_NAME ? PercentEncoding.decode(raw) : raw;
    return host.toLowerCase(Locale.ROOT);
  }

  /**
   * The host for display: {@link #host()} with each IDNA A-label turned back into Unicode by the host
   * facility ({@link dev.urikit.spi.HostRules#toUnicode(String)}): {@code "bücher.example"} for
   * {@code xn--bcher-kva.example}. Never use it to compare or to connect: {@link #host()} is the host.
   */
  public String unicodeHost() {
    return ProsperoScheme.HOSTS.toUnicode(host());
  }

  /** Which form the host takes: a registered name, an IPv4 or an IPv6 address. */
  public HostType hostType() {
    HostType type = toUri().hostType();
    if (type == null) {
      throw new AssertionError("a prospero URL always has a host");
    }
    return type;
  }

  /** The port the URL names, or 1525 when it names none or an empty one (RFC 4157 section 2). */
  public int port() {
    Integer port = toUri().portNumber();
    return port != null ? port : ProsperoScheme.DEFAULT_PORT;
  }

  /**
   * The host-specific object name, decoded: what follows the {@code "/"} after the host up to the first
   * {@code ';'}. {@code prospero://host.dom//pros/name} gives {@code "/pros/name"} (RFC 4157 section 2).
   */
  public String hsoname() {
    return PercentEncoding.decode(rawHsoname());
  }

  /** The {@code ;<field>=<value>} pairs after the hsoname, decoded, in order; unmodifiable. */
  public List<ProsperoField> fields() {
    List<ProsperoField> fields = new ArrayList<>();
    for (String[] raw : rawFields()) {
      fields.add(new ProsperoField(PercentEncoding.decode(raw[0]), PercentEncoding.decode(raw[1])));
    }
    return Collections.unmodifiableList(fields);
  }

  /** The decoded value of the first field named {@code name} (compared exactly), or null. */
  public @Nullable String field(String name) {
    for (ProsperoField field : fields()) {
      if (field.name().equals(name)) {
        return field.value();
      }
    }
    return null;
  }

  /** The hsoname as written, for a builder. */
  String rawHsoname() {
    String path = prosperoPath();
    int semicolon = path.indexOf(';');
    return path.substring(1, semicolon < 0 ? path.length() : semicolon);
  }

  /** The fields as written, each a name and a value, for a builder. */
  List<String[]> rawFields() {
    String path = prosperoPath();
    List<String[]> fields = new ArrayList<>();
    int semicolon = path.indexOf(';');
    while (semicolon >= 0) {
      int next = path.indexOf(';', semicolon + 1);
      String spec = path.substring(semicolon + 1, next < 0 ? path.length() : next);
      int equals = spec.indexOf('=');
      fields.add(new String[] {spec.substring(0, equals), spec.substring(equals + 1)});
      semicolon = next;
    }
    return fields;
  }

  /** The text from the path's {@code "/"} to the fragment, a query included. */
  private String prosperoPath() {
    return toString().substring(UriLayout.pathStart(toUri()), ProsperoScheme.prosperoPathEnd(toUri()));
  }
}
