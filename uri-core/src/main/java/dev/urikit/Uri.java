package dev.urikit;

import dev.urikit.spi.Scheme;
import dev.urikit.spi.SchemeViolation;
import dev.urikit.spi.ViewDescription;
import dev.urikit.text.Completion;
import dev.urikit.text.RepairedUri;
import dev.urikit.text.UserInput;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * A URI: a reference with a scheme (RFC 3986 section 3), either a {@link HierarchicalUri} or an
 * {@link OpaqueUri}.
 *
 * <pre>{@code
 * Uri uri = Uri.parse("foo://example.com:8042/over/there?name=ferret#nose");
 * uri.scheme()                          // "foo"
 * uri.resolve("../here").toString()     // "foo://example.com:8042/here"
 * }</pre>
 */
public abstract sealed class Uri extends UriReference permits HierarchicalUri, OpaqueUri {

  Uri(
      String text,
      int schemeEnd,
      int hostStart,
      int hostEnd,
      int pathStart,
      int queryMark,
      int fragmentMark,
      Registered binding) {
    super(text, schemeEnd, hostStart, hostEnd, pathStart, queryMark, fragmentMark, binding);
  }

  /**
   * Parses a URI (a reference with a scheme) with the installed schemes.
   *
   * @throws UriSyntaxException if {@code text} is not a URI; a relative reference gives
   *     {@link UriSyntaxException.Kind#MISSING_SCHEME}
   */
  public static Uri parse(String text) {
    return parse(text, SchemeRegistry.installed());
  }

  /** Parses a URI, consulting {@code registry} for scheme-specific rules. */
  public static Uri parse(String text, SchemeRegistry registry) {
    UriReference result = ReferenceParser.parse(text, registry, ReferenceParser.Mode.URI_THROWING);
    if (!(result instanceof Uri uri)) {
      throw new AssertionError("parser returned no URI in throwing mode");
    }
    return uri;
  }

  /** Like {@link #parse(String)}, but null where that throws. */
  public static @Nullable Uri parseOrNull(String text) {
    return parseOrNull(text, SchemeRegistry.installed());
  }

  /** Like {@link #parse(String, SchemeRegistry)}, but null where that throws. */
  public static @Nullable Uri parseOrNull(String text, SchemeRegistry registry) {
    return (Uri) ReferenceParser.parse(text, registry, ReferenceParser.Mode.URI_LENIENT);
  }

  /**
   * Parses what a person typed or pasted, repairing it first ({@link UserInput}): delimiters and
   * whitespace stripped, what RFC 3986 does not allow percent-encoded, characters beyond US-ASCII mapped
   * as an IRI's. Each repair is reported with its index in {@code text}; a URI comes back unchanged, with
   * none. Nothing is completed: text without a scheme is an error.
   *
   * <pre>{@code
   * Uri.parseUserInput("<https://example.com/a b|c>").uri()   // https://example.com/ab%7Cc
   * }</pre>
   *
   * @throws UriSyntaxException if the text is empty, has no scheme (kind
   *     {@link UriSyntaxException.Kind#MISSING_SCHEME}), or is no URI once repaired
   */
  public static RepairedUri parseUserInput(String text) {
    return UserInput.parse(text);
  }

  /**
   * Like {@link #parseUserInput(String)}, consulting {@code registry} for scheme-specific rules and
   * completing a suffix reference ({@code www.example.com/a}) when {@code completion} says so.
   */
  public static RepairedUri parseUserInput(String text, SchemeRegistry registry, Completion completion) {
    return UserInput.parse(text, registry, completion);
  }

  /**
   * Converts from {@link java.net.URI} through its US-ASCII form.
   *
   * @throws UriSyntaxException if the URI is relative or not valid RFC 3986 (java.net.URI accepts some
   *     RFC 2396 forms that RFC 3986 does not)
   */
  public static Uri fromJavaNetUri(URI uri) {
    return parse(uri.toASCIIString());
  }

  /** The scheme as written; {@code "HTTP"} stays upper case. */
  @Override
  public String scheme() {
    return text.substring(0, schemeEnd);
  }

  /** The registered scheme that validated this URI, or null when the scheme is unknown to its registry. */
  public @Nullable Scheme registeredScheme() {
    return registered();
  }

