package dev.urikit.gopher;

/**
 * The item types of RFC 1436 section 3.8, named; every other type character is {@link #UNKNOWN}, and
 * {@link GopherUri#type()} keeps the character itself.
 *
 * <pre>{@code
 * GopherItemType.of('0')   // TEXT_FILE
 * GopherItemType.of('h')   // UNKNOWN (GopherUri.type() still gives 'h')
 * }</pre>
 */
public enum GopherItemType {
  /** {@code 0}: a text file. */
  TEXT_FILE('0'),
  /** {@code 1}: a directory (a menu); the type of an empty gopher-path (RFC 4266 section 2). */
  DIRECTORY('1'),
  /** {@code 2}: a CSO phone-book server. */
  CSO_PHONE_BOOK('2'),
  /** {@code 3}: an error. */
  ERROR('3'),
  /** {@code 4}: a BinHexed Macintosh file. */
  BINHEX('4'),
  /** {@code 5}: a DOS binary archive. */
  DOS_BINARY('5'),
  /** {@code 6}: a UNIX uuencoded file. */
  UUENCODED('6'),
  /** {@code 7}: an index-search server, asked with a search string (RFC 4266 section 2, "%09"). */
  SEARCH('7'),
  /** {@code 8}: a text-based telnet session. */
  TELNET('8'),
  /** {@code 9}: a binary file. */
  BINARY('9'),
  /** {@code +}: a redundant server. */
  REDUNDANT_SERVER('+'),
  /** {@code T}: a text-based tn3270 session. */
  TN3270('T'),
  /** {@code g}: a GIF image. */
  GIF('g'),
  /** {@code I}: an image of another format. */
  IMAGE('I'),
  /** Any other character, which RFC 1436 does not name; {@link #code()} is {@code '\0'}. */
  UNKNOWN('\0');

  private final char code;

  GopherItemType(char code) {
    this.code = code;
  }

  /** The type character ({@code '0'}, {@code 'g'}, ...); {@code '\0'} for {@link #UNKNOWN}. */
  public char code() {
    return code;
  }

  /** The type that {@code code} names, or {@link #UNKNOWN}; case matters ({@code 'g'} is GIF, {@code 'G'} unknown). */
  public static GopherItemType of(char code) {
    for (GopherItemType type : values()) {
      if (type.code == code && type != UNKNOWN) {
        return type;
      }
    }
    return UNKNOWN;
  }
}
