package dev.urikit;

import org.jspecify.annotations.Nullable;

/**
 * A reference without a scheme (RFC 3986 section 4.2), meaningful only against a base URI.
 *
 * <table>
 *   <caption>Kinds of relative reference</caption>
 *   <tr><th>input</th><th>kind</th></tr>
 *   <tr><td>{@code //example.com/a}</td><td>network-path reference (has an authority)</td></tr>
 *   <tr><td>{@code /a/b}</td><td>absolute-path reference</td></tr>
 *   <tr><td>{@code ../a?b#c}</td><td>relative-path reference</td></tr>
 *   <tr><td>{@code #frag}, {@code ""}</td><td>same-document reference</td></tr>
 * </table>
 */
public final class RelativeReference extends UriReference {

  RelativeReference(
      String text,
      int hostStart,
      int hostEnd,
      int pathStart,
      int queryMark,
      int fragmentMark,
      Registered binding) {
    super(text, -1, hostStart, hostEnd, pathStart, queryMark, fragmentMark, binding);
  }

  /** Parses a reference that must not have a scheme. */
  public static RelativeReference parse(String text) {
    UriReference ref = UriReference.parse(text, SchemeRegistry.empty());
    if (ref instanceof RelativeReference relative) {
      return relative;
    }
    throw new UriSyntaxException(
        UriSyntaxException.Kind.INVALID_CHARACTER, ref.schemeEnd, "a relative reference has no scheme, found ':' at index " + ref.schemeEnd);
  }

  /** The authority of a network-path reference ({@code //host/...}), without the {@code "//"}; otherwise null. */
  public @Nullable String authority() {
    return authority0();
  }

  /** The user information as written, or null. */
  public @Nullable String userInfo() {
    return userInfo0();
  }

  /** The user information decoded as UTF-8, or null. */
  public @Nullable String decodedUserInfo() {
    return decodedUserInfo0();
  }

  /** The host as written, or null when there is no authority. */
  public @Nullable String host() {
    return host0();
  }

  /** The host decoded as UTF-8 when it is a registered name, as written otherwise; null when absent. */
  public @Nullable String decodedHost() {
    return decodedHost0();
  }

  /** Which of the four forms the host takes, or null when there is no authority. */
  public @Nullable HostType hostType() {
    return hostType0();
  }

  /** The port as written, or null. */
  public @Nullable String port() {
    return port0();
  }

  /** The port as a number; null when absent, empty or too large for an {@code int}. */
  public @Nullable Integer portNumber() {
    return portNumber0();
  }

  /** This reference as an IRI reference for display (RFC 3987 section 3.2); see {@link UriReference#toIri()}. */
  @Override
  public RelativeIriReference toIri() {
    return (RelativeIriReference) super.toIri();
  }

  @Override
  public RelativeReference withQuery(@Nullable String raw) {
    return (RelativeReference) super.withQuery(raw);
  }

  @Override
  public RelativeReference withFragment(@Nullable String raw) {
    return (RelativeReference) super.withFragment(raw);
  }

  @Override
  public RelativeReference normalize() {
    return normalize(NormalizationLevel.SYNTAX);
  }

  /** Syntax-based normalization without dot-segment removal, which would change what the reference means. */
  @Override
  public RelativeReference normalize(NormalizationLevel level) {
    return (RelativeReference) Normalization.normalize(this, level);
  }
}
