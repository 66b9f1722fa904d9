/**
 * What a scheme module implements: the scheme SPI.
 *
 * <p>The core parses, resolves, normalizes and compares every URI by the generic rules of RFC 3986
 * and never names a scheme. Everything scheme-specific comes from a {@link dev.urikit.spi.Scheme}:
 * its default port, the shapes it allows, its own syntax, its RFC 3986 section 6.2.3 normalization,
 * its equivalence, its typed views and a description of them for tools.
 *
 * <h2>How a module plugs in</h2>
 *
 * <p>A module ships a {@link dev.urikit.spi.SchemeProvider} with a public no-argument constructor,
 * listed in {@code META-INF/services/dev.urikit.spi.SchemeProvider} (and {@code provides}d in its
 * {@code module-info}); the provider hands its schemes to a {@link dev.urikit.spi.SchemeRegistrar}.
 * {@link dev.urikit.SchemeRegistry#installed()} finds every provider once, with
 * {@link java.util.ServiceLoader}, and contains their failures:
 *
 * <ul>
 *   <li>a provider whose constructor or {@code register} throws anything, an {@code Error} included, is
 *       left out whole (the schemes it added before it threw too) and named in
 *       {@link dev.urikit.SchemeRegistry#failures()};
 *   <li>a scheme name that two providers claim is registered by neither: its URIs fail with
 *       {@link dev.urikit.UriSyntaxException.Kind#SCHEME_FAILURE} naming both provider classes, the
 *       providers' other schemes work, and an application picks one with
 *       {@link dev.urikit.SchemeRegistry#toBuilder()};
 *   <li>a provider that parses a URI while it registers gets the generic rules for it, without a second
 *       discovery.
 * </ul>
 *
 * <h2>The hooks</h2>
 *
 * <table>
 *   <caption>What each hook of {@link dev.urikit.spi.Scheme} must do</caption>
 *   <tr><th>hook</th><th>asked</th><th>must</th></tr>
 *   <tr><td>{@code name}, {@code form}, {@code defaultPort}, {@code canBeBase},
 *       {@code hasHierarchicalPath}, {@code decodesUnreserved}, {@code hasDnsHosts},
 *       {@code hasPathRoots}</td>
 *       <td>once, at registration; the answers are kept</td>
 *       <td>answer constants: a lower-case RFC 3986 scheme name, a non-null form, a port in 0..65535 or
 *       null. A wrong answer, or a throw, refuses the scheme there rather than failing later.</td></tr>
 *   <tr><td>{@code validate}</td>
 *       <td>on every parse, resolution and build of a URI of the scheme, after the generic syntax and
 *       the form are checked</td>
 *       <td>read what the parser found through {@link dev.urikit.spi.UriLayout} (offsets, host type,
 *       port value) instead of scanning the text again, allocate nothing when the URI is acceptable,
 *       and return the first {@link dev.urikit.spi.SchemeViolation}, or null.</td></tr>
 *   <tr><td>{@code warnings}</td><td>when a caller asks ({@link dev.urikit.Uri#warnings()})</td>
 *       <td>return SHOULD-level findings on an acceptable URI; parsing never refuses for them.</td></tr>
 *   <tr><td>{@code normalize}</td><td>by scheme-level normalization and for the equivalence key</td>
 *       <td>change the {@link dev.urikit.spi.UriParts} that syntax-based normalization and the removal
 *       of an empty or default port have produced; the result must pass {@code validate}, and
 *       normalizing it again must change nothing.</td></tr>
 *   <tr><td>{@code equivalenceKey}</td><td>once per URI, behind {@code equals}, {@code hashCode} and
 *       {@code compareTo}</td>
 *       <td>be a function of the normalized components alone: the same text gives the same key in every
 *       parse, thread and registry (no identity hash, counter, clock or locale).</td></tr>
 *   <tr><td>{@code view}</td><td>when a caller asks ({@link dev.urikit.Uri#view(Class)})</td>
 *       <td>return a view of the asked type, or null for a type the scheme does not offer; a module may
 *       offer several (news offers {@code NewsUri} and {@code NntpUri}).</td></tr>
 *   <tr><td>{@code viewTypes}</td><td>once, at registration ({@link dev.urikit.SchemeRegistry#viewTypes()})</td>
 *       <td>list the {@link dev.urikit.spi.UriView} classes that {@code view} makes of every URI of the
 *       scheme, so that a JSON mapper reads and writes them without depending on the module.</td></tr>
 *   <tr><td>{@code describe}</td><td>when a tool asks ({@link dev.urikit.Uri#viewDescription()})</td>
 *       <td>say what the view says as a {@link dev.urikit.spi.ViewDescription}: ordered names and JSON
 *       values under a name of the scheme's choosing, which the {@code urikit} command prints without
 *       knowing the module.</td></tr>
 * </table>
 *
 * <h3>Threads and allocation</h3>
 *
 * <p>The core calls every hook from any thread, concurrently, on the same scheme object: a scheme is
 * immutable, keeps no buffer or cache that two calls share, and reads no mutable global state.
 * {@code validate} runs on every parse, so on success it allocates nothing: violations that do not
 * depend on the index are constants, and character tests use the text in place
 * ({@code regionMatches}, {@code charAt}), never a {@code substring}. The other hooks may allocate.
 *
 * <h3>Keys are namespaced by the core</h3>
 *
 * <p>Two URIs are equal when their keys are. The core keeps a key that does not begin with the
 * scheme's own name and {@code ':'} apart from every other scheme's (it prefixes it), so no scheme can
 * make its URIs equal another scheme's; a key that does begin so is compared as it is, with the
 * syntax-normalized text of a URI that no registered scheme checked (see
 * {@link dev.urikit.SchemeRegistry} on equality between registries). When a hook throws while a key is
 * made, the URI's key is its syntax-normalized text, still in the scheme's namespace.
 *
 * <h3>Base and path policies</h3>
 *
 * <ul>
 *   <li>{@code canBeBase() == false} (urn, mailto): resolving a relative reference against a URI of the
 *       scheme is an error (violation code {@code base.refused}), and relativizing against it returns
 *       the target unchanged.
 *   <li>{@code hasHierarchicalPath() == false} (urn, mailto, news): normalization keeps the path's
 *       {@code "."} and {@code ".."} segments as written. Resolution still walks them (RFC 3986 section
 *       5.2.4), so a scheme whose path is no hierarchy is usually no base either.
 *   <li>{@code hasPathRoots() == true} (file): resolution asks {@code pathRoot} where a root at the start
 *       of a path ends (a drive letter, {@code /C:}), and dot-segment removal keeps that root, so that
 *       {@code ../../x} against {@code file:///C:/a/b} gives {@code file:///C:/x}. The answer must be the
 *       path's start up to a {@code "/"} or its end; any other answer counts as no root, and a throw is a
 *       {@code SCHEME_FAILURE}.
 * </ul>
 *
 * <h3>Violations, codes and warnings</h3>
 *
 * <p>A {@link dev.urikit.spi.SchemeViolation} holds the index of the offending character, a code and a
 * rule. The core turns one from {@code validate} into a {@link dev.urikit.UriSyntaxException} of kind
 * {@link dev.urikit.UriSyntaxException.Kind#SCHEME_SPECIFIC} that carries the scheme, the index and the
 * code ({@link dev.urikit.UriSyntaxException#code()}). Codes are dotted lower-case words beginning with
 * the scheme's name ({@code "s3.bucket.name"}) that a module keeps stable across releases, for programs;
 * the rule is for people, names where it is written, and never repeats user information from the input.
 * Warnings use the same type.
 *
 * <h3>When a hook fails</h3>
 *
 * <p>A hook is untrusted code to the core. Anything one throws after registration becomes a
 * {@link dev.urikit.UriSyntaxException} of kind {@link dev.urikit.UriSyntaxException.Kind#SCHEME_FAILURE}
 * naming the scheme and its class, with the throwable as its cause; {@code parseOrNull} returns null;
 * {@code equals}, {@code hashCode} and {@code compareTo} never throw. A {@code normalize} whose result is
 * not a valid URI makes {@code normalize()} throw {@link java.lang.IllegalStateException}.
 *
 * <p>{@code SchemeContractSpec} in the testkit checks these rules for any scheme; each module runs it
 * on its schemes.
 *
 * <h2>Hosts that are DNS names: the host facility</h2>
 *
 * <p>A scheme whose hosts are network hosts named in DNS (http, ftp, news, nntp, irc, ...) declares it
 * with {@code hasDnsHosts() == true} and checks its authority with one {@link dev.urikit.spi.HostRules},
 * made once with its code prefix and the section of its RFC that defines its hosts. It writes no host
 * rule of its own:
 *
 * <pre>{@code
 * final class IrcScheme implements Scheme {
 *   static final HostRules HOSTS = HostRules.of("irc", "RFC 3986 section 3.2.2");
 *   public String name() { return "irc"; }
 *   public boolean hasDnsHosts() { return true; }
 *   public @Nullable SchemeViolation validate(Uri uri) {
 *     return HOSTS.checkAuthority(uri);   // irc.userinfo.control, irc.host.*, irc.port.range, or null
 *   }
 * }
 * // and in its builder: host = IrcScheme.HOSTS.encodeHost(decodedHost);   // "Bücher.example" -> "xn--bcher-kva.example"
 * // and in its view:    IrcScheme.HOSTS.toUnicode(host)                    // for display only
 * }</pre>
 *
 * <p>What the declaration and the facility give:
 *
 * <ul>
 *   <li>the parser notes whether the host is a DNS host name as it reads it
 *       ({@link dev.urikit.spi.UriLayout#hostIsDnsName}), and {@code checkAuthority} then does not read
 *       the host again: allocation-free, one comparison per character only where the parser could not
 *       vouch for the name (percent-encoding, {@code "_"});
 *   <li>user information that decodes to a C0 control or DEL is refused
 *       ({@code http://127.0.0.1.%00@127.2.2.2/}: C code that stops at the NUL reads another host);
 *   <li>a registered name must be a DNS name once decoded, and not a number that resolvers read as an
 *       address ({@code 0x7f.1}, {@code 256.256.256.256}: RFC 3986 section 7.4); IPvFuture is refused;
 *   <li>builders and {@link dev.urikit.UriBuilder} map Unicode names to A-labels, and views map them back,
 *       through the one installed {@link dev.urikit.spi.IdnaMapping} (the JDK's {@link java.net.IDN}
 *       unless a module {@code provides} another, such as UTS #46);
 *   <li>normalization writes IPv6 literals in the text of RFC 5952 section 4, so equal addresses are
 *       equal URIs, and {@link dev.urikit.HierarchicalUri#hostAddress()} gives an IP host's address and
 *       {@link dev.urikit.AddressCategory} without DNS.
 * </ul>
 *
 * <p>A scheme that published other codes for some of these rules keeps them with
 * {@link dev.urikit.spi.HostRules#withCode}.
 *
 * <h2>A complete plugin: {@code s3}</h2>
 *
 * <p>{@code s3://bucket/key} names an object in Amazon S3: the host is the bucket, which follows the
 * S3 bucket naming rules (Amazon S3 User Guide); the path is the object key, in which {@code "a/../b"}
 * is a name of its own, so its dot-segments are kept; there is no port, default or other. The code below
 * is compiled and tested as it stands, nested in {@code S3SchemeExampleJavaTest} of uri-core's tests
 * (with imports of {@code dev.urikit.*}, {@code dev.urikit.spi.*}, {@code java.util.*} and JSpecify's
 * {@code Nullable}); the two copies are kept the same by hand.
 *
 * <pre>{@code
 * // Where an s3 URI points: a bucket, and an object key, decoded ("" for the bucket itself).
 * record S3Location(String bucket, String key) {}
 *
 * // The s3 scheme: s3://bucket/key.
 * static final class S3Scheme implements Scheme {
 *
 *   static final String BUCKET_RULE = "a bucket name has 3 to 63 letters, digits, '.' and '-', begins and ends"
 *       + " with a letter or digit, has no '..' and no prefix 'xn--' nor suffix '-s3alias' (Amazon S3 User Guide,"
 *       + " bucket naming rules)";
 *
 *   public String name() {
 *     return "s3";
 *   }
 *
 *   public SchemeForm form() {
 *     return SchemeForm.HIERARCHICAL;                    // "s3:bucket" is refused before validate
 *   }
 *
 *   public boolean hasHierarchicalPath() {
 *     return false;                                      // "a/../b" is a key of its own: normalization keeps it
 *   }
 *
 *   public boolean canBeBase() {
 *     return false;                                      // resolution would remove a key's dot-segments
 *   }
 *
 *   public @Nullable SchemeViolation validate(Uri uri) {
 *     if (!UriLayout.hasAuthority(uri)) {
 *       return new SchemeViolation(UriLayout.schemeEnd(uri) + 1, "s3.bucket.missing", "s3://bucket/key names a bucket");
 *     }
 *     if (UriLayout.hasUserInfo(uri)) {
 *       return new SchemeViolation(UriLayout.authorityStart(uri), "s3.userinfo", "an s3 URI has no user information");
 *     }
 *     if (UriLayout.hasPort(uri)) {
 *       return new SchemeViolation(UriLayout.portStart(uri), "s3.port", "an s3 URI has no port");
 *     }
 *     int start = UriLayout.hostStart(uri);
 *     if (UriLayout.hostType(uri) != HostType.REG_NAME) {
 *       return new SchemeViolation(start, "s3.bucket.address", "a bucket name is not an IP address");
 *     }
 *     int bad = badBucketIndex(uri.toString(), start, UriLayout.hostEnd(uri));
 *     return bad < 0 ? null : new SchemeViolation(bad, "s3.bucket.name", BUCKET_RULE);
 *   }
 *
 *   // The index of the first character in text[start, end) that breaks the bucket naming rules, or -1.
 *   static int badBucketIndex(String text, int start, int end) {
 *     if (end - start < 3 || end - start > 63) {
 *       return start;
 *     }
 *     for (int i = start; i < end; i++) {
 *       char c = text.charAt(i);
 *       // either case: a host is case-insensitive (RFC 3986 section 3.2.2), "MyBucket" is "mybucket"
 *       boolean letterOrDigit = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
 *       if (!letterOrDigit && (i == start || i == end - 1 || (c != '.' && c != '-'))) {
 *         return i;
 *       }
 *       if (c == '.' && text.charAt(i - 1) == '.') {
 *         return i;
 *       }
 *     }
 *     if (text.regionMatches(true, start, "xn--", 0, 4)) {
 *       return start;
 *     }
 *     if (end - start >= 8 && text.regionMatches(true, end - 8, "-s3alias", 0, 8)) {
 *       return end - 8;
 *     }
 *     return -1;
 *   }
 *
 *   public List<SchemeViolation> warnings(Uri uri) {
 *     String text = uri.toString();
 *     for (int i = UriLayout.hostStart(uri); i < UriLayout.hostEnd(uri); i++) {
 *       if (text.charAt(i) == '.') {
 *         return List.of(new SchemeViolation(i, "s3.bucket.dots",
 *             "avoid '.' in a bucket name: HTTPS to its virtual host cannot check the certificate"));
 *       }
 *     }
 *     return List.of();
 *   }
 *
 *   public void normalize(UriParts parts) {
 *     if (parts.path().isEmpty()) {
 *       parts.path("/");                                 // s3://bucket is s3://bucket/
 *     }
 *   }
 *
 *   public <T> @Nullable T view(Uri uri, Class<T> type) {
 *     if (type != S3Location.class) {
 *       return null;
 *     }
 *     HierarchicalUri hierarchical = (HierarchicalUri) uri;
 *     String bucket = Objects.requireNonNull(hierarchical.decodedHost()).toLowerCase(Locale.ROOT);
 *     String path = hierarchical.decodedPath();
 *     return type.cast(new S3Location(bucket, path.isEmpty() ? "" : path.substring(1)));
 *   }
 *
 *   public ViewDescription describe(Uri uri) {
 *     S3Location location = Objects.requireNonNull(view(uri, S3Location.class));
 *     return ViewDescription.builder("s3").put("bucket", location.bucket()).put("key", location.key()).build();
 *   }
 * }
 *
 * // Listed in META-INF/services/dev.urikit.spi.SchemeProvider of the module that ships it.
 * public static final class S3SchemeProvider implements SchemeProvider {
 *   public void register(SchemeRegistrar registrar) {
 *     registrar.add(new S3Scheme());
 *   }
 * }
 * }</pre>
 *
 * <p>Use:
 *
 * <table>
 *   <caption>With {@code S3SchemeProvider} installed</caption>
 *   <tr><th>call</th><th>result</th></tr>
 *   <tr><td>{@code Uri.parse("s3://My-Bucket/a/./b").normalize()}</td><td>{@code s3://my-bucket/a/./b}</td></tr>
 *   <tr><td>{@code Uri.parse("s3://my-bucket/k%20v").view(S3Location.class)}</td>
 *       <td>{@code S3Location[bucket=my-bucket, key=k v]}</td></tr>
 *   <tr><td>{@code Uri.parse("s3://a..b/k")}</td>
 *       <td>{@code UriSyntaxException}, {@code SCHEME_SPECIFIC}, code {@code s3.bucket.name}, index 7</td></tr>
 *   <tr><td>{@code Uri.parse("s3://bucket:443/k")}</td><td>{@code UriSyntaxException}, code {@code s3.port}</td></tr>
 *   <tr><td>{@code Uri.parse("s3://logs.example/k").warnings()}</td><td>one warning, code {@code s3.bucket.dots}</td></tr>
 *   <tr><td>{@code Uri.parse("s3://bucket/logs/").resolve("x")}</td><td>{@code UriSyntaxException}: not a base</td></tr>
 * </table>
 */
@NullMarked
package dev.urikit.spi;

import org.jspecify.annotations.NullMarked;
