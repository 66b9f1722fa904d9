package dev.urikit;

/** Reference resolution (RFC 3986 section 5.2). */
final class Resolution {

  private Resolution() {}

  static Uri resolve(Uri base, UriReference reference, ResolutionMode mode) {
    throw new UnsupportedOperationException("resolution is being written");
  }
}
