package dev.urikit.news;

import dev.urikit.spi.Scheme;

/** What the news and nntp families share as schemes: a name and a default port, fixed per instance. */
abstract class NetnewsScheme implements Scheme {

  private final String name;
  private final Integer defaultPort;

  NetnewsScheme(String name, int defaultPort) {
    this.name = name;
    this.defaultPort = defaultPort;
  }

  /** The scheme name: {@code "news"}, {@code "snews"}, {@code "nntp"} or {@code "nntps"}. */
  @Override
  public final String name() {
    return name;
  }

  /** 119 for news and nntp, 563 for their TLS twins snews and nntps (RFC 3977, RFC 4642). */
  @Override
  public final Integer defaultPort() {
    return defaultPort;
  }

  @Override
  public final String toString() {
    return getClass().getSimpleName() + "[" + name + "]";
  }
}
