package dev.urikit;

/**
 * How two references are compared (RFC 3986 section 6.2), from strictest to loosest.
 *
 * <table>
 *   <caption>{@code HTTP://Example.COM:80/a/./b} against {@code http://example.com/a/b}</caption>
 *   <tr><th>policy</th><th>equivalent?</th><th>because</th></tr>
 *   <tr><td>EXACT</td><td>no</td><td>the texts differ (section 6.2.1)</td></tr>
 *   <tr><td>SYNTAX</td><td>no</td><td>the port is still there (section 6.2.2)</td></tr>
 *   <tr><td>SCHEME</td><td>yes, with the http module</td><td>80 is http's default port (section 6.2.3)</td></tr>
 * </table>
 */
public enum Equivalence {
  /** Character-for-character comparison of the text (section 6.2.1). */
  EXACT,
  /** Comparison after syntax-based normalization: case, percent-encoding, dot-segments (section 6.2.2). */
  SYNTAX,
  /** Syntax-based, then the scheme's own normalization and equivalence rules (section 6.2.3). */
  SCHEME
}
