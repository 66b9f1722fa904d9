/**
 * The {@code urikit} command: parse, resolve, relativize, normalize and compare URI references from
 * the command line, one JSON object per input line.
 *
 * <pre>{@code
 * $ urikit parse 'http://h:/'
 * {"input":"http://h:/","kind":"hierarchical","scheme":"http","authority":"h:","userinfo":null,"host":"h","host_type":"reg-name","port":"","path":"/","query":null,"fragment":null,"normalized":"http://h/"}
 * }</pre>
 *
 * <p>An input that is not a URI reference (RFC 3986 section 4.1) gives
 * {@code {"input":...,"error":{"kind":"INVALID_PORT","index":N,"message":...}}}, the kind being the
 * name of {@link dev.urikit.UriSyntaxException.Kind} or one of {@code MISSING_TAB},
 * {@code UNSUPPORTED_OPERATION}, {@code INTERNAL_ERROR}. The exit status is 0 when every input
 * succeeded, 1 when any did not, 2 for a usage error. The entry point is {@code dev.urikit.cli.Main}.
 */
@NullMarked
package dev.urikit.cli;

import org.jspecify.annotations.NullMarked;
