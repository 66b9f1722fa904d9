package dev.urikit.http;

import org.jspecify.annotations.Nullable;

/**
 * One decoded {@code name=value} pair of a query: {@code ?a=1&b&c=} gives {@code (a, "1")},
 * {@code (b, null)} and {@code (c, "")}.
 *
 * @param name  the decoded name, possibly empty
 * @param value the decoded value; null when the pair has no {@code "="}, {@code ""} when nothing follows it
 */
public record QueryParameter(String name, @Nullable String value) {}
