package dev.urikit.spi;

/**
 * Why a scheme refuses a URI that the generic syntax accepts: the index of the first offending
 * character and the rule it breaks, for example {@code new SchemeViolation(7, "host must not be empty (RFC 9110 section 4.2.1)")}.
 * The core turns it into a {@link dev.urikit.UriSyntaxException} of kind
 * {@link dev.urikit.UriSyntaxException.Kind#SCHEME_SPECIFIC} that names the scheme.
 *
 * @param index the index in the URI's text
 * @param rule  a short description of the rule, without any user information from the input
 */
public record SchemeViolation(int index, String rule) {}
