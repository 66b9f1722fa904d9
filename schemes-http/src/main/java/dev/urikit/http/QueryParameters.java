package dev.urikit.http;

import dev.urikit.PercentEncoding;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The decoded parameters of a query, in order, names repeating as they were written: an ordered
 * multimap. Pieces between {@code "&"} are pairs; empty pieces are skipped.
 *
 * <pre>{@code
 * QueryParameters p = HttpUri.parse("http://h/?tag=a&tag=b+c&flag").queryParameters();
 * p.values("tag")   // ["a", "b c"]
 * p.first("flag")   // null (present without "=")
 * p.contains("flag") // true
 * p.size()          // 3
 * }</pre>
 *
 * <p>Each parameter keeps the octets the query encodes ({@link QueryParameter#valueBytes()}), and says
 * whether they are UTF-8 text ({@link QueryParameter#isText()}): {@code ?q=%FF} gives the value
 * {@code "\uFFFD"} for display, the octet {@code 0xFF} exactly, and {@code isText()} false.
 *
 * <p>Reading follows the {@link QueryStyle} given to {@link HttpUri#queryParameters(QueryStyle)}
 * (WHATWG URL Standard section 5 for FORM, RFC 3986 section 3.4 for RFC3986).
 */
public final class QueryParameters implements Iterable<QueryParameter> {

  private static final QueryParameters EMPTY = new QueryParameters(List.of());

  private final List<QueryParameter> parameters;

  private QueryParameters(List<QueryParameter> parameters) {
    this.parameters = parameters;
  }

  /** Reads a raw (percent-encoded) query; null reads as no parameters. */
  static QueryParameters parse(@Nullable String query, QueryStyle style) {
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
          list.add(QueryParameter.ofOctets(octets(query, start, end, style), null));
        } else {
          list.add(QueryParameter.ofOctets(octets(query, start, eq, style), octets(query, eq + 1, end, style)));
        }
      }
      start = end + 1;
    }
    return new QueryParameters(Collections.unmodifiableList(list));
  }

  /** The first index of {@code c} in {@code s[from, to)}, or -1: bounded, so that a split stays linear. */
  static int indexOf(String s, char c, int from, int to) {
    for (int i = from; i < to; i++) {
      if (s.charAt(i) == c) {
        return i;
      }
    }
    return -1;
  }

  /** The octets of {@code raw[start, end)}: percent-triplets decoded, and {@code '+'} a space in FORM style. */
  static byte[] octets(String raw, int start, int end, QueryStyle style) {
    if (style == QueryStyle.FORM) {
      String piece = raw.substring(start, end).replace('+', ' ');
      return PercentEncoding.decodeToBytes(piece, 0, piece.length());
    }
    return PercentEncoding.decodeToBytes(raw, start, end);
  }

  static String decode(String raw, int start, int end, QueryStyle style) {
    if (style == QueryStyle.FORM) {
      String piece = raw.substring(start, end).replace('+', ' ');
      return PercentEncoding.decode(piece);
    }
    return PercentEncoding.decode(raw, start, end);
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

  @Override
  public String toString() {
    return parameters.toString();
  }
}
