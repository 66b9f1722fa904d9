package dev.urikit.benchmarks;

/**
 * The floor every parse benchmark is compared with: each character read once through a 128-entry class
 * table, as a table-driven parser reads it, and folded into one value, so that no parser can do less.
 */
final class ScanOnly {

  /** One entry per ASCII character: a small class number, as a parser's lookup table would hold. */
  private static final byte[] TABLE = table();

  private ScanOnly() {}

  /** Reads every character of {@code text} once and folds them into one value. */
  static int fold(String text) {
    byte[] table = TABLE;
    int folded = 0;
    for (int i = 0, n = text.length(); i < n; i++) {
      char c = text.charAt(i);
      folded = folded * 31 + (c < 128 ? table[c] : -1);
    }
    return folded;
  }

  /** The character classes of RFC 3986 section 2: unreserved, sub-delims, gen-delims, '%'. */
  private static byte[] table() {
    byte[] table = new byte[128];
    for (int c = 0; c < 128; c++) {
      if (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || "-._~".indexOf(c) >= 0) {
        table[c] = 1;
      } else if ("!$&'()*+,;=".indexOf(c) >= 0) {
        table[c] = 2;
      } else if (":/?#[]@".indexOf(c) >= 0) {
        table[c] = 3;
      } else if (c == '%') {
        table[c] = 4;
      }
    }
    return table;
  }
}
