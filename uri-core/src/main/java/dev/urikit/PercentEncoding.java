package dev.urikit;

import java.io.ByteArrayOutputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import org.jspecify.annotations.Nullable;

/**
 * Percent-encoding (RFC 3986 section 2.1) over UTF-8.
 *
 * <table>
 *   <caption>Examples</caption>
 *   <tr><th>call</th><th>result</th></tr>
 *   <tr><td>{@code encode("a b/c", CharClass.PCHAR)}</td><td>{@code a%20b%2Fc}</td></tr>
 *   <tr><td>{@code encode("é", CharClass.UNRESERVED)}</td><td>{@code %C3%A9}</td></tr>
 *   <tr><td>{@code decode("%C3%A9%2F")}</td><td>{@code é/}</td></tr>
 *   <tr><td>{@code decode("%FF")}</td><td>{@code U+FFFD}; {@code decodeStrict("%FF")} throws</td></tr>
 *   <tr><td>{@code decodeStrictOrNull("a%FF", 0, 4)}</td><td>null: not UTF-8</td></tr>
 *   <tr><td>{@code decodeToBytes("a%FFé", 0, 5)}</td><td>the octets {@code 61 FF C3 A9}</td></tr>
 * </table>
 *
 * <p>Percent-encoding carries octets (RFC 3986 section 2.1), and not every octet string is UTF-8 text:
 * {@link #decodeToBytes(String, int, int)} gives them exactly, and {@link #decodeStrictOrNull(String, int, int)}
 * says when they are not UTF-8, for accessors that must not replace them with U+FFFD.
 */
public final class PercentEncoding {

  private static final char[] HEX = "0123456789ABCDEF".toCharArray();

  private PercentEncoding() {}

  /**
   * Encodes every character of {@code text} outside {@code allowed} as UTF-8 percent-triplets with
   * upper-case hex digits. Returns {@code text} itself when nothing needs encoding. Unpaired
   * surrogates are encoded as U+FFFD.
   */
  public static String encode(String text, CharClass allowed) {
    int n = text.length();
    int i = 0;
    while (i < n && allowed.contains(text.charAt(i))) {
      i++;
    }
    if (i == n) {
      return text;
    }
    StringBuilder sb = new StringBuilder(n + 16).append(text, 0, i);
    while (i < n) {
      char c = text.charAt(i);
      if (allowed.contains(c)) {
        sb.append(c);
        i++;
        continue;
      }
      int cp = text.codePointAt(i);
      i += Character.charCount(cp);
      if (Character.isSurrogate((char) cp) && cp < 0x10000) {
        cp = 0xFFFD;
      }
      appendUtf8(sb, cp);
    }
    return sb.toString();
  }

  /**
   * Decodes percent-triplets as UTF-8; malformed or incomplete UTF-8 sequences become U+FFFD, and a
   * {@code "%"} not followed by two hex digits stays as it is. {@code "+"} is not a space here.
   */
  public static String decode(String text) {
    return decode(text, 0, text.length());
  }

  /** Decodes {@code text[start, end)} like {@link #decode(String)}. */
  public static String decode(String text, int start, int end) {
    int percent = start;
    while (percent < end && text.charAt(percent) != '%') {
      percent++;
    }
    if (percent == end) {
      return text.substring(start, end);
    }
    try {
      return decode(text, start, end, Decoding.LENIENT);
    } catch (CharacterCodingException e) {
      throw new AssertionError("replacement decoding cannot fail", e);
    }
  }

  /**
   * Decodes percent-triplets as UTF-8, refusing malformed input.
   *
   * @throws IllegalArgumentException at a {@code "%"} without two hex digits, or when the decoded
   *     bytes are not well-formed UTF-8
   */
  public static String decodeStrict(String text) {
    try {
      return decode(text, 0, text.length(), Decoding.STRICT);
    } catch (CharacterCodingException e) {
      throw new IllegalArgumentException("percent-encoded bytes are not well-formed UTF-8", e);
    }
  }

