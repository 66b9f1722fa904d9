package dev.urikit;

import dev.urikit.ReferenceParser.OnError;
import dev.urikit.internal.IriChars;
import dev.urikit.spi.IdnaMapping;
import java.util.function.IntUnaryOperator;
import org.jspecify.annotations.Nullable;

/**
 * The two conversions between IRIs and URIs: an IRI to the URI it stands for (RFC 3987 section 3.1),
 * and a URI to an IRI for display (section 3.2).
 *
 * <table>
 *   <caption>With the http module</caption>
 *   <tr><th>from</th><th>to</th></tr>
 *   <tr><td>IRI {@code https://Bücher.example/ä}</td><td>URI {@code https://xn--bcher-kva.example/%C3%A4}</td></tr>
 *   <tr><td>URI {@code http://xn--99zt52a.example.org/%e2%80%ae}</td><td>IRI {@code http://納豆.example.org/%E2%80%AE}
 *       (U+202E, a bidi control, stays encoded)</td></tr>
 *   <tr><td>URI {@code http://www.example.org/D%FCrst}</td><td>IRI {@code http://www.example.org/D%FCrst} (not UTF-8)</td></tr>
 * </table>
 */
final class IriMapping {

  private IriMapping() {}

  /**
   * The IRI reference whose valid components lie at the given offsets of {@code s}, with the URI
   * reference it maps to, checked by the scheme of {@code binding}; null on error in lenient mode.
   * {@code wide} says whether {@code s} holds characters beyond US-ASCII: when not, {@code s} is its own
   * URI reference and nothing is copied.
   */
  static @Nullable IriReference iri(String s, int schemeEnd, int hostStart, int hostEnd, int pathStart,
      int queryMark, int fragmentMark, Registered binding, boolean wide, OnError onError) {
    if (!wide) {
      UriReference uri = schemeEnd < 0
          ? new RelativeReference(s, hostStart, hostEnd, pathStart, queryMark, fragmentMark, binding)
          : ReferenceParser.uri(s, schemeEnd, hostStart, hostEnd, pathStart, queryMark, fragmentMark, binding,
              onError);
      return uri == null ? null : wrap(s, schemeEnd, hostStart, hostEnd, pathStart, queryMark, fragmentMark, uri);
    }
    int n = s.length();
    EncodedText out = new EncodedText(s);
    out.append(0, schemeEnd + 1);
    int uriHostStart = -1;
    int uriHostEnd = -1;
    boolean hostMapped = false;
    int pathEnd = queryMark >= 0 ? queryMark : fragmentMark >= 0 ? fragmentMark : n;
    if (hostStart >= 0) {
      out.appendEncoded(schemeEnd + 1, hostStart);
      uriHostStart = out.length();
      int hostChars = binding.dnsHosts ? hostChars(s, hostStart, hostEnd) : 0;
      if ((hostChars & WIDE) != 0) {
        int mapped = appendAscii(out, s, hostStart, hostEnd, (hostChars & PERCENT) != 0, binding, onError);
        if (mapped == REFUSED) {
          return null;
        }
        if (mapped == DNS_NAME) {
          // The scheme learns that the A-labels form a DNS host name, as for a host the parser read.
          binding = binding.dnsNamed;
        }
        hostMapped = true;
      } else {
        out.appendEncoded(hostStart, hostEnd);
      }
      uriHostEnd = out.length();
      out.append(hostEnd, pathStart);
    }
    int uriPathStart = out.length();
    out.appendEncoded(pathStart, pathEnd);
    int uriQueryMark = -1;
    if (queryMark >= 0) {
      uriQueryMark = out.length();
      out.appendEncoded(queryMark, fragmentMark >= 0 ? fragmentMark : n);
    }
    int uriFragmentMark = -1;
    if (fragmentMark >= 0) {
      uriFragmentMark = out.length();
      out.appendEncoded(fragmentMark, n);
    }
    String text = out.toString();
    UriReference uri;
    if (schemeEnd < 0) {
      uri = new RelativeReference(text, uriHostStart, uriHostEnd, uriPathStart, uriQueryMark, uriFragmentMark,
          binding);
    } else {
      IndexMap map = new IndexMap(s, hostMapped ? hostStart : -1, hostEnd, uriHostEnd);
      uri = ReferenceParser.uri(text, schemeEnd, uriHostStart, uriHostEnd, uriPathStart, uriQueryMark,
          uriFragmentMark, binding, onError, map);
      if (uri == null) {
        return null;
      }
    }
    return wrap(s, schemeEnd, hostStart, hostEnd, pathStart, queryMark, fragmentMark, uri);
  }

  /** The IRI reference of the same shape as {@code uri}, at the given offsets of {@code s}. */
  static IriReference wrap(String s, int schemeEnd, int hostStart, int hostEnd, int pathStart, int queryMark,
      int fragmentMark, UriReference uri) {
    if (uri instanceof HierarchicalUri h) {
      return new HierarchicalIri(s, schemeEnd, hostStart, hostEnd, pathStart, queryMark, fragmentMark, h);
    }
    if (uri instanceof OpaqueUri o) {
      return new OpaqueIri(s, schemeEnd, pathStart, queryMark, fragmentMark, o);
    }
    return new RelativeIriReference(s, hostStart, hostEnd, pathStart, queryMark, fragmentMark,
        (RelativeReference) uri);
  }

