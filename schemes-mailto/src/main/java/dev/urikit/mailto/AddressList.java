package dev.urikit.mailto;

import static dev.urikit.mailto.Validation.AT_EXTRA;
import static dev.urikit.mailto.Validation.AT_MISSING;
import static dev.urikit.mailto.Validation.CHAR;
import static dev.urikit.mailto.Validation.DOMAIN;
import static dev.urikit.mailto.Validation.DOMAIN_EMPTY;
import static dev.urikit.mailto.Validation.EMPTY;
import static dev.urikit.mailto.Validation.LOCAL_EMPTY;
import static dev.urikit.mailto.Validation.LOCAL_PART;
import static dev.urikit.mailto.Validation.OK;
import static dev.urikit.mailto.Validation.QUOTE;
import static dev.urikit.mailto.Validation.index;
import static dev.urikit.mailto.Validation.problem;
import static dev.urikit.mailto.Validation.result;

import dev.urikit.CharClass;

/**
 * The check of an address list in raw {@code mailto} text, one forward pass without allocation: the
 * addresses before {@code "?"} or the value of a {@code to}, {@code cc} or {@code bcc} header.
 *
 * <p>The structure is read from the text before decoding. A written {@code ","} outside a quoted string
 * separates addresses and a written {@code "@"} outside one separates local part and domain; their
 * encodings {@code %2C} and {@code %40} are data, which only a quoted local part or a domain literal may
 * hold. Quotes and backslashes, which a URI cannot hold unencoded, are read from {@code %22} and
 * {@code %5C}; after the {@code "@"} a quote is a character of the domain, not the start of a quoted
 * string. Spaces and
 * tabs ({@code %20}, {@code %09}) around an address are not part of it. Each address is an
 * {@code addr-spec} (RFC 6068 section 2 with RFC 5322 sections 3.2.3, 3.2.4 and 3.4.1):
 *
 * <pre>
 * addr-spec     = local-part "@" domain
 * local-part    = dot-atom-text / quoted-string      ; no comments, no folding white space around
 * domain        = dot-atom-text / "[" *dtext-no-obs "]"
 * dot-atom-text = 1*atext *("." 1*atext)             ; in the domain, atext and UTF-8 (RFC 6068 section 2)
 * quoted-string = DQUOTE *(qtext / WSP / quoted-pair) DQUOTE
 * qtext         = %d33 / %d35-91 / %d93-126
 * quoted-pair   = "\" (VCHAR / WSP)
 * dtext-no-obs  = %d33-90 / %d94-126
 * </pre>
 *
 * <p>Of the problems of one address the structural ones come first (an unclosed quote, no {@code "@"},
 * a second {@code "@"}, an empty local part or domain, each at the start of the address but the second
 * {@code "@"}, which is where it is), then the first place where the local part, then the domain, stops
 * following its rule.
 */
final class AddressList {

  /** {@code atext} of RFC 5322 section 3.2.3, as decoded US-ASCII bytes. */
  static final CharClass ATEXT = CharClass.ALPHA.union(CharClass.DIGIT).union(CharClass.of("!#$%&'*+-/=?^_`{|}~"));

  private static final boolean[] ATEXT_TABLE = Validation.table(ATEXT);

  /** Written characters that are atext, qtext and dtext at once, so that a run of them changes no state. */
  static final CharClass PLAIN_CHARS = CharClass.UNRESERVED.minus(CharClass.of(".")).union(CharClass.of("!$'*+"));

  private static final boolean[] PLAIN = Validation.table(PLAIN_CHARS);

  // Grammar states of one address.
  private static final int START = 0;
  private static final int LOCAL_ATOM = 1;
  private static final int LOCAL_DOT = 2;
  private static final int QUOTED = 3;
  private static final int QUOTED_PAIR = 4;
  private static final int QUOTE_CLOSED = 5;
  private static final int DOMAIN_START = 6;
  private static final int DOMAIN_ATOM = 7;
  private static final int DOMAIN_DOT = 8;
  private static final int LITERAL = 9;
  private static final int LITERAL_CLOSED = 10;
  private static final int TRAIL = 11;
  private static final int BROKEN = 12;

