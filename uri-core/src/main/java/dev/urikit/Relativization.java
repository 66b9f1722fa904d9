package dev.urikit;

/** The inverse of resolution. */
final class Relativization {

  private Relativization() {}

  static UriReference relativize(Uri base, Uri target) {
    throw new UnsupportedOperationException("relativization is being written");
  }
}
