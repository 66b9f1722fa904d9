package dev.urikit.template;

import dev.urikit.PercentEncoding;
import dev.urikit.template.UriTemplateSyntaxException.Kind;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The expansion algorithm of RFC 6570 Appendix A over a parsed template: strings, lists and maps,
 * undefined values skipped (section 2.3), values encoded as UTF-8 (section 1.6).
 */
final class Expansion {

  private static final char[] HEX = "0123456789ABCDEF".toCharArray();

  private Expansion() {}

  /** Room for the values of an expression beyond its text, so that a typical expansion needs one buffer. */
  private static final int EXPRESSION_ROOM = 32;

  static String expand(List<Part> parts, Map<String, ?> variables) {
    int capacity = 0;
    for (Part part : parts) {
      capacity += part instanceof Part.Literal literal ? literal.encoded().length() : EXPRESSION_ROOM;
    }
    StringBuilder out = new StringBuilder(capacity);
    for (Part part : parts) {
      if (part instanceof Part.Literal literal) {
        out.append(literal.encoded());
      } else {
        expression(out, (Part.Expression) part, variables);
      }
    }
    return out.toString();
  }

  private static void expression(StringBuilder out, Part.Expression expression, Map<String, ?> variables) {
    Operator op = expression.operator();
    boolean first = true;
    for (VarSpec spec : expression.variables()) {
      Object value = defined(spec.name(), variables.get(spec.name()));
      if (value == null) {
        continue;
      }
      out.append(first ? op.first : op.separator);
      first = false;
      if (value instanceof String string) {
        string(out, op, spec, string);
      } else if (spec.prefix() > 0) {
        throw new UriTemplateSyntaxException(Kind.PREFIX_ON_COMPOSITE, spec.nameIndex(), "prefix modifier on '"
            + spec.name() + "', whose value is a " + (value instanceof List ? "list" : "map")
            + " (RFC 6570 section 2.4.1) at index " + spec.nameIndex());
      } else if (spec.explode()) {
        exploded(out, op, spec, value);
      } else {
        if (op.named) {
          out.append(spec.name()).append('=');
        }
        joined(out, op, value);
      }
    }
  }

  private static void string(StringBuilder out, Operator op, VarSpec spec, String value) {
    if (op.named) {
      out.append(spec.name());
      if (value.isEmpty()) {
        out.append(op.ifEmpty);
        return;
      }
      out.append('=');
    }
    encode(out, prefix(value, spec.prefix()), op.allowReserved);
  }

  private static void joined(StringBuilder out, Operator op, Object value) {
    boolean first = true;
    if (value instanceof List<?> list) {
      for (Object item : list) {
        out.append(first ? "" : ",");
        first = false;
        encode(out, (String) item, op.allowReserved);
      }
      return;
    }
    for (Map.Entry<?, ?> entry : ((Map<?, ?>) value).entrySet()) {
      out.append(first ? "" : ",");
      first = false;
      encode(out, (String) entry.getKey(), op.allowReserved);
      out.append(',');
      encode(out, (String) entry.getValue(), op.allowReserved);
    }
  }

  private static void exploded(StringBuilder out, Operator op, VarSpec spec, Object value) {
    boolean first = true;
    if (value instanceof List<?> list) {
      for (Object item : list) {
        out.append(first ? "" : op.separator);
        first = false;
        pair(out, op, spec.name(), false, (String) item);
      }
      return;
    }
    for (Map.Entry<?, ?> entry : ((Map<?, ?>) value).entrySet()) {
      out.append(first ? "" : op.separator);
      first = false;
      encode(out, (String) entry.getKey(), op.allowReserved);
      pair(out, op, null, true, (String) entry.getValue());
    }
  }

  /** One exploded member: {@code name=value} where the operator names values (a map key always does). */
  private static void pair(StringBuilder out, Operator op, @Nullable String name, boolean keyed, String value) {
    if (op.named || keyed) {
      if (name != null) {
        out.append(name);
      }
      if (value.isEmpty()) {
        out.append(op.named ? op.ifEmpty : "=");
        return;
      }
      out.append('=');
    }
    encode(out, value, op.allowReserved);
  }

