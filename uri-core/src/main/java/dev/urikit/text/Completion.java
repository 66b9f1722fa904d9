package dev.urikit.text;

/**
 * Whether {@link UserInput} completes text that has no scheme but begins with a host, the suffix
 * references of RFC 3986 section 4.5 ({@code www.example.com/a}), which people read as URIs.
 *
 * <table>
 *   <caption>The input and what each completion gives</caption>
 *   <tr><th>input</th><th>{@link #OFF}</th><th>{@link #SUFFIX_REFERENCES}</th></tr>
 *   <tr><td>{@code www.example.com/a}</td><td>{@code MISSING_SCHEME}</td><td>{@code http://www.example.com/a}</td></tr>
 *   <tr><td>{@code ftp.example.com}</td><td>{@code MISSING_SCHEME}</td><td>{@code ftp://ftp.example.com}</td></tr>
 *   <tr><td>{@code localhost:3000/x}</td><td>{@code MISSING_SCHEME}</td><td>{@code http://localhost:3000/x}</td></tr>
 *   <tr><td>{@code ../a}</td><td>{@code MISSING_SCHEME}</td><td>{@code MISSING_SCHEME}</td></tr>
 *   <tr><td>{@code tel:911}</td><td>{@code tel:911}</td><td>{@code tel:911}</td></tr>
 * </table>
 *
 * <p>{@code MISSING_SCHEME} stands for a {@link dev.urikit.UriSyntaxException} of that kind. A host
 * followed by a port ({@code example.com:8080}) is never taken for a scheme and a path under either value,
 * although RFC 3986 would read it so; see {@link UserInput}.
 */
public enum Completion {
  /** Text without a scheme is an error of kind {@link dev.urikit.UriSyntaxException.Kind#MISSING_SCHEME}. */
  OFF,
  /**
   * Text without a scheme that begins with a host, and optionally a port, followed by nothing or by a
   * path, query or fragment, gets {@code ftp://} when the host's first label is {@code ftp} and
   * {@code http://} otherwise (the heuristic that RFC 3986 section 4.5 and RFC 2396 Appendix E describe);
   * a {@link RepairKind#SCHEME_COMPLETED} repair says so. Other text without a scheme is still an error.
   */
  SUFFIX_REFERENCES
}
