package dev.urikit.urn;

import dev.urikit.CharClass;
import dev.urikit.PercentEncoding;
import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import org.jspecify.annotations.Nullable;

/**
 * Builds a {@link Urn} from decoded values, percent-encoding what RFC 8141 section 2 does not allow
 * where it goes, or from raw values, which the URN rules then check.
 *
 * <pre>{@code
 * Urn.builder()
 *     .nid("example").nss("a/b c")
 *     .rComponent("res").qParameter("lang", "en&fr")
 *     .fComponent("top")
 *     .build()
 *     .toString()
 * // "urn:example:a/b%20c?+res?=lang=en%26fr#top"
 * }</pre>
 *
 * <table>
 *   <caption>Encoding</caption>
 *   <tr><th>call</th><th>decoded</th><th>written</th></tr>
 *   <tr><td>{@code nss}</td><td>{@code /a?b}</td><td>{@code %2Fa%3Fb} (a leading '/' and every '?' encoded)</td></tr>
 *   <tr><td>{@code rComponent}, {@code qComponent}</td><td>{@code a?=b}</td><td>{@code a%3F=b}</td></tr>
 *   <tr><td>{@code qParameter}</td><td>{@code a&b}, {@code c=d}</td><td>{@code a%26b=c%3Dd}</td></tr>
 *   <tr><td>{@code fComponent}</td><td>{@code a b#c}</td><td>{@code a%20b%23c}</td></tr>
 * </table>
 *
 * <p>Not thread-safe.
 */
public final class UrnBuilder {

  private static final CharClass COMPONENT = CharClass.PATH;
  private static final CharClass PARAMETER = CharClass.PATH.minus(CharClass.of("&="));

  private final SchemeRegistry registry;
  private @Nullable String nid;
  private @Nullable String nss;
  private @Nullable String rComponent;
  /** The q-component as it will be written (a leading '/' is encoded at build), or null for none. */
  private @Nullable StringBuilder qComponent;
  private @Nullable String fComponent;

  UrnBuilder(SchemeRegistry registry) {
    this.registry = registry;
  }

  UrnBuilder(Urn urn, SchemeRegistry registry) {
    this.registry = registry;
    this.nid = urn.nid();
    this.nss = urn.nss();
    this.rComponent = urn.rComponent();
    String q = urn.qComponent();
    this.qComponent = q == null ? null : new StringBuilder(q);
    this.fComponent = urn.fComponent();
  }

  /** The namespace identifier: 2 to 32 letters, digits and inner hyphens (checked by {@link #build()}). */
  public UrnBuilder nid(String nid) {
    this.nid = nid;
    return this;
  }

  /** The namespace-specific string, decoded; it is encoded for the NSS. */
  public UrnBuilder nss(String nss) {
    this.nss = leadingSlash(PercentEncoding.encode(nss, COMPONENT));
    return this;
  }

  /** The namespace-specific string as written, percent-encoded (checked by {@link #build()}). */
  public UrnBuilder rawNss(String nss) {
    this.nss = nss;
    return this;
  }

  /** The r-component, decoded, or null for none (RFC 8141 section 2.3.1). */
  public UrnBuilder rComponent(@Nullable String r) {
    this.rComponent = r == null ? null : component(r);
    return this;
  }

  /** The r-component as written, or null for none. */
  public UrnBuilder rawRComponent(@Nullable String r) {
    this.rComponent = r;
    return this;
  }

  /** The q-component, decoded, or null for none (RFC 8141 section 2.3.2); replaces any parameters. */
  public UrnBuilder qComponent(@Nullable String q) {
    return rawQComponent(q == null ? null : component(q));
  }

  /** The q-component as written, or null for none; replaces any parameters. */
  public UrnBuilder rawQComponent(@Nullable String q) {
    this.qComponent = q == null ? null : new StringBuilder(q);
    return this;
  }

  /** Appends {@code name=value} (just {@code name} when the value is null) to the q-component, both decoded. */
  public UrnBuilder qParameter(String name, @Nullable String value) {
    StringBuilder q = qComponent;
    if (q == null) {
      q = qComponent = new StringBuilder();
    }
    String encodedName = PercentEncoding.encode(name, PARAMETER);
    if (q.length() > 0) {
      q.append('&').append(encodedName);
    } else {
      q.append(leadingSlash(encodedName)); // a q-component starts with a pchar (RFC 8141 section 2)
    }
    if (value != null) {
      q.append('=').append(PercentEncoding.encode(value, PARAMETER));
    }
    return this;
  }

  /**
   * Replaces the q-parameters named {@code name} by one {@code name=value} at the end, as
   * {@link #removeQParameter} then {@link #qParameter} do.
   */
  public UrnBuilder setQParameter(String name, @Nullable String value) {
    return removeQParameter(name).qParameter(name, value);
  }

  /**
   * Removes every q-parameter named {@code name} (names compared once percent-decoded); the others stay
   * as written, in their order. A q-component left empty is removed.
   */
  public UrnBuilder removeQParameter(String name) {
    StringBuilder q = qComponent;
    if (q == null) {
      return this;
    }
    String old = q.toString();
    q.setLength(0);
    int n = old.length();
    for (int start = 0; start < n; ) {
      int end = old.indexOf('&', start);
      if (end < 0) {
        end = n;
      }
      int equals = start;
      while (equals < end && old.charAt(equals) != '=') {
        equals++;
      }
      if (!PercentEncoding.decode(old, start, equals).equals(name)) {
        if (q.length() > 0) {
          q.append('&').append(old, start, end);
        } else {
          q.append(leadingSlash(old.substring(start, end)));
        }
      }
      start = end + 1;
    }
    if (q.length() == 0) {
      qComponent = null;
    }
    return this;
  }

  /** The f-component, decoded, or null for none (RFC 8141 section 2.3.3). */
  public UrnBuilder fComponent(@Nullable String f) {
    this.fComponent = f == null ? null : PercentEncoding.encode(f, CharClass.FRAGMENT);
    return this;
  }

  /** The f-component as written, or null for none. */
  public UrnBuilder rawFComponent(@Nullable String f) {
    this.fComponent = f;
    return this;
  }

  /**
   * The URN, checked by RFC 8141 and its namespace.
   *
   * @throws IllegalStateException if the NID or the NSS was not given
   * @throws UriSyntaxException if the rules refuse the result (a bad NID, a raw value out of place, a
   *     check digit)
   */
  public Urn build() {
    if (nid == null) {
      throw new IllegalStateException("a URN needs a namespace identifier (RFC 8141 section 2): call nid(...)");
    }
    if (nss == null) {
      throw new IllegalStateException("a URN needs a namespace-specific string (RFC 8141 section 2): call nss(...)");
    }
    StringBuilder text = new StringBuilder("urn:").append(nid).append(':').append(nss);
    if (rComponent != null) {
      text.append("?+").append(rComponent);
    }
    if (qComponent != null) {
      text.append("?=").append(qComponent);
    }
    if (fComponent != null) {
      text.append('#').append(fComponent);
    }
    return Urn.from(Uri.parse(text.toString(), registry));
  }

  /** {@code value} encoded for an r- or q-component: every '?' encoded, so no "?=" can end it early. */
  private static String component(String value) {
    return leadingSlash(PercentEncoding.encode(value, COMPONENT));
  }

  /** {@code encoded} with a leading '/' written {@code %2F}: the NSS, r- and q-components begin with a pchar. */
  private static String leadingSlash(String encoded) {
    return encoded.startsWith("/") ? "%2F" + encoded.substring(1) : encoded;
  }
}