  /**
   * The value of {@code name} as a String, a List of Strings or a Map of Strings (null members left
   * out), or null when it is undefined (section 2.3): null, a list or map without a defined member.
   */
  private static @Nullable Object defined(String name, @Nullable Object value) {
    if (value == null) {
      return null;
    }
    if (value instanceof List<?> list) {
      List<String> items = new ArrayList<>(list.size());
      for (Object item : list) {
        if (item != null) {
          items.add(scalar(name, item));
        }
      }
      return items.isEmpty() ? null : items;
    }
    if (value instanceof Map<?, ?> map) {
      Map<String, String> members = new LinkedHashMap<>();
      for (Map.Entry<?, ?> entry : map.entrySet()) {
        if (!(entry.getKey() instanceof String key)) {
          throw new IllegalArgumentException("variable '" + name + "' is a map with a key that is not a String");
        }
        if (entry.getValue() != null) {
          members.put(scalar(name, key), scalar(name, entry.getValue()));
        }
      }
      return members.isEmpty() ? null : members;
    }
    return scalar(name, value);
  }

  /** A String, CharSequence, Number, Boolean or Character as its text, checked for unpaired surrogates. */
  private static String scalar(String name, Object value) {
    if (!(value instanceof CharSequence || value instanceof Number || value instanceof Boolean
        || value instanceof Character)) {
      throw new IllegalArgumentException("variable '" + name + "' holds a " + value.getClass().getName()
          + ": values are text (a CharSequence, Number, Boolean or Character), Lists of text or Maps of text,"
          + " one level deep");
    }
    String text = value.toString();
    int bad = PercentEncoding.unpairedSurrogate(text);
    if (bad >= 0) {
      throw new IllegalArgumentException("variable '" + name + "' has an unpaired surrogate at index " + bad
          + " of its value: UTF-8 cannot encode it (RFC 6570 section 1.6)");
    }
    return text;
  }

  /** The first {@code length} characters (code points) of {@code value}, or all of it; 0 means no prefix. */
  private static String prefix(String value, int length) {
    if (length == 0 || value.codePointCount(0, value.length()) <= length) {
      return value;
    }
    return value.substring(0, value.offsetByCodePoints(0, length));
  }

  /** A literal as an expansion writes it: {@link #encode} with reserved characters allowed. */
  static String encoded(String literal) {
    StringBuilder out = new StringBuilder(literal.length());
    encode(out, literal, true);
    return out.toString();
  }

  /**
   * Appends {@code text}: unreserved characters as they are, and with {@code reserved} also reserved
   * characters and well-formed pct-encoded triplets; everything else as UTF-8 percent-triplets.
   */
  static void encode(StringBuilder out, String text, boolean reserved) {
    int n = text.length();
    int i = 0;
    while (i < n && (isUnreserved(text.charAt(i)) || (reserved && isReserved(text.charAt(i))))) {
      i++;
    }
    // The run that needs no encoding, often the whole value, in one copy.
    out.append(text, 0, i);
    while (i < n) {
      char c = text.charAt(i);
      if (isUnreserved(c) || (reserved && isReserved(c))) {
        out.append(c);
        i++;
      } else if (reserved && c == '%' && i + 2 < n && isHex(text.charAt(i + 1)) && isHex(text.charAt(i + 2))) {
        out.append(text, i, i + 3);
        i += 3;
      } else {
        int cp = text.codePointAt(i);
        i += Character.charCount(cp);
        for (byte b : new String(Character.toChars(cp)).getBytes(StandardCharsets.UTF_8)) {
          out.append('%').append(HEX[(b >> 4) & 0xF]).append(HEX[b & 0xF]);
        }
      }
    }
  }

  static boolean isUnreserved(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
        || c == '-' || c == '.' || c == '_' || c == '~';
  }

  /** The reserved characters (RFC 3986 section 2.2) below 64, one bit each. */
  private static final long RESERVED_LOW = bits(":/?#!$&'()*+,;=");

  /** The reserved characters from 64 to 127, one bit each at {@code c - 64}. */
  private static final long RESERVED_HIGH = bits("[]@");

  private static long bits(String chars) {
    long bits = 0;
    for (char c : chars.toCharArray()) {
      bits |= 1L << (c & 63);
    }
    return bits;
  }

  private static boolean isReserved(char c) {
    return c < 64 ? (RESERVED_LOW & (1L << c)) != 0 : c < 128 && (RESERVED_HIGH & (1L << (c - 64))) != 0;
  }

  private static boolean isHex(char c) {
    return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'F') || (c >= 'a' && c <= 'f');
  }
}
