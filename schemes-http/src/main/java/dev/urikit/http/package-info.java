/**
 * The {@code http}, {@code https}, {@code ws} and {@code wss} schemes (RFC 9110 section 4.2, RFC 6455
 * section 3), installed through {@link java.util.ServiceLoader} by {@link dev.urikit.http.HttpSchemeProvider},
 * with the typed view {@link dev.urikit.http.HttpUri} and its builder.
 *
 * <pre>{@code
 * Uri a = Uri.parse("http://Example.COM:80/a/../b");
 * a.equals(Uri.parse("http://example.com/b"))   // true (RFC 9110 section 4.2.3)
 * a.view(HttpUri.class).origin()                // "http://example.com"
 * }</pre>
 *
 * <h2>What the http rules add to RFC 3986</h2>
 *
 * <ul>
 *   <li>An authority with a non-empty host (RFC 9110 section 4.2.1): {@code http:g},
 *       {@code http:/x}, {@code http:///x} are refused. IPvFuture hosts are refused.</li>
 *   <li>A port of at most 65535. Leading zeros are accepted ({@code port = *DIGIT}) and kept in the
 *       text; equivalence compares ports by value (RFC 3986 section 6.2.3), so {@code http://h:0080/},
 *       {@code http://h:80/} and {@code http://h/} are equal, and {@link dev.urikit.http.HttpUri#port()}
 *       reads {@code :0080} as the number 80.</li>
 *   <li>A registered-name host must, once percent-decoded, be a DNS name: labels of letters, digits,
 *       {@code "-"} (not first or last) and {@code "_"}, 1 to 63 octets each, at most 253 in all, one
 *       trailing {@code "."} allowed. Underscores are accepted: DNS carries them (RFC 2181 section 11),
 *       service names use them, and no parser reads them as a delimiter. Non-ASCII octets are refused:
 *       an internationalized name is written as its A-label ({@code xn--...}, RFC 5890), because
 *       without IDNA mapping a percent-encoded U-label cannot be told from a look-alike (fullwidth
 *       {@code "／"} maps to {@code "/"}, fullwidth digits to digits).</li>
 *   <li>A registered name whose last label is a number ({@code 256.256.256.256}, {@code 0x7f.1},
 *       {@code 192.168.0.%31}, {@code 1}) is refused: RFC 3986 section 7.4 warns that resolvers read
 *       such names as IPv4 addresses in rare formats, and no top-level domain is numeric. An IPv4
 *       address must be the canonical dotted quad, which RFC 3986 already types as IPv4.</li>
 *   <li>User information that decodes to a C0 control or DEL ({@code http://127.0.0.1.%00@127.2.2.2/})
 *       is refused: C code that stops at the NUL reads another host (RFC 3986 section 7.3).</li>
 *   <li>An IPv6 literal is an address: normalization writes it in the text of RFC 5952 section 4, so
 *       {@code http://[0::0]/} equals {@code http://[::]/} and {@code http://[::ffff:127.0.0.1]/} equals
 *       {@code http://[::ffff:7f00:1]/}; {@link dev.urikit.http.HttpUri#hostAddress()} gives the address
 *       and its {@link dev.urikit.AddressCategory} without DNS.</li>
 *   <li>No fragment in ws and wss URIs (RFC 6455 section 3).</li>
 *   <li>User information is accepted and exposed, since RFC 9110 section 4.2.4 only asks recipients to
 *       treat it as an error; {@link dev.urikit.http.HttpSchemes#strict()} and
 *       {@link dev.urikit.http.HttpUri#parseStrict(String)} refuse it.</li>
 * </ul>
 *
 * <p>The host, user-information and port rules are the core's host facility,
 * {@link dev.urikit.spi.HostRules} (codes {@code http.host.*}, {@code http.userinfo.control},
 * {@code http.port.range}), shared with every scheme whose hosts are DNS names; the builder's
 * {@link dev.urikit.http.HttpUriBuilder#host(String)} writes hosts with it, and
 * {@link dev.urikit.http.HttpUri#unicodeHost()} maps A-labels back with the installed
 * {@link dev.urikit.spi.IdnaMapping}.
 *
 * <p>Each refusal is a {@link dev.urikit.UriSyntaxException} of kind {@code SCHEME_SPECIFIC} naming the
 * scheme, its message naming the RFC rule.
 *
 * <h2>What is sent is what is compared</h2>
 *
 * <p>{@link dev.urikit.http.HttpUri#requestTarget()} sends the path with its dot-segments removed,
 * percent-encoded ones included ({@code /secret/%2e%2e/public/x} sends {@code /public/x}), as equality
 * sees it; {@link dev.urikit.http.HttpUri#requestTargetAsWritten()} gives the path as written.
 *
 * <h2>Attacks: generic syntax versus the http rules</h2>
 *
 * <table>
 *   <caption>Which inputs RFC 3986 accepts and the http rules refuse on top</caption>
 *   <tr><th>input</th><th>RFC 3986 ({@code SchemeRegistry.empty()})</th><th>http rules</th></tr>
 *   <tr><td>{@code http://a\b/}, {@code http:\\a/}</td><td>refused (backslash)</td><td>refused</td></tr>
 *   <tr><td>{@code http://a@b@c/}</td><td>refused (second {@code "@"})</td><td>refused</td></tr>
 *   <tr><td>{@code http://a#@b/}, {@code http://a?@b/}</td><td>accepted, host {@code a}</td><td>accepted, host {@code a}</td></tr>
 *   <tr><td>{@code ws://a#@b/}</td><td>accepted, host {@code a}</td><td><b>refused</b> (fragment)</td></tr>
 *   <tr><td>{@code http://a b/}, tab, CR, LF, NUL, DEL</td><td>refused</td><td>refused</td></tr>
 *   <tr><td>{@code http://a%2Fb/}, {@code %40}, {@code %3A}, {@code %00}, {@code %20}, {@code %5C}</td><td>accepted (reg-name)</td><td><b>refused</b></td></tr>
 *   <tr><td>raw {@code "／" "？" "＃" "＠"} (U+FF0F, U+FF1F, U+FF03, U+FF20), {@code "∕"} (U+2215)</td><td>refused (not ASCII)</td><td>refused</td></tr>
 *   <tr><td>{@code http://a%EF%BC%8Fb/} and the other look-alikes percent-encoded</td><td>accepted</td><td><b>refused</b></td></tr>
 *   <tr><td>{@code http://192.168.0.%31/}, {@code http://0x7f.1/}, {@code http://256.256.256.256/}</td><td>accepted (reg-name)</td><td><b>refused</b></td></tr>
 *   <tr><td>{@code http:///x}, {@code http:g}, {@code http://[v1.x]/}</td><td>accepted</td><td><b>refused</b></td></tr>
 *   <tr><td>{@code http://h:65536/}</td><td>accepted</td><td><b>refused</b></td></tr>
 *   <tr><td>{@code http://127.0.0.1.%00@127.2.2.2/}, {@code http://a%7F@h/}</td><td>accepted</td><td><b>refused</b></td></tr>
 * </table>
 */
@NullMarked
package dev.urikit.http;

import org.jspecify.annotations.NullMarked;
