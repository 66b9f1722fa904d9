package dev.urikit.http;

import dev.urikit.SchemeRegistry;
import dev.urikit.spi.Scheme;
import dev.urikit.spi.SchemeProvider;
import dev.urikit.spi.SchemeRegistrar;

/**
 * The {@code http}, {@code https}, {@code ws} and {@code wss} schemes, in the standard flavour that
 * {@link java.util.ServiceLoader} installs and in a strict flavour that refuses user information.
 *
 * <pre>{@code
 * SchemeRegistry strict = SchemeRegistry.builder().add(HttpSchemes.strict()).build();
 * Uri.parse("http://user@example.com/", strict)
 * // UriSyntaxException (SCHEME_SPECIFIC, index 7): user information is refused in strict mode (RFC 9110 section 4.2.4)
 * Uri.parse("http://user@example.com/")       // accepted: the installed schemes are standard
 * }</pre>
 *
 * <p>RFC 9110 section 4.2.4 deprecates user information in http and https URIs and asks a recipient
 * to treat it as an error; RFC 6455 section 3 leaves it out of the ws and wss grammar. The standard
 * flavour accepts it, so that such URIs can still be read and cleaned ({@link HttpUri#withoutUserInfo()});
 * the strict flavour refuses it at parse time, for input from untrusted sources.
 */
public final class HttpSchemes {

  private static final SchemeProvider STANDARD = provider(HttpScheme.UserInfoPolicy.ACCEPT);
  private static final SchemeProvider STRICT = provider(HttpScheme.UserInfoPolicy.REFUSE);
  private static final SchemeRegistry STANDARD_REGISTRY = SchemeRegistry.builder().add(STANDARD).build();
  private static final SchemeRegistry STRICT_REGISTRY = SchemeRegistry.builder().add(STRICT).build();

  private HttpSchemes() {}

  /** The four schemes accepting user information, as installed through {@link java.util.ServiceLoader}. */
  public static SchemeProvider standard() {
    return STANDARD;
  }

  /** The four schemes refusing user information (RFC 9110 section 4.2.4). */
  public static SchemeProvider strict() {
    return STRICT;
  }

  /**
   * The registry {@link HttpUri#parse(String)} uses: the installed one when its http scheme is this
   * module's standard flavour, otherwise a registry of the four standard schemes alone.
   */
  static SchemeRegistry standardRegistry() {
    Scheme installed = SchemeRegistry.installed().lookup("http");
    if (installed instanceof HttpScheme http && http.userInfoPolicy() == HttpScheme.UserInfoPolicy.ACCEPT) {
      return SchemeRegistry.installed();
    }
    return STANDARD_REGISTRY;
  }

  /** A registry of the four schemes with {@code scheme}'s user-information policy. */
  static SchemeRegistry registryFor(HttpScheme scheme) {
    return scheme.userInfoPolicy() == HttpScheme.UserInfoPolicy.REFUSE ? STRICT_REGISTRY : standardRegistry();
  }

  static SchemeRegistry strictRegistry() {
    return STRICT_REGISTRY;
  }

  private static SchemeProvider provider(HttpScheme.UserInfoPolicy policy) {
    HttpScheme[] schemes = new HttpScheme[HttpScheme.Kind.values().length];
    for (HttpScheme.Kind kind : HttpScheme.Kind.values()) {
      schemes[kind.ordinal()] = new HttpScheme(kind, policy);
    }
    return new SchemeProvider() {
      @Override
      public void register(SchemeRegistrar registrar) {
        for (HttpScheme scheme : schemes) {
          registrar.add(scheme);
        }
      }

      @Override
      public String toString() {
        return policy == HttpScheme.UserInfoPolicy.REFUSE ? "HttpSchemes.strict()" : "HttpSchemes.standard()";
      }
    };
  }
}
