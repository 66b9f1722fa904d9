package dev.urikit;

import dev.urikit.internal.DotSegments;
import dev.urikit.internal.DotSegments.Unmatched;
import java.nio.charset.StandardCharsets;
import org.jspecify.annotations.Nullable;

/**
 * Reference resolution: the "Transform References" algorithm of RFC 3986 section 5.2, and the RFC 2396
 * section 5.2 variant behind {@link ResolutionMode#RFC_2396}.
 *
 * <p>The target is written into one buffer component by component (section 5.3), noting
 * where each component lands; the base's registry then checks it by the scheme's rules, without a
 * second parse. Every step is linear in the lengths of the base and the reference; dot-segment removal
 * works as a stack.
 */
final class Resolution {

  private Resolution() {}

  static Uri resolve(Uri base, UriReference reference, ResolutionMode mode) {
    Registered binding = base.binding;
    if (!binding.canBeBase && (reference.isRelative()
        || (mode == ResolutionMode.RFC_2396 && sameScheme(base, reference)))) {
      throw new UriSyntaxException(UriSyntaxException.Kind.SCHEME_SPECIFIC, 0,
          binding.name + ": a URI of this scheme cannot be a base, so a relative reference has nothing to be"
              + " resolved against (RFC 3986 section 5.1)",
          binding.name, "base.refused", null);
    }
    return target(base, reference, mode, Check.SCHEME_RULES);
  }

  /** The text of the target URI, for relativization to compare with. */
  static String resolveText(Uri base, UriReference ref, ResolutionMode mode) {
    return target(base, ref, mode, Check.NONE).text;
  }

  /** Whether a target is checked by the rules of its scheme, as a resolved URI is. */
  private enum Check {
    SCHEME_RULES,
    NONE
  }

