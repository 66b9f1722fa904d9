package dev.urikit.urn;

import dev.urikit.CharClass;
import dev.urikit.PercentEncoding;
import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import dev.urikit.spi.SchemeViolation;
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
 * <p>A decoded value that the component already holds, decoded, leaves it as written: after
 * {@code Urn.parse("urn:example:a%2Cb").toBuilder()}, {@code nss("a,b")} keeps {@code a%2Cb}, so that
 * writing back what was read changes nothing (RFC 8141 section 3.1 tells {@code a%2Cb} from {@code a,b}).
 * Every setter refuses a value with an unpaired surrogate, which no UTF-8 can carry (RFC 3629 section 3),
 * with an {@link IllegalArgumentException}. Not thread-safe.
 */
public final class UrnBuilder {

  private static final CharClass COMPONENT = CharClass.PATH;
  private static final CharClass PARAMETER = CharClass.PATH.minus(CharClass.of("&="));

  private final SchemeRegistry registry;
  private @Nullable String nid;
  private @Nullable String nss;
  private @Nullable String rComponent;
  /** The q-component as it will be written, or null for none. */
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

  /**
   * The namespace identifier, {@code NID = (alphanum) 0*30(ldh) (alphanum)}: 2 to 32 letters, digits and
   * inner hyphens, checked by {@link #build()} (RFC 8141 section 2).
   */
  public UrnBuilder nid(String nid) {
    this.nid = wellFormed(nid, "the NID");
    return this;
  }

  /** The namespace-specific string, decoded; it is encoded for the NSS, or kept as written when it decodes to {@code nss}. */
  public UrnBuilder nss(String nss) {
    if (!decodesTo(this.nss, wellFormed(nss, "the NSS"))) {
      this.nss = leadingPchar(PercentEncoding.encode(nss, COMPONENT));
    }
    return this;
  }

  /** The namespace-specific string as written, percent-encoded (checked by {@link #build()}). */
  public UrnBuilder rawNss(String nss) {
    this.nss = wellFormed(nss, "the NSS");
    return this;
  }

  /** The r-component, decoded, or null for none (RFC 8141 section 2.3.1); kept as written when it decodes to {@code r}. */
  public UrnBuilder rComponent(@Nullable String r) {
    if (r == null || !decodesTo(rComponent, wellFormed(r, "the r-component"))) {
      this.rComponent = r == null ? null : component(r);
    }
    return this;
  }

  /** The r-component as written, or null for none (checked by {@link #build()}). */
  public UrnBuilder rawRComponent(@Nullable String r) {
    this.rComponent = r == null ? null : wellFormed(r, "the r-component");
    return this;
  }

  /**
   * The q-component, decoded, or null for none (RFC 8141 section 2.3.2); replaces any parameters, or
   * keeps the q-component as written when it decodes to {@code q}.
   */
  public UrnBuilder qComponent(@Nullable String q) {
    if (q == null) {
      this.qComponent = null;
      return this;
    }
    wellFormed(q, "the q-component");
    StringBuilder current = qComponent;
    if (current == null || !decodesTo(current.toString(), q)) {
      this.qComponent = new StringBuilder(component(q));
    }
    return this;
  }

  /** The q-component as written, or null for none; replaces any parameters (checked by {@link #build()}). */
  public UrnBuilder rawQComponent(@Nullable String q) {
    this.qComponent = q == null ? null : new StringBuilder(wellFormed(q, "the q-component"));
    return this;
  }

  /** Appends {@code name=value} (just {@code name} when the value is null) to the q-component, both decoded. */
  public UrnBuilder qParameter(String name, @Nullable String value) {
    String pair = pair(name, value);
    StringBuilder q = qComponent;
    if (q == null) {
      qComponent = new StringBuilder(leadingPchar(pair));
    } else if (q.length() == 0) {
      q.append(leadingPchar(pair));
    } else {
      q.append('&').append(pair);
    }
    return this;
  }

