package dev.urikit.spi;

/**
 * Which of the two shapes of RFC 2396 section 3 a scheme allows.
 *
 * <table>
 *   <caption>Forms</caption>
 *   <tr><th>form</th><th>accepts</th><th>example</th></tr>
 *   <tr><td>HIERARCHICAL</td><td>{@code scheme:} followed by {@code //} or {@code /}</td><td>{@code http://a/b}</td></tr>
 *   <tr><td>OPAQUE</td><td>anything else after {@code scheme:}</td><td>{@code mailto:a@b}</td></tr>
 *   <tr><td>ANY</td><td>both</td><td>{@code news:comp.lang}, {@code news://h/comp.lang}</td></tr>
 * </table>
 */
public enum SchemeForm {
  /** Only hierarchical URIs ({@link dev.urikit.HierarchicalUri}). */
  HIERARCHICAL,
  /** Only opaque URIs ({@link dev.urikit.OpaqueUri}). */
  OPAQUE,
  /** Both shapes. */
  ANY
}
