package dev.urikit.ftp;

import dev.urikit.spi.SchemeViolation;
import org.jspecify.annotations.Nullable;

/**
 * The ftp rules that {@link FtpScheme#validate} reads on the user information and the FTP path (RFC 1738
 * sections 3.2.1 and 3.2.2), each as a general check that finds the first violation, and a fast check
 * beside it that only tells that there is none.
 *
 * <p>The general checks read every character and decode every triplet. Nearly every URL breaks no rule,
 * and for those the fast checks jump from one character that matters to the next with
 * {@link String#indexOf(int, int)} (one vectorized search in the JDK): a {@code true} from a fast check
 * means its general check returns null, so the general one runs only for the few URLs the fast one
 * cannot clear, and the violations, their indices and codes are always the general check's.
 */
final class FtpRules {

  private static final String USER_INFO =
      "a ':' inside the user or the password must be encoded as %3A (RFC 1738 section 3.1)";
  private static final String QUERY_DOTS = "a \".\" or \"..\" segment after the '?' is sent to the server as a "
      + "directory name, but RFC 3986 reads it as query text that resolution and normalization keep (RFC 3986 "
      + "sections 3.4 and 5.2.4): it must be encoded";
  private static final String LINE_BREAK = "decodes to CR or LF, which would end the FTP command it is sent in "
      + "and start another (RFC 959 section 4.1.3, RFC 1738 section 3.2.2)";
  private static final String NUL = "decodes to NUL, which FTP servers and C strings end the argument at "
      + "(RFC 959 section 4.1.3, RFC 1738 section 3.2.2)";
  private static final String PARAM = "a ';' in an ftp path may only start \";type=\" at the end of the last "
      + "segment: in a name it must be encoded as %3B (RFC 1738 section 3.2.2)";
  private static final String TYPECODE = "the typecode after \";type=\" must be one of a, i or d "
      + "(RFC 1738 section 3.2.2, ftptype in section 5)";
  /** The one form of the typecode's key that the fast check knows: as the generator of most URLs writes it. */
  private static final String TYPE_KEY = ";type=";

  private FtpRules() {}

  /**
   * Whether the userinfo {@code s[start, end)} breaks neither {@link #checkUserInfo} nor the host
   * facility's rule on it (no triplet decoding to a C0 control or DEL): at most one {@code ':'} and no
   * such triplet. Exact, not only sufficient, since the facility's rule covers every control that ftp's
   * refuses. A plain loop, not {@link String#indexOf(int, int)}: a search for a second {@code ':'} or a
   * {@code '%'} that the userinfo lacks would run on through host and path to the end of the URI.
   */
  static boolean isPlainUserInfo(String s, int start, int end) {
    boolean colon = false;
    for (int i = start; i < end; i++) {
      char c = s.charAt(i);
      if (c == ':') {
        if (colon) {
          return false;
        }
        colon = true;
      } else if (c == '%') {
        if (isControlTriplet(s, i)) {
          return false;
        }
        i += 2;
      }
    }
    return true;
  }

  /** A second {@code ':'}, or a CR, LF or NUL in user or password, in the userinfo {@code s[start, end)}. */
  static @Nullable SchemeViolation checkUserInfo(String s, int start, int end) {
    int colon = -1;
    for (int i = start; i < end; i++) {
      char c = s.charAt(i);
      if (c == ':') {
        if (colon >= 0) {
          return new SchemeViolation(i, "ftp.userinfo", USER_INFO);
        }
        colon = i;
      } else if (c == '%') {
        SchemeViolation control = control(s, i, colon < 0 ? "user" : "password");
        if (control != null) {
          return control;
        }
      }
    }
    return null;
  }

  /**
   * Whether {@link #checkPath} finds nothing in {@code s[start, end)}, told cheaply for the common URL
   * and false for any other: the first {@code ';'} is {@code ";type="} and one literal typecode letter at
   * the very end, no triplet before it decodes to a C0 control or DEL (so none to CR, LF or NUL), and no
   * {@code '/'} follows the {@code '?'} (so no segment after it can be a dot-segment).
   */
  static boolean isPlainPath(String s, int start, int queryMark, int end) {
    int semicolon = s.indexOf(';', start);
    int scanEnd = end;
    if (semicolon >= 0 && semicolon < end) {
      if (!isPlainTypecode(s, semicolon, end)) {
        return false;
      }
      scanEnd = semicolon;
    }
    if (queryMark >= 0) {
      int slash = s.indexOf('/', queryMark);
      if (slash >= 0 && slash < end) {
        return false;
      }
    }
    return !hasControlTriplet(s, start, scanEnd);
  }