  /**
   * Decodes {@code text[start, end)} as UTF-8 like {@link #decodeStrict(String)}, or returns null when
   * the decoded octets are not well-formed UTF-8 (RFC 3629 section 3) or a {@code "%"} is not followed by
   * two hex digits.
   *
   * <pre>{@code
   * PercentEncoding.decodeStrictOrNull("a%C3%A9", 0, 7)   // "aé"
   * PercentEncoding.decodeStrictOrNull("a%FFb", 0, 5)     // null
   * }</pre>
   */
  public static @Nullable String decodeStrictOrNull(String text, int start, int end) {
    try {
      return decode(text, start, end, Decoding.STRICT);
    } catch (CharacterCodingException | IllegalArgumentException e) {
      return null;
    }
  }

  /**
   * The octets {@code text[start, end)} stands for (RFC 3986 section 2.1): each percent-triplet is one
   * octet, any other character its UTF-8 encoding. Nothing is replaced, whether or not the result is
   * UTF-8 text.
   *
   * <pre>{@code
   * PercentEncoding.decodeToBytes("a%FF", 0, 4)   // {0x61, (byte) 0xFF}
   * }</pre>
   *
   * @throws IllegalArgumentException at a {@code "%"} not followed by two hex digits
   */
  public static byte[] decodeToBytes(String text, int start, int end) {
    ByteArrayOutputStream out = new ByteArrayOutputStream(end - start);
    int i = start;
    while (i < end) {
      char c = text.charAt(i);
      if (c == '%') {
        if (!ReferenceParser.isPercentTriplet(text, end, i)) {
          throw new IllegalArgumentException("'%' without two hex digits at index " + i);
        }
        out.write(hexValue(text.charAt(i + 1)) << 4 | hexValue(text.charAt(i + 2)));
        i += 3;
        continue;
      }
      int runEnd = i;
      while (runEnd < end && text.charAt(runEnd) != '%') {
        runEnd++;
      }
      out.writeBytes(text.substring(i, runEnd).getBytes(StandardCharsets.UTF_8));
      i = runEnd;
    }
    return out.toByteArray();
  }