  private AddressList() {}

  /**
   * The first problem of the list in {@code [start, end)} (ending at the first {@code "&"} when
   * {@code endsAtAmpersand}), or {@link Validation#OK} with where it ends. An empty list is fine, an empty
   * address within one is not.
   */
  static long scan(String s, int start, int end, boolean endsAtAmpersand) {
    int plainEnd = PlainAddressList.end(s, start, end, endsAtAmpersand);
    return plainEnd >= 0 ? result(plainEnd, OK) : scanByGrammar(s, start, end, endsAtAmpersand);
  }

  /** {@link #scan} without the shortcut of {@link PlainAddressList}: the whole grammar, state by state. */
  static long scanByGrammar(String s, int start, int end, boolean endsAtAmpersand) {
    int state = START;
    boolean quoted = false;
    boolean escaped = false;
    int first = -1;
    int at = -1;
    int extraAt = -1;
    boolean domainSeen = false;
    int localBad = -1;
    int domainBad = -1;
    int lastDot = -1;
    int literalStart = -1;
    int trailStart = -1;
    long addressProblem = OK;
    int i = start;
    while (true) {
      if (state == LOCAL_ATOM || state == DOMAIN_ATOM || state == QUOTED || state == LITERAL) {
        i = Validation.skip(PLAIN, s, i, end);
      }
      if (i == end) {
        break;
      }
      char c = s.charAt(i);
      int b;
      int next;
      boolean utf8 = false;
      if (c == '%') {
        b = MailtoSyntax.byteAt(s, i);
        if (b >= 0x80) {
          long sequence = Validation.sequence(s, i, end, b, endsAtAmpersand, true);
          if (problem(sequence) != OK) {
            return sequence;
          }
          next = index(sequence);
          utf8 = true;
        } else {
          int control = Validation.asciiControl(b, false);
          if (control != OK) {
            return result(i, control);
          }
          next = i + 3;
        }
      } else if (Validation.isIn(Validation.QCHAR, c)) {
        b = c;
        next = i + 1;
      } else if (c == '&' && endsAtAmpersand) {
        break;
      } else {
        return result(i, CHAR);
      }
      boolean written = c != '%';
      boolean blank = b == ' ' || b == '\t';

      // The structure: quotes, quoted pairs, separators and "@".
      if (escaped) {
        escaped = false;
      } else if (quoted && b == '\\') {
        escaped = true;
      } else if (b == '"' && at < 0) {
        quoted = !quoted;
      } else if (!quoted && written && c == ',') {
        if (addressProblem == OK) {
          addressProblem = problemOf(i, first, at, extraAt, domainSeen, localBad, domainBad, state, lastDot,
              literalStart);
        }
        state = START;
        first = -1;
        at = -1;
        extraAt = -1;
        domainSeen = false;
        localBad = -1;
        domainBad = -1;
        i = next;
        continue;
      } else if (!quoted && written && c == '@') {
        if (at < 0) {
          at = i;
        } else if (extraAt < 0) {
          extraAt = i;
        }
      }
      if (!blank) {
        if (first < 0) {
          first = i;
        }
        if (at >= 0 && i > at) {
          domainSeen = true;
        }
      }

      // The grammar of RFC 5322, state by state; BROKEN once a local part or domain has left it.
      boolean isAt = written && c == '@';
      boolean atext = !utf8 && Validation.isIn(ATEXT_TABLE, (char) b);
      switch (state) {
        case START:
          if (blank) {
            break;
          }
          if (b == '"') {
            state = QUOTED;
          } else if (atext) {
            state = LOCAL_ATOM;
          } else if (isAt) {
            state = DOMAIN_START;
          } else {
            localBad = i;
            state = BROKEN;
          }
          break;
        case LOCAL_ATOM:
        case DOMAIN_ATOM:
          boolean domain = state == DOMAIN_ATOM;
          if (atext || (domain && utf8)) {
            break;
          }
          if (b == '.') {
            lastDot = i;
            state = domain ? DOMAIN_DOT : LOCAL_DOT;
          } else if (blank) {
            trailStart = i;
            state = TRAIL;
          } else if (isAt && !domain) {
            state = DOMAIN_START;
          } else if (domain) {
            domainBad = i;
            state = BROKEN;
          } else {
            localBad = i;
            state = BROKEN;
          }
          break;
        case LOCAL_DOT:
          if (atext) {
            state = LOCAL_ATOM;
          } else {
            localBad = lastDot;
            state = BROKEN;
          }
          break;
        case QUOTED:
          if (b == '"') {
            state = QUOTE_CLOSED;
          } else if (b == '\\') {
            state = QUOTED_PAIR;
          } else if (utf8 || b < 32 && !blank || b > 126) {
            localBad = i;
            state = BROKEN;
          }
          break;
        case QUOTED_PAIR:
          if (!utf8 && (blank || b >= 33 && b <= 126)) {
            state = QUOTED;
          } else {
            localBad = i;
            state = BROKEN;
          }
          break;
        case QUOTE_CLOSED:
          if (isAt) {
            state = DOMAIN_START;
          } else if (blank) {
            trailStart = i;
            state = TRAIL;
          } else {
            localBad = i;
            state = BROKEN;
          }
          break;
        case DOMAIN_START:
          if (blank) {
            trailStart = i;
            state = TRAIL;
          } else if (b == '[') {
            literalStart = i;
            state = LITERAL;
          } else if (atext || utf8) {
            state = DOMAIN_ATOM;
          } else {
            domainBad = i;
            state = BROKEN;
          }
          break;
        case DOMAIN_DOT:
          if (atext || utf8) {
            state = DOMAIN_ATOM;
          } else {
            domainBad = lastDot;
            state = BROKEN;
          }
          break;
        case LITERAL:
          if (b == ']') {
            state = LITERAL_CLOSED;
          } else if (utf8 || b < 33 || b > 126 || b == '[' || b == '\\') {
            domainBad = i;
            state = BROKEN;
          }
          break;
        case LITERAL_CLOSED:
          if (blank) {
            trailStart = i;
            state = TRAIL;
          } else {
            domainBad = i;
            state = BROKEN;
          }
          break;
        case TRAIL:
          if (blank) {
            break;
          }
          if (at < 0 || at == i) {
            localBad = trailStart;
          } else {
            domainBad = trailStart;
          }
          state = BROKEN;
          break;
        default:
          break;
      }
      i = next;
    }
    if (addressProblem == OK && i > start) {
      addressProblem = quoted && first >= 0 ? result(first, QUOTE)
          : problemOf(i, first, at, extraAt, domainSeen, localBad, domainBad, state, lastDot, literalStart);
    }
    return addressProblem != OK ? addressProblem : result(i, OK);
  }

  /** The problem of the address that ends at {@code end} (a comma or the end of the list), or {@link Validation#OK}. */
  private static long problemOf(int end, int first, int at, int extraAt, boolean domainSeen, int localBad,
      int domainBad, int state, int lastDot, int literalStart) {
    if (first < 0) {
      return result(end, EMPTY);
    }
    if (at < 0) {
      return result(first, AT_MISSING);
    }
    if (extraAt >= 0) {
      return result(extraAt, AT_EXTRA);
    }
    if (at == first) {
      return result(first, LOCAL_EMPTY);
    }
    if (!domainSeen) {
      return result(first, DOMAIN_EMPTY);
    }
    if (localBad >= 0) {
      return result(localBad, LOCAL_PART);
    }
    if (domainBad >= 0) {
      return result(domainBad, DOMAIN);
    }
    if (state == DOMAIN_DOT) {
      return result(lastDot, DOMAIN);
    }
    if (state == LITERAL) {
      return result(literalStart, DOMAIN);
    }
    return OK;
  }
}
