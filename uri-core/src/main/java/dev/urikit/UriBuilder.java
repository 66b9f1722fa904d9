package dev.urikit;

/** Builds URI references from components. */
public final class UriBuilder {

  UriBuilder() {}

  UriBuilder(UriReference ref) {}
}
