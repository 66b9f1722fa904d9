package dev.urikit;

import org.jspecify.annotations.Nullable;

/**
 * An IRI reference without a scheme ({@code irelative-ref}, RFC 3987 section 2.2), the IRI form of a
 * {@link RelativeReference}: {@code ../straße?q=ü}, {@code //bücher.example/a}, {@code #übersicht}.
 *
 * <p>No scheme says whether its host is a DNS name, so {@link #toUri()} percent-encodes a host like any
 * other component: {@code //bücher.example/} maps to {@code //b%C3%BCcher.example/}. Resolve it against
 * an {@link Iri}'s URI to have the base's scheme judge it.
 */
public final class RelativeIriReference extends IriReference {

  RelativeIriReference(String text, int hostStart, int hostEnd, int pathStart, int queryMark, int fragmentMark,
      RelativeReference uri) {
    super(text, -1, hostStart, hostEnd, pathStart, queryMark, fragmentMark, uri);
  }

  /** Parses a reference that must not have a scheme. */
  public static RelativeIriReference parse(String text) {
    IriReference ref = IriReference.parse(text, SchemeRegistry.empty());
    if (ref instanceof RelativeIriReference relative) {
      return relative;
    }
    throw new UriSyntaxException(UriSyntaxException.Kind.INVALID_CHARACTER, ref.schemeEnd,
        "a relative reference has no scheme, found ':' at index " + ref.schemeEnd);
  }

  /** The authority of a network-path reference, without the {@code "//"}; otherwise null. */
  public @Nullable String authority() {
    return authority0();
  }

  /** The user information as written, or null. */
  public @Nullable String userInfo() {
    return userInfo0();
  }

  /** The host as written, or null when there is no authority. */
  public @Nullable String host() {
    return host0();
  }

  /** Which of the four forms the host takes, or null when there is no authority. */
  public @Nullable HostType hostType() {
    return hostType0();
  }

  /** The port as written, or null. */
  public @Nullable String port() {
    return port0();
  }

  @Override
  public RelativeReference toUri() {
    return (RelativeReference) uri;
  }
}
