package dev.urikit.spi;

import dev.urikit.internal.Recomposition;
import org.jspecify.annotations.Nullable;

/**
 * The components of a URI being normalized, as raw (percent-encoded) strings that a
 * {@link Scheme#normalize(UriParts)} hook may change. Absent components are null; present but empty
 * ones are {@code ""}. Not thread-safe: it lives for one normalization.
 */
public final class UriParts {

  private String scheme;
  private @Nullable String userInfo;
  private @Nullable String host;
  private @Nullable String port;
  private String path;
  private @Nullable String query;
  private @Nullable String fragment;

  /** Components as given; {@code host} is null exactly when there is no authority. */
  public UriParts(
      String scheme,
      @Nullable String userInfo,
      @Nullable String host,
      @Nullable String port,
      String path,
      @Nullable String query,
      @Nullable String fragment) {
    this.scheme = scheme;
    this.userInfo = userInfo;
    this.host = host;
    this.port = port;
    this.path = path;
    this.query = query;
    this.fragment = fragment;
  }

  public String scheme() {
    return scheme;
  }

  public UriParts scheme(String value) {
    scheme = value;
    return this;
  }

  public @Nullable String userInfo() {
    return userInfo;
  }

  public UriParts userInfo(@Nullable String value) {
    userInfo = value;
    return this;
  }

  /** The host; null when there is no authority. */
  public @Nullable String host() {
    return host;
  }

  public UriParts host(@Nullable String value) {
    host = value;
    return this;
  }

  public @Nullable String port() {
    return port;
  }

  public UriParts port(@Nullable String value) {
    port = value;
    return this;
  }

  public String path() {
    return path;
  }

  public UriParts path(String value) {
    path = value;
    return this;
  }

  public @Nullable String query() {
    return query;
  }

  public UriParts query(@Nullable String value) {
    query = value;
    return this;
  }

  public @Nullable String fragment() {
    return fragment;
  }

  public UriParts fragment(@Nullable String value) {
    fragment = value;
    return this;
  }

  /** The URI text these components make (RFC 3986 section 5.3). */
  @Override
  public String toString() {
    return Recomposition.recompose(scheme, userInfo, host, port, path, query, fragment);
  }
}
