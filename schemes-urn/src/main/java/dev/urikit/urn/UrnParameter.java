package dev.urikit.urn;

import org.jspecify.annotations.Nullable;

/**
 * One {@code name=value} pair of a URN's q-component, decoded: {@code lang=en} gives
 * {@code UrnParameter("lang", "en")}, a bare {@code flag} gives {@code UrnParameter("flag", null)}.
 *
 * @param name  the decoded name
 * @param value the decoded value, or null when the pair has no {@code "="}
 */
public record UrnParameter(String name, @Nullable String value) {}
