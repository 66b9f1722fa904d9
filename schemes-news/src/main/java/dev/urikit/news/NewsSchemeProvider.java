package dev.urikit.news;

import dev.urikit.SchemeRegistry;
import dev.urikit.spi.Scheme;
import dev.urikit.spi.SchemeProvider;
import dev.urikit.spi.SchemeRegistrar;

/**
 * Installs {@code news}, {@code snews}, {@code nntp} and {@code nntps} (RFC 5538) through
 * {@link java.util.ServiceLoader}: it is listed in {@code META-INF/services/dev.urikit.spi.SchemeProvider},
 * so adding this module to the class path is enough.
 *
 * <pre>{@code
 * SchemeRegistry.installed().lookup("nntps").defaultPort()   // 563
 * SchemeRegistry.builder().add(new NewsSchemeProvider()).build()   // the four schemes alone
 * }</pre>
 */
public final class NewsSchemeProvider implements SchemeProvider {

  /** Called by {@link java.util.ServiceLoader}. */
  public NewsSchemeProvider() {}

  @Override
  public void register(SchemeRegistrar registrar) {
    registrar.add(NewsScheme.news()).add(NewsScheme.snews()).add(NntpScheme.nntp()).add(NntpScheme.nntps());
  }

  /**
   * The registry the views parse with: the installed one when its news and nntp schemes are this
   * module's, otherwise a registry of the four schemes alone.
   */
  static SchemeRegistry registry() {
    SchemeRegistry installed = SchemeRegistry.installed();
    Scheme news = installed.lookup("news");
    Scheme nntp = installed.lookup("nntp");
    return news == NewsScheme.news() && nntp == NntpScheme.nntp() ? installed : Own.REGISTRY;
  }

  /** The four schemes alone, built on first use. */
  private static final class Own {
    static final SchemeRegistry REGISTRY = SchemeRegistry.builder().add(new NewsSchemeProvider()).build();
  }
}
