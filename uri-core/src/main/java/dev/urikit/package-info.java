/**
 * URI references as RFC 3986 defines them.
 *
 * <p>{@link dev.urikit.UriReference#parse(String)} turns text into a {@link dev.urikit.HierarchicalUri},
 * an {@link dev.urikit.OpaqueUri} or a {@link dev.urikit.RelativeReference}. Every value keeps the text
 * it was made from; components are views of that text, raw (percent-encoded) first, decoded twins beside
 * them. Scheme-specific rules come from {@link dev.urikit.SchemeRegistry}.
 */
@NullMarked
package dev.urikit;

import org.jspecify.annotations.NullMarked;
