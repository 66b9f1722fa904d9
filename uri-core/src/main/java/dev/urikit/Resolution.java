package dev.urikit;

import dev.urikit.internal.DotSegments;
import dev.urikit.internal.DotSegments.Unmatched;
import java.nio.charset.StandardCharsets;

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
    Target t = new Target(base, reference, mode);
    // A target with the base's scheme has the base's entry; with the base's authority too, the same host
    // and so the same facts about it.
    Registered entry = !t.baseScheme ? binding.registry.entry(t.text, 0, t.schemeEnd)
        : t.baseAuthority ? binding
        : binding.plain;
    Uri uri = ReferenceParser.uri(t.text, t.schemeEnd, t.hostStart, t.hostEnd, t.pathStart, t.queryMark,
        t.fragmentMark, entry, ReferenceParser.OnError.THROW);
    if (uri == null) {
      throw new AssertionError("the throwing check returned no URI");
    }
    return uri;
  }

  /** The text of the target URI, for relativization to compare with. */
  static String resolveText(Uri base, UriReference ref, ResolutionMode mode) {
    return new Target(base, ref, mode).text;
  }

  /**
   * The target URI's text and the offsets of its components: the pseudocode of section 5.2.2 with the
   * recomposition of section 5.3, written straight into one byte buffer. Every component comes from a
   * valid base or reference, and dot-segment removal and merging keep a path valid, so the offsets
   * describe a valid URI without parsing the text again.
   *
   * <p>A parsed URI is ASCII, one byte per character, so the buffer holds the target's characters as
   * bytes and becomes its text with one copy. Its size is fixed up front: the target takes each
   * component from the base or the reference, a merged path is at most the base's path and the
   * reference's, and at most three more characters ({@code "/"} for an empty base path, {@code "/."}
   * before a path starting with {@code "//"}) are added.
   */
  private static final class Target {
    final String text;
    private final byte[] out;
    private int length;
    int schemeEnd;
    int hostStart = -1;
    int hostEnd = -1;
    int pathStart;
    int queryMark = -1;
    int fragmentMark = -1;
    /** Whether the target's scheme is the base's, as written. */
    boolean baseScheme;
    /** Whether the target's authority is the base's, as written. */
    boolean baseAuthority;

    Target(Uri base, UriReference ref, ResolutionMode mode) {
      boolean legacy = mode == ResolutionMode.RFC_2396;
      String b = base.text;
      out = new byte[b.length() + ref.text.length() + 3];
      boolean hasAuthority;
      UriReference querySource = ref;
      if (ref.schemeEnd >= 0 && !(legacy && sameScheme(base, ref))) {
        append(ref.text, 0, ref.schemeEnd + 1); // T.scheme = R.scheme
        hasAuthority = appendAuthority(ref);
        appendOwnPath(ref, mode);
      } else if (ref.hostStart >= 0) {
        append(b, 0, base.schemeEnd + 1); // T.scheme = Base.scheme
        baseScheme = true;
        hasAuthority = appendAuthority(ref);
        appendOwnPath(ref, mode);
      } else {
        // T.scheme = Base.scheme, T.authority = Base.authority, and for a path from the base or merged
        // with it, the base's path or the part of it that is kept: one run from the start of the base's
        // text, where every offset of the base holds for the target too.
        baseScheme = true;
        baseAuthority = true;
        schemeEnd = base.schemeEnd;
        hostStart = base.hostStart;
        hostEnd = base.hostEnd;
        pathStart = base.pathStart;
        hasAuthority = base.hostStart >= 0;
        int refPathStart = ref.pathStart;
        int refPathEnd = ref.pathEnd();
        if (refPathStart == refPathEnd && !(legacy && ref.queryMark >= 0)) {
          append(b, 0, base.pathEnd());
          querySource = ref.queryMark >= 0 ? ref : base;
        } else if (refPathStart < refPathEnd && ref.text.charAt(refPathStart) == '/') {
          append(b, 0, pathStart);
          appendOwnPath(ref, mode);
        } else {
          // A relative-path reference; under RFC 2396 also a query-only one (its section 5.2 step 6).
          appendMerged(base, ref.text, refPathStart, refPathEnd);
          length = DotSegments.removeInPlace(out, pathStart, length, legacy ? Unmatched.KEEP : Unmatched.REMOVE);
        }
      }
      if (!hasAuthority && length - pathStart >= 2 && out[pathStart] == '/' && out[pathStart + 1] == '/') {
        // "scheme:" + "//x" would read back with an authority; "/." keeps the path a path.
        System.arraycopy(out, pathStart, out, pathStart + 2, length - pathStart);
        out[pathStart] = '/';
        out[pathStart + 1] = '.';
        length += 2;
      }
      if (querySource.queryMark >= 0) {
        queryMark = length;
        append(querySource.text, querySource.queryMark, querySource.queryEnd());
      }
      if (ref.fragmentMark >= 0) {
        fragmentMark = length;
        append(ref.text, ref.fragmentMark, ref.text.length());
      }
      text = new String(out, 0, length, StandardCharsets.ISO_8859_1);
    }

    /**
     * Appends the characters {@code s[start, end)} of a parsed URI's text. They are ASCII, so the
     * low byte of each, which is all that {@link String#getBytes(int, int, byte[], int)} copies, is the
     * character itself; it copies them as one block.
     */
    @SuppressWarnings("deprecation")
    private void append(String s, int start, int end) {
      s.getBytes(start, end, out, length);
      length += end - start;
    }

    /**
     * The reference's own path, for a reference with a scheme, an authority or an absolute path: without
     * its dot-segments (RFC 3986), or as written (RFC 2396 section 5.2 steps 3 to 5).
     */
    private void appendOwnPath(UriReference ref, ResolutionMode mode) {
      append(ref.text, ref.pathStart, ref.pathEnd());
      if (mode == ResolutionMode.RFC_3986) {
        length = DotSegments.removeInPlace(out, pathStart, length, Unmatched.REMOVE);
      }
    }

    /**
     * Called right after the scheme and its ":": notes where the scheme ends, then appends
     * {@code "//" authority} when {@code source} has one, noting where its host lands and where the
     * path will start; returns whether it did.
     */
    private boolean appendAuthority(UriReference source) {
      schemeEnd = length - 1;
      if (source.hostStart < 0) {
        pathStart = length;
        return false;
      }
      int shift = length - (source.schemeEnd + 1);
      hostStart = source.hostStart + shift;
      hostEnd = source.hostEnd + shift;
      append(source.text, source.schemeEnd + 1, source.pathStart);
      pathStart = length;
      return true;
    }

    /**
     * RFC 3986 section 5.2.3, into an empty buffer: appends the base's text up to the end of its
     * authority and its path up to the path's last "/", then the reference's path.
     */
    private void appendMerged(Uri base, String refText, int refPathStart, int refPathEnd) {
      int basePathStart = base.pathStart;
      int basePathEnd = base.pathEnd();
      if (base.hostStart >= 0 && basePathStart == basePathEnd) {
        append(base.text, 0, basePathStart);
        out[length++] = '/';
      } else {
        int lastSlash = base.text.lastIndexOf('/', basePathEnd - 1);
        append(base.text, 0, lastSlash >= basePathStart ? lastSlash + 1 : basePathStart);
      }
      append(refText, refPathStart, refPathEnd);
    }
  }

  /** Whether the reference's scheme names the base's scheme, ignoring case (RFC 3986 section 3.1). */
  private static boolean sameScheme(Uri base, UriReference ref) {
    return base.schemeEnd == ref.schemeEnd && base.text.regionMatches(true, 0, ref.text, 0, base.schemeEnd);
  }
}