  /**
   * The IRI reference for displaying {@code uri} (RFC 3987 section 3.2): percent-encoded UTF-8 decoded
   * where the character is a {@code ucschar} that {@link IriChars#isDisplayable} allows, every other
   * octet above US-ASCII re-encoded with upper-case digits, US-ASCII triplets kept as written, and for a
   * scheme with DNS hosts each A-label as its U-label by {@link IriChars#unicodeHost}. Its
   * {@link IriReference#toUri()} is equal to {@code uri}.
   */
  static IriReference toIri(UriReference uri) {
    String s = uri.text;
    int n = s.length();
    if (s.indexOf('%') < 0 && IriChars.indexOfAceLabel(s) < 0) {
      return wrap(s, uri.schemeEnd, uri.hostStart, uri.hostEnd, uri.pathStart, uri.queryMark, uri.fragmentMark,
          uri);
    }
    StringBuilder sb = new StringBuilder(n);
    sb.append(s, 0, uri.schemeEnd + 1);
    if (uri.hostStart >= 0) {
      display(sb, s, uri.schemeEnd + 1, uri.hostStart);
      if (uri.binding.dnsHosts) {
        String host = s.substring(uri.hostStart, uri.hostEnd);
        sb.append(uri.hostType0() == HostType.REG_NAME ? IriChars.unicodeHost(host) : host);
      } else {
        display(sb, s, uri.hostStart, uri.hostEnd);
      }
      sb.append(s, uri.hostEnd, uri.pathStart);
    }
    display(sb, s, uri.pathStart, n);
    String text = sb.toString();
    if (text.equals(s)) {
      return wrap(s, uri.schemeEnd, uri.hostStart, uri.hostEnd, uri.pathStart, uri.queryMark, uri.fragmentMark,
          uri);
    }
    IriReference iri = ReferenceParser.parseIri(text, uri.registry(), ReferenceParser.Mode.IRI_REFERENCE_LENIENT);
    if (iri == null) {
      // The URI itself, which is an IRI: a display form that a scheme refuses would be no help.
      return wrap(s, uri.schemeEnd, uri.hostStart, uri.hostEnd, uri.pathStart, uri.queryMark, uri.fragmentMark,
          uri);
    }
    return iri;
  }

  /** What {@link #hostChars} finds in a host: a character beyond US-ASCII, a {@code '%'}. */
  private static final int WIDE = 1;
  private static final int PERCENT = 2;

  /** Which of {@link #WIDE} and {@link #PERCENT} the host {@code s[start, end)} holds, in one pass. */
  private static int hostChars(String s, int start, int end) {
    int found = 0;
    for (int i = start; i < end; i++) {
      char c = s.charAt(i);
      found |= c >= 0x80 ? WIDE : c == '%' ? PERCENT : 0;
    }
    return found;
  }

  /** What {@link #appendAscii} did: wrote a host, wrote a DNS host name, or wrote nothing (lenient mode). */
  private static final int WRITTEN = 0;
  private static final int DNS_NAME = 1;
  private static final int REFUSED = 2;

  /**
   * Appends the A-label form of the host {@code s[start, end)} by the installed {@link IdnaMapping}, any
   * US-ASCII character that a host cannot hold percent-encoded, for the scheme's host rules to judge;
   * says {@link #DNS_NAME} when it is a DNS host name as the parser defines it
   * ({@link ReferenceParser#dnsNameEnd}), which needs no encoding; {@link #REFUSED}, or an error naming the
   * label and the rule, when the mapping refuses it. {@code encoded} says whether the host holds a
   * {@code '%'}: its percent-encoded UTF-8 is decoded first.
   */
  private static int appendAscii(EncodedText out, String s, int start, int end, boolean encoded,
      Registered binding, OnError onError) {
    String host = s.substring(start, end);
    String name = encoded ? PercentEncoding.decodeStrictOrNull(host, 0, host.length()) : host;
    if (name == null) {
      // Octets that are not UTF-8 have no A-label: they stay encoded, and the scheme's rules judge them.
      out.appendEncoded(start, end);
      return WRITTEN;
    }
    IdnaMapping mapping = IdnaMapping.installed();
    try {
      String ascii = mapping.toAscii(name);
      if (ReferenceParser.dnsNameEnd(ascii, 0, ascii.length()) == ascii.length()) {
        out.append(ascii);
        return DNS_NAME;
      }
      out.append(UriComponent.HOST.encode(ascii));
      return WRITTEN;
    } catch (IllegalArgumentException e) {
      if (onError == OnError.RETURN_NULL) {
        return REFUSED;
      }
      // The first label the mapping refuses alone, to name it; the whole name when none is refused alone.
      int labelStart = 0;
      String label = name;
      String rule = e.getMessage();
      for (int i = 0; i <= name.length(); i++) {
        if (i == name.length() || isLabelSeparator(name.charAt(i))) {
          String candidate = name.substring(labelStart, i);
          if (!candidate.isEmpty()) {
            try {
              mapping.toAscii(candidate);
            } catch (IllegalArgumentException labelError) {
              label = candidate;
              rule = labelError.getMessage();
              break;
            }
          }
          labelStart = i + 1;
        }
      }
      int index = start + (name == host && label != name ? labelStart : 0);
      throw new UriSyntaxException(UriSyntaxException.Kind.SCHEME_SPECIFIC, index,
          binding.name + ": the host label \"" + label + "\" has no A-label (RFC 3987 section 3.1, RFC 5891): "
              + rule + " at index " + index,
          binding.name, binding.name + ".host.idna", e);
    }
  }

