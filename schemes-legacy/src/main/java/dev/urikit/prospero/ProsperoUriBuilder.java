package dev.urikit.prospero;

import dev.urikit.CharClass;
import dev.urikit.HierarchicalUri;
import dev.urikit.PercentEncoding;
import dev.urikit.UriBuilder;
import dev.urikit.UriReference;
import dev.urikit.legacy.internal.Octets;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Builds a {@link ProsperoUri} from decoded values, encoding each exactly once for its place (RFC 4157
 * section 2, RFC 1738 section 5).
 *
 * <pre>{@code
 * ProsperoUri.builder().host("host.dom").hsoname("/pros/a;b").field("OBJECT-VERSION", "2").build().toString()
 * // "prospero://host.dom//pros/a%3Bb;OBJECT-VERSION=2"
 * }</pre>
 *
 * <table>
 *   <caption>Encoding</caption>
 *   <tr><th>call</th><th>decoded</th><th>written</th></tr>
 *   <tr><td>{@code hsoname}</td><td>{@code /a;b?c d}</td><td>{@code /a%3Bb%3Fc%20d}</td></tr>
 *   <tr><td>{@code field}</td><td>{@code a=b}, {@code c;d/e}</td><td>{@code a%3Db=c%3Bd%2Fe}</td></tr>
 * </table>
 *
 * <p>Components taken from an existing URL by {@link ProsperoUri#toBuilder()} stay as written until set
 * again. Not thread-safe.
 */
public final class ProsperoUriBuilder {

  /** What an hsoname may hold unencoded: path characters but ';' (RFC 4157 section 2). */
  private static final CharClass HSONAME = CharClass.PATH.minus(CharClass.of(";"));
  /** What a field name or value may hold unencoded: segment characters but ';' and '=' (RFC 1738 section 5). */
  private static final CharClass FIELD = CharClass.PCHAR.minus(CharClass.of(";="));

  private final UriBuilder uri;
  private boolean hasHost;
  private String hsoname = "";
  private final List<String> fields = new ArrayList<>();

  ProsperoUriBuilder() {
    this.uri = UriReference.builder().scheme("prospero").registry(ProsperoScheme.registry());
  }

  ProsperoUriBuilder(ProsperoUri from) {
    HierarchicalUri source = from.toUri();
    this.uri = UriReference.builder().scheme("prospero").rawHost(source.host()).rawPort(source.port())
        .rawFragment(source.fragment()).registry(ProsperoScheme.registry());
    this.hasHost = true;
    this.hsoname = from.rawHsoname();
    for (String[] field : from.rawFields()) {
      fields.add(field[0] + "=" + field[1]);
    }
  }

  /**
   * Sets the host, decoded: a DNS name (a Unicode one is written as its IDNA A-label), a dotted-quad IPv4
   * address, or an IPv6 address with or without brackets (RFC 1738 section 3.1).
   *
   * @throws IllegalArgumentException if RFC 3986 section 3.2.2 refuses it; the prospero host rules are
   *     checked by {@link #build()}
   */
  public ProsperoUriBuilder host(String host) {
    uri.host(host);
    hasHost = true;
    return this;
  }

  /**
   * Sets the port.
   *
   * @throws IllegalArgumentException outside 0 to 65535
   */
  public ProsperoUriBuilder port(int port) {
    uri.port(port);
    return this;
  }

  /** Removes the port, so that 1525 applies. */
  public ProsperoUriBuilder removePort() {
    uri.rawPort(null);
    return this;
  }

  /** Sets the hsoname, decoded; its {@code '/'} are written as they are, its {@code ';'} encoded. */
  public ProsperoUriBuilder hsoname(String hsoname) {
    this.hsoname = PercentEncoding.encode(hsoname, HSONAME);
    return this;
  }

  /** Appends a {@code ;<name>=<value>} field, both decoded. */
  public ProsperoUriBuilder field(String name, String value) {
    fields.add(PercentEncoding.encode(name, FIELD) + "=" + PercentEncoding.encode(value, FIELD));
    return this;
  }

  /** Removes every field. */
  public ProsperoUriBuilder clearFields() {
    fields.clear();
    return this;
  }

  /** Sets the fragment, decoded, or removes it with null (RFC 3986 section 3.5). */
  public ProsperoUriBuilder fragment(@Nullable String fragment) {
    uri.fragment(fragment);
    return this;
  }

  /**
   * The URL.
   *
   * @throws IllegalStateException if no host is set
   * @throws IllegalArgumentException if the hsoname makes a {@code "."} or {@code ".."} path segment, which
   *     resolution removes (RFC 3986 section 5.2.4), or the prospero rules refuse the host
   */
  public ProsperoUri build() {
    if (!hasHost) {
      throw new IllegalStateException("no host set: a prospero URL needs one (RFC 4157 section 2)");
    }
    StringBuilder path = new StringBuilder(64).append('/').append(hsoname);
    for (String field : fields) {
      path.append(';').append(field);
    }
    String prosperoPath = path.toString();
    int question = prosperoPath.indexOf('?');
    String rawPath = question < 0 ? prosperoPath : prosperoPath.substring(0, question);
    if (Octets.hasDotSegment(rawPath)) {
      throw new IllegalArgumentException("the hsoname makes a \".\" or \"..\" path segment, which resolution "
          + "removes (RFC 3986 section 5.2.4); a prospero URL with one can only be parsed");
    }
    uri.rawPath(rawPath).rawQuery(question < 0 ? null : prosperoPath.substring(question + 1));
    return ProsperoUri.from(uri.buildUri());
  }
}
