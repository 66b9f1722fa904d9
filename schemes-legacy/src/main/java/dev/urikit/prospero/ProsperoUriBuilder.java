package dev.urikit.prospero;

import dev.urikit.CharClass;
import dev.urikit.HierarchicalUri;
import dev.urikit.legacy.internal.BuilderText;
import dev.urikit.legacy.internal.CommonParts;
import dev.urikit.legacy.internal.Octets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
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
 * <p>The host is written by the prospero host facility ({@link dev.urikit.spi.HostRules#encodeHost(String)}).
 * An unpaired surrogate in any text is refused (IllegalArgumentException), as it has no UTF-8 form (RFC
 * 3629 section 3).
 *
 * <p>Writing back what was read changes nothing: components taken from an existing URL by
 * {@link ProsperoUri#toBuilder()} stay as written while each is set to what the view reads from it, so
 * {@code hsoname("/a;b")} keeps {@code /a%3bb}, {@code port(1525)} keeps {@code 01525} and an empty or
 * absent port, and the n-th {@code field(name, value)} after {@link #clearFields()} keeps the n-th field
 * of the URL as written when it reads the same. Not thread-safe.
 */
public final class ProsperoUriBuilder {

  /** What an hsoname may hold unencoded: path characters but ';' (RFC 4157 section 2). */
  private static final CharClass HSONAME = CharClass.PATH.minus(CharClass.of(";"));
  /** What a field name or value may hold unencoded: segment characters but ';' and '=' (RFC 1738 section 5). */
  private static final CharClass FIELD = CharClass.PCHAR.minus(CharClass.of(";="));

  private final CommonParts common;
  /** The path and query of the URL being edited, which may hold dot-segments; null for a new URL. */
  private final @Nullable String sourcePath;
  private final @Nullable String sourceQuery;
  /** The fields of the URL being edited as written, each a name and a value. */
  private final List<String[]> sourceFields;
  private String hsoname = "";
  private final List<String> fields = new ArrayList<>();

  ProsperoUriBuilder() {
    this.common = new CommonParts("prospero", ProsperoScheme.HOSTS, ProsperoScheme.DEFAULT_PORT);
    this.sourcePath = null;
    this.sourceQuery = null;
    this.sourceFields = List.of();
  }

  ProsperoUriBuilder(ProsperoUri from) {
    HierarchicalUri source = from.toUri();
    this.common = new CommonParts(source, from.host(), ProsperoScheme.HOSTS, ProsperoScheme.DEFAULT_PORT);
    this.sourcePath = source.path();
    this.sourceQuery = source.query();
    this.sourceFields = from.rawFields();
    this.hsoname = from.rawHsoname();
    for (String[] field : sourceFields) {
      fields.add(field[0] + "=" + field[1]);
    }
  }

  /**
   * Sets the host, decoded: a DNS name (a Unicode one is written as its IDNA A-label), a dotted-quad IPv4
   * address, or an IPv6 address with or without brackets (RFC 1738 section 3.1). The host of the URL
   * being edited, as {@link ProsperoUri#host()} reads it, stays as written.
   *
   * @throws IllegalArgumentException if the prospero host rules refuse it, or it holds an unpaired surrogate
   */
  public ProsperoUriBuilder host(String host) {
    common.host(host);
    return this;
  }

  /**
   * Sets the port. A port of this value stays as written ({@code 01525} for 1525), and so does the absent
   * or empty port of the URL being edited when {@code port} is 1525, which {@link ProsperoUri#port()} reads.
   *
   * @throws IllegalArgumentException outside 0 to 65535
   */
  public ProsperoUriBuilder port(int port) {
    common.port(port);
    return this;
  }

  /** Removes the port, so that 1525 applies; an empty port ({@code prospero://h:/a}), which names none, stays. */
  public ProsperoUriBuilder removePort() {
    common.removePort();
    return this;
  }

  /**
   * Sets the hsoname, decoded; its {@code '/'} are written as they are, its {@code ';'} encoded.
   *
   * @throws IllegalArgumentException for an unpaired surrogate
   */
  public ProsperoUriBuilder hsoname(String hsoname) {
    this.hsoname = BuilderText.keepOrEncode(this.hsoname, hsoname, HSONAME, "hsoname");
    return this;
  }

  /**
   * Appends a {@code ;<name>=<value>} field, both decoded. The field of the URL being edited at the same
   * position, when it reads the same, stays as written.
   *
   * @throws IllegalArgumentException for an unpaired surrogate
   */
  public ProsperoUriBuilder field(String name, String value) {
    int index = fields.size();
    String[] written = index < sourceFields.size() ? sourceFields.get(index) : new String[2];
    fields.add(BuilderText.keepOrEncode(written[0], name, FIELD, "field name") + "="
        + BuilderText.keepOrEncode(written[1], value, FIELD, "field value"));
    return this;
  }

  /** Removes every field. */
  public ProsperoUriBuilder clearFields() {
    fields.clear();
    return this;
  }

  /**
   * Sets the fragment, decoded, or removes it with null (RFC 3986 section 3.5).
   *
   * @throws IllegalArgumentException for an unpaired surrogate
   */
  public ProsperoUriBuilder fragment(@Nullable String fragment) {
    common.fragment(fragment);
    return this;
  }

  /**
   * The URL.
   *
   * @throws IllegalStateException if no host is set
   * @throws IllegalArgumentException if the hsoname makes a {@code "."} or {@code ".."} path segment, which
   *     resolution removes (RFC 3986 section 5.2.4), in a path other than the one of the URL being edited
   */
  public ProsperoUri build() {
    if (!common.hasHost()) {
      throw new IllegalStateException("no host set: a prospero URL needs one (RFC 4157 section 2)");
    }
    StringBuilder path = new StringBuilder(64).append('/').append(hsoname);
    for (String field : fields) {
      path.append(';').append(field);
    }
    String prosperoPath = path.toString();
    int question = prosperoPath.indexOf('?');
    String rawPath = question < 0 ? prosperoPath : prosperoPath.substring(0, question);
    String rawQuery = question < 0 ? null : prosperoPath.substring(question + 1);
    boolean asRead = rawPath.equals(sourcePath) && Objects.equals(rawQuery, sourceQuery);
    if (!asRead && Octets.hasDotSegment(rawPath)) {
      throw new IllegalArgumentException("the hsoname makes a \".\" or \"..\" path segment, which resolution "
          + "removes (RFC 3986 section 5.2.4); a prospero URL with one can only be parsed");
    }
    return ProsperoUri.from(common.toUriBuilder(ProsperoScheme.registry()).rawPath(rawPath).rawQuery(rawQuery).buildUri());
  }
}
