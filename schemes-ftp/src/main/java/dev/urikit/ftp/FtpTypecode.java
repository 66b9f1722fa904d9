package dev.urikit.ftp;

import org.jspecify.annotations.Nullable;

/**
 * The transfer type an ftp URL names with {@code ";type="} at the end of its path (RFC 1738 sections
 * 3.2.2 and 3.2.3, {@code ftptype} in section 5).
 *
 * <table>
 *   <caption>Typecodes</caption>
 *   <tr><th>in the URL</th><th>constant</th><th>FTP commands</th></tr>
 *   <tr><td>{@code ;type=a}</td><td>{@link #ASCII}</td><td>{@code TYPE A}, then {@code RETR name}</td></tr>
 *   <tr><td>{@code ;type=i}</td><td>{@link #IMAGE}</td><td>{@code TYPE I}, then {@code RETR name}</td></tr>
 *   <tr><td>{@code ;type=d}</td><td>{@link #DIRECTORY}</td><td>{@code NLST name}</td></tr>
 * </table>
 *
 * <p>The letter is read in either case and written in lower case.
 */
public enum FtpTypecode {
  /** {@code a}: an ASCII (text) transfer, FTP {@code TYPE A} (RFC 959 section 3.1.1.1). */
  ASCII('a'),
  /** {@code i}: an image (binary) transfer, FTP {@code TYPE I} (RFC 959 section 3.1.1.3). */
  IMAGE('i'),
  /** {@code d}: a directory listing with {@code NLST} (RFC 1738 section 3.2.2). */
  DIRECTORY('d');

  private final char code;

  FtpTypecode(char code) {
    this.code = code;
  }

  /** The letter written after {@code ";type="}, in lower case: {@code 'a'}, {@code 'i'} or {@code 'd'}. */
  public char code() {
    return code;
  }

  /**
   * The typecode written {@code code}, in either case: {@code of('I')} is {@link #IMAGE}.
   *
   * @throws IllegalArgumentException for any other letter (RFC 1738 section 5, {@code ftptype})
   */
  public static FtpTypecode of(char code) {
    FtpTypecode typecode = ofOrNull(code);
    if (typecode == null) {
      throw new IllegalArgumentException("not an ftp typecode (a, i or d; RFC 1738 section 5): '" + code + "'");
    }
    return typecode;
  }

  /** Like {@link #of(char)}, but null for a letter that is not a typecode. */
  static @Nullable FtpTypecode ofOrNull(int code) {
    switch (code | 0x20) {
      case 'a':
        return ASCII;
      case 'i':
        return IMAGE;
      case 'd':
        return DIRECTORY;
      default:
        return null;
    }
  }
}
