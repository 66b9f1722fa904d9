package dev.urikit.http;

import dev.urikit.HierarchicalUri;
import dev.urikit.QueryParameter;
import dev.urikit.Uri;
import dev.urikit.spi.HostRules;
import dev.urikit.spi.Scheme;
import dev.urikit.spi.SchemeForm;
import dev.urikit.spi.SchemeViolation;
import dev.urikit.spi.UriLayout;
import dev.urikit.spi.UriParts;
import dev.urikit.spi.UriView;
import dev.urikit.spi.ViewDescription;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * One of {@code http}, {@code https}, {@code ws}, {@code wss}: the syntax of RFC 9110 section 4.2 and
 * RFC 6455 section 3 on top of RFC 3986, the normalization of RFC 9110 section 4.2.3 and the
 * {@link HttpUri} view.
 *
 * <p>{@link #validate(Uri)} reads the URI's text with index arithmetic only, so it allocates nothing
 * when the URI is acceptable; every rule string is built once, here.
 */
final class HttpScheme implements Scheme {

  /** Whether user information in the authority is refused (RFC 9110 section 4.2.4). */
  enum UserInfoPolicy {
    ACCEPT,
    REFUSE
  }

  /** The four schemes and what sets them apart. */
  enum Kind {
    HTTP("http", 80, "RFC 9110 section 4.2.1"),
    HTTPS("https", 443, "RFC 9110 section 4.2.2"),
    WS("ws", 80, "RFC 6455 section 3"),
    WSS("wss", 443, "RFC 6455 section 3");

    final String schemeName;
    final int defaultPort;
    final String section;

    Kind(String schemeName, int defaultPort, String section) {
      this.schemeName = schemeName;
      this.defaultPort = defaultPort;
      this.section = section;
    }

    boolean isWebSocket() {
      return this == WS || this == WSS;
    }

    boolean isSecure() {
      return this == HTTPS || this == WSS;
    }
  }

  private static final String USER_INFO_REFUSED =
      "user information is refused in strict mode (RFC 9110 section 4.2.4)";
  private static final String FRAGMENT_REFUSED = "a fragment is not allowed (RFC 6455 section 3)";
  /** The host rules for builders, which learn the scheme last: http's, whose codes every kind shares. */
  static final HostRules HOSTS = HostRules.of("http", Kind.HTTP.section);

  private final Kind kind;
  private final UserInfoPolicy userInfoPolicy;
  private final Integer defaultPort;
  private final HostRules hostRules;
  private final String noAuthority;

  HttpScheme(Kind kind, UserInfoPolicy userInfoPolicy) {
    this.kind = kind;
    this.userInfoPolicy = userInfoPolicy;
    this.defaultPort = kind.defaultPort;
    this.hostRules = HostRules.of("http", kind.section);
    this.noAuthority = "an authority \"//host\" is required (" + kind.section + ")";
  }

  Kind kind() {
    return kind;
  }

  HostRules hostRules() {
    return hostRules;
  }

  UserInfoPolicy userInfoPolicy() {
    return userInfoPolicy;
  }

  @Override
  public String name() {
    return kind.schemeName;
  }

  /** True: hosts are DNS names (RFC 9110 section 4.2.1), so a builder writes a Unicode name as its A-label. */
  @Override
  public boolean hasDnsHosts() {
    return true;
  }

  @Override
  public Integer defaultPort() {
    return defaultPort;
  }

  @Override
  public SchemeForm form() {
    return SchemeForm.HIERARCHICAL;
  }

  /**
   * The core has already checked RFC 3986 and the hierarchical form, and typed the host and read the
   * port, and read a DNS host name as such: the {@link HostRules} facility reads those facts through
   * {@link UriLayout}, and scans a registered name's characters only when the parser could not vouch
   * for them, and user information only when there is some.
   */
  @Override
  public @Nullable SchemeViolation validate(Uri uri) {
    if (!UriLayout.hasAuthority(uri)) {
      return new SchemeViolation(UriLayout.schemeEnd(uri) + 1, "http.authority.missing", noAuthority);
    }
    if (userInfoPolicy == UserInfoPolicy.REFUSE && UriLayout.hasUserInfo(uri)) {
      return new SchemeViolation(UriLayout.authorityStart(uri), "http.userinfo.refused", USER_INFO_REFUSED);
    }
    SchemeViolation authority = hostRules.checkAuthority(uri);
    if (authority != null) {
      return authority;
    }
    if (kind.isWebSocket() && UriLayout.hasFragment(uri)) {
      return new SchemeViolation(UriLayout.fragmentStart(uri) - 1, "ws.fragment", FRAGMENT_REFUSED);
    }
    return null;
  }

  /**
   * RFC 9110 section 4.2.3 on top of what the core has done (lower-case scheme and host,
   * percent-encoding normalized, dot-segments, empty and default port removed): an empty path
   * becomes {@code "/"}. The host needs nothing more: validation lets through only characters that
   * are unreserved once decoded, which syntax-based normalization has decoded and lower-cased.
   */
  @Override
  public void normalize(UriParts parts) {
    if (parts.path().isEmpty()) {
      parts.path("/");
    }
  }

  /** The {@link HttpUri} view, which {@link #view(Uri, Class)} makes of every URI of this scheme. */
  @Override
  public List<Class<? extends UriView<?, ?>>> viewTypes() {
    return List.of(HttpUri.class);
  }

  @Override
  public <T> @Nullable T view(Uri uri, Class<T> type) {
    return type == HttpUri.class ? type.cast(HttpUri.wrap((HierarchicalUri) uri, this)) : null;
  }

  /**
   * The {@code "http"} description: the host in lower case, the effective port, the RFC 6454 origin,
   * the origin-form request target, and the query read as application/x-www-form-urlencoded pairs,
   * decoded ({@code +} is a space; a name without {@code =} has a null value).
   */
  @Override
  public ViewDescription describe(Uri uri) {
    HttpUri view = HttpUri.wrap((HierarchicalUri) uri, this);
    List<List<@Nullable String>> parameters = new ArrayList<>();
    for (QueryParameter parameter : view.queryParameters()) {
      parameters.add(Arrays.asList(parameter.name(), parameter.value()));
    }
    return ViewDescription.builder("http")
        .put("host", view.host())
        .put("port", view.port())
        .put("origin", view.origin())
        .put("request_target", view.requestTarget())
        .put("query_parameters", parameters)
        .build();
  }

  @Override
  public String toString() {
    return "HttpScheme[" + kind.schemeName + (userInfoPolicy == UserInfoPolicy.REFUSE ? ", strict]" : "]");
  }

}
