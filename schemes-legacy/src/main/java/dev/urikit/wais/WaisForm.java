package dev.urikit.wais;

/**
 * The three forms of a wais URL (RFC 4156 section 2).
 *
 * <table>
 *   <caption>Forms</caption>
 *   <tr><th>form</th><th>URL</th></tr>
 *   <tr><td>{@link #DATABASE}</td><td>{@code wais://<host>:<port>/<database>}</td></tr>
 *   <tr><td>{@link #SEARCH}</td><td>{@code wais://<host>:<port>/<database>?<search>}</td></tr>
 *   <tr><td>{@link #DOCUMENT}</td><td>{@code wais://<host>:<port>/<database>/<wtype>/<wpath>}</td></tr>
 * </table>
 */
public enum WaisForm {
  /** A database available for searching ({@code waisdatabase} in RFC 1738 section 5). */
  DATABASE,
  /** A particular search of a database ({@code waisindex}). */
  SEARCH,
  /** A particular document within a database, with its type and document-id ({@code waisdoc}). */
  DOCUMENT
}