  /**
   * Sets the q-parameter {@code name} to {@code value} (both decoded), as WHATWG URLSearchParams'
   * {@code set} does: the first parameter of that name is replaced where it stands (kept as written
   * when it already has that value), the others of that name removed; {@code name=value} is appended
   * when there is none.
   */
  public UrnBuilder setQParameter(String name, @Nullable String value) {
    String pair = pair(name, value);
    StringBuilder q = qComponent;
    if (q == null || !edit(q, name, pair, value)) {
      qParameter(name, value);
    }
    return this;
  }

  /**
   * Removes every q-parameter named {@code name} (names compared once percent-decoded); the others stay
   * as written, in their order. A q-component left empty is removed.
   */
  public UrnBuilder removeQParameter(String name) {
    wellFormed(name, "a q-parameter name");
    StringBuilder q = qComponent;
    if (q != null) {
      edit(q, name, null, null);
    }
    return this;
  }

  /** The f-component, decoded, or null for none (RFC 8141 section 2.3.3); kept as written when it decodes to {@code f}. */
  public UrnBuilder fComponent(@Nullable String f) {
    if (f == null || !decodesTo(fComponent, wellFormed(f, "the f-component"))) {
      this.fComponent = f == null ? null : PercentEncoding.encode(f, CharClass.FRAGMENT);
    }
    return this;
  }

  /** The f-component as written, or null for none (checked by {@link #build()}). */
  public UrnBuilder rawFComponent(@Nullable String f) {
    this.fComponent = f == null ? null : wellFormed(f, "the f-component");
    return this;
  }

  /**
   * The URN, checked by RFC 8141 and its namespace: each part must be what its own rule allows, so that
   * none can move into another ({@code nid("isbn:0306406152?+")} is refused, not read as an NID, an NSS
   * and an r-component).
   *
   * @throws IllegalStateException if the NID or the NSS was not given
   * @throws UriSyntaxException if the rules refuse the result (a bad NID, a raw value out of place, a
   *     check digit), with the code of the rule and the index into the URN's text
   */
  public Urn build() {
    String nid = this.nid;
    String nss = this.nss;
    if (nid == null) {
      throw new IllegalStateException("a URN needs a namespace identifier (RFC 8141 section 2): call nid(...)");
    }
    if (nss == null) {
      throw new IllegalStateException("a URN needs a namespace-specific string (RFC 8141 section 2): call nss(...)");
    }
    StringBuilder text = new StringBuilder("urn:");
    refuse(UrnRules.checkNid(nid), text.length());
    text.append(nid).append(':');
    refuse(UrnRules.checkRawNss(nss), text.length());
    text.append(nss);
    if (rComponent != null) {
      text.append("?+");
      refuse(UrnRules.checkRawRComponent(rComponent), text.length());
      text.append(rComponent);
    }
    if (qComponent != null) {
      text.append("?=");
      refuse(UrnRules.checkRawQComponent(qComponent.toString()), text.length());
      text.append(qComponent);
    }
    if (fComponent != null) {
      text.append('#').append(fComponent);
    }
    return Urn.from(Uri.parse(text.toString(), registry));
  }

  /** Package access for the Kotlin DSL: the NSS as it will be written, or null before it is set. */
  @Nullable String nssAsWritten() {
    return nss;
  }

  /** Package access for the Kotlin DSL: the r-component as it will be written, or null for none. */
  @Nullable String rComponentAsWritten() {
    return rComponent;
  }

  /** Package access for the Kotlin DSL: the q-component as it will be written, or null for none. */
  @Nullable String qComponentAsWritten() {
    StringBuilder q = qComponent;
    return q == null ? null : q.toString();
  }

  /** Package access for the Kotlin DSL: the f-component as it will be written, or null for none. */
  @Nullable String fComponentAsWritten() {
    return fComponent;
  }

