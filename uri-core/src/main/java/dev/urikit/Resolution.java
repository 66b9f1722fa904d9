package dev.urikit;

import dev.urikit.internal.DotSegments;
import dev.urikit.internal.DotSegments.Unmatched;
import dev.urikit.spi.Scheme;
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
    // and so the same facts about it. A target with its own scheme is looked up only when it is to be
    // checked.
    Registered entry;
    int root; // the length of the root at the start of the target's path, which dot-segments stay below
    boolean slashes; // whether the target's path began with "//" after its root before dot-segments went
    UriReference querySource = ref;
    if (ref.schemeEnd >= 0 && !(legacy && sameScheme(base, ref))) {
      // T.scheme, T.authority and T.path are the reference's: the first two are one run of its text.
      length = append(out, 0, r, 0, ref.pathStart);
      schemeEnd = ref.schemeEnd;
      hostStart = ref.hostStart;
      hostEnd = ref.hostEnd;
      pathStart = ref.pathStart;
      // The registry's entry for the target's scheme, wanted for its checks, also says where a root
      // of the path ends; a target that is not checked has no entry, and its path no root.
      entry = check == Check.NONE ? binding.registry.unregistered : binding.registry.entry(r, 0, schemeEnd);
      root = ownRoot(ref, mode, entry);
      slashes = slashes(r, ref.pathStart + Math.max(root, 0), ref.pathEnd());
      length = appendOwnPath(out, length, ref, root);
    } else if (ref.hostStart >= 0) {
      // T.scheme = Base.scheme; T.authority and T.path are the reference's.
      length = append(out, 0, b, 0, base.schemeEnd + 1);
      schemeEnd = base.schemeEnd;
      int shift = length - (ref.schemeEnd + 1);
      hostStart = ref.hostStart + shift;
      hostEnd = ref.hostEnd + shift;
      length = append(out, length, r, ref.schemeEnd + 1, ref.pathStart);
      pathStart = length;
      root = ownRoot(ref, mode, binding);
      slashes = slashes(r, ref.pathStart + Math.max(root, 0), ref.pathEnd());
      length = appendOwnPath(out, length, ref, root);
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
        root = 0;
        slashes = true; // the base's path, unchanged
        length = append(out, 0, b, 0, basePathEnd);
        querySource = ref.queryMark >= 0 ? ref : base;
      } else if (refPathStart < refPathEnd && r.charAt(refPathStart) == '/') {
        length = append(out, 0, b, 0, pathStart);
        root = ownRoot(ref, mode, binding);
        slashes = slashes(r, refPathStart + Math.max(root, 0), refPathEnd);
        length = appendOwnPath(out, length, ref, root);
      } else {
        // A relative-path reference; under RFC 2396 also a query-only one (its section 5.2 step 6).
        // Section 5.2.3: the base's path up to its last "/" ("/" when it is empty and there is an
        // authority), then the reference's path.
        // A root of the base's path (a drive letter) is kept whole, with a "/" after it.
        root = root(binding, b, pathStart, basePathEnd);
        if (hostStart >= 0 && pathStart == basePathEnd) {
          length = append(out, 0, b, 0, pathStart);
          out[length++] = '/';
        } else {
          int lastSlash = b.lastIndexOf('/', basePathEnd - 1);
          if (root > 0 && lastSlash < pathStart + root) {
            length = append(out, 0, b, 0, pathStart + root);
            out[length++] = '/';
          } else {
            length = append(out, 0, b, 0, lastSlash >= pathStart ? lastSlash + 1 : pathStart);
          }
        }
        length = append(out, length, r, refPathStart, refPathEnd);
        slashes = length - (pathStart + root) >= 2 && out[pathStart + root] == '/' && out[pathStart + root + 1] == '/';
        length = DotSegments.removeInPlace(out, pathStart + root, length, legacy ? Unmatched.KEEP : Unmatched.REMOVE);
      }
      entry = binding;
    }
    int afterRoot = pathStart + Math.max(root, 0);
    if (length - afterRoot >= 2 && out[afterRoot] == '/' && out[afterRoot + 1] == '/'
        && (hostStart < 0 || (entry.pathRoots && !slashes))) {
      // "scheme:" + "//x" would read back with an authority; "/." keeps the path a path. For a scheme with
      // path roots, a "//x" that dot-segment removal brought after the authority or the root would read
      // as a root of its own (file:////x, a UNC host; file:///C://x): "/." keeps it from that too.
      System.arraycopy(out, afterRoot, out, afterRoot + 2, length - afterRoot);
      out[afterRoot] = '/';
      out[afterRoot + 1] = '.';
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
   * without its dot-segments, after its first {@code root} characters (RFC 3986, {@link #ownRoot}), or
   * as written when {@code root} is -1 (RFC 2396 section 5.2 steps 3 to 5); returns the new length.
   */
  private static int appendOwnPath(byte[] out, int length, UriReference ref, int root) {
    int end = append(out, length, ref.text, ref.pathStart, ref.pathEnd());
    return root < 0 ? end : DotSegments.removeInPlace(out, length + root, end, Unmatched.REMOVE);
  }

  /** Whether {@code s[start, end)} begins with {@code "//"}. */
  private static boolean slashes(String s, int start, int end) {
    return end - start >= 2 && s.charAt(start) == '/' && s.charAt(start + 1) == '/';
  }

  /**
   * The root of the reference's own path as {@code entry}, the target's scheme, finds it, when its
   * dot-segments are removed (RFC 3986); -1 when they are kept (RFC 2396).
   */
  private static int ownRoot(UriReference ref, ResolutionMode mode, Registered entry) {
    return mode == ResolutionMode.RFC_3986 ? root(entry, ref.text, ref.pathStart, ref.pathEnd()) : -1;
  }

  /**
   * The length of the root that {@code entry}'s scheme finds at the start of the path
   * {@code text[start, end)} ({@link dev.urikit.spi.Scheme#pathRoot}), or 0: for a scheme without roots,
   * and for an answer that is not the start of the path up to a {@code "/"} or its end.
   */
  private static int root(Registered entry, String text, int start, int end) {
    Scheme scheme = entry.scheme;
    if (!entry.pathRoots || scheme == null) {
      return 0;
    }
    int root;
    try {
      root = scheme.pathRoot(text, start, end);
    } catch (Throwable t) {
      throw Hooks.failure(entry, "pathRoot", t);
    }
    return root > 0 && root <= end - start && (start + root == end || text.charAt(start + root) == '/') ? root : 0;
  }

  /** Whether the reference's scheme names the base's scheme, ignoring case (RFC 3986 section 3.1). */
  private static boolean sameScheme(Uri base, UriReference ref) {
    return base.schemeEnd == ref.schemeEnd && base.text.regionMatches(true, 0, ref.text, 0, base.schemeEnd);
  }
}