  /**
   * The registered scheme's typed view of this URI of type {@code type}, or null when it offers none:
   * {@code uri.view(HttpUri.class)} with the http module installed. A scheme may offer several views
   * ({@code Urn} and a namespace's {@code UUID}, say).
   *
   * @throws UriSyntaxException of kind {@link UriSyntaxException.Kind#SCHEME_FAILURE} if the scheme's
   *     view hook throws, or answers with an object that is not a {@code type}
   */
  public <T> @Nullable T view(Class<T> type) {
    Scheme scheme = registered();
    if (scheme == null) {
      return null;
    }
    Object view;
    try {
      view = scheme.view(this, type);
    } catch (Throwable t) {
      throw Hooks.failure(binding, "view", t);
    }
    if (view != null && !type.isInstance(view)) {
      throw Hooks.failure(binding, "view", new ClassCastException(
          "asked for a " + type.getName() + ", the view hook gave a " + view.getClass().getName()));
    }
    return type.cast(view);
  }

  /**
   * What the registered scheme's view says of this URI, as named values for tools that print any
   * scheme's view, or null when its scheme describes nothing.
   *
   * @throws UriSyntaxException of kind {@link UriSyntaxException.Kind#SCHEME_FAILURE} if the scheme's
   *     describe hook throws
   */
  public @Nullable ViewDescription viewDescription() {
    Scheme scheme = registered();
    if (scheme == null) {
      return null;
    }
    try {
      return scheme.describe(this);
    } catch (Throwable t) {
      throw Hooks.failure(binding, "describe", t);
    }
  }

  /**
   * The registered scheme's SHOULD-level findings on this URI, which parsing accepts; empty when there
   * are none or the scheme is not registered.
   *
   * @throws UriSyntaxException of kind {@link UriSyntaxException.Kind#SCHEME_FAILURE} if the scheme's
   *     warnings hook throws
   */
  public List<SchemeViolation> warnings() {
    Scheme scheme = registered();
    if (scheme == null) {
      return List.of();
    }
    try {
      return List.copyOf(scheme.warnings(this));
    } catch (Throwable t) {
      throw Hooks.failure(binding, "warnings", t);
    }
  }

  /**
   * Converts to {@link java.net.URI}.
   *
   * @throws IllegalArgumentException where java.net.URI cannot hold this URI (it follows RFC 2396 and
   *     refuses, for example, IPvFuture hosts and some empty authorities)
   */
  public URI toJavaNetUri() {
    try {
      return new URI(text);
    } catch (URISyntaxException e) {
      throw new IllegalArgumentException(
          "java.net.URI cannot hold this URI: " + e.getReason() + " at index " + e.getIndex(), e);
    }
  }

  /**
   * Resolves {@code reference} against this URI by RFC 3986 section 5.2 (strict: a reference with a
   * scheme is taken as it is). This URI's fragment is ignored, as section 5.2.2 says.
   *
   * <table>
   *   <caption>Against {@code http://a/b/c/d;p?q} (RFC 3986 section 5.4)</caption>
   *   <tr><th>reference</th><th>result</th></tr>
   *   <tr><td>{@code g}</td><td>{@code http://a/b/c/g}</td></tr>
   *   <tr><td>{@code ../../g}</td><td>{@code http://a/g}</td></tr>
   *   <tr><td>{@code ?y}</td><td>{@code http://a/b/c/d;p?y}</td></tr>
   *   <tr><td>{@code //g}</td><td>{@code http://g}</td></tr>
   * </table>
   *
   * <p>One departure from the letter of section 5.3: when the result has no authority and its path
   * begins with {@code "//"}, the path is written with a {@code "/."} prefix, so that the text reads back
   * as the same path instead of an authority: {@code foo:/} with {@code .//@@} gives {@code foo:/.//@@}
   * where the literal algorithm gives {@code foo://@@} (whose authority would be {@code @@}). Removing
   * dot-segments from the written path gives the algorithm's path back.
   *
   * <p>A segment that is {@code "."} or {@code ".."} once percent-encoded unreserved characters are
   * decoded ({@code %2e}, {@code .%2E}) is a dot-segment, as normalization treats it (RFC 3986 sections
   * 2.3 and 6.2.2.2), so that resolution and equality agree.
   *
   * <p>The result is checked with this URI's registry, so its scheme's module validates it. Time is linear
   * in the lengths of this URI and the reference, however many {@code "../"} segments the reference has.
   *
   * @throws UriSyntaxException if the scheme's module refuses the result, or this URI's scheme says its
   *     URIs cannot be a base ({@code urn}, {@code mailto}) and the reference is relative
   */
  public Uri resolve(UriReference reference) {
    return Resolution.resolve(this, reference, ResolutionMode.RFC_3986);
  }

