/**
 * The {@code news}, {@code snews}, {@code nntp} and {@code nntps} schemes (RFC 5538), installed through
 * {@link java.util.ServiceLoader} by {@link dev.urikit.news.NewsSchemeProvider}, with the typed views
 * {@link dev.urikit.news.NewsUri} and {@link dev.urikit.news.NntpUri} and their builders.
 *
 * <pre>{@code
 * Uri a = Uri.parse("NEWS://News.Server.Example:119/example.group.this");
 * a.equals(Uri.parse("news://news.server.example/example.group.this"))   // true
 * a.view(NewsUri.class).kind()                                           // NEWSGROUP
 * Uri.parse("nntp://h.example/comp.lang/42").view(NntpUri.class).articleNumber()   // 42
 * }</pre>
 *
 * <h2>What the rules add to RFC 3986</h2>
 *
 * <table>
 *   <caption>Rules and their codes</caption>
 *   <tr><th>rule</th><th>codes</th></tr>
 *   <tr><td>A server is an RFC 3986 authority checked by the core's host facility,
 *       {@link dev.urikit.spi.HostRules}, as http's is (RFC 5538 section 2 takes it to be a host name or
 *       address): a DNS name ({@code nntp://a%00b/g}, {@code news://h%2Fevil/a.b} refused), not a number
 *       ({@code nntp://0x7f.1/g}, {@code news://256.256.256.256/a.b} refused), an IPv4 address or an IPv6
 *       literal, a port of at most 65535; user information is allowed without encoded controls, and a
 *       password in it is a warning, since the {@code user:password} form is deprecated (RFC 3986 section
 *       3.2.1, RFC 5538 section 7). The builders write servers with the same facility.</td>
 *       <td>{@code news.host.empty}, {@code news.host.character}, {@code news.host.numeric}, the other
 *       {@code news.host.*} codes of {@link dev.urikit.spi.HostRules}, {@code news.userinfo.control},
 *       {@code news.port.range}, warning {@code news.userinfo.password}; {@code nntp.*} alike</td></tr>
 *   <tr><td>news: {@code news:name} or {@code news://server/name}, where the name is one segment, and may be
 *       empty only after a server; no query (RFC 5538 section 2.1)</td><td>{@code news.empty},
 *       {@code news.path.absolute}, {@code news.server.slash}, {@code news.path.segments}, {@code news.query}</td></tr>
 *   <tr><td>A name with {@code '@'} is a message-id: text on both sides, printable US-ASCII without
 *       angle brackets once decoded (RFC 5536 section 3.1.3)</td><td>{@code news.message-id.empty-side},
 *       {@code news.message-id.character}</td></tr>
 *   <tr><td>A name with {@code '*'} or {@code ','} is a wildmat (RFC 3977 section 4.1); any other is a
 *       newsgroup name without controls, space, {@code ! * ,} once decoded</td><td>{@code news.wildmat},
 *       {@code news.group.character}</td></tr>
 *   <tr><td>nntp: {@code nntp://server/group[/article-number]}, one group (no wildmat, no message-id, not
 *       {@code .} or {@code ..}), 1 to 16 digits, no query (RFC 5538 section 2.2)</td>
 *       <td>{@code nntp.authority.missing}, {@code nntp.group.missing}, {@code nntp.wildmat},
 *       {@code nntp.message-id}, {@code nntp.group.dot}, {@code nntp.group.character},
 *       {@code nntp.article.digits}, {@code nntp.path.segments}, {@code nntp.query}</td></tr>
 * </table>
 *
 * <p>Only characters as written decide what a news URI names: {@code news:a%40b} is the newsgroup
 * {@code a@b}, and {@code %2A} is no wildcard. Since {@code '?'} can only be written {@code %3F}, which
 * reads as a literal character of a name (RFC 5538 shows {@code example.group.th%3Fse}), the wildmat
 * wildcard {@code '?'} has no place in a URI.
 *
 * <h2>Equivalence and resolution</h2>
 *
 * <p>Scheme and host case, percent-encoding (hex case, unreserved characters decoded) and the default
 * port (119; 563 for snews and nntps, by value) do not matter; message-ids and group names are compared
 * as written once percent-encoding is normalized, so their case does; leading zeros of an nntp article
 * number do not. news keeps dot-segments and cannot be a resolution base; nntp can (see
 * {@link dev.urikit.news.NntpScheme}).
 */
@NullMarked
package dev.urikit.news;

import org.jspecify.annotations.NullMarked;