  /**
   * Rewrites {@code q} with the parameters named {@code name} removed, or the first of them replaced by
   * {@code pair} when it is not null (kept as written when its value decodes to {@code value}); the
   * others as written. Returns whether a parameter of that name was there.
   */
  private boolean edit(StringBuilder q, String name, @Nullable String pair, @Nullable String value) {
    String old = q.toString();
    q.setLength(0);
    boolean found = false;
    boolean first = true;
    int n = old.length();
    for (int start = 0; start <= n; ) {
      int end = old.indexOf('&', start);
      if (end < 0) {
        end = n;
      }
      int equals = start;
      while (equals < end && old.charAt(equals) != '=') {
        equals++;
      }
      boolean named = end > start && PercentEncoding.decode(old, start, equals).equals(name);
      if (!named || (pair != null && !found)) {
        if (!first) {
          q.append('&');
        }
        first = false;
        if (!named || hasValue(old, equals, end, value)) {
          q.append(old, start, end);
        } else {
          q.append(pair);
        }
      }
      found |= named;
      start = end + 1;
    }
    if (q.length() == 0) {
      qComponent = null;
    } else {
      fixStart(q);
    }
    return found;
  }

  /** Whether the parameter whose '=' (or end) is at {@code equals} has the decoded {@code value}. */
  private static boolean hasValue(String q, int equals, int end, @Nullable String value) {
    if (equals == end) {
      return value == null;
    }
    return value != null && decodesTo(q.substring(equals + 1, end), value);
  }

  /** {@code name=value}, or {@code name} when the value is null, each encoded for a q-parameter. */
  private static String pair(String name, @Nullable String value) {
    String encoded = PercentEncoding.encode(wellFormed(name, "a q-parameter name"), PARAMETER);
    return value == null
        ? encoded
        : encoded + '=' + PercentEncoding.encode(wellFormed(value, "a q-parameter value"), PARAMETER);
  }

  /** Encodes a leading '/' or '?' of {@code q}: a q-component begins with a pchar (RFC 8141 section 2). */
  private static void fixStart(StringBuilder q) {
    char c = q.charAt(0);
    if (c == '/' || c == '?') {
      q.replace(0, 1, c == '/' ? "%2F" : "%3F");
    }
  }

  /** Throws the violation of a part that begins at {@code offset} of the URN's text, if there is one. */
  private static void refuse(@Nullable SchemeViolation violation, int offset) {
    if (violation != null) {
      int index = offset + violation.index();
      throw new UriSyntaxException(UriSyntaxException.Kind.SCHEME_SPECIFIC, index,
          "urn: " + violation.rule() + " at index " + index, "urn", violation.code(), null);
    }
  }

  /**
   * Whether {@code raw} is a well-formed percent-encoding of UTF-8 that decodes to {@code value}: then
   * it stays as written, since encoding {@code value} again could give other text.
   */
  private static boolean decodesTo(@Nullable String raw, String value) {
    if (raw == null || !PercentEncoding.decode(raw).equals(value)) {
      return false;
    }
    if (value.indexOf('\uFFFD') < 0) {
      return true; // nothing was replaced: what decoding cannot read becomes U+FFFD
    }
    try {
      PercentEncoding.decodeStrict(raw);
      return true;
    } catch (IllegalArgumentException notUtf8) {
      return false;
    }
  }

  /** {@code value}, unless it holds an unpaired surrogate, which no UTF-8 can carry (RFC 3629 section 3). */
  private static String wellFormed(String value, String what) {
    int i = PercentEncoding.unpairedSurrogate(value);
    if (i >= 0) {
      throw new IllegalArgumentException("an unpaired surrogate at index " + i + " of " + what
          + ": UTF-8 cannot encode one (RFC 3629 section 3), so no percent-encoding carries it");
    }
    return value;
  }

  /** {@code value} encoded for an r- or q-component: every '?' encoded, so no "?=" can end it early. */
  private static String component(String value) {
    return leadingPchar(PercentEncoding.encode(value, COMPONENT));
  }

  /** {@code encoded} with a leading '/' written {@code %2F}: the NSS, r- and q-components begin with a pchar. */
  private static String leadingPchar(String encoded) {
    return encoded.startsWith("/") ? "%2F" + encoded.substring(1) : encoded;
  }
}
