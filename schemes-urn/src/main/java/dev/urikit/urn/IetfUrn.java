package dev.urikit.urn;

import org.jspecify.annotations.Nullable;

/**
 * The {@code ietf} namespace's view of a URN (RFC 2648): the document series and its number or name.
 *
 * <table>
 *   <caption>Examples</caption>
 *   <tr><th>URN</th><th>series</th><th>number</th><th>name</th></tr>
 *   <tr><td>{@code urn:ietf:rfc:3986}</td><td>rfc</td><td>3986</td><td>3986</td></tr>
 *   <tr><td>{@code urn:ietf:BCP:014}</td><td>bcp</td><td>14</td><td>014</td></tr>
 *   <tr><td>{@code urn:ietf:id:draft-ietf-urnbis-rfc2141bis-urn}</td><td>id</td><td>null</td><td>draft-ietf-urnbis-rfc2141bis-urn</td></tr>
 *   <tr><td>{@code urn:ietf:params:xml:ns:yang}</td><td>params</td><td>null</td><td>xml:ns:yang</td></tr>
 * </table>
 *
 * <p>It prints as the series and the name, {@code rfc:3986} or {@code bcp:014}: the URN's NSS with the series in
 * lower case ({@code Urn.parse("urn:ietf:BCP:014").namespaceView(IetfUrn.class)} prints {@code bcp:014}).
 *
 * @param series the series in lower case: {@code rfc}, {@code fyi}, {@code std}, {@code bcp}, {@code id},
 *               {@code mtg} or another
 * @param number the document number for {@code rfc}, {@code fyi}, {@code std} and {@code bcp}, else null
 * @param name   what follows the series and its ':', as written ({@code ""} when nothing does)
 */
public record IetfUrn(String series, @Nullable Integer number, String name) {

  /** {@code series:name}, such as {@code rfc:3986}; the series alone when the name is empty. */
  @Override
  public String toString() {
    return name.isEmpty() ? series : series + ":" + name;
  }
}
