package dev.urikit;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The text of the URI that an IRI maps to (RFC 3987 section 3.1, step 2), written into one array from
 * parts of the IRI: US-ASCII copied as it is, every other character as the triplets of its UTF-8 octets.
 *
 * <pre>{@code
 * EncodedText out = new EncodedText("http://é/x");
 * out.append(0, 7);
 * out.appendEncoded(7, 10);
 * out.toString()   // "http://%C3%A9/x"
 * }</pre>
 *
 * <p>The IRI is read from a copy in a {@code char[]}, whose loops need no bounds check per character as
 * reading a {@code String} of UTF-16 text by {@code charAt} does; the URI, all US-ASCII, is written one
 * byte per character, as the {@code String} made of it holds it.
 */
final class EncodedText {

  private final char[] source;
  private byte[] bytes;
  private int length;

  /**
   * Ready to write parts of {@code source}, with room for nine characters per UTF-16 unit (three octets,
   * a triplet each), the most any part can take: only a host's A-labels, which can be longer, make the
   * array grow.
   */
  EncodedText(String source) {
    this.source = source.toCharArray();
    bytes = new byte[9 * source.length() + 16];
  }

  /** The number of characters written so far: the offset of what comes next. */
  int length() {
    return length;
  }

  /** Appends {@code source[start, end)}, which is US-ASCII, as it is. */
  void append(int start, int end) {
    reserve(end - start);
    char[] in = source;
    byte[] out = bytes;
    int at = length;
    for (int i = start; i < end; i++) {
      out[at++] = (byte) in[i];
    }
    length = at;
  }

  /** Appends {@code s}, which is US-ASCII, as it is. */
  void append(String s) {
    int n = s.length();
    reserve(n);
    byte[] out = bytes;
    int at = length;
    for (int i = 0; i < n; i++) {
      out[at++] = (byte) s.charAt(i);
    }
    length = at;
  }

  /**
   * Appends {@code source[start, end)} with each character beyond US-ASCII as percent-encoded UTF-8, in one
   * loop: the US-ASCII runs of an IRI are short, so finding each run's end before copying it costs more
   * than it saves.
   */
  void appendEncoded(int start, int end) {
    // Three octets at most per UTF-16 unit (a pair is four for two), each written as three characters,
    // and the byte after the last that PercentEncoding.writeUtf8 may overwrite.
    reserve(9 * (end - start) + 1);
    char[] in = source;
    byte[] out = bytes;
    int at = length;
    for (int k = start; k < end; ) {
      char c = in[k++];
      if (c < 0x80) {
        out[at++] = (byte) c;
        continue;
      }
      int cp = c;
      if (Character.isHighSurrogate(c) && k < end && Character.isLowSurrogate(in[k])) {
        cp = Character.toCodePoint(c, in[k++]);
      }
      at = PercentEncoding.writeUtf8(out, at, cp);
    }
    length = at;
  }

  private void reserve(int more) {
    if (length + more > bytes.length) {
      bytes = Arrays.copyOf(bytes, Math.max(2 * bytes.length, length + more));
    }
  }

  @Override
  public String toString() {
    return new String(bytes, 0, length, StandardCharsets.ISO_8859_1);
  }
}
