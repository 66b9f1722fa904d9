/**
 * The {@code ftp} scheme of RFC 1738 section 3.2, discovered through {@link java.util.ServiceLoader}.
 *
 * <pre>{@code
 * FtpUri uri = Uri.parse("ftp://ftp.example.com/pub/gnu/a.tar.gz;type=i").view(FtpUri.class);
 * uri.cwd()        // ["pub", "gnu"]
 * uri.commands()   // [CWD pub, CWD gnu, TYPE I, RETR a.tar.gz]
 * }</pre>
 *
 * <ul>
 *   <li>{@link dev.urikit.ftp.FtpScheme}: validation, normalization and equivalence of ftp URLs;</li>
 *   <li>{@link dev.urikit.ftp.FtpUri}: the typed view, with {@link dev.urikit.ftp.FtpUriBuilder} and
 *       {@link dev.urikit.ftp.FtpTypecode}, and the FTP commands it stands for as
 *       {@link dev.urikit.ftp.FtpCommand}s;</li>
 *   <li>{@link dev.urikit.ftp.FtpSchemeProvider}: the {@code ServiceLoader} entry.</li>
 * </ul>
 *
 * <p>The host, the port range and the user information's controls are checked by the core's host
 * facility, {@link dev.urikit.spi.HostRules}, shared with every scheme whose hosts are DNS names
 * (codes {@code ftp.host.*}, {@code ftp.userinfo.control}, {@code ftp.port.range}; every label rule is
 * {@code ftp.host.label}); {@link dev.urikit.ftp.FtpUriBuilder#host(String)} writes hosts with it, so a
 * Unicode name becomes its A-label through the installed {@link dev.urikit.spi.IdnaMapping}, and IPv6
 * literals compare as addresses ({@code ftp://[0::0]/} equals {@code ftp://[::]/}).
 *
 * <p>Kotlin users also get {@code ftpUri { }}, {@code FtpUri.edit { }} and {@code FtpUriSerializer}.
 */
@NullMarked
package dev.urikit.ftp;

import org.jspecify.annotations.NullMarked;
