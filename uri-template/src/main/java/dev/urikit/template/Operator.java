package dev.urikit.template;

import org.jspecify.annotations.Nullable;

/**
 * The expression operators of RFC 6570 section 2.2 with the expansion table of Appendix A: what comes
 * first, what separates values, whether values are named, what follows the name of an empty value, and
 * which characters pass unencoded.
 */
enum Operator {
  /** Simple string expansion (section 3.2.2). */
  SIMPLE("", "", ",", false, "", false),
  /** Reserved expansion (section 3.2.3). */
  RESERVED("+", "", ",", false, "", true),
  /** Fragment expansion (section 3.2.4). */
  FRAGMENT("#", "#", ",", false, "", true),
  /** Label expansion with dot-prefix (section 3.2.5). */
  LABEL(".", ".", ".", false, "", false),
  /** Path segment expansion (section 3.2.6). */
  PATH_SEGMENT("/", "/", "/", false, "", false),
  /** Path-style parameter expansion (section 3.2.7). */
  PATH_PARAMETER(";", ";", ";", true, "", false),
  /** Form-style query expansion (section 3.2.8). */
  QUERY("?", "?", "&", true, "=", false),
  /** Form-style query continuation (section 3.2.9). */
  QUERY_CONTINUATION("&", "&", "&", true, "=", false);

  final String symbol;
  final String first;
  final String separator;
  final boolean named;
  final String ifEmpty;
  final boolean allowReserved;

  Operator(String symbol, String first, String separator, boolean named, String ifEmpty, boolean allowReserved) {
    this.symbol = symbol;
    this.first = first;
    this.separator = separator;
    this.named = named;
    this.ifEmpty = ifEmpty;
    this.allowReserved = allowReserved;
  }

  /** The operator written as {@code c}, or null when {@code c} is not one (then it begins a variable name). */
  static @Nullable Operator of(char c) {
    switch (c) {
      case '+': return RESERVED;
      case '#': return FRAGMENT;
      case '.': return LABEL;
      case '/': return PATH_SEGMENT;
      case ';': return PATH_PARAMETER;
      case '?': return QUERY;
      case '&': return QUERY_CONTINUATION;
      default: return null;
    }
  }

  /** Whether section 2.2 reserves {@code c} as an operator for future extensions ({@code op-reserve}). */
  static boolean isReserved(char c) {
    return c == '=' || c == ',' || c == '!' || c == '@' || c == '|';
  }
}
