package dev.urikit;

import java.util.Arrays;

/**
 * The text of the URI that an IRI maps to (RFC 3987 section 3.1, step 2), written into one array:
 * US-ASCII copied as it is, every other character as the triplets of its UTF-8 octets.
 *
 * <pre>{@code
 * EncodedText out = new EncodedText(16);
 * out.append("http://", 0, 7);
 * out.appendEncoded("é/x", 0, 3);
 * out.toString()   // "http://%C3%A9/x"
 * }</pre>
 */
final class EncodedText {

  private char[] chars;
  private int length;

  EncodedText(int capacity) {
    chars = new char[capacity];
  }

  /** The number of characters written so far: the offset of what comes next. */
  int length() {
    return length;
  }

  /** Appends {@code s[start, end)} as it is. */
  void append(String s, int start, int end) {
    reserve(end - start);
    s.getChars(start, end, chars, length);
    length += end - start;
  }

  /** Appends {@code s} as it is. */
  void append(String s) {
    append(s, 0, s.length());
  }

  /** Appends {@code s[start, end)} with each character beyond US-ASCII as percent-encoded UTF-8. */
  void appendEncoded(String s, int start, int end) {
    int i = start;
    while (i < end) {
      int runEnd = i;
      while (runEnd < end && s.charAt(runEnd) < 0x80) {
        runEnd++;
      }
      append(s, i, runEnd);
      if (runEnd == end) {
        return;
      }
      int wideEnd = runEnd;
      while (wideEnd < end && s.charAt(wideEnd) >= 0x80) {
        wideEnd++;
      }
      // Three octets at most per UTF-16 unit (a pair is four for two), each written as three characters.
      reserve(9 * (wideEnd - runEnd));
      for (int k = runEnd; k < wideEnd; ) {
        int cp = s.codePointAt(k);
        length = PercentEncoding.writeUtf8(chars, length, cp);
        k += Character.charCount(cp);
      }
      i = wideEnd;
    }
  }

  private void reserve(int more) {
    if (length + more > chars.length) {
      chars = Arrays.copyOf(chars, Math.max(2 * chars.length, length + more));
    }
  }

  @Override
  public String toString() {
    return new String(chars, 0, length);
  }
}