  /** The label separators of IDNA (RFC 3490 section 3.1): full stop, ideographic, fullwidth and halfwidth. */
  private static boolean isLabelSeparator(char c) {
    return c == '.' || c == '\u3002' || c == '\uFF0E' || c == '\uFF61';
  }

  /**
   * Appends {@code s[start, end)}, a valid URI component, with its percent-encoded UTF-8 decoded where
   * it gives a displayable character (RFC 3987 section 3.2, steps 2 to 5).
   */
  private static void display(StringBuilder sb, String s, int start, int end) {
    int i = start;
    while (i < end) {
      char c = s.charAt(i);
      if (c != '%') {
        sb.append(c);
        i++;
        continue;
      }
      int runEnd = i;
      while (runEnd < end && s.charAt(runEnd) == '%') {
        runEnd += 3;
      }
      displayTriplets(sb, s, i, runEnd);
      i = runEnd;
    }
  }

  /** Appends the run of triplets {@code s[start, end)}, decoding the UTF-8 sequences that may be shown. */
  private static void displayTriplets(StringBuilder sb, String s, int start, int end) {
    int count = (end - start) / 3;
    int[] octets = new int[count];
    for (int k = 0; k < count; k++) {
      int at = start + 3 * k;
      octets[k] = PercentEncoding.hexValue(s.charAt(at + 1)) << 4 | PercentEncoding.hexValue(s.charAt(at + 2));
    }
    int k = 0;
    while (k < count) {
      int b = octets[k];
      if (b < 0x80) {
        // US-ASCII stays as written: reserved characters must, and the rest need not change (step 2).
        sb.append(s, start + 3 * k, start + 3 * k + 3);
        k++;
        continue;
      }
      int length = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1;
      int cp = utf8(octets, k, count, length);
      if (cp >= 0 && IriChars.isDisplayable(cp)) {
        sb.appendCodePoint(cp);
        k += length;
      } else if (cp >= 0) {
        // A well-formed character that must not be shown: all its octets re-encoded (step 4).
        for (int j = 0; j < length; j++) {
          PercentEncoding.appendTriplet(sb, octets[k + j]);
        }
        k += length;
      } else {
        // An octet of no well-formed sequence (step 3).
        PercentEncoding.appendTriplet(sb, b);
        k++;
      }
    }
  }

  /**
   * The code point of the UTF-8 sequence of {@code length} octets at {@code k}, or -1 when it is not
   * well-formed (RFC 3629 section 4: no overlong form, no surrogate, nothing above U+10FFFF).
   */
  private static int utf8(int[] octets, int k, int count, int length) {
    int lead = octets[k];
    if (length == 1 || lead > 0xF4 || k + length > count) {
      return -1;
    }
    int cp = lead & (0x7F >> length);
    for (int j = 1; j < length; j++) {
      int b = octets[k + j];
      if ((b & 0xC0) != 0x80) {
        return -1;
      }
      cp = cp << 6 | (b & 0x3F);
    }
    int min = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000;
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
      return -1;
    }
    return cp;
  }

  /**
   * Takes an index of the URI that an IRI mapped to back to the IRI: each US-ASCII character is one
   * character of both, each other character one in the IRI and three per UTF-8 octet in the URI, and
   * a host mapped to A-labels counts as its first character.
   */
  private static final class IndexMap implements IntUnaryOperator {
    private final String iri;
    /** The start of the host in the IRI when it was mapped to A-labels, or -1. */
    private final int hostStart;
    private final int hostEnd;
    private final int uriHostEnd;

    IndexMap(String iri, int hostStart, int hostEnd, int uriHostEnd) {
      this.iri = iri;
      this.hostStart = hostStart;
      this.hostEnd = hostEnd;
      this.uriHostEnd = uriHostEnd;
    }

    /** The index of the IRI at which {@code uriIndex} of the URI is reported. */
    @Override
    public int applyAsInt(int uriIndex) {
      int n = iri.length();
      int i = 0;
      int at = 0;
      while (i < n) {
        if (i == hostStart) {
          if (uriIndex < uriHostEnd) {
            return hostStart;
          }
          i = hostEnd;
          at = uriHostEnd;
          continue;
        }
        int cp = iri.codePointAt(i);
        int width = cp < 0x80 ? 1 : cp < 0x800 ? 6 : cp < 0x10000 ? 9 : 12;
        if (uriIndex < at + width) {
          return i;
        }
        at += width;
        i += Character.charCount(cp);
      }
      return n;
    }
  }
}