  /**
   * The target URI: the pseudocode of section 5.2.2 with the recomposition of section 5.3, written
   * straight into one byte buffer, noting where each component lands. Every component comes from a
   * valid base or reference, and dot-segment removal and merging keep a path valid, so the offsets
   * describe a valid URI without parsing the text again; the scheme's checks follow, unless
   * {@code check} is {@link Check#NONE}.
   *
   * <p>A parsed URI is ASCII, one byte per character, so the buffer holds the target's characters as
   * bytes and becomes its text with one copy. Its size is fixed up front: the target takes each
   * component from the base or the reference, a merged path is at most the base's path and the
   * reference's, and at most three more characters ({@code "/"} for an empty base path, {@code "/."}
   * before a path starting with {@code "//"}) are added. The work is done in local variables, with no
   * object for the target's state, since resolution is often done in bulk.
   */
  private static Uri target(Uri base, UriReference ref, ResolutionMode mode, Check check) {
    boolean legacy = mode == ResolutionMode.RFC_2396;
    Registered binding = base.binding;
    String b = base.text;
    String r = ref.text;
    byte[] out = new byte[b.length() + r.length() + 3];
    int length;
    int schemeEnd;
    int hostStart;
    int hostEnd;
    int pathStart;
    // A target with the base's scheme has the base's entry; with the base's authority too, the same host
    // and so the same facts about it. A target with its own scheme is looked up once its text is written,
    // and only when it is to be checked.
    @Nullable Registered entry;
    UriReference querySource = ref;
    if (ref.schemeEnd >= 0 && !(legacy && sameScheme(base, ref))) {
      // T.scheme, T.authority and T.path are the reference's: the first two are one run of its text.
      length = append(out, 0, r, 0, ref.pathStart);
      schemeEnd = ref.schemeEnd;
      hostStart = ref.hostStart;
      hostEnd = ref.hostEnd;
      pathStart = ref.pathStart;
      length = appendOwnPath(out, length, ref, mode);
      entry = null;
    } else if (ref.hostStart >= 0) {
      // T.scheme = Base.scheme; T.authority and T.path are the reference's.
      length = append(out, 0, b, 0, base.schemeEnd + 1);
      schemeEnd = base.schemeEnd;
      int shift = length - (ref.schemeEnd + 1);
      hostStart = ref.hostStart + shift;
      hostEnd = ref.hostEnd + shift;
      length = append(out, length, r, ref.schemeEnd + 1, ref.pathStart);
      pathStart = length;
      length = appendOwnPath(out, length, ref, mode);
      entry = binding.plain;
    } else {
      // T.scheme = Base.scheme, T.authority = Base.authority, and for a path from the base or merged
      // with it, the base's path or the part of it that is kept: one run from the start of the base's
      // text, where every offset of the base holds for the target too.
      schemeEnd = base.schemeEnd;
      hostStart = base.hostStart;
      hostEnd = base.hostEnd;
      pathStart = base.pathStart;
      int basePathEnd = base.pathEnd();
      int refPathStart = ref.pathStart;
      int refPathEnd = ref.pathEnd();
      if (refPathStart == refPathEnd && !(legacy && ref.queryMark >= 0)) {
        length = append(out, 0, b, 0, basePathEnd);
        querySource = ref.queryMark >= 0 ? ref : base;
      } else if (refPathStart < refPathEnd && r.charAt(refPathStart) == '/') {
        length = append(out, 0, b, 0, pathStart);
        length = appendOwnPath(out, length, ref, mode);
      } else {
        // A relative-path reference; under RFC 2396 also a query-only one (its section 5.2 step 6).
        // Section 5.2.3: the base's path up to its last "/" ("/" when it is empty and there is an
        // authority), then the reference's path.
        if (hostStart >= 0 && pathStart == basePathEnd) {
          length = append(out, 0, b, 0, pathStart);
          out[length++] = '/';
        } else {
          int lastSlash = b.lastIndexOf('/', basePathEnd - 1);
          length = append(out, 0, b, 0, lastSlash >= pathStart ? lastSlash + 1 : pathStart);
        }
        length = append(out, length, r, refPathStart, refPathEnd);
        length = DotSegments.removeInPlace(out, pathStart, length, legacy ? Unmatched.KEEP : Unmatched.REMOVE);
      }
      entry = binding;
    }
    if (hostStart < 0 && length - pathStart >= 2 && out[pathStart] == '/' && out[pathStart + 1] == '/') {
      // "scheme:" + "//x" would read back with an authority; "/." keeps the path a path.
      System.arraycopy(out, pathStart, out, pathStart + 2, length - pathStart);
      out[pathStart] = '/';
      out[pathStart + 1] = '.';
      length += 2;
    }
    int queryMark = -1;
    if (querySource.queryMark >= 0) {
      queryMark = length;
      length = append(out, length, querySource.text, querySource.queryMark, querySource.queryEnd());
    }
    int fragmentMark = -1;
    if (ref.fragmentMark >= 0) {
      fragmentMark = length;
      length = append(out, length, r, ref.fragmentMark, r.length());
    }
    String text = new String(out, 0, length, StandardCharsets.ISO_8859_1);
    if (check == Check.NONE) {
      entry = binding.registry.unregistered;
    } else if (entry == null) {
      entry = binding.registry.entry(text, 0, schemeEnd);
    }
    Uri uri = ReferenceParser.uri(text, schemeEnd, hostStart, hostEnd, pathStart, queryMark, fragmentMark, entry,
        ReferenceParser.OnError.THROW);
    if (uri == null) {
      throw new AssertionError("the throwing check returned no URI");
    }
    return uri;
  }

  /**
   * Appends the characters {@code s[start, end)} of a parsed URI's text to {@code out[0, length)} and
   * returns the new length. They are ASCII, so the low byte of each, which is all that
   * {@link String#getBytes(int, int, byte[], int)} copies, is the character itself; it copies them as one
   * block.
   */
  @SuppressWarnings("deprecation")
  private static int append(byte[] out, int length, String s, int start, int end) {
    s.getBytes(start, end, out, length);
    return length + end - start;
  }

  /**
   * Appends the reference's own path, for a reference with a scheme, an authority or an absolute path:
   * without its dot-segments (RFC 3986), or as written (RFC 2396 section 5.2 steps 3 to 5); returns the
   * new length.
   */
  private static int appendOwnPath(byte[] out, int length, UriReference ref, ResolutionMode mode) {
    int end = append(out, length, ref.text, ref.pathStart, ref.pathEnd());
    return mode == ResolutionMode.RFC_3986 ? DotSegments.removeInPlace(out, length, end, Unmatched.REMOVE) : end;
  }

  /** Whether the reference's scheme names the base's scheme, ignoring case (RFC 3986 section 3.1). */
  private static boolean sameScheme(Uri base, UriReference ref) {
    return base.schemeEnd == ref.schemeEnd && base.text.regionMatches(true, 0, ref.text, 0, base.schemeEnd);
  }
}
