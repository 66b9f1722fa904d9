package dev.urikit.ftp;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * One FTP command of the sequence an ftp URL stands for (RFC 1738 section 3.2.2, commands of RFC 959
 * section 4.1): a verb and its argument, the exact octets the URL encodes ({@code ""} when it has none).
 * An FTP pathname is a string of octets (RFC 959 section 5.3.2), so an argument need not be UTF-8 text:
 * {@link #argumentBytes()} and {@link #line()} always give what to send, {@link #argument()} the text
 * when the octets are UTF-8.
 *
 * <pre>{@code
 * new FtpCommand("CWD", "pub").toString()                      // "CWD pub"
 * new FtpCommand("NLST", "").toString()                        // "NLST"
 * FtpUri.parse("ftp://h/a%FFb").commands().get(0).toString()   // "RETR a%FFb" (not UTF-8: shown encoded)
 * new String(new FtpCommand("CWD", "pub").line(), US_ASCII)    // "CWD pub\r\n"
 * }</pre>
 *
 * <p>An argument never holds CR, LF or NUL: the line a client sends could otherwise carry a second
 * command (RFC 959 section 4.1.3 ends every command with CRLF).
 */
public final class FtpCommand {

  private final String verb;
  private final byte[] argument;

  /**
   * A command whose argument is text, sent as UTF-8.
   *
   * @throws IllegalArgumentException if the verb is empty, or either holds CR, LF or NUL
   */
  public FtpCommand(String verb, String argument) {
    this(verb, Objects.requireNonNull(argument, "argument").getBytes(StandardCharsets.UTF_8));
  }

  private FtpCommand(String verb, byte[] argument) {
    Objects.requireNonNull(verb, "verb");
    if (verb.isEmpty()) {
      throw new IllegalArgumentException("an FTP command needs a verb");
    }
    if (hasLineBreakOrNul(verb.getBytes(StandardCharsets.UTF_8)) || hasLineBreakOrNul(argument)) {
      throw new IllegalArgumentException("an FTP command holds no CR, LF or NUL (RFC 959 section 4.1.3)");
    }
    this.verb = verb;
    this.argument = argument;
  }

  /**
   * A command whose argument is the octets {@code argument}, sent as they are.
   *
   * @throws IllegalArgumentException if the verb is empty, or either holds CR, LF or NUL
   */
  public static FtpCommand of(String verb, byte[] argument) {
    return new FtpCommand(verb, argument.clone());
  }

  /** The command, such as {@code "USER"}, {@code "CWD"}, {@code "TYPE"}, {@code "RETR"}. */
  public String verb() {
    return verb;
  }

  /**
   * The argument as text, {@code ""} for none.
   *
   * @throws IllegalStateException if its octets are not UTF-8 ({@link #isText()}): read {@link #argumentBytes()}
   */
  public String argument() {
    String text = textOrNull(argument);
    if (text == null) {
      throw new IllegalStateException("the argument of " + verb + " is not UTF-8 text: read argumentBytes()");
    }
    return text;
  }

  /** Whether the argument's octets are UTF-8 text, so that {@link #argument()} gives them. */
  public boolean isText() {
    return textOrNull(argument) != null;
  }

  /** The argument's octets, exactly; empty for none. A copy. */
  public byte[] argumentBytes() {
    return argument.clone();
  }

  /** The octets a client sends: the verb, a space and the argument if any, then CRLF (RFC 959 section 4.1.3). */
  public byte[] line() {
    ByteArrayOutputStream out = new ByteArrayOutputStream(verb.length() + argument.length + 3);
    out.writeBytes(verb.getBytes(StandardCharsets.UTF_8));
    if (argument.length > 0) {
      out.write(' ');
      out.writeBytes(argument);
    }
    out.write('\r');
    out.write('\n');
    return out.toByteArray();
  }

  /** Equal when verb and argument octets are equal. */
  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof FtpCommand other && verb.equals(other.verb) && Arrays.equals(argument, other.argument);
  }

  @Override
  public int hashCode() {
    return 31 * verb.hashCode() + Arrays.hashCode(argument);
  }

  /**
   * The command for display, without the line end: the verb, then a space and the argument if any; an
   * argument that is not UTF-8 is shown percent-encoded, each octet outside printable ASCII as {@code %XX}.
   */
  @Override
  public String toString() {
    if (argument.length == 0) {
      return verb;
    }
    String text = textOrNull(argument);
    if (text != null) {
      return verb + " " + text;
    }
    StringBuilder sb = new StringBuilder(verb).append(' ');
    for (byte b : argument) {
      int octet = b & 0xFF;
      if (octet > 0x20 && octet < 0x7F && octet != '%') {
        sb.append((char) octet);
      } else {
        sb.append('%').append(Character.toUpperCase(Character.forDigit(octet >> 4, 16)))
            .append(Character.toUpperCase(Character.forDigit(octet & 0xF, 16)));
      }
    }
    return sb.toString();
  }

  static boolean hasLineBreakOrNul(byte[] octets) {
    for (byte b : octets) {
      if (b == '\r' || b == '\n' || b == 0) {
        return true;
      }
    }
    return false;
  }

  private static @Nullable String textOrNull(byte[] octets) {
    try {
      return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(octets)).toString();
    } catch (CharacterCodingException e) {
      return null;
    }
  }
}
