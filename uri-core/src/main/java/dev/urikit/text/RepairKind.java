package dev.urikit.text;

/**
 * What one {@link Repair} of user input did, in the order {@link UserInput} applies them.
 *
 * <table>
 *   <caption>Each kind with an input and what it becomes</caption>
 *   <tr><th>kind</th><th>input</th><th>URI</th></tr>
 *   <tr><td>{@link #DELIMITERS_STRIPPED}</td><td>{@code <URL:http://a/b>}</td><td>{@code http://a/b}</td></tr>
 *   <tr><td>{@link #WHITESPACE_REMOVED}</td><td>{@code " http://a/\n  b "}</td><td>{@code http://a/b}</td></tr>
 *   <tr><td>{@link #CHARACTER_ENCODED}</td><td>{@code http://a/{x y}}</td><td>{@code http://a/%7Bx%20y%7D}</td></tr>
 *   <tr><td>{@link #PERCENT_SIGN_ENCODED}</td><td>{@code http://a/100%}</td><td>{@code http://a/100%25}</td></tr>
 *   <tr><td>{@link #NON_ASCII_MAPPED}</td><td>{@code http://bücher.example/ä}</td>
 *       <td>{@code http://xn--bcher-kva.example/%C3%A4}</td></tr>
 *   <tr><td>{@link #SCHEME_COMPLETED}</td><td>{@code www.example.com/a}</td><td>{@code http://www.example.com/a}</td></tr>
 * </table>
 *
 * <p>The rules come from RFC 3986 Appendix C (delimiters and whitespace), section 2 (the characters a URI
 * may hold), section 4.5 (suffix references) and RFC 3987 section 3.1 (characters beyond US-ASCII).
 */
public enum RepairKind {
  /**
   * Delimiters around the text were removed: {@code <...>}, {@code <URL:...>} (the {@code URL:} in any
   * case, with or without a space after it) or {@code "..."} (RFC 3986 Appendix C). The index is that of
   * the opening delimiter.
   */
  DELIMITERS_STRIPPED,
  /**
   * Whitespace was removed: whitespace and control characters around the text; every whitespace character
   * inside delimiters, which mark where a URI split across lines begins and ends (RFC 3986 Appendix C);
   * and, in text without delimiters, a run of whitespace that holds a line break or a tab. The index is
   * that of the run's first character.
   */
  WHITESPACE_REMOVED,
  /**
   * A US-ASCII character that its component does not allow was percent-encoded (RFC 3986 section 2.1): a
   * space, {@code "}, {@code <}, {@code >}, {@code \}, {@code ^}, {@code `}, <code>{</code>, {@code |},
   * <code>}</code>, a control character, {@code [} or {@code ]} anywhere but around an IP literal, a
   * {@code #} after the one that begins the fragment, an {@code @} in the authority before its last one.
   */
  CHARACTER_ENCODED,
  /**
   * A {@code %} not followed by two hexadecimal digits was encoded as {@code %25} (RFC 3986 section 2.4);
   * a {@code %} that begins a triplet stays as it is.
   */
  PERCENT_SIGN_ENCODED,
  /**
   * Characters beyond US-ASCII were mapped as an IRI's are (RFC 3987 section 3.1): percent-encoded UTF-8,
   * and in a host of a scheme with DNS hosts the labels' A-labels (UTS #46 when uri-idna is present).
   */
  NON_ASCII_MAPPED,
  /**
   * A scheme was put in front of text that begins with a host, a suffix reference (RFC 3986 section 4.5),
   * when {@link Completion#SUFFIX_REFERENCES} asked for it: {@code ftp://} when the host's first label is
   * {@code ftp}, {@code http://} otherwise. The index is that of the text's first character.
   */
  SCHEME_COMPLETED
}
