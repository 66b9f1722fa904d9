package dev.urikit.benchmarks;

import dev.urikit.HierarchicalUri;
import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.UriReference;
import dev.urikit.spi.Scheme;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.jspecify.annotations.Nullable;

/**
 * Base and reference pairs for the resolution benchmark: the examples of RFC 3986 section 5.4, and pairs
 * drawn from the {@link Corpus}.
 *
 * <p>{@code ResolveCases.rfc3986(4)} gives the bases {@code [http://a/b/c/d;p?q, ...]} and the references
 * {@code [g:h, g, ./g, g/]}, cycling through the 42 examples of sections 5.4.1 and 5.4.2.
 * {@code ResolveCases.fromCorpus(urls, 4)} pairs the first four corpus URLs with references made from the
 * URL half the corpus away; from {@code https://food.com/events/list.html?id=7} come, in turn,
 * {@code /events/list.html?id=7}, {@code ../list.html?id=7}, {@code ../../list.html} and
 * {@code ./list.html?id=7}.
 *
 * <p>On the mixed corpus a pair is made only where both sides make sense: the base is a hierarchical URI
 * whose scheme allows it as a base ({@code Scheme.canBeBase()}: http, https, ftp, nntp, file, not gopher
 * or telnet), as java.net.URI returns the reference itself against an opaque base; and the reference is
 * made from a hierarchical URI, since the path of {@code urn:isbn:0-306-40615-2} would read as a URI of
 * scheme {@code isbn}. Every line of the https corpus is both.
 */
final class ResolveCases {

  /** The base URI of RFC 3986 section 5.4. */
  static final String RFC_BASE = "http://a/b/c/d;p?q";

  /** The references of RFC 3986 section 5.4.1 (normal examples) then 5.4.2 (abnormal examples). */
  static final List<String> RFC_REFERENCES = List.of(
      "g:h", "g", "./g", "g/", "/g", "//g", "?y", "g?y", "#s", "g#s", "g?y#s", ";x", "g;x", "g;x?y#s",
      "", ".", "./", "..", "../", "../g", "../..", "../../", "../../g",
      "../../../g", "../../../../g", "/./g", "/../g", "g.", ".g", "g..", "..g", "./../g", "./g/.",
      "g/./h", "g/../h", "g;x=1/./y", "g;x=1/../y", "g?y/./x", "g?y/../x", "g#s/./x", "g#s/../x", "http:g");

  private final List<String> bases;
  private final List<String> references;

  private ResolveCases(List<String> bases, List<String> references) {
    this.bases = bases;
    this.references = references;
  }

  /** The base strings, one per pair. */
  List<String> bases() {
    return bases;
  }

  /** The reference strings, one per pair. */
  List<String> references() {
    return references;
  }

  /** {@code count} pairs cycling through the RFC examples that every parser accepts. */
  static ResolveCases rfc3986(int count) {
    SchemeRegistry registry = SchemeRegistry.empty();
    List<String> accepted = new ArrayList<>();
    Map<String, Integer> reasons = new TreeMap<>();
    for (String reference : RFC_REFERENCES) {
      if (accepts(reference, registry, reasons)) {
        accepted.add(reference);
      }
    }
    report("RFC 3986 section 5.4", RFC_REFERENCES.size(), accepted.size(), reasons);
    List<String> bases = new ArrayList<>(count);
    List<String> references = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      bases.add(RFC_BASE);
      references.add(accepted.get(i % accepted.size()));
    }
    return new ResolveCases(bases, references);
  }

  /**
   * {@code count} pairs: base {@code urls[i]}, reference derived from the URL half the corpus away, in
   * turn its path and query, {@code ../} or {@code ../../} before its last segment, and {@code ./} before it.
   */
  static ResolveCases fromCorpus(String[] urls, int count) {
    SchemeRegistry registry = SchemeRegistry.empty();
    List<String> bases = new ArrayList<>(count);
    List<String> references = new ArrayList<>(count);
    Map<String, Integer> reasons = new TreeMap<>();
    int tried = 0;
    SchemeRegistry installed = SchemeRegistry.installed();
    for (int i = 0; bases.size() < count && i < 4 * count; i++) {
      String base = urls[i % urls.length];
      String reference = derive(urls[(i + urls.length / 2) % urls.length], i % 4);
      if (reference == null || !isBase(base, installed)) {
        continue;
      }
      tried++;
      if (accepts(reference, registry, reasons)) {
        bases.add(base);
        references.add(reference);
      }
    }
    report("corpus pairs", tried, bases.size(), reasons);
    if (bases.size() < count) {
      throw new IllegalStateException("only " + bases.size() + " of " + count + " corpus pairs could be made");
    }
    return new ResolveCases(bases, references);
  }

  /** Whether {@code url} is hierarchical and its installed scheme, if any, allows it as a base. */
  static boolean isBase(String url, SchemeRegistry installed) {
    Uri uri = Uri.parseOrNull(url, installed);
    @Nullable Scheme scheme = uri == null ? null : uri.registeredScheme();
    return uri instanceof HierarchicalUri && (scheme == null || scheme.canBeBase());
  }

  private static @Nullable String derive(String url, int style) {
    UriReference parsed = UriReference.parseOrNull(url, SchemeRegistry.empty());
    if (!(parsed instanceof HierarchicalUri)) {
      return null;
    }
    String path = parsed.path();
    String query = parsed.query();
    String suffix = query == null ? "" : "?" + query;
    String last = path.substring(path.lastIndexOf('/') + 1);
    if (last.isEmpty()) {
      last = "x";
    }
    switch (style) {
      case 0:
        return (path.isEmpty() ? "/" : path) + suffix;
      case 1:
        return "../" + last + suffix;
      case 2:
        return "../../" + last;
      default:
        return "./" + last + suffix;
    }
  }

  private static boolean accepts(String reference, SchemeRegistry registry, Map<String, Integer> reasons) {
    List<String> rejections = Anchors.referenceRejections(reference, registry);
    for (String reason : rejections) {
      reasons.merge(reason, 1, Integer::sum);
    }
    return rejections.isEmpty();
  }

  private static void report(String what, int tried, int kept, Map<String, Integer> reasons) {
    System.out.printf("resolve: %s: %d references, %d kept%n", what, tried, kept);
    reasons.forEach((reason, n) -> System.out.printf("resolve: %8d dropped  %s%n", n, reason));
  }
}
