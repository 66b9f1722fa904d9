package dev.urikit;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The decoded parameters of a query, in order, names repeating as they were written: an ordered
 * multimap, read by the {@code name=value&...} convention of HTML forms. Pieces between {@code "&"} are
 * pairs; empty pieces are skipped.
 *
 * <pre>{@code
 * QueryParameters p = Uri.parse("http://h/?tag=a&tag=b+c&flag").queryParameters();
 * p.values("tag")    // ["a", "b c"]
 * p.first("flag")    // null (present without "=")
 * p.contains("flag") // true
 * p.size()           // 3
 * p.toString()       // "[tag=a, tag=b c, flag]"
 * }</pre>
 *
 * <table>
 *   <caption>The rules, by example</caption>
 *   <tr><th>query</th><th>parameters</th></tr>
 *   <tr><td>none ({@code s://h/}) or empty ({@code s://h/?})</td><td>{@code []}</td></tr>
 *   <tr><td>{@code a=1&&b=2&}</td><td>{@code [a=1, b=2]}: empty pieces are skipped</td></tr>
 *   <tr><td>{@code flag}</td><td>{@code [flag]}: no {@code "="}, the value is null</td></tr>
 *   <tr><td>{@code e=} and {@code =v}</td><td>{@code [e=]} (value {@code ""}) and {@code [=v]} (name {@code ""})</td></tr>
 *   <tr><td>{@code f=g=h}</td><td>{@code [f=g=h]}: the first {@code "="} separates, the value is {@code "g=h"}</td></tr>
 *   <tr><td>{@code k=%26%3D}</td><td>value {@code "&="}: decoded after splitting</td></tr>
 *   <tr><td>{@code p=1+1&q=1%2B1}</td><td>values {@code "1 1"} and {@code "1+1"} ({@link QueryStyle#FORM});
 *       {@code "1+1"} and {@code "1+1"} ({@link QueryStyle#RFC3986})</td></tr>
 * </table>
 *
 * <p>Each parameter keeps the octets the query encodes ({@link QueryParameter#valueBytes()}), and says
 * whether they are UTF-8 text ({@link QueryParameter#isText()}): {@code ?q=%FF} gives the value
 * {@code "\uFFFD"} for display, the octet {@code 0xFF} exactly, and {@code isText()} false.
 *
 * <p>Reading follows the {@link QueryStyle} given to {@link #parse} or
 * {@link UriReference#queryParameters(QueryStyle)} (WHATWG URL Standard section 5 for FORM, the default;
 * RFC 3986 section 3.4 for RFC3986). Linear in the length of the query.
 */
public final class QueryParameters implements Iterable<QueryParameter> {

  private static final QueryParameters EMPTY = new QueryParameters(List.of());

  private final List<QueryParameter> parameters;

  private QueryParameters(List<QueryParameter> parameters) {
    this.parameters = parameters;
  }

  /**
   * Reads a query as written (percent-encoded, without {@code "?"}) in {@code style}; null and {@code ""}
   * read as no parameters: {@code parse("a=1&b", QueryStyle.FORM)} is {@code [a=1, b]}.
   */
  public static QueryParameters parse(@Nullable String query, QueryStyle style) {
    if (query == null || query.isEmpty()) {
      return EMPTY;
    }
    List<QueryParameter> list = new ArrayList<>();
    int start = 0;
    int n = query.length();
    while (start <= n) {
      int amp = query.indexOf('&', start);
      int end = amp < 0 ? n : amp;
      if (end > start) {
        int eq = indexOf(query, '=', start, end);
        if (eq < 0) {
          list.add(QueryParameter.ofOctets(style.octets(query, start, end), null));
        } else {
          list.add(QueryParameter.ofOctets(style.octets(query, start, eq), style.octets(query, eq + 1, end)));
        }
      }
      start = end + 1;
    }
    return new QueryParameters(Collections.unmodifiableList(list));
  }

  /** The first index of {@code c} in {@code s[from, to)}, or -1: bounded, so that a split stays linear. */
  private static int indexOf(String s, char c, int from, int to) {
    for (int i = from; i < to; i++) {
      if (s.charAt(i) == c) {
        return i;
      }
    }
    return -1;
  }

  /** The values of every parameter named {@code name}, in order; null stands for a parameter without {@code "="}. */
  public List<@Nullable String> values(String name) {
    List<@Nullable String> values = new ArrayList<>();
    for (QueryParameter p : parameters) {
      if (p.name().equals(name)) {
        values.add(p.value());
      }
    }
    return Collections.unmodifiableList(values);
  }

  /** The value of the first parameter named {@code name}; null when there is none or it has no {@code "="}. */
  public @Nullable String first(String name) {
    for (QueryParameter p : parameters) {
      if (p.name().equals(name)) {
        return p.value();
      }
    }
    return null;
  }

  /** Whether a parameter named {@code name} is present, with or without a value. */
  public boolean contains(String name) {
    for (QueryParameter p : parameters) {
      if (p.name().equals(name)) {
        return true;
      }
    }
    return false;
  }

  /** The distinct names in order of first appearance. */
  public List<String> names() {
    Set<String> names = new LinkedHashSet<>();
    for (QueryParameter p : parameters) {
      names.add(p.name());
    }
    return List.copyOf(names);
  }

  /** The parameters as an unmodifiable list. */
  public List<QueryParameter> asList() {
    return parameters;
  }

  /** The number of parameters, repeated names counted each time. */
  public int size() {
    return parameters.size();
  }

  /** Whether there are no parameters. */
  public boolean isEmpty() {
    return parameters.isEmpty();
  }

  @Override
  public Iterator<QueryParameter> iterator() {
    return parameters.iterator();
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof QueryParameters other && parameters.equals(other.parameters);
  }

  @Override
  public int hashCode() {
    return parameters.hashCode();
  }

  /**
   * The parameters as a list of their text forms ({@link QueryParameter#toString()}):
   * {@code ?a=1&b=x%20y&flag} prints {@code [a=1, b=x y, flag]}.
   */
  @Override
  public String toString() {
    return parameters.toString();
  }
}
