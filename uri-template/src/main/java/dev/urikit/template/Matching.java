package dev.urikit.template;

import dev.urikit.PercentEncoding;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Reads values back from an expansion (RFC 6570 section 1.4), for the templates whose expansion cannot
 * be read two ways: {@code {var}}, {@code {/var}}, {@code {?a,b}}, {@code {&c}} and {@code {?list*}},
 * with no prefix modifiers. Each expression takes the longest run of the characters its expansion can
 * hold; {@link #unmatchableReason(List)} refuses the templates where that run could overrun the next
 * part, so the scan is linear and never backtracks.
 */
final class Matching {

  private Matching() {}

  /** Why {@code parts} cannot be matched, naming the expression, or null when they can. */
  static @Nullable String unmatchableReason(List<Part> parts) {
    Set<String> names = new HashSet<>();
    for (int k = 0; k < parts.size(); k++) {
      if (!(parts.get(k) instanceof Part.Expression expression)) {
        continue;
      }
      String why = reason(expression, k + 1 < parts.size() ? parts.get(k + 1) : null);
      if (why == null) {
        for (VarSpec spec : expression.variables()) {
          if (!names.add(spec.name())) {
            why = "'" + spec.name() + "' appears twice, and its two expansions could differ";
          }
        }
      }
      if (why != null) {
        return "expression " + expression.text() + " at index " + expression.index() + " cannot be matched: " + why;
      }
    }
    return null;
  }

  private static @Nullable String reason(Part.Expression expression, @Nullable Part next) {
    Operator op = expression.operator();
    List<VarSpec> variables = expression.variables();
    for (VarSpec spec : variables) {
      if (spec.prefix() > 0) {
        return "a prefix modifier keeps only the start of the value (RFC 6570 section 2.4.1)";
      }
      if (spec.explode() && op != Operator.QUERY && op != Operator.QUERY_CONTINUATION) {
        return "an exploded value can be read back only as query parameters ({?list*}, {&list*})";
      }
    }
    switch (op) {
      case QUERY:
      case QUERY_CONTINUATION:
        if (next instanceof Part.Expression following && following.operator() != Operator.QUERY_CONTINUATION
            && following.operator() != Operator.FRAGMENT) {
          return "the expression after it, " + following.text() + ", could continue its query";
        }
        return null;
      case SIMPLE:
      case PATH_SEGMENT:
        if (variables.size() > 1 && op == Operator.SIMPLE) {
          return "with more than one variable, an undefined one leaves no trace between the others";
        }
        if (next instanceof Part.Expression following
            && (following.operator() == Operator.SIMPLE || following.operator() == Operator.LABEL)) {
          return "no literal separates it from " + following.text() + ", so the boundary is ambiguous";
        }
        if (next instanceof Part.Expression following && op == Operator.PATH_SEGMENT
            && following.operator() == Operator.PATH_SEGMENT) {
          return "no literal separates it from " + following.text() + ", so an undefined value is ambiguous";
        }
        if (next instanceof Part.Literal literal) {
          char c = literal.text().charAt(0);
          if (c == '%' || Expansion.isUnreserved(c)) {
            return "the literal after it begins with '" + c + "', which its value can hold, so the boundary is ambiguous";
          }
          if (op == Operator.PATH_SEGMENT && c == '/' && variables.size() == 1) {
            return "the literal after it begins with '/', so an undefined value cannot be told from a defined one";
          }
        }
        return null;
      case RESERVED:
        return "reserved expansion copies the value's percent-encoded triplets and reserved characters, so "
            + "neither the value nor where it ends can be read back (RFC 6570 section 3.2.3)";
      case FRAGMENT:
        return "fragment expansion copies the value's percent-encoded triplets, so the value cannot be read back"
            + " (RFC 6570 section 3.2.4)";
      default:
        return "label and path-style parameter expansions are not read back; use {var}, {/var}, {?a,b} or {&c}";
    }
  }

  /** The values that expand {@code parts} to {@code text}, or null when none do. */
  static @Nullable Map<String, Object> match(List<Part> parts, String text) {
    Map<String, Object> values = new LinkedHashMap<>();
    int i = 0;
    for (Part part : parts) {
      if (part instanceof Part.Literal literal) {
        StringBuilder encoded = new StringBuilder();
        Expansion.encode(encoded, literal.text(), true);
        String expected = encoded.toString();
        if (!text.startsWith(expected, i)) {
          return null;
        }
        i += expected.length();
        continue;
      }
      Part.Expression expression = (Part.Expression) part;
      i = switch (expression.operator()) {
        case SIMPLE -> simple(text, i, expression.variables().get(0).name(), values);
        case PATH_SEGMENT -> expression.variables().size() == 1
            ? segment(text, i, expression.variables().get(0).name(), values)
            : segments(text, i, expression.variables(), values);
        default -> query(text, i, expression, values);
      };
      if (i < 0) {
        return null;
      }
    }
    return i == text.length() ? values : null;
  }

  private static int simple(String text, int i, String name, Map<String, Object> values) {
    int end = run(text, i);
    String value = decode(text, i, end);
    if (value == null) {
      return -1;
    }
    values.put(name, value);
    return end;
  }

  private static int segment(String text, int i, String name, Map<String, Object> values) {
    if (i < text.length() && text.charAt(i) == '/') {
      return simple(text, i + 1, name, values);
    }
    return i;
  }

  /**
   * Reads one segment for each variable of {@code {/a,b}}: an undefined one would leave no trace of which
   * it was, so a URI with fewer segments does not match (-1) rather than give a value to the wrong name.
   */
  private static int segments(String text, int i, List<VarSpec> variables, Map<String, Object> values) {
    for (VarSpec spec : variables) {
      if (i >= text.length() || text.charAt(i) != '/') {
        return -1;
      }
      i = simple(text, i + 1, spec.name(), values);
      if (i < 0) {
        return -1;
      }
    }
    return i;
  }

  /** Reads {@code ?name=value&...} pairs whose names are the expression's, in any order. */
  private static int query(String text, int i, Part.Expression expression, Map<String, Object> values) {
    char lead = expression.operator() == Operator.QUERY ? '?' : '&';
    Set<String> seen = new HashSet<>();
    while (i < text.length() && text.charAt(i) == lead) {
      int nameEnd = run(text, i + 1);
      VarSpec spec = find(expression, text, i + 1, nameEnd);
      if (spec == null) {
        break;
      }
      if (nameEnd == text.length() || text.charAt(nameEnd) != '=') {
        return -1;
      }
      int valueEnd = run(text, nameEnd + 1);
      String value = decode(text, nameEnd + 1, valueEnd);
      if (value == null) {
        return -1;
      }
      if (spec.explode()) {
        @SuppressWarnings("unchecked")
        List<String> list = (List<String>) values.computeIfAbsent(spec.name(), k -> new ArrayList<String>());
        list.add(value);
      } else if (!seen.add(spec.name())) {
        return -1;
      } else {
        values.put(spec.name(), value);
      }
      i = valueEnd;
      lead = '&';
    }
    return i;
  }

  private static @Nullable VarSpec find(Part.Expression expression, String text, int start, int end) {
    for (VarSpec spec : expression.variables()) {
      if (spec.name().length() == end - start && text.startsWith(spec.name(), start)) {
        return spec;
      }
    }
    return null;
  }

  /** The end of the run of unreserved characters and percent-triplets that starts at {@code i}. */
  private static int run(String text, int i) {
    int n = text.length();
    while (i < n && (Expansion.isUnreserved(text.charAt(i)) || text.charAt(i) == '%')) {
      i++;
    }
    return i;
  }

  private static @Nullable String decode(String text, int start, int end) {
    return PercentEncoding.decodeStrictOrNull(text, start, end);
  }
}
