/**
 * The provider of the schemes that RFC 1738 first described and that RFC 4266, RFC 4248, RFC 4156 and
 * RFC 4157 now keep: {@code gopher}, {@code telnet}, {@code wais} and {@code prospero}, each in its own
 * package ({@link dev.urikit.gopher}, {@link dev.urikit.telnet}, {@link dev.urikit.wais},
 * {@link dev.urikit.prospero}).
 *
 * <pre>{@code
 * Uri a = Uri.parse("GOPHER://Example.COM:70/");
 * Uri b = Uri.parse("gopher://example.com/1");
 * a.equals(b)   // true: an empty gopher-path is type 1, and 70 is the default port
 * }</pre>
 */
@NullMarked
package dev.urikit.legacy;

import org.jspecify.annotations.NullMarked;