  /**
   * Whether {@code s[semicolon, end)} is {@code ";type="} in lower case and one literal letter a, i or d
   * in either case: a typecode the general check, which also reads an upper-case or percent-encoded key,
   * accepts.
   */
  static boolean isPlainTypecode(String s, int semicolon, int end) {
    return end - semicolon == TYPE_KEY.length() + 1 && s.startsWith(TYPE_KEY, semicolon)
        && FtpTypecode.ofOrNull(s.charAt(end - 1)) != null;
  }

  /**
   * The rules on the FTP path {@code s[start, end)}, path and query read together ({@code queryMark} is
   * the {@code '?'}, or -1): the first {@code ';'} must start {@code ";type="} and one typecode at its
   * very end; no segment decodes to CR, LF or NUL; no segment after the {@code '?'} is a dot-segment.
   */
  static @Nullable SchemeViolation checkPath(String s, int start, int queryMark, int end) {
    int control = -1;
    int lastSlash = start;
    int segmentStart = start + 1;
    for (int i = start; i < end; i++) {
      char c = s.charAt(i);
      if (c == ';') {
        int value = FtpScheme.Typecodes.valueStart(s, i, end);
        if (value < 0) {
          return new SchemeViolation(i, "ftp.param", PARAM);
        }
        if (!FtpScheme.Typecodes.isValue(s, value, end)) {
          return new SchemeViolation(value, "ftp.typecode", TYPECODE);
        }
        break;
      } else if (c == '/') {
        if (queryMark >= 0 && segmentStart > queryMark && FtpPath.dots(s, segmentStart, i) > 0) {
          return new SchemeViolation(segmentStart, "ftp.query.dot-segment", QUERY_DOTS);
        }
        lastSlash = i;
        segmentStart = i + 1;
      } else if (c == '%' && control < 0 && isControl(FtpScheme.Typecodes.octet(s, i))) {
        control = i;
      }
    }
    if (queryMark >= 0 && segmentStart > queryMark && FtpPath.dots(s, segmentStart, end) > 0) {
      return new SchemeViolation(segmentStart, "ftp.query.dot-segment", QUERY_DOTS);
    }
    return control < 0 ? null : control(s, control, control > lastSlash ? "name" : "cwd");
  }

  /** Whether a triplet in {@code s[start, end)} decodes to a C0 control or DEL ({@link #isControlTriplet}). */
  private static boolean hasControlTriplet(String s, int start, int end) {
    for (int i = s.indexOf('%', start); i >= 0 && i < end; i = s.indexOf('%', i + 3)) {
      if (isControlTriplet(s, i)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether the triplet at {@code s[i]} decodes to a C0 control or DEL ({@code %00} to {@code %1F},
   * {@code %7F}). It is well-formed, as the parser checked, so its two hex digits tell without decoding.
   */
  private static boolean isControlTriplet(String s, int i) {
    char high = s.charAt(i + 1);
    return high == '0' || high == '1' || high == '7' && (s.charAt(i + 2) | 0x20) == 'f';
  }

  /** A violation when the triplet at {@code s[i]} is CR, LF or NUL, naming {@code component}; else null. */
  private static @Nullable SchemeViolation control(String s, int i, String component) {
    int octet = FtpScheme.Typecodes.octet(s, i);
    if (octet == 0) {
      return new SchemeViolation(i, "ftp." + component + ".nul", describe(component) + " " + NUL);
    }
    if (octet == '\r' || octet == '\n') {
      return new SchemeViolation(i, "ftp." + component + ".line-break", describe(component) + " " + LINE_BREAK);
    }
    return null;
  }

  private static boolean isControl(int octet) {
    return octet == 0 || octet == '\r' || octet == '\n';
  }

  /** The component as the messages name it: {@code "the user"}, {@code "a directory name"}, ... */
  static String describe(String component) {
    return switch (component) {
      case "user" -> "the user";
      case "password" -> "the password";
      case "cwd" -> "a directory name";
      default -> "the name";
    };
  }
}
