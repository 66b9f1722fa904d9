package dev.urikit.http;

import dev.urikit.HierarchicalUri;
import dev.urikit.Uri;
import dev.urikit.spi.Scheme;
import dev.urikit.spi.SchemeForm;
import dev.urikit.spi.SchemeViolation;
import dev.urikit.spi.UriParts;
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
  private static final String PORT_TOO_LARGE =
      "port above 65535 (RFC 3986 section 3.2.3; TCP ports are 16-bit, RFC 9293 section 3.1)";

  private final Kind kind;
  private final UserInfoPolicy userInfoPolicy;
  private final Integer defaultPort;
  private final HostRules hostRules;
  private final String noAuthority;

  HttpScheme(Kind kind, UserInfoPolicy userInfoPolicy) {
    this.kind = kind;
    this.userInfoPolicy = userInfoPolicy;
    this.defaultPort = kind.defaultPort;
    this.hostRules = new HostRules(kind.section);
    this.noAuthority = "an authority \"//host\" is required (" + kind.section + ")";
  }

  Kind kind() {
    return kind;
  }

  UserInfoPolicy userInfoPolicy() {
    return userInfoPolicy;
  }

  @Override
  public String name() {
    return kind.schemeName;
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
   * The core has already checked RFC 3986 and the hierarchical form, so this reads only the authority:
   * one loop finds its end, the "@" that ends user information and the ":" before the port, one more
   * checks the host, and the port digits are read last.
   */
  @Override
  public @Nullable SchemeViolation validate(Uri uri) {
    String s = uri.toString();
    int n = s.length();
    int authorityStart = kind.schemeName.length() + 3; // "http" ":" "//"; the scheme matched this name
    if (authorityStart > n || s.charAt(authorityStart - 2) != '/' || s.charAt(authorityStart - 1) != '/') {
      return new SchemeViolation(authorityStart - 2, noAuthority);
    }
    int authorityEnd = authorityStart;
    int at = -1;
    int colon = -1; // the first ':' after the last '@' so far: where the port starts
    for (char c; authorityEnd < n && (c = s.charAt(authorityEnd)) != '/' && c != '?' && c != '#'; authorityEnd++) {
      if (c == '@') {
        at = authorityEnd;
        colon = -1;
      } else if (c == ':' && colon < 0) {
        colon = authorityEnd;
      }
    }
    int hostStart = authorityStart;
    if (at >= 0) {
      if (userInfoPolicy == UserInfoPolicy.REFUSE) {
        return new SchemeViolation(authorityStart, USER_INFO_REFUSED);
      }
      hostStart = at + 1;
    }
    int hostEnd;
    if (hostStart < authorityEnd && s.charAt(hostStart) == '[') {
      if ((s.charAt(hostStart + 1) | 0x20) == 'v') {
        return hostRules.ipvFuture(hostStart);
      }
      hostEnd = s.indexOf(']', hostStart) + 1;
    } else {
      hostEnd = colon >= 0 ? colon : authorityEnd;
      SchemeViolation hostViolation = hostRules.checkName(uri, s, hostStart, hostEnd);
      if (hostViolation != null) {
        return hostViolation;
      }
    }
    int port = 0;
    for (int i = hostEnd + 1; i < authorityEnd; i++) {
      port = port * 10 + (s.charAt(i) - '0');
      if (port > 65535) {
        return new SchemeViolation(hostEnd + 1, PORT_TOO_LARGE);
      }
    }
    if (kind.isWebSocket()) {
      int hash = s.indexOf('#', authorityEnd);
      if (hash >= 0) {
        return new SchemeViolation(hash, FRAGMENT_REFUSED);
      }
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

  @Override
  public HttpUri view(Uri uri) {
    return HttpUri.wrap((HierarchicalUri) uri, this);
  }

  @Override
  public String toString() {
    return "HttpScheme[" + kind.schemeName + (userInfoPolicy == UserInfoPolicy.REFUSE ? ", strict]" : "]");
  }

  private static boolean isAuthorityEnd(char c) {
    return c == '/' || c == '?' || c == '#';
  }
}
