package dev.urikit;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * One decoded {@code name=value} pair of a query: {@code ?a=1&b&c=} gives {@code (a, "1")},
 * {@code (b, null)} and {@code (c, "")}.
 *
 * <p>Percent-encoding carries octets (RFC 3986 section 2.1), which need not be UTF-8: {@link #nameBytes()}
 * and {@link #valueBytes()} give them exactly, and {@link #isText()} says whether they are UTF-8 text.
 * When they are not, {@link #name()} and {@link #value()} show each malformed sequence as U+FFFD.
 *
 * <pre>{@code
 * QueryParameter q = Uri.parse("http://h/?q=%FF").queryParameters().asList().get(0);
 * q.value()        // "\uFFFD"
 * q.isText()       // false
 * q.valueBytes()   // {(byte) 0xFF}
 * q.toString()     // "q=\uFFFD"
 * }</pre>
 *
 * <p>Two parameters are equal when their names' and values' octets are. {@link #toString()} gives the
 * decoded text form, {@code name=value}, or {@code name} alone when there is no value.
 */
public final class QueryParameter {

  private final byte[] name;
  private final byte @Nullable [] value;

  /** A parameter of text: {@code name} and {@code value} (null for none) as UTF-8. */
  public QueryParameter(String name, @Nullable String value) {
    this(Objects.requireNonNull(name, "name").getBytes(StandardCharsets.UTF_8),
        value == null ? null : value.getBytes(StandardCharsets.UTF_8));
  }

  private QueryParameter(byte[] name, byte @Nullable [] value) {
    this.name = name;
    this.value = value;
  }

  /** A parameter of octets, as a query decodes them. */
  static QueryParameter ofOctets(byte[] name, byte @Nullable [] value) {
    return new QueryParameter(name, value);
  }

  /** The decoded name, possibly empty; a malformed UTF-8 sequence shows as U+FFFD (see {@link #isText()}). */
  public String name() {
    return new String(name, StandardCharsets.UTF_8);
  }

  /**
   * The decoded value; null when the pair has no {@code "="}, {@code ""} when nothing follows it. A
   * malformed UTF-8 sequence shows as U+FFFD (see {@link #isText()}).
   */
  public @Nullable String value() {
    return value == null ? null : new String(value, StandardCharsets.UTF_8);
  }

  /** The name's octets, exactly. A copy. */
  public byte[] nameBytes() {
    return name.clone();
  }

  /** The value's octets, exactly; null when the pair has no {@code "="}. A copy. */
  public byte @Nullable [] valueBytes() {
    return value == null ? null : value.clone();
  }

  /** Whether name and value are UTF-8 text, so that {@link #name()} and {@link #value()} replace nothing. */
  public boolean isText() {
    return isUtf8(name) && (value == null || isUtf8(value));
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof QueryParameter other && Arrays.equals(name, other.name) && Arrays.equals(value, other.value);
  }

  @Override
  public int hashCode() {
    return 31 * Arrays.hashCode(name) + Arrays.hashCode(value);
  }

  /**
   * The decoded text form: {@code "lang=en"}, {@code "e="} for an empty value, {@code "flag"} for none. It is
   * for reading, not for a URI: nothing is encoded again, so {@code k=%26} prints {@code k=&}.
   */
  @Override
  public String toString() {
    byte[] v = value;
    return v == null ? name() : name() + "=" + new String(v, StandardCharsets.UTF_8);
  }

  private static boolean isUtf8(byte[] octets) {
    try {
      StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(octets));
      return true;
    } catch (CharacterCodingException e) {
      return false;
    }
  }
}
