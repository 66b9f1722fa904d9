package dev.urikit.docs.site;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The pages of the site's API declarations, read from Dokka's {@code package-list}, and the links to them that Dokka
 * left unresolved.
 *
 * <p>Dokka writes a link whose target has no page as {@code <span data-unresolved-link="DRI">text</span>}: plain
 * text. A DRI reads {@code package/Class.Nested/callable/parameter types/target/}. Dokka 2.2's Kotlin analysis gives
 * a KDoc link to a Java method the parameter types of its Kotlin view ({@code kotlin.String}, {@code kotlin.Int},
 * {@code vararg(kotlin.String)}), while the method's page is registered under its Java ones ({@code java.lang.String},
 * {@code int}), so every such link is left as text. All overloads of a callable share one page, so a link is
 * {@linkplain #repair repaired} when its package, classes and callable name lead to exactly one page; whatever still
 * points into {@code dev.urikit} after that is a link to the project's own API that does not resolve, and
 * {@link #check} fails the build on it.
 */
final class ApiLinks {

  /** An unresolved link in Dokka's HTML: the DRI and the text shown. */
  static final Pattern UNRESOLVED = Pattern.compile("<span data-unresolved-link=\"([^\"]*)\">(.*?)</span>", Pattern.DOTALL);

  /** The DRIs of the project's own API. */
  private static final Pattern OWN = Pattern.compile("dev\\.urikit[./].*", Pattern.DOTALL);

  private static final String LOCATION = "$dokka.location:";

  /** What separates a DRI from its page in Dokka's package list: the unit separator, U+001F. */
  private static final char SEPARATOR = '\u001f';

  /** Page of every declaration, by its DRI up to the callable name ({@code package/classes/callable}). */
  private final Map<String, Set<String>> pages;

  /** Page of every declaration, by its qualified name ({@code dev.urikit.UriBuilder.addPathSegment}). */
  private final Map<String, Set<String>> byName;

  private ApiLinks(Map<String, Set<String>> pages, Map<String, Set<String>> byName) {
    this.pages = pages;
    this.byName = byName;
  }

  /**
   * The declarations listed in every {@code package-list} of the site, with their pages relative to the site.
   *
   * @throws IllegalStateException if a page the lists name is not in the site
   */
  static ApiLinks read(Path site) throws IOException {
    List<String> lines = new ArrayList<>();
    try (Stream<Path> modules = Files.list(site)) {
      for (Path module : modules.sorted().toList()) {
        Path packageList = module.resolve("package-list");
        if (Files.isRegularFile(packageList)) {
          lines.addAll(Files.readAllLines(packageList, StandardCharsets.UTF_8));
        }
      }
    }
    ApiLinks api = of(lines);
    for (Set<String> locations : api.pages.values()) {
      for (String location : locations) {
        if (!Files.isRegularFile(site.resolve(location))) {
          throw new IllegalStateException("the package list names the page " + location + ", which the site does not have");
        }
      }
    }
    return api;
  }

  /** The declarations of {@code $dokka.location:DRI<U+001F>page} lines; other lines are ignored. */
  static ApiLinks of(List<String> packageList) {
    Map<String, Set<String>> pages = new TreeMap<>();
    Map<String, Set<String>> byName = new TreeMap<>();
    for (String line : packageList) {
      if (!line.startsWith(LOCATION)) {
        continue;
      }
      String entry = line.substring(LOCATION.length());
      int separator = entry.indexOf(SEPARATOR);
      String[] parts = entry.split("/", 4);
      if (separator < 0 || parts.length < 4) {
        continue;
      }
      String location = entry.substring(separator + 1);
      pages.computeIfAbsent(parts[0] + "/" + parts[1] + "/" + parts[2], k -> new TreeSet<>()).add(location);
      StringBuilder name = new StringBuilder(parts[0]);
      for (String part : new String[] {parts[1], parts[2]}) {
        if (!part.isEmpty()) {
          name.append('.').append(part);
        }
      }
      byName.computeIfAbsent(name.toString(), k -> new TreeSet<>()).add(location);
    }
    return new ApiLinks(pages, byName);
  }

  /** The page of the declaration named {@code qualifiedName} ({@code dev.urikit.UriBuilder}), or null. */
  String pageOf(String qualifiedName) {
    Set<String> found = byName.get(qualifiedName);
    return found == null || found.size() != 1 ? null : found.iterator().next();
  }

  /** The one page a DRI's package, classes and callable lead to, or null when there is none or more than one. */
  String pageOfDri(String dri) {
    String[] parts = dri.split("/", 4);
    if (parts.length < 4) {
      return null;
    }
    Set<String> found = pages.get(parts[0] + "/" + parts[1] + "/" + parts[2]);
    return found == null || found.size() != 1 ? null : found.iterator().next();
  }

  /**
   * {@code html}, a page at {@code pagePath} (relative to the site), with each unresolved link to the project's API
   * whose page is known made a link to that page.
   */
  String repair(String html, String pagePath) {
    Matcher m = UNRESOLVED.matcher(html);
    StringBuilder out = new StringBuilder(html.length());
    while (m.find()) {
      String dri = m.group(1);
      String page = OWN.matcher(dri).matches() ? pageOfDri(dri) : null;
      String replacement = page == null ? m.group() : "<a href=\"" + relative(pagePath, page) + "\">" + m.group(2) + "</a>";
      m.appendReplacement(out, Matcher.quoteReplacement(replacement));
    }
    return m.appendTail(out).toString();
  }

  /**
   * The links to the project's own API left unresolved in {@code html}, outside signatures (a signature may name a
   * supertype that is not public, as {@code extends NetnewsScheme} does), as {@code "text (DRI)"}.
   */
  static List<String> unresolved(String html) {
    String text = withoutSignatures(html);
    List<String> found = new ArrayList<>();
    Matcher m = UNRESOLVED.matcher(text);
    while (m.find()) {
      if (OWN.matcher(m.group(1)).matches()) {
        found.add(m.group(2).replaceAll("<[^>]*>", "") + " (" + m.group(1) + ")");
      }
    }
    return found;
  }

  /**
   * Repairs every page of the site, then fails if any still shows a link to the project's API as text.
   *
   * @throws IllegalStateException naming each page and link that does not resolve
   */
  void check(Path site) throws IOException {
    List<String> problems = new ArrayList<>();
    List<Path> htmlPages;
    try (Stream<Path> files = Files.walk(site)) {
      htmlPages = files.filter(p -> p.toString().endsWith(".html")).sorted().toList();
    }
    for (Path page : htmlPages) {
      String relative = site.relativize(page).toString().replace('\\', '/');
      String html = Files.readString(page, StandardCharsets.UTF_8);
      String repaired = repair(html, relative);
      if (!repaired.equals(html)) {
        Files.writeString(page, repaired, StandardCharsets.UTF_8);
      }
      for (String link : unresolved(repaired)) {
        problems.add(relative + ": " + link);
      }
    }
    if (!problems.isEmpty()) {
      throw new IllegalStateException("the documentation links to the project's API without a page to link to ("
          + problems.size() + "):\n  " + String.join("\n  ", problems));
    }
  }

  /** {@code target} relative to the directory of {@code from}, both relative to the site. */
  static String relative(String from, String target) {
    int depth = (int) from.chars().filter(c -> c == '/').count();
    return "../".repeat(depth) + target;
  }

  private static final Pattern SIGNATURE = Pattern.compile("<div class=\"symbol monospace[^\"]*\">");
  private static final Pattern DIV = Pattern.compile("<div\\b|</div>");

  /** {@code html} without the signature blocks ({@code div}s of class {@code symbol monospace}). */
  static String withoutSignatures(String html) {
    StringBuilder out = new StringBuilder(html.length());
    Matcher start = SIGNATURE.matcher(html);
    Matcher div = DIV.matcher(html);
    int from = 0;
    while (start.find(from)) {
      out.append(html, from, start.start());
      int depth = 1;
      int end = html.length();
      div.region(start.end(), html.length());
      while (div.find()) {
        depth += div.group().equals("</div>") ? -1 : 1;
        if (depth == 0) {
          end = div.end();
          break;
        }
      }
      from = end;
    }
    return out.append(html, from, html.length()).toString();
  }
}