  /**
   * The index of the first unpaired surrogate in {@code text}, or -1 when there is none. An unpaired
   * surrogate is no character: UTF-8 cannot encode it (RFC 3629 section 3), so no percent-encoding can
   * write it (RFC 3986 section 2.5), and a builder refuses text that holds one.
   *
   * <pre>{@code
   * PercentEncoding.unpairedSurrogate("a\uD83D\uDE00b")  // -1
   * PercentEncoding.unpairedSurrogate("a\uD83Db")        // 1
   * }</pre>
   */
  public static int unpairedSurrogate(CharSequence text) {
    int n = text.length();
    for (int i = 0; i < n; i++) {
      char c = text.charAt(i);
      if (!Character.isSurrogate(c)) {
        continue;
      }
      if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(text.charAt(i + 1))) {
        i++;
        continue;
      }
      return i;
    }
    return -1;
  }

  /** Whether {@code text} is made only of characters in {@code allowed} and well-formed percent-triplets. */
  public static boolean isEncoded(String text, CharClass allowed) {
    int n = text.length();
    for (int i = 0; i < n; i++) {
      char c = text.charAt(i);
      if (c == '%') {
        if (!ReferenceParser.isPercentTriplet(text, n, i)) {
          return false;
        }
        i += 2;
      } else if (!allowed.contains(c)) {
        return false;
      }
    }
    return true;
  }

  static void appendUtf8(StringBuilder sb, int cp) {
    if (cp < 0x80) {
      appendTriplet(sb, cp);
    } else if (cp < 0x800) {
      appendTriplet(sb, 0xC0 | (cp >> 6));
      appendTriplet(sb, 0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
      appendTriplet(sb, 0xE0 | (cp >> 12));
      appendTriplet(sb, 0x80 | ((cp >> 6) & 0x3F));
      appendTriplet(sb, 0x80 | (cp & 0x3F));
    } else {
      appendTriplet(sb, 0xF0 | (cp >> 18));
      appendTriplet(sb, 0x80 | ((cp >> 12) & 0x3F));
      appendTriplet(sb, 0x80 | ((cp >> 6) & 0x3F));
      appendTriplet(sb, 0x80 | (cp & 0x3F));
    }
  }

  /**
   * Writes the UTF-8 octets of {@code cp} as triplets, one byte per character, into {@code out} from
   * {@code at}, and returns the index after them; a surrogate code point is written as its three octets, as
   * {@link #appendUtf8} does. {@code out} must have room for one byte more than is written: each triplet
   * is stored as four bytes at once, the last of them overwritten by what comes next.
   */
  static int writeUtf8(byte[] out, int at, int cp) {
    if (cp < 0x80) {
      return writeTriplet(out, at, cp);
    }
    if (cp < 0x800) {
      at = writeTriplet(out, at, 0xC0 | (cp >> 6));
    } else {
      if (cp < 0x10000) {
        at = writeTriplet(out, at, 0xE0 | (cp >> 12));
      } else {
        at = writeTriplet(out, at, 0xF0 | (cp >> 18));
        at = writeTriplet(out, at, 0x80 | ((cp >> 12) & 0x3F));
      }
      at = writeTriplet(out, at, 0x80 | ((cp >> 6) & 0x3F));
    }
    return writeTriplet(out, at, 0x80 | (cp & 0x3F));
  }

  /** Each octet's triplet as the four bytes {@code '%'}, two hex digits and a zero, little-endian in an {@code int}. */
  private static final int[] TRIPLETS = new int[256];

  static {
    for (int b = 0; b < 256; b++) {
      TRIPLETS[b] = '%' | HEX[b >> 4] << 8 | HEX[b & 0xF] << 16;
    }
  }

  private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);

  private static int writeTriplet(byte[] out, int at, int b) {
    INT.set(out, at, TRIPLETS[b]);
    return at + 3;
  }

  static void appendTriplet(StringBuilder sb, int b) {
    sb.append('%').append(HEX[(b >> 4) & 0xF]).append(HEX[b & 0xF]);
  }

  static int hexValue(char c) {
    if (c >= '0' && c <= '9') {
      return c - '0';
    }
    int lower = c | 0x20;
    return lower >= 'a' && lower <= 'f' ? lower - 'a' + 10 : -1;
  }

  /** How {@link #decode} treats what is not a well-formed percent-encoding of UTF-8. */
  private enum Decoding {
    /** A lone {@code "%"} stays as it is; malformed UTF-8 becomes U+FFFD. */
    LENIENT(CodingErrorAction.REPLACE),
    /** Both are errors. */
    STRICT(CodingErrorAction.REPORT);

    final CodingErrorAction onMalformed;

    Decoding(CodingErrorAction onMalformed) {
      this.onMalformed = onMalformed;
    }
  }

  private static String decode(String text, int start, int end, Decoding decoding) throws CharacterCodingException {
    StringBuilder out = new StringBuilder(end - start);
    ByteBuffer bytes = null;
    CharsetDecoder decoder = null;
    int i = start;
    while (i < end) {
      char c = text.charAt(i);
      if (c != '%') {
        out.append(c);
        i++;
      } else if (!ReferenceParser.isPercentTriplet(text, end, i)) {
        if (decoding == Decoding.STRICT) {
          throw new IllegalArgumentException("'%' without two hex digits at index " + i);
        }
        out.append(c);
        i++;
      } else {
        if (bytes == null || decoder == null) {
          bytes = ByteBuffer.allocate((end - i) / 3 + 1);
          decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(decoding.onMalformed)
              .onUnmappableCharacter(decoding.onMalformed);
        }
        // A run of triplets is one byte sequence: a character may span several of them.
        bytes.clear();
        while (i < end && text.charAt(i) == '%' && ReferenceParser.isPercentTriplet(text, end, i)) {
          bytes.put((byte) (hexValue(text.charAt(i + 1)) << 4 | hexValue(text.charAt(i + 2))));
          i += 3;
        }
        bytes.flip();
        out.append(decoder.decode(bytes));
      }
    }
    return out.toString();
  }
}