  /**
   * Parses {@code reference} by the generic syntax and resolves it against this URI; the result is
   * checked by its scheme's rules in this URI's registry.
   */
  public Uri resolve(String reference) {
    return resolve(reference, ResolutionMode.RFC_3986);
  }

  /**
   * Parses {@code reference} by the generic syntax and resolves it against this URI by the rules
   * {@code mode} names: against {@code http://a/b/c/d;p?q}, {@code "http:g"} gives {@code http://a/b/c/g}
   * in {@link ResolutionMode#RFC_2396} mode, whatever the http scheme's rules say of {@code http:g} alone.
   */
  public Uri resolve(String reference, ResolutionMode mode) {
    return resolve(UriReference.parse(reference, SchemeRegistry.empty()), mode);
  }

  /**
   * Resolves {@code reference} against this URI by the rules {@code mode} names:
   * {@code resolve(UriReference.parse("http:g"), ResolutionMode.RFC_2396)} against
   * {@code http://a/b/c/d;p?q} gives {@code http://a/b/c/g}.
   */
  public Uri resolve(UriReference reference, ResolutionMode mode) {
    return Resolution.resolve(this, reference, mode);
  }

  /**
   * The shortest reference {@code r} for which {@code this.resolve(r).toString()} equals
   * {@code target.toString()}: {@code target} itself when the schemes differ (compared as written, since
   * resolution copies a reference's scheme as written), a network-path reference when the authorities
   * differ, otherwise the shortest of a same-document, relative-path or absolute-path reference.
   *
   * <table>
   *   <caption>Against {@code http://a/b/c/d?q}</caption>
   *   <tr><th>target</th><th>result</th></tr>
   *   <tr><td>{@code http://a/b/c/g}</td><td>{@code g}</td></tr>
   *   <tr><td>{@code http://a/b/g}</td><td>{@code ../g}</td></tr>
   *   <tr><td>{@code http://a/b/c/x:y}</td><td>{@code ./x:y}</td></tr>
   *   <tr><td>{@code http://a/b/c/d?r}</td><td>{@code ?r}</td></tr>
   *   <tr><td>{@code http://a/b/c/d?q#f}</td><td>{@code #f}</td></tr>
   *   <tr><td>{@code http://x/y}</td><td>{@code //x/y}</td></tr>
   *   <tr><td>{@code ftp://a/b}</td><td>{@code ftp://a/b} (the target)</td></tr>
   * </table>
   *
   * <p>A target that no reference resolves to exactly, such as {@code http://a/b/./c} (resolution removes
   * its dot-segment), is returned itself, a {@link Uri}; otherwise the result is a
   * {@link RelativeReference} no longer than the target. When this URI's scheme says its URIs cannot be
   * a base ({@code urn}, {@code mailto}), the result is the target. Time is linear in the lengths of both.
   *
   * <p>{@code resolve(relativize(t))} equals {@code t} for every target {@code t} (by {@code equals}, the
   * scheme-aware equality), and is the same text as {@code t} when {@code t}'s path has no dot-segments.
   */
  public UriReference relativize(Uri target) {
    return Relativization.relativize(this, target);
  }

  /** This URI as an IRI for display (RFC 3987 section 3.2); see {@link UriReference#toIri()}. */
  @Override
  public Iri toIri() {
    return (Iri) super.toIri();
  }

  @Override
  public Uri withQuery(@Nullable String raw) {
    return (Uri) super.withQuery(raw);
  }

  @Override
  public Uri withFragment(@Nullable String raw) {
    return (Uri) super.withFragment(raw);
  }

  @Override
  public Uri normalize() {
    return normalize(NormalizationLevel.SCHEME);
  }

  @Override
  public Uri normalize(NormalizationLevel level) {
    return (Uri) Normalization.normalize(this, level);
  }
}
