package dev.urikit;

import dev.urikit.internal.DotSegments;
import org.jspecify.annotations.Nullable;

/**
 * The inverse of resolution: the shortest reference that {@link Resolution} turns back into the target.
 *
 * <p>Each form a reference can take contributes its one shortest candidate: same-document
 * ({@code "#f"}, {@code "?q#f"}, {@code ""}), relative path (the longest common directory of the
 * base and the target, then as many {@code "../"} as the base's directory has segments beyond it),
 * absolute path, network path and finally the target itself. A candidate counts only if resolving it
 * gives the target character for character, so a target that resolution could not produce (one with
 * dot-segments, say) falls back to a form that round-trips, or to the target itself. There are at most
 * five candidates, each built and checked in time linear in the inputs.
 */
final class Relativization {

  private Relativization() {}

  static UriReference relativize(Uri base, Uri target) {
    if (!base.binding.canBeBase) {
      return target; // nothing resolves against such a base
    }
    if (base.schemeEnd != target.schemeEnd || !base.text.regionMatches(0, target.text, 0, base.schemeEnd)) {
      return target; // resolution copies a reference's scheme as written, so "HTTP" is not "http"
    }
    Search search = new Search(base, target);
    String t = target.text;
    String tail = t.substring(target.pathEnd());
    String path = t.substring(target.pathStart, target.pathEnd());
    if (sameAuthority(base, target)) {
      if (path.equals(base.path())) {
        if (sameQuery(base, target)) {
          search.consider(target.fragmentMark < 0 ? "" : t.substring(target.fragmentMark));
        } else if (target.queryMark >= 0) {
          search.consider(tail);
        }
      }
      // A path that resolution writes as "/." + "//x" (no authority) comes from references giving "//x".
      String wanted = target.hostStart < 0 && path.startsWith("/.//") ? path.substring(2) : path;
      search.consider(relativePath(base, wanted, tail));
      if (wanted.startsWith("/")) {
        search.consider((wanted.startsWith("//") ? "/." : "") + wanted + tail);
      }
    }
    if (target.hostStart >= 0) {
      search.consider(t.substring(target.schemeEnd + 1));
    }
    search.consider(t);
    UriReference best = search.best;
    return best == null || best.text.equals(t) ? target : best;
  }

  /**
   * The shortest relative-path reference meant to resolve to {@code path} + {@code tail} against
   * {@code base}; the caller checks that it does (a base directory without a leading "/" cannot be
   * climbed out of, for one).
   */
  private static String relativePath(Uri base, String path, String tail) {
    String directory = DotSegments.remove(baseDirectory(base));
    int limit = Math.min(directory.length(), path.length());
    int common = 0;
    while (common < limit && directory.charAt(common) == path.charAt(common)) {
      common++;
    }
    int kept = directory.lastIndexOf('/', common - 1) + 1;
    int ups = 0;
    for (int i = kept; i < directory.length(); i++) {
      if (directory.charAt(i) == '/') {
        ups++;
      }
    }
    String rest = path.substring(kept);
    StringBuilder ref = new StringBuilder(3 * ups + rest.length() + tail.length() + 2);
    if (ups > 0) {
      ref.append("../".repeat(ups));
      if (rest.isEmpty()) {
        ref.setLength(ref.length() - 1); // "../.." says "../../" in one character less
      }
    } else if (rest.isEmpty()) {
      ref.append('.');
    } else if (rest.charAt(0) == '/' || firstSegmentHasColon(rest)) {
      ref.append("./"); // otherwise it would read as an absolute path or a scheme
    }
    return ref.append(rest).append(tail).toString();
  }

  /** The base path up to and including its last "/", as section 5.2.3's merge uses it. */
  private static String baseDirectory(Uri base) {
    int start = base.pathStart;
    int end = base.pathEnd();
    if (base.hostStart >= 0 && start == end) {
      return "/";
    }
    int lastSlash = base.text.lastIndexOf('/', end - 1);
    return lastSlash < start ? "" : base.text.substring(start, lastSlash + 1);
  }

  private static boolean firstSegmentHasColon(String path) {
    for (int i = 0; i < path.length() && path.charAt(i) != '/'; i++) {
      if (path.charAt(i) == ':') {
        return true;
      }
    }
    return false;
  }

  private static boolean sameAuthority(Uri base, Uri target) {
    if (base.hostStart < 0 || target.hostStart < 0) {
      return base.hostStart < 0 && target.hostStart < 0;
    }
    int length = base.pathStart - base.schemeEnd;
    return length == target.pathStart - target.schemeEnd
        && base.text.regionMatches(base.schemeEnd, target.text, target.schemeEnd, length);
  }

  private static boolean sameQuery(Uri base, Uri target) {
    if (base.queryMark < 0 || target.queryMark < 0) {
      return base.queryMark < 0 && target.queryMark < 0;
    }
    int length = base.queryEnd() - base.queryMark;
    return length == target.queryEnd() - target.queryMark
        && base.text.regionMatches(base.queryMark, target.text, target.queryMark, length);
  }

  /** The shortest candidate so far that resolves against the base to exactly the target's text. */
  private static final class Search {
    private final Uri base;
    private final String target;
    @Nullable UriReference best;

    Search(Uri base, Uri target) {
      this.base = base;
      this.target = target.text;
    }

    void consider(String candidate) {
      if ((best != null && candidate.length() >= best.text.length())) {
        return;
      }
      UriReference ref = UriReference.parseOrNull(candidate, base.registry());
      if (ref != null && Resolution.resolveText(base, ref, ResolutionMode.RFC_3986).equals(target)) {
        best = ref;
      }
    }
  }
}
